"""``tutor bench-site``: how fast the built site becomes usable, in headless Chromium.

Per run (median of ``runs``), with a fresh on-disk browser profile:

- **first visit** (empty caches): navigation until every widget of the lesson page
  is rendered by Python (``tutorReady``), and until the quiz answered a click;
- **next page** of the same visit (the SharedWorker's Python is reused);
- **return visit**: the browser restarted on the same profile (service worker cache);
- **prose**: first contentful paint of the page (the lesson text);
- **click**: a quiz answer click until Python's feedback is in the page;
- **split**: the split trainer's Check until the analysis of all 35 splits is shown;
- **bytes**: what the server sent for the first visit until ready (and, apart, the
  service worker's precache of the rest of the site afterwards).

Goals (issue 5): first ≤ 5 s, next ≤ 1 s, return ≤ 3 s, prose ≤ 0.5 s, click ≤ 100 ms.
"""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tutor.site.browser import OffsiteTrap, launch_persistent
from tutor.site.serve import start_server

GOALS = {"first_s": 5.0, "next_s": 1.0, "return_s": 3.0, "prose_ms": 500.0, "click_ms": 100.0}

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
    return {"ready_s": round(ready_ms / 1000, 3), "wall_s": round(wall, 3),
            "answered_s": round(answered, 3), "prose_ms": round(_fcp(page), 1),
            "click_ms": round(click, 1), "worker": page.evaluate("window.tutorTimes || {}")}


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


def one_run(p: Any, base: str, log: ByteLog, trap: OffsiteTrap, page_path: str,
            next_path: str) -> dict[str, Any]:
    """First visit, next page, return visit, split timing: one fresh profile."""
    profile = tempfile.mkdtemp(prefix="tutor-bench-")
    out: dict[str, Any] = {}
    try:
        ctx = launch_persistent(p, profile, trap)
        ctx.add_init_script(DEEP_JS)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        mark = log.mark()
        out["first"] = _visit(page, base + page_path)
        out["first"]["bytes"], out["first"]["requests"] = log.since(mark)
        mark = log.mark()
        page.wait_for_function("async () => { const r = await navigator.serviceWorker.ready;"
                               " return r.active && r.active.state === 'activated' }",
                               timeout=240_000)
        out["precache_bytes"] = log.since(mark)[0]
        mark = log.mark()
        out["next"] = _visit(page, base + next_path)
        out["next"]["bytes"], out["next"]["requests"] = log.since(mark)
        out["split_ms"] = _split(page, base + "games/double-barrel/")
        ctx.close()
        ctx = launch_persistent(p, profile, trap)
        ctx.add_init_script(DEEP_JS)
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        mark = log.mark()
        out["return"] = _visit(page, base + page_path)
        out["return"]["bytes"], out["return"]["requests"] = log.since(mark)
        ctx.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return out


def summarize(runs: list[dict[str, Any]]) -> dict[str, float]:
    """Medians of the figures the goals name."""
    def med(f: Any) -> float:
        return round(float(statistics.median(f(r) for r in runs)), 3)

    return {
        "first_s": med(lambda r: r["first"]["answered_s"]),
        "first_ready_s": med(lambda r: r["first"]["ready_s"]),
        "next_s": med(lambda r: r["next"]["answered_s"]),
        "next_ready_s": med(lambda r: r["next"]["ready_s"]),
        "return_s": med(lambda r: r["return"]["answered_s"]),
        "return_ready_s": med(lambda r: r["return"]["ready_s"]),
        "prose_ms": med(lambda r: r["first"]["prose_ms"]),
        "prose_return_ms": med(lambda r: r["return"]["prose_ms"]),
        "click_ms": med(lambda r: r["next"]["click_ms"]),
        "split_ms": med(lambda r: r["split_ms"]),
        "first_mb": med(lambda r: r["first"]["bytes"] / 1e6),
        "precache_mb": med(lambda r: r["precache_bytes"] / 1e6),
        "next_mb": med(lambda r: r["next"]["bytes"] / 1e6),
        "return_mb": med(lambda r: r["return"]["bytes"] / 1e6),
    }


def run_bench(runs: int = 3, page: str = "games/holdem/", next_page: str = "games/omaha/",
              out: Path | None = None, site: Path | None = None) -> int:
    """Run the benchmark against ``site`` (default: the repository's built ``site/``)."""
    from playwright.sync_api import sync_playwright

    from tutor.site.build import repo_root

    site = site or repo_root() / "site"
    if not (site / "build-report.json").exists():
        print("tutor bench-site: build the site first (tutor build)", file=sys.stderr)
        return 1
    log = ByteLog()
    trap = OffsiteTrap()
    server, base = start_server(site, 0, request_log=log)
    results = []
    try:
        with sync_playwright() as p:
            for i in range(runs):
                r = one_run(p, base, log, trap, page, next_page)
                results.append(r)
                print(f"run {i + 1}: " + json.dumps(r), file=sys.stderr, flush=True)
    finally:
        server.shutdown()
        server.server_close()
        trap.close()
    summary = summarize(results)
    offsite = trap.site_requests()
    print(f"{'figure':<16}{'median':>10}  goal")
    for key, value in summary.items():
        goal = GOALS.get(key)
        mark = "" if goal is None else (f"≤ {goal:g}  " + ("ok" if value <= goal else "MISSED"))
        print(f"{key:<16}{value:>10}  {mark}")
    print(f"requests off 127.0.0.1: {len(offsite)}")
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"summary": summary, "runs": results, "offsite": offsite,
                                   "page": page, "next_page": next_page}, indent=1))
    return 0 if not offsite else 1
