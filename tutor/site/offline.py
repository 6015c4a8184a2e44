"""What a visit downloads, what the service worker keeps, and the whole course for offline use.

A first visit downloads what its page uses, not every file of the site (37 MB) for the
service worker's precache (``assets/sw.js``, ``assets/worker.js``, ``assets/offline.js``):

- the service worker keeps **the pages' HTML and what the pages load** (the theme's styles,
  scripts, the icon font and images they use, the tutor's own scripts): :func:`shell`;
- the page's Python worker keeps **what the learner ran**: the runtime files it fetched to
  start Python (:func:`runtime_first`), and, in the background once the page has answered,
  the later package files and the build's Python snapshot for the next visit (not when the
  browser asks to save data: :func:`runtime_background`);
- **the rest** (the search index, the standard library's rest, other fonts) comes when first
  needed, or all at once when the learner asks for it on the progress page ("Keep the whole
  course for offline use": :func:`course`);
- never: the wheels (the bundle replaces them), Pyodide's own standard-library zip (the
  bare boot's), ``pyodide.mjs`` (Node's), TrueType fonts (browsers take the WOFF2), the
  gzipped copies (the server sends them in place of the files), the sitemap.

Sizes are what travels: a file's gzipped copy when the build made one (a static host sends
it), else the file. The build writes these lists into ``_tutor/<id>/offline.json`` and
``sw.js``, and what one student's first visit downloads (:func:`first_visit`) onto the
teacher's page (:func:`size_note`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from tutor.texts import _, p_

NEVER = re.compile(r"(\.gz|\.whl|\.ttf|\.map)$|^(sw\.js|build-report\.json|sitemap\.xml)$|"
                   r"^_tutor/[^/]+/pyodide/(python_stdlib\.zip|pyodide\.mjs)$")
"""Files no page fetches (see the module's docstring)."""
_SRC = re.compile(r"<(?:script|img)\b[^>]*\bsrc=\"([^\"]+)\"")
_HREF = re.compile(r"<link\b[^>]*\bhref=\"([^\"]+)\"[^>]*>")
_CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")]+)['\"]?\s*\)")
FONT_CLASSES = {"fa-solid-900": re.compile(r"class=\"(?:fa|fas|fa-solid)[ \"]"),
                "fa-regular-400": re.compile(r"class=\"(?:far|fa-regular)[ \"]"),
                "fa-brands-400": re.compile(r"class=\"(?:fab|fa-brands)[ \"]")}
"""The icon fonts a page's browser loads: the font of a style its HTML uses (``fa fa-search``
is drawn with the solid one)."""
IMAGES = (".png", ".svg", ".gif", ".jpg", ".jpeg", ".webp", ".ico")


def page_url(rel: str) -> str:
    """A page's URL as the site links it (its folder), from the file's path.

    >>> page_url("index.html"), page_url("ru/games/holdem/index.html"), page_url("404.html")
    ('./', 'ru/games/holdem/', '404.html')
    """
    if rel == "index.html":
        return "./"
    return rel[: -len("index.html")] if rel.endswith("/index.html") else rel


def url_file(url: str) -> str:
    """The file a page URL names (the inverse of :func:`page_url`).

    >>> url_file("./"), url_file("games/holdem/"), url_file("css/base.css")
    ('index.html', 'games/holdem/index.html', 'css/base.css')
    """
    if url == "./":
        return "index.html"
    return url + "index.html" if url.endswith("/") else url


def wire_size(site: Path, rel: str) -> int:
    """Bytes a static host sends for ``rel``: its gzipped copy when there is one."""
    path = site / url_file(rel)
    gz = path.with_name(path.name + ".gz")
    return (gz if gz.is_file() else path).stat().st_size


def _resolve(site: Path, page: str, ref: str) -> str | None:
    """A reference in ``page`` (a file's path under ``site``) as a path under the site, or
    None when it leaves the site or is data."""
    ref = ref.split("#", 1)[0].split("?", 1)[0]
    if not ref or ref.startswith(("data:", "http:", "https:", "//", "mailto:", "javascript:")):
        return None
    base = (site / page).parent
    try:
        rel = (base / ref).resolve().relative_to(site.resolve()).as_posix()
    except ValueError:
        return None
    return rel if (site / rel).is_file() else None


def page_assets(site: Path, page: str) -> list[str]:
    """The files the page ``page`` (its file's path) loads as it opens: stylesheets, scripts,
    icons, and what its stylesheets load for it (images, the icon font its HTML uses)."""
    html = (site / page).read_text(encoding="utf-8", errors="replace")
    found: list[str] = []
    refs = _SRC.findall(html) + [m.group(1) for m in _HREF.finditer(html)
                                 if re.search(r"rel=\"(stylesheet|icon|shortcut icon)\"",
                                              m.group(0))]
    for ref in refs:
        rel = _resolve(site, page, ref)
        if rel is not None and rel not in found:
            found.append(rel)
    for css in [f for f in found if f.endswith(".css")]:
        text = (site / css).read_text(encoding="utf-8", errors="replace")
        for ref in _CSS_URL.findall(text):
            rel = _resolve(site, css, ref)
            if rel is None or rel in found:
                continue
            stem = Path(rel).stem
            if rel.endswith(IMAGES) or (rel.endswith(".woff2") and stem in FONT_CLASSES
                                        and FONT_CLASSES[stem].search(html)):
                found.append(rel)
    return found


def pages(site: Path) -> list[str]:
    """Every page of the site, as the site links it (sorted)."""
    return sorted(page_url(p.relative_to(site).as_posix()) for p in site.rglob("*.html")
                  if p.name == "index.html" or p.parent == site)


