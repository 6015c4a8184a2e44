"""The page around an app served on its own (``tutor apps``: Panel's server).

On a lesson page the site gives the page its ``<main>`` and its ``<h1>``, and
the widget's title is an ``<h2>`` under it. Served alone, an app is the whole
page, so :func:`serve_app` wraps it in a ``<main>`` landmark and makes the
app's own title the page's ``<h1>`` (it still follows the language switch),
and keeps ``<html lang>`` equal to the app's language (:class:`DocumentLang`).
"""

from __future__ import annotations

from typing import Any

import panel as pn
import param
from panel.custom import JSComponent

from tutor.ui.widgets import make_widget

PAGE_TEMPLATE = """{% extends base %}
{% block contents %}
<main class="tt-page" style="display:block;margin:0 auto;max-width:1600px;padding:0 8px">
{{ embed(roots.app) }}
</main>
{{ embed(roots.doc_lang) }}
{% endblock %}
"""


class DocumentLang(JSComponent):
    """An empty element that sets ``document.documentElement.lang`` to :attr:`lang`.

    Only for an app that is the whole page: a widget embedded in someone
    else's page must not change that page's language.
    """

    lang = param.String(default="en", doc="The app's language.")

    _esm = """
export function render({ model }) {
  const apply = () => { document.documentElement.lang = model.lang; };
  apply();
  model.on("lang", apply);
  return document.createElement("span");
}
"""


def standalone_widget(kind: str) -> Any:
    """The widget of ``kind`` read from the page's URL, titled with an ``<h1>``."""
    widget: Any = make_widget(kind, from_url=True)
    view = widget.tutor_view
    view.header.set_level(1)
    view._refresh()  # redraw with the section headings under the <h1>
    return widget


def serve_app(kind: str) -> Any:
    """The page of app ``kind`` served alone (``tutor apps`` serves it at ``/<kind>``):
    ``<main>``, an ``<h1>``, the widget."""
    pn.extension(design="native")
    widget = standalone_widget(kind)
    model = widget.tutor_model
    doc_lang = DocumentLang(lang=model.lang, width=0, height=0, margin=0)
    model.param.watch(lambda e: setattr(doc_lang, "lang", e.new), "lang")
    page = pn.Template(PAGE_TEMPLATE)
    page.add_panel("app", widget)
    page.add_panel("doc_lang", doc_lang)
    return page
