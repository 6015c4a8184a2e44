"""Classroom mode and the theme in real Chromium on the built site (en and ru).

A teacher builds a plan on /teach/; two fresh pages open the student link and see the
same deals in the same order (and the deals CPython deals for that plan); the projector
hides the answer until Reveal, then shows the core's explanation, on one 1920x1080 screen;
dark mode follows the system, its toggle is remembered over a reload; the phone menu opens
at 390 px with the Russian labels inside the screen; axe finds nothing serious on the
classroom pages in either mode. Screenshots go to ``artifacts/screenshots/teach-*.png``.
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any
from urllib.parse import unquote

import pytest
from site_pages import SHOTS, Visit, wait_ready

# the site's fixtures (server, trap, browser, visit) are tests/site_pages.py's

pytestmark = pytest.mark.browser

HOME = {"en": "", "ru": "ru/"}
PLAN = ("1~g:holdem,omaha5,stud7~k:quiz,name-hand,bring-in~n:6~s:{seed}~h:6"
        "~d:omaha5:AsKsQsJs2d/9h8h7h6h5h/AcAdKcKdQc/2c3c4c5c7d/8c8d8s9c9d/TcTdTsJcJd"
        ":2h3h4h5d6d")


def _ready(page: Any) -> None:
    wait_ready(page)


def _board_text(page: Any) -> tuple[str, list[str]]:
    """The deal as a student sees it: the board's text, and every card as it is spoken."""
    root = page.locator(".tt-app-teach-class .tt-root").first
    labels = root.locator(".tt-card[role=img]").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")
    return str(root.inner_text()), list(labels)


def _next(page: Any, i: int, total: int, lang: str) -> None:
    want = f"Deal {i + 1} of {total}" if lang == "en" else f"Раздача {i + 1} из {total}"
    page.locator(".tt-class-nav button[data-action=plan-next]").first.click()
    page.locator(".tt-class-nav").get_by_text(want).wait_for(timeout=20_000)


def _walk(browser: Any, url: str, lang: str) -> list[tuple[str, list[str]]]:
    """A fresh page (a new browser context: nothing shared) walks the class's deals."""
    ctx = browser.new_context(viewport={"width": 1100, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(url)
        _ready(page)
        page.locator(".tt-class-nav").first.wait_for()
        head = page.locator(".tt-class-nav").first.inner_text()
        total = int(re.search(r"(?:of|из) (\d+)", head).group(1))  # type: ignore[union-attr]
        seen = [_board_text(page)]
        for i in range(1, total):
            _next(page, i, total, lang)
            seen.append(_board_text(page))
        return seen
    finally:
        ctx.close()


def _cpython_deals(plan_text: str, lang: str) -> list[list[str]]:
    """What the core, on CPython, deals for the same plan: each deal's card labels."""
    from tutor.ui.teach.models import TeachClassModel
    from tutor.ui.teach.views import TeachClassView

    c = TeachClassModel(plan_text=plan_text, lang=lang)
    v = TeachClassView(c)
    out = []
    for _ in range(c.total):
        out.append(re.findall(r'role="img" class="tt-card[^"]*" aria-label="([^"]+)"',
                              v.board.content))
        c.go(1)
    return [[unescape(x) for x in labels] for labels in out]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_teachers_link_gives_every_student_the_same_deals(visit: Visit, browser: Any,
                                                            lang: str) -> None:
    page = visit.open(HOME[lang] + "teach/")
    app = page.locator(".tt-app-teach-plan")
    omaha = "Omaha Hi-Lo 8" if lang == "en" else "Омаха хай-лоу (8 или лучше)"
    app.get_by_label(omaha, exact=True).check()
    app.get_by_label("Is there a low?" if lang == "en" else "Есть ли лоу?").check()
    app.get_by_label("Number of deals" if lang == "en" else "Число раздач").fill("5")
    seed = app.get_by_label(re.compile("^Seed" if lang == "en" else "^Зерно"))
    seed.fill("777")
    seed.press("Tab")
    app.locator("textarea").fill("holdem: As Ks | 7h 7d / 2c 3d 4h 5s 9c\n"
                                 "holdem: As Zz | 7h 7d / 2c 3d 4h 5s 9c")
    app.get_by_role("button", name="Make the class link" if lang == "en"
                    else "Сделать ссылку для класса").click()
    link = app.locator("a[data-link=student]")
    link.wait_for(timeout=20_000)
    bad = "line 2: hand 1: “Zz” is not a card" if lang == "en" else "строка 2: рука 1: «Zz»"
    assert bad in app.locator(".tt-plan-out .tt-root").inner_text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"teach-plan-{lang}.png"), full_page=True)
    href = str(link.get_attribute("href"))
    plan = unquote(href.split("plan=", 1)[1])
    assert plan == "1~g:holdem,omaha-hilo~k:quiz,is-low~n:5~s:777~d:holdem:AsKs/7h7d:2c3d4h5s9c"
    url = page.url.split("?")[0] + href
    first, second = _walk(browser, url, lang), _walk(browser, url, lang)
    assert len(first) == 6 and first == second
    assert [cards for _, cards in first] == _cpython_deals(plan, lang)
    assert len(first[0][1]) == 9  # the teacher's position: two hands and the board
    other = _walk(browser, url.replace("s:777", "s:778"), lang)
    assert other[0] == first[0] and other[1:] != first[1:]
    assert visit.errors == []


