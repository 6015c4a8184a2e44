"""The Double Barrel family: 4-card barrels (source 000, RULES.md).

Categories, best first: four of a kind, 4-card flush, 4-card straight,
3-card flush, 3-card straight, three of a kind, two pair, one pair, high
card. A 4-card straight flush counts as a 4-card flush; a barrel that holds
both a 3-card flush and a 3-card straight is a 3-card flush. Straights run
``A-2-3``/``A-2-3-4`` (lowest) to ``Q-K-A``/``J-Q-K-A`` (highest), no wrap.
Ties: the combination's cards (the run's top card; the suited cards high to
low; the set/pair ranks), then the kickers high to low; still equal is a tie.

>>> from tutor.cards import parse_cards
>>> fam = BARREL
>>> fam.evaluate(parse_cards("5h 6h 7h 8c")).category
'four-straight'
>>> fam.evaluate(parse_cards("Kh 8h 2h 8s")).category   # 3-flush beats the pair
'three-flush'
>>> v = fam.evaluate(parse_cards("Ac 2d 3h 9s"))
>>> v.category, [str(c) for c in v.cards], [(s.what, s.value) for s in v.steps]
('three-straight', ['3h', '2d', 'Ac', '9s'], [('run-top', 3), ('kicker', 9)])
>>> fam.strength(parse_cards("2c 3d 4h 9s")) > fam.strength(parse_cards("Ac 2d 3h Ks"))
True
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from math import comb
from types import MappingProxyType

from tutor.cards import DECK_52, Card, Deck, check_count
from tutor.errors import DuplicateCardError, TutorError
from tutor.rankings._common import as_cards
from tutor.rankings.base import Context, Described, HandValue, Step, Texts
from tutor.texts import N_

CATEGORIES: tuple[str, ...] = (
    "four-of-a-kind",
    "four-flush",
    "four-straight",
    "three-flush",
    "three-straight",
    "three-of-a-kind",
    "two-pair",
    "one-pair",
    "high-card",
)
"""Barrel categories, best first."""

_CAT_SCORE = {cat: len(CATEGORIES) - 1 - i for i, cat in enumerate(CATEGORIES)}
_BASE = 15  # tie-break values are ranks 2..14 (or 0 for "no more steps")
_CAT_UNIT = _BASE**4

N_BARRELS = comb(52, 4)
"""Number of 4-card barrels in the 52-card deck: 270,725."""

_C2 = tuple(comb(i, 2) for i in range(53))
_C3 = tuple(comb(i, 3) for i in range(53))
_C4 = tuple(comb(i, 4) for i in range(53))


def colex_index(a: int, b: int, c: int, d: int) -> int:
    """Index 0..270,724 of the barrel ``{a, b, c, d}`` (cards as ints, any order).

    The colexicographic rank: sort so ``a < b < c < d``, then
    ``C(a,1) + C(b,2) + C(c,3) + C(d,4)``.

    >>> colex_index(0, 1, 2, 3), colex_index(51, 50, 49, 48)
    (0, 270724)
    """
    a, b, c, d = sorted((a, b, c, d))
    return a + _C2[b] + _C3[c] + _C4[d]


def category_of_strength(strength: int) -> str:
    """The category id of a barrel strength.

    >>> from tutor.cards import parse_cards
    >>> category_of_strength(BARREL.strength(parse_cards("8c 8d 8h 8s")))
    'four-of-a-kind'
    """
    return CATEGORIES[len(CATEGORIES) - 1 - strength // _CAT_UNIT]


def _encode(category: str, values: Sequence[int]) -> int:
    key = _CAT_SCORE[category]
    padded = [*values, 0, 0, 0, 0][:4]
    for v in padded:
        key = key * _BASE + v
    return key


def _best_run_top(ranks: set[int]) -> int:
    """Top rank of the highest 3-card run in a set of ranks (ace also low), or 0."""
    low = ranks | {1} if 14 in ranks else ranks
    for top in range(14, 2, -1):
        if top in low and top - 1 in low and top - 2 in low:
            return top
    return 0


def _key(r0: int, r1: int, r2: int, r3: int, s0: int, s1: int, s2: int, s3: int) -> int:
    """Strength of a barrel from its ranks and suits (used to build the table)."""
    ranks = sorted((r0, r1, r2, r3), reverse=True)
    distinct = set(ranks)
    nd = len(distinct)
    suits = (s0, s1, s2, s3)
    if nd == 1:
        return _encode("four-of-a-kind", [ranks[0]])
    if s0 == s1 == s2 == s3:
        return _encode("four-flush", ranks)
    if nd == 4:
        if ranks[0] - ranks[3] == 3:
            return _encode("four-straight", [ranks[0]])
        if ranks == [14, 4, 3, 2]:
            return _encode("four-straight", [4])
    for suit in (s0, s1):
        if suits.count(suit) == 3:
            rs = (r0, r1, r2, r3)
            suited = sorted((rs[i] for i in range(4) if suits[i] == suit), reverse=True)
            odd = next(rs[i] for i in range(4) if suits[i] != suit)
            return _encode("three-flush", [*suited, odd])
    if nd >= 3:
        top = _best_run_top(distinct)
        if top:
            run = {top, top - 1, top - 2}
            if 1 in run:
                run = (run - {1}) | {14}
            rest = list(ranks)
            for r in run:
                rest.remove(r)
            return _encode("three-straight", [top, rest[0]])
    counts = sorted(((ranks.count(r), r) for r in distinct), reverse=True)
    if counts[0][0] == 3:
        return _encode("three-of-a-kind", [counts[0][1], counts[1][1]])
    if counts[0][0] == 2 and counts[1][0] == 2:
        return _encode("two-pair", [counts[0][1], counts[1][1]])
    if counts[0][0] == 2:
        return _encode("one-pair", [counts[0][1], counts[1][1], counts[2][1]])
    return _encode("high-card", ranks)


_TABLE: array[int] | None = None


def strength_table() -> array[int]:
    """Strength of every barrel, indexed by :func:`colex_index` (built once, lazily).

    >>> len(strength_table())
    270725
    """
    global _TABLE
    if _TABLE is None:
        ranks = [i // 4 + 2 for i in range(52)]
        suits = [i % 4 for i in range(52)]
        cache: dict[tuple[int, ...], int] = {}
        table = array("i", bytes(4 * N_BARRELS))  # strengths < 9 * 15**4 fit in 32 bits
        idx = 0
        for d in range(3, 52):
            rd, sd = ranks[d], suits[d]
            for c in range(2, d):
                rc, sc = ranks[c], suits[c]
                for b in range(1, c):
                    rb, sb = ranks[b], suits[b]
                    for a in range(b):
                        ra, sa = ranks[a], suits[a]
                        # The key depends on the ranks and on which cards share a suit.
                        sig = (ra, rb, rc, rd, sa == sb, sa == sc, sa == sd, sb == sc,
                               sb == sd, sc == sd)
                        key = cache.get(sig)
                        if key is None:
                            key = cache[sig] = _key(ra, rb, rc, rd, sa, sb, sc, sd)
                        table[idx] = key
                        idx += 1
        _TABLE = table
    return _TABLE


def _run_cards(cards: Sequence[Card], top: int) -> list[Card]:
    """One card of each rank of the run ending at ``top``, high to low (ace low in A-2-3)."""
    out: list[Card] = []
    for r in range(top, top - 3, -1):
        want = 14 if r == 1 else r
        out.append(next(c for c in cards if c.rank == want and c not in out))
    return out


def _by_rank(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.rank, c.suit), reverse=True)


_TEXTS: Texts = {
    "definition:four-flush": {
        "en": "All four cards of one suit (a 4-card straight flush counts here)."},
    "definition:four-straight": {
        "en": "Four cards in sequence (A-2-3-4 lowest, J-Q-K-A highest)."},
    "definition:high-card": {
        "en": "None of the above: the highest cards count."},
}


class BarrelFamily(Described):
    """The Double Barrel barrel ranking (id ``barrel``, 4 cards, 52-card deck)."""

    id = "barrel"
    hand_size = 4
    deck: Deck = DECK_52
    categories: tuple[str, ...] = CATEGORIES
    low = False
    ace_low = False
    suits_break_ties = False
    texts = _TEXTS
    vocabulary = "barrel"
    """Double Barrel's words: "4-card flush", "3-card straight" (RULES.md)."""
    known_counts = MappingProxyType({
        "four-of-a-kind": 13, "four-flush": 2860, "four-straight": 2772,
        "three-flush": 44088, "three-straight": 23016, "three-of-a-kind": 2496,
        "two-pair": 2808, "one-pair": 69048, "high-card": 123624})

    def category_of(self, strength: int) -> str:
        """The category of a barrel strength."""
        return category_of_strength(strength)

    def __repr__(self) -> str:
        return "<family barrel>"

    def best_strength(self, cards: Sequence[Card], k: int = 4, *,
                      context: Context = None) -> int:
        """The best barrel among ``cards`` (4 or more).

        >>> from tutor.cards import parse_cards
        >>> BARREL.best_strength(parse_cards("As Ks Qs Js 2c")) == BARREL.strength(
        ...     parse_cards("As Ks Qs Js"))
        True
        """
        strength = self.strength
        return max(strength(h) for h in combinations(cards, 4))

    def count_strengths(self, cards: Sequence[Card]) -> Counter[int]:
        """How many barrels from ``cards`` have each strength (every barrel looked up)."""
        return Counter(map(self.strength, combinations(cards, 4)))

    def omaha_strength(self, hole: Sequence[Card], board: Sequence[Card]) -> int:
        """Barrels are never formed from a board."""
        raise TutorError("a Double Barrel barrel is not formed from hole and board cards")

    def value_of(self, hand: Sequence[Card], strength: int, *,
                 context: Context = None) -> HandValue:
        """:meth:`evaluate` of a checked barrel."""
        return self.evaluate(hand)

    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        """Strength of a barrel (table lookup); higher is better, equal is a tie.

        >>> from tutor.cards import parse_cards
        >>> flush, straight = parse_cards("As Ks Qs Js"), parse_cards("Ac Kd Qh Js")
        >>> BARREL.strength(flush) > BARREL.strength(straight)
        True
        """
        if len(cards) != 4:
            check_count(cards, 4, N_("a barrel has 4 cards"))
        a, b, c, d = cards
        if len({a, b, c, d}) != 4:
            raise DuplicateCardError(N_("a barrel repeats a card: {cards}"),
                                     cards=" ".join(map(str, cards)))
        return strength_table()[colex_index(a, b, c, d)]

    def evaluate(self, cards: Sequence[Card], *, context: Context = None) -> HandValue:
        """The barrel's category, strength, display order and tie-break steps.

        >>> from tutor.cards import parse_cards
        >>> v = BARREL.evaluate(parse_cards("7d 7c 2h 3h"))
        >>> v.category, [str(c) for c in v.cards]
        ('one-pair', ['7d', '7c', '3h', '2h'])
        >>> [(s.kind, s.what, s.value) for s in v.steps]
        [('rank', 'pair', 7), ('kicker', 'kicker', 3), ('kicker', 'kicker', 2)]
        >>> BARREL.evaluate("Ah Kh 5h 2c").category     # text works too
        'three-flush'
        >>> BARREL.evaluate("Ah Kh 5h")
        Traceback (most recent call last):
        ...
        tutor.errors.CardCountError: a barrel needs 4 cards, got 3
        """
        cs = list(as_cards(cards, DECK_52, 4, "a barrel"))
        category, combo, kickers, steps = _describe(cs)
        values = [s.value for s in steps]
        strength = _encode(category, values)
        return HandValue(self.id, category, strength, tuple(combo + kickers), tuple(steps))


