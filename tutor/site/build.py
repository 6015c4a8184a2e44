"""``tutor build``: assemble the static site (lessons + self-hosted Python runtime) into ``site/``.

Steps (each timed on stderr):

1. fetch the pinned inputs into the cache (npm, PyPI; sha256-checked);
2. the runtime base: Pyodide core + wheels + lock, official wheels checked against
   the official lock (cached, keyed by the pinned sha256s; every file of a cached base
   is checked on reuse against its manifest and the core against the npm package,
   and a base that fails is rebuilt);
3. the project's own wheel (+ bytecode, compiled by a Node-side Pyodide that is checked
   against the pinned npm package at every use);
4. MkDocs renders ``lessons/`` (en, ru); the hook adds the runtime to pages with slots;
5. the runtime (Pyodide, the package bundles traced on every widget slot of the site,
   Python's memory snapshot after the page's imports, the page's scripts) goes to
   ``_tutor/<build id>/`` (a versioned path: one build's files never answer another's);
   every slot must be drawn by the page (no Panel ships); large vendor files get a
   reproducible ``.gz`` copy beside them (checked at the end);
6. the service worker lists every file to cache;
7. every text file is scanned: an external URL stops the build;
8. the build id is the sha256 of every shipped byte (assembled under a stand-in id,
   then stamped), and the new site replaces the old one.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tutor.site import pins
from tutor.site.bundle import write_bundle
from tutor.site.fetch import fetch_inputs
from tutor.site.inject import EMBED_URL, embed_page, find_slots
from tutor.site.node import add_bytecode, first_reads, node_pyodide
from tutor.site.precompress import (
    SITE_MIN_SIZE,
    SITE_SUFFIXES,
    check_precompressed,
    gzip_beside,
    precompress,
)
from tutor.site.progress import BuildError, Progress
from tutor.site.runtime import build_base, install_runtime, verified_report
from tutor.site.snapshot import write_snapshot
from tutor.site.static_widgets import static_css
from tutor.site.stdlib import split_stdlib
from tutor.site.wheels import build_own_wheel
from tutor.texts import LANGS, url_prefix

ASSETS = Path(__file__).resolve().parent / "assets"
BOARD_EVENTS_JS = Path(__file__).resolve().parents[1] / "ui" / "views" / "board_events.js"
RUNTIME_DIR = "_tutor"
TEXT_SUFFIXES = {".html", ".css", ".js", ".mjs", ".json", ".xml", ".txt", ".webmanifest", ".svg"}
URL_RE = re.compile(r"https?://[A-Za-z0-9.-]+[^\s\"'<>)`\\]*")
# In CSS and SVG only what a browser would load counts (comments and XML namespaces do not).
CSS_LOAD_RE = re.compile(r"(?:url\(\s*['\"]?|@import\s+['\"])(https?://[^'\")\s]+)")
SVG_LOAD_RE = re.compile(r"(?:href|src)=\"(https?://[^\"]+)\"")
# Never fetched: XML namespaces, and documentation placeholders (YOUR-SITE, example.org).
URL_ALLOWED = re.compile(r"^https?://((www\.)?w3\.org/|www\.sitemaps\.org/schemas/|"
                         r"your-site\b|(www\.)?example\.(com|org|net)\b)", re.IGNORECASE)
# Vendor bundles (BokehJS, Panel, Pyodide) mention many URLs in messages and comments; the
# ones on hosts a page could load code, styles or packages from are rewritten at build
# time to a local path that does not exist, so even an unexpected load stays on the site.
CDN_HOSTS = re.compile(
    r"https?://(cdn\.bokeh\.org|cdn\.holoviz\.org|cdn\.jsdelivr\.net|unpkg\.com|"
    r"cdnjs\.cloudflare\.com|fonts\.googleapis\.com|fonts\.gstatic\.com|pypi\.org|"
    r"files\.pythonhosted\.org|esm\.sh)")
VENDOR_DIR = re.compile(rf"^{RUNTIME_DIR}/[^/]+/(static|pyodide)/")
OFFLINE_PREFIX = "./offline-blocked/"


def neutralise_cdn_urls(folder: Path) -> int:
    """Rewrite CDN URLs inside vendor JS to a local dead path; return how many."""
    count = 0
    for p in sorted(folder.rglob("*.js")) + sorted(folder.rglob("*.mjs")):
        text = p.read_text(errors="surrogateescape")
        new, n = CDN_HOSTS.subn(lambda m: OFFLINE_PREFIX + m.group(1), text)
        if n:
            p.write_text(new, errors="surrogateescape")
            count += n
    return count


@dataclass
class BuildResult:
    """What a build produced."""

    site: Path
    build_id: str
    pages: int
    files: int
    bytes: int
    times: dict[str, float] = field(default_factory=dict)


def repo_root() -> Path:
    """The repository holding ``mkdocs.yml`` (the working directory, else the source tree)."""
    for cand in (Path.cwd(), Path(__file__).resolve().parents[2]):
        if (cand / "mkdocs.yml").exists() and (cand / "lessons").is_dir():
            return cand
    raise BuildError("no mkdocs.yml with a lessons/ folder here or above tutor/; "
                     "run `tutor build` in the repository")


PENDING = "PENDINGBUILD"
"""Stands for the build id while the site is assembled (12 characters, like the id)."""
STAMPED_SUFFIXES = (".html", ".js", ".json", ".xml", ".txt")


def content_id(folder: Path) -> str:
    """The build id: sha256 of every file's path and bytes under ``folder`` (12 hex digits).

    Computed while the id is still :data:`PENDING`, so it covers every shipped byte
    (the id itself aside): any change to any file gives a new id.
    """
    h = hashlib.sha256()
    for p in sorted(folder.rglob("*")):
        if p.is_file():
            rel = p.relative_to(folder).as_posix().encode()
            data = p.read_bytes()
            h.update(len(rel).to_bytes(4, "big") + rel + len(data).to_bytes(8, "big"))
            h.update(data)
    return h.hexdigest()[:12]


def stamp_build_id(site: Path, build_id: str) -> int:
    """Put ``build_id`` where :data:`PENDING` stands: the runtime folder, our pages and scripts.

    Vendor files are never rewritten; any :data:`PENDING` left anywhere stops the build.
    """
    pending = site / RUNTIME_DIR / PENDING
    vendor = (pending / "static", pending / "pyodide")
    stamped = 0
    for p in sorted(site.rglob("*")):
        if not p.is_file() or p.suffix not in STAMPED_SUFFIXES:
            continue
        if any(v in p.parents for v in vendor):
            continue
        data = p.read_bytes()
        if PENDING.encode() in data:
            p.write_bytes(data.replace(PENDING.encode(), build_id.encode()))
            stamped += 1
    pending.rename(site / RUNTIME_DIR / build_id)
    left = [p.relative_to(site).as_posix() for p in sorted(site.rglob("*"))
            if p.is_file() and p.suffix in TEXT_SUFFIXES
            and PENDING.encode() in p.read_bytes()]
    if left:
        raise BuildError(f"{PENDING} (the build id's stand-in) is still in: {', '.join(left[:5])}")
    return stamped


def widget_specs(site: Path) -> list[dict[str, str]]:
    """Each distinct widget slot of the site's pages (kind and game), sorted."""
    seen = {(slot.widget, slot.game) for page in site.rglob("*.html")
            for slot in find_slots(page.read_text(), str(page))}
    return [{"widget": w, "game": g} for w, g in sorted(seen)]


