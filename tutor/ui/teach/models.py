"""The classroom pages' state: the teacher's plan form, and a class going through its deals.

Plain ``param`` (tested without a browser); drawn by :mod:`tutor.ui.teach.views`.

>>> t = TeachPlanModel(games=["holdem"], kinds=["quiz"], deals=3, seed=42)
>>> t.make()
True
>>> t.link()
'class/?plan=1~g:holdem~k:quiz~n:3~s:42'
>>> c = TeachClassModel(plan_text=t.plan_text)
>>> c.total, c.deal.kind, c.deal.number
(3, 'quiz', 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import quote

import param

from tutor.games import GAME_IDS
from tutor.ui import kinds
from tutor.ui.models.base import AppModel
from tutor.ui.teach.plan import (
    LEVELS,
    MAX_DEALS,
    MAX_SEED,
    PLAN_KINDS,
    Deal,
    Plan,
    PlanError,
    decode,
    encode,
    make_plan,
    parse_positions,
    schedule,
)
from tutor.ui.teach.texts import TEXTS, tt

CLASS_ROUTE = "class/"
"""The class page, relative to the teacher's page (``teach/`` → ``teach/class/``)."""
LINK_SAFE = "~:,/"
"""Characters of a plan left as they are in a link (readable, and valid in a URL query)."""
VIEWS = ("student", "projector")
MAX_LINK = 2_100_000
"""Longest plan text a link can carry (Chromium's URLs are at most 2 MB; page.js passes the
same): longer than :data:`tutor.ui.teach.plan.MAX_TEXT` is refused, naming its length."""


class _Texts(AppModel):
    """The classroom's own words first, then the apps' shared ones."""

    def text(self, key: str, **values: object) -> str:
        if key in TEXTS:
            return tt(key, self.lang, **values)
        return super().text(key, **values)


def kind_title(kind: str, lang: str) -> str:
    """An exercise's name as its widget titles it ("Who wins?", "Name the hand"…).

    >>> kind_title("quiz", "ru"), kind_title("is-low", "en")
    ('Кто выиграл?', 'Is there a low?')
    """
    return kinds.kind(kind).title(lang)


class TeachPlanModel(_Texts):
    """The teacher's choices and the plan they make (or why it cannot be made)."""

    games = param.ListSelector(default=["holdem"], objects=list(GAME_IDS))
    kinds = param.ListSelector(default=["quiz"], objects=list(PLAN_KINDS))
    level: Any = param.Selector(default="beginner", objects=list(LEVELS))
    hands = param.Integer(default=0, bounds=(0, 6), doc="Hands per quiz deal; 0 = 2..6 by seed.")
    deals = param.Integer(default=8, bounds=(0, MAX_DEALS))
    seed = param.Integer(default=0, bounds=(0, MAX_SEED))
    positions = param.String(default="", doc="The teacher's positions, one a line.")
    plan_text = param.String(default="", doc="The plan made last ('' until one is made).")
    errors = param.List(default=[], doc="Why the plan could not be made (sentences).")
    skipped = param.List(default=[], doc="Typed lines left out of the plan, and why.")

    def make(self) -> bool:
        """Make the plan from the choices; ``False`` (and :attr:`errors`) if it cannot be."""
        default_game = self.games[0] if self.games else "holdem"
        found, skipped = parse_positions(self.positions, default_game, self.lang)
        try:
            plan = make_plan(list(self.games), list(self.kinds), int(self.deals),
                             int(self.seed), str(self.level), int(self.hands), found)
        except PlanError as err:
            self.param.update(plan_text="", errors=[err.text(self.lang)], skipped=skipped)
            return False
        self.param.update(plan_text=encode(plan), errors=[], skipped=skipped)
        return True

    @property
    def plan(self) -> Plan | None:
        return decode(self.plan_text) if self.plan_text else None

    def link(self, view: str = "student") -> str:
        """The class link (relative to the teacher's page); ``view="projector"`` for the room."""
        url = f"{CLASS_ROUTE}?plan={quote(self.plan_text, safe=LINK_SAFE)}"
        return url + ("&view=projector" if view == "projector" else "")

    def order_lines(self) -> list[str]:
        """The plan's deals as the teacher checks them: "1. Texas Hold'em — Who wins?"."""
        plan = self.plan
        if plan is None:
            return []
        from tutor.games import get_game

        out = []
        for d in schedule(plan):
            what = kind_title(d.kind, self.lang)
            if d.position is not None:
                what += f" ({tt('your_position', self.lang)})"
            out.append(f"{get_game(d.game).name(self.lang)} — {what}")
        return out


