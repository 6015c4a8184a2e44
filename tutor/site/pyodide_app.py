"""The Python side of the site's runtime: runs inside the Pyodide worker, never on the host.

One worker (one Python) serves every widget of a page, and -- as a SharedWorker --
every page of the site open in the browser (pages are keyed by an id chosen in the
browser). Every widget is drawn by the page from its boards' states
(:mod:`tutor.site.boards_runtime`): no Panel, no Bokeh in the browser. The browser side
is ``assets/worker.js`` and ``assets/page.js``.
"""

from __future__ import annotations

import json
from typing import Any

# what a lesson page's widgets import, imported now: the build's memory snapshot, taken
# right after this module is imported, then holds it (tutor/site/snapshot.py: a page whose
# worker restores it imports none of it)
import tutor.ui.models.drills
import tutor.ui.models.explainer
import tutor.ui.models.ladder
import tutor.ui.models.quiz
import tutor.ui.models.split
import tutor.ui.views.drills
import tutor.ui.views.ladder
import tutor.ui.views.quiz
import tutor.ui.views.split
import tutor.ui.widgets  # noqa: F401
from tutor.site.boards_runtime import BoardsPage, drawn_by_page, view_of
from tutor.texts import LANGS, N_, SOURCE_LANG, _

BOARDS: dict[str, BoardsPage] = {}
"""Per page: its widgets, drawn by the page itself (:mod:`tutor.site.boards_runtime`)."""
MODELS: dict[str, list[tuple[int, Any]]] = {}
"""Per page: (slot index, app model) of each widget, whose judged answers go to the page."""
ERROR = N_("This exercise could not be loaded: {err}")
NOT_DRAWN = N_("the {kind} widget is laid out by Panel, which the site does not ship")


def error_message(err: Exception, lang: str) -> str:
    """A bad slot (unknown kind or game), named in the page's language."""
    from tutor.ui.errors_text import error_text

    lang = lang if lang in LANGS else SOURCE_LANG  # the slot's own language may be the error
    return _(ERROR, lang, err=error_text(err, lang))


def render(page: str, specs_json: str) -> str:
    """Make a page's widgets; return what the browser draws, as JSON.

    ``slots`` has one entry per slot, in order: ``{"classes", "boards"}`` for a widget
    (drawn by the page from its boards' states), ``{"error": text}`` for a bad slot.
    """
    from tutor.errors import TutorError

    specs = json.loads(specs_json)
    boards = BoardsPage()
    slots: list[dict[str, Any]] = []
    for i, spec in enumerate(specs):
        lang = str(spec.get("lang", "en"))
        try:
            view = view_of(spec)
        except TutorError as err:
            slots.append({"error": error_message(err, lang)})
            continue
        if not drawn_by_page(view):  # the build refuses such a page (tutor/site/build.py)
            text = _(NOT_DRAWN, lang, kind=spec.get("widget"))
            slots.append({"error": error_message(TutorError(text), lang)})
            continue
        slots.append(boards.add(i, spec, view))
    BOARDS[page] = boards
    MODELS[page] = list(boards.models)  # in slot order: render adds them in order
    return json.dumps({"slots": slots})


def link(page: str, send_boards: Any) -> None:
    """Start sending the page's boards' new states: ``send_boards(page, changes_json)``."""
    boards = BOARDS.get(page)
    if boards is not None:
        boards.link(lambda changes: send_boards(page, json.dumps(changes)))


def act(page: str, slot: int, board: int, data_json: str) -> None:
    """A click, menu change or key on a board the page draws."""
    boards = BOARDS.get(page)
    if boards is not None:
        boards.act(int(slot), int(board), json.loads(data_json))


def watch_outcomes(page: str, send: Any) -> None:
    """Send every judged answer of the page's widgets: ``send(page, slot, outcome_json)``.

    ``outcome`` is :attr:`tutor.ui.models.base.AppModel.outcome` (the review adds the
    item's new FSRS card); the page dispatches it as a ``tutor-outcome`` event on the slot.
    """
    for slot, model in MODELS.get(page, []):
        def _send(event: Any, slot: int = slot) -> None:
            # a judged answer is a dict; the explainer's own `outcome` is its showdown, which
            # judges nothing and is not sent
            if event.new and isinstance(event.new, dict):
                send(page, slot, json.dumps(event.new))

        model.param.watch(_send, "outcome", onlychanged=False)


def restored() -> None:
    """Python is back from the build's memory snapshot (``worker.js``): a fresh random
    state, since the snapshot holds the generator the build seeded, and every visit would
    otherwise deal alike.
    """
    import random

    random.seed()


def drop(page: str) -> None:
    """Forget a page that was closed."""
    BOARDS.pop(page, None)
    MODELS.pop(page, None)
