"""The Python side of the site's runtime: runs inside the Pyodide worker, never on the host.

One worker (one Python) serves every widget of a page, and -- as a SharedWorker --
every page of the site open in the browser (pages are keyed by an id chosen in the
browser). A widget made only of boards is drawn by the page from its boards' states
(:mod:`tutor.site.boards_runtime`: no Panel, no Bokeh); the others are laid out by Panel
in one Bokeh document per page, Panel being imported the first time a page has one. The
browser side is ``assets/worker.js`` and ``assets/page.js``.
"""

from __future__ import annotations

import json
import sys
import types
from typing import Any

import pyodide.ffi  # type: ignore[import-not-found]

from tutor.ui.html_escape import escape as html_escape

# Panel >= 1.8.3 uses pyodide.ffi.jsnull (Pyodide >= 0.28). In 0.27 JS null already
# converts to None, so a sentinel that never matches is an exact backport.
if not hasattr(pyodide.ffi, "jsnull"):
    pyodide.ffi.jsnull = object()


def _escape_all(html: str, *args: object, **kwargs: object) -> str:
    """Stand-in for ``nh3.clean``: lets no markup through at all (escapes it)."""
    return html_escape(html, quote=False)


# Panel sanitizes every string parameter of a ReactiveHTML component (FlexBox included)
# with nh3, which is compiled and not available from the registries for Pyodide 0.27.
# The stand-in is stricter than nh3: it never lets a tag through.
try:
    import nh3  # noqa: F401
except ImportError:
    _nh3 = types.ModuleType("nh3")
    _nh3.clean = _escape_all  # type: ignore[attr-defined]
    sys.modules["nh3"] = _nh3

# Panel imports pyodide_http (when importable, else pandas: 6 MB more) and calls its
# patch_all(), which imports requests, urllib3, charset_normalizer, idna, certifi and
# http.cookiejar (about 0.2 s at every start) to route requests' HTTP through the browser.
# These widgets make no HTTP request, so a stand-in whose patch_all() does nothing keeps
# pandas out without that import.
if "pyodide_http" not in sys.modules:
    _http = types.ModuleType("pyodide_http")
    _http.patch_all = lambda: None  # type: ignore[attr-defined]
    sys.modules["pyodide_http"] = _http

# numpy is imported when first used, not by Bokeh's import (tutor.site.lazy_numpy): no widget
# makes an array, and numpy is 6.6 MB of files and 0.5 s of every page's start.
from tutor.site.lazy_numpy import install as _numpy_on_first_use  # noqa: E402

_numpy_on_first_use()

# what a lesson page's widgets import, imported now: the worker's memory snapshot, taken
# right after this module is imported, then holds it (a return visit does not import it)
import tutor.ui.models.drills  # noqa: E402
import tutor.ui.views.drills  # noqa: E402
import tutor.ui.views.ladder  # noqa: E402
import tutor.ui.views.quiz  # noqa: E402
import tutor.ui.views.split  # noqa: E402
import tutor.ui.widgets  # noqa: E402, F401
from tutor.site.boards_runtime import BoardsPage, drawn_by_page, view_of  # noqa: E402

DOCS: dict[str, Any] = {}
"""Per page: the Bokeh document of its widgets laid out by Panel (none when all are boards)."""
BOARDS: dict[str, BoardsPage] = {}
"""Per page: its widgets drawn by the page itself (:mod:`tutor.site.boards_runtime`)."""
MODELS: dict[str, list[tuple[int, Any]]] = {}
"""Per page: (slot index, app model) of each widget, whose judged answers go to the page."""
ERRORS = {
    "en": "This exercise could not be loaded: {err}",
    "ru": "Не удалось загрузить упражнение: {err}",
}
NON_VISUAL = ("BrowserInfo", "Location", "NotificationArea")


class _Panel:
    """Panel and its Pyodide helpers, imported the first time a page needs them."""

    def __init__(self) -> None:
        import panel
        import panel.io.pyodide as pyo
        from panel.io.state import state

        from tutor.ui.query_guard import install

        install()  # the page's URL reaches Panel's parse_query when it syncs the location
        self.pn: Any = panel
        self.state: Any = state
        self.convert_json_patch: Any = pyo._convert_json_patch
        self.doc_json: Any = pyo._doc_json
        self.link_docs_worker: Any = pyo._link_docs_worker
        self.init_doc: Any = pyo.init_doc


