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

from tutor.errors import Phrase, TutorError
from tutor.games import get_game
from tutor.i18n import check_lang
from tutor.texts import N_
from tutor.ui import kinds
from tutor.ui.models.base import AppModel
from tutor.ui.models.seeds import fresh_seed

KINDS = kinds.IDS
"""The widget kinds :func:`make_widget` builds (the rows of :mod:`tutor.ui.kinds`)."""
DRILL_KINDS = kinds.DRILLS
"""The drills: :mod:`tutor.ui.models.drills`."""
RASP_KINDS = tuple(k for k in KINDS if kinds.kind(k).own_game == kinds.RASPISNOY)
"""Raspisnoy's drills and whole game (their game is always Raspisnoy: ``game`` is ignored)."""
REVIEW_KINDS = kinds.LEARNER_DATA
"""The kinds that show the learner's own data (the review's due items)."""
JUDGED_KINDS = kinds.JUDGED
"""The kinds whose models judge answers and publish them as ``outcome`` (the ladder, the
explainer and the whole Raspisnoy game judge nothing; the review passes its items' on)."""
VISIT_SEEDED_KINDS = kinds.VISIT_SEEDED
"""The kinds that deal from visit seeds (:func:`tutor.ui.models.seeds.deal_seed`): the site's
page asks Python for ``V * 100000 + B`` when it shows the build's first state for ``B``. The
Raspisnoy game is not one: its seed is the game's own, shown in its seed box."""

Query = Mapping[str, str | Sequence[str]]


def url_query() -> dict[str, list[str]]:
    """The page's URL query as ``{key: [values]}``, every value text ({} when there is none).

    Under a server it is the request's own arguments (``pn.state.session_args``): the
    session's ``pn.state.location`` is not touched, since making it parses the query with
    Panel's converter (``tutor apps`` serves with ``location=False``). In a Pyodide worker
    it is the page's ``location.search``.
    """
    import panel as pn

    doc = pn.state.curdoc
    if doc is not None and doc.session_context is not None:
        args = pn.state.session_args or {}
        return {k: [v.decode("utf-8", "replace") for v in vs] for k, vs in args.items()}
    loc = pn.state.location
    search = getattr(loc, "search", "") if loc is not None else ""
    return {k: list(v) for k, v in parse_qs(search.lstrip("?")).items()}


def apply_query(model: AppModel, query: Query) -> None:
    """Set a model's state from a URL query (data only: bad values are ignored or reported).

    Every model reads ``game``, ``lang`` and ``seed`` (:meth:`AppModel.load_query`); the
    quiz and the split trainer a position (``p``, ``b``), the explainer its hands, the
    Raspisnoy widgets their table, a class its plan, the review its due items.
    """
    model.load_query(query)


MODULES = (
    "tutor.ui.models.check",
    "tutor.ui.models.drills.barrel_hand",
    "tutor.ui.models.drills.bring_in",
    "tutor.ui.models.drills.is_low",
    "tutor.ui.models.drills.legal_bet",
    "tutor.ui.models.drills.name_hand",
    "tutor.ui.models.drills.split_pot",
    "tutor.ui.models.drills.which_cards",
    "tutor.ui.models.explainer",
    "tutor.ui.models.ladder",
    "tutor.ui.models.quiz",
    "tutor.ui.models.rasp_drills",
    "tutor.ui.models.rasp_game",
    "tutor.ui.models.review",
    "tutor.ui.models.split",
    "tutor.ui.teach.models",
    "tutor.ui.teach.views",
    "tutor.ui.views.check",
    "tutor.ui.views.drills",
    "tutor.ui.views.explainer",
    "tutor.ui.views.ladder",
    "tutor.ui.views.quiz",
    "tutor.ui.views.rasp_drills",
    "tutor.ui.views.rasp_game",
    "tutor.ui.views.review",
    "tutor.ui.views.split",
)
"""Every module a kind's row names for its model or view (a page imports only its slots')."""


def _load(path: str) -> Any:
    """``"package.module:Name"`` imported (a module of :data:`MODULES`)."""
    import importlib

    module, name = path.split(":")
    if module not in MODULES:
        raise TutorError(f"the kinds' table names a module {module} that widgets does not list")
    return getattr(importlib.import_module(module), name)


def model_class(row: kinds.Kind) -> Any:
    """The model class of a kind's row (a drill's from the drills' package, whose modules
    need no list here)."""
    if row.id in DRILL_KINDS:
        from tutor.ui.models.drills import drill_class

        return drill_class(row.id)
    return _load(row.model)


def make_model(kind: str, game: str | None = None, lang: str = "en",
               seed: int | None = None) -> AppModel:
    """The model of a widget kind (a row of :mod:`tutor.ui.kinds`).

    >>> make_model("quiz", "soko", "ru", seed=1).game
    'soko'
    >>> make_model("dance")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.errors.TutorError: unknown widget kind `dance`; use ladder, quiz, ...
    """
    row = kinds.kind(kind)
    cls = model_class(row)
    params: dict[str, Any] = {"lang": check_lang(lang)}
    if row.seeded:  # every visit its own deals unless a seed is given
        params["seed"] = fresh_seed() if seed is None else seed
    if game and row.game != "none":
        g = get_game(game)
        if not row.fits(g, cls):
            raise TutorError(N_("the {kind} drill does not fit {game}"), kind=row.id,
                             game=Phrase(g.names["en"], context="game"))
        params["game"] = g.id
    return cls(**params)  # type: ignore[no-any-return]


def make_view(model: AppModel) -> Any:
    """The Panel view object of a model (its kind's view)."""
    row = kinds.kind_of_model(model)
    if row is None:
        raise TutorError(f"no view for a {type(model).__name__}")
    view = _load(row.view)
    return view(model, make_view) if row.nests else view(model)


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
    from tutor.ui import rule_deals  # it searches the kinds' own deals for a rule

    rule_deals.MODEL_FACTORY[:] = [make_model]
    rule_deals.MODEL_CLASS[:] = [model_class]


_register_review()
