"""A small HTML surface that reports clicks and keys back to Python.

The apps draw their cards as HTML (see :mod:`tutor.ui.cards_html`) and need
two things Panel's stock widgets do not give: clickable cards and hands, and
single-key shortcuts (digits pick a hand, Enter checks). :class:`Board` is a
:class:`panel.custom.JSComponent` whose ``content`` is HTML built in Python
(always escaped there); an element with ``data-action``/``data-value``
attributes sends ``(action, value)`` to Python when clicked (a ``<select
data-action>`` sends its value when it changes; a button with ``data-collect``
sends the board's ``data-name`` fields as JSON), and a key in
``keys`` pressed while focus is inside the board sends ``("key", key)``.
Plain JavaScript, no imports. Every ``Board`` draws a
:class:`~tutor.ui.views.surface.BoardState` (:meth:`Board.of`), whose handlers answer;
the static site's page draws the same states itself (``tutor/site/assets/page.js``) with
the same JavaScript (``board_events.js``: ``tutorPaint``, ``tutorListen``,
``tutorRoomKeys``, ``tutorStore``/``tutorRestore``), so the room's page-wide keys, the
``<body>`` class and the kept game work under Panel as on the site.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import param
from panel.custom import JSComponent

from tutor.ui.cards_html import CSS
from tutor.ui.views.surface import SHOWN, BoardState, Drawn

# Drawing, clicks, menus, Enter, shortcuts, the room's keys and storage: one file shared
# with the static site's page (tutor/site/assets/page.js, which the build puts it in front of).
EVENTS_JS = Path(__file__).with_name("board_events.js").read_text(encoding="utf-8")

_ESM = EVENTS_JS + r"""
export function render({ model }) {
  const root = document.createElement("div");
  const act = (data) => model.send_msg(data);
  const paint = () => tutorPaint(root, model);
  paint();
  model.on(["content", "root_class", "label", "lang", "focusable", "keys", "room_keys",
            "body_class"], paint);
  tutorListen(root, act);
  tutorRoomKeys(root, act);
  if (!tutorRestore(model, act)) tutorStore(model);
  model.on(["kept"], () => tutorStore(model));
  // CSS of the whole page while the board shows (the projector view hides the site around it)
  const css = model.page_css;
  if (css && !Array.from(document.head.querySelectorAll("style[data-tutor-page-css]"))
    .some((style) => style.textContent === css)) {
    const style = document.createElement("style");
    style.dataset.tutorPageCss = "";
    style.textContent = css;
    document.head.appendChild(style);
  }
  return root;
}
"""


class Board(JSComponent, Drawn):
    """An HTML area with click and key callbacks (see the module docstring)."""

    page_css = param.String(default="", doc="CSS of the whole page while the board shows.")

    _esm = _ESM
    _stylesheets = [CSS]  # noqa: RUF012 (Panel's own class attribute)

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.state: BoardState | None = None  # set by :meth:`of`, the only maker

    @classmethod
    def of(cls, state: BoardState, **params: Any) -> Board:
        """The Panel component drawing ``state`` (made once per state, then mirrored).

        Clicks and keys go to the state's handlers; a change of the state redraws it.
        """
        made = cast("Board | None", state.__dict__.get("_panel_board"))
        if made is not None:
            return made
        shown = {name: getattr(state, name) for name in SHOWN}
        css = shown.pop("css_classes")
        made = cls(css_classes=list(css), sizing_mode="stretch_width",
                   stylesheets=list(state.stylesheets), page_css=state.page_css,
                   **shown, **params)
        made.state = state

        def mirror(*events: Any) -> None:
            made.param.update(**{e.name: e.new for e in events})

        state.param.watch(mirror, list(SHOWN))
        state.__dict__["_panel_board"] = made
        return made

    def _handle_msg(self, data: Any) -> None:
        """A click or key from the browser: the state's handlers answer it."""
        if self.state is not None:
            self.state.receive(data)

    def press(self, action: str, value: str = "", focus: str = "") -> None:
        """Simulate a click or key from Python (for tests and scripted demos)."""
        self._handle_msg({"action": action, "value": value, "focus": focus})
