"""In real Chromium: a first visit downloads what it uses, and what the build says.

- A first visit to a lesson fetches exactly the files the build lists for it
  (``build-report.json``'s ``first_visit``, ``_tutor/<id>/offline.json``), before Python
  answers and afterwards, and about the bytes the build counts.
- A page whose Python this device has never fetched says so offline, in its language;
  every page whose Python has been fetched works offline (``test_site_browser.py``).
- "Keep the whole course for offline use" on the progress page says how many MB it will
  download, shows its progress, and then every page works offline, its exercises too.
- Save-Data: the page's worker fetches nothing in the background (not the Python snapshot,
  even over a fast link).
- The standard library the page's Python starts with, and its rest, are the official zip's
  files, each in one of them.
"""

from __future__ import annotations

import json
import re
import tempfile
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tutor.site.browser import CHROMIUM, OffsiteTrap, launch_persistent

pytestmark = pytest.mark.browser

READY_MS = 180_000

if not Path(CHROMIUM).exists():  # pragma: no cover
    pytest.skip("Debian chromium is not installed", allow_module_level=True)
pytest.importorskip("playwright.sync_api")


def _report(site: Path) -> dict[str, Any]:
    report: dict[str, Any] = json.loads((site / "build-report.json").read_text())
    return report


def _offline_json(site: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(
        (site / "_tutor" / _report(site)["build_id"] / "offline.json").read_text())
    return doc


def _ready(page: Any) -> None:
    page.wait_for_function(
        "() => window.tutorReady !== undefined || document.querySelector('.tutor-error')",
        timeout=READY_MS)
    if page.locator(".tutor-error").count():
        pytest.fail(f"{page.url}: {page.locator('.tutor-error').first.inner_text()}")


def _path(url_path: str) -> str:
    """A logged request path as the build lists files (no leading slash, no query)."""
    path = url_path.split("?", 1)[0].split("#", 1)[0].lstrip("/")
    return path or "./"


def test_a_first_visit_fetches_what_the_build_says_it_does(
        playwright: Any, built_site: Path, trap: OffsiteTrap) -> None:
    """The build's list of a first visit's files (and so the teacher's page's figure) is
    what a fresh browser fetches: the page, what it loads and the runtime's start before
    Python answers; then the later package files, the pages' HTML for offline use, and
    over a link of LAN speed (loopback) the Python snapshot; nothing else, the bytes within
    2 % of the build's count."""
    import time

    from tutor.site.serve import start_server

    visit = _offline_json(built_site)["first_visit"]["lesson"]
    log: list[tuple[int, int, str]] = []
    srv, base = start_server(built_site, 0, request_log=lambda s, n, p: log.append((s, n, p)))
    with tempfile.TemporaryDirectory(prefix="tutor-first-visit-") as profile:
        ctx = launch_persistent(playwright, profile, trap)
        try:
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(base + visit["page"])
            _ready(page)
            before = list(log)
            page.wait_for_function("async () => { const r = await navigator.serviceWorker.ready;"
                                   " return r.active && r.active.state === 'activated' }",
                                   timeout=READY_MS)
            page.wait_for_function("() => (window.tutorTimes || {}).background_done",
                                   timeout=READY_MS)
            time.sleep(2)  # anything still on its way is counted too
            after = len(log)
            times = page.evaluate("window.tutorTimes")
            # the runtime is kept: the next page starts Python first thing, from the cache
            build = _report(built_site)["build_id"]
            assert page.evaluate("localStorage.getItem('tutor-runtime-kept')") == build
            page.goto(base + "games/omaha/")
            _ready(page)
            assert page.evaluate("!!window.tutorPort")
        finally:
            ctx.close()
            srv.shutdown()
            srv.server_close()

    def fetched(entries: list[tuple[int, int, str]]) -> dict[str, int]:
        got: dict[str, int] = {}
        for status, sent, path in entries:
            if status == 200:
                got[_path(path)] = got.get(_path(path), 0) + sent
        return got

    visit_log = log[:after]  # the first visit's, not the next page's
    listed = {part: dict(files) for part, files in visit["files"].items()}
    assert times["link_mb_s"] >= 12, times  # loopback: the snapshot pays, and is fetched
    first = fetched(before)
    want = {**listed["before_python"], **listed["fast_link"]}
    assert set(first) == set(want), set(first) ^ set(want)
    assert abs(sum(first.values()) - sum(want.values())) <= 0.02 * sum(first.values())
    everything = fetched(visit_log)
    expected = {**want, **listed["background"], **listed["service_worker"]}
    assert set(everything) == set(expected), set(everything) ^ set(expected)
    total = sum(everything.values())
    assert abs(total - sum(expected.values())) <= 0.02 * total
    # what the teacher's page says is what this visit downloaded (the snapshot aside: it
    # says so apart, "over a connection as fast as a wired network")
    note = (built_site / "teach" / "index.html").read_text()
    said = re.search(r"about ([\d.]+) MB in all", note)
    assert said and abs(float(said.group(1)) - (total - visit["fast_link_bytes"]) / 1e6) <= 0.1


def test_offline_a_page_whose_python_was_never_fetched_says_so(
        browser: Any, built_site: Path) -> None:
    """A visit to the home page only (no exercise: no Python) keeps every page's HTML; offline,
    a lesson page reads, and its exercises say in the page's language that this device has
    not kept their Python yet, and where to keep the whole course."""
    from tutor.site.serve import start_server

    srv, base = start_server(built_site, 0)
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(base)
        page.wait_for_function("async () => { const r = await navigator.serviceWorker.ready;"
                               " return r.active && r.active.state === 'activated' }",
                               timeout=READY_MS)
        srv.shutdown()
        srv.server_close()
        for path, words in (("games/holdem/", "this device is offline"),
                            ("ru/games/omaha/", "устройство не в сети")):
            page.goto(base + path)
            assert page.locator("h1").count() == 1  # the prose is there
            error = page.locator(".tutor-error").first
            error.wait_for(timeout=60_000)
            text = error.inner_text()
            assert words in text, text
            assert ("Progress page" in text) or ("«Прогресс»" in text), text
    finally:
        ctx.close()
        srv.server_close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_keeping_the_whole_course_makes_every_page_work_offline(
        browser: Any, built_site: Path, trap: OffsiteTrap, lang: str) -> None:
    """The progress page's switch says how many MB it downloads; pressed, it shows its
    progress, then that the course is kept; offline, pages this browser never opened work,
    their exercises too (a Python started from what was kept), and the page still says the
    course is kept."""
    from tutor.site.serve import start_server

    prefix = "ru/" if lang == "ru" else ""
    srv, base = start_server(built_site, 0)
    ctx = browser.new_context()
    errors: list[str] = []
    try:
        page = ctx.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(base + prefix + "progress/")
        button = page.locator("#tutor-keep-course")
        button.wait_for(timeout=60_000)
        label = button.inner_text()
        words = {"en": r"Keep the whole course for offline use \((\d+(?:\.\d)?) MB\)",
                 "ru": r"Сохранить весь курс для работы без сети \((\d+(?:,\d)?) МБ\)"}[lang]
        found = re.fullmatch(words, label)
        assert found, label
        course = sum(size for _, size in _offline_json(built_site)["course"])
        # what is not kept yet: the course less what this visit's service worker kept
        assert course / 2e6 < float(found.group(1).replace(",", ".")) <= course / 1e6 + 0.5
        # its progress: a bar and "N of M MB" while it downloads
        page.evaluate("""() => { window.__seen = [];
          new MutationObserver(() => window.__seen.push(
            document.querySelector('.tutor-offline-msg').textContent
            + (document.querySelector('.tutor-offline-bar').hidden ? '' : ' [bar]')))
          .observe(document.getElementById('tutor-offline'),
                   {subtree: true, childList: true, characterData: true, attributes: true}); }""")
        button.click()
        done = {"en": "The whole course is kept on this device",
                "ru": "Весь курс сохранён на этом устройстве"}[lang]
        page.locator(".tutor-offline-msg").get_by_text(done).wait_for(timeout=READY_MS)
        seen = page.evaluate("window.__seen")
        going = {"en": "Downloading: ", "ru": "Скачивается: "}[lang]
        assert any(going in s and "[bar]" in s for s in seen), seen[:5]
        assert button.is_hidden()
        page.wait_for_function("async () => { const r = await navigator.serviceWorker.ready;"
                               " return r.active && r.active.state === 'activated' }",
                               timeout=READY_MS)
        srv.shutdown()
        srv.server_close()
        for path in ("games/soko/", "ru/games/raspisnoy/", "games/double-barrel/"):
            page.goto(base + path)
            _ready(page)
            assert page.locator(".tutor-widget .tt-app").count() >= 1, path
        page.goto(base + prefix + "progress/")
        page.locator(".tutor-offline-msg").get_by_text(done).wait_for(timeout=60_000)
        assert errors == []
    finally:
        ctx.close()
        srv.server_close()
    assert trap.site_requests() == []


def test_save_data_fetches_nothing_in_the_background(
        playwright: Any, built_site: Path, trap: OffsiteTrap) -> None:
    """A browser that asks to save data (navigator.connection.saveData, set here through
    Chromium's DevTools) gets no Python snapshot, even over a link of LAN speed where it
    would pay, and the page answers all the same."""
    from tutor.site.serve import start_server

    snapshot = _report(built_site)["python_snapshot"]
    log: list[str] = []
    srv, base = start_server(built_site, 0, request_log=lambda s, n, p: log.append(p))
    with tempfile.TemporaryDirectory(prefix="tutor-save-data-") as profile:
        ctx = launch_persistent(playwright, profile, trap)
        try:
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            cdp = ctx.new_cdp_session(page)
            cdp.send("Emulation.setDataSaverOverride", {"dataSaverEnabled": True})
            page.goto(base + "games/holdem/")
            assert page.evaluate("navigator.connection.saveData") is True
            _ready(page)
            page.wait_for_function("() => (window.tutorTimes || {}).background_done",
                                   timeout=READY_MS)
            times = page.evaluate("window.tutorTimes")
        finally:
            ctx.close()
            srv.shutdown()
            srv.server_close()
    assert "snapshot_fetched" not in times and "snapshot_restored" not in times, times
    assert not [p for p in log if snapshot in p]


def test_the_standard_library_is_the_official_zips_files_each_once(built_site: Path) -> None:
    """The zip the page's Python starts with holds compiled modules only (no source to
    compile in the browser), the later bundle the official zip's other files as they are:
    between them, every file of the official zip, once."""
    from tutor.site.later_files import read_bundle

    report = _report(built_site)
    folder = built_site / "_tutor" / report["build_id"] / "pyodide"
    with zipfile.ZipFile(folder / "python_stdlib.zip") as z:
        official = {i.filename for i in z.infolist() if not i.is_dir()}
    with zipfile.ZipFile(folder / report["python_stdlib"]) as z:
        first = set(z.namelist())
    import gzip

    later = {p for p, _ in read_bundle(gzip.decompress(
        (folder / report["python_stdlib_later"]).read_bytes()))[1]}
    assert first and all(name.endswith(".pyc") for name in first)
    sources = {name[:-1] for name in first}  # x.pyc -> x.py
    assert not sources & later and sources | later == official
    for module in ("encodings/__init__.py", "encodings/latin_1.py", "json/decoder.py",
                   "asyncio/base_events.py", "fractions.py"):
        assert module in sources, module  # what starting Pyodide and the page import
    assert {"pydoc.py", "encodings/cp1252.py", "unittest/__init__.py"} <= later
