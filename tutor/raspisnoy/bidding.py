"""Which bids a player may make: the dealer's restriction and the three-passes rule.

Bids go from the dealer's left, the dealer last, each 0 ("pass") up to the
cards in hand. Nobody may pass a third ordinary deal in a row. The dealer
may not bid so that the bids add up to the cards in hand. When both rules
leave the dealer no bid at all, the dealer may pass (a decision: see
``docs/raspisnoy.md``).

The source's example: four players, six cards, the other three bid 2 each —
the dealer may not pass.

>>> opts = bid_options(6, [2, 2, 2], dealer=True)
>>> opts.allowed
(1, 2, 3, 4, 5, 6)
>>> explain(opts.refused[0], "en")
'you are the dealer: with 0 the bids would add up to 6, the cards in hand'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tutor.errors import TutorError
from tutor.raspisnoy.texts import RuleError, say
from tutor.texts import N_


@dataclass(frozen=True)
class BidRefusal:
    """Why a bid is forbidden: a rule code and the numbers its text names."""

    code: str
    bid: int
    cards: int


@dataclass(frozen=True)
class BidOptions:
    """The bids allowed now, why every other bid of 0..cards is not, and any note."""

    cards: int
    allowed: tuple[int, ...]
    refused: dict[int, BidRefusal] = field(default_factory=dict)
    note: str = ""  # "dealer-may-pass" when the decision applies


def bid_options(cards: int, earlier: Sequence[int], *, dealer: bool,
                passed_twice: bool = False) -> BidOptions:
    """The bids open to a player holding ``cards`` after the ``earlier`` bids.

    ``dealer``: this player bids last and must not make the sum equal ``cards``.
    ``passed_twice``: the player passed the two previous ordinary deals (the
    caller decides whether the rule applies to this deal).

    >>> bid_options(1, [0, 0, 0], dealer=True, passed_twice=True).allowed
    (0,)
    >>> bid_options(3, [], dealer=False, passed_twice=True).refused[0].code
    'third-pass'
    """
    if cards < 1:
        raise TutorError(N_("a deal has at least 1 card, got {n}"), n=cards)
    refused: dict[int, BidRefusal] = {}
    if passed_twice:
        refused[0] = BidRefusal("third-pass", 0, cards)
    if dealer:
        forbidden = cards - sum(earlier)
        if 0 <= forbidden <= cards and forbidden not in refused:
            refused[forbidden] = BidRefusal("dealer-sum", forbidden, cards)
    allowed = tuple(b for b in range(cards + 1) if b not in refused)
    if not allowed:
        refused.pop(0)
        return BidOptions(cards, (0,), refused, "dealer-may-pass")
    return BidOptions(cards, allowed, refused)


def check_bid(bid: object, options: BidOptions) -> int:
    """``bid`` if allowed, else a :class:`RuleError` naming the rule.

    >>> check_bid(0, bid_options(6, [2, 2, 2], dealer=True))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.raspisnoy.texts.RuleError: you are the dealer: with 0 the bids would add up to 6, ...
    """
    if isinstance(bid, bool) or not isinstance(bid, int) or not 0 <= bid <= options.cards:
        raise RuleError("bid-range", cards=options.cards)
    if bid in options.refused:
        r = options.refused[bid]
        raise RuleError(r.code, bid=r.bid, cards=r.cards)
    return bid


def explain(refusal: BidRefusal, lang: str = "en") -> str:
    """Why a bid is forbidden, in words."""
    return say(refusal.code, lang, bid=refusal.bid, cards=refusal.cards)
