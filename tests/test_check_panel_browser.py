"""The lesson's check as a Panel component (``tutor apps``' /check), in real Chromium.

The page names the exercises in its URL; the first item is answered right with the mouse,
the check moves on to its second item, drawn in place of the first.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.panel_apps import CHROMIUM, SHOTS, launch, serve_apps

pytestmark = pytest.mark.browser

if not Path(CHROMIUM).exists():  # pragma: no cover
    pytest.skip("Debian chromium is not installed", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api")

WORDS = {"en": ("Item {n} of 5", "Next item", "Right at the first try so far: 1 of 1."),
         "ru": ("Задание {n} из 5", "Следующее задание",
                "Пока верно с первой попытки: 1 из 1.")}


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    yield from serve_apps(["check"])


@pytest.fixture(scope="module")
def browser(playwright: Any) -> Iterator[Any]:
    yield from launch(playwright)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_check_runs_under_panel(server: str, browser: Any, lang: str) -> None:
    import tutor.ui.widgets  # noqa: F401 (registers the kinds' models)
    from tutor.ui.models.check import CheckModel

    items = ["name-hand/holdem", "name-hand/omaha"]
    m = CheckModel(seed=5, lang=lang)
    m.load_query({"items": items})
    first = m.current
    right = first.choices.index(first.answer)
    item, next_item, score = WORDS[lang]
    ctx = browser.new_context(viewport={"width": 1000, "height": 900})
    errors: list[str] = []
    page = ctx.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server}/check?lang={lang}&seed=5&items={items[0]}&items={items[1]}")
        page.get_by_text(item.format(n=1)).first.wait_for(timeout=30_000)
        page.locator(f'.tt-choice[data-value="{right}"]').first.click()
        page.locator('button[data-action="submit"]').first.click()
        page.get_by_text(score).first.wait_for(timeout=10_000)
        page.get_by_role("button", name=next_item).click()
        page.get_by_text(item.format(n=2)).first.wait_for(timeout=10_000)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"check-panel-{lang}.png"), full_page=True)
        assert errors == []
    finally:
        ctx.close()
