"""The Raspisnoy lesson pages: their widget slots are valid, and every drill is on both."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.site.inject import SlotError, find_slots

ROOT = Path(__file__).resolve().parents[1]
KINDS = ["rasp-bid", "rasp-legal", "rasp-trick", "rasp-score", "rasp-game"]


def _slot(kind: str, game: str) -> str:
    return f'<div class="tutor-widget" data-widget="{kind}" data-game="{game}"></div>'


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lesson_embeds_every_drill_then_the_game(lang: str) -> None:
    text = (ROOT / "lessons" / lang / "games" / "raspisnoy.md").read_text()
    slots = find_slots(text, f"{lang}/games/raspisnoy.md", ["holdem", "soko"])
    assert [s.widget for s in slots] == KINDS
    assert {s.game for s in slots} == {"raspisnoy"}


def test_raspisnoy_slots_name_their_own_game() -> None:
    assert find_slots(_slot("rasp-game", ""), "x.md", ["soko"])[0].widget == "rasp-game"
    with pytest.raises(SlotError, match="raspisnoy"):
        find_slots(_slot("rasp-legal", "soko"), "x.md", ["soko"])
    with pytest.raises(SlotError, match="unknown game"):
        find_slots(_slot("quiz", "raspisnoy"), "x.md", ["soko"])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lesson_fixes_what_it_got_wrong(lang: str) -> None:
    text = (ROOT / "lessons" / lang / "games" / "raspisnoy.md").read_text()
    one_card = "1-card deals too" if lang == "en" else "и в сдаче в одну карту"
    assert one_card in text  # the default full-bid doubling includes 1-card deals
    assert "120" in text and "−20" in text and "+50" in text and "7" in text
    assert ("may not pass" if lang == "en" else "нельзя пасовать") in text
    assert ("not multiplied" if lang == "en" else "не умножается") in text