_PANEL: list[_Panel] = []


def panel_runtime() -> _Panel:
    """Panel, imported once (a page whose widgets are all boards never asks)."""
    if not _PANEL:
        _PANEL.append(_Panel())
    return _PANEL[0]


def error_message(err: Exception, lang: str) -> str:
    """A bad slot (unknown kind or game), named in the page's language."""
    from tutor.ui.errors_text import error_text

    return ERRORS.get(lang, ERRORS["en"]).format(err=error_text(err, lang))


def render(page: str, specs_json: str) -> str:
    """Make a page's widgets; return what the browser draws, as JSON.

    ``slots`` has one entry per slot, in order: ``{"classes", "boards"}`` for a widget
    the page draws from its boards' states, ``{"error": text}`` for a bad slot, ``{"panel":
    root id}`` for a widget laid out by Panel. Those are in one Bokeh document for the
    page (``docs_json``, ``render_items``; roots that are not a slot go to ``hidden``).
    """
    from tutor.errors import TutorError
    from tutor.ui.widgets import panel_of

    specs = json.loads(specs_json)
    boards = BoardsPage()
    slots: list[dict[str, Any]] = []
    models: list[tuple[int, Any]] = []
    doc: Any = None
    for i, spec in enumerate(specs):
        lang = str(spec.get("lang", "en"))
        try:
            view = view_of(spec)
        except TutorError as err:
            slots.append({"error": error_message(err, lang)})
            continue
        if drawn_by_page(view):
            slots.append(boards.add(i, spec, view))
            continue
        py = panel_runtime()
        if doc is None:
            py.init_doc()
            doc = py.state.curdoc
        before = {r.id for r in doc.roots}
        models.append((i, view.model))
        py.pn.panel(panel_of(view, str(spec.get("widget", "")))).server_doc(
            doc=doc, location=False)
        added = [r for r in doc.roots if r.id not in before]
        visual = [r.id for r in added if type(r).__name__ not in NON_VISUAL]
        slots.append({"panel": visual[0] if visual else added[0].id})
    BOARDS[page] = boards
    MODELS[page] = sorted(models + boards.models, key=lambda pair: int(pair[0]))
    out: dict[str, Any] = {"slots": slots}
    if doc is not None:
        docs_json, render_items, root_ids = panel_runtime().doc_json(doc)
        doc._session_context = None
        DOCS[page] = doc
        shown = {s["panel"] for s in slots if "panel" in s}
        out.update(docs_json=docs_json, render_items=render_items,
                   hidden=[r for r in json.loads(root_ids) if r not in shown])
    return json.dumps(out)


def link(page: str, dispatch: Any, send_boards: Any) -> None:
    """Start sending the page's Python-side changes to the browser: Bokeh patches through
    ``dispatch``, boards' new states through ``send_boards(page, changes_json)``."""
    boards = BOARDS.get(page)
    if boards is not None:
        boards.link(lambda changes: send_boards(page, json.dumps(changes)))
    doc = DOCS.get(page)
    if doc is not None:
        py = panel_runtime()
        py.state.curdoc = doc
        py.link_docs_worker(doc, dispatch, msg_id=page, setter="js")


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
            if event.new:
                send(page, slot, json.dumps(event.new))

        model.param.watch(_send, "outcome", onlychanged=False)


def apply_patch(page: str, patch: Any) -> None:
    """Apply a change made in the browser to the page's document."""
    doc = DOCS.get(page)
    if doc is None:
        return
    py = panel_runtime()
    py.state.curdoc = doc
    doc.apply_json_patch(py.convert_json_patch(patch), setter="js")


def restored() -> None:
    """Python is back from a memory snapshot (``worker.js``): a fresh random state, since the
    snapshot holds the generator of the visit that made it and every restore would deal alike.
    """
    import random

    random.seed()


def drop(page: str) -> None:
    """Forget a page that was closed."""
    DOCS.pop(page, None)
    BOARDS.pop(page, None)
    MODELS.pop(page, None)
