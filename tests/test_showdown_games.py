"""Hand-written showdowns for every game row of RULES.md, with the traps it names.

Every expected answer here was worked out by hand from RULES.md.
"""

from __future__ import annotations

import re

import pytest

from tutor.cards import parse_cards
from tutor.errors import TutorError
from tutor.showdown import Showdown, showdown


def sd(game: str, *players: str, board: str | None = None) -> Showdown:
    return showdown(game, list(players), board)


def cards(text: str) -> set[str]:
    return {str(c) for c in parse_cards(text)}


def best(r: Showdown, i: int) -> set[str]:
    return {str(c) for c in r.hands[i].high.cards}


# ------------------------------------------------------------------ Texas Hold'em


def test_holdem_wheel_straight_beats_a_pair() -> None:
    r = sd("holdem", "As Ks", "7h 7d", board="2c 3d 4h 5s 9c")
    assert r.winners == [0]
    assert r.hands[0].category == "straight" and r.hands[1].category == "one-pair"
    assert best(r, 0) == cards("As 2c 3d 4h 5s")
    assert r.hands[0].hole_used == "As"
    assert (r.deciding.kind, r.deciding.win_category, r.deciding.lose_category) == (
        "category", "straight", "one-pair")


def test_holdem_board_plays_and_the_pot_is_split() -> None:
    r = sd("holdem", "2c 2d", "Ah Kd", board="5c 6d 7h 8s 9c")
    assert r.winners == [0, 1]
    assert r.deciding.kind == "tie"
    assert all(h.plays_board for h in r.hands)
    assert best(r, 0) == best(r, 1) == cards("5c 6d 7h 8s 9c")


def test_holdem_a_ten_beats_the_board_straight() -> None:
    r = sd("holdem", "2c 2d", "Ah Kd", "Th 2h", board="5c 6d 7h 8s 9c")
    assert r.winners == [2]
    assert r.deciding.kind == "rank"
    assert (r.deciding.win_value, r.deciding.lose_value) == (10, 9)
    assert not r.hands[2].plays_board


def test_holdem_kicker_decides() -> None:
    r = sd("holdem", "Ah Kd", "Ac Qd", board="As 9c 7h 4d 2s")
    assert r.winners == [0]
    d = r.deciding
    assert (d.kind, d.win_value, d.lose_value) == ("kicker", 13, 12)
    assert d.winner == 0 and d.loser == 1


def test_holdem_rank_of_the_set_decides() -> None:
    r = sd("holdem", "Kh Kd", "Qh Qd", board="Kc Qc 2s 7d 9h")
    assert r.winners == [0]
    assert r.hands[0].category == r.hands[1].category == "three-of-a-kind"
    assert (r.deciding.kind, r.deciding.win_value, r.deciding.lose_value) == ("rank", 13, 12)


def test_holdem_six_high_straight_beats_the_wheel() -> None:
    r = sd("holdem", "6h 2d", "Ah 3c", board="2c 3d 4h 5s Kd")
    assert r.winners == [0]
    assert r.hands[1].category == "straight"  # A-2-3-4-5 counts, five-high
    assert (r.deciding.win_value, r.deciding.lose_value) == (6, 5)


def test_holdem_no_wrap_around_straight() -> None:
    r = sd("holdem", "Kc Qd", "7s 7c", board="Ah 2s 3c Td 8h")
    assert r.hands[0].category == "high-card"  # Q-K-A-2-3 is no straight
    assert r.winners == [1]


def test_holdem_suits_never_break_ties() -> None:
    r = sd("holdem", "Ah 9d", "As 9c", board="Kh Qs 7d 4c 2h")
    assert r.winners == [0, 1]


# -------------------------------------------------------------------------- Omaha


def test_omaha_four_suited_hole_cards_make_no_flush() -> None:
    r = sd("omaha", "As Ks Qs Js", "8h 8d 4c 5c", board="2s 7s 9h Th 3c")
    assert r.hands[0].category == "high-card"  # only two spades on the board
    assert r.winners == [1]
    assert len(r.hands[0].high_hole) == 2 and len(r.hands[0].high_board) == 3


