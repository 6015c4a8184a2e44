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
    """Check the page's widget slots, write their first states in, add the scripts."""
    slots = find_slots(output, page.file.src_uri, _games())
    if slots:
        from tutor.site.static_widgets import add_static_states

        output = add_static_states(output, page.url, _lang(page))
    js_version = os.environ.get("TUTOR_PANEL_JS")  # the build reads it from the pinned wheel
    if not js_version:
        from panel.io.resources import JS_VERSION

        js_version = str(JS_VERSION)
    return inject(output, page.url, _lang(page), os.environ.get("TUTOR_BUILD_ID", "dev"),
                  js_version, bool(slots))


def game_order(stem: str) -> tuple[int, str]:
    """Where a game's lesson sits in the Games menu: the registry's order, which is
    RULES.md's (Texas Hold'em first, Double Barrel last of the poker games); pages
    the registry does not know (Raspisnoy, a trick-taking game) come after, by name.

    >>> sorted(["double-barrel", "raspisnoy", "draw32", "holdem"], key=game_order)
    ['holdem', 'draw32', 'double-barrel', 'raspisnoy']
    """
    games = _games()
    return (games.index(stem), "") if stem in games else (len(games), stem)


def _stem(item: Any) -> str:
    file = getattr(item, "file", None)
    uri = str(getattr(file, "src_uri", "") or "")
    return uri.rsplit("/", 1)[-1].removesuffix(".md")


def on_nav(nav: Any, config: Any, files: Any) -> Any:
    """Put the Games menu in the course's order instead of the file names' (URL) order."""
    def visit(items: list[Any]) -> None:
        for item in items:
            children = getattr(item, "children", None)
            if not children:
                continue
            pages = [c for c in children if "/games/" in "/" + str(
                getattr(getattr(c, "file", None), "src_uri", "") or "")]
            if pages and len(pages) == len(children):
                children.sort(key=lambda c: game_order(_stem(c)))
            else:
                visit(children)

    visit(list(nav.items))
    return nav