def deal_model(deal: Deal, plan: Plan, lang: str) -> Any:
    """The exercise's own model dealing this deal (the models' seeding: seed and task number)."""
    if deal.kind not in kinds.DRILLS:  # the quiz, with the plan's level and hands
        from tutor.ui.models.quiz import QuizModel

        quiz = QuizModel(game=deal.game, lang=lang, seed=deal.seed, number=deal.number,
                         level=plan.level, players=plan.hands)
        if deal.position is not None:
            quiz.load_deal(deal.position.hands, deal.position.board)
        return quiz
    from tutor.ui.models.drills import drill_class

    return drill_class(deal.kind)(game=deal.game, lang=lang, seed=deal.seed, number=deal.number)


class TeachClassModel(_Texts):
    """A class going through a plan's deals: the deal shown, and (projector) revealed or not.

    >>> c = TeachClassModel(plan_text="1~g:holdem~k:quiz~n:2~s:5", view="projector")
    >>> c.revealed, c.go(1), c.index, c.go(1), c.index
    (False, True, 1, False, 1)
    >>> TeachClassModel(plan_text="1~g:holdem~k:quiz~n:x").error
    'This class link cannot be read: number of deals: “x” is not a whole number from 0 to 40'
    """

    plan_text = param.String(default="")
    view: Any = param.Selector(default="student", objects=list(VIEWS))
    index = param.Integer(default=0, bounds=(0, None))
    revealed = param.Boolean(default=False, doc="Projector: the answer is shown.")
    error = param.String(default="", doc="Why the plan cannot be read ('' when it can).")

    def __init__(self, **params: Any) -> None:
        self._plan: Plan | None = None
        self._deals: list[Deal] = []
        self._models: dict[int, Any] = {}
        super().__init__(**params)
        self._load()

    @param.depends("plan_text", watch=True)
    def _load(self) -> None:
        self._models = {}
        self._plan, self._deals = None, []
        error = ""
        if self.plan_text:
            try:
                self._plan = decode(self.plan_text)
                self._deals = schedule(self._plan)
            except PlanError as err:
                error = self.text("bad_plan", why=err.text(self.lang))
        self.param.update(index=0, revealed=False, error=error)

    @param.depends("lang", watch=True)
    def _relang(self) -> None:
        for m in self._models.values():
            m.lang = self.lang
        if self.error:
            self._load()

    def load_query(self, query: Mapping[str, str | Sequence[str]]) -> None:
        """The page's URL query: ``plan`` (the plan's text), ``view`` (``projector``).

        The plan is taken whole (up to a browser's longest URL), so one too long is refused
        with its true length (:func:`tutor.ui.teach.plan.decode` checks the length first).
        """
        def first(key: str) -> str:
            v = query.get(key)
            if v is None or isinstance(v, str):
                return v or ""
            return str(v[0]) if v else ""

        view = first("view")
        self.param.update(view=view if view in VIEWS else "student",
                          plan_text=first("plan")[:MAX_LINK])

    @property
    def plan(self) -> Plan | None:
        return self._plan

    @property
    def problems(self) -> list[str]:
        """The plan's task steps left out (each naming its step and why), in the page's language."""
        return [e.text(self.lang) for e in self._plan.problems] if self._plan else []

    @property
    def total(self) -> int:
        return len(self._deals)

    @property
    def deal(self) -> Deal | None:
        return self._deals[self.index] if self._deals else None

    @property
    def model(self) -> Any:
        """The current deal's exercise model (built once per deal, kept while the class runs)."""
        deal = self.deal
        if deal is None or self._plan is None:
            return None
        if deal.index not in self._models:
            self._models[deal.index] = deal_model(deal, self._plan, self.lang)
        return self._models[deal.index]

    def go(self, step: int) -> bool:
        """Show the deal ``step`` away (±1); ``False`` at either end."""
        target = self.index + step
        if not 0 <= target < self.total:
            return False
        self.param.update(index=target, revealed=False)
        return True

    def reveal(self) -> None:
        """Projector: show the answer (a drill reveals its own; the quiz's is the core's)."""
        m = self.model
        if m is None or self.revealed:
            return
        from tutor.ui.models.drills.base import DrillModel

        if isinstance(m, DrillModel):
            m.reveal()
        self.revealed = True
