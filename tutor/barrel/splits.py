"""Split analysis: every way to split 8 cards into two barrels, exactly scored.

The yardstick (RULES.md, "Double Barrel, in full"): for each barrel, the exact
probability that it beats one random 4-card barrel drawn from the unseen cards
(ties count half); a split's score is the mean of its two barrels' figures.

>>> a = analyse_splits("As Ks Qs Js 7d 7c 2h 3h")
>>> len(a.splits), a.opponent_barrels
(35, 135751)
>>> best = a.best
>>> [format_cards(b) for b in best.barrels], best.categories, best.rank
(['Ks Qs Js 7c', 'As 7d 2h 3h'], ('three-flush', 'three-straight'), 1)
>>> [round(w, 3) for w in best.win]
[0.942, 0.731]
>>> flush = a.find("As Ks Qs Js")          # keeping the 4-flush is not best here
>>> flush.rank, round(flush.loss, 3)
(3, 0.053)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from typing import Any

from tutor.barrel.names import category_name
from tutor.barrel.tables import barrel_index, unseen_barrels
from tutor.cards import Card, check_count, format_cards, parse_cards
from tutor.errors import CardCountError, TutorError
from tutor.rankings.barrel import BARREL, category_of_strength, colex_index
from tutor.rankings.base import HandValue
from tutor.texts import N_

Barrel = tuple[Card, ...]
CardsIn = str | Iterable[str | Card]


class SplitError(TutorError):
    """A chosen split is not a split of the analysed cards."""


@dataclass(frozen=True)
class SplitResult:
    """One unordered split: two barrels (the stronger first) and their figures.

    ``win[i]`` is the exact chance that barrel ``i`` beats one random barrel of
    the unseen cards (ties half); ``score`` their mean; ``rank`` 1 is best
    (equal scores share a rank); ``loss`` is the best score minus this one.
    ``counts[i]`` = (unseen barrels it beats, unseen barrels it ties).
    """

    barrels: tuple[Barrel, Barrel]
    strengths: tuple[int, int]
    categories: tuple[str, str]
    counts: tuple[tuple[int, int], tuple[int, int]]
    total: int
    rank: int = 0
    loss: float = 0.0

    @property
    def win_exact(self) -> tuple[Fraction, Fraction]:
        """The two win figures as exact fractions."""
        (b1, e1), (b2, e2) = self.counts
        return (Fraction(2 * b1 + e1, 2 * self.total), Fraction(2 * b2 + e2, 2 * self.total))

    @property
    def win(self) -> tuple[float, float]:
        a, b = self.win_exact
        return float(a), float(b)

    @property
    def score_exact(self) -> Fraction:
        a, b = self.win_exact
        return (a + b) / 2

    @property
    def score(self) -> float:
        return float(self.score_exact)

    @property
    def numerator(self) -> int:
        """Score times ``4 * total`` (an int, for exact comparisons)."""
        return sum(2 * below + equal for below, equal in self.counts)

    def names(self, lang: str = "en") -> tuple[str, str]:
        """Display names of the two categories (``en``/``ru``)."""
        return category_name(self.categories[0], lang), category_name(self.categories[1], lang)

    def values(self) -> tuple[HandValue, HandValue]:
        """Both barrels evaluated (category, display order, tie-break steps)."""
        return BARREL.evaluate(self.barrels[0]), BARREL.evaluate(self.barrels[1])

    def holds(self, barrel: Iterable[Card]) -> bool:
        """True when one of the two barrels is exactly these cards."""
        s = frozenset(barrel)
        return s == frozenset(self.barrels[0]) or s == frozenset(self.barrels[1])

    def to_json(self) -> dict[str, Any]:
        """The CLI's JSON row (plain numbers, rounded to 6 decimals)."""
        return {
            "barrels": [format_cards(b) for b in self.barrels],
            "categories": list(self.categories),
            "win": [round(w, 6) for w in self.win],
            "score": round(self.score, 6),
            "rank": self.rank,
        }


@dataclass(frozen=True)
class OrderedSplit:
    """A split with barrel order: ``first`` is played in round 1, ``second`` in round 2."""

    first: Barrel
    second: Barrel
    split: SplitResult = field(repr=False)

    @property
    def score(self) -> float:
        """Same as the unordered split's: order does not change the showdown share."""
        return self.split.score


@dataclass(frozen=True)
class SplitAnalysis:
    """All 35 splits of 8 cards, best first (see :func:`analyse_splits`)."""

    cards: tuple[Card, ...]
    dead: tuple[Card, ...]
    splits: tuple[SplitResult, ...]

    @property
    def best(self) -> SplitResult:
        return self.splits[0]

    @property
    def unseen(self) -> int:
        """Number of cards an opponent's barrel can come from."""
        return 52 - len(self.cards) - len(self.dead)

    @property
    def opponent_barrels(self) -> int:
        return unseen_barrels(self.unseen)

    def ordered(self) -> tuple[OrderedSplit, ...]:
        """The 70 splits with barrel order (each unordered split both ways), best first."""
        out: list[OrderedSplit] = []
        for s in self.splits:
            out.append(OrderedSplit(s.barrels[0], s.barrels[1], s))
            out.append(OrderedSplit(s.barrels[1], s.barrels[0], s))
        return tuple(out)

    def find(self, chosen: SplitLike) -> SplitResult:
        """The split that holds a chosen barrel (4 cards, text or cards) or pair of barrels.

        >>> a = analyse_splits("As Ks Qs Js 7d 7c 2h 3h")
        >>> a.find("Ks Qs Js 7c").rank, a.find(["As Ks Qs Js", "7d 7c 2h 3h"]).rank
        (1, 3)
        """
        barrel = _chosen_barrel(chosen, self.cards)
        for s in self.splits:
            if s.holds(barrel):
                return s
        raise SplitError("no such split")  # pragma: no cover - _chosen_barrel checked it

    def to_json(self) -> dict[str, Any]:
        """``{"splits": [...]}``: all 35 unordered splits, best first."""
        return {"splits": [s.to_json() for s in self.splits]}