def _answer(page: Any) -> Any:
    return page.locator(".tt-app-teach-class .tt-proj-answer")


def _fits(page: Any) -> tuple[int, int]:
    return page.evaluate("() => [document.documentElement.scrollHeight, innerHeight]")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_projector_waits_for_reveal_and_fits_one_screen(browser: Any, server: str,
                                                            lang: str) -> None:
    from tutor.ui.core import explain_text
    from tutor.ui.models.quiz import QuizModel
    from tutor.ui.teach.models import TeachClassModel

    plan = PLAN.format(seed=31)
    core = TeachClassModel(plan_text=plan, lang=lang)
    v = Visit(browser, server)
    try:
        v.page.set_viewport_size({"width": 1920, "height": 1080})
        page = v.open(f"{HOME[lang]}teach/class/?plan={plan}&view=projector")
        page.locator(".tt-proj").wait_for()
        SHOTS.mkdir(parents=True, exist_ok=True)
        for i in range(core.total):
            core.index = i
            assert _answer(page).count() == 0, f"deal {i + 1}: the answer shows before Reveal"
            height, screen = _fits(page)
            assert height <= screen, f"deal {i + 1}: {height} px on a {screen} px screen"
            if i == 0:
                page.screenshot(path=str(SHOTS / f"teach-projector-{lang}.png"))
            if i % 2:  # the R key by its position: a Russian layout types «к» there
                page.evaluate("() => window.dispatchEvent(new KeyboardEvent('keydown',"
                              " {key: 'к', code: 'KeyR', bubbles: true}))")
            else:
                page.get_by_role("button", name=re.compile(
                    "Reveal the answer" if lang == "en" else "Показать ответ")).click()
            _answer(page).wait_for(timeout=20_000)
            shown = _answer(page).inner_text()
            m = core.model
            if isinstance(m, QuizModel) and not m.is_hilo:
                assert explain_text(m.question.outcome, lang) in shown
            height, screen = _fits(page)
            assert height <= screen, f"deal {i + 1} revealed: {height} px on {screen} px"
            if i == 0:
                page.screenshot(path=str(SHOTS / f"teach-projector-revealed-{lang}.png"))
            if i + 1 < core.total:
                page.keyboard.press("ArrowRight" if i % 2 else "PageDown")
                want = (f"Deal {i + 2} of" if lang == "en" else f"Раздача {i + 2} из")
                page.locator(".tt-class-nav").get_by_text(want).wait_for(timeout=20_000)
        page.keyboard.press("ArrowLeft")
        want = f"Deal {core.total - 1} of" if lang == "en" else f"Раздача {core.total - 1} из"
        page.locator(".tt-class-nav").get_by_text(want).wait_for(timeout=20_000)
        assert _answer(page).count() == 0
        assert page.url.endswith("view=projector"), "the theme's n/p keys left the page"
        assert v.errors == []
    finally:
        v.close()


