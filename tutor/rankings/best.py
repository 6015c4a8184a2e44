"""Best-of-N: the best ``k`` of any cards, and Omaha's exactly 2 hole + 3 board.

>>> from tutor.rankings.standard import STANDARD
>>> hv = best_hand(STANDARD, "As Ks 2h 3d 4c 5s 9h")
>>> hv.category, " ".join(map(str, hv.cards))
('straight', '5s 4c 3d 2h As')
>>> hv = best_omaha(STANDARD, "Ah Kh Qd Jc", "Th 9h 2h 3d 4s")
>>> hv.category, " ".join(map(str, hv.cards))
('flush', 'Ah Kh Th 9h 2h')

Omaha's trap: four hearts in the hand and one on the board make no flush.

>>> best_omaha(STANDARD, "Ah Kh Qh Jh", "Th 9c 2c 3d 4s").category
'high-card'
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from tutor.cards import Card
from tutor.errors import CardCountError, DuplicateCardError
from tutor.rankings._common import CardsIn, as_cards
from tutor.rankings.base import Context, Family, HandValue
from tutor.texts import N_


def _find(family: Family, combos: Iterable[tuple[Card, ...]], best: int,
          context: Context) -> HandValue:
    """The value of the first hand of ``combos`` with strength ``best``."""
    strength = family.strength
    for combo in combos:
        if strength(combo, context=context) == best:
            value = family.value_of(combo, best, context=context)
            # a hand with no qualifying low: the whole hand is the no-low value
            return value if value is not None else family.evaluate(combo, context=context)
    raise AssertionError("unreachable: the best strength comes from one of the hands")


def best_hand(family: Family, cards: CardsIn, k: int = 5, *,
              context: Context = None) -> HandValue:
    """The best hand of ``k`` cards chosen from ``cards`` (any mix).

    For ``eight-low``, a ``no-low`` value when no five cards make a qualifying low.

    >>> from tutor.rankings.eightlow import EIGHT_LOW
    >>> best_hand(EIGHT_LOW, "Ah 2c 2d 3s 9h Tc Kd").qualifies
    False
    """
    if k != family.hand_size:
        raise CardCountError(N_("a {id} hand has {hand_size} cards, not {k}"),
                             id=family.id, hand_size=family.hand_size, k=k)
    hand = as_cards(cards, family.deck, None, "")
    if len(hand) < k:
        raise CardCountError(N_("the best {k}-card hand needs at least {k} cards, got {n}"),
                             k=k, n=len(hand))
    best = family.best_strength(hand, k, context=context)
    return _find(family, combinations(hand, k), best, context)


def best_omaha(family: Family, hole: CardsIn, board: CardsIn) -> HandValue:
    """The best hand of exactly 2 of the ``hole`` cards and exactly 3 of the ``board``.

    For ``eight-low``, a ``no-low`` value when no such five make a qualifying low.
    """
    h = as_cards(hole, family.deck, None, "")
    b = as_cards(board, family.deck, None, "")
    if len(h) < 2:
        raise CardCountError(N_("Omaha needs at least 2 hole cards, got {n}"), n=len(h))
    if len(b) < 3:
        raise CardCountError(N_("Omaha needs at least 3 board cards, got {n}"), n=len(b))
    both = set(h) & set(b)
    if both:
        raise DuplicateCardError(N_("`{min}` is both a hole card and a board card"), min=min(both))
    combos = [p + t for p in combinations(h, 2) for t in combinations(b, 3)]
    return _find(family, combos, family.omaha_strength(h, b), None)
