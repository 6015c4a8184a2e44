"""The widget kinds, one row each: everything else that lists kinds reads this table.

A row names a kind's model and view (by module path: a page's Python imports only the
modules of the kinds its slots show), its title (through the text lookup its texts live
in), whether its answers are judged, whether it deals from visit seeds, which games it
fits, and whether ``tutor apps`` serves it (at ``/<id>``). :func:`tutor.ui.widgets.make_model`,
``tutor apps``, the site's slot check (:mod:`tutor.site.inject`), the teacher's plan, the
review and the browser's lists (written by the build into ``progress.js``) all come from it.

>>> [k.id for k in KINDS][:4]
['ladder', 'quiz', 'split', 'explain']
>>> kind("is-low").judged, kind("ladder").judged, kind("quiz").route
(True, False, '/quiz')
>>> kind("bring-in").title("ru")
'Кто делает бринг-ин? Кто ходит первым?'
>>> kind("dance")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tutor.errors.TutorError: unknown widget kind `dance`; use ladder, quiz, ...
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tutor.errors import TutorError, quote
from tutor.texts import N_

if TYPE_CHECKING:
    from tutor.games import Game

RASPISNOY = "raspisnoy"
"""The game of the Raspisnoy kinds (not a poker game of the registry: their slot names it)."""


TEXTS = (
    "tutor.texts",
    "tutor.ui.drill_strings",
    "tutor.ui.rasp_strings",
    "tutor.ui.strings",
    "tutor.ui.teach.texts",
)
"""The text lookups a row's title is read through (the only modules this one loads: the
models and views are loaded by :mod:`tutor.ui.widgets`, which sits above them)."""


def _text_lookup(path: str) -> Any:
    """``"package.module:name"``, a function of :data:`TEXTS`."""
    module, name = path.split(":")
    if module not in TEXTS:
        raise TutorError(f"a kind's title names a lookup outside the text modules: {module}")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class Kind:
    """One widget kind."""

    id: str
    model: str
    """The model class, ``module:Name``."""
    view: str
    """The view class, ``module:Name``; it is called with the model (and, for a kind that
    shows other kinds' widgets, :func:`tutor.ui.widgets.make_view`)."""
    title_text: tuple[str, str]
    """``(lookup, key)``: the lookup function, ``module:name``, and the title's key in it
    (``context|message`` for the catalogue's ``p_``)."""
    game: str = "any"
    """``any``: a ``game`` is any poker game of the registry; ``fits``: one the model's
    ``fits(game)`` accepts; ``none``: the kind takes no game."""
    seeded: bool = True
    """Whether the model takes a ``seed`` (``None``: a fresh one every visit)."""
    judged: bool = False
    """Whether the model judges answers and publishes them as ``outcome``."""
    visit_seeded: bool = False
    """Whether the page asks Python for the deal of visit seed ``V * 100000 + B``."""
    served: bool = True
    """Whether ``tutor apps`` serves it (at :attr:`route`)."""
    plan: bool = False
    """Whether a teacher's plan may hold it (one task to vote on)."""
    own_game: str = ""
    """The one game the kind belongs to when it is not a poker game of the registry."""
    nests: bool = False
    """Whether its view shows other kinds' widgets (it is given ``make_view``)."""
    learner_data: bool = False
    """Whether it shows the learner's own data, kept in the browser (the build cannot know
    it, so its slot gets no first state)."""
    dealt: bool = False
    """Whether the page passes its own URL's shared deal (``?seed=``, ``?p=…&b=``) to it."""
    default_game: str = ""
    """The game a slot of this kind that names none stands for (its exercise ``kind/game``)."""
    closing: bool = False
    """Whether it is the lesson's closing check (the build appends one to every lesson page;
    its outcome is the lesson's pass or fail)."""

    @property
    def route(self) -> str:
        """Its ``panel serve`` route ('' when not served)."""
        return "/" + self.id if self.served else ""

    def title(self, lang: str) -> str:
        """Its title in ``lang`` (the title its widget shows)."""
        lookup, key = self.title_text
        if "|" in key:  # a catalogue message with its context: "context|message"
            context, message = key.split("|", 1)
            return str(_text_lookup(lookup)(context, message, lang))
        return str(_text_lookup(lookup)(key, lang))

    def fits(self, game: Game, model_class: Any) -> bool:
        """Whether a slot of this kind may show ``game`` (``model_class``: its model's class)."""
        if self.game == "fits":
            return bool(model_class.fits(game))
        return self.game == "any"


_M = "tutor.ui.models."
_V = "tutor.ui.views."
_UI = "tutor.ui.strings:t"
_DRILL = "tutor.ui.drill_strings:dt"
_RASP = "tutor.ui.rasp_strings:rt"
_TEACH = "tutor.ui.teach.texts:tt"


def _drill(kind_id: str, module: str, name: str, *, plan: bool = True,
           title: tuple[str, str] | None = None) -> Kind:
    return Kind(kind_id, f"{_M}drills.{module}:{name}", f"{_V}drills:DrillView",
                title or (_DRILL, f"{module}_title"), game="fits", judged=True,
                visit_seeded=True, plan=plan)


def _rasp(kind_id: str, name: str, *, judged: bool = True) -> Kind:
    module = "rasp_drills" if judged else "rasp_game"
    view = "rasp_drills:RaspDrillView" if judged else "rasp_game:RaspGameView"
    return Kind(kind_id, f"{_M}{module}:{name}", _V + view,
                (_RASP, kind_id.split("-", 1)[1] + "_title"), game="none", judged=judged,
                visit_seeded=judged, own_game=RASPISNOY)


KINDS: tuple[Kind, ...] = (
    Kind("ladder", f"{_M}ladder:LadderModel", f"{_V}ladder:LadderView", (_UI, "ladder_title"),
         seeded=False),
    Kind("quiz", f"{_M}quiz:QuizModel", f"{_V}quiz:QuizView", (_UI, "quiz_title"),
         judged=True, visit_seeded=True, plan=True, dealt=True),
    Kind("split", f"{_M}split:SplitTrainerModel", f"{_V}split:SplitView", (_UI, "split_title"),
         game="none", judged=True, visit_seeded=True, dealt=True,
         default_game="double-barrel"),
    Kind("explain", f"{_M}explainer:ExplainerModel", f"{_V}explainer:ExplainerView",
         (_UI, "explain_title"), seeded=False),
    _drill("name-hand", "name_hand", "NameHandModel"),
    _drill("which-cards", "which_cards", "WhichCardsModel"),
    _drill("is-low", "is_low", "IsLowModel"),
    _drill("bring-in", "bring_in", "BringInModel"),
    _drill("suit-bring-in", "suit_bring_in", "SuitBringInModel",
           title=("tutor.texts:p_", "drill:suit_bring_in_title|Which suit brings in?")),
    _drill("split-pot", "split_pot", "SplitPotModel"),
    _drill("legal-bet", "legal_bet", "LegalBetModel"),
    _drill("barrel-hand", "barrel_hand", "BarrelHandModel", plan=False),
    _rasp("rasp-legal", "RaspLegalModel"),
    _rasp("rasp-trick", "RaspTrickModel"),
    _rasp("rasp-bid", "RaspBidModel"),
    _rasp("rasp-score", "RaspScoreModel"),
    _rasp("rasp-game", "RaspGameModel", judged=False),
    Kind("teach-plan", "tutor.ui.teach.models:TeachPlanModel",
         "tutor.ui.teach.views:TeachPlanView", (_TEACH, "plan_title"), game="none",
         served=False),
    Kind("teach-class", "tutor.ui.teach.models:TeachClassModel",
         "tutor.ui.teach.views:TeachClassView", (_TEACH, "class_title"), game="none",
         seeded=False, served=False),
    Kind("review", f"{_M}review:ReviewModel", f"{_V}review:ReviewView",
         ("tutor.texts:p_", "review:title|Review"), game="none", seeded=False, served=False,
         nests=True, learner_data=True),
    Kind("check", f"{_M}check:CheckModel", f"{_V}check:CheckView",
         ("tutor.texts:p_", "check:title|Check: are you ready?"), game="none", visit_seeded=True,
         nests=True, closing=True),
)
"""Every widget kind, in the order the apps and the lists show them."""

_BY_ID = {k.id: k for k in KINDS}
IDS: tuple[str, ...] = tuple(_BY_ID)
"""The kinds' ids."""
DRILLS: tuple[str, ...] = tuple(k.id for k in KINDS if k.game == "fits")
"""The concept drills (one generic view, :mod:`tutor.ui.views.drills`)."""
JUDGED: tuple[str, ...] = tuple(k.id for k in KINDS if k.judged)
VISIT_SEEDED: tuple[str, ...] = tuple(k.id for k in KINDS if k.visit_seeded)
SERVED: tuple[str, ...] = tuple(k.id for k in KINDS if k.served)
PLAN: tuple[str, ...] = tuple(k.id for k in KINDS if k.plan)
LEARNER_DATA: tuple[str, ...] = tuple(k.id for k in KINDS if k.learner_data)
OWN_GAME: dict[str, str] = {k.id: k.own_game for k in KINDS if k.own_game}
CLOSING_CHECK: str = next(k.id for k in KINDS if k.closing)
"""The kind of the lesson's closing check."""
SLOT_GAMES: dict[str, str] = {k.id: k.own_game or k.default_game for k in KINDS
                              if k.own_game or k.default_game}
"""The game of a slot that names none, by kind (Raspisnoy's kinds, the split trainer)."""


def kind(kind_id: str) -> Kind:
    """The row of a kind id (an unknown id is a clear error)."""
    try:
        return _BY_ID[kind_id]
    except (KeyError, TypeError):
        raise TutorError(N_("unknown widget kind {shown}; use {known}"),
                         shown=quote(str(kind_id)), known=", ".join(IDS)) from None


def slot_game(kind_id: str, game: str) -> str:
    """The game of a slot of ``kind_id`` showing ``game`` ('': the kind's own or default).

    >>> slot_game("quiz", "soko"), slot_game("rasp-bid", ""), slot_game("split", "")
    ('soko', 'raspisnoy', 'double-barrel')
    """
    return game or SLOT_GAMES.get(kind_id, "")


def kind_of_model(model: object) -> Kind | None:
    """The row whose model class ``model`` is (nearest class first), ``None`` if none."""
    paths = {f"{c.__module__}:{c.__name__}": c for c in type(model).__mro__}
    by_path = {k.model: k for k in KINDS}
    for path in paths:
        if path in by_path:
            return by_path[path]
    return None


def browser_lists() -> dict[str, Any]:
    """The lists the browser's scripts read (the build writes them into ``progress.js`` and
    ``page.js``): the judged kinds and their titles in every language, the games of slots
    that name none, the kinds given the page's shared deal, those showing learner data and
    the closing check's."""
    from tutor.i18n import LANGS

    return {"judged": list(JUDGED),
            "names": {lang: {k: kind(k).title(lang) for k in JUDGED} for lang in LANGS},
            "slot_games": SLOT_GAMES,
            "page": {"dealt": [k.id for k in KINDS if k.dealt], "learnerData": list(LEARNER_DATA),
                     "check": CLOSING_CHECK}}


