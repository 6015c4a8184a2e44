"""``tutor bench-site``: how fast the built site becomes usable, in headless Chromium.

Per run (median of ``runs``), with a fresh on-disk browser profile:

- **first visit** (empty caches): navigation until every widget of the lesson page
  is rendered by Python (``tutorReady``), and until the quiz answered a click;
- **next page** of the same visit (the SharedWorker's Python is reused);
- **return visit**: the browser restarted on the same profile (service worker cache);
- **prose**: first contentful paint of the page (the lesson text);
- **click**: a quiz answer click until Python's feedback is in the page;
- **split**: the split trainer's Check until the analysis of all 35 splits is shown;
- **useful**: navigation until every widget slot shows something useful (not a
  spinner): a static first state (``.tutor-static``) or Python's widget;
- **first click**: navigation until the first widget that takes a pick and a Check (not
  the quiz) has answered them, clicked as soon as it shows: from the build's data on a
  first state, or once Python has taken over and replayed them;
- **bytes**: what the server sent for the first visit until ready (and, apart, what it
  sent afterwards: the service worker's precache and the page's worker's background work,
  until both are done and nothing has been sent for 3 s);
- **bare**: in the same run, right after the lesson runs, a fresh profile opens a page
  that only boots the site's own Pyodide in a worker and runs one line (first visit,
  then the browser restarted: return); the lesson's figures are also given as ratios to
  it (first / bare first, return / bare return, next / bare first), which cancel most of
  a shared machine's noise.

Goals on loopback: first ≤ 3 s, return ≤ 1.5 s, next ≤ 0.4 s, useful ≤ 0.5 s, first click ≤ 0.3 s,
prose (first contentful paint) ≤ 0.3 s (issue 24; it was 0.5 s),
bytes ≤ 15 MB, click ≤ 50 ms; ratios first ≤ 1.2, return ≤ 0.75, next ≤ 0.15.
"""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tutor.site.browser import OffsiteTrap, launch_persistent
from tutor.site.link import parse_link
from tutor.site.serve import start_server

GOALS = {"first_s": 3.0, "next_s": 0.4, "return_s": 1.5, "useful_ms": 500.0,
         "first_click_ms": 300.0, "prose_ms": 300.0, "click_ms": 50.0, "first_mb": 15.0,
         "first_ratio": 1.2, "return_ratio": 0.75, "next_ratio": 0.15}

LINK_GOALS = {
    "fast-4g": {"dcl_ms": 500.0, "useful_ms": 1000.0, "first_click_ms": 1000.0,
                "first_ratio": 1.0, "first_mb": 6.5, "visit_mb": 16.0},
    "slow-4g": {"dcl_ms": 1500.0, "useful_ms": 2500.0, "first_click_ms": 2500.0,
                "first_ratio": 1.0, "first_mb": 6.5, "visit_mb": 16.0},
}
"""The goals on a throttled link (the Hold'em page, first visit, cold profile):
prose painted (DOMContentLoaded), the first widget useful, the first widget's answer to a
click, Python's answer against a bare
Pyodide boot over the same link, bytes before Python answers, and bytes of the whole
first visit (the service worker's precache included)."""


def goals_for(link: str) -> dict[str, float]:
    """The goals of a run over ``link`` (loopback or a throttled link).

    >>> goals_for("slow-4g")["dcl_ms"], goals_for("none")["first_s"]
    (1500.0, 3.0)
    """
    return LINK_GOALS.get(link, GOALS)

BARE_PATH = "__bench__/bare.html"
"""Where the benchmark's server answers the bare Pyodide page (never part of the site)."""

BARE_WORKER = "__bench__/bare-worker.js"


def bare_files(build_id: str) -> dict[str, tuple[bytes, str]]:
    """The bare page and its worker: the site's own Pyodide, booted, one line of Python.

    >>> files = bare_files("0123456789ab")
    >>> sorted(files)
    ['__bench__/bare-worker.js', '__bench__/bare.html']
    >>> b"_tutor/0123456789ab/pyodide/pyodide.js" in files[BARE_WORKER][0]
    True
    """
    worker = (f'importScripts("../_tutor/{build_id}/pyodide/pyodide.js");\n'
              'loadPyodide({ indexURL: new URL("../_tutor/' + build_id
              + '/pyodide/", self.location.href).href })\n'
              '  .then((py) => postMessage(py.runPython("1 + 1")))\n'
              '  .catch((err) => postMessage("error: " + err));\n')
    page = ('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title>'
            '</head><body><p>bare Pyodide boot</p><script>'
            'const w = new Worker("bare-worker.js");'
            'w.onmessage = (e) => { window.bareAnswer = e.data;'
            ' window.tutorReady = performance.now(); };'
            '</script></body></html>')
    return {BARE_PATH: (page.encode(), "text/html"),
            BARE_WORKER: (worker.encode(), "text/javascript")}

