"""Exhaustive category counts: every hand of a family's size from a deck, counted.

Nothing here is a formula: each of the 2,598,960 five-card hands (or the
family's own deck and hand size) is enumerated and ranked by the family's
lookup tables, so the counts double as a check of those tables (the tests
compare them with closed-form combinatorics).

>>> counts = category_counts("americana")
>>> counts["flush"], counts["full-house"], sum(counts.values())
(204, 1344, 201376)
>>> stats_json("eight-low")["categories"]
{'low': 57344}
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Any

from tutor.cards import DECKS, Deck
from tutor.errors import TutorError
from tutor.rankings import get_family
from tutor.rankings.base import Family


class StatsError(TutorError):
    """Statistics asked for a deck the family cannot rank."""


def _deck(family: Family, deck: Deck | int | None) -> Deck:
    if deck is None:
        return family.deck
    if isinstance(deck, int):
        if deck not in DECKS:
            raise StatsError(f"no {deck}-card deck (known: {', '.join(map(str, DECKS))})")
        deck = DECKS[deck]
    if deck.low_rank < family.deck.low_rank:
        raise StatsError(f"the `{family.id}` family ranks hands from the "
                         f"{family.deck.description}, not the {deck.description}")
    return deck


@lru_cache(maxsize=32)
def _counts(family_id: str, deck_size: int) -> tuple[tuple[str, int], ...]:
    family = get_family(family_id)
    cards = DECKS[deck_size].cards
    size = family.hand_size
    counter = getattr(family, "count_strengths", None)
    if counter is not None and size == 5:
        by_strength: Counter[int] = counter(cards)
    else:
        by_strength = Counter(map(family.strength, combinations(cards, size)))
    category_of = getattr(family, "category_of", None)
    names: dict[int, str] = {}
    if category_of is not None:
        names = {s: str(category_of(s)) for s in by_strength}
    else:  # a family without category_of: name each strength from one hand that has it
        missing = set(by_strength)
        for hand in combinations(cards, size):
            s = family.strength(hand)
            if s in missing:
                names[s] = family.evaluate(hand).category
                missing.discard(s)
                if not missing:
                    break
    per_category: Counter[str] = Counter()
    for s, n in by_strength.items():
        per_category[names[s]] += n
    per_category.pop("no-low", None)
    order = {c: i for i, c in enumerate(family.categories)}
    return tuple(sorted(per_category.items(), key=lambda kv: order.get(kv[0], len(order))))


def category_counts(family_id: str, deck: Deck | int | None = None) -> dict[str, int]:
    """How many hands of each category a deck holds, best category first.

    ``deck`` defaults to the family's own deck (a 36- or 32-card deck for the
    short-deck families); for ``eight-low`` the one category ``low`` counts the
    hands that make a qualifying low.

    >>> category_counts("standard")["straight-flush"]
    40
    """
    family = get_family(family_id)
    return dict(_counts(family_id, _deck(family, deck).size))


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
        "categories": category_counts(family_id, d),
    }
