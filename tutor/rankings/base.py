"""The types every ranking family shares: :class:`Step`, :class:`HandValue`, :class:`Family`.

A family is an ordered list of categories plus a tie-break key. ``strength`` is
the fast path (an ``int``, higher is better — for the low families too, so a
showdown always takes the maximum); ``evaluate`` returns a :class:`HandValue`
that also says *why*: the category and the tie-break steps in the order they
are compared.

>>> s = Step("rank", "trips", 12)
>>> s.kind, s.what, s.value, s.card
('rank', 'trips', 12, None)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from tutor.cards import Card, Deck

CATEGORY_IDS: tuple[str, ...] = (
    "straight-flush",
    "four-of-a-kind",
    "full-house",
    "flush",
    "straight",
    "three-of-a-kind",
    "two-pair",
    "four-flush",
    "four-straight",
    "three-flush",
    "three-straight",
    "one-pair",
    "high-card",
    "low",
)
"""Every category id a family may use (each family orders its own subset)."""

Context = Card | None
"""Extra input some families need: Telesina's shared Vela card (or ``None``)."""


@dataclass(frozen=True)
class Step:
    """One tie-break step of a hand's value.

    ``kind`` is ``"category"``, ``"rank"``, ``"kicker"``, ``"suit"`` or
    ``"low-card"``; ``what`` names the part (``"quads"``, ``"trips"``,
    ``"pair"``, ``"top-pair"``, ``"second-pair"``, ``"run-top"``,
    ``"flush-card"``, ``"high-card"``, ``"kicker"``, ``"suited-card"``,
    ``"low-card"``, ...); ``value`` is a rank 2..14, or a suit index 0..3 for
    kind ``"suit"``; ``card`` is the card that carries it, when there is one.
    """

    kind: str
    what: str
    value: int
    card: Card | None = None


@dataclass(frozen=True)
class HandValue:
    """A hand's value in one family: category, strength and the steps that explain it.

    ``strength``: higher is better within the family, equal is a tie.
    ``cards``: the hand's cards ordered for display (the combination first,
    then the kickers). ``steps``: the tie-break steps after the category, in
    comparison order.
    """

    family: str
    category: str
    strength: int
    cards: tuple[Card, ...]
    steps: tuple[Step, ...]

    def __lt__(self, other: HandValue) -> bool:
        return self.strength < other.strength

    def __le__(self, other: HandValue) -> bool:
        return self.strength <= other.strength

    def __gt__(self, other: HandValue) -> bool:
        return self.strength > other.strength

    def __ge__(self, other: HandValue) -> bool:
        return self.strength >= other.strength


@runtime_checkable
class Family(Protocol):
    """A hand-ranking family (see ``docs/dev/contracts.md``)."""

    id: str
    hand_size: int
    deck: Deck
    categories: tuple[str, ...]  # best -> worst
    low: bool  # a lower hand is better
    category_rule: str  # the rule an explanation states when a category decides ("": rarity)
    vocabulary: str  # the words that name the categories (tutor.i18n.VOCABULARIES)

    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        """The hand's strength as an int (fast path, lookup tables)."""
        ...

    def evaluate(self, cards: Sequence[Card], *, context: Context = None) -> HandValue:
        """The hand's value with the explanation data."""
        ...


def deciding_step(a: HandValue, b: HandValue) -> Step | None:
    """The first step where two hands of one family differ, ``None`` if all equal.

    A different category gives a ``Step("category", <category of a>, 0)``.

    >>> x = HandValue("standard", "one-pair", 2, (), (Step("rank", "pair", 9),))
    >>> y = HandValue("standard", "one-pair", 1, (), (Step("rank", "pair", 8),))
    >>> deciding_step(x, y)
    Step(kind='rank', what='pair', value=9, card=None)
    """
    if a.category != b.category:
        return Step("category", a.category, 0)
    for sa, sb in zip(a.steps, b.steps, strict=False):
        if (sa.kind, sa.what, sa.value) != (sb.kind, sb.what, sb.value):
            return sa
    return None
