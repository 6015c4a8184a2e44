"""Interactive pieces of the tutor: ``param`` models and their Panel views.

The models (:mod:`tutor.ui.models`) hold the state and call the rules core;
they import ``param`` but never Panel, so they can be tested in plain Python.
The views (:mod:`tutor.ui.views`) draw each widget into boards
(:class:`tutor.ui.views.surface.BoardState`: HTML built in Python, clicks and keys sent
back) and redraw the boards an answer changed. :func:`tutor.ui.widgets.make_widget` lays
them out with Panel for ``tutor apps``; the static site's page draws the same boards
itself, without Panel (:mod:`tutor.site.boards_runtime`).

Tutor widgets for your own Panel app or notebook, one line each (``docs/ui.md``)::

    import panel as pn
    import tutor.ui

    pn.Column(tutor.ui.quiz(game="holdem"), tutor.ui.drill("is-low", game="omaha-hilo"))

The names come from the kinds' rows (:mod:`tutor.ui.exports`): :class:`TutorWidget`,
:func:`widget`, one maker per kind (``ladder``, ``quiz``, ``split``, ``explain``,
``name_hand``, …, ``rasp_game``, ``check``) and one per family (``drill``, ``raspisnoy``).
They load on first use: ``import tutor.ui`` imports neither the models nor Panel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.ui.exports import EXPORTS

if TYPE_CHECKING:
    from tutor.ui.components import TutorWidget as TutorWidget
    from tutor.ui.components import widget as widget

__all__ = list(EXPORTS)


def __getattr__(name: str) -> Any:
    """A maker or :class:`TutorWidget`, loaded from :mod:`tutor.ui.components` on first use."""
    if name not in EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from tutor.ui import components

    found = components.MAKERS.get(name) or getattr(components, name)
    globals()[name] = found
    return found
