"""Tutor widgets for your own Panel app or notebook: :class:`TutorWidget` and its makers.

A :class:`TutorWidget` holds a kind's ``param`` model (:attr:`TutorWidget.model`) and its
view (:attr:`TutorWidget.view`); its ``__panel__`` is the laid-out Panel component, so
``pn.panel(w)``, ``pn.Column(w, …)``, ``w.servable()``, ``w.show()`` and a notebook cell
ending in ``w`` all show it. The makers come from the rows of :mod:`tutor.ui.kinds`, none
is listed by hand: :func:`widget` makes any kind; every kind has its own maker named after
it (``quiz``, ``ladder``, ``name_hand``, ``rasp_bid``: its id with ``_`` for ``-``); and
each family of kinds has one taking the kind (``drill(kind, …)`` for the concept drills,
``raspisnoy(kind, …)`` for the kinds of a game of their own). Nothing here imports Panel
until a widget is shown.

>>> w = widget("quiz", game="soko", lang="ru", seed=3)
>>> w
TutorWidget('quiz', game='soko', lang='ru')
>>> MAKERS["quiz"]().kind.id, sorted(FAMILIES)
('quiz', ['drill', 'raspisnoy'])
>>> family("drill")("is-low", game="omaha-hilo").model.game
'omaha-hilo'
>>> family("drill")("quiz")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tutor.errors.TutorError: `quiz` is not a drill kind; use name-hand, which-cards, ...
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tutor.errors import TutorError, quote
from tutor.texts import N_
from tutor.ui import kinds
from tutor.ui.exports import FAMILIES, KIND_MAKERS, maker_name
from tutor.ui.models.base import AppModel
from tutor.ui.widgets import apply_query, make_model, make_view, panel_of

Query = Mapping[str, str | Sequence[str]]


class TutorWidget:
    """One tutor widget: a kind's model and view, shown by Panel through ``__panel__``.

    ``game`` is a game id (ignored by kinds that take none), ``lang`` a language of the
    catalogue, ``seed`` fixes the deals (``None``: fresh ones), ``query`` sets a position
    as a page's URL would (``{"p": ["AsAd", "KsKd"], "b": "2c7d9hJc4s"}`` for the
    explainer). A bad kind, game or language is a :class:`~tutor.errors.TutorError`
    naming it.
    """

    def __init__(self, kind: str, game: str | None = None, lang: str = "en", *,
                 seed: int | None = None, query: Query | None = None) -> None:
        self.kind = kinds.kind(kind)
        self.model: AppModel = make_model(self.kind.id, game, lang, seed)
        if query is not None:
            apply_query(self.model, query)
        self.view: Any = make_view(self.model)
        self._shown: Any = None

    @property
    def title(self) -> str:
        """The widget's title in its current language."""
        return self.kind.title(self.model.lang)

    def __panel__(self) -> Any:
        """The Panel component (made once: every Panel layout shows the same one)."""
        if self._shown is None:
            self._shown = panel_of(self.view, self.kind.id)
        return self._shown

    def servable(self, title: str | None = None, **params: Any) -> TutorWidget:
        """Mark it for ``panel serve`` (Panel's ``servable``); returns the widget."""
        self.__panel__().servable(title=title or self.title, **params)
        return self

    def show(self, **params: Any) -> Any:
        """Open it in a browser tab from a Python prompt (Panel's ``show``)."""
        return self.__panel__().show(**params)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> Any:
        """What a notebook cell shows (after ``pn.extension()``)."""
        return self.__panel__()._repr_mimebundle_(include, exclude)

    def __repr__(self) -> str:
        game = getattr(self.model, "game", None) if self.kind.game != "none" else None
        where = f", game={game!r}" if game else ""
        return f"TutorWidget({self.kind.id!r}{where}, lang={self.model.lang!r})"


def widget(kind: str, game: str | None = None, lang: str = "en", *,
           seed: int | None = None, query: Query | None = None) -> TutorWidget:
    """A widget of any kind of :mod:`tutor.ui.kinds` (see :class:`TutorWidget`)."""
    return TutorWidget(kind, game, lang, seed=seed, query=query)


def _maker(row: kinds.Kind) -> Callable[..., TutorWidget]:
    def make(game: str | None = None, lang: str = "en", *, seed: int | None = None,
             query: Query | None = None) -> TutorWidget:
        return TutorWidget(row.id, game, lang, seed=seed, query=query)

    make.__name__ = make.__qualname__ = maker_name(row.id)
    make.__doc__ = (f"A {row.title('en')!r} widget ({row.id!r}; see "
                    ":class:`tutor.ui.components.TutorWidget`).")
    return make


def family(name: str) -> Callable[..., TutorWidget]:
    """The maker of a family: it takes the kind first and refuses a kind of another family."""
    members = FAMILIES[name]

    def make(kind: str, game: str | None = None, lang: str = "en", *,
             seed: int | None = None, query: Query | None = None) -> TutorWidget:
        if kind not in members:
            kinds.kind(kind)  # an unknown kind is named as such
            raise TutorError(N_("{kind} is not a {family} kind; use {kinds}"),
                             kind=quote(str(kind)), family=name, kinds=", ".join(members))
        return TutorWidget(kind, game, lang, seed=seed, query=query)

    make.__name__ = make.__qualname__ = name
    make.__doc__ = f"A widget of a {name} kind: {', '.join(members)}."
    return make


def _makers() -> dict[str, Callable[..., TutorWidget]]:
    made = {name: _maker(kinds.kind(k)) for name, k in KIND_MAKERS.items()}
    made.update({name: family(name) for name in FAMILIES})
    return made


MAKERS: dict[str, Callable[..., TutorWidget]] = _makers()
"""Every maker by its Python name (:data:`tutor.ui.exports.EXPORTS`): one per kind, one per
family."""
