"""Razz: the ace-to-five low of seven-card stud Razz.

The lowest hand wins. The ace is the lowest card (it counts 1), straights and
flushes do not count, so the best hand is ``5-4-3-2-A`` of any suits, and
pairs count against you. The categories, best first: no pair (``high-card``),
``one-pair``, ``two-pair``, ``three-of-a-kind``, ``full-house``,
``four-of-a-kind`` — the fewer and smaller the matched sets, the better.
Within a category the usual comparison applies with the lower rank winning:
no pair compares from the highest card down; one pair compares the pair, then
the kickers from the highest down; two pair the higher pair, the lower pair,
the kicker; and so on. Suits never break a tie: equal hands split.

As in every family, ``strength`` is **higher for the better hand** (a
showdown takes the maximum), although ``low`` is true.

>>> RAZZ.evaluate("5h 4h 3h 2h Ah").category  # a straight flush elsewhere; the best here
'high-card'
>>> RAZZ.evaluate("6h 4c 3d 2s Ah") > RAZZ.evaluate("6c 5h 3s 2d Ad")
True
>>> RAZZ.evaluate("Kh Qc Jd Ts 8h") > RAZZ.evaluate("Ah Ac 2d 3s 4h")  # any pair loses
True

Steps. Every step's value is a rank with the ace as 1, and the **lower value
is the better one**: kind ``"low-card"`` (what ``"low-card"``) for the five
cards of a no-pair hand, kind ``"rank"`` (what ``"pair"``, ``"top-pair"``,
``"second-pair"``, ``"trips"``, ``"quads"``) for the matched sets, and kind
``"low-card"`` with what ``"kicker"`` for the odd cards beside a set.

>>> [(s.kind, s.what, s.value) for s in RAZZ.evaluate("As Ad 7c 4h 2d").steps]
... # doctest: +NORMALIZE_WHITESPACE
[('rank', 'pair', 1), ('low-card', 'kicker', 7), ('low-card', 'kicker', 4),
 ('low-card', 'kicker', 2)]

The fast path: a product of one prime per rank identifies a hand's rank
multiset, and suits never matter, so one dict maps it to the strength; a
second dict does the same for the best five of six or seven cards (built from
the first). Both are built lazily, like the other families' tables.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Mapping, Sequence
from types import MappingProxyType

from tutor.cards import DECK_52, Card
from tutor.rankings._common import (
    CARD_PRIME,
    PRIMES,
    FamilyBase,
    rank_multisets,
    representative,
)
from tutor.rankings._shape import Part
from tutor.rankings.base import Category, Context, Step, StepKind, Texts
from tutor.rankings.eightlow import low_rank

RAZZ_ORDER: tuple[str, ...] = (
    Category.HIGH_CARD, Category.ONE_PAIR, Category.TWO_PAIR, Category.THREE_OF_A_KIND,
    Category.FULL_HOUSE, Category.FOUR_OF_A_KIND)
"""Razz's categories, best first (the order of strength)."""

# the set sizes of a hand -> its category and the names of its sets
_SHAPES: dict[tuple[int, ...], tuple[Category, tuple[str, ...]]] = {
    (1, 1, 1, 1, 1): (Category.HIGH_CARD, ()),
    (2, 1, 1, 1): (Category.ONE_PAIR, ("pair",)),
    (2, 2, 1): (Category.TWO_PAIR, ("top-pair", "second-pair")),
    (3, 1, 1): (Category.THREE_OF_A_KIND, ("trips",)),
    (3, 2): (Category.FULL_HOUSE, ("trips", "pair")),
    (4, 1): (Category.FOUR_OF_A_KIND, ("quads",)),
}

DEFINITIONS: dict[str, dict[str, str]] = {
    "en": {
        "high-card": "No pair: five different ranks, ace low, straights and flushes ignored; "
                     "the lower the top card, the better (5-4-3-2-A is the best hand).",
        "one-pair": "Two cards of one rank: worse than any hand without a pair; "
                    "the lower pair wins.",
        "two-pair": "Two pairs of different ranks; the lower top pair wins.",
        "three-of-a-kind": "Three cards of one rank; the lower three of a kind wins.",
        "full-house": "Three cards of one rank and two of another; the lower three wins.",
        "four-of-a-kind": "Four cards of one rank: the worst hand in Razz.",
    },
}
"""One-line definition of each category, in English (for the ladder; other languages from
the catalogue, context ``ranking:definition:<category>``)."""

