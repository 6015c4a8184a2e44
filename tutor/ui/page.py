"""The page around an app served on its own (``tutor apps``, i.e. ``panel serve``).

On a lesson page the site gives the page its ``<main>`` and its ``<h1>``, and
the widget's title is an ``<h2>`` under it. Served alone, an app is the whole
page, so :func:`serve_app` wraps it in a ``<main>`` landmark and makes the
app's own title the page's ``<h1>`` (it still follows the language switch).
"""

from __future__ import annotations

from typing import Any

import panel as pn

from tutor.ui.widgets import make_widget

PAGE_TEMPLATE = """{% extends base %}
{% block contents %}
<main class="tt-page" style="display:block;margin:0 auto;max-width:1600px;padding:0 8px">
{{ embed(roots.app) }}
</main>
{% endblock %}
"""


def standalone_widget(kind: str) -> Any:
    """The widget of ``kind`` read from the page's URL, titled with an ``<h1>``."""
    widget: Any = make_widget(kind, from_url=True)
    view = widget.tutor_view
    view.header.set_level(1)
    view._refresh()  # redraw with the section headings under the <h1>
    return widget


def serve_app(kind: str) -> Any:
    """Make app ``kind`` this ``panel serve`` page: ``<main>``, an ``<h1>``, the widget."""
    pn.extension(design="native")
    widget = standalone_widget(kind)
    page = pn.Template(PAGE_TEMPLATE)
    page.add_panel("app", widget)
    return page.servable(title=f"Card Rules Tutor — {kind}")
