"""The reference analysis of a hand: its shape, comparison values and steps.

This is the slow, readable definition of every family's order. The lookup
tables are built from it, so a table entry and :func:`pack` of the analysis
always agree. A comparison key is a category rank (higher is better) followed
by up to :data:`NIBBLES` values of 0..15; :func:`pack` turns it into one int
that orders hands exactly as the tuples do.

>>> from tutor.cards import parse_cards
>>> s = shape(parse_cards("5h 4d 3c 2s Ah"), low_rank=2)
>>> s.basic, s.straight_top
('straight', 5)
>>> [str(c) for c in s.display]
['5h', '4d', '3c', '2s', 'Ah']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.cards import ALL_CARDS, Card
from tutor.rankings.base import Step

NIBBLES = 10
"""Comparison values packed after the category rank (4 bits each)."""
VALUE_BITS = 4 * NIBBLES


def pack(cat_rank: int, values: Sequence[int]) -> int:
    """Pack a category rank and its tie-break values (each 0..15) into one int.

    >>> pack(2, [14, 3]) > pack(2, [14, 2]) > pack(1, [15] * 10)
    True
    """
    s = cat_rank
    for v in values:
        s = (s << 4) | v
    return s << (4 * (NIBBLES - len(values)))


@dataclass(frozen=True)
class Shape:
    """What a 5-card hand is made of, before any family's order is applied.

    ``groups`` are ``(rank, cards)`` by size then rank, high first (cards in a
    group by suit index, high first); ``basic`` is the standard category
    (a 5-card hand is never both a flush and a full house, nor a straight and
    trips, so the category does not depend on how a family orders them).
    """

    cards: tuple[Card, ...]
    groups: tuple[tuple[int, tuple[Card, ...]], ...]
    flush: bool
    straight_top: int
    basic: str

    @property
    def display(self) -> tuple[Card, ...]:
        """The cards ordered for display: the combination first, then kickers."""
        if self.straight_top:
            top = self.straight_top
            return tuple(sorted(self.cards, key=lambda c: c.rank if c.rank <= top else 0,
                                reverse=True))
        return tuple(c for _, cs in self.groups for c in cs)


def straight_top(ranks: set[int], low_rank: int, wheel: bool = True) -> int:
    """Top rank of a 5-card straight made by five distinct ``ranks``, or 0.

    ``low_rank`` is the deck's lowest rank: the ace also plays below it
    (``A-2-3-4-5``, ``A-6-7-8-9``, ``A-7-8-9-T``) unless ``wheel`` is false.

    >>> straight_top({14, 6, 7, 8, 9}, 6), straight_top({14, 2, 3, 4, 5}, 2, wheel=False)
    (9, 0)
    """
    if len(ranks) != 5:
        return 0
    hi, lo = max(ranks), min(ranks)
    if hi - lo == 4:
        return hi
    if wheel and ranks == {14, low_rank, low_rank + 1, low_rank + 2, low_rank + 3}:
        return low_rank + 3
    return 0


def shape(cards: Sequence[Card], low_rank: int, wheel: bool = True) -> Shape:
    """Analyse five cards (see :class:`Shape`)."""
    by_rank: dict[int, list[Card]] = {}
    groups: tuple[tuple[int, tuple[Card, ...]], ...]
    for c in sorted(cards, reverse=True):  # rank high first, then suit index high first
        by_rank.setdefault((c >> 2) + 2, []).append(ALL_CARDS[c])
    if len(by_rank) == 5:
        groups = tuple((r, (cs[0],)) for r, cs in by_rank.items())
        sizes = [1, 1]
    else:
        groups = tuple((r, tuple(cs)) for r, cs in
                       sorted(by_rank.items(), key=lambda kv: len(kv[1]), reverse=True))
        sizes = [len(cs) for _, cs in groups]
    s0 = cards[0] & 3
    flush = all(c & 3 == s0 for c in cards)
    top = straight_top(set(by_rank), low_rank, wheel)
    if flush and top:
        basic = "straight-flush"
    elif sizes[0] == 4:
        basic = "four-of-a-kind"
    elif sizes[:2] == [3, 2]:
        basic = "full-house"
    elif flush:
        basic = "flush"
    elif top:
        basic = "straight"
    elif sizes[0] == 3:
        basic = "three-of-a-kind"
    elif sizes[:2] == [2, 2]:
        basic = "two-pair"
    elif sizes[0] == 2:
        basic = "one-pair"
    else:
        basic = "high-card"
    return Shape(tuple(ALL_CARDS[c] for c in cards), groups, flush, top, basic)


Part = tuple[int, Step]
"""One comparison value and the step that explains it."""


def rank_parts(s: Shape) -> list[Part]:
    """The standard tie-break values of a hand (ranks only, no suits)."""
    g = s.groups
    if s.straight_top:
        top_card = next(c for c in s.cards if c.rank == s.straight_top)
        return [(s.straight_top, Step("rank", "run-top", s.straight_top, top_card))]
    if s.basic in ("flush", "high-card"):
        what = "flush-card" if s.basic == "flush" else "high-card"
        parts = [(r, Step("rank" if s.basic == "flush" or i == 0 else "kicker",
                          what if s.basic == "flush" or i == 0 else "kicker", r, cs[0]))
                 for i, (r, cs) in enumerate(g)]
        return parts
    names = {
        "four-of-a-kind": ("quads",),
        "full-house": ("trips", "pair"),
        "three-of-a-kind": ("trips",),
        "two-pair": ("top-pair", "second-pair"),
        "one-pair": ("pair",),
    }[s.basic]
    parts = []
    for i, (r, cs) in enumerate(g):
        if i < len(names):
            parts.append((r, Step("rank", names[i], r, cs[0])))
        else:
            parts.append((r, Step("kicker", "kicker", r, cs[0])))
    return parts
