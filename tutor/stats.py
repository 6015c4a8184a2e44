"""Exhaustive category counts: every hand of a family's size from a deck, counted.

Nothing here is a formula: each of the 2,598,960 five-card hands (or the
family's own deck and hand size) is enumerated and ranked by the family's
lookup tables, so the counts double as a check of those tables (the tests
compare them with closed-form combinatorics).

>>> counts = category_counts("americana", count_all=True)
>>> counts["flush"], counts["full-house"], sum(counts.values()), counts.total
(204, 1344, 201376, 201376)
>>> stats_json("eight-low")["categories"]
{'low': 57344}

:func:`category_counts` is the one place counts come from: the family's own
known counts when it keeps them (the slow tests check each against a full
enumeration), otherwise — or with ``count_all=True`` — every hand counted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from math import comb
from typing import Any

from tutor.cards import DECKS, Deck
from tutor.errors import TutorError
from tutor.rankings import get_family
from tutor.rankings.base import NO_LOW, Family
from tutor.texts import N_


class StatsError(TutorError):
    """Statistics asked for a deck the family cannot rank."""


def _deck(family: Family, deck: Deck | int | None) -> Deck:
    if deck is None:
        return family.deck
    if isinstance(deck, int):
        if deck not in DECKS:
            raise StatsError(N_("no {deck}-card deck (known: {join})"),
                             deck=deck, join=', '.join(map(str, DECKS)))
        deck = DECKS[deck]
    if deck.low_rank < family.deck.low_rank:
        raise StatsError(N_("the `{id}` family ranks hands from the {description}, not the "
                            "{description2}"),
                         id=family.id, description=family.deck.description,
                         description2=deck.description)
    return deck


class CategoryCounts(dict[str, int]):
    """Hands per category, best category first, and ``total``: every hand of the deck
    (more than the sum for ``eight-low``, whose one category counts only the lows)."""

    def __init__(self, counts: Iterable[tuple[str, int]], total: int) -> None:
        super().__init__(counts)
        self.total = total


@lru_cache(maxsize=32)
def _counted(family_id: str, deck_size: int) -> tuple[tuple[str, int], ...]:
    family = get_family(family_id)
    cards = DECKS[deck_size].cards
    by_strength = family.count_strengths(cards)
    per_category: Counter[str] = Counter()
    for s, n in by_strength.items():
        per_category[family.category_of(s)] += n
    per_category.pop(NO_LOW, None)
    order = {c: i for i, c in enumerate(family.categories)}
    return tuple(sorted(per_category.items(), key=lambda kv: order.get(kv[0], len(order))))


def category_counts(family: str | Family, deck: Deck | int | None = None, *,
                    count_all: bool = False) -> CategoryCounts:
    """How many hands of each category a deck holds, best category first.

    ``deck`` defaults to the family's own deck (a 36- or 32-card deck for the
    short-deck families); for ``eight-low`` the one category ``low`` counts the
    hands that make a qualifying low. The family's known counts answer for its
    own deck unless ``count_all`` asks for every hand to be counted.

    >>> c = category_counts("standard")
    >>> c["straight-flush"], c.total
    (40, 2598960)
    >>> category_counts("eight-low").total
    2598960
    """
    fam = get_family(family) if isinstance(family, str) else family
    d = _deck(fam, deck)
    total = comb(d.size, fam.hand_size)
    if fam.known_counts is not None and d is fam.deck and not count_all:
        order = {c: i for i, c in enumerate(fam.categories)}
        known = sorted(fam.known_counts.items(), key=lambda kv: order.get(kv[0], len(order)))
        return CategoryCounts(known, total)
    return CategoryCounts(_counted(fam.id, d.size), total)


def hand_count(family_id: str, deck: Deck | int | None = None) -> int:
    """The number of hands of the family's size in the deck (``C(deck, size)``)."""
    family = get_family(family_id)
    return comb(_deck(family, deck).size, family.hand_size)


def stats_json(family_id: str, deck: Deck | int | None = None) -> dict[str, Any]:
    """The ``tutor stats --json`` answer for a family (and deck).

    >>> stats_json("standard")["total"]
    2598960
    """
    family = get_family(family_id)
    d = _deck(family, deck)
    return {
        "deck": d.size,
        "cards": family.hand_size,
        "total": hand_count(family_id, d),
        "categories": dict(category_counts(family_id, d, count_all=True)),
    }
