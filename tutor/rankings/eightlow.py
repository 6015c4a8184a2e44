"""Eight-or-better low: five different ranks, all 8 or lower, the ace low.

Straights and flushes do not count; the hands compare from the highest card
down and the lower one wins, so ``8-5-4-3-2`` beats ``8-6-3-2-A`` and
``5-4-3-2-A`` is the best. A hand without five such cards has no low:
:meth:`EightLowFamily.evaluate` gives a value of category ``no-low`` and the strength is 0.

Steps have kind and what ``"low-card"``; their value is the card's low rank
(the ace is 1) and the **lower** value is the better one.

>>> EIGHT_LOW.evaluate("8h 5c 4d 3s 2h") > EIGHT_LOW.evaluate("8c 6h 3d 2s Ah")
True
>>> EIGHT_LOW.evaluate("9h 5c 4d 3s 2h").qualifies
False
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from types import MappingProxyType

from tutor.cards import ALL_CARDS, DECK_52, Card
from tutor.rankings._common import CardsIn, FamilyBase, as_cards
from tutor.rankings._shape import Part, pack
from tutor.rankings.base import NO_LOW, Context, HandValue, Step


def low_rank(card: Card) -> int:
    """The card's rank with the ace as 1."""
    return 1 if card.rank == 14 else card.rank


_POISON = 1 << 9
# bit (low rank - 1) for A..8, a poison bit for 9..K
_LOW_BIT: list[int] = [
    (1 << (low_rank(Card(c)) - 1)) if low_rank(Card(c)) <= 8 else _POISON for c in range(52)
]


class EightLowFamily(FamilyBase):
    """The eight-or-better low family (see the module doc)."""

    id = "eight-low"
    deck = DECK_52
    categories: tuple[str, ...] = ("low",)
    low = True
    ace_low = True
    # C(8, 5) rank sets x 4^5 suitings qualify; the other hands have no low
    known_counts = MappingProxyType({"low": 57344})

    def _parts(self, cards: Sequence[Card]) -> tuple[str, list[Part], tuple[Card, ...]]:
        ordered = sorted(cards, key=low_rank, reverse=True)
        return "low", [(9 - low_rank(c), Step("low-card", "low-card", low_rank(c), c))
                       for c in ordered], tuple(ordered)

    @staticmethod
    def qualifies(cards: Sequence[Card]) -> bool:
        """Five different ranks, all 8 or lower (ace low)."""
        ranks = {low_rank(c) for c in cards}
        return len(cards) == 5 and len(ranks) == 5 and max(ranks) <= 8

    def reference_strength(self, cards: Sequence[Card]) -> int:
        if not self.qualifies([ALL_CARDS[c] for c in cards]):
            return 0
        return super().reference_strength(cards)

    def category_of(self, strength: int) -> str:
        return "low" if strength else "no-low"

    def _build(self) -> None:
        # strength of each set of 5 low ranks, by its bit mask; 0 for anything else
        five = [0] * 1024
        best = [0] * 256
        for ranks in combinations(range(1, 9), 5):
            mask = sum(1 << (r - 1) for r in ranks)
            five[mask] = pack(1, sorted((9 - r for r in ranks), reverse=False))
        for mask in range(256):
            bits = [b for b in range(8) if mask >> b & 1]
            if len(bits) >= 5:
                best[mask] = five[sum(1 << b for b in bits[:5])]
        self._five, self._best = five, best
        self._tables = {"five": five, "best": best}

    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        """The low's strength, 0 without a qualifying low (five cards, no checks)."""
        try:
            a, b, c, d, e = cards
            lb = _LOW_BIT
            return self._five[lb[a] | lb[b] | lb[c] | lb[d] | lb[e]]
        except AttributeError:
            return self._cold(cards)

    def evaluate(self, cards: CardsIn, *, context: Context = None) -> HandValue:
        """The low with its steps; a hand without a qualifying low is a ``no-low`` value.

        >>> v = EIGHT_LOW.evaluate("9h 5c 4d 3s 2h")
        >>> v.category, v.qualifies, v.strength
        ('no-low', False, 0)
        """
        return self.value_unchecked(as_cards(cards, self.deck, self.hand_size,
                                             "an eight-or-better low"))

    def value_unchecked(self, hand: Sequence[Card], *, context: Context = None) -> HandValue:
        """:meth:`evaluate` for a hand already checked."""
        if not self.qualifies(hand):
            return HandValue(self.id, NO_LOW, 0, tuple(sorted(hand, key=low_rank)), ())
        return super().value_unchecked(hand)

    def value_of(self, hand: Sequence[Card], strength: int, *,
                 context: Context = None) -> HandValue | None:
        """The low of a hand whose strength is known; ``None`` when it has no low."""
        return None if strength == 0 else super().value_of(hand, strength)

    def best_strength(self, cards: Sequence[Card], k: int = 5, *,
                      context: Context = None) -> int:
        """The best low among any number of cards: the five lowest different ranks.

        >>> from tutor.cards import parse_cards
        >>> s = EIGHT_LOW.best_strength(parse_cards("Ah 2c 2d 3s 7h 8c Kd"))
        >>> s == EIGHT_LOW.strength(parse_cards("Ah 2c 3s 7h 8c"))
        True
        """
        self.ensure_tables()
        mask = 0
        for x in cards:
            mask |= _LOW_BIT[x]
        return self._best[mask & 255]

    def omaha_strength(self, hole: Sequence[Card], board: Sequence[Card]) -> int:
        """The best low of exactly 2 hole + 3 board cards (0: none)."""
        self.ensure_tables()
        lb = _LOW_BIT
        pairs = {lb[x] | lb[y] for x, y in combinations(hole, 2) if lb[x] != lb[y]}
        triples = {lb[x] | lb[y] | lb[z] for x, y, z in combinations(board, 3)}
        five = self._five
        return max((five[p | t] for p in pairs for t in triples if not p & t), default=0)


EIGHT_LOW = EightLowFamily()
"""The eight-or-better low family."""
