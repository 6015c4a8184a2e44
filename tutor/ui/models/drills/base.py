"""What every drill shares: a seeded task, an answer, feedback that names the rule, retry.

A drill deals task number ``number`` of seed ``seed`` for its game (the same
seed gives a class the same tasks). The learner answers; :meth:`submit`
checks and fills ``feedback`` (sentences in the model's language) with
``ok`` True or False. A wrong answer can be changed and checked again
(``retry`` clears it); ``reveal`` shows the answer. Once right (or
revealed), Enter deals the next task.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import param

from tutor.errors import Phrase, TutorError
from tutor.games import GAME_IDS, Game, get_game
from tutor.texts import N_
from tutor.ui.drill_strings import dt
from tutor.ui.models.base import SeededRoundModel
from tutor.ui.models.seeds import deal_seed

LETTERS = "abcdefghijklmnopqrstuvwxyz"


class DrillModel(SeededRoundModel):
    """A drill's common state; subclasses define :meth:`fits`, :meth:`make_task`, :meth:`check`."""

    kind = "drill"
    title_key = "drill"
    layout: ClassVar[str] = ""
    """How the common drill view draws the task (:data:`tutor.ui.views.drills.TASKS`)."""
    typed: ClassVar[bool] = False
    """Whether the answer is typed (the Check button collects the inputs)."""

    seed = param.Integer(default=0)
    number = param.Integer(default=0, doc="Which task of the seed is shown.")
    ok = param.Parameter(default=None, doc="None before checking, then True/False.")
    feedback = param.List(default=[], doc="Sentences about the last check.")
    revealed = param.Boolean(default=False)
    tries = param.Integer(default=0, doc="Checks of the current task.")
    asked = param.Integer(default=0, doc="Tasks finished this session.")
    solved = param.Integer(default=0, doc="Tasks right at the first try.")
    streak = param.Integer(default=0)
    error = param.String(default="")

    def __init__(self, **params: Any) -> None:
        game = params.get("game")
        if game is not None and not self.fits(get_game(game)):
            raise TutorError(N_("the {kind} drill does not fit {game}"), kind=self.kind,
                             game=Phrase(get_game(game).names["en"], context="game"))
        super().__init__(**params)
        self.deal()

    # -- to define ----------------------------------------------------------------------
    @classmethod
    def fits(cls, game: Game) -> bool:
        """Can this drill be played in ``game``?"""
        return True

    def make_task(self, rng: random.Random) -> None:
        """Deal a task from ``rng`` and clear the answer."""
        raise NotImplementedError

    def check(self) -> tuple[bool, list[str]]:
        """Is the answer right, and what to say (the rule, what the learner did)."""
        raise NotImplementedError

    def answer_lines(self) -> list[str]:
        """The right answer in words (shown by :meth:`reveal`)."""
        raise NotImplementedError

    def clear_answer(self) -> None:
        """Forget the learner's answer (keep the task)."""

    def ready(self) -> str:
        """'' when an answer can be checked, else what is missing (a sentence)."""
        return ""

    def handle(self, action: str, value: str, focus: str = "") -> None:
        """A click or a key from the view (``action``, ``value``)."""
        if action == "submit":
            self.submit()
        elif action == "next":
            self.next()
        elif action == "retry":
            self.retry()
        elif action == "reveal":
            self.reveal()
        elif action == "key":
            self.handle_key(value, focus)

    def handle_key(self, key: str, focus: str = "") -> bool:
        if key == "Enter":
            self.enter()
            return True
        if key == "Escape":
            self.retry()
            return True
        return False

    def shortcut_keys(self) -> list[str]:
        return ["Enter", "Escape"]

    # -- shared -------------------------------------------------------------------------
    def t(self, key: str, **values: object) -> str:
        return dt(key, self.lang, **values)

    def text(self, key: str, **values: object) -> str:
        """A UI text: the drills' own words first, then the apps' shared ones."""
        return dt(key, self.lang, **values)

    @property
    def game_obj(self) -> Game:
        return get_game(self.game)

    def deal_round(self) -> None:
        """Deal task ``number`` of ``seed`` (a task's item is the two; the game is the
        outcome's)."""
        self.deal()

    def rng(self) -> random.Random:
        """Task ``number``'s randomness: a visit seed's task 0 is its last five digits' (the
        build's first state, :mod:`tutor.ui.models.seeds`), every other task the seed's own."""
        seed = deal_seed(self.seed, self.number)
        return random.Random(f"{self.kind}:{self.game}:{seed}:{self.number}")

    def deal(self) -> None:
        self.param.update(ok=None, feedback=[], revealed=False, tries=0, checked=False,
                          error="")
        self.make_task(self.rng())

    @param.depends("seed", "game", watch=True)
    def _restart(self) -> None:
        self.number = 0
        self.deal()

    def next(self) -> None:
        if not self.checked:
            self.asked += 1
            self.streak = 0
        self.number += 1
        self.deal()

    def submit(self) -> bool | None:
        """Check the answer: True/False, or None (and ``error``) when it is incomplete."""
        if self.checked:
            return bool(self.ok)
        missing = self.ready()
        if missing:
            self.error = missing
            return None
        ok, lines = self.check()
        self.report(ok)
        first = self.tries == 0
        self.tries += 1
        update: dict[str, Any] = {"ok": ok, "feedback": lines, "error": ""}
        if ok:
            update.update(checked=True, asked=self.asked + 1,
                          solved=self.solved + (1 if first else 0),
                          streak=self.streak + 1 if first else 0)
        else:
            update["streak"] = 0
        self.param.update(**update)
        return ok

    def retry(self) -> None:
        """Clear the answer and the feedback, keep the task."""
        if self.checked:
            return
        self.clear_answer()
        self.param.update(ok=None, feedback=[], error="")

    def reveal(self) -> None:
        """Show the answer; the task counts as not solved."""
        if self.checked:
            return
        self.param.update(revealed=True, checked=True, ok=None, asked=self.asked + 1,
                          streak=0, feedback=[*self.feedback, *self.answer_lines()],
                          error="")

    def score_text(self) -> str:
        return self.t("score", solved=self.solved, asked=self.asked, streak=self.streak)

    def keys_text(self) -> str:
        """The line under the task naming its answer keys."""
        return str(self.t("keys_pick", n=self.pick_count()))

    def pick_count(self) -> int:
        """How many options the digit keys pick among."""
        return 4