def _describe(cs: list[Card]) -> tuple[str, list[Card], list[Card], list[Step]]:
    """Category, combination cards, kickers and steps of a barrel (the slow, explained path)."""
    ranks = sorted((c.rank for c in cs), reverse=True)
    distinct = set(ranks)
    by_suit: dict[int, list[Card]] = {}
    for c in cs:
        by_suit.setdefault(c.suit, []).append(c)
    longest = max(by_suit.values(), key=len)

    def rest(combo: list[Card]) -> list[Card]:
        return _by_rank([c for c in cs if c not in combo])

    def kick(kickers: list[Card]) -> list[Step]:
        return [Step("kicker", "kicker", c.rank, c) for c in kickers]

    if len(distinct) == 1:
        return "four-of-a-kind", _by_rank(cs), [], [Step("rank", "quads", ranks[0])]
    if len(longest) == 4:
        combo = _by_rank(cs)
        return "four-flush", combo, [], [Step("rank", "flush-card", c.rank, c) for c in combo]
    if len(distinct) == 4 and (ranks[0] - ranks[3] == 3 or ranks == [14, 4, 3, 2]):
        top = 4 if ranks == [14, 4, 3, 2] else ranks[0]
        combo = _run_cards(cs, top)
        combo.append(next(c for c in cs if c not in combo))
        return "four-straight", combo, [], [Step("rank", "run-top", top, combo[0])]
    if len(longest) == 3:
        combo = _by_rank(longest)
        kickers = rest(combo)
        steps = [Step("rank", "suited-card", c.rank, c) for c in combo]
        return "three-flush", combo, kickers, steps + kick(kickers)
    top = _best_run_top(distinct) if len(distinct) >= 3 else 0
    if top:
        combo = _run_cards(cs, top)
        kickers = rest(combo)
        return "three-straight", combo, kickers, [Step("rank", "run-top", top, combo[0]),
                                                   *kick(kickers)]
    groups = sorted(((ranks.count(r), r) for r in distinct), reverse=True)
    if groups[0][0] == 3:
        combo = [c for c in cs if c.rank == groups[0][1]]
        kickers = rest(combo)
        return "three-of-a-kind", combo, kickers, [Step("rank", "trips", groups[0][1]),
                                                   *kick(kickers)]
    if groups[0][0] == 2 and groups[1][0] == 2:
        hi, lo = groups[0][1], groups[1][1]
        combo = [c for c in cs if c.rank == hi] + [c for c in cs if c.rank == lo]
        steps = [Step("rank", "top-pair", hi), Step("rank", "second-pair", lo)]
        return "two-pair", combo, [], steps
    if groups[0][0] == 2:
        combo = [c for c in cs if c.rank == groups[0][1]]
        kickers = rest(combo)
        return "one-pair", combo, kickers, [Step("rank", "pair", groups[0][1]), *kick(kickers)]
    combo = _by_rank(cs)[:1]
    kickers = rest(combo)
    return "high-card", combo, kickers, [Step("rank", "high-card", combo[0].rank, combo[0]),
                                         *kick(kickers)]


BARREL = BarrelFamily()
"""The family instance (``get_family("barrel")``)."""
