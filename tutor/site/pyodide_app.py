"""The Python side of the site's runtime: runs inside the Pyodide worker, never on the host.

One worker (one Python) serves every widget of a page, and -- as a SharedWorker --
every page of the site open in the browser: each page gets its own Bokeh document
(keyed by a page id chosen in the browser), whose roots are the page's widgets in
slot order. The browser side is ``assets/worker.js`` and ``assets/page.js``.
"""

from __future__ import annotations

import json
import sys
import types
from html import escape as html_escape
from typing import Any

import pyodide.ffi  # type: ignore[import-not-found]

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

import panel as _panel  # noqa: E402
import panel.io.pyodide as _pyo  # noqa: E402
from panel.io.state import state  # noqa: E402

from tutor.ui.query_guard import install as _guard_query  # noqa: E402

_guard_query()  # the page's URL reaches Panel's parse_query when it syncs the location

pn: Any = _panel
_convert_json_patch: Any = _pyo._convert_json_patch
_doc_json: Any = _pyo._doc_json
_link_docs_worker: Any = _pyo._link_docs_worker
init_doc: Any = _pyo.init_doc

DOCS: dict[str, Any] = {}
MODELS: dict[str, list[tuple[int, Any]]] = {}
"""Per page: (slot index, app model) of each widget, whose judged answers go to the page."""
ERRORS = {
    "en": "This exercise could not be loaded: {err}",
    "ru": "Не удалось загрузить упражнение: {err}",
}


def make_view(spec: dict[str, Any]) -> Any:
    """The Panel viewable for one widget slot (a visible error if it cannot be built)."""
    kind = str(spec.get("widget", ""))
    game = str(spec.get("game", "")) or None
    lang = str(spec.get("lang", "en"))
    from tutor.errors import TutorError
    from tutor.ui.widgets import make_widget

    try:
        extra = {k: spec[k] for k in ("seed", "query") if k in spec}
        return make_widget(kind, game, lang, **extra)
    except TutorError as err:  # a bad slot (unknown kind or game) is named in the slot
        from tutor.ui.errors_text import error_text

        msg = ERRORS.get(lang, ERRORS["en"]).format(err=error_text(err, lang))
        return pn.pane.Alert(msg, alert_type="danger")


NON_VISUAL = ("BrowserInfo", "Location", "NotificationArea")


def render(page: str, specs_json: str) -> str:
    """Build one document for a page's widgets; return Bokeh's JSON for the browser.

    ``slots`` lists, in slot order, the root model shown in each slot; the other roots
    (non-visual helpers Panel adds) go to ``hidden``.
    """
    specs = json.loads(specs_json)
    init_doc()
    doc: Any = state.curdoc
    slots: list[str] = []
    models: list[tuple[int, Any]] = []
    for i, spec in enumerate(specs):
        before = {r.id for r in doc.roots}
        view = make_view(spec)
        if getattr(view, "tutor_model", None) is not None:
            models.append((i, view.tutor_model))
        pn.panel(view).server_doc(doc=doc, location=False)
        added = [r for r in doc.roots if r.id not in before]
        visual = [r.id for r in added if type(r).__name__ not in NON_VISUAL]
        slots.append(visual[0] if visual else added[0].id)
    docs_json, render_items, root_ids = _doc_json(doc)
    doc._session_context = None
    DOCS[page] = doc
    MODELS[page] = models
    hidden = [r for r in json.loads(root_ids) if r not in slots]
    return json.dumps({"docs_json": docs_json, "render_items": render_items,
                       "slots": slots, "hidden": hidden})


def link(page: str, dispatch: Any) -> None:
    """Start sending the page's Python-side changes to the browser."""
    doc = DOCS[page]
    state.curdoc = doc
    _link_docs_worker(doc, dispatch, msg_id=page, setter="js")


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
    state.curdoc = doc
    doc.apply_json_patch(_convert_json_patch(patch), setter="js")


def restored() -> None:
    """Python is back from a memory snapshot (``worker.js``): a fresh random state, since the
    snapshot holds the generator of the visit that made it and every restore would deal alike.
    """
    import random

    random.seed()


def drop(page: str) -> None:
    """Forget a page that was closed."""
    DOCS.pop(page, None)
    MODELS.pop(page, None)
