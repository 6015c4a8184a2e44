"""Families where suits break ties: 32-card draw and Telesina (both on the 32-card deck).

Their order depends on every card, so the fast path is one flat array over
all 201,376 five-card hands of the deck; a hand's place in it comes from the
OR of one bit per card through two small lists (see :func:`split_index`).

**32-card draw** ranks as Americana; then the suit of the highest card of the
deciding group (the straight's or flush's top card, the quads / trips / top
pair, the top card of a high-card hand), hearts > diamonds > spades > clubs.

**Telesina** (hearts > diamonds > clubs > spades): straight (flush) by top
card then its suit; flush by suit, then ranks; two pair: pairs, kicker rank,
kicker suit, then the suit of the top pair's better card; one pair: pair,
kickers' ranks, then the kickers' suits high to low; high card: card by card,
rank then suit. Comparing suits card by card skips a card both hands share
(the Vela) by itself, so the order needs no ``context`` (see
docs/dev/rankings.md).

>>> TELESINA.evaluate("Ah Qd 9c 8s 7c") > TELESINA.evaluate("Ad Kc 9h 8h 7d")
True
>>> DRAW32.evaluate("Kh Kd 9c 8s 7c") > DRAW32.evaluate("Ks Kc 9h 8h 7d")
True
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from functools import cache
from itertools import combinations
from math import comb
from types import MappingProxyType

from tutor.cards import DECK_32, Card
from tutor.rankings._common import FamilyBase
from tutor.rankings._shape import VALUE_BITS, Part, pack, rank_parts, shape
from tutor.rankings.base import Context, Step, Texts
from tutor.rankings.standard import AMERICANA, AMERICANA_COUNTS, FLUSH_OVER_FULL_HOUSE

DRAW32_SUITS = (0, 2, 3, 1)
"""32-card draw: value of suit index c, d, h, s (higher is better): h > d > s > c."""
TELESINA_SUITS = (1, 2, 3, 0)
"""Telesina: value of suit index c, d, h, s (higher is better): h > d > c > s."""
TELESINA_ORDER = FLUSH_OVER_FULL_HOUSE

# how many rank values Americana packs for each category rank (worst = 1 .. best = 9)
_VALUES = dict(zip(range(9, 0, -1), (1, 2, 5, 2, 1, 3, 3, 4, 5), strict=True))

_LOW = DECK_32.cards[0]
_BIT: list[int] = [1 << (c - _LOW) if c >= _LOW else 0 for c in range(52)]
"""One bit per card of the 32-card deck (bits 0..15: sevens to tens; 16..31: jacks to aces)."""


@cache
def split_index() -> tuple[list[int], list[int]]:
    """``(HI, LO)``: a hand's table index is ``HI[mask >> 16] + LO[mask & 0xFFFF]``.

    The 32-bit mask of a hand splits into its high 16 cards and its low 16.
    ``LO`` numbers each low subset among the subsets of its size
    (combinatorial number system); ``HI`` gives each high subset of ``k``
    cards an offset, leaving ``C(16, 5 - k)`` places for the low subsets that
    complete it. So every 5-card hand gets its own index in ``0 .. C(32, 5) - 1``,
    with no sorting and two small lists.
    """
    hi = [0] * 65536
    lo = [0] * 65536
    for k in range(6):
        for rank, bits in enumerate(combinations(range(16), k)):
            lo[sum(1 << b for b in bits)] = rank
    offset = 0
    for k in range(6):
        for bits in combinations(range(16), k):
            hi[sum(1 << b for b in bits)] = offset
            offset += comb(16, 5 - k)
    assert offset == comb(32, 5)
    return hi, lo


class SuitedFamily(FamilyBase):
    """A 5-card family on the 32-card deck whose order uses suits (one table over all hands)."""

    deck = DECK_32
    suit_value: tuple[int, int, int, int]
    warmup = 10000
    suits_break_ties = True
    known_counts = AMERICANA_COUNTS  # suits break ties; the categories are Americana's

    def _build(self) -> None:
        hi, lo = split_index()
        table = array("q", bytes(8 * comb(self.deck.size, 5)))
        bit = _BIT
        AMERICANA.ensure_tables()
        ranks_only, add_suits = AMERICANA.strength, self._add_suits
        for hand in combinations(self.deck.cards, 5):
            a, b, c, d, e = hand
            m = bit[a] | bit[b] | bit[c] | bit[d] | bit[e]
            table[hi[m >> 16] + lo[m & 0xFFFF]] = add_suits(hand, ranks_only(hand))
        self._table, self._hi, self._lo = table, hi, lo
        self._tables = {"hands": table, "index-hi": hi, "index-lo": lo}

    def _add_suits(self, hand: Sequence[Card], base: int) -> int:
        """The strength from Americana's (same categories, same rank values): add the
        suit values where this family compares them. Equal to :meth:`reference_strength`
        (checked for every hand by the slow tests), only faster, for building the table."""
        raise NotImplementedError

    def _best_suit(self, hand: Sequence[Card], rank: int) -> int:
        """The best suit value among the hand's cards of ``rank``."""
        sv = self.suit_value
        return max(sv[c & 3] for c in hand if (c >> 2) + 2 == rank)

    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        """The hand's strength (five cards, no input checks; ``context`` unused)."""
        try:
            a, b, c, d, e = cards
            bit = _BIT
            m = bit[a] | bit[b] | bit[c] | bit[d] | bit[e]
            return self._table[self._hi[m >> 16] + self._lo[m & 0xFFFF]]
        except AttributeError:
            return self._cold(cards)