DEEP_JS = """
window.__deep = (sel) => {
  const walk = (root) => {
    const hit = root.querySelector(sel);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) { const h = walk(el.shadowRoot); if (h) return h; }
    }
    return null;
  };
  return walk(document);
};
"""

USEFUL_JS = """
// every widget slot shows something useful: a static first state or Python's widget
(() => {
  const useful = (slot) => !!slot.querySelector('.tutor-static')
    || (!slot.classList.contains('tutor-loading') && !!slot.querySelector('.tutor-root > *'));
  // checked at every frame from the start (the slots arrive while the page is parsed)
  const check = () => {
    const slots = document.querySelectorAll('.tutor-widget[data-widget]');
    if (slots.length && [...slots].every(useful)) {
      window.tutorUseful = performance.now();
      return;
    }
    if (performance.now() < 240000) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
"""

EARLY_JS = """
// the first widget that can be answered (a pick or a card, then Check; not the quiz, whose
// answer CLICK_JS times later) is answered as soon as it shows: a first state before Python
// or Python's widget. Once per tab: the first visit (and the return visit's new browser).
(() => {
  try { if (sessionStorage.getItem('tutorBenchEarly')) return;
        sessionStorage.setItem('tutorBenchEarly', '1'); } catch (err) { return; }
  const PICK = 'button[data-action="pick"], button[data-action="card"]';
  const find = () => {
    const slots = '.tutor-widget[data-widget]:not([data-widget="quiz"])';
    for (const slot of document.querySelectorAll(slots)) {
      const box = slot.querySelector('.tutor-static') || slot.querySelector('.tutor-root');
      const pick = box && box.querySelector(PICK);
      const check = box && box.querySelector('[data-action="submit"]');
      if (pick && check) return { slot, box, pick, check };
    }
    return null;
  };
  const text = (box) => box.isConnected ? box.textContent : '';
  const start = () => {
    const hit = find();
    if (!hit) {
      if (performance.now() < 240000) requestAnimationFrame(start);
      return;
    }
    hit.pick.click();
    const before = text(hit.box);
    const t0 = performance.now();
    // the pick may have drawn the board again: its Check as it is now
    (hit.box.querySelector('[data-action="submit"]') || hit.check).click();
    // answered: the widget on screen changed (an answer from the build's data, or Python's
    // own), or Python took over the slot and replayed the clicks (tutorReady)
    const done = () => {
      if (text(hit.box) !== before || window.tutorReady !== undefined) {
        window.tutorEarly = { widget: hit.slot.dataset.widget, clicked: t0,
                              answered: performance.now(),
                              before_python: window.tutorReady === undefined };
        return;
      }
      requestAnimationFrame(done);
    };
    done();
  };
  requestAnimationFrame(start);
})();
"""

CLICK_JS = """
async () => {
  const find = () => __deep('button.tt-hand[data-value="0"]');
  while (!find()) await new Promise((r) => requestAnimationFrame(r));
  const btn = find();
  const t0 = performance.now();
  btn.click();
  await new Promise((resolve) => {
    const check = () => __deep('button.tt-hand[data-value="0"][aria-pressed="true"]')
      ? resolve() : requestAnimationFrame(check);
    check();
  });
  return performance.now() - t0;
}
"""


class ByteLog:
    """Bytes and requests the server sent, with marks."""

    def __init__(self) -> None:
        self.entries: list[tuple[int, int, str]] = []

    def __call__(self, status: int, sent: int, path: str) -> None:
        self.entries.append((status, sent, path))

    def mark(self) -> int:
        return len(self.entries)

    def since(self, mark: int) -> tuple[int, int]:
        part = self.entries[mark:]
        return sum(e[1] for e in part), len(part)


def _ready(page: Any, timeout_ms: int = 240_000) -> float:
    page.wait_for_function("() => window.tutorReady !== undefined", timeout=timeout_ms,
                           polling=20)
    return float(page.evaluate("window.tutorReady"))


def _fcp(page: Any) -> float:
    value: float = float(page.evaluate(
        "() => (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime"
        " || -1"))
    return value


