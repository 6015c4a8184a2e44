"""Split rules a player (or a bot, or a simulated opponent) can follow.

* :func:`best_split` — the tutor's best-split rule: the split with the highest
  score. ``exact=True`` uses the exact unseen-card analysis; the default quick
  form scores each barrel against the whole deck (no card removal), which is
  what the simulation and the bots use, because it costs microseconds.
* :func:`naive_split` — "strongest barrel first": make the strongest possible
  barrel, the other four cards are barrel 2.

>>> from tutor.cards import parse_cards, format_cards
>>> cards = parse_cards("As Ks Qs Js 7d 7c 2h 3h")
>>> [format_cards(b) for b in naive_split(cards)]
['As Ks Qs Js', '7d 7c 2h 3h']
>>> [format_cards(b) for b in best_split(cards)]
['Ks Qs Js 7d', 'As 7c 2h 3h']
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from tutor.barrel.tables import barrel_index
from tutor.cards import ALL_CARDS, Card
from tutor.rankings.barrel import strength_table

Barrel = tuple[Card, ...]

_SPLITS: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = tuple(
    ((0, *trio), tuple(i for i in range(1, 8) if i not in trio))
    for trio in combinations(range(1, 8), 3)
)
"""The 35 splits of positions 0..7 (barrel with position 0, the rest)."""
_FOURS: tuple[tuple[int, ...], ...] = tuple(combinations(range(8), 4))

_STATIC: dict[int, float] = {}


def static_win(strength: int) -> float:
    """Chance to beat one other barrel of the full deck, ties half (cached).

    >>> from tutor.rankings.barrel import BARREL
    >>> from tutor.cards import parse_cards
    >>> round(static_win(BARREL.strength(parse_cards("As Ks Qs Js"))), 4)
    0.9999
    >>> round(static_win(BARREL.strength(parse_cards("5c 4d 3h 2s"))), 3)
    0.981
    """
    v = _STATIC.get(strength)
    if v is None:
        v = _STATIC[strength] = barrel_index().static_win(strength)
    return v


def _strengths(cards: Sequence[Card]) -> tuple[list[int], list[int]]:
    """Input positions sorted by card, and the strengths of the 70 4-subsets (sorted order)."""
    order = sorted(range(8), key=lambda i: int(cards[i]))
    cs = [int(cards[i]) for i in order]
    table = strength_table()
    out = []
    for a, b, c, d in _FOURS:
        ca, cb, cc, cd = cs[a], cs[b], cs[c], cs[d]
        out.append(table[ca + cb * (cb - 1) // 2 + cc * (cc - 1) * (cc - 2) // 6
                         + cd * (cd - 1) * (cd - 2) * (cd - 3) // 24])
    return order, out


_FOUR_INDEX = {f: i for i, f in enumerate(_FOURS)}
_SPLIT_FOURS = tuple((_FOUR_INDEX[a], _FOUR_INDEX[b]) for a, b in _SPLITS)


def split_strengths(cards: Sequence[Card]) -> list[tuple[Barrel, Barrel, int, int]]:
    """The 35 splits as (barrel a, barrel b, strength a, strength b), stronger barrel first."""
    order, strengths = _strengths(cards)
    out = []
    for (pa, pb), (ia, ib) in zip(_SPLITS, _SPLIT_FOURS, strict=True):
        a = tuple(ALL_CARDS[int(cards[i])] for i in sorted(order[j] for j in pa))
        b = tuple(ALL_CARDS[int(cards[i])] for i in sorted(order[j] for j in pb))
        sa, sb = strengths[ia], strengths[ib]
        if sb > sa:
            a, b, sa, sb = b, a, sb, sa
        out.append((a, b, sa, sb))
    return out


def best_split(cards: Sequence[Card], *, exact: bool = False) -> tuple[Barrel, Barrel]:
    """The best-split rule: the stronger barrel first (an order a bot can change)."""
    if exact:
        from tutor.barrel.splits import analyse_splits

        return analyse_splits(cards).best.barrels
    best = max(split_strengths(cards), key=lambda s: static_win(s[2]) + static_win(s[3]))
    return best[0], best[1]


def naive_split(cards: Sequence[Card]) -> tuple[Barrel, Barrel]:
    """"Strongest barrel first": the strongest 4 of the 8 cards, then the rest."""
    best = max(split_strengths(cards), key=lambda s: (s[2], s[3]))
    return best[0], best[1]
