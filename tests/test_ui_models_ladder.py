"""The ladder model in plain Python: rows, special rows, counts, "try a hand"."""

from __future__ import annotations

from math import comb

import pytest

from tutor.games import GAME_IDS, get_game
from tutor.ui.models.ladder import LadderModel


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rows_follow_the_family_and_examples_belong_to_their_row(game_id: str) -> None:
    m = LadderModel(game=game_id)
    rows = m.rows()
    fam = m.family
    expected = list(fam.categories)
    if game_id == "triple-draw-27":  # lowest wins: the ladder starts at high card
        expected = expected[::-1] if expected[0] == "straight-flush" else expected
        assert expected[0] == "high-card"
    assert [r.category for r in rows] == expected
    assert all(m.definition(r.category) for r in rows)
    assert [r.position for r in rows] == list(range(1, len(rows) + 1))
    for r in rows:
        assert r.examples, f"no example of {r.category}"
        for hand in r.examples:
            assert len(hand) == fam.hand_size and len(set(hand)) == len(hand)
            assert all(c in fam.deck for c in hand)
            assert fam.evaluate(hand).category == r.category


def test_standard_counts_and_odds() -> None:
    rows = {r.category: r for r in LadderModel(game="holdem").rows()}
    if rows["four-of-a-kind"].count is None:
        pytest.skip("statistics not available")
    assert rows["four-of-a-kind"].total == comb(52, 5)
    assert rows["four-of-a-kind"].count == 13 * 48
    assert rows["four-of-a-kind"].odds == 4165  # "1 in 4,165" (issue 4)
    assert rows["straight-flush"].count == 40
    assert not any(r.special for r in rows.values())


def test_what_makes_a_game_different_is_marked() -> None:
    soko = [r.category for r in LadderModel(game="soko").rows()]
    assert soko.index("two-pair") < soko.index("four-flush") < soko.index("one-pair")
    assert soko.index("two-pair") < soko.index("four-straight") < soko.index("one-pair")
    special = {r.category for r in LadderModel(game="soko").rows() if r.special}
    assert {"four-flush", "four-straight"} <= special
    for game_id in ("americana", "draw32", "telesina", "shortdeck36"):
        rows = LadderModel(game=game_id).rows()
        cats = [r.category for r in rows]
        assert cats.index("flush") < cats.index("full-house"), game_id
        assert {"flush", "full-house"} <= {r.category for r in rows if r.special}
    short = [r.category for r in LadderModel(game="shortdeck36").rows()]
    assert short.index("three-of-a-kind") < short.index("straight")
    barrel = LadderModel(game="double-barrel").rows()
    cats = [r.category for r in barrel]
    assert cats.index("three-straight") < cats.index("three-of-a-kind")
    assert {"three-flush", "three-straight"} <= {r.category for r in barrel if r.special}


def test_suit_order_games() -> None:
    assert LadderModel(game="telesina").suit_ties
    assert LadderModel(game="draw32").suit_ties
    assert not LadderModel(game="holdem").suit_ties
    assert get_game("telesina").suit_order_text() == "hearts > diamonds > clubs > spades"


def test_select_row_and_neighbour() -> None:
    m = LadderModel(game="americana")
    m.select("flush")
    assert m.selected == "flush" and m.neighbour("flush") == "full-house"
    text = m.compare_text(m.rows()[3].examples[0], m.rows()[4].examples[0])
    assert text  # the core's sentence (or the fallback)
    m.select("flush")
    assert m.selected == ""
    m.select("<script>")
    assert m.selected == ""
    assert m.neighbour("high-card") is None


def test_try_a_hand() -> None:
    m = LadderModel(game="holdem")
    m.try_hand("As Ks Qs Js Ts")
    assert m.try_category == "straight-flush" and not m.try_error
    m.try_hand("2c 2d 2h 9s 9c Ah Kd")  # best five of seven: a full house
    assert m.try_category == "full-house"
    m.try_hand("As Ks")
    assert m.try_category == "" and "got 2" in m.try_error
    m.try_hand("As Ks Qs Js 1x")
    assert "`1x`" in m.try_error
    m2 = LadderModel(game="shortdeck36")
    m2.try_hand("5h 6h 7h 8h 9h")
    assert "`5h`" in m2.try_error and "36-card" in m2.try_error


def test_language_switch_names_rows_in_russian() -> None:
    m = LadderModel(game="holdem")
    assert m.category_name("two-pair") == "Two pair"
    m.lang = "ru"
    assert m.category_name("two-pair") == "Две пары"
    assert m.text("ladder_title") == "Старшинство комбинаций"