def check_drawn_by_page(specs: list[dict[str, str]]) -> None:
    """Every slot's widget must be drawn by the page from its boards (the site ships no
    Panel); a slot whose kind or game is wrong is the page's own error, named in it."""
    from tutor.errors import TutorError
    from tutor.site.boards_runtime import drawn_by_page, view_of

    bad = []
    for spec in specs:
        try:
            view = view_of({**spec, "lang": "en", "seed": 1})
        except TutorError:
            continue
        if not drawn_by_page(view):
            bad.append(f"{spec['widget']} ({spec['game'] or 'no game'})")
    if bad:
        raise BuildError("widgets laid out by Panel, which the site does not ship: "
                         + ", ".join(bad))


COURSE_LINE = "  const COURSE = new Map([]);"
GAMES_LINE = "  const GAMES = new Set([]);"
JUDGED_LINE = "  const JUDGED = [];"
KIND_NAMES_LINE = "  const KIND_NAMES = {};"
SLOT_GAMES_LINE = "  const SLOT_GAMES = {};"
PAGE_KINDS_LINE = "  const KINDS = {};"


def course_data(site: Path) -> list[list[Any]]:
    """What ``progress.js`` checks stored and imported progress against, from the course
    and the built pages: ``[lesson id, {"t": titles by language, "x": its exercises}]`` in
    the course's order (an exercise is ``kind/game``, a judging slot of the lesson's page
    in either language)."""
    from tutor.course import COURSE
    from tutor.ui.kinds import slot_game
    from tutor.ui.widgets import JUDGED_KINDS

    lessons: list[list[Any]] = []
    for lesson in COURSE:
        exercises: list[str] = []
        for lang in LANGS:
            page = site / lesson.url(lang) / "index.html"
            if not page.exists():
                continue
            for slot in find_slots(page.read_text(encoding="utf-8"), str(page)):
                key = f"{slot.widget}/{slot_game(slot.widget, slot.game)}"
                if slot.widget in JUDGED_KINDS and key not in exercises:
                    exercises.append(key)
        lessons.append([lesson.url("en"), {"t": dict(lesson.titles), "x": exercises}])
    return lessons


