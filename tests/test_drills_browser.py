"""The seven drills in real Chromium (Debian's), against ``panel serve`` on a free port.

One parametrized test per drill and language: a wrong answer by mouse shows the
feedback that names the rule; Escape clears it; the right answer by keyboard
(Russian runs send the keys a Russian layout gives: ``event.key`` Cyrillic,
``event.code`` the physical key) is accepted; Enter deals the next task; axe-core
finds no violation; screenshots at phone width and on a projector (large mode) go
to ``artifacts/screenshots/drill-<kind>-<lang>-<phone|projector>.png``.

The served drill and the model built here share the seed, so the test knows the
task and its answer without reading them off the page.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.panel_apps import CHROMIUM, SHOTS, launch, serve_apps
from tutor.ui.models.drills import DRILL_KINDS
from tutor.ui.widgets import make_model

pytestmark = pytest.mark.browser

GAMES = {"name-hand": "soko", "which-cards": "omaha", "is-low": "stud7-hilo",
         "bring-in": "stud7", "suit-bring-in": "stud7", "split-pot": "omaha-hilo",
         "legal-bet": "holdem", "barrel-hand": "double-barrel"}
SEAT_KINDS = ("bring-in", "suit-bring-in")
"""The drills answered by picking a player's seat."""
RU_KEYS = {"a": "ф", "b": "и", "c": "с", "d": "в", "e": "у", "f": "а", "g": "п", "h": "р",
           "i": "ш", "j": "о"}