class PickOneDrill(DrillModel):
    """A drill answered by picking one of a few options: a click (``pick``) or its digit key."""

    options_keys = 4
    """How many options the digit keys 1..n pick."""

    def pick(self, index: int) -> None:
        """Choose option ``index`` (0-based)."""
        raise NotImplementedError

    def handle(self, action: str, value: str, focus: str = "") -> None:
        if action == "pick":
            self.pick(int(value))
        else:
            super().handle(action, value, focus)

    def handle_key(self, key: str, focus: str = "") -> bool:
        if key.isdigit() and key != "0":
            self.pick(int(key) - 1)
            return True
        return super().handle_key(key, focus)

    def shortcut_keys(self) -> list[str]:
        return [*super().shortcut_keys(), *(str(n) for n in range(1, self.options_keys + 1))]



class PickAChoiceDrill(PickOneDrill):
    """A drill whose options are its ``choices`` (a list parameter of the subclass) and whose
    answer is the index ``picked`` (an integer parameter, -1 before a pick)."""

    choices: Any
    picked: Any

    def pick(self, index: int) -> None:
        if not self.checked and 0 <= index < len(self.choices):
            self.param.update(picked=index, error="")

    def pick_count(self) -> int:
        return len(self.choices)

    def clear_answer(self) -> None:
        self.picked = -1

    def ready(self) -> str:
        return "" if self.picked >= 0 else self.t("pick_one")

def own_games(cls: Any) -> Any:
    """Give a drill class its own game selector: the games it fits, the first by default.

    Each drill declares its own ``game`` parameter, so this never touches the
    selector of another app (a parameter shared with :class:`AppModel` would).
    """
    fits = [g for g in GAME_IDS if cls.fits(get_game(g))]
    cls.param.game.objects = fits
    cls.param.game.default = fits[0]
    return cls
