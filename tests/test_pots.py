"""Pot shares, hi-lo halves, odd chips per game, side pots."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.games import GAME_IDS, get_game
from tutor.pots import (
    PotError,
    chip_order,
    settle,
    side_pots,
    split_pot,
)
from tutor.showdown import showdown


def test_equal_split_without_odd_chip() -> None:
    assert split_pot(100, [0, 2], game="holdem", seats=3).shares == (50, 0, 50)


def test_holdem_odd_chip_goes_to_the_first_winner_left_of_the_dealer() -> None:
    # dealer seat 2: order left of dealer is 3, 0, 1, 2
    r = split_pot(101, [1, 3], game="holdem", seats=4, dealer=2)
    assert r.shares == (0, 50, 0, 51)
    assert r.odd_chip_seats == (3,)
    r = split_pot(101, [1, 3], game="holdem", seats=4, dealer=3)
    assert r.shares == (0, 51, 0, 50)


def test_two_odd_chips_among_three_winners() -> None:
    r = split_pot(11, [0, 1, 2], game="draw5", seats=3, dealer=0)
    assert r.shares == (3, 4, 4)  # seats 1 and 2 are first after the dealer


def test_soko_odd_chip_nearest_the_dealers_box_and_the_other_reading() -> None:
    r = split_pot(7, [1, 2], game="soko", seats=3)
    assert r.shares == (0, 4, 3)  # seat 1 sits nearer the box (just before seat 0)
    codes = [n.code for n in r.notes]
    assert "odd-chip-box" in codes and "soko-reading" in codes
    assert "shown first" in r.explain("en") and "Соко" in r.explain("ru")
    other = split_pot(7, [1, 2], game="soko", seats=3, reading="first-shown",
                      shown_order=[2, 1, 0])
    assert other.shares == (0, 3, 4)


def test_hilo_halves_odd_chip_to_the_high() -> None:
    r = split_pot(101, [0], [1], game="omaha-hilo", seats=2)
    assert r.shares == (51, 50)
    assert r.high_shares == (51, 0) and r.low_shares == (0, 50)


def test_hilo_no_low_high_scoops() -> None:
    r = split_pot(101, [1], [], game="omaha-hilo", seats=3)
    assert r.shares == (0, 101, 0)
    assert any(n.code == "no-low" for n in r.notes)


def test_hilo_scoop_when_the_same_player_wins_both() -> None:
    assert split_pot(100, [0], [0], game="stud7-hilo", seats=2).shares == (100, 0)


def test_stud_hilo_tied_highs_odd_chip_nearest_the_dealer_box() -> None:
    # 15 chips: high half 8, low half 7; the high half splits 4/4, low 7 to seat 2
    r = split_pot(15, [0, 1], [2], game="stud7-hilo", seats=3)
    assert r.shares == (4, 4, 7)
    # 17: high 9 split between seats 1 and 2 -> seat 1 nearest the box gets 5
    r = split_pot(17, [1, 2], [0], game="stud7-hilo", seats=3)
    assert r.shares == (8, 5, 4)


def test_quartered_omaha_hilo_from_a_real_showdown() -> None:
    r = showdown("omaha-hilo", ["Ah 2h Kd Kc", "As 2s Qd Qc"], "3c 4d 8h Jc Js")
    result = settle("omaha-hilo", [50, 50], r.high_keys, r.low_keys)
    assert result.shares == (75, 25)


def test_no_low_settle_from_a_real_showdown() -> None:
    r = showdown("omaha-hilo", ["Ah Th 2c 3c", "As 2s 4d 5d"], "Kc Qd Jh 9s 9c")
    assert settle("omaha-hilo", [40, 40], r.high_keys, r.low_keys).shares == (80, 0)


def test_side_pots_all_in_wins_at_most_what_they_matched() -> None:
    pots = side_pots([50, 100, 100])
    assert [(p.amount, p.eligible) for p in pots] == [(150, (0, 1, 2)), (100, (1, 2))]
    # the short stack has the best hand: wins the main pot only
    r = settle("holdem", [50, 100, 100], high_keys=[9, 5, 7])
    assert r.shares == (150, 0, 100)


def test_side_pots_with_a_folded_player_and_an_uncalled_bet() -> None:
    pots = side_pots([20, 50, 80, 10], folded=[3])
    assert [(p.amount, p.eligible) for p in pots] == [(70, (0, 1, 2)), (60, (1, 2)), (30, (2,))]
    r = settle("holdem", [20, 50, 80, 10], high_keys=[1, 3, 2, 99], folded=[3])
    assert r.shares == (0, 130, 30, 0)  # a folded seat wins nothing, however good


def test_tie_in_a_side_pot() -> None:
    r = settle("holdem", [30, 100, 100], high_keys=[1, 5, 5], dealer=0)
    assert r.shares == (0, 115, 115)


def test_double_barrel_splits_exactly() -> None:
    r = split_pot(7, [0, 1], game="double-barrel", seats=2)
    assert any(n.code == "exact" for n in r.notes)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: split_pot(-1, [0], game="holdem", seats=2), "non-negative"),
        (lambda: split_pot(10, [], game="holdem", seats=2), "at least one winner"),
        (lambda: split_pot(10, [5], game="holdem", seats=2), "winner seat 5"),
        (lambda: split_pot(10, [0, 0], game="holdem", seats=2), "listed twice"),
        (lambda: split_pot(10, [0], [1], game="holdem", seats=2), "has no low half"),
        (lambda: split_pot(10, [0], game="holdem", seats=2, dealer=4), "dealer seat 4"),
        (lambda: side_pots([10, -5]), "seat 1 put in -5"),
        (lambda: side_pots([10, 10], folded=[0, 1]), "nobody can win"),
        (lambda: settle("holdem", [10, 10], [1]), "one hand per seat"),
    ],
)
def test_bad_pot_input(call: object, message: str) -> None:
    with pytest.raises(PotError, match=message):
        call()  # type: ignore[operator]


def test_chip_order() -> None:
    assert chip_order(4, 1) == (2, 3, 0, 1)


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(GAME_IDS),
    st.lists(st.integers(0, 500), min_size=2, max_size=8),
    st.data(),
)
def test_shares_always_sum_to_the_pot(game_id: str, contrib: list[int], data: st.DataObject
                                      ) -> None:
    n = len(contrib)
    if sum(contrib) == 0:
        contrib[0] = 1
    live = [i for i in range(n) if contrib[i] > 0]
    folded = data.draw(st.sets(st.sampled_from(range(n)), max_size=n - 1))
    if all(i in folded for i in live):
        folded = set()
    keys = data.draw(st.lists(st.integers(0, 5), min_size=n, max_size=n))
    lows = data.draw(st.lists(st.one_of(st.none(), st.integers(0, 3)), min_size=n, max_size=n))
    dealer = data.draw(st.integers(0, n - 1))
    g = get_game(game_id)
    r = settle(g, contrib, keys, lows if g.is_hilo else None, folded=folded, dealer=dealer)
    assert sum(r.shares) == sum(contrib)
    assert all(s >= 0 for s in r.shares)
    assert all(r.shares[i] == 0 for i in folded)
    assert sum(p.amount for p in r.pots) == sum(contrib)
    # without folds, nobody wins more from a player than they themselves put in
    if not folded:
        for i in range(n):
            assert r.shares[i] <= sum(min(c, contrib[i]) for c in contrib)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 9), st.data())
def test_split_pot_shares_sum_and_differ_by_at_most_one(amount: int, seats: int,
                                                        data: st.DataObject) -> None:
    winners = sorted(data.draw(st.sets(st.integers(0, seats - 1), min_size=1)))
    r = split_pot(amount, winners, game="holdem", seats=seats)
    assert sum(r.shares) == amount
    got = [r.shares[w] for w in winners]
    assert max(got) - min(got) <= 1
