"""Razz as a game: 7-card stud with the ace-to-five low, from the registry rows alone."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tutor.bringin import bring_in
from tutor.explain import explain
from tutor.games import get_game
from tutor.showdown import showdown


def test_razz_is_a_stud_game_where_the_lowest_hand_wins() -> None:
    g = get_game("razz")
    assert g.hole_cards == 7 and g.board_cards == 0 and not g.is_hilo
    assert g.main.id == "razz" and g.main.low and g.main.ace_low
    assert g.shares_last_card


def test_the_wheel_beats_a_six_low_and_straights_do_not_count() -> None:
    r = showdown("razz", ["As 2d 3c 4h 5s Kd Kc", "Ah 2h 3d 4s 6c 7d 8d"])
    assert r.winners == [0]
    assert r.hands[0].category == "high-card"
    assert sorted(c.rank for c in r.hands[0].high.cards) == [2, 3, 4, 5, 14]


def test_a_pair_loses_to_any_hand_without_one() -> None:
    # player 0 is stuck with a pair of aces; player 1 makes K-Q-J-T-8 with no pair
    r = showdown("razz", ["As Ad Ac Ah 2s 2d 2c", "Kh Qc Jd Ts 8h 8s 8c"])
    assert r.hands[0].category != "high-card"
    assert r.winners == [1]


def test_a_shared_seventh_card_works_as_in_stud() -> None:
    r = showdown("razz", ["As 2d 3c 4h Kd Kc", "Ah 2h 3d 4s Qs Qc"], board="5c")
    assert r.winners == [0, 1]  # both make 5-4-3-2-A with the shared five


def test_the_highest_upcard_brings_in_with_aces_low_and_spades_highest() -> None:
    b = bring_in("razz", ["Ad", "Kc", "7h"])
    assert b.seat == 1  # the king is the highest card; the ace is the lowest
    b = bring_in("razz", ["Kd", "Ks", "2h"])
    assert b.seat == 1 and b.decided_by == "suit"  # equal kings: the spade is higher
    assert "aces low" in b.text() and "туз" in b.text("ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_razz_on_the_command_line(lang: str) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "showdown", "--game", "razz", "--player",
         "As 2d 3c 4h 5s Kd Kc", "--player", "Ah 2h 3d 4s 6c 7d 8d", "--json", "--lang", lang],
        capture_output=True, text=True, check=True).stdout
    data = json.loads(out)
    assert data["winners"] == [0] and data["hands"][0]["category"] == "high-card"
    assert data["explanation"].startswith("Razz" if lang == "en" else "Разз")


def test_the_explanation_says_lower_wins() -> None:
    r = showdown("razz", ["As 2d 3c 4h 5s Kd Kc", "Ah 2h 3d 4s 6c 7d 8d"])
    text = explain(r)
    assert "five" in text and "six" in text and "lower" in text
    ru = explain(r, "ru")
    assert "младше" in ru