RULES_JSON = "assets/rules.json"
"""The rules the course teaches, for the browser's mastery and practice (from the site's
root, where ``progress.js`` fetches it)."""


def rules_json() -> str:
    """``assets/rules.json``: every rule's id, lesson, games and name in every language
    (:func:`tutor.rule_ids.browser_rules`; the shape is in docs/dev/contracts.md)."""
    from tutor.rule_ids import browser_rules

    return json.dumps(browser_rules(), ensure_ascii=False, indent=1) + "\n"


def progress_js(site: Path) -> str:
    """``assets/progress.js`` with the course (:func:`course_data`), the games and the kinds'
    lists (:func:`tutor.ui.kinds.browser_lists`) written in: progress is checked against
    them, and its links and titles are the course's and the kinds'."""
    from tutor.games import GAMES
    from tutor.site.inject import OWN_GAME
    from tutor.ui.kinds import browser_lists

    js = (ASSETS / "progress.js").read_text(encoding="utf-8")
    games = sorted({*GAMES, *OWN_GAME.values()})
    lists = browser_lists()
    for line, data in ((COURSE_LINE, course_data(site)), (GAMES_LINE, games),
                       (JUDGED_LINE, lists["judged"]), (KIND_NAMES_LINE, lists["names"]),
                       (SLOT_GAMES_LINE, lists["slot_games"]), (PAGE_KINDS_LINE, lists["page"])):
        if js.count(line) != 1:
            raise BuildError(f"progress.js: expected the line {line.strip()!r} once")
        empty = "{}" if line.endswith("{};") else "[]"
        js = js.replace(line, line.replace(empty, json.dumps(data, ensure_ascii=False)))
    from tutor.site.js_texts import PROGRESS, write_langs, write_texts

    js = write_langs(write_texts(js, PROGRESS))  # its sentences and the site's languages
    mastery = (ASSETS / "mastery.js").read_text(encoding="utf-8")  # its model, first
    return mastery + "\n" + js


def page_js() -> str:
    """The page's script: the boards' event handling it shares with Panel's ``Board``
    (``tutor/ui/views/board_events.js``), then ``assets/page.js``."""
    from tutor.ui.kinds import browser_lists

    events = BOARD_EVENTS_JS.read_text(encoding="utf-8")
    js = (ASSETS / "page.js").read_text(encoding="utf-8")
    if js.count(PAGE_KINDS_LINE) != 1:
        raise BuildError(f"page.js: expected the line {PAGE_KINDS_LINE.strip()!r} once")
    from tutor.site.js_texts import PAGE, write_texts

    kinds = json.dumps(browser_lists()["page"], ensure_ascii=False)
    js = write_texts(js, PAGE)  # its sentences, from the catalogue
    return events + "\n" + js.replace(PAGE_KINDS_LINE, PAGE_KINDS_LINE.replace("{}", kinds))