EXAMPLES: dict[str, str] = {
    "high-card": "5h 4c 3d 2s Ah",
    "one-pair": "6h 6c 4d 2s Ah",
    "two-pair": "8h 8c 4s 4d Ah",
    "three-of-a-kind": "7h 7d 7c 3s Ah",
    "full-house": "4h 4d 4c 2s 2h",
    "four-of-a-kind": "9s 9h 9d 9c Ah",
}
"""A typical hand of each category, cards in the order the family shows them."""

KNOWN_COUNTS: dict[str, int] = {
    "high-card": 1317888,  # C(13, 5) rank sets x 4^5 suits: straights and flushes included
    "one-pair": 1098240,
    "two-pair": 123552,
    "three-of-a-kind": 54912,
    "full-house": 3744,
    "four-of-a-kind": 624,
}
"""The number of 5-card hands of the 52-card deck in each category (2,598,960 in all)."""

_TEXTS: Texts = MappingProxyType({
    "ladder-head": {"en": "Razz: the lowest hand wins."},
    "ladder-note": {
        "en": "The ace is the lowest card and straights and flushes do not count, so the best "
              "hand is 5-4-3-2-A in any suits; every pair counts against you. The best row, "
              "no pair (high card), is at the top."},
    "lowest-wins": {
        "en": "in Razz the lowest hand wins: the ace is low, pairs count against you, "
              "straights and flushes do not count"},
    **{f"definition:{category}": {lang: DEFINITIONS[lang][category] for lang in DEFINITIONS}
       for category in RAZZ_ORDER},
})