def test_omaha_one_suited_hole_card_and_four_on_board_make_no_flush() -> None:
    r = sd("omaha", "Qh 9c 9d 5s", "Jh Th 3c 3d", board="Ah Kh 7h 4h 2c")
    assert r.hands[0].category == "one-pair"
    assert r.hands[1].category == "flush"
    assert r.winners == [1]
    assert set(r.hands[1].hole_used.split()) == {"Jh", "Th"}
    assert len(r.hands[1].board_used.split()) == 3


def test_omaha_reports_two_hole_and_three_board_cards() -> None:
    r = sd("omaha", "Ah Kh Qd Jc", "2c 2d 7s 8s", board="Th 9h 2h 3d 4s")
    h = r.hands[0]
    assert h.category == "flush"
    assert cards(h.hole_used) == cards("Ah Kh")
    assert cards(h.board_used) == cards("Th 9h 2h")
    assert r.winners == [0]


def test_omaha5_five_suited_hole_cards_make_no_flush() -> None:
    r = sd("omaha5", "As Ks Qs Js Ts", "9h 9d 2c 3c 4d", board="2s 7h 8d Kc 3h")
    assert r.hands[0].category == "one-pair"
    assert r.hands[1].category == "two-pair"
    assert r.winners == [1]


# ------------------------------------------------------------------ Omaha Hi-Lo 8


def test_omaha_hilo_counterfeited_low() -> None:
    # A-2 in hand, but the board's 2 counterfeits it: the only low cards on the
    # board are 2, 3, 8, so A-2 gives no five different low ranks.
    r = sd("omaha-hilo", "Ah 2h Kh Ks", "4s 5s Qd Jd", board="2c 3d 8h Kc Qs")
    assert r.hands[0].low is None and not r.hands[0].low_qualifies
    assert r.hands[1].low is not None
    assert r.winners == [0]  # trip kings
    assert r.low_winners == [1]  # 8-5-4-3-2


def test_omaha_hilo_no_low_high_scoops() -> None:
    r = sd("omaha-hilo", "Ah Th 2c 3c", "As 2s 4d 5d", board="Kc Qd Jh 9s 9c")
    assert r.winners == [0]
    assert r.low_winners == []
    assert r.low_deciding is not None and r.low_deciding.kind == "no-low"
    assert all(h.low is None for h in r.hands)
    data = r.to_json()
    assert data["low"] is None
    assert data["high"]["winners"] == [0]


def test_omaha_hilo_quartered_low() -> None:
    r = sd("omaha-hilo", "Ah 2h Kd Kc", "As 2s Qd Qc", board="3c 4d 8h Jc Js")
    assert r.winners == [0]
    assert r.low_winners == [0, 1]
    assert r.low_deciding is not None and r.low_deciding.kind == "tie"


def test_omaha5_hilo_uses_exactly_two_hole_cards_for_the_low() -> None:
    r = sd("omaha5-hilo", "Ah 2h 3h 4h 5h", "Kc Kd Qc Qd Jc", board="6c 7d 9s Ts Js")
    # Board has only 6 and 7 as low cards: no five different ranks 8 or lower.
    assert r.low_winners == []
    r = sd("omaha5-hilo", "Ah 2h 3h 4h 5h", "Kc Kd Qc Qd Jc", board="6c 7d 8s Ts Js")
    assert r.low_winners == [0]
    low = r.hands[0].low
    assert low is not None and len(r.hands[0].low_hole) == 2
    assert {c.rank for c in low.cards} == {14, 2, 6, 7, 8}


# ----------------------------------------------------------------- 7-card stud


def test_stud7_full_house_beats_flush_best_five_of_seven() -> None:
    r = sd("stud7", "Ah Kh 9h 2h 3h 4c 5d", "Qs Qd Qc 7c 7d 2s 3s")
    assert r.hands[0].category == "flush"
    assert r.hands[1].category == "full-house"
    assert r.winners == [1]
    assert len(r.hands[1].high.cards) == 5


