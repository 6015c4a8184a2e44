"""One entry point for every app: :func:`make_widget` (used by ``tutor apps`` and the site).

>>> w = make_widget("quiz", game="soko", lang="ru", seed=1)   # doctest: +SKIP
>>> w.servable()                                               # doctest: +SKIP

Works under ``panel serve`` and in Pyodide (``panel convert``): it uses no
server-only API. With ``from_url=True`` the game, language and (for the
explainer) the position are read from the page's URL query through
``pn.state.location``; in a Pyodide worker the query arrives a moment after
the first render, so the widget applies it when it does (once).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import parse_qs

from tutor.errors import TutorError, quote
from tutor.games import get_game
from tutor.i18n import check_lang
from tutor.ui.models.base import AppModel
from tutor.ui.models.explainer import ExplainerModel
from tutor.ui.models.ladder import LadderModel
from tutor.ui.models.quiz import QuizModel
from tutor.ui.models.seeds import fresh_seed
from tutor.ui.models.split import SplitTrainerModel

APP_KINDS = ("ladder", "quiz", "split", "explain")
DRILL_KINDS = ("name-hand", "which-cards", "is-low", "bring-in", "split-pot", "legal-bet",
               "barrel-hand")  # the drills: tutor.ui.models.drills
RASP_KINDS = ("rasp-legal", "rasp-trick", "rasp-bid", "rasp-score", "rasp-game")
"""Raspisnoy's drills and whole game (their game is always Raspisnoy: ``game`` is ignored)."""
TEACH_KINDS = ("teach-plan", "teach-class")
"""Classroom mode: the teacher's plan form and a class's deals (:mod:`tutor.ui.teach`)."""
REVIEW_KINDS = ("review",)
"""Spaced review: the page passes the due items as data (``query``: ``item``, ``next``)."""
CHECK_KINDS = ("check",)
"""A lesson's closing check: the page passes the lesson's exercises as data (``query``:
``items``, ``lesson``; the build writes them into the slot, ``tutor.site.hooks``)."""
KINDS = APP_KINDS + DRILL_KINDS + RASP_KINDS + TEACH_KINDS + REVIEW_KINDS + CHECK_KINDS
"""The widget kinds :func:`make_widget` builds."""
JUDGED_KINDS = ("quiz", "split", *DRILL_KINDS, *(k for k in RASP_KINDS if k != "rasp-game"))
"""The kinds whose models judge answers and publish them as ``outcome`` (the ladder, the
explainer and the whole Raspisnoy game judge nothing; the review passes its items' on)."""
VISIT_SEEDED_KINDS = ("quiz", "split", *DRILL_KINDS, *(k for k in RASP_KINDS if k != "rasp-game"),
                      *CHECK_KINDS)
"""The kinds that deal from visit seeds (:func:`tutor.ui.models.seeds.deal_seed`): the site's
page asks Python for ``V * 100000 + B`` when it shows the build's first state for ``B``. The
Raspisnoy game is not one: its seed is the game's own, shown in its seed box."""

Query = Mapping[str, str | Sequence[str]]


def url_query() -> dict[str, list[str]]:
    """The page's URL query as ``{key: [values]}`` ({} when there is none)."""
    import panel as pn

    loc = pn.state.location
    search = getattr(loc, "search", "") if loc is not None else ""
    if not search:
        args = pn.state.session_args or {}
        return {k: [v.decode("utf-8", "replace") for v in vs] for k, vs in args.items()}
    return {k: list(v) for k, v in parse_qs(search.lstrip("?")).items()}


def apply_query(model: AppModel, query: Query) -> None:
    """Set a model's state from a URL query (data only: bad values are ignored or reported).

    Every model reads ``game``, ``lang`` and ``seed`` (:meth:`AppModel.load_query`); the
    quiz and the split trainer a position (``p``, ``b``), the explainer its hands, the
    Raspisnoy widgets their table, a class its plan, the review its due items.
    """
    model.load_query(query)