class RazzFamily(FamilyBase):
    """The ace-to-five low of Razz (see the module doc).

    >>> RAZZ.categories[0], RAZZ.low, RAZZ.suits_break_ties, RAZZ.ace_low
    ('high-card', True, False, True)
    >>> all(RAZZ.evaluate(h).category == c for c, h in EXAMPLES.items())
    True
    >>> RAZZ.text("definition:one-pair", "ru")
    'Две карты одного достоинства — хуже любой руки без пары; выигрывает младшая пара.'
    >>> RAZZ.ladder == RAZZ.categories  # best first, as a learner reads it
    True
    >>> hv = RAZZ.evaluate("Ah 2c 3d 4s 5h")
    >>> hv.category, " ".join(map(str, hv.cards)), [s.value for s in hv.steps]
    ('high-card', '5h 4s 3d 2c Ah', [5, 4, 3, 2, 1])
    >>> RAZZ.category_of(RAZZ.evaluate("Ks Kd 2c 3h 4s").strength)
    'one-pair'
    """

    id = "razz"
    hand_size = 5
    deck = DECK_52
    categories = RAZZ_ORDER
    low = True
    """Lower hands win (the strength is still higher for the better hand)."""
    suits_break_ties = False
    """Equal ranks tie and split, whatever the suits."""
    ace_low = True
    """The ace counts 1, below the deuce."""
    texts = _TEXTS
    """The ladder's head and note, the definitions and the explanations' clause."""
    best_example = EXAMPLES[Category.HIGH_CARD]
    known_counts: Mapping[str, int] = MappingProxyType(KNOWN_COUNTS)

    # -- the definition -------------------------------------------------------
    def _parts(self, cards: Sequence[Card]) -> tuple[str, list[Part], tuple[Card, ...]]:
        """Category, comparison parts (higher value = better) and display order."""
        by_rank: dict[int, list[Card]] = {}
        for c in sorted(cards, key=lambda c: (low_rank(c), c.suit), reverse=True):
            by_rank.setdefault(low_rank(c), []).append(c)
        # the biggest set first; equal sizes: the higher rank first (it is compared first)
        groups = sorted(by_rank.items(), key=lambda kv: (len(kv[1]), kv[0]), reverse=True)
        category, names = _SHAPES[tuple(len(cs) for _, cs in groups)]
        parts: list[Part] = []
        for i, (r, cs) in enumerate(groups):
            if i < len(names):
                step = Step(StepKind.RANK, names[i], r, cs[0])
            else:
                step = Step(StepKind.LOW_CARD, "kicker" if names else "low-card", r, cs[0])
            parts.append((14 - r, step))  # 1 (the ace) -> 13, the best value
        return category, parts, tuple(c for _, cs in groups for c in cs)

    # -- tables -------------------------------------------------------------------
    def _build(self) -> None:
        five: dict[int, int] = {}
        for ranks in rank_multisets(self.deck.ranks, 5):
            five[_product([PRIMES[r - 2] for r in ranks])] = self.reference_strength(
                representative(ranks, False))
        self._five = five
        self._tables = {"five": five}

    build7_seconds = 0.0

    def _build7(self) -> None:
        """The best five of five, six or seven cards by the cards' prime product.

        Products of different numbers of primes never collide, so one dict
        serves all three sizes. The best of ``n`` cards is the best of the
        ``n - 1`` left when one card is dropped (every five lies inside such
        a hand), so each entry takes at most seven lookups of the smaller size.
        """
        self.ensure_tables()
        start = time.perf_counter()
        best: dict[int, int] = dict(self._five)
        for n in (6, 7):
            for ranks in rank_multisets(self.deck.ranks, n):
                primes = {PRIMES[r - 2] for r in ranks}
                p = _product([PRIMES[r - 2] for r in ranks])
                best[p] = max(best[p // q] for q in primes)
        self._best7 = best
        self._tables["best7"] = best
        self.build7_seconds = time.perf_counter() - start

    def ensure_tables7(self) -> None:
        """Build the best-of-seven table too (the bench calls this to time it)."""
        if not hasattr(self, "_best7"):
            self._build7()

    # -- public API -----------------------------------------------------------------
    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        """The hand's strength (five cards, no input checks; ``context`` unused).

        >>> from tutor.cards import parse_cards
        >>> RAZZ.strength(parse_cards("5s 4s 3s 2s As")) == RAZZ.strength(
        ...     parse_cards("5h 4c 3d 2s Ad"))
        True
        """
        try:
            a, b, c, d, e = cards
            cp = CARD_PRIME
            return self._five[cp[a] * cp[b] * cp[c] * cp[d] * cp[e]]
        except AttributeError:
            return self._cold(cards)

    def best_strength(self, cards: Sequence[Card], k: int = 5, *,
                      context: Context = None) -> int:
        """Strength of the best five of ``cards`` (one table lookup for 5 to 7 cards).

        >>> from tutor.cards import parse_cards
        >>> hand = parse_cards("Kh Kd 7c 5s 3h 2d Ac")  # the kings sit out: 7-5-3-2-A
        >>> RAZZ.best_strength(hand) == RAZZ.strength(parse_cards("7c 5s 3h 2d Ac"))
        True
        """
        if k != 5 or not 5 <= len(cards) <= 7:
            return super().best_strength(cards, k, context=context)
        cp = CARD_PRIME
        try:
            best = self._best7
        except AttributeError:
            if not self.seven_warm():
                return super().best_strength(cards, k)
            self._build7()
            best = self._best7
        if len(cards) == 7:
            a, b, c, d, e, f, g = cards
            return best[cp[a] * cp[b] * cp[c] * cp[d] * cp[e] * cp[f] * cp[g]]
        p = 1
        for x in cards:
            p *= cp[x]
        return best[p]

    def count_strengths(self, cards: Sequence[Card]) -> Counter[int]:
        """How many 5-card hands from ``cards`` have each strength (for ``tutor stats``).

        Every hand is looked up (no formula): the products of the first four
        cards are shared and the last card's lookups run in ``map``.

        >>> spades = [c for c in DECK_52.cards if c.suit_char == "s"]
        >>> counts = RAZZ.count_strengths(spades)  # 1,287 flushes, ten of them straight
        >>> sum(counts.values()), {RAZZ.category_of(s) for s in counts}
        (1287, {'high-card'})
        """
        self.ensure_tables()
        primes = [CARD_PRIME[c] for c in sorted(cards)]
        n = len(primes)
        five = self._five.__getitem__
        counts: Counter[int] = Counter()
        update = counts.update
        for i in range(n - 4):
            pi = primes[i]
            for j in range(i + 1, n - 3):
                pj = pi * primes[j]
                for k in range(j + 1, n - 2):
                    pk = pj * primes[k]
                    for m in range(k + 1, n - 1):
                        update(map(five, map((pk * primes[m]).__mul__, primes[m + 1:])))
        return counts


def _product(xs: Sequence[int]) -> int:
    p = 1
    for x in xs:
        p *= x
    return p


RAZZ = RazzFamily()
"""The Razz (ace-to-five low) family."""
