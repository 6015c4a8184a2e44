"""Hostile progress and URLs on the built site, in Chromium.

What a learner imports or keeps in the browser is data: a progress code or file whose lesson
path is ``javascript:…`` is refused and never becomes a link; stored progress of the wrong
shape is set aside with a message in the page's language and never locks the learner out of
the progress page's Import and Reset; query keys named like ``Object``'s own properties
(``?constructor=1``) are ignored, not fatal.
"""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest
from site_pages import Visit, wait_controlled, wait_ready

pytestmark = pytest.mark.browser

HOSTILE = "javascript:alert(document.domain)"
WORDS = {
    "en": {"bad_code": "The code does not hold valid progress",
           "bad_file": "does not hold valid progress", "imported": "Progress imported",
           "aside": "could not be read", "reset": "Reset all progress",
           "yes": "Yes, erase it", "reset_done": "All progress on this device is erased",
           "import": "Import the code", "continue": "Continue where you left off",
           "title": "Texas Hold'em", "no_json": "holds no progress data",
           "not_saved": "could not be saved"},
    "ru": {"bad_code": "В коде нет правильного прогресса",
           "bad_file": "нет правильного прогресса", "imported": "Прогресс загружен",
           "aside": "не удалось прочитать", "reset": "Сбросить весь прогресс",
           "yes": "Да, стереть", "reset_done": "Весь прогресс на этом устройстве стёрт",
           "import": "Загрузить код", "continue": "Продолжить с того места",
           "title": "Техасский холдем", "no_json": "нет данных прогресса",
           "not_saved": "не удалось сохранить"},
}


def fnv_check(text: str) -> str:
    """progress.js's check characters: FNV-1a (32 bits) in base 36, the last 6 of 7."""
    h = 0x811C9DC5
    for ch in text:
        h = ((h ^ ord(ch)) * 0x01000193) & 0xFFFFFFFF
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while h:
        h, r = divmod(h, 36)
        out = digits[r] + out
    return out.rjust(7, "0")[-6:]


def make_code(payload: bytes | Any) -> str:
    """A progress code holding ``payload`` (JSON-encoded unless bytes), with good check
    characters, as progress.js writes one."""
    raw = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = base64.urlsafe_b64encode(packer.compress(raw) + packer.flush()).decode().rstrip("=")
    return "CRT1-" + body + "-" + fnv_check(body)


def lesson(path: str = "games/holdem/", **over: Any) -> dict[str, Any]:
    rec = {"path": path, "title": {"en": "Texas Hold'em"}, "exercises": ["quiz/holdem"],
           "widgets": {"quiz/holdem": {"kind": "quiz", "game": "holdem", "right": 3,
                                       "wrong": 1}}}
    rec.update(over)
    return rec


def progress(lessons: dict[str, Any], last: Any = "auto", cards: Any = None) -> dict[str, Any]:
    if last == "auto":
        first = next(iter(lessons), "games/holdem/")
        last = {"lesson": first, "path": first, "time": 1796170000000}
    return {"v": 1, "lessons": lessons, "cards": cards or {}, "last": last}


HOSTILE_IMPORTS = [
    progress({HOSTILE: lesson(HOSTILE)}),                       # a lesson that is a script
    progress({"games/holdem/": lesson(HOSTILE)}),               # a known lesson, script path
    progress({"games/holdem/": lesson()},                       # continue into a script
             last={"lesson": HOSTILE, "path": HOSTILE, "time": 1}),
    progress({"games/holdem/": lesson(                          # markup where text goes
        title={"en": '<img src=x onerror="alert(1)">'},
        widgets={"<b>x</b>": {"kind": "quiz", "game": "holdem", "right": 1, "wrong": 0}})}),
]


def _watch(page: Any) -> list[str]:
    """Dialogs the page opens (a script that ran) are recorded and dismissed."""
    seen: list[str] = []

    def on_dialog(dialog: Any) -> None:
        seen.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    return seen


def _stored(page: Any, key: str = "tutor-progress") -> Any:
    return page.evaluate(f"() => localStorage.getItem({key!r})")