def write_worker(dest: Path, bundle: dict[str, Any] | None,
                 snapshot: dict[str, Any] | None = None,
                 stdlib: dict[str, Any] | None = None, snapshot_policy: str = "auto") -> None:
    """Write the runtime worker, naming the package bundle, the Python memory snapshot, the
    standard library the page's Python starts with (and its later rest), and their sha256
    (``integrity``)."""
    def sri(sha256_hex: str) -> str:
        return "sha256-" + base64.b64encode(bytes.fromhex(sha256_hex)).decode()

    info: dict[str, Any] | None = None
    if bundle is not None:
        info = {"file": bundle["file"], "integrity": sri(bundle["sha256"]),
                "bytes": bundle.get("gz", 0)}
        if bundle.get("later"):
            later = bundle["later"]
            info["later"] = {"file": later["file"], "sha256": later["sha256"],
                             "integrity": sri(later["sha256"])}
        if snapshot is not None:
            info["snapshot"] = {"file": snapshot["file"], "integrity": sri(snapshot["sha256"]),
                                "bytes": snapshot.get("gz", 0), "policy": snapshot_policy}
        if stdlib is not None:
            rest = stdlib["later"]
            info["stdlib"] = {"file": stdlib["file"], "integrity": sri(stdlib["sha256"]),
                              "later": {"file": rest["file"], "sha256": rest["sha256"],
                                        "paths": rest["paths"]}}
    text = (ASSETS / "worker.js").read_text()
    if "__TUTOR_BUNDLE__" not in text:
        raise BuildError("worker.js lacks the __TUTOR_BUNDLE__ placeholder")
    dest.write_text(text.replace("__TUTOR_BUNDLE__", json.dumps(info)))


OFFLINE_JSON = "offline.json"
"""``_tutor/<id>/offline.json``: the whole course's files and sizes (the progress page's switch,
``assets/offline.js``) and what a first visit downloads (:func:`first_visits`)."""
FIRST_VISIT_PAGES = {**{lang: f"{url_prefix(lang)}teach/class/" for lang in LANGS},
                     "lesson": "games/holdem/"}
"""What the teacher's page sizes: a student's first visit to a class's link, in each language;
and the benchmark's lesson page (its figures over a link)."""
TEACH_PAGES = {lang: f"{url_prefix(lang)}teach/index.html" for lang in LANGS}


def precompress_site(site: Path) -> list[Path]:
    """Gzipped copies of the site's own text files (pages, styles, scripts, the search index),
    beside them, made again from their current bytes; the runtime's vendor files have theirs."""
    vendor = set((site / RUNTIME_DIR).glob("*/pyodide"))
    made = []
    for p in sorted(site.rglob("*")):
        if p.is_file() and p.suffix in SITE_SUFFIXES and not vendor & set(p.parents):
            gz = gzip_beside(p, SITE_MIN_SIZE)
            if gz is not None:
                made.append(gz)
    return made


def first_visits(site: Path, bundle: dict[str, Any], stdlib: dict[str, Any],
                 snapshot: dict[str, Any], policy: str) -> dict[str, dict[str, Any]]:
    """What one first visit downloads, for each page of :data:`FIRST_VISIT_PAGES`
    (:func:`tutor.site.offline.first_visit`), with the runtime of this build."""
    from tutor.site import offline

    runtime = f"{RUNTIME_DIR}/{PENDING}/"
    first = offline.runtime_first(runtime, bundle["file"], stdlib["file"])
    later, snap = offline.runtime_background(runtime, bundle["later"]["file"], snapshot["file"])
    background, fast = [later], []
    if policy == "always":  # every visit starts from the snapshot: it comes before Python
        first = [*first, snap]
    elif policy == "cached":  # fetched in the background for the next visit
        background.append(snap)
    elif policy == "auto":  # fetched only over a link of LAN speed
        fast.append(snap)
    precached = offline.pages(site) + offline.shell(site, runtime)
    return {key: offline.first_visit(site, page, first, background, precached, fast)
            for key, page in FIRST_VISIT_PAGES.items()}