def _visit(page: Any, url: str) -> dict[str, float]:
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit")
    ready_ms = _ready(page)
    wall = time.perf_counter() - t0
    click = float(page.evaluate(CLICK_JS))
    answered = time.perf_counter() - t0
    useful = float(page.evaluate("window.tutorUseful === undefined ? -1 : window.tutorUseful"))
    early = page.evaluate("window.tutorEarly || null")
    return {"ready_s": round(ready_ms / 1000, 3), "wall_s": round(wall, 3),
            "answered_s": round(answered, 3), "prose_ms": round(_fcp(page), 1),
            "dcl_ms": round(float(page.evaluate(
                "() => (performance.getEntriesByType('navigation')[0] || {})"
                ".domContentLoadedEventEnd || -1")), 1),
            "useful_ms": round(useful, 1),
            # the first widget's Check answered, from navigation (clicked once it showed)
            "early_click_ms": round(float(early["answered"]), 1) if early else -1.0,
            "early_before_python": bool(early and early["before_python"]),
            "click_ms": round(click, 1), "worker": page.evaluate("window.tutorTimes || {}"),
            # when the page's Python worker started, after navigation (< 0: it was running)
            "worker_started_ms": round(float(page.evaluate(
                "(window.tutorTimes || {}).origin - performance.timeOrigin || 0")), 1)}


def _bare_visit(page: Any, url: str) -> float:
    """Seconds from navigation until the bare page's Python answered its one line."""
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit")
    _ready(page)
    answer = page.evaluate("window.bareAnswer")
    if answer != 2:
        raise RuntimeError(f"bare Pyodide page answered {answer!r}, not 2")
    return round(time.perf_counter() - t0, 3)


def bare_run(p: Any, base: str, trap: OffsiteTrap) -> dict[str, float]:
    """A bare Pyodide boot of the same site: fresh profile, then the browser restarted."""
    profile = tempfile.mkdtemp(prefix="tutor-bench-bare-")
    out: dict[str, float] = {}
    try:
        for key in ("first_s", "return_s"):
            ctx = launch_persistent(p, profile, trap)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            out[key] = _bare_visit(page, base + BARE_PATH)
            ctx.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return out


def _split(page: Any, url: str) -> float:
    page.goto(url)
    _ready(page)
    split = page.locator(".tt-app-split")
    for i in range(8):
        split.locator(f'section[data-zone="0"] button.tt-card[data-value="{i}"]').click()
        zone = 1 if i < 4 else 2
        split.locator(f'section[data-zone="{zone}"] button.tt-card[data-value="{i}"]').wait_for()
    t0 = time.perf_counter()
    split.get_by_role("button", name="Check").click()
    split.locator(".tt-feedback").get_by_text("of 35").wait_for(timeout=60_000)
    return round((time.perf_counter() - t0) * 1000, 1)


def quiet(log: ByteLog, still_s: float = 3.0, at_most_s: float = 120.0) -> float:
    """Wait until the server has sent nothing for ``still_s`` seconds (at most ``at_most_s``):
    whatever the service worker or the page's worker still fetches in the background is
    counted with the visit. Returns the seconds waited."""
    t0 = time.perf_counter()
    seen, since = log.mark(), time.perf_counter()
    while time.perf_counter() - t0 < at_most_s:
        time.sleep(0.25)
        if log.mark() != seen:
            seen, since = log.mark(), time.perf_counter()
        elif time.perf_counter() - since >= still_s:
            break
    return time.perf_counter() - t0


def does_background(site: Path) -> bool:
    """Whether the site's worker works in the background after a page answered (it says
    so in ``tutorTimes.background_done``)."""
    workers = list((site / "_tutor").glob("*/worker.js"))
    return any("background_done" in w.read_text(errors="replace") for w in workers)


