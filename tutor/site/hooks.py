"""MkDocs hooks of the site (named in ``mkdocs.yml``): widget slots and runtime scripts.

``tutor build`` sets ``TUTOR_BUILD_ID`` so every page names the build (cache busting,
the service worker's cache name); a plain ``mkdocs build`` gets ``dev``.
"""

from __future__ import annotations

import os
from typing import Any

from tutor.site.inject import find_slots, inject


def _games() -> list[str] | None:
    try:
        from tutor.games import GAMES  # type: ignore[attr-defined, unused-ignore]
    except Exception:  # the registry is optional while the core is being built
        return None
    items = GAMES.keys() if isinstance(GAMES, dict) else GAMES
    return [str(getattr(g, "id", g)) for g in items]


def _lang(page: Any) -> str:
    locale = getattr(page.file, "locale", None)
    if isinstance(locale, str) and locale:
        return locale[:2]
    return "ru" if str(page.url).startswith("ru/") else "en"


def on_post_page(output: str, page: Any, config: Any) -> str:
    """Check the page's widget slots and add the site's scripts."""
    slots = find_slots(output, page.file.src_uri, _games())
    js_version = os.environ.get("TUTOR_PANEL_JS")  # the build reads it from the pinned wheel
    if not js_version:
        from panel.io.resources import JS_VERSION

        js_version = str(JS_VERSION)
    return inject(output, page.url, _lang(page), os.environ.get("TUTOR_BUILD_ID", "dev"),
                  js_version, bool(slots))