def test_stud7_hilo_eight_five_beats_eight_six() -> None:
    r = sd("stud7-hilo", "8c 5d 4h 3s 2c Kd Kh", "8d 6c 3c 2d Ah Qs Qd")
    assert r.winners == [0]
    assert r.low_winners == [0]
    assert r.low_deciding is not None
    assert (r.low_deciding.win_value, r.low_deciding.lose_value) == (5, 6)


def test_stud7_hilo_no_low() -> None:
    r = sd("stud7-hilo", "Ah Kh Qd Jc 9s 9d 3c", "2s 3s 4d Tc 7h Td Jd")
    assert r.low_winners == [] and r.winners == [1]


# ------------------------------------------------------------------------- Soko


@pytest.mark.parametrize(
    ("a", "b", "cat_a", "cat_b", "winner"),
    [
        ("Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h", "four-flush", "one-pair", 0),
        ("5c 6d 7h 8s Kd", "Qs Qd Jc 2d 3h", "four-straight", "one-pair", 0),
        ("Ah Kh 9h 2h 3c", "5c 6d 7h 8s Kd", "four-flush", "four-straight", 0),
        ("Jc Jd 4c 4d 9s", "Ah Kh 9h 2h 3c", "two-pair", "four-flush", 0),
        ("5h 6h 7h 8h Kc", "Qs Qd Jc 2d 3s", "four-flush", "one-pair", 0),  # both -> 4-flush
        ("Ah Kh 9h 2h 2c", "Qs Qd Jc 7d 3s", "four-flush", "one-pair", 0),  # pair + 4-flush
        ("Ac 2d 3h 4s Kd", "2c 3d 4h 5s Qd", "four-straight", "four-straight", 1),
        ("Jc Qd Kh As 2d", "Tc Jd Qh Ks 3c", "four-straight", "four-straight", 0),
    ],
)
def test_soko_ladder(a: str, b: str, cat_a: str, cat_b: str, winner: int) -> None:
    r = sd("soko", a, b)
    assert (r.hands[0].category, r.hands[1].category) == (cat_a, cat_b)
    assert r.winners == [winner]


def test_soko_four_straight_run_top_decides() -> None:
    r = sd("soko", "Ac 2d 3h 4s Kd", "2c 3d 4h 5s Qd")  # A-2-3-4 is the lowest 4-run
    assert (r.deciding.win_value, r.deciding.lose_value) == (5, 4)
    r = sd("soko", "Jc Qd Kh As 2d", "Tc Jd Qh Ks 3c")  # J-Q-K-A the highest
    assert (r.deciding.win_value, r.deciding.lose_value) == (14, 13)


def test_soko_four_flush_odd_card_then_tie() -> None:
    r = sd("soko", "Ah Kh 9h 2h 3c", "As Ks 9s 2s 4c")
    assert r.winners == [1]
    assert (r.deciding.win_value, r.deciding.lose_value) == (4, 3)
    r = sd("soko", "Ah Kh 9h 2h 3c", "As Ks 9s 2s 3d")
    assert r.winners == [0, 1]


# ----------------------------------------------------------------------- draws


def test_draw5_source_examples() -> None:
    r = sd("draw5", "Kh 7h 5h 3h 2h", "Qs Js Ts 8s 6s")
    assert r.winners == [0] and r.hands[0].category == "flush"
    r = sd("draw5", "Ah Ad Kc Th 6s", "As Ac Qd Jh 5s")
    assert r.winners == [0]
    assert (r.deciding.kind, r.deciding.win_value, r.deciding.lose_value) == ("kicker", 13, 12)


@pytest.mark.parametrize(
    ("a", "b", "winner", "cat_a"),
    [
        ("7c 5d 4h 3s 2c", "8c 6d 4d 3h 2d", 0, "high-card"),
        ("Ac 2d 3h 4s 5c", "Kc Qd Jh 9s 8c", 1, "high-card"),  # A-2-3-4-5 is ace-high
        ("3c 4d 5h 6s 7c", "8c 6d 4h 3s 2d", 1, "straight"),  # straights count against
        ("2h 4h 5h 6h 8h", "9c 7d 5c 4d 3c", 1, "flush"),  # flushes count against
        ("Kc Kd 2h 3s 4c", "Ac Qd Jh 9s 8c", 1, "one-pair"),  # a pair loses to ace-high
    ],
)
def test_triple_draw_deuce_to_seven(a: str, b: str, winner: int, cat_a: str) -> None:
    r = sd("triple-draw-27", a, b)
    assert r.winners == [winner]
    assert r.hands[0].category == cat_a


