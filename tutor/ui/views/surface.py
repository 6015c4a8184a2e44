"""What a board shows and what it answers, with no GUI toolkit: :class:`BoardState`.

The apps draw everything as HTML built in Python (see :mod:`tutor.ui.cards_html`):
a board is that HTML, its CSS classes, its label and the single-key shortcuts it
takes, and the handlers its clicks and keys go to. Two things draw a board:

- Panel, for ``tutor apps`` and ``panel serve`` (:meth:`tutor.ui.views.board.Board.of`
  wraps a state in a Panel component and mirrors it);
- the static site's own runtime (:mod:`tutor.site.boards_runtime`), which sends the
  state to the page as data and the page's clicks back, without importing Panel or
  Bokeh: a lesson page whose widgets are all boards starts several times sooner.

>>> b = BoardState(content="<p>hi</p>", keys=["Enter"])
>>> seen = []
>>> b.on_action(lambda action, value: seen.append((action, value)))
>>> b.press("key", "Enter", focus="submit")
>>> seen, b.last_focus
([('key', 'Enter')], 'submit')
>>> b.state()["keys"]
['Enter']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import param

Handler = Callable[[str, str], None]

class Drawn(param.Parameterized):
    """What a drawing of a board shows and does in the page: the fields ``tutorPaint``
    (``board_events.js``) reads, those of a :class:`BoardState` and of Panel's ``Board``."""

    content = param.String(default="", doc="HTML, built and escaped in Python.")
    root_class = param.String(default="tt-root", doc="CSS classes of the root element.")
    label = param.String(default="", doc="aria-label of the area.")
    lang = param.String(default="", doc="Language of the texts (the root's lang attribute).")
    focusable = param.Boolean(default=True, doc="Can the area itself take the focus (Tab)?")
    keys = param.List(default=[], doc="Keys sent to Python ('1', 'enter' as 'Enter', 'shift+1').")
    keep = param.String(default="", doc="A localStorage key: the page stores ``kept`` under "
                        "it and, when it first draws the board, sends what it finds there "
                        "back as the action ``restore``.")
    kept = param.String(default="", doc="What the page keeps under ``keep`` (a saved game).")
    room_keys = param.Dict(default={}, doc="Keys taken from the whole page, wherever the "
                           "focus is but in a text box: ``{event.code: action}`` (the "
                           "projector's clicker and arrows).")
    body_class = param.String(default="", doc="A class the page's <body> carries while the "
                              "board shows (the projector view hides the site around it).")


DRAWN = tuple(name for name in Drawn.param if name != "name")
"""The fields of :class:`Drawn`: what Panel's ``Board`` mirrors."""
SHOWN = (*DRAWN, "css_classes")
"""What a drawing of the board shows and does: its fields and the classes of its box (what
the page gets, Panel's ``Board`` mirrors, and :meth:`BoardState.state` gives)."""


class BoardState(Drawn):
    """An HTML area with click and key callbacks (see the module docstring)."""

    css_classes = param.List(default=[], doc="CSS classes of the box around the area.")
    stylesheets = param.List(default=[], doc="CSS of the area under Panel (the site's page "
                             "CSS holds the same rules).")
    page_css = param.String(default="", doc="CSS of the whole page while the board shows, "
                            "under Panel (the site's page CSS holds the same rules).")

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self._handlers: list[Handler] = []
        self.last_focus = ""

    def on_action(self, handler: Handler) -> None:
        """Call ``handler(action, value)`` for every click and key."""
        self._handlers.append(handler)

    def receive(self, data: Any) -> None:
        """A message from the drawn board: ``{"action", "value", "focus"}`` (others ignored)."""
        if not isinstance(data, dict):
            return
        action = str(data.get("action", ""))
        value = str(data.get("value", ""))
        self.last_focus = str(data.get("focus", ""))
        for handler in self._handlers:
            handler(action, value)

    def press(self, action: str, value: str = "", focus: str = "") -> None:
        """Simulate a click or key (for tests and scripted demos)."""
        self.receive({"action": action, "value": value, "focus": focus})

    def state(self) -> dict[str, Any]:
        """What the page draws and keeps, as data."""
        return {name: getattr(self, name) for name in SHOWN}


def board_html(state: BoardState) -> str:
    """The board as HTML: the one drawing of a state in Python (the build's first states).

    ``tutorPaint`` in ``board_events.js`` draws the same element in the browser (the page,
    Panel's ``Board``); ``tests/test_board_markup_browser.py`` checks the two agree.

    >>> print(board_html(BoardState(content="<p>hi</p>", label="Quiz", keys=["1", "Enter"])))
    ... # doctest: +NORMALIZE_WHITESPACE
    <div class="tt-root" role="group" aria-label="Quiz" tabindex="0"
         data-keys="[&quot;1&quot;,&quot;Enter&quot;]"><p>hi</p></div>
    >>> board_html(BoardState(label="a & b", lang="ru", focusable=False))
    '<div class="tt-root" role="group" aria-label="a &amp; b" lang="ru" tabindex="-1"></div>'
    """
    import json  # here, not at the top: the page's Python never draws (its memory snapshot
    from html import escape  # would carry both modules for nothing)

    lang = f' lang="{escape(state.lang)}"' if state.lang else ""
    keys = json.dumps(list(state.keys), ensure_ascii=False, separators=(",", ":"))
    shortcuts = f' data-keys="{escape(keys)}"' if state.keys else ""
    return (f'<div class="{escape(state.root_class)}" role="group" '
            f'aria-label="{escape(state.label)}"{lang} '
            f'tabindex="{0 if state.focusable else -1}"{shortcuts}>{state.content}</div>')
