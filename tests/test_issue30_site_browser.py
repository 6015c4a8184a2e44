"""The built site, in real Chromium: the embed snippet in a page opened from a
file, the navbar and its stars, the progress page's reset, the Double Barrel log, and the
projector's revealed deals; screenshots of the projector reveal and the Razz drills (en, ru;
a 390 px phone and a 1920x1080 projector) go to ``artifacts/screenshots/issue30-*.png``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from site_pages import SHOTS, Visit, wait_ready

# the site's fixtures (server, trap, browser, visit) are tests/site_pages.py's

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[1]
HOME = {"en": "", "ru": "ru/"}

BLOCK_STORAGE = """
if (location.protocol !== "file:") {
  const refuse = {
    get() { throw new DOMException("The operation is insecure.", "SecurityError"); } };
  for (const name of ["localStorage", "sessionStorage", "indexedDB", "caches"]) {
    Object.defineProperty(window, name, refuse);
  }
  Object.defineProperty(Navigator.prototype, "serviceWorker", refuse);
}
"""
"""What a browser that blocks an embedded frame's storage does: every storage API throws."""


def _snippet(lang: str) -> tuple[str, int]:
    """The documented snippet (the iframe and its script) and the iframe's height."""
    text = (ROOT / "lessons" / lang / "embed.md").read_text(encoding="utf-8")
    block = re.search(r"```html\n(.*?)```", text, re.S)
    assert block, "the embed page shows a snippet"
    html = block.group(1)
    height = re.search(r'height="(\d+)"', html)
    assert height
    return html, int(height.group(1))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_embed_snippet_works_in_a_page_opened_from_a_file(browser: Any, server: str,
                                                              tmp_path: Path,
                                                              lang: str) -> None:
    html, _ = _snippet(lang)
    host = tmp_path / "host.html"
    host.write_text("<!doctype html><html><head><meta charset='utf-8'></head><body>"
                    "<h1>A teacher's page</h1>" + html.replace("https://YOUR-SITE/", server)
                    + "</body></html>", encoding="utf-8")
    ctx = browser.new_context(viewport={"width": 1000, "height": 900})
    ctx.add_init_script(BLOCK_STORAGE)
    errors: list[str] = []
    try:
        page = ctx.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(host.as_uri())
        frame = page.frame_locator("iframe").first
        frame.locator(".tt-root").first.wait_for(timeout=180_000)
        inner = next(f for f in page.frames if "embed/explainer" in f.url)
        inner.wait_for_function("() => window.tutorReady !== undefined", timeout=180_000)
        assert inner.evaluate("""() => { try { localStorage.length; return false; }
                                          catch (e) { return e.name === "SecurityError"; } }""")
        win = "Player 1 wins" if lang == "en" else "Выигрывает игрок 1"
        frame.get_by_text(win).first.wait_for(timeout=30_000)
        # the frame takes the explainer's height: the whole answer shows, nothing scrolls
        for _ in range(100):
            need = inner.evaluate("() => Math.ceil(document.body.getBoundingClientRect().bottom"
                                  " + scrollY)")
            have = page.evaluate("() => document.querySelector('iframe')"
                                 ".getBoundingClientRect().height")
            if have >= need:
                break
            page.wait_for_timeout(200)
        assert have >= need, f"the frame is {have} px, the explainer {need} px"
        link = "Link to this position" if lang == "en" else "Ссылка на эту позицию"
        box = frame.get_by_text(link).first.bounding_box()
        outer = page.locator("iframe").first.bounding_box()
        assert box is not None and outer is not None
        assert box["y"] + box["height"] <= outer["y"] + outer["height"]
        assert errors == [], errors
    finally:
        ctx.close()


@pytest.mark.parametrize("width", [390, 1000])
def test_the_suggested_frame_height_fits_the_documented_example(browser: Any, server: str,
                                                                width: int) -> None:
    for lang in ("en", "ru"):
        html, height = _snippet(lang)
        src = re.search(r'src="https://YOUR-SITE/([^"]+)"', html)
        assert src
        page = browser.new_page(viewport={"width": width, "height": height})
        try:
            page.goto(server + src.group(1))
            wait_ready(page)
            page.wait_for_timeout(300)
            need = page.evaluate("() => document.documentElement.scrollHeight")
            assert need <= height, f"{lang} at {width} px: the example needs {need} px"
        finally:
            page.close()


# -- the navbar: marks only on lesson links, one row at 1280 px -----------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_stars_go_on_lesson_links_only_and_the_navbar_fits(visit: Visit, lang: str) -> None:
    from tests.test_progress_browser import _answer_quiz

    visit.page.set_viewport_size({"width": 1280, "height": 800})
    page = visit.open(f"{HOME[lang]}games/holdem/")
    quiz = page.locator('.tutor-widget[data-widget="quiz"]').first
    _answer_quiz(quiz, lang, right=False)
    page.locator(".navbar .tutor-stars").first.wait_for(state="attached", timeout=20_000)
    marked = page.locator(".navbar .tutor-stars").evaluate_all(
        "els => els.map(s => s.closest('a').outerHTML)")
    assert marked and all("dropdown-item" in a for a in marked), marked
    for name in (["Course", "Русский", "Search", "Next", "Previous"] if lang == "en"
                 else ["Курс", "English", "Поиск", "Вперед", "Назад"]):
        link = page.locator(".navbar .nav-link", has_text=name).first
        assert link.locator(".tutor-stars").count() == 0, name
    bar = page.evaluate("""() => { const n = document.querySelector(".navbar");
        const c = n.querySelector(".container").getBoundingClientRect();
        const over = Array.from(n.querySelectorAll(".nav-link, .navbar-brand"))
          .filter(a => a.getBoundingClientRect().right > c.right + 1).map(a => a.textContent);
        return [n.getBoundingClientRect().height, over]; }""")
    assert bar[0] <= 70 and bar[1] == [], bar
    page.screenshot(path=str(SHOTS / f"issue30-navbar-{lang}.png"),
                    clip={"x": 0, "y": 0, "width": 1280, "height": 160})
    assert visit.errors == []


