"""The drills as widgets (without a browser) and where the lessons place them."""

from __future__ import annotations

import re
from html import escape
from pathlib import Path

import pytest

pytest.importorskip("panel")

from tutor.games import get_game
from tutor.site.inject import find_slots
from tutor.ui.models.drills import DRILL_KINDS, drill_class
from tutor.ui.widgets import KINDS, make_widget

ROOT = Path(__file__).resolve().parents[1]
GAME = {"name-hand": "soko", "which-cards": "telesina", "is-low": "omaha-hilo",
        "bring-in": "americana", "split-pot": "stud7-hilo", "legal-bet": "holdem",
        "barrel-hand": "double-barrel", "suit-bring-in": "razz"}


def test_every_drill_is_a_widget_kind_and_a_slot_kind() -> None:
    assert set(DRILL_KINDS) <= set(KINDS)
    html = "".join(f'<div class="tutor-widget" data-widget="{k}" data-game="{GAME[k]}"></div>'
                   for k in DRILL_KINDS)
    assert [s.widget for s in find_slots(html, "x.md", [GAME[k] for k in DRILL_KINDS])] == list(
        DRILL_KINDS)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", DRILL_KINDS)
def test_drill_widget_titles_itself_and_speaks_the_language(kind: str, lang: str) -> None:
    from tutor.ui.page import standalone_widget

    w = make_widget(kind, GAME[kind], lang, seed=2)
    m, v = w.tutor_model, w.tutor_view
    html = v.board.content
    assert "<h2 class=\"tt-title\"" in html and "<h1" not in html
    assert m.text(m.title_key) in html
    assert v.board.lang == lang
    alone = standalone_widget(kind)
    assert "<h1" in alone.tutor_view.board.content
    if kind != "barrel-hand":
        m.reveal()
        assert m.feedback and all(escape(line) in v.board.content for line in m.feedback)


def test_typed_input_is_shown_as_text() -> None:
    w = make_widget("split-pot", "holdem", seed=1)
    w.tutor_model.enter_shares(['"><script>alert(1)</script>'] * 4)
    w.tutor_model.submit()
    html = w.tutor_view.board.content
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_display_options_live_inside_the_drill() -> None:
    w = make_widget("name-hand", "soko")
    v = w.tutor_view
    v.board.press("large")
    assert w.tutor_model.large and "tt-large" in v.board.root_class
    v.board.press("four")
    assert "tt-four" in v.board.root_class
    b = make_widget("barrel-hand")
    b.tutor_view.board.press("bots", "4")
    assert b.tutor_model.players == 5 and len(b.tutor_model.hand.seats) == 5


def _slots(page: Path) -> list[tuple[str, str]]:
    return re.findall(r'data-widget="([a-z-]+)" data-game="([a-z0-9-]+)"', page.read_text())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_game_page_has_a_drill_that_fits_it(lang: str) -> None:
    pages = sorted((ROOT / "lessons" / lang / "games").glob("*.md"))
    assert len(pages) >= 15
    for page in pages:
        if page.name == "raspisnoy.md":
            continue
        slots = _slots(page)
        drills = [(k, g) for k, g in slots if k in DRILL_KINDS]
        assert drills, f"{page}: no drill"
        for kind, game in drills:
            assert drill_class(kind).fits(get_game(game)), (page, kind, game)
    general = [k for k, _ in _slots(ROOT / "lessons" / lang / "general-rules.md")]
    assert {"split-pot", "legal-bet"} <= set(general)
    barrel = [k for k, _ in _slots(ROOT / "lessons" / lang / "games" / "double-barrel.md")]
    assert "barrel-hand" in barrel


def test_english_and_russian_pages_carry_the_same_widgets_in_the_same_order() -> None:
    for page in sorted((ROOT / "lessons" / "en").rglob("*.md")):
        ru = ROOT / "lessons" / "ru" / page.relative_to(ROOT / "lessons" / "en")
        assert _slots(page) == _slots(ru), page.name
