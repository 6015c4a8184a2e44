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

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Protocol, runtime_checkable

from tutor.cards import Card, Deck
from tutor.ids import Id
from tutor.texts import p_


class Category(Id):
    """Every category id a family may use (each family orders its own subset)."""

    STRAIGHT_FLUSH = "straight-flush"
    FOUR_OF_A_KIND = "four-of-a-kind"
    FULL_HOUSE = "full-house"
    FLUSH = "flush"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three-of-a-kind"
    TWO_PAIR = "two-pair"
    FOUR_FLUSH = "four-flush"
    FOUR_STRAIGHT = "four-straight"
    THREE_FLUSH = "three-flush"
    THREE_STRAIGHT = "three-straight"
    ONE_PAIR = "one-pair"
    HIGH_CARD = "high-card"
    LOW = "low"
    NO_LOW = "no-low"


class StepKind(Id):
    """What decided between two hands (a family's tie-break steps and a showdown's
    deciding step share these kinds)."""

    CATEGORY = "category"
    RANK = "rank"
    KICKER = "kicker"
    SUIT = "suit"
    LOW_CARD = "low-card"
    HEADS_UP_EXCEPTION = "heads-up-exception"
    NO_LOW = "no-low"
    TIE = "tie"
    STRENGTH = "strength"


CATEGORY_IDS: tuple[str, ...] = tuple(Category)
"""Every category id a family may use (each family orders its own subset)."""

NO_LOW = Category.NO_LOW
"""The category of a hand without a qualifying eight-or-better low (strength 0)."""

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


Explained = tuple[tuple[Card, ...], tuple[Step, ...]]
"""A hand's display order and tie-break steps."""


class HandValue:
    """A hand's value in one family: category, strength and the steps that explain it.

    ``strength``: higher is better within the family, equal is a tie.
    ``cards``: the hand's cards ordered for display (the combination first,
    then the kickers). ``steps``: the tie-break steps after the category, in
    comparison order.

    A value found on the fast path (the best of seven by table) knows its category
    and strength at once; its display order and steps are worked out the first time
    they are asked for (:meth:`lazy`), so a showdown pays for the explanation only of
    the hands it explains.

    >>> v = HandValue("standard", "one-pair", 7, (), (Step("rank", "pair", 9),))
    >>> v.category, v.steps[0].value, v == HandValue("standard", "one-pair", 7, (),
    ...     (Step("rank", "pair", 9),))
    ('one-pair', 9, True)
    """

    __slots__ = ("_cards", "_explain", "_steps", "category", "family", "strength")

    def __init__(self, family: str, category: str, strength: int,
                 cards: tuple[Card, ...], steps: tuple[Step, ...]) -> None:
        self.family = family
        self.category = category
        self.strength = strength
        self._cards = cards
        self._steps = steps
        self._explain: Callable[[], Explained] | None = None

    @classmethod
    def lazy(cls, family: str, category: str, strength: int, hand: tuple[Card, ...],
             explain: Callable[[], Explained]) -> HandValue:
        """A value whose display order and steps ``explain()`` gives when first asked."""
        value = cls(family, category, strength, hand, ())
        value._explain = explain
        return value

    def _resolve(self) -> None:
        if self._explain is not None:
            self._cards, self._steps = self._explain()
            self._explain = None

    @property
    def cards(self) -> tuple[Card, ...]:
        self._resolve()
        return self._cards

    @property
    def steps(self) -> tuple[Step, ...]:
        self._resolve()
        return self._steps

    @property
    def qualifies(self) -> bool:
        """False for a hand without a qualifying low (category ``no-low``)."""
        return self.category != NO_LOW

    def _key(self) -> tuple[object, ...]:
        return (self.family, self.category, self.strength, self.cards, self.steps)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"HandValue(family={self.family!r}, category={self.category!r}, "
                f"strength={self.strength!r}, cards={self.cards!r}, steps={self.steps!r})")

    def __lt__(self, other: HandValue) -> bool:
        return self.strength < other.strength

    def __le__(self, other: HandValue) -> bool:
        return self.strength <= other.strength

    def __gt__(self, other: HandValue) -> bool:
        return self.strength > other.strength

    def __ge__(self, other: HandValue) -> bool:
        return self.strength >= other.strength


Texts = Mapping[str, Mapping[str, str]]
"""A family's own texts: code -> ``{"en": text}`` (other languages from the catalogue,
context ``ranking:<code>``). Codes: ``definition:<category>``
(the ladder's one-line definition), ``ladder-head`` and ``ladder-note`` (what a learner
must know before reading the ladder), ``lowest-wins`` (the clause an explanation adds
when a lower hand wins)."""

NO_TEXTS: Texts = MappingProxyType({})