def shell(site: Path, runtime: str) -> list[str]:
    """What the pages load besides their HTML and Python (every page's :func:`page_assets`),
    sorted; ``runtime`` is the runtime's folder (``_tutor/<id>/``), whose Python files are
    not in it."""
    found: set[str] = set()
    for url in pages(site):
        found.update(page_assets(site, url_file(url)))
    return sorted(f for f in found if not f.startswith(runtime + "pyodide/"))


def runtime_first(runtime: str, bundle: str, stdlib: str) -> list[str]:
    """The runtime's files a page's worker fetches to start Python (without the snapshot)."""
    py = runtime + "pyodide/"
    return [runtime + "worker.js", py + "pyodide.js", py + "pyodide.asm.js",
            py + "pyodide.asm.wasm", py + "pyodide-lock.json", py + stdlib, py + bundle]


def runtime_background(runtime: str, later: str, snapshot: str) -> list[str]:
    """What a page's worker fetches in the background once the page has answered: the later
    package files and the Python snapshot for the next visit."""
    return [runtime + "pyodide/" + later, runtime + "pyodide/" + snapshot]


def course(site: Path) -> list[str]:
    """Every file the whole course needs offline (pages as the site links them), sorted."""
    found = set()
    for p in site.rglob("*"):
        if not p.is_file():
            continue
        rel = p.relative_to(site).as_posix()
        if NEVER.search(rel):
            continue
        found.add(page_url(rel) if rel.endswith(".html") and (p.name == "index.html"
                                                              or p.parent == site) else rel)
    return sorted(found)


def _sized(site: Path, files: Iterable[str]) -> list[list[Any]]:
    return [[f, wire_size(site, f)] for f in files]


def first_visit(site: Path, page: str, first: list[str], background: list[str],
                precached: list[str], fast: list[str] | None = None) -> dict[str, Any]:
    """What one first visit to ``page`` (a page URL) downloads: before Python answers (the
    page, what it loads, the runtime's start: ``first``), then in the background (``background``:
    the later package files, not when the browser asks to save data) and the service worker's
    precache (``sw.js`` and ``precached``, less what the page fetched already), in bytes; and
    what a link of LAN speed adds (``fast``: the Python snapshot)."""
    before = [page, *page_assets(site, url_file(page)), *first]
    seen = set(before)
    sw = ["sw.js", *[f for f in precached if f not in seen]]
    parts = {"before_python": _sized(site, before), "background": _sized(site, background),
             "service_worker": _sized(site, sw), "fast_link": _sized(site, fast or [])}
    total = {key: sum(size for _, size in files) for key, files in parts.items()}
    return {"page": page, "files": parts, **{f"{k}_bytes": v for k, v in total.items()},
            "bytes": total["before_python"] + total["background"] + total["service_worker"],
            "save_data_bytes": total["before_python"] + wire_size(site, "sw.js")}


def megabytes(n: int, lang: str) -> str:
    """``n`` bytes in megabytes as a reader writes them (one decimal below 10).

    >>> megabytes(4_860_000, "en"), megabytes(4_860_000, "ru"), megabytes(362_000_000, "ru")
    ('4.9 MB', '4,9 МБ', '362 МБ')
    """
    mb = n / 1e6
    text = f"{mb:.1f}" if mb < 10 else f"{mb:.0f}"
    text = text.replace(".", p_("decimal separator", ".", lang))
    return _("{number} MB", lang, number=text)


CLASS_SIZE = 30
SIZE_MARKER = "<!-- tutor-first-visit-size -->"
"""Where the teacher's page (``lessons/<lang>/teach.md``) says what a first visit downloads."""


def size_note(visit: dict[str, Any], lang: str) -> str:
    """The teacher's page's paragraph: what one student's first visit downloads, and a class.

    >>> v = {"before_python_bytes": 5_600_000, "bytes": 6_160_000, "fast_link_bytes": 5_100_000}
    >>> print(size_note(v, "en"))  # doctest: +NORMALIZE_WHITESPACE
    <p class="tutor-first-visit"><strong>Planning a class on one Wi-Fi:</strong> a student's
    first visit downloads about 5.6 MB before the exercises answer, then about 0.6 MB in the
    background (the other lessons' pages, for offline use; nothing on a device set to save
    data): about 6.2 MB in all, 185 MB for a class of 30. Over a connection as fast as a wired
    network it also downloads a quicker start for the exercises, 5.1 MB more. Other lessons
    on the same device then download almost nothing.</p>
    >>> "около 6,2 МБ, на класс из 30 учеников — 185 МБ" in size_note(v, "ru")
    True
    """
    n = CLASS_SIZE
    before, total, fast = (visit["before_python_bytes"], visit["bytes"],
                           visit.get("fast_link_bytes", 0))
    after = total - before
    mb = {"before": megabytes(before, lang), "after": megabytes(after, lang),
          "total": megabytes(total, lang), "class_total": megabytes(total * n, lang), "n": n}
    text = _("<strong>Planning a class on one Wi-Fi:</strong> a student's first visit "
             "downloads about {before} before the exercises answer, then about {after} in the "
             "background (the other lessons' pages, for offline use; nothing on a device set "
             "to save data): about {total} in all, {class_total} for a class of {n}.", lang,
             **mb)
    if fast:
        text += _(" Over a connection as fast as a wired network it also downloads a quicker "
                  "start for the exercises, {fast} more.", lang, fast=megabytes(fast, lang))
    text += _(" Other lessons on the same device then download almost nothing.", lang)
    return f'<p class="tutor-first-visit">{text}</p>'
