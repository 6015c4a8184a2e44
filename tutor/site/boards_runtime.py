"""Widgets drawn by the page itself from their boards' states: no Panel, no Bokeh.

Every widget is nothing but boards (:class:`tutor.ui.views.surface.BoardState`: HTML
built in Python, clicks and keys sent back), so the site's runtime does not go through
Panel and Bokeh at all: ``render`` sends each board's state to the page as data,
``page.js`` draws it as the static first state is drawn (the same markup, the same CSS)
and sends every click, menu change and shortcut back (``act``); each board the answer
changed goes back to the page as its new state. A lesson page then imports neither Panel
nor Bokeh (about 2 s of a first visit in the browser's Python) and builds no Bokeh
document to embed (about 0.75 s of every page). The site ships neither: a view
that laid out Panel's own widgets could not be shown there, and the build refuses a page
with one (``tutor.site.build.check_drawn_by_page``; ``tests/test_site_boards_runtime.py``
checks every kind).

>>> page = BoardsPage()
>>> out = page.add(0, {"widget": "quiz", "game": "holdem", "lang": "en", "seed": 7})
>>> [b["label"] for b in out["boards"]], out["classes"]
(['Who wins? — Display', 'Who wins?', 'Deal a position'], ['tt-app', 'tt-app-quiz'])
>>> sent = []
>>> page.link(lambda changes: sent.append(changes))
>>> page.act(0, 1, {"action": "pick", "value": "0"})
>>> [(c["slot"], c["board"]) for c in sent[0]]
[(0, 1)]
>>> 'aria-pressed="true"' in sent[0][0]["state"]["content"]
True

An action before the page has linked (a saved game handed back as the page draws) is
answered once it links:

>>> early = BoardsPage()
>>> _ = early.add(0, {"widget": "quiz", "game": "holdem", "lang": "en", "seed": 7})
>>> early.act(0, 1, {"action": "pick", "value": "1"})
>>> got = []
>>> early.link(got.append)
>>> [(c["slot"], c["board"]) for c in got[0]]
[(0, 1)]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tutor.ui.views.surface import SHOWN, BoardState

Changes = list[dict[str, Any]]


def view_of(spec: dict[str, Any]) -> Any:
    """The view of one widget slot (``widget``, ``game``, ``lang``, ``seed``, ``query``).

    Raises :class:`tutor.errors.TutorError` for a bad slot (unknown kind or game).
    """
    from tutor.ui.widgets import apply_query, make_model, make_view

    model = make_model(str(spec.get("widget", "")), str(spec.get("game", "")) or None,
                       str(spec.get("lang", "en")),
                       int(spec["seed"]) if spec.get("seed") is not None else None)
    query = spec.get("query")
    if query is not None:
        apply_query(model, query)
    return make_view(model)


def drawn_by_page(view: Any) -> bool:
    """Is the view nothing but boards (drawn by the page, without Panel)?"""
    from tutor.ui.views.board_panel import BoardsView

    return isinstance(view, BoardsView)


class BoardsPage:
    """One page's widgets that the page draws: their boards, and the answers sent back."""

    def __init__(self) -> None:
        self.boards: dict[int, list[BoardState]] = {}
        self.views: dict[int, Any] = {}
        self.models: list[tuple[int, Any]] = []
        self._send: Callable[[Changes], None] | None = None
        self._dirty: dict[tuple[int, int], BoardState] = {}
        self._redrawn: dict[int, dict[str, Any]] = {}
        self._watched: dict[tuple[int, int], list[BoardState]] = {}
        self._acting = False

    def add(self, slot: int, spec: dict[str, Any], view: Any = None) -> dict[str, Any]:
        """Make slot ``slot``'s widget (unless ``view`` is given); return what the page draws."""
        view = view_of(spec) if view is None else view
        self.views[slot] = view
        self.models.append((slot, view.model))
        return self._draw(slot)

    def _draw(self, slot: int) -> dict[str, Any]:
        """Slot ``slot``'s boards as the page draws them, watched from now on."""
        view = self.views[slot]
        parts: list[BoardState] = list(view.parts())
        self.boards[slot] = parts
        for index, board in enumerate(parts):
            watched = self._watched.setdefault((slot, index), [])
            if any(board is b for b in watched):
                continue
            watched.append(board)
            board.param.watch(lambda *_, key=(slot, index), b=board: self._changed(key, b),
                              list(SHOWN))
        box_of = getattr(view, "box_of", None)
        states = []
        for board in parts:
            state = board.state()
            if box_of is not None:
                state["box"] = list(box_of(board))
            states.append(state)
        return {"classes": list(view.app_classes), "boards": states}

    def link(self, send: Callable[[Changes], None]) -> None:
        """From now on, send the boards' changes: ``send([{slot, board, state}, ...])``
        (and at once those made before, e.g. by a saved game the page handed back)."""
        self._send = send
        self._flush()

    def act(self, slot: int, board: int, data: Any) -> None:
        """A click, menu change or key from the page, then every board it changed, at once."""
        parts = self.boards.get(slot, [])
        if not 0 <= board < len(parts):
            return
        self._acting = True
        try:
            parts[board].receive(data)
        finally:
            self._acting = False
            view = self.views[slot]
            now = list(view.parts())
            if len(now) != len(parts) or any(a is not b for a, b in zip(now, parts, strict=True)):
                # the view shows other boards now (the review's next item): the whole slot
                # is drawn again, and its old boards' changes are no longer sent
                self._dirty = {k: b for k, b in self._dirty.items() if k[0] != slot}
                self._redrawn[slot] = self._draw(slot)
            self._flush()

    def _changed(self, key: tuple[int, int], board: BoardState) -> None:
        shown = self.boards.get(key[0], [])
        if key[1] >= len(shown) or shown[key[1]] is not board:
            return  # a board the slot no longer shows (an item the review has left)
        self._dirty[key] = board
        if not self._acting:
            self._flush()

    def _flush(self) -> None:
        if (not self._dirty and not self._redrawn) or self._send is None:
            return
        changes: Changes = [{"slot": slot, "app": app} for slot, app in sorted(
            self._redrawn.items())]
        changes += [{"slot": slot, "board": index, "state": b.state()}
                    for (slot, index), b in sorted(self._dirty.items())
                    if slot not in self._redrawn]
        self._dirty = {}
        self._redrawn = {}
        self._send(changes)
