"""Which cards may be played, and who takes a trick — each answer with its reason.

A trick is a sequence of :class:`Play` (the leader first). The joker is
played with a :class:`JokerCall`: led, ``top-trumps``, ``top:<suit>`` or
``lowest:<suit>``; played to a trick, ``highest`` or ``lowest``.

>>> from tutor.raspisnoy.cards import parse_hand, parse_card, Suit
>>> legal = legal_cards(parse_hand("Ah 7s 6c"), [Play(parse_card("Kh"))], Suit.DIAMONDS)
>>> [str(c) for c in legal.legal], {str(c): r.code for c, r in legal.refused.items()}
(['Ah', '7s'], {'6c': 'follow-suit'})
>>> explain(legal.refused[parse_card("6c")], "en")
'you hold hearts: you must follow hearts'
>>> t = trick_winner([Play(parse_card(c)) for c in ("Kh", "Ah", "6d")], Suit.DIAMONDS)
>>> t.winner, explain(t, "en")
(2, 'the six of diamonds is the highest trump played, so it takes the trick')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from tutor.errors import TutorError, quote
from tutor.raspisnoy.cards import Card, Suit, is_joker, parse_suit, suit_of
from tutor.raspisnoy.texts import RuleError, say
from tutor.texts import N_


class JokerMode(StrEnum):
    """How the joker is played: the three lead calls and the two follow calls."""

    TOP_TRUMPS = "top-trumps"
    TOP = "top"
    LOWEST_OF = "lowest-of"   # led: "the lowest <suit>" (written lowest:<suit>)
    HIGHEST = "highest"        # played to a trick: it wins
    LOWEST = "lowest"          # played to a trick: it loses

    @property
    def is_lead(self) -> bool:
        return self in (JokerMode.TOP_TRUMPS, JokerMode.TOP, JokerMode.LOWEST_OF)


class JokerCallError(TutorError):
    """Text that is not a joker call."""


@dataclass(frozen=True)
class JokerCall:
    """A joker declaration; ``suit`` for ``top:<suit>`` and ``lowest:<suit>``."""

    mode: JokerMode
    suit: Suit | None = None

    def __str__(self) -> str:
        if self.mode is JokerMode.TOP:
            return f"top:{self.suit}"
        if self.mode is JokerMode.LOWEST_OF:
            return f"lowest:{self.suit}"
        return str(self.mode)

    def name(self, lang: str = "en") -> str:
        """The call in words: ``top hearts`` / ``по старшим (червы)``."""
        key = {JokerMode.TOP_TRUMPS: "call-top-trumps", JokerMode.TOP: "call-top",
               JokerMode.LOWEST_OF: "call-lowest-led", JokerMode.HIGHEST: "call-highest",
               JokerMode.LOWEST: "call-lowest"}[self.mode]
        return say(key, lang, suit=self.suit) if self.suit else say(key, lang)


def parse_call(text: str) -> JokerCall:
    """``top-trumps``, ``top:h``, ``lowest:h``, ``highest`` or ``lowest``.

    >>> parse_call("top:h"), str(parse_call("lowest:c"))
    (JokerCall(mode=<JokerMode.TOP: 'top'>, suit=<Suit.HEARTS: 'h'>), 'lowest:c')
    >>> parse_call("middle")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.raspisnoy.play.JokerCallError: `middle` is not a joker call (use top-trumps, ...
    """
    word = text.strip().lower()
    if word in ("top-trumps", "highest", "lowest"):
        return JokerCall(JokerMode(word))
    head, sep, tail = word.partition(":")
    if sep and head in ("top", "lowest"):
        mode = JokerMode.TOP if head == "top" else JokerMode.LOWEST_OF
        return JokerCall(mode, parse_suit(tail))
    shown = quote(text.strip(), 30)
    raise JokerCallError(N_("{shown} is not a joker call (use top-trumps, top:<suit>, "
                            "lowest:<suit>, highest or lowest)"), shown=shown)


@dataclass(frozen=True)
class Play:
    """A card put on the trick (with its call when it is the joker)."""

    card: Card
    call: JokerCall | None = None

    def __str__(self) -> str:
        return f"{self.card}" + (f":{self.call}" if self.call else "")


@dataclass(frozen=True)
class Refusal:
    """Why a card may not be played: a rule code and the values its text names."""

    code: str
    suit: Suit | None = None
    trump: Suit | None = None
    card: Card | None = None

    def values(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for key in ("suit", "trump", "card"):
            v = getattr(self, key)
            if v is not None:
                out[key] = v
        return out


@dataclass(frozen=True)
class Legality:
    """The cards of a hand that may be played now, and why each other one may not."""

    legal: tuple[Card, ...]
    refused: dict[Card, Refusal] = field(default_factory=dict)


def check_call(play: Play, leading: bool, trump: Suit | None) -> None:
    """Raise :class:`RuleError` unless the play's call fits (joker only, right moment).

    >>> from tutor.raspisnoy.cards import JOKER
    >>> check_call(Play(JOKER, JokerCall(JokerMode.TOP_TRUMPS)), True, None)
    Traceback (most recent call last):
    ...
    tutor.raspisnoy.texts.RuleError: there are no trumps in this deal: "top trumps" is not available
    """
    if not is_joker(play.card):
        if play.call is not None:
            raise RuleError("call-not-joker", card=play.card)
        return
    if play.call is None:
        raise RuleError("joker-call-needed")
    if leading and not play.call.mode.is_lead:
        raise RuleError("joker-call-follow-only", call=str(play.call))
    if not leading and play.call.mode.is_lead:
        raise RuleError("joker-call-led-only", call=str(play.call))
    if play.call.mode is JokerMode.TOP_TRUMPS and trump is None:
        raise RuleError("joker-no-top-trumps")


def led_suit(trick: Sequence[Play]) -> Suit | None:
    """The suit the others follow (``None`` for a top-call joker lead or an empty trick)."""
    if not trick:
        return None
    lead = trick[0]
    if is_joker(lead.card):
        call = lead.call
        return call.suit if call is not None and call.mode is JokerMode.LOWEST_OF else None
    return suit_of(lead.card)


def _highest(cards: Sequence[Card], suit: Suit) -> Card | None:
    of_suit = [c for c in cards if suit_of(c) is suit]
    return max(of_suit, key=lambda c: c.rank) if of_suit else None


def legal_cards(hand: Sequence[Card], trick: Sequence[Play], trump: Suit | None) -> Legality:
    """The cards of ``hand`` that may be played to ``trick`` with ``trump`` (``None``: none).

    The joker may always be played. Leading, any card may be played.
    """
    cards = tuple(hand)
    if not trick:
        return Legality(cards)
    lead = trick[0]
    demand: dict[Card, Refusal] = {}
    if is_joker(lead.card) and lead.call is not None and lead.call.mode is JokerMode.TOP_TRUMPS:
        top = _highest(cards, trump) if trump is not None else None
        if top is not None:
            demand = {c: Refusal("highest-trump", card=top, trump=trump)
                      for c in cards if c != top and not is_joker(c)}
    elif is_joker(lead.card) and lead.call is not None and lead.call.mode is JokerMode.TOP:
        suit = lead.call.suit
        if suit is None:
            raise RuntimeError("internal invariant broken: suit is not None")
        top = _highest(cards, suit)
        if top is not None:
            demand = {c: Refusal("highest-of-suit", suit=suit, card=top)
                      for c in cards if c != top and not is_joker(c)}
        elif trump is not None and any(suit_of(c) is trump for c in cards):
            demand = {c: Refusal("top-suit-then-trump", suit=suit, trump=trump)
                      for c in cards if suit_of(c) is not trump and not is_joker(c)}
    else:
        suit = led_suit(trick)
        if suit is None:
            raise RuntimeError("internal invariant broken: suit is not None")
        if any(suit_of(c) is suit for c in cards):
            demand = {c: Refusal("no-trump-while-following" if suit_of(c) is trump else
                                 "follow-suit", suit=suit, trump=trump)
                      for c in cards if suit_of(c) is not suit and not is_joker(c)}
        elif trump is not None and any(suit_of(c) is trump for c in cards):
            demand = {c: Refusal("must-trump", suit=suit, trump=trump)
                      for c in cards if suit_of(c) is not trump and not is_joker(c)}
    return Legality(tuple(c for c in cards if c not in demand), demand)


def legal_reason(card: Card, trick: Sequence[Play], trump: Suit | None) -> Refusal:
    """Why a *legal* card may be played (a code like ``legal-follow``), for feedback.

    >>> from tutor.raspisnoy.cards import parse_card
    >>> legal_reason(parse_card("6d"), [Play(parse_card("Kh"))], Suit.DIAMONDS).code
    'legal-trump'
    """
    if not trick:
        return Refusal("legal-lead")
    if is_joker(card):
        return Refusal("legal-joker")
    lead = trick[0]
    call = lead.call if is_joker(lead.card) else None
    if call is not None and call.mode is JokerMode.TOP_TRUMPS:
        if suit_of(card) is trump:
            return Refusal("legal-highest-trump", card=card)
        return Refusal("legal-any-no-trump")
    if call is not None and call.mode is JokerMode.TOP and suit_of(card) is call.suit:
        return Refusal("legal-highest-of-suit", suit=call.suit, card=card)
    suit = call.suit if call is not None else led_suit(trick)
    if suit_of(card) is suit:
        return Refusal("legal-follow", suit=suit)
    if trump is not None and suit_of(card) is trump:
        return Refusal("legal-trump", suit=suit, trump=trump)
    return Refusal("legal-any", suit=suit)


@dataclass(frozen=True)
class TrickResult:
    """Who takes a finished trick (index in play order) and the reason."""

    winner: int
    code: str
    card: Card
    suit: Suit | None = None
    call: JokerCall | None = None


def trick_winner(trick: Sequence[Play], trump: Suit | None) -> TrickResult:
    """The winner of ``trick`` (plays in order, the leader first) with ``trump``.

    >>> from tutor.raspisnoy.cards import parse_card, JOKER
    >>> plays = [Play(parse_card("Kh")), Play(parse_card("Ah")), Play(parse_card("6d")),
    ...          Play(JOKER, JokerCall(JokerMode.LOWEST))]
    >>> trick_winner(plays, Suit.DIAMONDS).winner
    2
    """
    if not trick:
        raise TutorError("a trick needs at least one card")
    lead = trick[0]
    for i, p in enumerate(trick):
        if is_joker(p.card):
            call = p.call
            if call is None:
                raise RuleError("joker-call-needed")
            if i == 0 and call.mode in (JokerMode.TOP_TRUMPS, JokerMode.TOP):
                return TrickResult(0, "joker-led-top-wins", p.card, call.suit, call)
            if i > 0 and call.mode is JokerMode.HIGHEST:
                return TrickResult(i, "joker-highest-wins", p.card, call=call)
    suit = led_suit(trick)
    others = [(i, p.card) for i, p in enumerate(trick) if not is_joker(p.card)]
    trumps = [(i, c) for i, c in others if trump is not None and suit_of(c) is trump]
    if trumps:
        i, c = max(trumps, key=lambda ic: ic[1].rank)
        return TrickResult(i, "highest-trump-wins", c, trump)
    followers = [(i, c) for i, c in others if suit_of(c) is suit]
    if followers:
        i, c = max(followers, key=lambda ic: ic[1].rank)
        return TrickResult(i, "highest-of-led-wins", c, suit)
    # only a joker led as "lowest <suit>" can be left: nobody played its suit or a trump
    return TrickResult(0, "joker-lowest-alone", lead.card, suit, lead.call)


def explain(result: Refusal | TrickResult, lang: str = "en") -> str:
    """A refusal or a trick's winner in words."""
    if isinstance(result, Refusal):
        return say(result.code, lang, **result.values())
    values: dict[str, object] = {"card": result.card}
    if result.suit is not None:
        values["suit"] = result.suit
    if result.call is not None:
        values["call"] = result.call.name(lang)
    return say(result.code, lang, **values)
