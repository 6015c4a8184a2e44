"""``escape``: HTML escaping for the widgets' boards, without importing the stdlib's ``html``.

``html.escape`` makes the same five replacements, but ``import html`` also loads
``html.entities`` (its 2,231 named character references serve only ``html.unescape``,
which the widgets never call): 0.03 s of every lesson page's start in the browser's
Pyodide. ``tests/test_html_escape.py`` checks this function against ``html.escape``.

>>> escape('<b class="x">Tom & Jerry\\'s</b>')
'&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/b&gt;'
>>> escape('"a" <b>', quote=False)
'"a" &lt;b&gt;'
"""

from __future__ import annotations


def escape(s: str, quote: bool = True) -> str:
    """``&``, ``<`` and ``>`` (and, with ``quote``, both quotes) as HTML-safe references."""
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;").replace("'", "&#x27;")
    return s
