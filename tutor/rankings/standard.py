"""Families ranked by the cards' ranks plus "all one suit": standard high, short deck 36,
Americana and deuce-to-seven low.

Each is the standard analysis with its own category order, deck (which sets
the ace-low straight: ``A-2-3-4-5``, ``A-6-7-8-9``, ``A-7-8-9-T``) and, for
2-7, no ace-low straight and the order reversed.

The fast path: a product of one prime per rank identifies the multiset of
ranks; two dicts (flush / not flush) map it to the strength.

>>> STANDARD.evaluate("Qs Qh Qd 6c 6s").category
'full-house'
>>> STANDARD.evaluate("Qs Qh Qd 6c 6s") > STANDARD.evaluate("Qc Qh Qd 5c 5s")
True
>>> SHORT36.evaluate("Ah 6h 7h 8h 9h").steps[0]
Step(kind='rank', what='run-top', value=9, card=Card('9h'))
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import combinations

from tutor.cards import DECK_32, DECK_36, DECK_52, Card, Deck
from tutor.rankings._common import (
    CARD_PRIME,
    PRIMES,
    FamilyBase,
    prime_rank_tables,
    rank_multisets,
)
from tutor.rankings._shape import Part, rank_parts, shape
from tutor.rankings.base import NO_TEXTS, Context, Texts

STANDARD_ORDER = (
    "straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
    "three-of-a-kind", "two-pair", "one-pair", "high-card",
)
FLUSH_OVER_FULL_HOUSE = (
    "straight-flush", "four-of-a-kind", "flush", "full-house", "straight",
    "three-of-a-kind", "two-pair", "one-pair", "high-card",
)
SHORT36_ORDER = (
    "straight-flush", "four-of-a-kind", "flush", "full-house", "three-of-a-kind",
    "straight", "two-pair", "one-pair", "high-card",
)

# suit-count signature of a card: 4 bits per suit, so 7 cards never overflow
_SUIT_NIBBLE: list[int] = [1 << (4 * (c & 3)) for c in range(52)]
_RANK_BIT: list[int] = [1 << (c >> 2) for c in range(52)]


class RankFamily(FamilyBase):
    """A family decided by ranks and "flush or not" (see the module doc)."""

    wheel = True

    def __init__(self, family_id: str, deck: Deck, categories: tuple[str, ...],
                 *, low: bool = False, wheel: bool = True, texts: Texts = NO_TEXTS,
                 best_example: str | None = None,
                 known_counts: Mapping[str, int] | None = None) -> None:
        self.id = family_id
        self.deck = deck
        self.categories = categories
        self.low = self.reversed_pack = low
        self.wheel = wheel
        self.texts = texts
        self.best_example = best_example
        self.known_counts = known_counts
        super().__init__()

    def _parts(self, cards: Sequence[Card]) -> tuple[str, list[Part], tuple[Card, ...]]:
        s = shape(cards, self.deck.low_rank, self.wheel)
        return s.basic, rank_parts(s), s.display

    def _build(self) -> None:
        nonflush, flush = prime_rank_tables(self.deck.ranks, self.reference_strength)
        self._nonflush, self._flush = nonflush, flush
        self._tables = {"nonflush": nonflush, "flush": flush}

    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        """The hand's strength (five cards, no input checks; ``context`` unused).

        >>> from tutor.cards import parse_cards
        >>> STANDARD.strength(parse_cards("As Ks Qs Js Ts")) > STANDARD.strength(
        ...     parse_cards("9s 9h 9d 9c As"))
        True
        """
        try:
            a, b, c, d, e = cards
            p = CARD_PRIME[a] * CARD_PRIME[b] * CARD_PRIME[c] * CARD_PRIME[d] * CARD_PRIME[e]
            if a & 3 == b & 3 == c & 3 == d & 3 == e & 3:
                return self._flush[p]
            return self._nonflush[p]
        except AttributeError:
            return self._cold(cards)

    def count_strengths(self, cards: Sequence[Card]) -> Counter[int]:
        """How many 5-card hands from ``cards`` have each strength (for ``tutor stats``).

        The same as ``Counter(map(self.strength, combinations(cards, 5)))``, with
        the products of the first four cards shared and the last card's lookups
        done by ``map`` in C.

        >>> from tutor.cards import DECK_32
        >>> sum(AMERICANA.count_strengths(DECK_32.cards).values())
        201376
        """
        self.ensure_tables()
        deck = sorted(cards)
        n = len(deck)
        primes = [CARD_PRIME[c] for c in deck]
        suits = [c & 3 for c in deck]
        nonflush, flush = self._nonflush.__getitem__, self._flush.__getitem__
        counts: Counter[int] = Counter()
        update = counts.update
        for i in range(n - 4):
            pi, si = primes[i], suits[i]
            for j in range(i + 1, n - 3):
                pj = pi * primes[j]
                sj = si if suits[j] == si else -1
                for k in range(j + 1, n - 2):
                    pk = pj * primes[k]
                    sk = sj if suits[k] == sj else -1
                    for m in range(k + 1, n - 1):
                        pm = pk * primes[m]
                        if sk < 0 or suits[m] != sk:
                            update(map(nonflush, map(pm.__mul__, primes[m + 1:])))
                        else:
                            update(flush(pm * primes[x]) if suits[x] == sk
                                   else nonflush(pm * primes[x]) for x in range(m + 1, n))
        return counts

    # -- best of seven ------------------------------------------------------
    build7_seconds = 0.0

    def _build7(self) -> None:
        self.ensure_tables()
        start = time.perf_counter()
        nonflush, flush = self._nonflush, self._flush
        best7: dict[int, int] = {}
        for ranks in rank_multisets(self.deck.ranks, 7):
            primes = [PRIMES[r - 2] for r in ranks]
            best7[_product(primes)] = max(
                nonflush[a * b * c * d * e] for a, b, c, d, e in combinations(primes, 5))
        flush7: dict[int, int] = {}
        ranks_in = self.deck.ranks
        for n in (5, 6, 7):
            for rs in combinations(ranks_in, n):
                mask = sum(1 << (r - 2) for r in rs)
                flush7[mask] = max(flush[_product([PRIMES[r - 2] for r in sub])]
                                   for sub in combinations(rs, 5))
        suit_of: dict[int, int] = {}
        for counts in _suit_counts(7):
            sig = sum(n << (4 * s) for s, n in enumerate(counts))
            suit_of[sig] = next((s for s, n in enumerate(counts) if n >= 5), -1)
        self._best7, self._flush7, self._suit7 = best7, flush7, suit_of
        self._tables.update(best7=best7, flush7=flush7, suit7=suit_of)
        self.build7_seconds = time.perf_counter() - start

    def ensure_tables7(self) -> None:
        """Build the best-of-seven tables too (the bench calls this to time them)."""
        if not hasattr(self, "_best7"):
            self._build7()

    def best_strength(self, cards: Sequence[Card], k: int = 5, *,
                      context: Context = None) -> int:
        """Strength of the best five of ``cards`` (a table lookup for seven cards).

        >>> from tutor.cards import parse_cards
        >>> hand = parse_cards("As Ks 2h 3d 4c 5s 9h")
        >>> STANDARD.category_of(STANDARD.best_strength(hand))
        'straight'
        """
        if len(cards) != 7 or k != 5 or self.low:
            return super().best_strength(cards, k, context=context)
        try:
            a, b, c, d, e, f, g = cards
            sn = _SUIT_NIBBLE
            suit = self._suit7[sn[a] + sn[b] + sn[c] + sn[d] + sn[e] + sn[f] + sn[g]]
            cp = CARD_PRIME
            best = self._best7[cp[a] * cp[b] * cp[c] * cp[d] * cp[e] * cp[f] * cp[g]]
        except AttributeError:
            if not self.seven_warm():
                return super().best_strength(cards, k)
            self._build7()
            return self.best_strength(cards, k)
        if suit < 0:
            return best
        mask = 0
        for x in cards:
            if x & 3 == suit:
                mask |= _RANK_BIT[x]
        return max(best, self._flush7[mask])

    def omaha_strength(self, hole: Sequence[Card], board: Sequence[Card]) -> int:
        """Best hand of exactly 2 hole + 3 board cards.

        >>> from tutor.cards import parse_cards
        >>> s = STANDARD.omaha_strength(parse_cards("Ah Kh Qh Jh"), parse_cards("Th 9c 8d 2h 3c"))
        >>> STANDARD.category_of(s)  # Q-J-T-9-8; no flush with one board heart
        'straight'
        """
        if self.low or not self.warm():
            return super().omaha_strength(hole, board)
        self.ensure_tables()
        cp = CARD_PRIME
        pairs = [(cp[x] * cp[y], x & 3 if x & 3 == y & 3 else -1)
                 for x, y in combinations(hole, 2)]
        triples = [(cp[x] * cp[y] * cp[z], x & 3 if x & 3 == y & 3 == z & 3 else -2)
                   for x, y, z in combinations(board, 3)]
        nonflush, flush = self._nonflush, self._flush
        return max(flush[p * q] if s == t else nonflush[p * q]
                   for p, s in pairs for q, t in triples)


def _product(xs: Sequence[int]) -> int:
    p = 1
    for x in xs:
        p *= x
    return p


def _suit_counts(n: int) -> list[tuple[int, int, int, int]]:
    return [(a, b, c, n - a - b - c) for a in range(n + 1) for b in range(n + 1 - a)
            for c in range(n + 1 - a - b)]


STANDARD = RankFamily("standard", DECK_52, STANDARD_ORDER, known_counts={
    "straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744, "flush": 5108,
    "straight": 10200, "three-of-a-kind": 54912, "two-pair": 123552, "one-pair": 1098240,
    "high-card": 1302540})
"""Standard high (Hold'em, Omaha, stud, 5-card draw)."""
SHORT36 = RankFamily("short36", DECK_36, SHORT36_ORDER, known_counts={
    "straight-flush": 24, "four-of-a-kind": 288, "flush": 480, "full-house": 1728,
    "three-of-a-kind": 16128, "straight": 6120, "two-pair": 36288, "one-pair": 193536,
    "high-card": 122400})
"""Short deck 36 (6 to ace): flush over full house, trips over straight, A-6-7-8-9 lowest."""
AMERICANA_COUNTS: Mapping[str, int] = {
    "straight-flush": 20, "four-of-a-kind": 224, "flush": 204, "full-house": 1344,
    "straight": 5100, "three-of-a-kind": 10752, "two-pair": 24192, "one-pair": 107520,
    "high-card": 52020}
"""Hands per category of the 32-card deck (Americana; 32-card draw and Telesina too)."""
AMERICANA = RankFamily("americana", DECK_32, FLUSH_OVER_FULL_HOUSE,
                       known_counts=AMERICANA_COUNTS)
"""Americana (7 to ace): flush over full house, A-7-8-9-T the lowest straight."""
_DEUCE_SEVEN_TEXTS: Texts = {
    "ladder-head": {"en": "Deuce-to-seven: the lowest hand wins."},
    "ladder-note": {
        "en": "Aces are high, and pairs, straights and flushes count against you, so the best "
              "hand is 7-5-4-3-2 of mixed suits and A-5-4-3-2 is only an ace-high hand. The "
              "ladder is turned over: the best (lowest) hand is at the top."},
    "definition:straight": {
        "en": "Five cards in sequence — bad in a low hand; A-2-3-4-5 is not one here."},
    "definition:high-card": {
        "en": "No pair, no straight, no flush: the lower, the better (7-5-4-3-2 best)."},
    "lowest-wins": {
        "en": "in deuce-to-seven the lowest hand wins: pairs, straights and flushes count "
              "against you"},
}
DEUCE_SEVEN = RankFamily("deuce-seven", DECK_52, STANDARD_ORDER, low=True, wheel=False,
                         texts=_DEUCE_SEVEN_TEXTS, best_example="7c 5d 4h 3s 2c",
                         # A-2-3-4-5 is ace-high, not a straight: 4 straight flushes become
                         # flushes, 1,020 straights become high cards
                         known_counts={
                             "straight-flush": 36, "four-of-a-kind": 624, "full-house": 3744,
                             "flush": 5112, "straight": 9180, "three-of-a-kind": 54912,
                             "two-pair": 123552, "one-pair": 1098240, "high-card": 1303560})
"""Deuce-to-seven low: the lowest standard hand wins, aces high, A-2-3-4-5 is no straight."""