def test_draw32_suits_break_ties() -> None:
    assert sd("draw32", "Ah Kh Qh Jh 9h", "Ad Kd Qd Jd 9d").winners == [0]  # hearts > diamonds
    assert sd("draw32", "Ad Kd Qd Jd 9d", "As Ks Qs Js 9s").winners == [0]  # diamonds > spades
    assert sd("draw32", "Ac Kc Qc Jc 9c", "As Ks Qs Js 9s").winners == [1]  # spades > clubs
    r = sd("draw32", "Ah Kd Jc 9s 8c", "As Kc Jd 9h 8d")  # equal ranks: top card's suit
    assert r.winners == [0]
    assert r.deciding.kind == "suit"
    assert r.deciding.win_card is not None and str(r.deciding.win_card) == "Ah"


def test_draw32_lowest_straight_and_flush_over_full_house() -> None:
    r = sd("draw32", "Ac 7d 8h 9s Tc", "Kc Kd Qh Js 8c")
    assert r.hands[0].category == "straight" and r.winners == [0]
    r = sd("draw32", "7h 9h Jh Qh Ah", "Kc Kd Ks 8c 8d")
    assert r.winners == [0]


# ---------------------------------------------------------------- Americana


def test_americana_flush_beats_full_house() -> None:
    r = sd("americana", "7h 9h Jh Qh Ah", "Kc Kd Ks 8c 8d")
    assert (r.hands[0].category, r.hands[1].category) == ("flush", "full-house")
    assert r.winners == [0]
    assert r.deciding.kind == "category"


def test_americana_lowest_straight_and_ties_split() -> None:
    r = sd("americana", "Ac 7d 8h 9s Tc", "Kc Kd Qh Js 8c")
    assert r.hands[0].category == "straight" and r.winners == [0]
    r = sd("americana", "Ac 7d 8h 9s Tc", "7c 8d 9h Ts Jc")
    assert r.winners == [1]
    r = sd("americana", "Ac Kd Qh Js 9c", "Ad Kc Qd Jh 9h")
    assert r.winners == [0, 1]  # no suit tie-break in Americana


# ------------------------------------------------------------------ Telesina


def test_telesina_heads_up_exception_with_exactly_two_players() -> None:
    r = sd("telesina", "Ah Kh Qh Jh Th", "9s 8s 7s Ts 7d", board="As")
    assert r.winners == [1]
    assert r.deciding.kind == "heads-up-exception"
    assert r.hands[1].exception
    assert {c.rank for c in r.hands[1].high.cards} == {14, 7, 8, 9, 10}
    assert r.hands[0].is_royal


def test_telesina_no_exception_with_three_players() -> None:
    r = sd("telesina", "Ah Kh Qh Jh Th", "9s 8s 7s Ts 7d", "Jc Qc Kc 9c 8d", board="As")
    assert r.winners == [0]
    assert not any(h.exception for h in r.hands)


def test_telesina_player_with_both_straight_flushes_shows_the_low_one() -> None:
    r = sd("telesina", "Ah Kh Qh Jh Th", "7s 8s 9s Ts Js", board="As")
    assert r.winners == [1]
    assert r.hands[1].exception
    assert {c.rank for c in r.hands[1].high.cards} == {14, 7, 8, 9, 10}


def test_telesina_exception_does_not_apply_without_a_royal() -> None:
    r = sd("telesina", "Kh Qh Jh Th 9h", "9s 8s 7s Ts 7d", board="As")
    assert r.winners == [0]  # K-high straight flush beats T-9-8-7-A normally


