"""Shared machinery of the families: card-indexed constants, input checks, a base class."""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations, combinations_with_replacement
from typing import Any

from tutor.cards import ALL_CARDS, Card, Deck, parse_cards
from tutor.errors import CardCountError, Phrase
from tutor.rankings._shape import VALUE_BITS, Part, pack
from tutor.rankings.base import Context, Described, HandValue, Step
from tutor.texts import N_

PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
"""One prime per rank 2..14: a product of primes identifies a multiset of ranks."""
CARD_PRIME: list[int] = [PRIMES[c >> 2] for c in range(52)]
"""The rank prime of each card int."""

CardsIn = str | Sequence[Card]
"""Cards as text (``"As Kd"``) or as a sequence of :class:`Card`."""


def as_cards(cards: CardsIn, deck: Deck, n: int | None, what: str) -> tuple[Card, ...]:
    """Check (and parse) a hand: known cards, no duplicates, in ``deck``, ``n`` of them."""
    if isinstance(cards, str):
        parsed = parse_cards(cards, deck=deck)
    elif (all(type(c) is Card for c in cards) and len(set(cards)) == len(cards)
          and (not cards or min(cards) >= (deck.low_rank - 2) * 4)):
        parsed = tuple(cards)  # already cards, distinct, all in the deck
    else:
        parsed = parse_cards([ALL_CARDS[c] if isinstance(c, int) and 0 <= c < 52 else str(c)
                              for c in cards], deck=deck)
    if n is not None and len(parsed) != n:
        raise CardCountError(N_("{what} needs {n} cards, got {got}"), what=Phrase(what), n=n,
                             got=len(parsed))
    return parsed


def representative(ranks: Sequence[int], flush: bool) -> tuple[Card, ...]:
    """Cards with these ranks: all clubs when ``flush``, else at most 2 of a suit.

    ``ranks`` must be sorted so that equal ranks are adjacent.
    """
    if flush:
        return tuple(ALL_CARDS[(r - 2) * 4] for r in ranks)
    return tuple(ALL_CARDS[(r - 2) * 4 + i % 4] for i, r in enumerate(ranks))


def rank_multisets(ranks: Sequence[int], n: int) -> list[tuple[int, ...]]:
    """Every multiset of ``n`` ranks with at most four of a rank (sorted)."""
    return [m for m in combinations_with_replacement(ranks, n)
            if max(Counter(m).values()) <= 4]


def prime_rank_tables(
    ranks: Sequence[int], strength_of: Callable[[tuple[Card, ...]], int]
) -> tuple[dict[int, int], dict[int, int]]:
    """Strength by the product of rank primes, for non-flush and for flush hands.

    ``strength_of`` is the family's slow, defining strength; it is asked once per
    rank multiset (on a representative hand of it), so the tables agree with it.
    """
    nonflush: dict[int, int] = {}
    flush: dict[int, int] = {}
    for multiset in rank_multisets(ranks, 5):
        key = 1
        for r in multiset:
            key *= PRIMES[r - 2]
        nonflush[key] = strength_of(representative(multiset, False))
        if len(set(multiset)) == 5:
            flush[key] = strength_of(representative(multiset, True))
    return nonflush, flush


def deep_size(obj: Any) -> int:
    """Approximate memory of a table: the container and the ints in it."""
    size = sys.getsizeof(obj)
    if isinstance(obj, dict):
        size += sum(sys.getsizeof(k) + sys.getsizeof(v) for k, v in obj.items())
    elif isinstance(obj, list):
        size += sum(sys.getsizeof(v) for v in obj if isinstance(v, int) and not -5 <= v <= 256)
    return size