def say_the_size(site: Path, visits: dict[str, dict[str, Any]]) -> None:
    """The teacher's page says what one student's first visit downloads (at its marker)."""
    from tutor.site.offline import SIZE_MARKER, size_note

    for lang, rel in TEACH_PAGES.items():
        page = site / rel
        html = page.read_text(encoding="utf-8")
        if html.count(SIZE_MARKER) != 1:
            raise BuildError(f"{rel}: the teacher's page needs the marker {SIZE_MARKER} once, "
                             "where the size of a first visit goes")
        page.write_text(html.replace(SIZE_MARKER, size_note(visits[lang], lang)),
                        encoding="utf-8")


def write_offline_json(site: Path, visits: dict[str, dict[str, Any]]) -> None:
    """``offline.json``: the whole course (each file and its size over the network), for the
    progress page's switch, and what a first visit downloads."""
    from tutor.site import offline

    files = offline.course(site)
    doc = {"course": [[f, offline.wire_size(site, f)] for f in files], "first_visit": visits}
    (site / RUNTIME_DIR / PENDING / OFFLINE_JSON).write_text(
        json.dumps(doc, separators=(",", ":")), encoding="utf-8")


FONT_AWESOME = ("css/fontawesome.min.css", "css/brands.min.css", "css/solid.min.css",
                "css/v4-font-face.min.css", "webfonts")
"""The theme's icon font, which ``theme/main.html`` replaces with four drawn icons."""


def drop_font_awesome(site: Path) -> None:
    """Leave the theme's Font Awesome files out of the site once no page links them."""
    for page in site.rglob("*.html"):
        if "fontawesome" in page.read_text(encoding="utf-8", errors="replace"):
            return
    for rel in FONT_AWESOME:
        path = site / rel
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()


def write_service_worker(site: Path, build_id: str) -> int:
    """Write ``sw.js``: the build id names its cache; it keeps the pages' HTML and what they
    load, and names the whole course for the progress page's switch
    (:mod:`tutor.site.offline`). Returns how many files installing it keeps."""
    from tutor.site import offline

    runtime = f"{RUNTIME_DIR}/{build_id}/"
    pages, shell = offline.pages(site), offline.shell(site, runtime)
    text = (ASSETS / "sw.js").read_text()
    for name, files in (("PAGES", pages), ("SHELL", shell), ("COURSE", offline.course(site))):
        text = text.replace(f"__TUTOR_{name}__", json.dumps(files, indent=0))
    (site / "sw.js").write_text(text.replace("__TUTOR_BUILD__", build_id))
    return len(pages) + len(shell)


def external_urls(site: Path) -> list[str]:
    """Every external URL left in the site's text files, as ``file: url``.

    HTML and our own JS/JSON: any URL (links off the site included). CSS and SVG:
    what would be loaded. Vendor JS: URLs on CDN hosts (see ``CDN_HOSTS``).
    """
    found = []
    for p in sorted(site.rglob("*")):
        if not p.is_file() or p.suffix not in TEXT_SUFFIXES:
            continue
        rel = p.relative_to(site).as_posix()
        text = p.read_text(errors="replace")
        if VENDOR_DIR.match(rel) and p.suffix in (".js", ".mjs"):
            urls = [m.group(0) for m in CDN_HOSTS.finditer(text)]
        elif p.suffix == ".css":
            urls = [m.group(1) for m in CSS_LOAD_RE.finditer(text)]
        elif p.suffix == ".svg":
            urls = [m.group(1) for m in SVG_LOAD_RE.finditer(text)]
        elif rel.startswith(("js/", "search/")) and p.suffix == ".js":
            urls = [m.group(0) for m in CDN_HOSTS.finditer(text)]  # the theme's vendor JS
        else:
            urls = [m.group(0) for m in URL_RE.finditer(text)]
        found += [f"{rel}: {u}" for u in urls if not URL_ALLOWED.match(u)]
    return found


def _mkdocs(repo: Path, out: Path, build_id: str) -> None:
    env = dict(os.environ, TUTOR_BUILD_ID=build_id)
    r = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f",
                        str(repo / "mkdocs.yml"), "-d", str(out)],
                       cwd=repo, env=env, capture_output=True, text=True)
    if r.returncode != 0:
        raise BuildError("MkDocs failed:\n" + (r.stderr or r.stdout)[-4000:])
    warnings = [ln for ln in r.stderr.splitlines() if "WARNING" in ln]
    for ln in warnings[:20]:
        print("      mkdocs: " + ln.strip(), file=sys.stderr)