SplitLike = SplitResult | OrderedSplit | str | Sequence[Any]


def _chosen_barrel(chosen: SplitLike, cards: tuple[Card, ...]) -> frozenset[Card]:
    """One barrel of a chosen split, checked against the 8 analysed cards."""
    if isinstance(chosen, SplitResult):
        return frozenset(chosen.barrels[0])
    if isinstance(chosen, OrderedSplit):
        return frozenset(chosen.first)
    if isinstance(chosen, str) and "|" in chosen:
        parts: list[Any] = chosen.split("|")
    elif (
        not isinstance(chosen, str)
        and len(chosen) == 2
        and all(isinstance(p, str) or (isinstance(p, Sequence) and len(p) == 4) for p in chosen)
        and not all(isinstance(p, Card) for p in chosen)
    ):
        parts = list(chosen)
    else:
        parts = [chosen]
    barrels = [parse_cards(p) for p in parts]
    have = set(cards)
    for b in barrels:
        if len(b) != 4:
            raise CardCountError(N_("a barrel has 4 cards, got {n}: {format_cards}"),
                                 n=len(b), format_cards=format_cards(b))
        for c in b:
            if c not in have:
                raise SplitError(N_("`{c}` is not one of the 8 cards ({format_cards})"),
                                 c=c, format_cards=format_cards(cards))
    if len(barrels) == 2 and set(barrels[0]) & set(barrels[1]):
        both = sorted(set(barrels[0]) & set(barrels[1]))
        raise SplitError(N_("`{both}` is in both barrels"), both=both[0])
    return frozenset(barrels[0])


def check_eight(cards: CardsIn, dead: CardsIn = ()) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Parse and check 8 distinct cards and the dead cards (none of them among the 8)."""
    own = parse_cards(cards)
    check_count(own, 8, N_("a Double Barrel hand has 8 cards"))
    gone = parse_cards(dead)
    for c in gone:
        if c in own:
            raise SplitError(N_("dead card `{c}` is one of the 8 cards"), c=c)
    if len(own) + len(gone) > 48:
        raise CardCountError(N_("too many dead cards: {n} leave fewer than 4 unseen cards"),
                             n=len(gone))
    return own, gone


def analyse_splits(cards: CardsIn, dead: CardsIn = ()) -> SplitAnalysis:
    """Score all 35 splits of 8 cards exactly against one random barrel of the unseen cards.

    ``cards``: 8 distinct cards (text like ``"As Ks Qs Js 7d 7c 2h 3h"`` or
    cards); ``dead``: other cards known to be out (not in any opponent's
    barrel). Raises a :class:`~tutor.errors.TutorError` for bad input.

    >>> a = analyse_splits("2c 3d 4h 5s 9c 9d Kh Ks")
    >>> a.best.categories
    ('four-straight', 'two-pair')
    >>> a.splits[0].score > a.splits[-1].score, a.splits[-1].loss > 0
    (True, True)
    >>> analyse_splits("As Ks")
    Traceback (most recent call last):
    ...
    tutor.errors.CardCountError: a Double Barrel hand has 8 cards, got 2
    """
    own, gone = check_eight(cards, dead)
    idx = barrel_index()
    mask = idx.unseen_mask(set(own) | set(gone))
    total = unseen_barrels(52 - len(own) - len(gone))
    table, bounds, count = idx.table, idx.bounds, idx.count_unseen
    first = own[0]
    rest = own[1:]
    results: list[SplitResult] = []
    cache: dict[int, tuple[int, int]] = {}
    for trio in combinations(rest, 3):
        a: Barrel = (first, *trio)
        b: Barrel = tuple(c for c in rest if c not in trio)
        sa = table[colex_index(a[0], a[1], a[2], a[3])]
        sb = table[colex_index(b[0], b[1], b[2], b[3])]
        ca = cache.get(sa)
        if ca is None:
            ca = cache[sa] = count(mask, bounds[sa])
        cb = cache.get(sb)
        if cb is None:
            cb = cache[sb] = count(mask, bounds[sb])
        if sb > sa:
            a, b, sa, sb, ca, cb = b, a, sb, sa, cb, ca
        results.append(SplitResult(
            (a, b), (sa, sb), (category_of_strength(sa), category_of_strength(sb)), (ca, cb),
            total,
        ))
    results.sort(key=lambda r: -r.numerator)
    best_num = results[0].numerator
    best_score = results[0].score
    ranked: list[SplitResult] = []
    rank = 0
    prev = None
    for i, r in enumerate(results):
        if r.numerator != prev:
            rank, prev = i + 1, r.numerator
        loss = 0.0 if r.numerator == best_num else best_score - r.score
        ranked.append(
            SplitResult(r.barrels, r.strengths, r.categories, r.counts, total, rank, loss)
        )
    return SplitAnalysis(own, gone, tuple(ranked))