if not Path(CHROMIUM).exists():  # pragma: no cover
    pytest.skip("Debian chromium is not installed", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    yield from serve_apps(DRILL_KINDS)


@pytest.fixture(scope="module")
def browser(playwright: Any) -> Iterator[Any]:
    yield from launch(playwright)


class Drill:
    """A page with one drill, its console errors, and key presses in the page's language."""

    def __init__(self, browser: Any, url: str, model: Any, width: int = 1000,
                 height: int = 900) -> None:
        self.model = model
        self.page = browser.new_page(viewport={"width": width, "height": height})
        self.errors: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(url)
        self.root = self.page.locator(
            f'div[role="group"][aria-label="{model.text(model.title_key)}"]').first
        self.root.wait_for(timeout=60000)

    def key(self, key: str) -> None:
        """Press ``key`` with the focus in the drill (a Russian layout in Russian runs)."""
        self.root.focus()
        if self.model.lang == "ru" and len(key) == 1:
            code = f"Key{key.upper()}" if key.isalpha() else f"Digit{key}"
            self.root.dispatch_event("keydown", {"key": RU_KEYS.get(key, key), "code": code,
                                                 "bubbles": True})
        else:
            self.page.keyboard.press(key)
        self.page.wait_for_timeout(150)

    def text(self) -> str:
        return str(self.root.inner_text())

    def expect(self, fragment: str, timeout: float = 15000) -> None:
        deadline = time.monotonic() + timeout / 1000
        while fragment not in self.text():
            if time.monotonic() > deadline:
                raise AssertionError(f"{fragment!r} not shown in: {self.text()[:1500]}")
            self.page.wait_for_timeout(100)

    def shot(self, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)

    def close(self) -> None:
        self.page.close()


def _model(kind: str, lang: str) -> tuple[Any, int]:
    """The drill's model with a seed whose first task suits a browser test."""
    for seed in range(50):
        m = make_model(kind, GAMES[kind], lang, seed=seed)
        if kind == "legal-bet" and m.question != "judge":
            continue
        if kind == "split-pot" and len(m.put) < 3:
            continue
        return m, seed
    raise AssertionError(kind)


def _wrong_by_mouse(d: Drill, m: Any) -> None:
    """Give a wrong answer by mouse; mirror it in ``m``."""
    kind = m.kind
    page = d.page
    seats = kind in SEAT_KINDS
    if kind in ("name-hand", "is-low", "legal-bet") or seats:
        right = m.answer if seats else {"name-hand": lambda: m.choices.index(m.answer),
                                        "is-low": lambda: m.choices.index(m.answer),
                                        "legal-bet": lambda: 0 if m.answer_legal() else 1}[kind]()
        wrong = 1 - right if kind == "legal-bet" else (right + 1) % (
            len(m.upcards) if seats else len(m.choices))
        sel = ".tt-seat" if seats else ".tt-choice"
        page.locator(f'{sel}[data-value="{wrong}"]').first.click()
        m.pick(wrong)
    elif kind == "which-cards":  # three of the four Omaha cards: the exactly-two rule
        for i in (0, 1, 2, 4, 5):
            page.locator(f'button.tt-card[data-value="{i}"]').first.click()
            m.toggle(i)
    elif kind == "split-pot":
        shares = list(m.result().shares)
        typed = [str(x) for x in shares]
        typed[0] = str(shares[0] + 1)
        for s, v in enumerate(typed):
            page.locator(f'input[data-name="share-{s}"]').first.fill(v)
        m.enter_shares(typed)
    page.wait_for_timeout(150)
    page.locator('button[data-action="submit"]').first.click()
    m.submit()


def _right_by_keyboard(d: Drill, m: Any) -> None:
    """Clear with Escape and give the right answer with keys; mirror every key in ``m``."""
    def both(key: str) -> None:
        d.key(key)
        m.handle_key(key)

    kind = m.kind
    both("Escape")
    if kind in ("name-hand", "is-low"):
        both(str(m.choices.index(m.answer) + 1))
    elif kind in SEAT_KINDS:
        both(str(m.answer + 1))
    elif kind == "legal-bet":
        both("1" if m.answer_legal() else "2")
    elif kind == "which-cards":
        for c in list(m.best):
            both("abcdefghij"[m.all_cards.index(c)])
    elif kind == "split-pot":
        shares = [str(x) for x in m.result().shares]
        for s, x in enumerate(shares):
            d.page.locator(f'input[data-name="share-{s}"]').first.fill(x)
        d.page.locator('input[data-name="share-0"]').first.press("Enter")
        m.enter_shares(shares)
        m.submit()
        return
    both("Enter")


def _axe(d: Drill, axe_source: str) -> list[str]:
    d.page.add_script_tag(content=axe_source)
    found: list[str] = d.page.evaluate(
        """async () => (await axe.run(document, {resultTypes: ['violations']}))
        .violations.map(v => v.impact + ' ' + v.id + ': '
                        + v.nodes.map(n => n.html.slice(0, 80)).join(' | '))""")
    return found


def _barrel_hand(d: Drill, m: Any) -> None:
    """Split by keyboard, a refused bet by its key, then play to the end (keys and clicks)."""
    for key in "abcdefgh":  # a-d fill barrel 1, then e-h skip the full barrel to barrel 2
        d.key(key)
        m.handle_key(key)
    d.key("Enter")
    m.handle_key("Enter")
    tried_refusal = False
    for _ in range(20):
        if m.phase == "done":
            break
        assert m.hand.to_act == 0
        d.expect(m.t("your_turn", mine=m.hand.round_total(0), high=m.hand.high,
                     cap=m.limit().cap))
        if not tried_refusal:  # one over the cap, by its key (only legal actions are
            over = str(m.limit().cap + 1)  # buttons): refused and explained
            d.key(over)
            m.handle_key(over)
            d.expect(m.t("refused"))
            d.expect(m.refusal)
            tried_refusal = True
            continue
        if m.can("call"):
            d.key("c")
            m.handle_key("c")
        else:
            d.page.locator(
                f'button[data-action="bet"][data-value="bet {m.limit().small}"]').first.click()
            m.handle("bet", f"bet {m.limit().small}")
    assert m.phase == "done"
    d.expect(m.t("showdown_n", r=1))
    d.expect(m.t("splits_title"))
    d.expect(m.t("half_is", pot=m.hand.pot, half=_half(m)))
    assert m.hands_played == 1


def _half(m: Any) -> str:
    from fractions import Fraction

    from tutor.barrel.betting import amount

    return str(amount(Fraction(m.hand.pot, 2)))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", DRILL_KINDS)
def test_drill_by_mouse_and_keyboard(browser: Any, server: str, axe_source: str, kind: str,
                                     lang: str) -> None:
    m, seed = _model(kind, lang)
    url = f"{server}/{kind}?game={GAMES[kind]}&lang={lang}&seed={seed}"
    d = Drill(browser, url, m)
    try:
        if kind == "barrel-hand":
            _barrel_hand(d, m)
            d.shot(f"drill-barrel-hand-{lang}-showdown")
        else:
            _wrong_by_mouse(d, m)
            assert m.ok is False
            d.expect(m.t("wrong"))
            d.expect(m.feedback[0])
            d.shot(f"drill-{kind}-{lang}-wrong")
            _right_by_keyboard(d, m)
            assert m.ok is True, m.feedback
            # "Right." heads the feedback, or the first line does when it says "Right: …"
            if not m.feedback[0].startswith(m.t("right").rstrip(".!")):
                d.expect(m.t("right"))
            d.expect(m.feedback[0])
            d.key("Enter")
            m.handle_key("Enter")
            d.expect(m.score_text())
        assert _axe(d, axe_source) == []
        assert d.errors == []
    finally:
        d.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_drills_on_a_phone_and_a_projector(browser: Any, server: str, lang: str) -> None:
    """Screenshots of every drill at 390 px and at 1920x1080 in large mode; nothing overflows."""
    for kind in DRILL_KINDS:
        m, seed = _model(kind, lang)
        url = f"{server}/{kind}?game={GAMES[kind]}&lang={lang}&seed={seed}"
        for tag, (w, h) in (("phone", (390, 844)), ("projector", (1920, 1080))):
            d = Drill(browser, url, m, width=w, height=h)
            try:
                if tag == "projector":
                    d.page.locator('input[data-action="large"]').first.check()
                    d.page.wait_for_timeout(600)
                if kind != "barrel-hand":  # show the feedback too
                    d.page.locator('button[data-action="reveal"]').first.click()
                    d.page.wait_for_timeout(400)
                wide = d.page.evaluate("() => document.documentElement.scrollWidth")
                assert wide <= w + 1, f"{kind} {tag}: the page is {wide} px wide"
                d.shot(f"drill-{kind}-{lang}-{tag}")
                assert d.errors == []
            finally:
                d.close()