def make_model(kind: str, game: str | None = None, lang: str = "en",
               seed: int | None = None) -> AppModel:
    """The model of a widget kind (see :data:`KINDS`).

    >>> make_model("quiz", "soko", "ru", seed=1).game
    'soko'
    >>> make_model("dance")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.errors.TutorError: unknown widget kind `dance`; use ladder, quiz, ...
    """
    if kind in RASP_KINDS:
        return _rasp_model(kind, check_lang(lang), seed)
    if kind in TEACH_KINDS:
        from tutor.ui.teach.models import TeachClassModel, TeachPlanModel

        if kind == "teach-plan":
            return TeachPlanModel(lang=check_lang(lang),
                                  seed=fresh_seed() if seed is None else seed)
        return TeachClassModel(lang=check_lang(lang))
    if kind in REVIEW_KINDS:
        from tutor.ui.models.review import ReviewModel

        return ReviewModel(lang=check_lang(lang))
    if kind in CHECK_KINDS:
        from tutor.ui.models.check import CheckModel

        return CheckModel(lang=check_lang(lang), seed=fresh_seed() if seed is None else seed)
    params: dict[str, Any] = {"lang": check_lang(lang)}
    if kind in DRILL_KINDS:
        from tutor.ui.models.drills import drill_class

        cls = drill_class(kind)
        if game:
            params["game"] = _drill_game(cls, game)
        params["seed"] = fresh_seed() if seed is None else seed  # every visit its own tasks
        return cls(**params)  # type: ignore[no-any-return]
    if game and kind != "split":
        params["game"] = get_game(game).id
    if kind in ("quiz", "split"):
        params["seed"] = fresh_seed() if seed is None else seed
    if kind == "ladder":
        return LadderModel(**params)
    if kind == "quiz":
        return QuizModel(**params)
    if kind == "split":
        return SplitTrainerModel(**params)
    if kind == "explain":
        return ExplainerModel(**params)
    raise TutorError(f"unknown widget kind {quote(str(kind))}; use {', '.join(KINDS)}")


def _is_drill(model: AppModel) -> bool:
    """Whether a model is a drill's (only its own drill module is looked at: a page's
    Python imports the drills its slots show, not all seven).

    >>> _is_drill(make_model("is-low", "omaha-hilo", seed=1)), _is_drill(make_model("ladder"))
    (True, False)
    """
    from tutor.ui.models.drills import drill_class

    kind = getattr(model, "kind", None)
    return kind in DRILL_KINDS and isinstance(model, drill_class(str(kind)))


def _drill_game(cls: Any, game: str) -> str:
    """The game of a drill slot, checked: a drill that does not fit the game says so."""
    g = get_game(game)
    if not cls.fits(g):
        raise TutorError(f"the {cls.kind} drill does not fit {g.name()}")
    return g.id


def _rasp_model(kind: str, lang: str, seed: int | None) -> AppModel:
    from tutor.ui.models.rasp_drills import (
        RaspBidModel,
        RaspLegalModel,
        RaspScoreModel,
        RaspTrickModel,
    )
    from tutor.ui.models.rasp_game import RaspGameModel

    classes: dict[str, Any] = {"rasp-legal": RaspLegalModel, "rasp-trick": RaspTrickModel,
                               "rasp-bid": RaspBidModel, "rasp-score": RaspScoreModel,
                               "rasp-game": RaspGameModel}
    # every learner's game and drill positions their own (the models' defaults stay 1 and 0)
    params: dict[str, Any] = {"lang": lang, "seed": fresh_seed() if seed is None else seed}
    return classes[kind](**params)  # type: ignore[no-any-return]


