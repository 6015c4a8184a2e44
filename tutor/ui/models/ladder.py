"""The hand-ranking ladder: a game's categories, best first, with examples and odds.

Each row: the category's name, a real example hand, how many hands of the
deck make it and the odds ("1 in 4,165"), a one-line definition, and whether
the row is one of the things that make this game different from standard
poker (moved or new rows). Selecting a row gives more examples and a
comparison with the row below; "try a hand" names the category of any hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import param

from tutor.cards import Card, parse_cards
from tutor.errors import TutorError
from tutor.explain import explanation, render_parts
from tutor.stats import category_counts
from tutor.texts import _
from tutor.ui.core import category_label, family_of, hand_value, run_showdown
from tutor.ui.errors_text import error_text
from tutor.ui.examples import category_examples
from tutor.ui.models.base import AppModel

STANDARD_ORDER = ("straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
                  "three-of-a-kind", "two-pair", "one-pair", "high-card")


@dataclass(frozen=True)
class LadderRow:
    """One row of the ladder."""

    category: str
    position: int  # 1 = best
    examples: tuple[tuple[Card, ...], ...]
    count: int | None  # hands of the deck in this category (None: not known)
    total: int | None  # all hands counted
    special: bool  # a row that differs from standard poker's ladder

    @property
    def odds(self) -> float | None:
        """``n`` in "1 in n" (all hands / hands of this row), or None."""
        if not self.count or not self.total:
            return None
        return self.total / self.count


@dataclass(frozen=True)
class LowExample:
    """One hand of a hi-lo game's low ladder (eight or better)."""

    cards: tuple[Card, ...]  # the five cards, ordered as the low family reads them
    place: int | None  # 1 = the best of the possible lows; None: no qualifying low
    reason: str = ""  # why a hand has no low: "high" (a card above 8) or "pair"


@dataclass(frozen=True)
class LowLadder:
    """What a hi-lo game's low half needs, its best and worst lows, examples and counts."""

    family: str  # "eight-low"
    best: tuple[Card, ...]  # 5-4-3-2-A
    worst: tuple[Card, ...]  # 8-7-6-5-4
    lows: int  # how many different lows there are (sets of five ranks)
    examples: tuple[LowExample, ...]  # qualifying lows, best first
    no_lows: tuple[LowExample, ...]  # hands without a low, with the reason
    count: int | None  # five-card hands of the deck that make a low
    total: int | None  # all five-card hands
    better: tuple[Card, ...]  # two lows compared in :attr:`LadderModel.low_compare_text`
    worse: tuple[Card, ...]

    @property
    def odds(self) -> float | None:
        if not self.count or not self.total:
            return None
        return self.total / self.count


def special_categories(categories: tuple[str, ...]) -> set[str]:
    """Rows that are new, or sit elsewhere than in standard poker's ladder.

    >>> sorted(special_categories(("straight-flush", "four-of-a-kind", "flush",
    ...     "full-house", "three-of-a-kind", "straight", "two-pair", "one-pair", "high-card")))
    ['flush', 'full-house', 'straight', 'three-of-a-kind']
    >>> special_categories(STANDARD_ORDER)
    set()
    """
    common = [c for c in categories if c in STANDARD_ORDER]
    standard = [c for c in STANDARD_ORDER if c in common]
    special = {c for c in categories if c not in STANDARD_ORDER}
    for c in common:
        if set(common[: common.index(c)]) != set(standard[: standard.index(c)]):
            special.add(c)
    return special


def _plain_game(family_id: str) -> Any:
    """A game of this family whose hand is exactly a player's own cards (no board)."""
    from tutor.games import GAMES

    for g in GAMES.values():
        if g.main_family == family_id and not g.board_cards and not g.is_hilo and (
            g.hole_cards == g.hand_size
        ):
            return g
    return None


def _low_examples(fam: Any, examples: dict[str, list[tuple[Card, ...]]]
                 ) -> dict[str, list[tuple[Card, ...]]]:
    """A low family: each row's examples best (lowest) first, the family's best hand
    (2-7: 7-5-4-3-2) leading its row.

    The family says which row its best hand belongs to and how the hands order.
    """
    out = {cat: sorted(hands, key=lambda h: -fam.strength(h)) for cat, hands in examples.items()}
    if fam.best_example is None:
        return out
    best = tuple(fam.evaluate(parse_cards(fam.best_example)).cards)
    row = out.setdefault(fam.evaluate(best).category, [])
    if not any(set(h) == set(best) for h in row):
        row.insert(0, best)
    return out


