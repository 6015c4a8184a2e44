"""Guard Panel's URL-query parsing against values it cannot convert (``tutor apps`` only).

Under ``panel serve`` each session's ``pn.state.location`` (``panel.io.location.Location``)
parses the page's ``search`` into ``query_params`` with ``panel.util.parse_query`` in a
watcher it installs itself, whenever ``search`` is set (from the request, then from the
browser). That function calls ``int()`` on every value ``str.isdigit()`` accepts. Python
refuses to convert more than 4,300 digits, and ``isdigit()`` also accepts digits ``int()``
cannot read (``²``), so ``/ladder?x=<5,000 digits>`` raised inside Panel and the page came
up empty. The apps read the query as text anyway (:func:`tutor.ui.widgets.url_query`).

Panel (1.9) offers no supported way to change this: no option or hook for the parser, and
the session's ``Location`` is made by Panel, not by the app. So :func:`install` replaces
the one name ``Location`` reads, ``panel.io.location.parse_query``, with
:func:`safe_parse_query`, which leaves such values as text and hands the rest to Panel's
own ``panel.util.parse_query`` (itself not replaced). The static site does not use Panel
and needs no guard.

>>> safe_parse_query("?a=1&b=" + "9" * 5000)["b"][:3]
'999'
>>> safe_parse_query("?a=1&b=²")
{'a': 1, 'b': '²'}
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlencode

MAX_DIGITS = 1000
"""Longest all-digit value handed to Panel's converter (Python's own cap is 4,300)."""


def _convertible(value: str) -> bool:
    return not value.isdigit() or (value.isascii() and len(value) <= MAX_DIGITS)


def safe_parse_query(query: str) -> dict[str, Any]:
    """Panel's ``parse_query``, except that values it would fail on stay text."""
    from panel.util import parse_query

    pairs = parse_qsl(query[1:] if query.startswith("?") else query)
    kept = {k: v for k, v in pairs if not _convertible(v)}
    clean = [(k, v) for k, v in pairs if k not in kept]
    try:
        parsed = dict(parse_query("?" + urlencode(clean)))
    except Exception:  # anything else Panel cannot read: every value stays text
        parsed = dict(clean)
    parsed.update(kept)
    return parsed


def install() -> None:
    """Make Panel's ``Location`` parse the page's query with :func:`safe_parse_query`."""
    import panel.io.location as location

    location.parse_query = safe_parse_query  # type: ignore[attr-defined]