def make_view(model: AppModel) -> Any:
    """The Panel view object of a model."""
    from tutor.ui.views.ladder import LadderView
    from tutor.ui.views.quiz import QuizView
    from tutor.ui.views.split import SplitView

    if _is_drill(model):
        from tutor.ui.views.drills import DrillView

        return DrillView(model)
    if isinstance(model, LadderModel):
        return LadderView(model)
    if isinstance(model, QuizModel):
        return QuizView(model)
    if isinstance(model, SplitTrainerModel):
        return SplitView(model)
    from tutor.ui.models.rasp_drills import RaspDrillModel
    from tutor.ui.models.rasp_game import RaspGameModel

    if isinstance(model, RaspDrillModel):
        from tutor.ui.views.rasp_drills import RaspDrillView

        return RaspDrillView(model)
    if isinstance(model, RaspGameModel):
        from tutor.ui.views.rasp_game import RaspGameView

        return RaspGameView(model)
    if isinstance(model, ExplainerModel):
        from tutor.ui.views.explainer import ExplainerView

        return ExplainerView(model)
    from tutor.ui.teach.models import TeachClassModel, TeachPlanModel

    if isinstance(model, TeachPlanModel):
        from tutor.ui.teach.views import TeachPlanView

        return TeachPlanView(model)
    if isinstance(model, TeachClassModel):
        from tutor.ui.teach.views import TeachClassView

        return TeachClassView(model)
    from tutor.ui.models.check import CheckModel

    if isinstance(model, CheckModel):
        from tutor.ui.views.check import CheckView

        return CheckView(model, make_view)
    from tutor.ui.models.review import ReviewModel

    if isinstance(model, ReviewModel):
        from tutor.ui.views.review import ReviewView

        return ReviewView(model, make_view)
    raise TutorError(f"no view for a {type(model).__name__}")


def make_widget(
    kind: str,
    game: str | None = None,
    lang: str = "en",
    *,
    seed: int | None = None,
    query: Query | None = None,
    from_url: bool = False,
) -> Any:
    """A ready widget: ``kind`` in ``ladder``, ``quiz``, ``split``, ``explain``.

    (or a Raspisnoy kind: ``rasp-legal``, ``rasp-trick``, ``rasp-bid``,
    ``rasp-score``, ``rasp-game``).
    ``game`` is a game id (ignored by ``split``, which is Double Barrel, and by
    the Raspisnoy kinds),
    ``lang`` ``en`` or ``ru``, ``seed`` fixes the quiz's/trainer's deals and a drill's
    tasks (``None``: a fresh seed every visit, shown on the quiz and the trainer with a link).
    ``query`` (a parsed URL query) or ``from_url=True`` (the page's own URL
    via ``pn.state.location``) override ``game``/``lang`` and, for the
    explainer, fill in the position (``p`` repeated, ``b``). The result is a
    Panel layout named ``kind``; the model is at ``.tutor_model``.
    """
    model = make_model(kind, game, lang, seed)
    if query is not None:
        apply_query(model, query)
    elif from_url:
        found = url_query()
        if found:
            apply_query(model, found)
        else:
            _apply_later(model)
    return panel_of(make_view(model), kind)


def panel_of(view: Any, kind: str) -> Any:
    """A view laid out by Panel, named ``kind``, with ``.tutor_model`` and ``.tutor_view``."""
    layout: Any = view.panel(name=kind)
    layout.tutor_model = view.model
    layout.tutor_view = view
    return layout


def _apply_later(model: AppModel) -> None:
    """Pyodide: the URL reaches the worker after the first render; apply it once."""
    import panel as pn

    loc = pn.state.location
    if loc is None:
        return
    done = False

    def _on_search(event: Any) -> None:
        nonlocal done
        if done or not event.new:
            return
        done = True
        apply_query(model, {k: list(v) for k, v in parse_qs(event.new.lstrip("?")).items()})

    loc.param.watch(_on_search, "search")


def _register_review() -> None:
    """Give the review model the kinds' model factory (it cannot import this module)."""
    from tutor.ui.models import review

    review.MODEL_FACTORY[:] = [make_model]
    review.JUDGED[:] = list(JUDGED_KINDS)


_register_review()