def _script_links(page: Any) -> int:
    return int(page.evaluate(
        "() => Array.from(document.querySelectorAll('a[href]')).filter(a =>"
        " !/^https?:$/.test(new URL(a.href, location.href).protocol)"
        " && !a.href.startsWith('blob:')).length"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hostile_import_is_refused_and_never_becomes_a_link(visit: Visit,
                                                              lang: str) -> None:
    w = WORDS[lang]
    pre = "ru/" if lang == "ru" else ""
    page = visit.open(pre + "progress/", widgets=False)
    dialogs = _watch(page)
    msg = page.locator(".tutor-progress-msg")
    for i, bad in enumerate(HOSTILE_IMPORTS):
        page.locator("#tutor-code-in").fill(make_code(bad))
        page.get_by_role("button", name=w["import"]).click()
        page.wait_for_function("() => document.querySelector('.tutor-progress-msg')"
                               ".textContent !== ''")
        assert w["bad_code"] in msg.inner_text(), (i, msg.inner_text())
        assert _stored(page) is None, i
        file = json.dumps({"format": "card-rules-tutor-progress", **bad}).encode()
        page.locator("#tutor-import-file").set_input_files(
            files=[{"name": "p.json", "mimeType": "application/json", "buffer": file}])
        page.wait_for_function(f"() => document.querySelector('.tutor-progress-msg')"
                               f".textContent.includes({w['bad_file']!r})")
        assert _stored(page) is None, i
        page.evaluate("() => { document.querySelector('.tutor-progress-msg')"
                      ".textContent = '' }")
    assert _script_links(page) == 0
    # a good import shows the course's own title and link, whatever title it carries
    good = progress({"games/holdem/": lesson(title={"en": "Not the course's title"})})
    page.locator("#tutor-code-in").fill(make_code(good))
    page.get_by_role("button", name=w["import"]).click()
    msg.get_by_text(w["imported"]).wait_for()
    table = page.locator(".tutor-progress-lessons")
    assert table.get_by_role("link", name=w["title"]).count() == 1
    home = visit.open(pre, widgets=False)
    box = home.locator("#tutor-continue")
    assert w["continue"] in box.inner_text()
    link = box.get_by_role("link", name=w["title"])
    assert link.get_attribute("href").endswith(pre + "games/holdem/")
    assert _script_links(home) == 0
    assert dialogs == [] and visit.errors == []


BAD_STORED = {
    "exercises": progress({"games/holdem/": lesson(exercises="abc")}),
    "title": progress({"games/holdem/": lesson(title=None)}),
    "last-proto": progress({"games/holdem/": lesson()},
                           last={"lesson": "__proto__", "path": "games/holdem/", "time": 1}),
    "proto-lesson": {"v": 1, "cards": {}, "last": None,
                     "lessons": json.loads('{"__proto__": {"path": "x", "title": {},'
                                           ' "widgets": {}, "exercises": []}}')},
    "counts": progress({"games/holdem/": lesson(widgets={"quiz/holdem": {
        "kind": "quiz", "game": "holdem", "right": "3", "wrong": None}})}),
    "card": progress({"games/holdem/": lesson()}, cards={"k": {
        "kind": "quiz", "game": "holdem", "item": "x", "lesson": "games/holdem/",
        "card": {"due": "soon", "state": 1}}}),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_stored_progress_that_does_not_validate_is_set_aside(visit: Visit,
                                                             lang: str) -> None:
    w = WORDS[lang]
    pre = "ru/" if lang == "ru" else ""
    page = visit.open(pre + "progress/", widgets=False)
    dialogs = _watch(page)
    for name, state in BAD_STORED.items():
        raw = json.dumps(state)
        page.evaluate("raw => { localStorage.clear(); localStorage.setItem('tutor-progress',"
                      " raw) }", raw)
        for path in (pre, pre + "review/", pre + "progress/"):
            page = visit.open(path, widgets=path.endswith("review/"))
        # told in the page's language; the state is kept aside, not lost; Reset works
        notice = page.locator(".tutor-progress-notice")
        assert w["aside"] in notice.first.inner_text(), name
        assert _stored(page, "tutor-progress-unreadable") == raw, name
        assert page.get_by_role("button", name=w["import"]).is_visible(), name
        page.get_by_role("button", name=w["reset"]).click()
        page.get_by_role("button", name=w["yes"]).click()
        page.locator(".tutor-progress-msg").get_by_text(w["reset_done"]).wait_for()
        assert _stored(page) is None and _stored(page, "tutor-progress-unreadable") is None
        assert page.locator(".tutor-progress-notice").count() == 0, name
    # a lesson page with exercises: no error, and its answers are kept afresh
    page.evaluate("raw => localStorage.setItem('tutor-progress', raw)",
                  json.dumps(BAD_STORED["exercises"]))
    page = visit.open(pre + "games/holdem/")
    stored = json.loads(_stored(page))
    assert stored["lessons"]["games/holdem/"]["exercises"] != "abc"
    _shots_notice(page, f"progress-set-aside-{lang}", visit, pre)
    assert dialogs == [] and visit.errors == []


def _shots_notice(page: Any, name: str, v: Visit, pre: str) -> None:
    from site_pages import SHOTS

    page.evaluate("() => localStorage.setItem('tutor-progress', '{\"v\": 1, \"lessons\": 7}')")
    page = v.open(pre + "progress/", widgets=False)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


PROTO_KEYS = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"]


@pytest.mark.parametrize("path", [
    "embed/explainer/?{key}=1&game=holdem&p=AsAd&p=KsKd&b=2c7d9hJc4s",
    "teach/class/?plan=1~g:holdem~k:quiz~n:2~s:5&{key}=1",
    "games/holdem/?{key}=1&seed=12345",
])
def test_query_keys_named_like_object_properties_are_ignored(visit: Visit,
                                                            path: str) -> None:
    for key in PROTO_KEYS:
        page = visit.open(path.format(key=key), widgets=False)
        wait_ready(page, timeout=120_000)
        assert page.locator(".tutor-widget .tt-root").count() >= 1, key
    assert visit.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_imports_that_cannot_be_kept_or_hold_no_progress_say_so(visit: Visit,
                                                                lang: str) -> None:
    w = WORDS[lang]
    pre = "ru/" if lang == "ru" else ""
    page = visit.open(pre + "progress/", widgets=False)
    msg = page.locator(".tutor-progress-msg")
    # right check characters, but no progress inside: not JSON, or not packed at all
    for payload in (b"hello, not JSON", b"\xff\xfe{", None):
        code = make_code(payload) if payload is not None else (
            "CRT1-" + "QUJD" * 3 + "-" + fnv_check("QUJD" * 3))
        page.evaluate("() => { document.querySelector('.tutor-progress-msg')"
                      ".textContent = '' }")
        page.locator("#tutor-code-in").fill(code)
        page.get_by_role("button", name=w["import"]).click()
        page.wait_for_function("() => document.querySelector('.tutor-progress-msg')"
                               ".textContent !== ''")
        assert w["no_json"] in msg.inner_text(), (payload, msg.inner_text())
    # a 20 MB file is refused as too large, not "imported"
    big = json.dumps({"format": "card-rules-tutor-progress", "v": 1, "lessons": {},
                      "cards": {}, "last": None, "pad": "x" * 20_000_000}).encode()
    page.locator("#tutor-import-file").set_input_files(
        files=[{"name": "big.json", "mimeType": "application/json", "buffer": big}])
    page.wait_for_function("() => document.querySelector('.tutor-progress-msg')"
                           ".classList.contains('tutor-bad')")
    assert w["imported"] not in msg.inner_text() and "big.json" in msg.inner_text()
    assert _stored(page) is None
    # the browser refuses to store a good import (its quota): said, and nothing changes
    page.evaluate("""() => { const set = Storage.prototype.setItem;
        Storage.prototype.setItem = function (k, v) { if (k === 'tutor-progress')
          throw new DOMException('quota', 'QuotaExceededError'); return set.call(this, k, v) } }""")
    page.locator("#tutor-code-in").fill(make_code(progress({"games/holdem/": lesson()})))
    page.get_by_role("button", name=w["import"]).click()
    msg.get_by_text(w["not_saved"]).wait_for()
    assert w["imported"] not in msg.inner_text() and _stored(page) is None


def test_a_language_with_a_region_is_that_language_on_the_whole_page(
        visit: Visit) -> None:
    from tutor.ui.strings import t

    page = visit.open("embed/explainer/?lang=ru-RU&game=holdem&p=AsAd&p=KsKd&b=2c7d9hJc4s")
    assert page.evaluate("() => document.documentElement.lang") == "ru"
    widget = page.locator(".tutor-widget")
    text = widget.inner_text()
    assert t("explain_title", "ru") in text and "ru-RU" not in text, text
    page = visit.open("embed/explainer/?lang=en-GB&game=holdem&p=AsAd&p=KsKd&b=2c7d9hJc4s")
    assert t("explain_title", "en") in page.locator(".tutor-widget").inner_text()
    assert visit.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_plan_too_long_is_refused_with_its_true_length(visit: Visit,
                                                         lang: str) -> None:
    from tutor.ui.teach.plan import MAX_TEXT
    from tutor.ui.teach.texts import tt

    plan = "1~g:holdem~k:quiz~n:2~s:5~" + "x" * 5000
    pre = "ru/" if lang == "ru" else ""
    page = visit.open(pre + "teach/class/?plan=" + plan)
    text = page.locator(".tutor-widget").inner_text()
    assert tt("err_too_long", lang, got=len(plan), most=MAX_TEXT) in text, text


def test_offline_a_missing_page_is_the_sites_404(browser: Any, built_site: Any,
                                                 trap: Any) -> None:
    from tutor.site.serve import start_server

    srv, base = start_server(built_site, 0)
    build = json.loads((built_site / "build-report.json").read_text())["build_id"]
    v = Visit(browser, base)
    try:
        page = v.open("progress/", widgets=False)
        wait_controlled(page, build)
        srv.shutdown()
        srv.server_close()
        response = page.goto(base + "nope/")
        assert response is not None and response.status == 404
        page.locator("h1[id='404-page-not-found']").wait_for()
        assert page.locator("html").get_attribute("lang") == "en"  # not the Russian one
    finally:
        v.close()
        srv.server_close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_bad_saved_raspisnoy_game_is_named_and_a_new_game_starts(visit: Visit,
                                                                  lang: str) -> None:
    from site_pages import SHOTS

    from tutor.ui.rasp_strings import rt

    pre = "ru/" if lang == "ru" else ""
    page = visit.open(pre + "progress/", widgets=False)
    for save in ("r1|4|D|-1|0|", "r1|x|D|1|0|", "r1|4|D|1|0|zz"):
        page.evaluate("s => localStorage.setItem('tutor-raspisnoy-game', s)", save)
        page = visit.open(pre + "games/raspisnoy/")
        page.get_by_text(rt("restore_failed", lang)).wait_for(timeout=30_000)
        page.wait_for_function("s => localStorage.getItem('tutor-raspisnoy-game') !== s", arg=save)
    page.get_by_text(rt("restore_failed", lang)).scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"raspisnoy-bad-save-{lang}.png"))
    assert visit.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_seed_in_a_link_that_cannot_be_used_is_named(visit: Visit,
                                                       lang: str) -> None:
    from site_pages import SHOTS

    from tutor.ui.models.base import SEED_DIGITS
    from tutor.ui.strings import t

    pre = "ru/" if lang == "ru" else ""
    for bad, shown in (("abc", "abc"), ("9" * 30, "9" * 20 + "…")):
        page = visit.open(pre + "games/holdem/?seed=" + bad)
        quiz = page.locator(".tutor-widget .tt-app-quiz").first
        quiz.get_by_text(t("seed_bad", lang, seed=shown, most=SEED_DIGITS)).wait_for()
    quiz.scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"quiz-bad-seed-{lang}.png"))
    assert visit.errors == []