def test_a_reset_clears_the_progress_code_shown(visit: Visit) -> None:
    from tests.test_progress_browser import _answer_quiz

    page = visit.open("games/holdem/")
    _answer_quiz(page.locator('.tutor-widget[data-widget="quiz"]').first, "en", right=True)
    page = visit.open("progress/", widgets=False)
    page.get_by_role("button", name="Show my progress code").click()
    code = page.locator("#tutor-code-out")
    code.wait_for()
    assert code.input_value().startswith("CRT1-")
    page.get_by_role("button", name="Reset all progress").click()
    page.get_by_role("button", name="Yes, erase it").click()
    page.locator(".tutor-progress-msg").get_by_text("All progress on this device is erased"
                                                    ).wait_for()
    assert code.input_value() == "" and code.is_hidden()
    assert visit.errors == []


def test_the_double_barrel_log_has_room_for_two_digit_numbers(visit: Visit) -> None:
    page = visit.open("games/double-barrel/")
    fits = page.evaluate("""() => {
        const root = document.querySelector(".tt-root") || document.body;
        const ol = document.createElement("ol");
        ol.className = "tt-log";
        for (let i = 0; i < 12; i++) ol.append(Object.assign(document.createElement("li"),
                                                             { textContent: "Bot 1 calls" }));
        root.append(ol);
        const li = ol.children[9], style = getComputedStyle(li);
        const ctx = document.createElement("canvas").getContext("2d");
        ctx.font = style.font;
        const need = ctx.measureText("10. ").width;
        const room = parseFloat(getComputedStyle(ol).paddingLeft);
        ol.remove();
        return [room, need]; }""")
    assert fits[0] >= fits[1], f"{fits[0]} px of room for a marker {fits[1]} px wide"


# -- the projector's reveal and the Razz drills: fit, and screenshots ----------------------
PROJ_PLAN = "1~g:holdem,stud7,razz~k:which-cards,quiz~n:6~s:7"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_projector_reveal_fits_one_screen_and_marks_the_cards(visit: Visit,
                                                                  lang: str) -> None:
    from tutor.ui.teach.models import TeachClassModel

    core = TeachClassModel(plan_text=PROJ_PLAN, lang=lang)
    page = visit.page
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.goto(f"{visit.base}{HOME[lang]}teach/class/?plan={PROJ_PLAN}&view=projector")
    wait_ready(page)
    page.locator(".tt-proj").wait_for()
    SHOTS.mkdir(parents=True, exist_ok=True)
    for i in range(core.total):
        core.index = i
        proj = page.locator(".tt-proj")
        assert proj.locator(".tt-key:visible").count() == 0
        page.keyboard.press("r")
        page.locator(".tt-proj-answer").wait_for(timeout=20_000)
        height = page.evaluate("() => [document.documentElement.scrollHeight, innerHeight]")
        assert height[0] <= height[1], f"deal {i + 1}: {height}"
        assert proj.locator(".tt-best, .tt-win").count() > 0, f"deal {i + 1}: nothing marked"
        page.screenshot(path=str(SHOTS / f"issue30-projector-{core.deal.kind}-{lang}-{i + 1}.png"))
        if i + 1 < core.total:
            page.keyboard.press("ArrowRight")
            want = f"Deal {i + 2} of" if lang == "en" else f"Раздача {i + 2} из"
            page.locator(".tt-class-nav").get_by_text(want).wait_for(timeout=20_000)
    assert visit.errors == []


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("screen", ["phone", "projector"])
def test_razz_drills_screenshots(visit: Visit, lang: str, screen: str) -> None:
    size = {"phone": (390, 844), "projector": (1920, 1080)}[screen]
    visit.page.set_viewport_size({"width": size[0], "height": size[1]})
    page = visit.open(f"{HOME[lang]}games/razz/")
    drills = page.locator(".tutor-widget[data-widget]")
    names = []
    for k in range(drills.count()):
        slot = drills.nth(k)
        kind = slot.get_attribute("data-widget")
        if kind not in ("which-cards", "bring-in", "name-hand", "quiz"):
            continue
        slot.scroll_into_view_if_needed()
        if kind == "quiz":
            slot.locator("button.tt-hand").first.click()
            slot.locator("[data-action=submit]").first.click()
        else:
            picks = slot.locator("[data-action=pick], [data-action=card]")
            for j in range(min(5 if kind == "which-cards" else 1, picks.count())):
                picks.nth(j).click()
            slot.locator("[data-action=submit]").first.click()
        slot.locator(".tt-fb, .tt-feedback p").first.wait_for(timeout=20_000)
        text = slot.inner_text().lower()
        high = "high card" if lang == "en" else "старшая карта"
        assert high not in text, (kind, text)  # a low game speaks of lows
        slot.screenshot(path=str(SHOTS / f"issue30-razz-{kind}-{lang}-{screen}.png"))
        names.append(kind)
    assert {"which-cards", "bring-in"} <= set(names), names
    assert visit.errors == []
