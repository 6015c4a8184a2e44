"""A view's boards as a Panel column, Panel imported only when one is asked for.

The views import this module, not :mod:`tutor.ui.views.board` (which imports Panel): the
static site's runtime draws their boards without Panel (:mod:`tutor.site.boards_runtime`).
"""

from __future__ import annotations

from typing import Any

from tutor.ui.views.surface import BoardState


def boards_panel(parts: list[BoardState], name: str, classes: list[str],
                 **params: Any) -> Any:
    """A Panel column drawing ``parts`` in order (``tutor apps``, ``panel serve``)."""
    import panel as pn

    from tutor.ui.views.board import Board

    return pn.Column(*(Board.of(part) for part in parts), name=name,
                     sizing_mode="stretch_width", css_classes=classes, **params)
