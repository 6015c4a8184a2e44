"""The site's load-time parts without a browser: gzipped copies and how they are served, the
widgets' first states written into the slots, the benchmark's pure figures (median, ratio,
report)."""

from __future__ import annotations

import doctest
import gzip
import http.client
import importlib
import random
import re
from pathlib import Path

import pytest

from tutor.site.bench import BARE_PATH, bare_files, report_lines, run_ratios, summarize
from tutor.site.precompress import check_precompressed, precompress
from tutor.site.progress import BuildError
from tutor.site.serve import start_server
from tutor.site.static_widgets import add_static_states, deal_seeds, first_states

SLOT = '<div class="tutor-widget" data-widget="{kind}" data-game="{game}"></div>'


@pytest.mark.parametrize("name", ["bench", "precompress", "serve", "static_widgets"])
def test_module_doctests(name: str) -> None:
    module = importlib.import_module(f"tutor.site.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


# ---- gzipped copies -------------------------------------------------------------------------

def _vendor(tmp_path: Path) -> Path:
    folder = tmp_path / "site" / "_tutor" / "abc" / "pyodide"
    folder.mkdir(parents=True)
    (folder / "pyodide.asm.js").write_text("var x = 1;\n" * 20_000)       # large, compressible
    (folder / "small.js").write_text("var y = 2;\n")                      # too small
    (folder / "random.wasm").write_bytes(bytes(range(256)) * 400 + b"x")  # compresses well too
    (folder / "noise.zip").write_bytes(random.Random(1).randbytes(100_000))  # incompressible
    (folder / "site-packages-1.bundle").write_bytes(b"\0" * 100_000)      # gzip already: never
    return folder


def test_large_compressible_vendor_files_get_a_reproducible_gz(tmp_path: Path) -> None:
    folder = _vendor(tmp_path)
    made = precompress([folder])
    assert sorted(p.name for p in made) == ["pyodide.asm.js.gz", "random.wasm.gz"]
    first = {p.name: p.read_bytes() for p in made}
    for p in made:
        assert gzip.decompress(p.read_bytes()) == p.with_name(p.name[:-3]).read_bytes()
        p.unlink()
    again = {p.name: p.read_bytes() for p in precompress([folder])}
    assert again == first  # same bytes in, same bytes out: the build id stays reproducible
    assert check_precompressed(tmp_path / "site") == 2


def test_a_gz_that_differs_from_its_file_stops_the_build(tmp_path: Path) -> None:
    folder = _vendor(tmp_path)
    precompress([folder])
    (folder / "pyodide.asm.js").write_text("var x = 2;\n" * 20_000)
    with pytest.raises(BuildError, match=r"pyodide\.asm\.js\.gz: does not inflate to "
                                         r"pyodide\.asm\.js"):
        check_precompressed(tmp_path / "site")
    (folder / "pyodide.asm.js").unlink()
    with pytest.raises(BuildError, match="without the file it copies"):
        check_precompressed(tmp_path / "site")
    (folder / "pyodide.asm.js.gz").write_bytes(b"not gzip")
    (folder / "pyodide.asm.js").write_text("x")
    with pytest.raises(BuildError, match="not a valid gzip file"):
        check_precompressed(tmp_path / "site")


def _get(base: str, path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    host, port = base.split("//")[1].rstrip("/").split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    conn.request("GET", path, headers=headers)
    r = conn.getresponse()
    body = r.read()
    conn.close()
    return r.status, {k.lower(): v for k, v in r.getheaders()}, body


def test_serve_sends_the_gz_only_to_a_browser_that_accepts_gzip(tmp_path: Path) -> None:
    folder = _vendor(tmp_path)
    precompress([folder])
    original = (folder / "random.wasm").read_bytes()
    server, base = start_server(tmp_path / "site", 0)
    try:
        url = "/_tutor/abc/pyodide/random.wasm"
        status, head, body = _get(base, url, {"Accept-Encoding": "gzip, deflate, br"})
        assert status == 200 and head["content-encoding"] == "gzip"
        assert head["content-type"] == "application/wasm"
        assert "accept-encoding" in head["vary"].lower()
        assert gzip.decompress(body) == original and len(body) < len(original)
        status, head, body = _get(base, url, {"Accept-Encoding": "identity"})
        assert status == 200 and "content-encoding" not in head and body == original
        status, head, body = _get(base, url, {"Accept-Encoding": "gzip;q=0"})
        assert "content-encoding" not in head and body == original
        # a revalidation of the encoded copy is answered 304, as for any other file
        status, head, _ = _get(base, url, {"Accept-Encoding": "gzip",
                                           "If-Modified-Since": "Fri, 01 Jan 2100 00:00:00 GMT"})
        assert status == 304
        # a file without a copy is sent as it is
        status, head, body = _get(base, "/_tutor/abc/pyodide/small.js",
                                  {"Accept-Encoding": "gzip"})
        assert "content-encoding" not in head and body == b"var y = 2;\n"
    finally:
        server.shutdown()
        server.server_close()


def test_the_benchmark_server_answers_the_bare_page_from_memory(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("home")
    server, base = start_server(tmp_path, 0, extra=bare_files("0123456789ab"))
    try:
        status, head, body = _get(base, "/" + BARE_PATH, {})
        assert status == 200 and head["content-type"] == "text/html"
        assert b'new Worker("bare-worker.js")' in body
        status, head, body = _get(base, "/__bench__/bare-worker.js", {})
        assert b'importScripts("../_tutor/0123456789ab/pyodide/pyodide.js")' in body
        assert b'runPython("1 + 1")' in body
        assert _get(base, "/__bench__/other.html", {})[0] == 404
    finally:
        server.shutdown()
        server.server_close()


# ---- the benchmark's figures -----------------------------------------------------------------

def _run(first: float, nxt: float, ret: float, bare_first: float, bare_ret: float,
         mb: float = 20.0) -> dict[str, object]:
    visit = {"answered_s": 0.0, "ready_s": 0.0, "prose_ms": 1.0, "useful_ms": 100.0,
             "click_ms": 10.0, "bytes": 0}
    return {"first": {**visit, "answered_s": first, "bytes": int(mb * 1e6)},
            "next": {**visit, "answered_s": nxt}, "return": {**visit, "answered_s": ret},
            "split_ms": 5.0, "precache_bytes": 0,
            "bare": {"first_s": bare_first, "return_s": bare_ret}}


def test_ratios_are_the_median_of_each_runs_own_ratio() -> None:
    # a noisy run (everything doubled) keeps its ratio: the ratio is per run, then median
    runs = [_run(3.0, 0.3, 2.0, 2.0, 2.0), _run(6.0, 0.6, 4.0, 4.0, 4.0),
            _run(3.3, 0.3, 1.0, 3.0, 2.0)]
    summary = summarize(runs)
    assert summary["first_ratio"] == 1.5 and summary["return_ratio"] == 1.0
    assert summary["next_ratio"] == 0.15
    assert summary["first_s"] == 3.3 and summary["bare_first_s"] == 3.0
    assert summary["first_mb"] == 20.0
    assert run_ratios(runs[2])["first_ratio"] == 1.1


def test_the_report_marks_each_figure_against_its_goal() -> None:
    lines = report_lines(summarize([_run(2.9, 0.5, 1.4, 2.5, 2.0, mb=16.0)]))
    marks = {line.split()[0]: line for line in lines[1:]}
    assert marks["first_s"].endswith("ok") and marks["return_s"].endswith("ok")
    assert marks["next_s"].endswith("MISSED") and marks["first_mb"].endswith("MISSED")
    assert marks["first_ratio"].endswith("ok")  # 2.9 / 2.5 = 1.16
    assert marks["split_ms"].split() == ["split_ms", "5.0"]  # no goal, no mark


# ---- first states before Python ---------------------------------------------------------------

TEMPLATE = re.compile(r'<template class="tutor-static-state"( data-seed="(\d+)")?( data-visit)?>'
                      r'(.*?)</template>', re.S)


def test_a_dealt_widget_gets_several_first_deals_and_a_ladder_one_state() -> None:
    html = ("<p>x</p>" + SLOT.format(kind="ladder", game="holdem")
            + SLOT.format(kind="quiz", game="holdem") + "<p>y</p>")
    out = add_static_states(html, "games/holdem/", "en")
    ladder, quiz = out.split('data-widget="quiz"')
    assert [m.group(2) for m in TEMPLATE.finditer(ladder)] == [None]
    seeds = [m.group(2) for m in TEMPLATE.finditer(quiz)]
    assert seeds == [str(s) for s in deal_seeds("games/holdem/", 1)] and len(set(seeds)) == 5
    # the page draws the visit's seed V * 100000 + B for a state marked data-visit
    assert [m.group(3) for m in TEMPLATE.finditer(quiz)] == [" data-visit"] * 5
    assert [m.group(3) for m in TEMPLATE.finditer(ladder)] == [None]
    assert out.startswith("<p>x</p>") and out.endswith("<p>y</p>")
    assert '<table class="tt-table tt-ladder">' in ladder  # the ladder itself, not a spinner
    # a drill deals afresh too: five first tasks, each its visit's first; the
    # Raspisnoy game's seed is its own (its seed box shows it): no data-visit
    for kind, game, visit in [("which-cards", "holdem", " data-visit"),
                              ("rasp-trick", "raspisnoy", " data-visit"),
                              ("rasp-game", "raspisnoy", None)]:
        out = add_static_states(SLOT.format(kind=kind, game=game), "games/x/", "en")
        found = [(m.group(2), m.group(3)) for m in TEMPLATE.finditer(out)]
        assert found == [(str(s), visit) for s in deal_seeds("games/x/", 0)], kind


def test_a_first_state_is_exactly_what_python_shows_for_it() -> None:
    # the page asks Python for the widget with the template's seed (or none): the same HTML
    from tutor.site.static_widgets import surfaces_html
    from tutor.ui.widgets import make_widget

    for kind, game in [("quiz", "omaha"), ("split", ""), ("rasp-game", ""),  # fresh deals
                       ("which-cards", "holdem"), ("barrel-hand", "double-barrel"),
                       ("rasp-legal", "")]:
        states = first_states(kind, game, "ru", [24680, 13579])
        assert [seed for seed, _ in states] == [24680, 13579]
        assert states[0][1] == surfaces_html(make_widget(kind, game or None, "ru", seed=24680))
        assert states[0][1] != states[1][1]
    for kind, game in [("ladder", "soko"), ("explain", "holdem")]:
        [(seed, html)] = first_states(kind, game, "ru", [24680, 13579])  # the same for all
        assert seed is None
        assert html == surfaces_html(make_widget(kind, game or None, "ru"))
        assert 'aria-label="' in html  # cards and boards keep their text labels


def test_a_visit_seed_deals_the_first_state_first_then_its_own_deals() -> None:
    # the page shows the build's state for seed B but asks Python for the visit's
    # seed V * 100000 + B; Python's widget is the first state with the visit's seed named in
    # its share line, and from the second deal on every visit deals its own
    from tutor.site.static_widgets import surfaces_html
    from tutor.ui.models.seeds import visit_seed
    from tutor.ui.widgets import make_model, make_widget

    for kind, game in [("quiz", "holdem"), ("split", "")]:
        [(first, state)] = first_states(kind, game, "en", [24680])
        assert first == 24680
        visits = [visit_seed(24680, fresh) for fresh in (48219, 73105)]
        for seed in visits:
            shown = surfaces_html(make_widget(kind, game or None, "en", seed=seed))
            assert str(seed) in shown and not re.search(r"\b24680\b", shown)
            assert shown == re.sub(r"\b24680\b", str(seed), state)  # as page.js names it
        models = [make_model(kind, game or None, "en", seed=s) for s in visits]
        for m in models:
            m.next()
        if kind == "quiz":
            assert models[0].question.hands != models[1].question.hands
        else:
            assert models[0].cards != models[1].cards
    # the drills: Python's widget for a visit seed is the first state
    # itself (a drill names no seed), and from the second task on every visit has its own
    for kind, game in [("which-cards", "holdem"), ("bring-in", "razz"),
                       ("barrel-hand", "double-barrel"), ("rasp-bid", "")]:
        [(first, state)] = first_states(kind, game, "ru", [24680])
        assert first == 24680
        visits = [visit_seed(24680, fresh) for fresh in (48219, 73105)]
        for seed in visits:
            assert surfaces_html(make_widget(kind, game or None, "ru", seed=seed)) == state
        widgets = [make_widget(kind, game or None, "ru", seed=s) for s in visits]
        for w in widgets:
            m = w.tutor_model
            if kind == "barrel-hand":  # the next hand (without playing this one out)
                m.number += 1
                m.deal()
            else:
                m.next()
        seconds = [surfaces_html(w) for w in widgets]
        assert seconds[0] != seconds[1] and state not in seconds
    # the same visit seed (a shared link) deals the same first and next deals
    a, b = (make_model("quiz", "holdem", "ru", seed=4821924680) for _ in range(2))
    assert a.question.hands == b.question.hands
    a.next()
    b.next()
    assert a.question.hands == b.question.hands


def test_slots_reading_the_url_or_with_a_fixed_seed() -> None:
    embed = '<div class="tutor-widget" data-widget="explain" data-game="holdem" data-from-url="1">'
    assert add_static_states(embed + "</div>", "embed/explainer/", "en") == embed + "</div>"
    fixed = '<div class="tutor-widget" data-widget="quiz" data-game="soko" data-seed="4242"></div>'
    out = add_static_states(fixed, "games/soko/", "ru")
    assert [m.group(2) for m in TEMPLATE.finditer(out)] == ["4242"]
    assert 'lang="ru"' in out


def test_the_review_gets_no_first_state_it_cannot_know() -> None:
    # its due items live in the learner's browser: a built "nothing to review" would mislead
    review = '<div class="tutor-widget" data-widget="review">'
    assert add_static_states(review + "</div>", "review/", "en") == review + "</div>"
    quiz = '<div class="tutor-widget" data-widget="quiz" data-game="holdem">'
    assert "tutor-static-state" in add_static_states(quiz + "</div>", "review/", "en")
