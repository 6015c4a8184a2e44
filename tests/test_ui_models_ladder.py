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
    assert rows["four-of-a-kind"].odds == 4165  # "1 in 4,165"
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
    assert "“1x”" in m.try_error
    m2 = LadderModel(game="shortdeck36")
    m2.try_hand("5h 6h 7h 8h 9h")
    assert "“5h”" in m2.try_error and "36-card" in m2.try_error


def test_language_switch_names_rows_in_russian() -> None:
    m = LadderModel(game="holdem")
    assert m.category_name("two-pair") == "Two pair"
    m.lang = "ru"
    assert m.category_name("two-pair") == "Две пары"
    assert m.text("ladder_title") == "Старшинство комбинаций"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_more_examples_are_new_hands_and_the_comparison_is_explained(game_id: str) -> None:
    m = LadderModel(game=game_id)
    fam = m.family
    for row in m.rows():
        more = m.more_examples(row.category)
        shown = set(row.examples[0])
        assert 2 <= len(more) <= 3, (game_id, row.category)
        assert all(set(h) != shown for h in more), "a 'more' example repeats the table's"
        assert all(fam.evaluate(h).category == row.category for h in more)
        compared = m.comparison(row.category)
        below = m.neighbour(row.category)
        if below is None:
            assert compared is None
            continue
        assert compared is not None
        better, worse, why = compared
        assert set(better) != shown and set(worse) != set(
            next(r for r in m.rows() if r.category == below).examples[0])
        assert fam.evaluate(better).category == row.category
        assert fam.evaluate(worse).category == below
        assert fam.strength(better) > fam.strength(worse)  # the core agrees with the ladder
        assert why and not why.startswith(("5-card draw", "Texas"))


def test_comparison_sentence_in_russian() -> None:
    m = LadderModel(game="holdem", lang="ru")
    _, _, why = m.comparison("flush")
    assert why.startswith("Флеш бьёт стрит")


@pytest.mark.parametrize("game_id", ["omaha-hilo", "omaha5-hilo", "stud7-hilo"])
def test_hilo_ladder_has_the_eight_or_better_low(game_id: str) -> None:
    from math import comb

    from tutor.rankings import get_family
    from tutor.ui.views.ladder import ladder_html

    m = LadderModel(game=game_id)
    low = m.low_ladder()
    assert low is not None and low.family == "eight-low"
    fam = get_family("eight-low")
    # five of the eight ranks A..8, any suits: the count, checked by hand
    assert (low.count, low.total) == (comb(8, 5) * 4**5, comb(52, 5)) == (57344, 2598960)
    assert low.lows == 56
    assert [c.rank for c in low.best] == [5, 4, 3, 2, 14]
    assert [c.rank for c in low.worst] == [8, 7, 6, 5, 4]
    strengths = [fam.strength(ex.cards) for ex in low.examples]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == len(strengths)
    assert low.examples[0].place == 1 and low.examples[-1].place == 56
    assert low.no_lows and all(not fam.evaluate(ex.cards).qualifies for ex in low.no_lows)
    assert fam.strength(low.better) > fam.strength(low.worse)
    html = ladder_html(m)
    for text in ("The low half: eight or better", "5-4-3-2-A", "8-7-6-5-4", "57,344",
                 "2,598,960", "a card above 8", "8-5-4-3-2 beats 8-6-3-2-A"):
        assert text in html, text
    m.lang = "ru"
    html = ladder_html(m)
    for text in ("Лоу-половина: восемь или лучше", "57\u00a0344", "8-5-4-3-2 бьёт 8-6-3-2-A",
                 "карта старше восьмёрки"):
        assert text in html, text


def test_games_without_a_low_half_have_no_low_ladder() -> None:
    for game_id in ("holdem", "triple-draw-27", "double-barrel", "telesina"):
        assert LadderModel(game=game_id).low_ladder() is None


def test_deuce_seven_ladder_says_the_lowest_hand_wins() -> None:
    from tutor.cards import parse_cards
    from tutor.rankings import get_family
    from tutor.ui.views.ladder import ladder_html

    m = LadderModel(game="triple-draw-27")
    fam = get_family("deuce-seven")
    rows = m.rows()
    assert rows[0].category == "high-card" and rows[-1].category == "straight-flush"
    # each row's example beats the next one's by the core's 2-7 strength (best at the top)
    strengths = [fam.strength(r.examples[0]) for r in rows]
    assert strengths == sorted(strengths, reverse=True)
    # the hand the text names as the best is the best 2-7 hand; the wheel is only ace-high
    best = fam.strength(parse_cards("7c 5d 4h 3s 2c"))
    assert all(best >= fam.strength(h) for r in rows for h in r.examples)
    assert best > fam.strength(parse_cards("8c 5d 4h 3s 2c")) > fam.strength(
        parse_cards("Ac 5d 4h 3s 2c"))
    html = ladder_html(m)
    assert "the lowest hand wins" in html and "7-5-4-3-2" in html
    m.lang = "ru"
    assert "выигрывает самая младшая рука" in ladder_html(m)