def one_run(p: Any, base: str, log: ByteLog, trap: OffsiteTrap, page_path: str,
            next_path: str, background: bool = False) -> dict[str, Any]:
    """First visit, next page, return visit, split timing: one fresh profile. The bytes after
    the first visit are counted until the service worker is active, the page's worker has
    done its background work (``background``) and nothing has been sent for 3 s."""
    profile = tempfile.mkdtemp(prefix="tutor-bench-")
    out: dict[str, Any] = {}
    try:
        ctx = launch_persistent(p, profile, trap)
        ctx.add_init_script(DEEP_JS + USEFUL_JS + EARLY_JS)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        mark = log.mark()
        out["first"] = _visit(page, base + page_path)
        out["first"]["bytes"], out["first"]["requests"] = log.since(mark)
        mark = log.mark()
        page.wait_for_function("async () => { const r = await navigator.serviceWorker.ready;"
                               " return r.active && r.active.state === 'activated' }",
                               timeout=240_000)
        if background:  # the page's worker keeps the runtime, fetches the later files...
            page.wait_for_function("() => (window.tutorTimes || {}).background_done",
                                   timeout=600_000, polling=200)
        out["after_s"] = round(quiet(log), 3)
        out["precache_bytes"] = log.since(mark)[0]
        mark = log.mark()
        out["next"] = _visit(page, base + next_path)
        out["next"]["bytes"], out["next"]["requests"] = log.since(mark)
        out["split_ms"] = _split(page, base + "games/double-barrel/")
        ctx.close()
        ctx = launch_persistent(p, profile, trap)
        ctx.add_init_script(DEEP_JS + USEFUL_JS + EARLY_JS)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        mark = log.mark()
        out["return"] = _visit(page, base + page_path)
        out["return"]["bytes"], out["return"]["requests"] = log.since(mark)
        ctx.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return out


def ratio(part: float, whole: float) -> float:
    """``part / whole`` to 3 places; ``-1`` when there is no whole to compare with.

    >>> ratio(3.0, 2.5)
    1.2
    >>> ratio(1.0, 0.0)
    -1.0
    """
    return round(part / whole, 3) if whole > 0 else -1.0


def run_ratios(run: dict[str, Any]) -> dict[str, float]:
    """One run's lesson figures over the bare boot of the same run.

    >>> run_ratios({"first": {"answered_s": 3.0}, "next": {"answered_s": 0.5},
    ...             "return": {"answered_s": 2.0}, "bare": {"first_s": 2.5, "return_s": 2.0}})
    {'first_ratio': 1.2, 'return_ratio': 1.0, 'next_ratio': 0.2}
    """
    bare = run["bare"]
    return {"first_ratio": ratio(run["first"]["answered_s"], bare["first_s"]),
            "return_ratio": ratio(run["return"]["answered_s"], bare["return_s"]),
            "next_ratio": ratio(run["next"]["answered_s"], bare["first_s"])}


def summarize(runs: list[dict[str, Any]]) -> dict[str, float]:
    """Medians of the figures the goals name (ratios: the median of each run's ratio)."""
    def med(f: Any) -> float:
        return round(float(statistics.median(f(r) for r in runs)), 3)

    with_bare = [r for r in runs if "bare" in r]
    ratios: dict[str, float] = {}
    if with_bare:
        per_run = [run_ratios(r) for r in with_bare]
        ratios = {key: round(float(statistics.median(x[key] for x in per_run)), 3)
                  for key in per_run[0]}
        ratios["bare_first_s"] = round(float(statistics.median(
            r["bare"]["first_s"] for r in with_bare)), 3)
        ratios["bare_return_s"] = round(float(statistics.median(
            r["bare"]["return_s"] for r in with_bare)), 3)
    return {
        "useful_ms": med(lambda r: r["first"].get("useful_ms", -1)),
        "useful_return_ms": med(lambda r: r["return"].get("useful_ms", -1)),
        "first_click_ms": med(lambda r: r["first"].get("early_click_ms", -1)),
        "first_s": med(lambda r: r["first"]["answered_s"]),
        "first_ready_s": med(lambda r: r["first"]["ready_s"]),
        "next_s": med(lambda r: r["next"]["answered_s"]),
        "next_ready_s": med(lambda r: r["next"]["ready_s"]),
        "return_s": med(lambda r: r["return"]["answered_s"]),
        "return_ready_s": med(lambda r: r["return"]["ready_s"]),
        "prose_ms": med(lambda r: r["first"]["prose_ms"]),
        "dcl_ms": med(lambda r: r["first"].get("dcl_ms", -1)),
        "prose_return_ms": med(lambda r: r["return"]["prose_ms"]),
        "click_ms": med(lambda r: r["next"]["click_ms"]),
        "split_ms": med(lambda r: r["split_ms"]),
        "first_mb": med(lambda r: r["first"]["bytes"] / 1e6),
        "precache_mb": med(lambda r: r["precache_bytes"] / 1e6),
        "visit_mb": med(lambda r: (r["first"]["bytes"] + r["precache_bytes"]) / 1e6),
        "next_mb": med(lambda r: r["next"]["bytes"] / 1e6),
        "return_mb": med(lambda r: r["return"]["bytes"] / 1e6),
        **ratios,
    }


