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
the static site's page draws the same states itself (``tutor/site/assets/page.js``), with
the same event handling (``board_events.js``, shared by both).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import param
from panel.custom import JSComponent

from tutor.ui.cards_html import CSS
from tutor.ui.views.surface import SHOWN, BoardState

# Clicks, menus, Enter and shortcuts: one file shared with the static site's page
# (tutor/site/assets/page.js, which the build puts it in front of).
EVENTS_JS = Path(__file__).with_name("board_events.js").read_text(encoding="utf-8")

_ESM = EVENTS_JS + r"""
export function render({ model, el }) {
  const root = document.createElement("div");
  root.tabIndex = model.focusable ? 0 : -1;
  root.setAttribute("role", "group");
  const paint = () => {
    const active = el.getRootNode().activeElement;
    const focusKey = active && active.dataset ? active.dataset.focus : undefined;
    const hadFocus = active === root || (active && root.contains(active));
    root.className = model.root_class;
    root.setAttribute("aria-label", model.label);
    if (model.lang) { root.setAttribute("lang", model.lang); }
    root.innerHTML = model.content;
    if (hadFocus) {
      let target = null;
      if (focusKey) {
        for (const node of root.querySelectorAll("[data-focus]")) {
          if (node.dataset.focus === focusKey) { target = node; break; }
        }
      }
      (target || root).focus();
    }
  };
  paint();
  model.on(["content", "root_class", "label", "lang"], paint);
  tutorListen(root, (data) => model.send_msg(data), () => model.keys);
  return root;
}
"""


class Board(JSComponent):
    """An HTML area with click and key callbacks (see the module docstring)."""

    content = param.String(default="", doc="HTML, built and escaped in Python.")
    root_class = param.String(default="tt-root", doc="CSS classes of the root element.")
    label = param.String(default="", doc="aria-label of the area.")
    lang = param.String(default="", doc="Language of the texts (the root's lang attribute).")
    focusable = param.Boolean(default=True, doc="Can the area itself take the focus (Tab)?")
    keys = param.List(default=[], doc="Keys sent to Python ('1', 'enter' as 'Enter', 'shift+1').")

    _esm = _ESM
    _stylesheets = [CSS]  # noqa: RUF012 (Panel's own class attribute)

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._state: BoardState | None = None  # set by :meth:`of`, the only maker

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
                   stylesheets=list(state.stylesheets), **shown, **params)
        made._state = state

        def mirror(*events: Any) -> None:
            made.param.update(**{e.name: e.new for e in events})

        state.param.watch(mirror, list(SHOWN))
        state.__dict__["_panel_board"] = made
        return made

    def _handle_msg(self, data: Any) -> None:
        """A click or key from the browser: the state's handlers answer it."""
        if self._state is not None:
            self._state.receive(data)

    def press(self, action: str, value: str = "", focus: str = "") -> None:
        """Simulate a click or key from Python (for tests and scripted demos)."""
        self._handle_msg({"action": action, "value": value, "focus": focus})