class Described:
    """What every family says about itself: its :data:`Texts` and its vocabulary."""

    categories: tuple[str, ...]
    texts: Texts = NO_TEXTS
    vocabulary: str = "standard"
    """Which words name the categories (a key of :data:`tutor.i18n.VOCABULARIES`)."""
    best_example: str | None = None
    known_counts: Mapping[str, int] | None = None
    """Hands per category over the family's own deck, when the family keeps them
    (enumerating takes seconds, more in Pyodide); the slow tests check them against an
    enumeration of every hand and against closed-form combinatorics."""

    def text(self, code: str, lang: str = "en") -> str:
        """The family's text for ``code`` in ``lang`` (English when missing; ``""`` if none).

        >>> from tutor.rankings import get_family
        >>> get_family("telesina").text("definition:flush", "ru")[:17]
        'Пять карт одной м'
        >>> get_family("standard").text("definition:flush")
        ''
        """
        english = self.texts.get(code, {}).get("en", "")
        return p_(f"ranking:{code}", english, lang) if english else ""

    def category_name(self, category: str, lang: str = "en") -> str:
        """The category's display name in this family.

        >>> from tutor.rankings import get_family
        >>> get_family("barrel").category_name("four-flush")
        '4-card flush'
        >>> get_family("soko").category_name("four-flush")
        '4-flush'
        """
        from tutor.i18n import category_name

        return category_name(category, lang, vocabulary=self.vocabulary)

    @property
    def ladder(self) -> tuple[str, ...]:
        """The categories as a learner reads the ladder, best first."""
        return self.categories


@runtime_checkable
class Family(Protocol):
    """A hand-ranking family (see ``docs/dev/contracts.md``).

    The data members are read-only here, so a family may keep them as class data.
    """

    @property
    def id(self) -> str: ...
    @property
    def hand_size(self) -> int: ...
    @property
    def deck(self) -> Deck: ...
    @property
    def categories(self) -> tuple[str, ...]:
        """Best first, in the family's strength order."""
        ...
    @property
    def low(self) -> bool:
        """Lower hands win (2-7, eight-or-better, Razz); strengths are still higher for
        better hands."""
        ...
    @property
    def ace_low(self) -> bool:
        """The ace plays low (below the deuce) in this ranking."""
        ...
    @property
    def suits_break_ties(self) -> bool:
        """Suits decide between hands of equal ranks (Telesina, 32-card draw)."""
        ...
    @property
    def texts(self) -> Texts: ...
    @property
    def vocabulary(self) -> str:
        """The words that name the categories (a key of :data:`tutor.i18n.VOCABULARIES`)."""
        ...
    @property
    def best_example(self) -> str | None:
        """A low family's best hand, as text (the ladder's first example)."""
        ...
    @property
    def known_counts(self) -> Mapping[str, int] | None:
        """Hands per category over the family's own deck (``None``: count them)."""
        ...
    @property
    def ladder(self) -> tuple[str, ...]:
        """The categories as a learner reads the ladder, best first."""
        ...

    def category_of(self, strength: int) -> str:
        """The category id of a strength this family produced."""
        ...

    def text(self, code: str, lang: str = "en") -> str:
        """The family's own text for ``code`` (see :data:`Texts`)."""
        ...

    def category_name(self, category: str, lang: str = "en") -> str:
        """The category's display name in this family."""
        ...

    def strength(self, cards: Sequence[Card], *, context: Context = None) -> int:
        """The hand's strength as an int (fast path, lookup tables)."""
        ...

    def evaluate(self, cards: Sequence[Card], *, context: Context = None) -> HandValue:
        """The hand's value with the explanation data."""
        ...

    def best_strength(self, cards: Sequence[Card], k: int = 5, *,
                      context: Context = None) -> int:
        """Strength of the best ``k`` cards among ``cards`` (no input checks)."""
        ...

    def omaha_strength(self, hole: Sequence[Card], board: Sequence[Card]) -> int:
        """Strength of the best hand of exactly 2 ``hole`` + 3 ``board`` cards."""
        ...

    def count_strengths(self, cards: Sequence[Card]) -> Counter[int]:
        """How many hands of the family's size from ``cards`` have each strength."""
        ...

    def value_of(self, hand: Sequence[Card], strength: int, *,
                 context: Context = None) -> HandValue | None:
        """The value of a checked hand whose strength is known (``None``: no qualifying low)."""
        ...


def deciding_steps(a: HandValue, b: HandValue) -> tuple[Step, Step] | None:
    """The first tie-break step where two hands of one category differ: ``a``'s and ``b``'s.

    ``None`` when every step is equal (a tie, or different categories: the
    category decides). The showdown and the barrel explanations share this.

    >>> x = HandValue("standard", "one-pair", 2, (), (Step("rank", "pair", 9),))
    >>> y = HandValue("standard", "one-pair", 1, (), (Step("rank", "pair", 8),))
    >>> win, lose = deciding_steps(x, y)
    >>> win.value, lose.value
    (9, 8)
    """
    if a.category != b.category:
        return None
    for sa, sb in zip(a.steps, b.steps, strict=False):
        if (sa.kind, sa.what, sa.value) != (sb.kind, sb.what, sb.value):
            return sa, sb
    return None


def deciding_step(a: HandValue, b: HandValue) -> Step | None:
    """``a``'s side of the step that decides between two hands, ``None`` if all equal.

    A different category gives a ``Step("category", <category of a>, 0)``.

    >>> x = HandValue("standard", "one-pair", 2, (), (Step("rank", "pair", 9),))
    >>> y = HandValue("standard", "one-pair", 1, (), (Step("rank", "pair", 8),))
    >>> deciding_step(x, y)
    Step(kind='rank', what='pair', value=9, card=None)
    """
    if a.category != b.category:
        return Step(StepKind.CATEGORY, a.category, 0)
    pair = deciding_steps(a, b)
    return None if pair is None else pair[0]