def test_telesina_flush_by_suit_before_ranks() -> None:
    r = sd("telesina", "7h 8h 9h Jh Qh", "Ad Kd Qd Jd 9d", board="7c")
    assert r.winners == [0]  # hearts beat diamonds, whatever the ranks
    assert r.deciding.kind == "suit"


def test_telesina_high_card_compares_rank_then_suit_card_by_card() -> None:
    # RULES.md: A♥ Q♦ beats A♦ K♣
    r = sd("telesina", "Ah Qd 9c 8s 7s", "Ad Kc 9d 8c 7c", board="Jh")
    assert r.hands[0].category == r.hands[1].category == "high-card"
    assert r.winners == [0]
    assert r.deciding.kind == "suit"


def test_telesina_straight_top_card_suit_and_shared_vela_tie() -> None:
    r = sd("telesina", "Jh Th 9c 8d 7s", "Jd Tc 9d 8s 7c", board="Ac")
    assert r.winners == [0]  # J♥ over J♦
    r = sd("telesina", "Th 9c 8d 7s Ks", "Tc 9d 8s 7c Ad", board="Jh")
    assert r.winners == [0, 1]  # both straights topped by the shared Vela: split


# ----------------------------------------------------------- 36-card poker


def test_shortdeck_a6789_is_a_straight_but_trips_beat_it() -> None:
    r = sd("shortdeck36", "As 6d", "Kh Qd", board="7c 8d 9h Jc Kd")
    assert r.hands[0].category == "straight"
    assert {c.rank for c in r.hands[0].high.cards} == {14, 6, 7, 8, 9}
    assert r.winners == [0]
    r = sd("shortdeck36", "As 6d", "Kh Kc", board="7c 8d 9h Jc Kd")
    assert r.hands[1].category == "three-of-a-kind"
    assert r.winners == [1]


def test_shortdeck_flush_beats_full_house() -> None:
    r = sd("shortdeck36", "Ah Kh", "Qc Qd", board="Qh 9h 6h 9c 7d")
    assert (r.hands[0].category, r.hands[1].category) == ("flush", "full-house")
    assert r.winners == [0]


# ----------------------------------------------------------- Double Barrel


def test_double_barrel_barrels() -> None:
    r = sd("double-barrel", "As Ks Qs Js", "7d 7c 2h 3h")
    assert r.hands[0].category == "four-flush" and r.winners == [0]
    r = sd("double-barrel", "Ac 2d 3h 9s", "2c 3d 4h 8s")  # A-2-3 is the lowest 3-run
    assert r.winners == [1]
    r = sd("double-barrel", "Kh 8h 2h 5s", "9c 9d 9s 4c")  # 3-flush beats trips
    assert r.hands[0].category == "three-flush" and r.winners == [0]
    assert len(r.hands[0].high.cards) == 4


def test_stud_shared_seventh_card_plays_for_everyone() -> None:
    # RULES.md: when the deck runs short in 7-card stud, the 7th card is one shared card.
    r = showdown("stud7", ["As Ad Kc Kd 7h 2s", "Qs Qh Jc Td 9h 3c"], "Qd")
    assert r.winners == [1]
    assert r.hands[1].high.category == "three-of-a-kind"
    assert "Qd" in r.hands[1].board_used and "Qd" in r.hands[0].board_used
    hilo = showdown("stud7-hilo", ["Ac 2d 3h 4s 9c 9d", "Kc Kd Ks Qc Qd 8h"], "5c")
    assert hilo.hands[0].low_qualifies and hilo.low_winners == [0]


@pytest.mark.parametrize(("players", "board", "message"), [
    (["As Ad Kc Kd 7h 2s", "Qs Qh Jc Td 9h 3c"], "Qd 2d",
     "7-card stud has no board except one shared 7th card when the deck runs short, got 2"),
    (["As Ad Kc Kd 7h 2s 3s", "Qs Qh Jc Td 9h 3c"], "Qd",
     "with a shared 7th card, 7-card stud needs 6 own cards per player, got 7 (player 0)"),
])
def test_stud_shared_card_errors(players: list[str], board: str, message: str) -> None:
    with pytest.raises(TutorError, match=re.escape(message)):
        showdown("stud7", players, board)
