"""Guard Panel's URL-query parsing against values it cannot convert.

Panel's ``panel.util.parse_query`` (behind ``pn.state.location.query_params``,
run whenever the page's ``search`` changes) calls ``int()`` on every value that
``str.isdigit()`` accepts. Python refuses to convert more than 4,300 digits, and
``isdigit()`` also accepts digits ``int()`` cannot read (``²``), so
``/ladder?x=<5,000 digits>`` raised inside Panel and the page came up empty.
:func:`install` wraps the function so such values stay text; the apps read the
query as text anyway (:func:`tutor.ui.widgets.url_query`).

>>> safe_parse_query("?a=1&b=" + "9" * 5000)["b"][:3]
'999'
>>> safe_parse_query("?a=1&b=²")
{'a': 1, 'b': '²'}
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl, urlencode

MAX_DIGITS = 1000
"""Longest all-digit value handed to Panel's converter (Python's own cap is 4,300)."""

_original: Callable[[str], dict[str, Any]] | None = None


def _convertible(value: str) -> bool:
    return not value.isdigit() or (value.isascii() and len(value) <= MAX_DIGITS)


def safe_parse_query(query: str) -> dict[str, Any]:
    """Panel's ``parse_query``, except that values it would fail on stay text."""
    from panel.util import parse_query

    original = _original or parse_query
    pairs = parse_qsl(query[1:] if query.startswith("?") else query)
    kept = {k: v for k, v in pairs if not _convertible(v)}
    clean = [(k, v) for k, v in pairs if k not in kept]
    try:
        parsed = dict(original("?" + urlencode(clean)))
    except Exception:  # anything else Panel cannot read: every value stays text
        parsed = dict(clean)
    parsed.update(kept)
    return parsed


def install() -> None:
    """Route Panel's query parsing through :func:`safe_parse_query` (once)."""
    global _original
    import panel.io.location as location
    import panel.util as util

    if _original is None:
        _original = util.parse_query
    util.parse_query = safe_parse_query
    location.parse_query = safe_parse_query  # type: ignore[attr-defined]