def _theme(page: Any) -> str:
    return str(page.evaluate("() => document.documentElement.getAttribute('data-bs-theme')"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_dark_mode_follows_the_system_and_the_toggle_is_remembered(browser: Any, server: str,
                                                                  lang: str) -> None:
    label = "Dark mode" if lang == "en" else "Тёмная тема"
    ctx = browser.new_context(viewport={"width": 1920, "height": 1080}, color_scheme="dark")
    try:
        page = ctx.new_page()
        page.goto(server + HOME[lang] + "teach/")
        assert _theme(page) == "dark"
        toggle = page.get_by_role("button", name=label)
        assert toggle.get_attribute("aria-pressed") == "true"
        toggle.click()
        assert _theme(page) == "light" and toggle.get_attribute("aria-pressed") == "false"
        page.reload()
        assert _theme(page) == "light", "the choice was not remembered"
        _ready(page)
        page.wait_for_timeout(400)
        page.screenshot(path=str(SHOTS / f"teach-light-1920-{lang}.png"), full_page=True)
    finally:
        ctx.close()
    ctx = browser.new_context(viewport={"width": 1920, "height": 1080}, color_scheme="light")
    try:
        page = ctx.new_page()
        page.goto(server + HOME[lang] + "teach/")
        assert _theme(page) == "light"
        page.get_by_role("button", name=label).click()
        page.reload()
        _ready(page)
        assert _theme(page) == "dark"
        assert page.get_by_role("button", name=label).get_attribute("aria-pressed") == "true"
        page.wait_for_timeout(400)
        page.screenshot(path=str(SHOTS / f"teach-dark-1920-{lang}.png"), full_page=True)
        page.goto(server + HOME[lang] + "games/omaha-hilo/")
        _ready(page)
        assert _theme(page) == "dark"
        page.wait_for_timeout(400)
        page.screenshot(path=str(SHOTS / f"teach-dark-lesson-1920-{lang}.png"))
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("mode", ["light", "dark"])
def test_the_phone_menu_opens_and_its_labels_fit(browser: Any, server: str, lang: str,
                                                 mode: str) -> None:
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme=mode,
                              has_touch=True, is_mobile=True, device_scale_factor=2)
    try:
        page = ctx.new_page()
        page.goto(server + HOME[lang] + "teach/")
        _ready(page)
        links = page.locator("#navbar-collapse .nav-link")
        assert not links.first.is_visible(), "the menu is open before it is asked for"
        page.locator('.navbar-toggler[data-bs-target="#navbar-collapse"]').click()
        page.get_by_role("button", name="Dark mode" if lang == "en" else "Тёмная тема"
                         ).wait_for(state="visible")
        page.wait_for_timeout(500)  # the collapse animation
        wide = page.evaluate(
            "() => [...document.querySelectorAll('#navbar-collapse .nav-link')]"
            ".filter(a => a.offsetParent).map(a => [a.textContent.trim(),"
            " a.getBoundingClientRect().right, a.getBoundingClientRect().left])"
            ".filter(([t, r, l]) => r > innerWidth + 1 || l < -1)")
        page.screenshot(path=str(SHOTS / f"teach-phone-menu-{mode}-{lang}.png"))
        assert wide == [], f"labels outside the 390 px screen: {wide}"
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        page.locator('.navbar-toggler[data-bs-target="#navbar-collapse"]').click()
        page.wait_for_timeout(500)
        page.screenshot(path=str(SHOTS / f"teach-phone-{mode}-{lang}.png"), full_page=True)
        page.goto(server + HOME[lang] + "teach/class/?plan=" + PLAN.format(seed=4))
        _ready(page)
        page.locator(".tt-class-nav").first.wait_for()
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        page.screenshot(path=str(SHOTS / f"teach-class-phone-{mode}-{lang}.png"),
                        full_page=True)
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("mode", ["light", "dark"])
def test_classroom_pages_pass_axe(browser: Any, server: str, axe_source: str, lang: str,
                                  mode: str) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=mode)
    problems = []
    try:
        page = ctx.new_page()
        plan = PLAN.format(seed=8)
        for name, path in (("plan", "teach/"), ("class", f"teach/class/?plan={plan}"),
                           ("projector", f"teach/class/?plan={plan}&view=projector"),
                           ("lesson", "games/omaha-hilo/")):
            page.goto(server + HOME[lang] + path)
            _ready(page)
            page.wait_for_timeout(300)
            if name == "class":
                page.screenshot(path=str(SHOTS / f"teach-class-{mode}-{lang}.png"),
                                full_page=True)
            page.add_script_tag(content=axe_source)
            result = page.evaluate(
                "async () => (await axe.run(document, {runOnly: {type: 'tag', values:"
                " ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}})).violations"
                ".map(v => ({id: v.id, impact: v.impact, help: v.help,"
                " nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))")
            problems += [f"{name}/{lang}/{mode}: {v['id']} ({v['impact']}): {v['help']} "
                         f"{v['nodes']}" for v in result
                         if v["impact"] in ("serious", "critical")]
    finally:
        ctx.close()
    assert problems == [], "\n".join(problems)