def build_site(repo: Path | None = None, out: Path | None = None, cache: Path | None = None,
               pyc: bool = True, quiet: bool = False,
               snapshot_policy: str = "auto") -> BuildResult:
    """Build the whole site; raise ``BuildError`` naming the failed input or check.

    ``snapshot_policy``: when a page's worker starts Python from the build's memory snapshot
    (``cached``, ``auto``, ``always`` or ``never``: ``assets/worker.js``,
    ``SNAPSHOT_POLICY``)."""
    if snapshot_policy not in ("cached", "auto", "always", "never"):
        raise BuildError(f"unknown snapshot policy {snapshot_policy!r} "
                         "(cached, auto, always, never)")
    repo = repo or repo_root()
    out = (out or repo / "site").resolve()
    cache = (cache or Path(os.environ.get("TUTOR_CACHE", repo / ".cache" / "tutor-site")))
    cache = cache.resolve()
    progress = Progress(8, quiet=quiet)

    with progress.step("fetch pinned inputs (npm, PyPI)"):
        inputs = fetch_inputs(cache)
    with progress.step("runtime base: Pyodide core + verified wheels"):
        base = build_base(inputs, cache, progress, pyc=pyc)
    with progress.step("project wheel"):
        from tutor import __version__

        wheel_dir = Path(tempfile.mkdtemp(prefix="tutor-wheel-"))
        own = build_own_wheel(repo, wheel_dir, __version__)
        if pyc:
            add_bytecode(node_pyodide(cache, inputs.npm_tgz), wheel_dir, [own.name])

    tmp = out.with_name(out.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    try:
        with progress.step("MkDocs: lessons (en, ru)"):
            _mkdocs(repo, tmp, PENDING)
        with progress.step("runtime: Pyodide, the package bundles, the page's scripts"):
            rt = tmp / RUNTIME_DIR / PENDING
            lock = install_runtime(base, own, rt / "pyodide")
            specs = widget_specs(tmp)
            check_drawn_by_page(specs)
            node = node_pyodide(cache, inputs.npm_tgz)
            trace = first_reads(node, cache, specs)
            traced: list[Any] = []

            def site_reads(raw: bytes) -> set[str]:
                traced.append(trace(raw))
                return set(traced[-1].site)

            bundle = write_bundle(rt / "pyodide", lock, pins.RUNTIME_ROOTS, site_reads)
            later = bundle["later"]
            progress.say(f"{bundle['file']}: {len(bundle['packages'])} packages, "
                         f"{bundle['size'] / 1e6:.1f} MB unpacked ({bundle['gz'] / 1e6:.2f} MB "
                         f"gzipped) written before Python starts; {later['file']}: "
                         f"{later['size'] / 1e6:.1f} MB ({later['gz'] / 1e6:.2f} MB) "
                         "fetched when first asked for")
            stdlib = split_stdlib(rt / "pyodide", node, list(traced[-1].stdlib), cache)
            progress.say(f"{stdlib['file']}: the {stdlib['modules']} modules of the standard "
                         f"library the page imports, compiled, {stdlib['size'] / 1e6:.2f} MB "
                         f"(Pyodide's zip: {stdlib['official_size'] / 1e6:.2f} MB); "
                         f"{stdlib['later']['file']}: the rest, "
                         f"{stdlib['later']['gz'] / 1e6:.2f} MB, fetched when first asked for")
            snapshot = write_snapshot(rt / "pyodide", bundle["file"], stdlib["file"])
            progress.say(f"{snapshot['file']}: Python's memory after the page's imports, "
                         f"{snapshot['size'] / 1e6:.1f} MB ({snapshot['gz'] / 1e6:.2f} MB "
                         f"gzipped), with the tables of {', '.join(snapshot['families'])}")
            write_worker(rt / "worker.js", bundle, snapshot, stdlib, snapshot_policy)
            (rt / "progress.js").write_text(progress_js(tmp), encoding="utf-8")
            (tmp / RULES_JSON).parent.mkdir(parents=True, exist_ok=True)
            (tmp / RULES_JSON).write_text(rules_json(), encoding="utf-8")
            (rt / "page.js").write_text(page_js(), encoding="utf-8")
            (rt / "page.css").write_text((ASSETS / "page.css").read_text()
                                         + "\n/* the widgets' first states, shown before Python"
                                         " (tutor/site/static_widgets.py) */\n"
                                         + static_css())
            embed = tmp / EMBED_URL / "index.html"
            embed.parent.mkdir(parents=True, exist_ok=True)
            embed.write_text(embed_page(PENDING))
            for source_map in tmp.rglob("*.map"):  # only developer tools read them
                source_map.unlink()
            drop_font_awesome(tmp)
            n_cdn = neutralise_cdn_urls(rt)
            progress.say(f"{n_cdn} CDN URLs in vendor JS pointed at a local dead path")
            gzipped = precompress([rt / "pyodide"], min_size=SITE_MIN_SIZE)
            progress.say(f"{len(gzipped)} vendor files gzipped beside themselves")
            shutil.rmtree(wheel_dir, ignore_errors=True)
        with progress.step("service worker; what a first visit downloads"):
            from tutor.site.js_texts import SCRIPTS, write_texts

            for script in ("offline.js", "classpic.js"):
                js = (ASSETS / script).read_text(encoding="utf-8")
                if script in SCRIPTS:  # its sentences, from the catalogue
                    js = write_texts(js, SCRIPTS[script])
                (rt / script).write_text(js, encoding="utf-8")
            (rt / OFFLINE_JSON).write_text("{}")  # listed with the course, written below
            n = write_service_worker(tmp, PENDING)
            precompress_site(tmp)
            visits = first_visits(tmp, bundle, stdlib, snapshot, snapshot_policy)
            say_the_size(tmp, visits)
            write_offline_json(tmp, visits)
            precompress_site(tmp)
            lesson, whole = visits["lesson"], visits["en"]
            progress.say(f"a first visit to {lesson['page']}: "
                         f"{lesson['before_python_bytes'] / 1e6:.2f} MB before Python answers, "
                         f"{lesson['bytes'] / 1e6:.2f} MB in all; to {whole['page']}: "
                         f"{whole['bytes'] / 1e6:.2f} MB (the teacher's page says so)")
        with progress.step("check: no external URL"):
            bad = external_urls(tmp)
            if bad:
                raise BuildError("external URLs left in the site:\n  " + "\n  ".join(bad[:40]))
        with progress.step("build id: sha256 of every shipped byte; replace site/"):
            report = {
                "build_id": PENDING, "pyodide": pins.PYODIDE_VERSION,
                "packages": {k: v["file_name"] for k, v in sorted(lock["packages"].items())},
                "official_verified": verified_report(base), "bytecode": pyc,
                "bundle": bundle["file"], "bundle_later": later["file"],
                "python_snapshot": snapshot["file"], "python_stdlib": stdlib["file"],
                "python_stdlib_later": stdlib["later"]["file"],
                "python_snapshot_tables": snapshot["families"],
                "snapshot_policy": snapshot_policy,
                "first_visit": {key: {k: v for k, v in visit.items() if k != "files"}
                                for key, visit in visits.items()},
            }
            (tmp / "build-report.json").write_text(json.dumps(report, indent=1))
            build_id = content_id(tmp)
            stamp_build_id(tmp, build_id)
            precompress_site(tmp)  # the stamped pages and scripts, gzipped again
            check_precompressed(tmp)
            progress.say(f"build id {build_id}; {n} URLs precached under cache tutor-{build_id}")
            if out.exists():
                shutil.rmtree(out)
            tmp.rename(out)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp)
    files = [p for p in out.rglob("*") if p.is_file()]
    pages = sum(1 for p in files if p.name == "index.html")
    size = sum(p.stat().st_size for p in files)
    if not quiet:
        print(f"site built: {out} ({pages} pages, {len(files)} files, {size / 1e6:.1f} MB, "
              f"build {build_id})", file=sys.stderr)
    return BuildResult(out, build_id, pages, len(files), size, progress.times)
