"""The site build's parts, without a browser: slots, page injection, the URL check,
wheel surgery, the official-wheel verification, the lock of a built runtime."""

from __future__ import annotations

import base64
import doctest
import gzip
import hashlib
import importlib
import io
import json
import re
import struct
import zipfile
from pathlib import Path

import pytest

from tutor.site import pins
from tutor.site.build import (
    external_urls,
    neutralise_cdn_urls,
    write_service_worker,
    write_worker,
)
from tutor.site.bundle import write_bundle
from tutor.site.inject import SlotError, embed_page, find_slots, inject, relative_prefix
from tutor.site.progress import BuildError
from tutor.site.runtime import take_official
from tutor.site.wheels import build_own_wheel, wheel_info

ROOT = Path(__file__).resolve().parents[1]
PAGE = ("<html><head><title>t</title></head><body>"
        '<ul class="nav navbar-nav ms-md-auto"></ul><p>Prose</p>{slots}</body></html>')
SLOT = '<div class="tutor-widget" data-widget="{kind}" data-game="{game}"></div>'


@pytest.mark.parametrize("name", ["inject", "runtime", "slugs", "progress", "browser",
                                  "bundle", "snapshot", "offline", "stdlib"])
def test_module_doctests(name: str) -> None:
    module = importlib.import_module(f"tutor.site.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_slots_are_found_in_page_order() -> None:
    html = PAGE.format(slots=SLOT.format(kind="ladder", game="soko")
                       + SLOT.format(kind="quiz", game="omaha"))
    slots = find_slots(html, "games/soko.md", ["soko", "omaha"])
    assert [(s.widget, s.game) for s in slots] == [("ladder", "soko"), ("quiz", "omaha")]


def test_a_bad_slot_names_the_page_and_the_bad_value() -> None:
    with pytest.raises(SlotError, match=r"games/x\.md: unknown game 'sokko'"):
        find_slots(SLOT.format(kind="quiz", game="sokko"), "games/x.md", ["soko"])
    with pytest.raises(SlotError, match="unknown widget kind 'chart'"):
        find_slots(SLOT.format(kind="chart", game="soko"), "games/x.md")


def test_pages_get_the_runtime_only_where_there_are_widgets() -> None:
    plain = inject(PAGE.format(slots=""), "general-rules/", "en", "abc", False)
    assert 'src="../_tutor/abc/page.js?v=abc"' in plain      # service worker registration
    assert "worker.js" not in plain
    html = PAGE.format(slots=SLOT.format(kind="quiz", game="soko"))
    page = inject(html, "ru/games/soko/", "ru", "abc", True)
    # no BokehJS or Panel script at all: every widget is drawn by page.js
    assert "bokeh" not in page.lower() and "panel" not in page.lower()
    # Python is not started by the page's <head> (page.js starts it once the prose and the
    # first states are painted: prose first) but when this browser has kept this
    # build's runtime: then first thing, before the page's stylesheet
    head = page[:page.index("</head>")]
    assert head.index('"../../../_tutor/abc/worker.js?v=abc"') < head.index("page.css")
    assert 'localStorage.getItem("tutor-runtime-kept") !== "abc"' in head
    assert 'href="../../../games/soko/" hreflang="en"' in page  # the language switch


THEMED = ("<html><head><title>t</title></head><body>"
          '<ul class="nav navbar-nav ms-md-auto"><!-- tutor-theme-toggle --></ul><p>Prose</p>'
          "{slots}<footer></footer><!-- tutor-scripts -->"
          '<script src="../js/base.js" defer></script><div class="modal"></div></body></html>')


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_tutors_scripts_run_before_the_themes_and_the_first_paint_waits_for_them(
        lang: str) -> None:
    html = THEMED.format(slots=SLOT.format(kind="quiz", game="soko"))
    page = inject(html, "games/soko/", lang, "abc", True)
    # page.js (which draws the first states) before the theme's deferred scripts; the
    # browser paints nothing before the parser has read what follows page.js
    assert page.index("page.js") < page.index('id="tutor-first-states"') < page.index("base.js")
    assert page.index("progress.js") < page.index("page.js")
    head = page[:page.index("</head>")]
    assert '<link rel="expect" href="#tutor-first-states" blocking="render">' in head
    assert "<!-- tutor-scripts -->" not in page and "</body>" in page
    # the dark-mode switch in the page's language (the catalogue's words)
    words = {"en": "</span> Dark mode</button>", "ru": "</span> Тёмная тема</button>"}[lang]
    assert page.count("tutor-theme-toggle") == 1 and words in page
    # a page without widgets is painted as soon as it can be: nothing to wait for
    plain = inject(THEMED.format(slots=""), "general-rules/", lang, "abc", False)
    assert "blocking=" not in plain and "tutor-first-states" not in plain
    assert plain.index("page.js") < plain.index("base.js")


def test_every_script_of_the_theme_is_deferred() -> None:
    theme = (ROOT / "tutor/site/theme/main.html").read_text(encoding="utf-8")
    block = theme[theme.index("{%- block scripts %}"):]
    block = block[:block.index("{%- endblock %}")]
    tags = re.findall(r"<script src=[^>]*>", block)
    assert len(tags) >= 4 and all(" defer>" in t for t in tags), tags
    assert "<!-- tutor-scripts -->" in block and " if ru" not in theme


def test_relative_prefix_reaches_the_root() -> None:
    assert relative_prefix("games/holdem/") == "../../"
    assert relative_prefix("") == "./"


def test_embed_page_reads_its_position_from_the_url() -> None:
    page = embed_page("abc")
    assert 'data-widget="explain"' in page and 'data-from-url="1"' in page
    assert 'data-url-lang="1"' in page and "../../_tutor/abc/page.js" in page


def _site(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return tmp_path


def test_external_urls_are_found_where_they_would_leave_the_site(tmp_path: Path) -> None:
    site = _site(tmp_path, {
        "index.html": '<a href="https://en.wikipedia.org/wiki/Poker">x</a>'
                      '<svg xmlns="http://www.w3.org/2000/svg"></svg>'
                      "<code>https://YOUR-SITE/embed/explainer/</code>",
        "css/a.css": "/* https://getbootstrap.com/ */ a { background: url(https://x.org/i.png) }",
        "_tutor/b1/static/bokeh/b.js": 'x="https://github.com/bokeh";t.src="https://cdn.jsdelivr.net/m.js"',
        "img/i.svg": '<svg xmlns:dc="http://purl.org/dc/elements/1.1/"><image href="http://e.com/a.png"/></svg>',
    })
    found = external_urls(site)
    assert found == [
        "_tutor/b1/static/bokeh/b.js: https://cdn.jsdelivr.net",
        "css/a.css: https://x.org/i.png",
        "img/i.svg: http://e.com/a.png",
        "index.html: https://en.wikipedia.org/wiki/Poker",
    ]


def test_cdn_urls_in_vendor_js_are_pointed_at_the_site(tmp_path: Path) -> None:
    site = _site(tmp_path, {"_tutor/static/x.js": 'a="https://cdn.bokeh.org/bokeh/x.js"'})
    assert neutralise_cdn_urls(site / "_tutor") == 1
    text = (site / "_tutor/static/x.js").read_text()
    assert text == 'a="./offline-blocked/cdn.bokeh.org/bokeh/x.js"'
    assert external_urls(site) == []


def _sw_lists(sw: str) -> dict[str, list[str]]:
    return {name: json.loads(re.search(rf"const {name} = (\[.*?\]);", sw, re.S).group(1))
            for name in ("PAGES", "SHELL", "COURSE")}


def test_service_worker_is_named_after_the_build_and_lists_every_page(tmp_path: Path) -> None:
    page = ('<link href="../css/a.css" rel="stylesheet"><script src="../js/b.js"></script>'
            '<script src="../_tutor/b123/page.js?v=b123"></script><i class="fa fa-search"></i>')
    site = _site(tmp_path, {"index.html": "x", "ru/index.html": page, "css/a.css":
                            "p { background: url(../img/g.png) } "
                            "@font-face { src: url(../webfonts/fa-solid-900.woff2) }",
                            "img/g.png": "g", "webfonts/fa-solid-900.woff2": "f",
                            "js/b.js": "b", "_tutor/b123/page.js": "z",
                            "search/search_index.json": "{}", "404.html": "404"})
    write_service_worker(site, "b123")
    sw = (site / "sw.js").read_text()
    assert 'const BUILD = "b123"' in sw
    lists = _sw_lists(sw)
    # every page once, as the site links it (its folder), and the 404 page
    assert lists["PAGES"] == ["./", "404.html", "ru/"]
    # what the pages load: styles, scripts, what the styles load for the page's HTML
    assert lists["SHELL"] == ["_tutor/b123/page.js", "css/a.css", "img/g.png", "js/b.js",
                              "webfonts/fa-solid-900.woff2"]
    # the whole course: everything a page may fetch, the search index too
    assert "search/search_index.json" in lists["COURSE"] and "ru/" in lists["COURSE"]
    assert "ru/index.html" not in lists["COURSE"] and "sw.js" not in lists["COURSE"]


def test_the_service_worker_leaves_out_the_wheels_the_bundle_replaces(tmp_path: Path) -> None:
    site = _site(tmp_path, {"index.html": "x", "_tutor/b1/pyodide/a-1-py3-none-any.whl": "w",
                            "_tutor/b1/pyodide/site-packages-0.bundle": "b",
                            "_tutor/b1/pyodide/pyodide-lock.json": "{}",
                            "_tutor/b1/pyodide/python_stdlib.zip": "official",
                            "_tutor/b1/pyodide/python_stdlib-0.zip": "the page's",
                            "_tutor/b1/pyodide/pyodide.asm.wasm": "w",
                            "_tutor/b1/pyodide/pyodide.asm.wasm.gz": "w.gz",
                            "_tutor/b1/pyodide/pyodide.mjs": "node's",
                            "webfonts/x.ttf": "t"})
    write_service_worker(site, "b1")
    lists = _sw_lists((site / "sw.js").read_text())
    # installing it keeps no runtime file: the page's worker keeps what it ran
    assert not [f for f in lists["PAGES"] + lists["SHELL"] if "pyodide/" in f]
    assert lists["COURSE"] == ["./", "_tutor/b1/pyodide/pyodide-lock.json",
                               "_tutor/b1/pyodide/pyodide.asm.wasm",
                               "_tutor/b1/pyodide/python_stdlib-0.zip",
                               "_tutor/b1/pyodide/site-packages-0.bundle"]


def _bundle_files(data: bytes) -> dict[str, bytes]:
    raw = gzip.decompress(data)
    n = struct.unpack("<I", raw[:4])[0]
    files, at = {}, 4 + n
    for name, size in json.loads(raw[4:4 + n])["files"]:
        files[name] = raw[at:at + size]
        at += size
    assert at == len(raw)
    return files


def test_the_bundle_holds_exactly_the_files_of_the_needed_wheels(tmp_path: Path) -> None:
    wheels = {"a": {"a/__init__.py": "import b\n", "a-1.dist-info/METADATA": "Name: a\n",
                    "a/__pycache__/__init__.cpython-312.pyc": "bytecode of a",
                    "a/py.typed": "", "a/__init__.pyi": "stub\n"},
              "b": {"b/__init__.py": "x = 2\n", "b/data/t.css": "p {}\n"},
              "c": {"c/__init__.py": "never needed\n"}}
    lock: dict[str, dict[str, dict[str, object]]] = {"packages": {}}
    for name, files in wheels.items():
        with zipfile.ZipFile(tmp_path / f"{name}-1-py3-none-any.whl", "w") as z:
            for fn, text in files.items():
                z.writestr(fn, text)
        lock["packages"][name] = {"file_name": f"{name}-1-py3-none-any.whl",
                                  "depends": ["b"] if name == "a" else []}
    info = write_bundle(tmp_path, lock, ("a",))
    data = (tmp_path / info["file"]).read_bytes()
    assert info["sha256"] == hashlib.sha256(data).hexdigest()
    assert info["packages"] == ["a", "b"]
    # a's compiled module ships sourceless (a/__init__.pyc), its source and stub stay out
    expected = {"a/__init__.pyc": b"bytecode of a", "a-1.dist-info/METADATA": b"Name: a\n",
                "a/py.typed": b"", "b/__init__.py": b"x = 2\n", "b/data/t.css": b"p {}\n"}
    assert _bundle_files(data) == expected


def test_a_bundle_refuses_a_path_two_wheels_share(tmp_path: Path) -> None:
    for name in ("a", "b"):
        with zipfile.ZipFile(tmp_path / f"{name}.whl", "w") as z:
            z.writestr("common/__init__.py", name)
    lock = {"packages": {n: {"file_name": f"{n}.whl", "depends": []} for n in ("a", "b")}}
    with pytest.raises(BuildError, match=r"common/__init__\.py is in both a\.whl and b\.whl"):
        write_bundle(tmp_path, lock, ("a", "b"))


def test_the_worker_names_the_bundle_the_snapshot_and_their_sha256(tmp_path: Path) -> None:
    def sri(data: bytes) -> str:
        return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()

    write_worker(tmp_path / "worker.js",
                 {"file": "site-packages-x.bundle", "gz": 6,
                  "sha256": hashlib.sha256(b"bundle").hexdigest()},
                 {"file": "python-snapshot-y.snapshot", "gz": 6,
                  "sha256": hashlib.sha256(b"memory").hexdigest()},
                 {"file": "python_stdlib-z.zip", "sha256": hashlib.sha256(b"std").hexdigest(),
                  "later": {"file": "stdlib-later-w.bundle", "sha256": "ab", "paths": ["a.py"]}})
    text = (tmp_path / "worker.js").read_text()
    info = json.loads(re.search(r"const BUNDLE = (\{.*\});", text).group(1))
    assert info["file"] == "site-packages-x.bundle" and info["integrity"] == sri(b"bundle")
    assert info["snapshot"] == {"file": "python-snapshot-y.snapshot", "bytes": 6,
                                "integrity": sri(b"memory"), "policy": "auto"}
    assert info["stdlib"] == {"file": "python_stdlib-z.zip", "integrity": sri(b"std"),
                              "later": {"file": "stdlib-later-w.bundle", "sha256": "ab",
                                        "paths": ["a.py"]}}
    assert "__TUTOR_BUNDLE__" not in text


def test_an_official_wheel_is_taken_only_with_the_official_sha256() -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(pins.CARRIER_PREFIX + "six.whl", b"six")
    carrier = zipfile.ZipFile(buf)
    good = {"file_name": "six.whl", "sha256": hashlib.sha256(b"six").hexdigest()}
    assert take_official(carrier, good) == b"six"
    with pytest.raises(BuildError, match=r"sha256 mismatch for official six\.whl"):
        take_official(carrier, {**good, "sha256": hashlib.sha256(b"evil").hexdigest()})
    with pytest.raises(BuildError, match=r"the carrier has no numpy\.whl"):
        take_official(carrier, {"file_name": "numpy.whl", "sha256": "0"})


def _wheel(path: Path, files: dict[str, str], requires: list[str]) -> Path:
    meta = "Metadata-Version: 2.1\nName: demo\nVersion: 1.0\n" + "".join(
        f"Requires-Dist: {r}\n" for r in requires)
    with zipfile.ZipFile(path, "w") as z:
        for name, text in files.items():
            z.writestr(name, text)
        z.writestr("demo-1.0.dist-info/METADATA", meta)
        z.writestr("demo-1.0.dist-info/WHEEL", "Wheel-Version: 1.0\nTag: cp312-cp312-linux\n")
        z.writestr("demo-1.0.dist-info/RECORD", "")
    return path


def test_a_wheels_lock_entry_keeps_only_what_pyodide_needs(tmp_path: Path) -> None:
    reqs = ['numpy>=1', 'tornado; sys_platform != "emscripten"', "pytest; extra == 'test'"]
    platform = _wheel(tmp_path / "demo-1.0-cp312-cp312-manylinux_2_17_x86_64.whl",
                      {"demo/__init__.py": ""}, reqs)
    with pytest.raises(BuildError, match="not a pure wheel"):
        wheel_info(platform)
    compiled = _wheel(tmp_path / "demo-1.0-py3-none-any.whl",
                      {"demo/__init__.py": "", "demo/_speed.cpython-312-x86_64-linux-gnu.so": ""},
                      reqs)
    with pytest.raises(BuildError, match="compiled files in pure wheel"):
        wheel_info(compiled)
    (tmp_path / "pure").mkdir()
    pure = _wheel(tmp_path / "pure" / "demo-1.0-py3-none-any.whl",
                  {"demo/__init__.py": "", "demo_extra.py": ""}, reqs)
    info = wheel_info(pure)
    assert info.imports == ("demo", "demo_extra")
    assert [r.name for r in info.requires] == ["numpy"]  # tornado and the extra are not for Pyodide


def test_the_project_wheel_ships_the_core_and_ui_but_not_the_builder(tmp_path: Path) -> None:
    whl = build_own_wheel(ROOT, tmp_path, "0.1.0")
    names = zipfile.ZipFile(whl).namelist()
    assert "tutor/cards.py" in names and "tutor/site/pyodide_app.py" in names
    assert "tutor/site/build.py" not in names
    assert not any("__pycache__" in n for n in names)
    assert wheel_info(whl).name == "card-rules-tutor"


def test_pins_are_complete_and_well_formed() -> None:
    for table in (pins.PURE_WHEELS, pins.TEST_WHEELS):
        for spec, digest in table.items():
            assert "==" in spec and len(digest) == 64 and int(digest, 16) >= 0
    assert pins.PYODIDE_NPM[0].endswith(pins.PYODIDE_VERSION)
    # every runtime root but our own wheel is pinned; Panel and Bokeh are not shipped
    pinned = {spec.split("==")[0] for spec in pins.PURE_WHEELS}
    assert set(pins.RUNTIME_ROOTS) - {"card-rules-tutor"} <= pinned
    assert not {"panel", "bokeh", "numpy"} & pinned


def test_the_boards_event_handling_is_one_file_shared_by_the_page_and_panels_board() -> None:
    """Clicks, menus, Enter and shortcuts: the site's page and Panel's Board run the same
    code (tutor/ui/views/board_events.js), not two copies that could drift apart."""
    from tutor.site.build import ASSETS, BOARD_EVENTS_JS, page_js
    from tutor.ui.views.board import _ESM

    events = BOARD_EVENTS_JS.read_text(encoding="utf-8")
    assert "function tutorListen(" in events and "function tutorShortcut(" in events
    assert page_js().startswith(events) and _ESM.startswith(events)
    own = (ASSETS / "page.js").read_text(encoding="utf-8")
    assert "tutorListen(root" in own and "function tutorListen" not in own
    assert 'addEventListener("click"' not in _ESM[len(events):]
    # one drawing, one event path: the page and Panel's Board draw a state, listen to it,
    # take the room's keys and keep a saved game with the shared functions, never their own
    for name in ("tutorPaint", "tutorListen", "tutorRoomKeys", "tutorStore", "tutorRestore"):
        assert f"function {name}(" in events
        assert f"{name}(" in own and f"{name}(" in _ESM[len(events):]
    for own_code in (own, _ESM[len(events):]):
        for listened in ("click", "change", "keydown"):
            assert f'addEventListener("{listened}"' not in own_code
        kept_build = 'localStorage.setItem("tutor-runtime-kept"'  # the page's own, not a board's
        assert ".innerHTML = state.content" not in own_code
        assert "localStorage" not in own_code.replace(kept_build, "")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_404_page_gets_the_dark_mode_switch_in_its_language(tmp_path: Path,
                                                                lang: str) -> None:
    from types import SimpleNamespace

    from tutor.site.hooks import on_post_template

    page = '<ul class="nav navbar-nav ms-md-auto"><!-- tutor-theme-toggle --></ul>'
    config = {"theme": SimpleNamespace(locale=lang), "site_dir": str(tmp_path)}
    out = on_post_template(page, "404.html", config)
    written = (tmp_path / "ru" / "404.html").read_text(encoding="utf-8") if lang == "ru" else out
    assert "<!--" not in written and written.count("tutor-theme-toggle") == 1
    assert {"en": " Dark mode</button>", "ru": " Тёмная тема</button>"}[lang] in written


def test_prose_tables_get_the_themes_classes_before_the_first_states_are_written(
        tmp_path: Path) -> None:
    """A lesson's table is painted with the classes base.js gives it after the paint; a
    widget's first state (and the answers' data, whose patches count characters) is not
    touched."""
    from types import SimpleNamespace

    from tutor.site.hooks import on_post_page

    html = THEMED.format(slots="<table><tr><td>1</td></tr></table>"
                         + SLOT.format(kind="ladder", game="holdem"))
    page = SimpleNamespace(url="games/holdem/", file=SimpleNamespace(
        src_uri="games/holdem.md", locale="en"))
    out = on_post_page(html, page, {})
    assert out.count('<table class="table table-striped table-hover">') == 1
    states = re.findall(r'<template class="tutor-static-state".*?</template>', out, re.S)
    assert states and all("table-striped" not in t for t in states)