def _boardless_hilo(low_family_id: str) -> Any:
    """A hi-lo game with this low family and no board: two lows compare in it as they are."""
    from tutor.games import GAMES

    return next(g for g in GAMES.values()
                if g.is_hilo and g.low_family == low_family_id and not g.board_cards)


class LadderModel(AppModel):
    """The ladder of the chosen game, a selected row and the "try a hand" box.

    >>> m = LadderModel(game="double-barrel")
    >>> [r.category for r in m.rows()][:3]
    ['four-of-a-kind', 'four-flush', 'four-straight']
    >>> m.try_hand("Ah Kh 2h 9c")
    >>> m.try_category
    'three-flush'
    """

    selected = param.String(default="", doc="The selected row's category id, or ''.")
    try_text = param.String(default="")
    try_category = param.String(default="")
    try_cards = param.List(default=[])
    try_error = param.String(default="")

    @property
    def family(self) -> Any:
        return family_of(self.game_obj)

    @property
    def is_low(self) -> bool:
        return bool(self.family.low)

    @property
    def suit_ties(self) -> bool:
        """Do suits break ties in this game's ranking?"""
        return bool(self.family.suits_break_ties)

    def category_name(self, category: str) -> str:
        return category_label(category, self.lang, self.family)

    @property
    def categories(self) -> tuple[str, ...]:
        """The family's categories, best first (a 2-7 low ladder starts at high card)."""
        return tuple(self.family.ladder)

    def definition(self, category: str) -> str:
        """A one-line definition of a row, in the model's language."""
        from tutor.ui.strings import definition

        fam = self.family
        return definition(category, fam, self.lang)

    def rows(self) -> list[LadderRow]:
        fam = self.family
        cats = self.categories
        examples = category_examples(fam)
        if fam.low:
            examples = _low_examples(fam, examples)
        counts = category_counts(fam)
        total = counts.total
        special = set() if self.is_low else special_categories(cats)
        return [
            LadderRow(cat, i + 1, tuple(examples.get(cat, ())),
                      counts.get(cat) if counts else None, total, cat in special)
            for i, cat in enumerate(cats)
        ]

    def more_examples(self, category: str) -> list[tuple[Card, ...]]:
        """2 or 3 more hands of a row, none of them the one the table shows."""
        rows = {r.category: r for r in self.rows()}
        row = rows.get(category)
        if row is None or not row.examples:
            return []
        shown = row.examples[0]
        return [h for h in row.examples[1:] if set(h) != set(shown)][:3]

    def comparison(self, category: str) -> tuple[tuple[Card, ...], tuple[Card, ...], str] | None:
        """A hand of this row against a hand of the row below, and the core's why.

        The hands are from the "more examples" (not the table's), so the
        learner sees new hands; None for the lowest row.
        """
        below = self.neighbour(category)
        if below is None:
            return None
        rows = {r.category: r for r in self.rows()}
        upper = self.more_examples(category) or list(rows[category].examples)
        lower = self.more_examples(below) or list(rows[below].examples)
        if not upper or not lower:
            return None
        lower = [h for h in lower if not set(h) & set(upper[0])] or lower
        better, worse = upper[0], lower[0]
        return better, worse, self.compare_text(better, worse)

    # -- the low half of a hi-lo game --------------------------------------------------------
    @property
    def low_family(self) -> Any:
        """The family of the low half in a hi-lo game (eight or better), else None."""
        game = self.game_obj
        if not game.is_hilo or game.high is None:
            return None
        return game.low

    def low_ladder(self) -> LowLadder | None:
        """The eight-or-better low ladder of a hi-lo game (None in other games).

        Every order and count comes from the low family and :mod:`tutor.stats`:
        the lows are sorted by the family's strength, a hand without a low is
        one the family gives no value.
        """
        fam = self.low_family
        if fam is None:
            return None
        from itertools import combinations

        from tutor.cards import make_card

        def hand(ranks: tuple[int, ...], suits: tuple[int, ...]) -> tuple[Card, ...]:
            return tuple(make_card(14 if r == 1 else r, s) for r, s in zip(ranks, suits,
                                                                           strict=True))

        suits = (0, 1, 2, 3, 0)
        lows = [hand(rs, suits) for rs in combinations(range(1, 9), 5)]
        valued = sorted((fam.evaluate(h) for h in lows), key=lambda v: -v.strength)
        ordered = [tuple(v.cards) for v in valued if v.qualifies]
        picks = sorted({0, 1, len(ordered) // 2, len(ordered) - 1})
        examples = tuple(LowExample(ordered[i], i + 1) for i in picks)
        candidates = (("high", hand((9, 5, 4, 3, 2), (2, 0, 1, 3, 0))),
                      ("pair", hand((7, 7, 4, 3, 1), (0, 2, 1, 3, 1))))
        no_lows = tuple(LowExample(h, None, why) for why, h in candidates
                        if not fam.evaluate(h).qualifies)
        # the core's counts (tutor.stats counts every five-card hand when it keeps none)
        counts = category_counts(fam)
        count = sum(counts.values()) or None
        total = counts.total
        better = hand((8, 5, 4, 3, 2), (2, 0, 1, 3, 2))
        worse = hand((8, 6, 3, 2, 1), (0, 2, 1, 3, 2))
        if fam.strength(better) < fam.strength(worse):  # let the family say which is better
            better, worse = worse, better
        return LowLadder(str(fam.id), ordered[0], ordered[-1], len(ordered), examples,
                         no_lows, count, total, better, worse)

    def low_compare_text(self, better: tuple[Card, ...], worse: tuple[Card, ...]) -> str:
        """The core's explanation of one low against another (its hi-lo sentence's low part)."""
        from tutor.cards import parse_cards

        # a boardless hi-lo game (7-card stud hi-lo): five low cards plus cards that make
        # no low
        game = _boardless_hilo(self.low_family.id)
        extra = game.hole_cards - 5
        pads = [parse_cards("Kc Qd")[:extra], parse_cards("Kd Qs")[:extra]]
        try:
            outcome = run_showdown(game, [(*better, *pads[0]), (*worse, *pads[1])], ())
        except TutorError:
            return ""
        return render_parts(explanation(outcome), self.lang)[1] or ""

    def select(self, category: str) -> None:
        """Select a row (selecting it again unselects it); unknown ids are ignored."""
        if category not in self.categories:
            return
        self.selected = "" if self.selected == category else category

    def neighbour(self, category: str) -> str | None:
        """The category just below ``category``, or None for the lowest row."""
        cats = list(self.categories)
        i = cats.index(category)
        return cats[i + 1] if i + 1 < len(cats) else None

    def try_hand(self, text: str) -> None:
        """Name the category of a typed hand; a plain message when it is not one."""
        fam = self.family
        self.try_text = text = str(text)[:80]
        if not text.strip():
            self.param.update(try_category="", try_cards=[], try_error="")
            return
        try:
            cards = parse_cards(text, deck=fam.deck)
            value = hand_value(fam, cards, self.game_obj)
        except TutorError as err:
            self.param.update(try_category="", try_cards=[],
                              try_error=error_text(err, self.lang))
            return
        if not value.qualifies:
            self.param.update(try_category="", try_cards=list(cards),
                              try_error=self.text("no_low_hand"))
            return
        self.param.update(try_category=value.category, try_cards=list(value.cards),
                          try_error="")

    def compare_text(self, better: tuple[Card, ...], worse: tuple[Card, ...]) -> str:
        """The core's explanation of ``better`` against ``worse`` (two example hands).

        Asked of a game of this family where a player's hand is exactly its
        own cards; when no such game exists, a sentence from the category
        names and counts.
        """
        fam_id = str(self.family.id)
        game = _plain_game(fam_id)
        if game is not None:
            # the clause without the game's name ("5-card draw: ..."): the ladder is
            # about a family of hands, not a game
            try:
                return render_parts(explanation(run_showdown(game, [better, worse], ())),
                                    self.lang)[0]
            except TutorError:
                pass
        from tutor.i18n import category_phrase

        a = self.family.evaluate(better).category
        b = self.family.evaluate(worse).category
        counts = category_counts(self.family)
        from tutor.ui.strings import number

        rare = ""
        if counts.get(a) and counts.get(b) and counts[a] < counts[b]:
            na, nb = number(counts[a], self.lang), number(counts[b], self.lang)
            rare = _(": it is rarer in this deck ({a} hands against {b})", self.lang, a=na,
                     b=nb)
        return _("{a} beats {b} in {game}{rare}.", self.lang,
                 a=category_phrase(a, self.lang).capitalize(),
                 b=category_phrase(b, self.lang), game=self.game_name, rare=rare)

    @param.depends("game", watch=True)
    def _game_changed(self) -> None:
        self.selected = ""
        if self.try_text:
            self.try_hand(self.try_text)
