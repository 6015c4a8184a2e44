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


class BoardsView:
    """What every view is: boards, listed in order by :meth:`parts`, in an app whose
    classes are ``tt-app tt-app-<app_kind>``. The site's page draws the boards itself
    (:mod:`tutor.site.boards_runtime`); under Panel, :meth:`panel` lays them out."""

    app_kind = ""
    """The app's name in its CSS class (``quiz`` gives ``tt-app-quiz``)."""
    panel_stylesheets: tuple[str, ...] = ()
    """Style sheets of the Panel column (under Panel only; the site's page has the CSS)."""

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        raise NotImplementedError

    @property
    def app_classes(self) -> list[str]:
        return ["tt-app", f"tt-app-{self.app_kind}"]

    def panel(self, name: str = "tutor") -> Any:
        """Under Panel: the boards in a column (``tutor apps``, ``panel serve``)."""
        extra: dict[str, Any] = {}
        if self.panel_stylesheets:
            extra["stylesheets"] = list(self.panel_stylesheets)
        return boards_panel(self.parts(), name, self.app_classes, **extra)
