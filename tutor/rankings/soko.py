"""Soko (Canadian stud): standard high with 4-flush and 4-straight between two pair and one pair.

RULES.md: a 4-flush is four cards of one suit (ties: the four suited cards
high to low, then the odd card); a 4-straight is four consecutive ranks
(``A-2-3-4`` lowest, ``J-Q-K-A`` highest; ties: the run's top card, then the
odd card). Both at once is a 4-flush; a pair with either counts as the
4-flush / 4-straight; of several 4-runs the highest counts.

>>> SOKO.evaluate("Kh 9h 5h 2h 2c").category   # a pair and a 4-flush: the 4-flush
'four-flush'
>>> SOKO.evaluate("Ah 2c 3d 4s 9h").steps[0]
Step(kind='rank', what='run-top', value=4, card=Card('4s'))
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from types import MappingProxyType

from tutor.cards import DECK_52, Card
from tutor.rankings._common import CARD_PRIME, PRIMES, FamilyBase, prime_rank_tables
from tutor.rankings._shape import Part, rank_parts, shape
from tutor.rankings.base import Context, Step
from tutor.rankings.standard import _SUIT_NIBBLE

SOKO_ORDER = (
    "straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
    "three-of-a-kind", "two-pair", "four-flush", "four-straight", "one-pair", "high-card",
)


def four_run_top(ranks: set[int]) -> int:
    """Top of the highest run of four consecutive ranks (ace high or low), or 0.

    >>> four_run_top({14, 2, 3, 4, 9}), four_run_top({11, 12, 13, 14, 2})
    (4, 14)
    >>> four_run_top({2, 3, 4, 6})
    0
    """
    have = ranks | ({1} if 14 in ranks else set())
    for top in range(14, 3, -1):
        if all(r in have for r in range(top - 3, top + 1)):
            return top
    return 0


class SokoFamily(FamilyBase):
    """The Soko family (see the module doc)."""

    id = "soko"
    deck = DECK_52
    categories: tuple[str, ...] = SOKO_ORDER
    known_counts = MappingProxyType({
        "straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744, "flush": 5108,
        "straight": 10200, "three-of-a-kind": 54912, "two-pair": 123552,
        "four-flush": 110940, "four-straight": 92208, "one-pair": 1047552,
        "high-card": 1150080})

    def _parts(self, cards: Sequence[Card]) -> tuple[str, list[Part], tuple[Card, ...]]:
        s = shape(cards, 2)
        if s.basic not in ("one-pair", "high-card"):
            return s.basic, rank_parts(s), s.display
        for suit in range(4):
            suited = sorted((c for c in cards if c.suit == suit), key=lambda c: -c.rank)
            if len(suited) == 4:
                odd = next(c for c in cards if c.suit != suit)
                parts: list[Part] = [(c.rank, Step("rank", "suited-card", c.rank, c))
                                     for c in suited]
                parts.append((odd.rank, Step("kicker", "kicker", odd.rank, odd)))
                return "four-flush", parts, (*suited, odd)
        top = four_run_top({c.rank for c in cards})
        if top:
            run: list[Card] = []
            for r in range(top, top - 4, -1):
                rank = 14 if r == 1 else r
                run.append(next(c for _, cs in s.groups for c in cs if c.rank == rank))
            odd = next(c for c in cards if c not in run)
            parts = [(top, Step("rank", "run-top", top, run[0])),
                     (odd.rank, Step("kicker", "kicker", odd.rank, odd))]
            return "four-straight", parts, (*run, odd)
        return s.basic, rank_parts(s), s.display

    def _build(self) -> None:
        nonflush, flush = prime_rank_tables(self.deck.ranks, self.reference_strength)
        four: dict[int, int] = {}
        for four_ranks in combinations(self.deck.ranks, 4):
            suited = [Card((r - 2) * 4) for r in four_ranks]  # clubs
            p4 = PRIMES[four_ranks[0] - 2] * PRIMES[four_ranks[1] - 2] * \
                PRIMES[four_ranks[2] - 2] * PRIMES[four_ranks[3] - 2]
            for odd_rank in self.deck.ranks:
                hand = [*suited, Card((odd_rank - 2) * 4 + 1)]  # the odd card a diamond
                four[p4 * PRIMES[odd_rank - 2] * 16 + odd_rank - 2] = max(
                    self.reference_strength(hand), nonflush[p4 * PRIMES[odd_rank - 2]])
        suit_code: dict[int, int] = {}
        for a in range(6):
            for b in range(6 - a):
                for c in range(6 - a - b):
                    counts = (a, b, c, 5 - a - b - c)
                    sig = sum(n << (4 * s) for s, n in enumerate(counts))
                    suit_code[sig] = (4 if 5 in counts else
                                      counts.index(4) if 4 in counts else -1)
        self._nonflush, self._flush, self._four, self._suit_code = (
            nonflush, flush, four, suit_code)
        self._tables = {"nonflush": nonflush, "flush": flush, "four-flush": four,
                        "suits": suit_code}

    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        """The hand's strength (five cards, no input checks; ``context`` unused)."""
        try:
            a, b, c, d, e = cards
            p = CARD_PRIME[a] * CARD_PRIME[b] * CARD_PRIME[c] * CARD_PRIME[d] * CARD_PRIME[e]
            sn = _SUIT_NIBBLE
            code = self._suit_code[sn[a] + sn[b] + sn[c] + sn[d] + sn[e]]
        except AttributeError:
            return self._cold(cards)
        if code < 0:
            return self._nonflush[p]
        if code == 4:
            return self._flush[p]
        odd = a if a & 3 != code else b if b & 3 != code else c if c & 3 != code \
            else d if d & 3 != code else e
        return self._four[p * 16 + (odd >> 2)]


SOKO = SokoFamily()
"""The Soko family."""