class FamilyBase(Described):
    """What every 5-card family of this package shares.

    Subclasses set the class data, implement :meth:`_parts` (the reference
    analysis), :meth:`strength` (the fast path) and :meth:`_build` (tables).
    """

    id: str
    hand_size: int = 5
    deck: Deck
    categories: tuple[str, ...]
    low: bool = False
    """Lower hands win (see :class:`~tutor.rankings.base.Family`)."""
    ace_low: bool = False
    suits_break_ties: bool = False
    reversed_pack: bool = False
    """The packed rank values are reversed (2-7: the same shapes as standard, lower wins)."""
    build7_seconds: float = 0.0
    """Time the best-of-seven tables took to build (0: the family has none, or not yet)."""
    warmup: int = 2000
    """Strength calls answered without tables before the tables are built: a one-off
    showdown never pays for a table it does not need."""

    def __init__(self) -> None:
        self._cat_rank = {c: len(self.categories) - i for i, c in enumerate(self.categories)}
        self._rank_cat = {v: k for k, v in self._cat_rank.items()}
        self._built = False
        self.build_seconds = 0.0
        self._tables: dict[str, Any] = {}
        self._cold_calls = 0
        self._seven_calls = 0

    def __repr__(self) -> str:
        return f"<family {self.id}>"

    # -- tables -----------------------------------------------------------
    def ensure_tables(self) -> None:
        """Build this family's lookup tables (once; later calls are free)."""
        if not self._built:
            start = time.perf_counter()
            self._build()
            self.build_seconds = time.perf_counter() - start
            self._built = True

    def _build(self) -> None:
        raise NotImplementedError

    def _cold(self, cards: Sequence[Card]) -> int:
        """A strength asked for before the tables exist: the reference, then the tables."""
        if self._cold_calls < self.warmup:
            self._cold_calls += 1
            return self.reference_strength(cards)
        self.ensure_tables()
        return self.strength(cards)

    def warm(self) -> bool:
        """True once the tables are built or enough calls asked for them."""
        return self._built or self._cold_calls >= self.warmup

    def seven_warm(self) -> bool:
        """True once enough best-of-seven calls have asked for the (much larger) seven-card
        tables; each call until then is counted here and answered from the five-card ones.
        Five-card tables built ahead (the site's memory snapshot) do not make a lesson
        page's few seven-card hands pay for them."""
        if self._seven_calls >= self.warmup:
            return True
        self._seven_calls += 1
        return False

    def table_info(self) -> dict[str, float | int]:
        """Build time (s), entries and approximate memory (bytes) of the tables."""
        self.ensure_tables()
        entries = sum(len(t) for t in self._tables.values())
        memory = sum(deep_size(t) for t in self._tables.values())
        return {"build_seconds": self.build_seconds, "entries": entries, "bytes": memory}

    # -- reference analysis -------------------------------------------------
    def _parts(self, cards: Sequence[Card]) -> tuple[str, list[Part], tuple[Card, ...]]:
        """Category, comparison parts and display order of a hand (slow, clear)."""
        raise NotImplementedError

    def reference_strength(self, cards: Sequence[Card]) -> int:
        """The strength computed without tables (the definition the tables follow)."""
        category, parts, _ = self._parts([ALL_CARDS[c] for c in cards])
        return self._pack(category, parts)

    def _pack(self, category: str, parts: list[Part]) -> int:
        s = pack(self._cat_rank[category], [v for v, _ in parts])
        return (1 << (VALUE_BITS + 8)) - s if self.reversed_pack else s

    def category_of(self, strength: int) -> str:
        """The category id of a strength this family produced."""
        if self.reversed_pack:
            strength = (1 << (VALUE_BITS + 8)) - strength
        return self._rank_cat[strength >> VALUE_BITS]

    # -- public API ----------------------------------------------------------
    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        raise NotImplementedError

    def evaluate(self, cards: CardsIn, *, context: Context = None) -> HandValue:
        """The hand's value with its explanation steps (checks the input)."""
        return self.value_unchecked(as_cards(cards, self.deck, self.hand_size,
                                             f"a {self.id} hand"))

    def value_unchecked(self, hand: Sequence[Card], *, context: Context = None) -> HandValue:
        """:meth:`evaluate` for a hand already checked (the best-of-N helpers use it)."""
        category, parts, display = self._parts(hand)
        return HandValue(self.id, category, self._pack(category, parts), display,
                         tuple(step for _, step in parts))

    @property
    def ladder(self) -> tuple[str, ...]:
        """Categories best first as a learner reads them (2-7 lists standard's order turned
        over: its best hand is a high card)."""
        return self.categories[::-1] if self.reversed_pack else self.categories

    def value_of(self, hand: Sequence[Card], strength: int, *,
                 context: Context = None) -> HandValue | None:
        """The value of a checked hand whose strength is already known (from the tables).

        The category comes from the strength at once; the display order and the
        steps (the slow analysis) only when first asked for.

        >>> from tutor.cards import parse_cards
        >>> from tutor.rankings.standard import STANDARD
        >>> hand = parse_cards("9h 9c Kd 4s 2c")
        >>> v = STANDARD.value_of(hand, STANDARD.strength(hand))
        >>> v.category, v == STANDARD.evaluate(hand)
        ('one-pair', True)
        """
        cards = tuple(hand)

        def explain() -> tuple[tuple[Card, ...], tuple[Step, ...]]:
            _, parts, display = self._parts(cards)
            return display, tuple(step for _, step in parts)

        return HandValue.lazy(self.id, self.category_of(strength), strength, cards, explain)

    def best_strength(self, cards: Sequence[Card], k: int = 5, *,
                      context: Context = None) -> int:
        """Strength of the best ``k``-card hand among ``cards`` (no input checks)."""
        strength = self.strength
        return max(strength(h, context=context) for h in combinations(cards, k))

    def count_strengths(self, cards: Sequence[Card]) -> Counter[int]:
        """How many hands of this family's size from ``cards`` have each strength (every
        hand looked up; a family may count faster)."""
        return Counter(map(self.strength, combinations(cards, self.hand_size)))

    def omaha_strength(self, hole: Sequence[Card], board: Sequence[Card]) -> int:
        """Strength of the best hand of exactly 2 ``hole`` + 3 ``board`` cards."""
        strength = self.strength
        triples = list(combinations(board, 3))
        return max(strength(p + t) for p in combinations(hole, 2) for t in triples)

