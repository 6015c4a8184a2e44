"""MkDocs hooks of the site (named in ``mkdocs.yml``): widget slots and runtime scripts.

``tutor build`` sets ``TUTOR_BUILD_ID`` so every page names the build (cache busting,
the service worker's cache name); a plain ``mkdocs build`` gets ``dev``.
"""

from __future__ import annotations

import os
from typing import Any

from tutor.site.inject import find_slots, inject


def _games() -> list[str]:
    from tutor.games import GAME_IDS

    return list(GAME_IDS)


def _lang(page: Any) -> str:
    locale = getattr(page.file, "locale", None)
    if isinstance(locale, str) and locale:
        return locale[:2]
    return "ru" if str(page.url).startswith("ru/") else "en"


def on_post_page(output: str, page: Any, config: Any) -> str:
    """Check the page's widget slots and add the site's scripts."""
    slots = find_slots(output, page.file.src_uri, _games())
    from panel.io.resources import JS_VERSION

    return inject(output, page.url, _lang(page), os.environ.get("TUTOR_BUILD_ID", "dev"),
                  str(JS_VERSION), bool(slots))
