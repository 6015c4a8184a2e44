"""A lesson's closing check: a few fresh items from the lesson's own exercises, a pass mark.

The page passes the lesson's exercises as data (a URL-query-like mapping: ``items`` =
``kind/game`` per exercise, e.g. ``quiz/holdem``, ``lesson`` = the lesson's id). The
check deals :data:`SIZE` items, the exercises in turn from a place the seed picks, each a
fresh task of its own model (a drill, the quiz, the split trainer, a Raspisnoy drill),
judged by that model's own feedback. Every first answer goes on to the page as the item's
own :attr:`outcome` (it counts in the lesson's exercises, and a wrong one goes to the
review like any other); after the last item the check's own outcome follows:
``{"kind": "check", "lesson", "passed", "right", "of", "first", "time"}`` -- passed when
at least :data:`PASS_MARK` items were right at the first try.

Its seed deals like a drill's (:mod:`tutor.ui.models.seeds`): a visit seed's first item
comes from its last five digits (the build's first state), every other item from the
whole seed; "Take a new check" deals a new round from the same seed.

>>> import tutor.ui.widgets  # registers every kind's model (this module cannot import it)
>>> m = CheckModel(seed=7)
>>> m.load_query({"items": ["name-hand/holdem", "quiz/holdem"], "lesson": ["games/holdem/"]})
>>> len(m.entries), m.current.kind in ("name-hand", "quiz"), m.done
(5, True, False)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import param

from tutor.errors import TutorError
from tutor.texts import N_, MessageTable
from tutor.ui.models.review import JUDGED, ReviewModel
from tutor.ui.models.seeds import VISIT_SEEDS, deal_seed
from tutor.ui.review_strings import rv

SIZE = 5
"""Items in one check."""
PASS_MARK = 4
"""Items right at the first try that pass it."""
MAX_EXERCISES = 40

OWN_GAMES = ("raspisnoy",)
"""Games an exercise key may name that are not poker games of the registry (the Raspisnoy
drills' own: their model is told no game)."""

_TEXTS: dict[str, str] = {
    "title": "Check: are you ready?",
    "intro": "Five mixed items from this lesson's exercises. Answer four of them right at the "
             "first try and the lesson is marked done.",
    "loading": "Dealing the check…",
    "score": "Right at the first try so far: {right} of {answered}.",
    "item_right": "Right at the first try.",
    "item_wrong": "Not right at the first try: this item goes to your review. You can still try "
                  "it again now.",
    "result": "See the result",
    "passed": "Check passed: {right} of {total} right at the first try. The lesson is marked done.",
    "failed": "Not passed yet: {right} of {total} right at the first try, and {need} are needed. "
              "Practise with the exercises above, then take a new check.",
    "again": "Take a new check",
    "no_items": "This lesson has no exercises to check.",
    "bad_item": "Exercise {n} of the check could not be dealt ({why}); it is left out.",
}
_CHECK_TEXTS = MessageTable("check", _TEXTS, fallback=rv)


def exercise_of(text: object) -> tuple[str, str]:
    """``(kind, game)`` of an exercise key ``kind/game``; a ``TutorError`` names a bad one.

    >>> import tutor.ui.widgets
    >>> exercise_of("quiz/holdem"), exercise_of("rasp-bid/raspisnoy")
    (('quiz', 'holdem'), ('rasp-bid', 'raspisnoy'))
    >>> exercise_of("dance/holdem")
    Traceback (most recent call last):
    ...
    tutor.errors.TutorError: unknown exercise 'dance/holdem'
    """
    from tutor.games import GAME_IDS

    key = str(text)[:60]
    kind, _, game = key.partition("/")
    if kind not in JUDGED or (game not in GAME_IDS and game not in OWN_GAMES):
        raise TutorError(N_("unknown exercise {key}"), key=repr(key))
    return kind, game


class CheckModel(ReviewModel):
    """A check session: its items, the one being answered, the first answers, the result."""

    kind = "check"

    seed = param.Integer(default=0, doc="The check's seed: which items it deals.")
    round = param.Integer(default=0, doc="Which check of the seed ('Take a new check').")
    exercises = param.List(default=[], doc="The lesson's exercises, as (kind, game).")
    lesson = param.String(default="", doc="The lesson's id (its path: games/holdem/).")

    def text(self, key: str, **values: object) -> str:
        return _CHECK_TEXTS(key, self.lang, **values)

    # -- the page's data ------------------------------------------------------------------
    def load_query(self, query: Mapping[str, Any]) -> None:
        """Take the lesson's exercises (``items``) and its id (``lesson``); bad ones named.

        >>> import tutor.ui.widgets
        >>> m = CheckModel(lang="ru")
        >>> m.load_query({"items": ["quiz/holdem"]}); m.intro_text()[:13]
        'Пять заданий '
        >>> (SIZE, PASS_MARK) == (5, 4)  # the intro says five and four in words
        True
        """
        super(ReviewModel, self).load_query(query)  # lang and seed, as every model
        raw = query.get("items") or []
        items = [raw] if isinstance(raw, str) else list(raw)
        exercises: list[tuple[str, str]] = []
        problems: list[str] = []
        for i, text in enumerate(items[:MAX_EXERCISES]):
            try:
                pair = exercise_of(text)
            except TutorError as err:
                problems.append(self.text("bad_item", n=i + 1, why=str(err)))
                continue
            if pair not in exercises:
                exercises.append(pair)
        lesson = query.get("lesson") or [""]
        lesson_text = lesson if isinstance(lesson, str) else str(lesson[0] if lesson else "")
        update: dict[str, Any] = {"exercises": exercises, "problems": problems, "loaded": True}
        if all(c.isalnum() or c in "/-_." for c in lesson_text):
            update["lesson"] = lesson_text[:120]
        self.param.update(**update)
        self.restart(0)

    def restart(self, round_: int | None = None) -> None:
        """Deal check ``round_`` of the seed (the next one when not given)."""
        self.round = self.round + 1 if round_ is None else round_
        self.param.update(entries=self._entries(), position=0, results=[], done=False)
        self._deal()

    def _entries(self) -> list[dict[str, Any]]:
        """The round's items: the exercises in turn from a place the seed picks, each with a
        seed of its own (the first round's first item from the visit's first deal)."""
        if not self.exercises:
            return []
        first = deal_seed(int(self.seed), 0) if self.round == 0 else int(self.seed)
        start = random.Random(f"check:{first}:{self.round}").randrange(len(self.exercises))
        entries = []
        for i in range(SIZE):
            kind, game = self.exercises[(start + i) % len(self.exercises)]
            source = first if i == 0 else int(self.seed)
            seed = random.Random(f"check:{source}:{self.round}:{i}").randrange(1, VISIT_SEEDS)
            entries.append({"kind": kind, "game": game, "seed": seed, "n": i + 1})
        return entries

    # -- dealing --------------------------------------------------------------------------
    def _deal(self) -> None:
        """Deal the item at :attr:`position` (skipping, and naming, one that cannot be)."""
        while self.position < len(self.entries):
            entry = self.entries[self.position]
            game = None if entry["game"] in OWN_GAMES else entry["game"]
            try:
                model = self.factory(entry["kind"], game, self.lang, entry["seed"])
            except TutorError as err:
                self.problems = [*self.problems, self.text("bad_item", n=entry["n"],
                                                           why=str(err))]
                self.position += 1
                continue
            entry["item"] = model.item()
            model.param.watch(self._judged, "outcome", onlychanged=False)
            model.__dict__["next"] = self.advance  # its own "Next" goes to the next item
            model.seed_links = False  # one item of the check: no seed line of its own
            self.param.update(current=model, answered=False, done=False)
            return
        self.param.update(current=None, answered=False, done=True)

    # -- answers --------------------------------------------------------------------------
    def _judged(self, event: Any) -> None:
        out = event.new
        if self.answered or not out or not out.get("first") or self.current is None:
            return  # only the first answer to the item counts
        entry = self.entries[self.position]
        if event.obj is not self.current:
            return  # an item the check has left
        # any task the item's model shows counts (the learner may change its level: a fresh
        # task of the same exercise all the same)
        entry["item"] = out.get("item")
        correct = bool(out["correct"])
        self.results = [*self.results, (entry["kind"], correct, "")]
        self.answered = True
        self.param.update(outcome=dict(out))  # counted in the lesson; a wrong one reviewed
        if len(self.results) == len(self.entries):
            self.param.update(outcome=self.result())

    def advance(self) -> None:
        """Go to the next item; one left unanswered (its answer shown, or skipped) is not
        right at the first try."""
        if self.done:
            return
        if self.current is not None and not self.answered:
            entry = self.entries[self.position]
            self.results = [*self.results, (entry["kind"], False, "")]
            if len(self.results) == len(self.entries):
                self.param.update(outcome=self.result())
        super().advance()

    @property
    def right(self) -> int:
        """Items right at the first try so far."""
        return sum(1 for _, ok, _ in self.results if ok)

    @property
    def passed(self) -> bool:
        """Every item answered, and enough of them right at the first try."""
        return bool(self.entries) and len(self.results) == len(self.entries) and (
            self.right >= min(PASS_MARK, len(self.entries)))

    def result(self) -> dict[str, Any]:
        """The check's outcome: its lesson, passed or not, how many right of how many."""
        return {"kind": "check", "lesson": self.lesson, "passed": self.passed,
                "right": self.right, "of": len(self.entries), "first": True,
                "time": int(self.clock() * 1000)}

    # -- what the view says ---------------------------------------------------------------
    def intro_text(self) -> str:
        return self.text("intro")  # its words say SIZE and PASS_MARK

    def summary_lines(self) -> list[str]:
        """What the check says when it is over (or when the lesson has nothing to check)."""
        if not self.entries:
            return [self.text("no_items")]
        values = {"right": self.right, "total": len(self.entries),
                  "need": min(PASS_MARK, len(self.entries))}
        return [self.text("passed" if self.passed else "failed", **values)]