class Draw32Family(SuitedFamily):
    """32-card draw (see the module doc)."""

    id = "draw32"
    categories: tuple[str, ...] = FLUSH_OVER_FULL_HOUSE
    suit_value = DRAW32_SUITS

    def _parts(self, cards: Sequence[Card]) -> tuple[str, list[Part], tuple[Card, ...]]:
        s = shape(cards, self.deck.low_rank)
        parts = rank_parts(s)
        first = parts[0][1]
        if s.straight_top or s.basic in ("flush", "high-card"):
            deciding = first.card
        else:
            deciding = max(s.groups[0][1], key=lambda c: self.suit_value[c.suit])
        assert deciding is not None
        parts.append((self.suit_value[deciding.suit],
                      Step("suit", first.what, deciding.suit, deciding)))
        return s.basic, parts, s.display


    def _add_suits(self, hand: Sequence[Card], base: int) -> int:
        n = _VALUES[base >> VALUE_BITS]
        return base | self._best_suit(hand, (base >> (VALUE_BITS - 4)) & 15) << (36 - 4 * n)


class TelesinaFamily(SuitedFamily):
    """Telesina (see the module doc); the heads-up exception belongs to the showdown."""

    id = "telesina"
    categories: tuple[str, ...] = TELESINA_ORDER
    suit_value = TELESINA_SUITS
    texts: Texts = MappingProxyType({"definition:flush": {
        "en": "Five cards of one suit; between two flushes the higher suit wins."}})

    def _suit(self, card: Card, what: str) -> Part:
        return self.suit_value[card.suit], Step("suit", what, card.suit, card)

    def _parts(self, cards: Sequence[Card]) -> tuple[str, list[Part], tuple[Card, ...]]:
        s = shape(cards, self.deck.low_rank)
        sv = self.suit_value
        # inside a group, the better suit first (by this family's order)
        groups = [(r, sorted(cs, key=lambda c: -sv[c.suit])) for r, cs in s.groups]
        display = s.display if s.straight_top else tuple(c for _, cs in groups for c in cs)
        parts = rank_parts(s)
        if s.straight_top:
            top = parts[0][1].card
            assert top is not None
            parts.append(self._suit(top, "run-top"))
        elif s.basic == "flush":
            parts.insert(0, self._suit(cards[0], "flush-suit"))
        elif s.basic == "two-pair":
            kicker = groups[2][1][0]
            parts += [self._suit(kicker, "kicker"), self._suit(groups[0][1][0], "top-pair")]
        elif s.basic == "one-pair":
            parts += [self._suit(cs[0], "kicker") for _, cs in groups[1:]]
        elif s.basic == "high-card":
            interleaved: list[Part] = []
            for part, (_, cs) in zip(parts, groups, strict=True):
                interleaved += [part, self._suit(cs[0], part[1].what)]
            parts = interleaved
        return s.basic, parts, display


    def _add_suits(self, hand: Sequence[Card], base: int) -> int:
        category = AMERICANA.category_of(base)
        values = base & ((1 << VALUE_BITS) - 1)
        nibble = [(values >> (36 - 4 * i)) & 15 for i in range(10)]
        best = self._best_suit
        if category in ("straight-flush", "straight"):
            return base | best(hand, nibble[0]) << 32
        if category == "flush":
            return (base >> VALUE_BITS << VALUE_BITS) | best(hand, nibble[0]) << 36 | values >> 4
        if category == "two-pair":
            return base | best(hand, nibble[2]) << 24 | best(hand, nibble[0]) << 20
        if category == "one-pair":
            return base | best(hand, nibble[1]) << 20 | best(hand, nibble[2]) << 16 \
                | best(hand, nibble[3]) << 12
        if category == "high-card":
            sv = self.suit_value
            return pack(base >> VALUE_BITS,
                        [v for c in sorted(hand, reverse=True) for v in ((c >> 2) + 2, sv[c & 3])])
        return base  # quads, full house, trips: ranks only


DRAW32 = Draw32Family()
"""32-card draw: Americana's order, then suits (no two hands of one deal tie)."""
TELESINA = TelesinaFamily()
"""Telesina: flush over full house, suits h > d > c > s break many ties."""