def report_lines(summary: dict[str, float], goals: dict[str, float] | None = None
                 ) -> list[str]:
    """The table ``tutor bench-site`` prints: each figure, its goal and whether it is met.

    >>> for line in report_lines({"first_s": 3.5, "first_ratio": 1.1, "split_ms": 300.0}):
    ...     print(line)
    figure                  median  goal
    first_s                    3.5  ≤ 3  MISSED
    first_ratio                1.1  ≤ 1.2  ok
    split_ms                 300.0
    """
    lines = [f"{'figure':<20}{'median':>10}  goal"]
    for key, value in summary.items():
        goal = (GOALS if goals is None else goals).get(key)
        mark = "" if goal is None else (f"≤ {goal:g}  " + ("ok" if 0 <= value <= goal
                                                          else "MISSED"))
        lines.append(f"{key:<20}{value:>10}  {mark}".rstrip())
    return lines


def _build_id(site: Path) -> str:
    report = json.loads((site / "build-report.json").read_text())
    return str(report["build_id"])


def run_bench(runs: int = 3, page: str = "games/holdem/", next_page: str = "games/omaha/",
              out: Path | None = None, site: Path | None = None,
              sites: list[Path] | None = None, links: Sequence[str] = ("none",),
              warmup: int = 1) -> int:
    """Run the benchmark against ``site`` (default: the repository's built ``site/``).

    With several ``sites`` (say a build of main and one of a branch), each run visits
    them in turn, lesson then bare boot, so their figures come from the same minutes.
    Each of ``links`` (:data:`tutor.site.link.LINKS`) is measured in turn, the bare boot
    over the same link. Before the first link's timed runs, ``warmup`` untimed runs of
    each site (:func:`counted_runs`) bring the machine's file cache to the state every
    later run finds: the browser's profile stays cold in every run, timed or not.
    """
    from playwright.sync_api import sync_playwright

    from tutor.site.build import repo_root

    targets = sites or [site or repo_root() / "site"]
    for t in targets:
        if not (t / "build-report.json").exists():
            print(f"tutor bench-site: no built site in {t} (tutor build)", file=sys.stderr)
            return 1
    trap = OffsiteTrap()
    compare: list[dict[str, Any]] = []
    try:
        with sync_playwright() as p:
            for i, name in enumerate(links):
                compare += _bench_link(p, name, targets, trap, runs, page, next_page,
                                       warmup=warmup if i == 0 else 0)
    finally:
        trap.close()
    offsite = trap.site_requests()
    for entry in compare:
        print(f"site {entry['site']}, link {entry['link']}")
        print("\n".join(report_lines(entry["summary"], goals_for(entry["link"]))))
    print(f"requests off 127.0.0.1: {len(offsite)}")
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        doc: dict[str, Any] = {"summary": compare[0]["summary"], "runs": compare[0]["runs"],
                               "offsite": offsite, "page": page, "next_page": next_page}
        if len(compare) > 1:
            doc["sites"] = compare
        out.write_text(json.dumps(doc, indent=1))
    return 0 if not offsite else 1


def counted_runs(warmup: int, runs: int) -> list[tuple[str, bool]]:
    """Each run's label and whether its figures count: the warm-up runs first, untimed.

    >>> counted_runs(1, 2)
    [('warm-up 1', False), ('run 1', True), ('run 2', True)]
    """
    return ([(f"warm-up {i + 1}", False) for i in range(warmup)]
            + [(f"run {i + 1}", True) for i in range(runs)])


def _bench_link(p: Any, name: str, targets: list[Path], trap: OffsiteTrap, runs: int,
                page: str, next_page: str, warmup: int = 0) -> list[dict[str, Any]]:
    """``runs`` runs of every site over one link (after ``warmup`` untimed ones); a
    summary per site."""
    link = parse_link(name)
    logs = [ByteLog() for _ in targets]
    servers = [start_server(t, 0, request_log=log, extra=bare_files(_build_id(t)), link=link)
               for t, log in zip(targets, logs, strict=True)]
    results: list[list[dict[str, Any]]] = [[] for _ in targets]
    try:
        for label, counts in counted_runs(warmup, runs):
            for k, (_, base) in enumerate(servers):
                r = one_run(p, base, logs[k], trap, page, next_page,
                            background=does_background(targets[k]))
                r["bare"] = bare_run(p, base, trap)
                if counts:
                    results[k].append(r)
                print(f"link {name}, {label}, site {k + 1}: " + json.dumps(r),
                      file=sys.stderr, flush=True)
    finally:
        for server, _ in servers:
            server.shutdown()
            server.server_close()
    return [{"site": str(t), "link": name, "summary": summarize(res), "runs": res}
            for t, res in zip(targets, results, strict=True)]
