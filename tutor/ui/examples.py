"""Example hands for every category of a ranking family, found by asking the family.

Random hands rarely show a straight flush (40 in 2,598,960), so candidates
come from a few shapes (runs, suited groups, sets and pairs, plain random);
every candidate is classified by the family itself, so no ranking rule is
repeated here. Seeded: the same family always gives the same examples.

>>> from tutor.rankings.barrel import BARREL
>>> ex = category_examples(BARREL, per_category=2)
>>> sorted(ex) == sorted(BARREL.categories)
True
>>> all(BARREL.evaluate(h).category == cat for cat, hands in ex.items() for h in hands)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from tutor.cards import Card, make_card

Hand = tuple[Card, ...]


def _runs(ranks: list[int], length: int) -> list[list[int]]:
    runs = [ranks[i:i + length] for i in range(len(ranks) - length + 1)]
    runs.append([14, *ranks[: length - 1]])  # ace-low
    return runs


def _candidates(deck_cards: list[Card], k: int, rng: random.Random) -> Hand | None:
    ranks = sorted({c.rank for c in deck_cards})
    shapes: list[Callable[[], list[Card]]] = []

    def rand() -> list[Card]:
        return rng.sample(deck_cards, k)

    def run(suited: bool, length: int) -> list[Card]:
        rs = rng.choice(_runs(ranks, length))
        suit = rng.randrange(4)
        cards = [make_card(r, suit if suited else rng.randrange(4)) for r in rs]
        return cards

    def suited(length: int) -> list[Card]:
        suit = rng.randrange(4)
        return [make_card(r, suit) for r in rng.sample(ranks, length)]

    def groups(pattern: tuple[int, ...]) -> list[Card]:
        rs = rng.sample(ranks, len(pattern))
        cards: list[Card] = []
        for r, n in zip(rs, pattern, strict=True):
            cards += [make_card(r, s) for s in rng.sample(range(4), n)]
        return cards

    shapes = [rand, rand, lambda: run(True, k), lambda: run(False, k),
              lambda: run(True, k - 1), lambda: run(False, k - 1), lambda: run(True, k - 2),
              lambda: run(False, k - 2), lambda: suited(k), lambda: suited(k - 1),
              lambda: suited(k - 2), lambda: groups((4,)), lambda: groups((3, 2)),
              lambda: groups((3,)), lambda: groups((2, 2)), lambda: groups((2,))]
    cards = rng.choice(shapes)()
    seen = set(cards)
    if len(seen) != len(cards):
        return None
    pool = [c for c in deck_cards if c not in seen]
    while len(cards) < k:
        c = rng.choice(pool)
        pool.remove(c)
        cards.append(c)
    return tuple(sorted(cards[:k], reverse=True))


def category_examples(family: Any, per_category: int = 4, seed: int = 1,
                      max_tries: int = 20000) -> dict[str, list[Hand]]:
    """Up to ``per_category`` example hands for each of the family's categories."""
    return {cat: list(hands) for cat, hands in _examples(family.id, per_category, seed,
                                                         max_tries, family).items()}


@lru_cache(maxsize=32)
def _examples(fid: str, per: int, seed: int, max_tries: int, family: Any) -> dict[str,
                                                                                   tuple[Hand,
                                                                                         ...]]:
    rng = random.Random(f"examples:{fid}:{seed}")
    deck_cards = list(family.deck.cards)
    k = int(family.hand_size)
    found: dict[str, list[Hand]] = {cat: [] for cat in family.categories}
    for _ in range(max_tries):
        hand = _candidates(deck_cards, k, rng)
        if hand is None:
            continue
        try:
            value = family.evaluate(hand)
        except ValueError:
            continue
        if value is None:
            continue
        bucket = found.setdefault(value.category, [])
        if len(bucket) < per and hand not in bucket:
            bucket.append(tuple(value.cards) or hand)
        if all(len(v) >= per for v in found.values()):
            break
    return {cat: tuple(v) for cat, v in found.items()}
