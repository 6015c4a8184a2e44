"""Turn a rendered lesson page into a page of the site: slots checked, runtime scripts added.

A lesson marks where a widget goes with a slot::

    <div class="tutor-widget" data-widget="quiz" data-game="soko"></div>

Every page gets the site's stylesheet and ``page.js`` (which also registers the
service worker and, on a page with slots, starts its Python worker once the page is painted).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from tutor.ui import kinds

WIDGET_KINDS = kinds.IDS
"""The kinds a slot may name (the rows of :mod:`tutor.ui.kinds`)."""
OWN_GAME = kinds.OWN_GAME
"""Kinds that belong to one game, not in the poker registry: their slot names that game."""
RUNTIME_DIR = "_tutor/"

_SLOT = re.compile(r"<div\b[^>]*\bclass=\"[^\"]*\btutor-widget\b[^\"]*\"[^>]*>")
_ATTR = re.compile(r"\bdata-([a-z-]+)=\"([^\"]*)\"")


class SlotError(ValueError):
    """A widget slot in a lesson is malformed (unknown widget kind or game)."""


@dataclass(frozen=True)
class Slot:
    """One widget slot of a page."""

    widget: str
    game: str


def find_slots(html: str, page: str = "page",
               games: Iterable[str] | None = None) -> list[Slot]:
    """The widget slots of a page, checked.

    >>> find_slots('<p>x</p><div class="tutor-widget" data-widget="quiz" data-game="soko"></div>')
    [Slot(widget='quiz', game='soko')]
    >>> find_slots('<div class="tutor-widget" data-widget="quizz"></div>', "soko.md")
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    tutor.site.inject.SlotError: soko.md: unknown widget kind 'quizz' (known: ladder, ...)
    """
    known = set(games) if games is not None else None
    slots = []
    for m in _SLOT.finditer(html):
        attrs = dict(_ATTR.findall(m.group(0)))
        kind = attrs.get("widget", "")
        game = attrs.get("game", "")
        if kind not in WIDGET_KINDS:
            raise SlotError(f"{page}: unknown widget kind {kind!r} "
                            f"(known: {', '.join(WIDGET_KINDS)})")
        own = OWN_GAME.get(kind)
        if own is not None:
            if game and game != own:
                raise SlotError(f"{page}: a {kind} slot is for the game {own!r}, not {game!r}")
        elif known is not None and game and game not in known:
            raise SlotError(f"{page}: unknown game {game!r} in a {kind} slot "
                            f"(known: {', '.join(sorted(known))})")
        slots.append(Slot(kind, game))
    return slots


def relative_prefix(page_url: str) -> str:
    """The relative URL from a page (MkDocs ``page.url``) to the site root.

    >>> relative_prefix("")
    './'
    >>> relative_prefix("ru/games/soko/")
    '../../../'
    >>> relative_prefix("embed.html")
    './'
    """
    depth = page_url.count("/")
    return "../" * depth if depth else "./"


EARLY_START = (
    '<script>(function () { try { if (localStorage.getItem("tutor-runtime-kept") !== "BUILD") '
    'return; var url = "URL"; window.tutorPort = typeof SharedWorker === "function" ? new '
    'SharedWorker(url, {name: "NAME", extendedLifetime: true}).port : new Worker(url); } '
    'catch (e) {} })();</script>\n')
"""Starts the page's Python first thing in ``<head>`` -- only when this browser has kept this
build's runtime (``page.js`` notes it in ``localStorage``): its files then come from the
cache and compete with nothing the page loads (a first visit's Python waits for the
page's first paint instead)."""
NAV_MARKER = '<ul class="nav navbar-nav ms-md-auto">'
SCRIPTS_MARKER = "<!-- tutor-scripts -->"
"""Where the theme (``tutor/site/theme/main.html``) takes the tutor's scripts: before its
own, which are deferred. A page without it (the embed) takes them before ``</body>``."""
TOGGLE_MARKER = "<!-- tutor-theme-toggle -->"
"""Where the theme's navbar takes the dark-mode switch (its words from the catalogue)."""
FIRST_STATES_DRAWN = '<span id="tutor-first-states" hidden></span>'
"""Put right after ``page.js`` on a page with widget slots; the page's head asks the browser
(:data:`RENDER_AFTER_FIRST_STATES`) not to paint before the parser has read it, so the first
paint shows the widgets' first states, ready for a click, and never a spinner before them."""
RENDER_AFTER_FIRST_STATES = ('<link rel="expect" href="#tutor-first-states" '
                             'blocking="render">\n')
FIRST_FRAME_ONLY = (
    '<script>(function () { var d = document.documentElement, n = performance.'
    'getEntriesByType && performance.getEntriesByType("navigation")[0]; if (!n || n.type !== '
    '"navigate" || location.hash) return; d.classList.add("tutor-first-frame"); var all = '
    'function () { d.classList.remove("tutor-first-frame"); }; addEventListener("load", all); '
    'try { new PerformanceObserver(all).observe({type: "paint"}); } catch (e) {} })();'
    '</script>\n')
"""First in the ``<head>`` of a page with widget slots: its first frame lays out only what the
screen shows (``page.css``: the lesson's blocks get ``content-visibility: auto`` while
``<html>`` has ``tutor-first-frame``), and the whole lesson once that frame is on the
screen (the browser's first paint entry; at the latest, the page's ``load``): on a long
lesson the first frame's layout costs more than its paint. Not on a reload, a return
through the history, or a link to a ``#section``: the browser then needs the whole layout
at once, to scroll where the learner was going."""


def prose_tables(html: str) -> str:
    """The lesson's own tables (Markdown's bare ``<table>``) with the classes the theme's
    ``base.js`` gives every table once the page is parsed: painted as they stay, now that
    ``base.js`` runs after the first paint. Called before the widgets' first states are
    written in, so neither they nor their answers' data change.

    >>> prose_tables("<table><tr><td>1</td></tr></table>")
    '<table class="table table-striped table-hover"><tr><td>1</td></tr></table>'
    """
    return html.replace("<table>", '<table class="table table-striped table-hover">')


def theme_toggle(lang: str) -> str:
    """The navbar's dark-mode switch (``js/tutor-theme.js`` makes it work), in ``lang``.

    >>> print(theme_toggle("ru"))  # doctest: +NORMALIZE_WHITESPACE
    <li class="nav-item"><button type="button" class="nav-link tutor-theme-toggle"
    aria-pressed="false" title="Тёмная тема: включить или выключить"><span
    aria-hidden="true">◐</span> Тёмная тема</button></li>
    """
    from html import escape

    from tutor.texts import p_

    # TRANSLATORS: the navbar's button that switches the site's dark colours on and off
    words = escape(p_("navbar button", "Dark mode", lang))
    # TRANSLATORS: the same button's tooltip
    title = escape(p_("navbar button's tooltip", "Dark mode: on or off", lang))
    return (f'<li class="nav-item"><button type="button" class="nav-link tutor-theme-toggle" '
            f'aria-pressed="false" title="{title}"><span aria-hidden="true">◐</span> '
            f'{words}</button></li>')


def lang_name(lang: str) -> str:
    """A language's name in itself, as its switch link says it (its catalogue's message).

    >>> lang_name("en"), lang_name("ru")
    ('English', 'Русский')
    """
    from tutor.texts import p_

    # TRANSLATORS: the name of your language, in your language (the pages' language switch)
    return p_("this language's own name", "English", lang)


def other_language(page_url: str, lang: str) -> tuple[str, str]:
    """The other language and the same page's URL in it (every page exists in both).

    >>> other_language("games/soko/", "en")
    ('ru', 'ru/games/soko/')
    >>> other_language("ru/", "ru")
    ('en', '')
    """
    from tutor.texts import LANGS, url_prefix

    other = LANGS[(LANGS.index(lang) + 1) % len(LANGS)]  # the next language, round
    return other, url_prefix(other) + page_url.removeprefix(url_prefix(lang))


def start_worker_first(html: str, script: str) -> str:
    """Put ``script`` first in ``<head>`` (after its ``<meta charset>``), before any
    stylesheet: the browser runs it as soon as it reads it.

    >>> page = '<head>\\n<meta charset="utf-8">\\n<link href="a.css"></head>'
    >>> start_worker_first(page, "<script>go()</script>")
    '<head>\\n<meta charset="utf-8"><script>go()</script>\\n<link href="a.css"></head>'
    >>> start_worker_first("<head><title>t</title></head>", "<script>go()</script>")
    '<head><script>go()</script><title>t</title></head>'
    """
    charset = html.find("<meta charset")
    at = html.index(">", charset) + 1 if charset != -1 else html.index("<head>") + len("<head>")
    return html[:at] + script + html[at:]


def inject(html: str, page_url: str, lang: str, build_id: str, has_slots: bool,
           lang_from_url: bool = False) -> str:
    """Add the site's CSS and scripts (and the language switch) to a rendered page."""
    root = relative_prefix(page_url)
    if NAV_MARKER in html:
        other, url = other_language(page_url, lang)
        link = (f'<li class="nav-item"><a class="nav-link tutor-lang" href="{root}{url}" '
                f'hreflang="{other}" lang="{other}">{lang_name(other)}</a></li>')
        html = html.replace(NAV_MARKER, NAV_MARKER + link, 1)
    html = html.replace(TOGGLE_MARKER, theme_toggle(lang), 1)
    base = f"{root}{RUNTIME_DIR}{build_id}/"  # versioned: a page only reaches its own build
    head = f'<link rel="stylesheet" href="{base}page.css?v={build_id}">\n'
    # progress first: page.js asks it for the review's due items; then page.js,
    # which shows the widgets' first states (written into the slots at build time) at once
    body = (f'<script src="{base}progress.js?v={build_id}" data-root="{root}" '
            f'data-lang="{lang}"></script>\n')
    # Python is started by page.js once the page's prose, styles and the widgets' first states
    # are painted: nothing Python needs competes with them for the network; at
    # once, when this browser has kept this build's runtime (the cache serves it)
    if has_slots:
        html = start_worker_first(html, EARLY_START.replace("BUILD", build_id).replace(
            "URL", f"{base}worker.js?v={build_id}").replace("NAME", f"tutor-{build_id}"))
    if 'id="tutor-class-picture"' in html:  # the teacher's class picture (issue 28)
        from tutor.ui.teach.plan import TASK_KINDS  # the drills a class plan deals as tasks

        body += (f'<script src="{base}classpic.js?v={build_id}" data-root="{root}" '
                 f'data-lang="{lang}" data-tasks="{" ".join(TASK_KINDS)}"></script>\n')
    if 'id="tutor-offline"' in html:  # the progress page's "Keep the whole course"
        body += (f'<script src="{base}offline.js?v={build_id}" data-root="{root}" '
                 f'data-build="{build_id}" data-lang="{lang}"></script>\n')
    body += (f'<script src="{base}page.js?v={build_id}" data-base="{base}" data-root="{root}" '
             f'data-build="{build_id}" data-lang="{lang}"'
             + (' data-url-lang="1"' if lang_from_url else "") + "></script>\n")
    if html.count("</head>") != 1 or html.count("</body>") != 1:
        raise ValueError(f"{page_url or 'index'}: expected one </head> and one </body>")
    at = SCRIPTS_MARKER if SCRIPTS_MARKER in html else "</body>"
    if has_slots and at == SCRIPTS_MARKER:  # the first paint waits for the first states
        head = RENDER_AFTER_FIRST_STATES + head
        body += FIRST_STATES_DRAWN
        html = start_worker_first(html, FIRST_FRAME_ONLY)
    html = html.replace("</head>", head + "</head>", 1)
    return html.replace(at, body + (at if at == "</body>" else ""), 1)


EMBED_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card Rules Tutor: who wins, and why?</title>
<link rel="icon" href="../../img/favicon.ico">
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: .4em; }
.tutor-embed-title { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }
</style>
</head>
<body>
<main>
<h1 class="tutor-embed-title">Card Rules Tutor: who wins, and why?</h1>
<div class="tutor-widget" data-widget="explain" data-game="holdem" data-from-url="1"></div>
</main>
<script>
// The page that holds this frame may size it to the explainer (lessons/en/embed.md): the
// height is posted to the parent whenever it changes; nothing is read from the parent.
(function () {
  if (window.parent === window || typeof ResizeObserver !== "function") return;
  var last = 0;
  new ResizeObserver(function () {
    var body = document.body;
    var h = Math.ceil(body.getBoundingClientRect().bottom + window.scrollY
                      + parseFloat(getComputedStyle(body).marginBottom || "0"));
    if (h === last) return;
    last = h;
    window.parent.postMessage({ type: "tutor-embed-height", height: h }, "*");
  }).observe(document.body);
})();
</script>
</body>
</html>
"""
EMBED_URL = "embed/explainer/"


def embed_page(build_id: str) -> str:
    """The bare explainer page other sites put in an iframe (position from the URL query)."""
    return inject(EMBED_PAGE, EMBED_URL, "en", build_id, True, lang_from_url=True)
