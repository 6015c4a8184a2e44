"""Legal bet amounts per limit structure (tutor.betting), and Double Barrel's caps against
the whole-hand engine (tutor.barrel.hand), which enforces them on its own."""

from __future__ import annotations

import random

import pytest

from tutor.barrel.hand import Action, DoubleBarrelHand
from tutor.betting import (
    BettingError,
    Limit,
    Spot,
    half_pot_raise,
    judge,
    options,
    pot_raise,
)
from tutor.games import get_game


def test_pot_limit_textbook_figures() -> None:
    # blinds 1-2, first to act: call 2 (pot 5), raise by 5 -> 7
    assert pot_raise(Spot(pot=3, high=2, mine=0, last_raise=2)) == 7
    # the big blind facing that raise: call 5 (pot 15), raise by 15 -> 22
    assert pot_raise(Spot(pot=10, high=7, mine=2, last_raise=5)) == 22
    # 100 in the pot, a bet of 50: call 50 (pot 200), raise by 200 -> 250
    assert pot_raise(Spot(pot=150, high=50, mine=0, last_raise=50)) == 250
    assert half_pot_raise(Spot(pot=150, high=50, mine=0, last_raise=50)) == 150


def test_pot_limit_judges_the_edges() -> None:
    lim = Limit("pot", small=2)
    spot = Spot(pot=150, high=50, mine=0, last_raise=50)
    assert judge(lim, spot, "raise", 250).legal
    assert not judge(lim, spot, "raise", 251).legal
    assert judge(lim, spot, "raise", 251).code == "above-pot"
    assert judge(lim, spot, "raise", 100).legal          # the minimum: 50 + 50
    assert judge(lim, spot, "raise", 99).code == "below-min"
    assert judge(lim, spot, "bet", 100).code == "bet-open"
    assert judge(lim, spot, "check").code == "check-facing"
    free = judge(lim, Spot(pot=10), "fold")  # legal, but the verdict says it is a mistake
    assert free.legal and free.code == "fold-free" and "check instead" in free.text()


def test_fixed_limit_bet_and_three_raises() -> None:
    lim = Limit("fixed", small=10)
    high, raises = 0, 0
    for n in range(4):  # a bet, then raises 1, 2, 3
        spot = Spot(pot=30 + high, high=high, mine=0, last_raise=10 if high else 0,
                    raises=raises)
        o = options(lim, spot)
        assert o.min_to == o.max_to == high + 10, n
        assert judge(lim, spot, "bet" if high == 0 else "raise", high + 10).legal
        assert judge(lim, spot, "bet" if high == 0 else "raise", high + 20).code == "fixed-size"
        high += 10
        raises += 1 if n else 0
    capped = Spot(pot=70, high=40, mine=0, last_raise=10, raises=3)
    assert options(lim, capped).raise_kind is None
    assert judge(lim, capped, "raise", 50).code == "cap"
    assert judge(lim, capped, "call").legal


def test_spread_and_no_limit_minimums() -> None:
    spread = Limit("spread", small=2, big=6)
    spot = Spot(pot=12, high=4, mine=0, last_raise=4)
    assert (options(spread, spot).min_to, options(spread, spot).max_to) == (8, 10)
    assert judge(spread, spot, "raise", 11).code == "above-max"
    nl = Limit("no-limit", small=2)
    o = options(nl, Spot(pot=30, high=20, mine=0, last_raise=14))
    assert (o.min_to, o.max_to) == (34, None)
    assert judge(nl, Spot(pot=30, high=20, mine=0, last_raise=14), "raise", 10_000).legal
    # a stack caps no limit; all-in for less than a minimum raise is allowed
    short = Spot(pot=30, high=20, mine=0, last_raise=14, stack=25)
    assert judge(nl, short, "raise", 25).code == "ok-all-in"
    assert judge(nl, short, "raise", 26).code == "above-stack"


def test_texts_name_the_rule_in_both_languages() -> None:
    j = judge(Limit("half-pot", small=2), Spot(pot=150, high=50, last_raise=50), "raise", 200)
    assert not j.legal
    assert "150" in j.text() and "Half-pot limit" in j.text()
    assert "150" in j.text("ru") and "полбанка" in j.text("ru")


def test_bad_limits_and_spots_are_refused_with_the_reason() -> None:
    with pytest.raises(BettingError, match="unknown limit structure `pot-ish`"):
        Limit("pot-ish")
    with pytest.raises(BettingError, match="negative"):
        Spot(pot=-1)
    with pytest.raises(BettingError, match="above the highest"):
        Spot(pot=10, high=2, mine=4)
    with pytest.raises(BettingError, match="needs an amount"):
        judge(Limit("pot"), Spot(pot=10), "bet")


def _engine_legal(hand: DoubleBarrelHand) -> set[tuple[str, int | None]]:
    return {(a.kind, None if a.to is None else int(a.to)) for a in hand.legal_actions()}


def test_capped_rounds_agree_with_the_double_barrel_engine() -> None:
    """Every decision of 300 random hands: judge() allows exactly what the engine allows."""
    caps = get_game("double-barrel").capped_rounds
    rng = random.Random(12)
    checked = 0
    for n in range(300):
        players = rng.randint(2, 6)
        hand = DoubleBarrelHand(players, seed=n, button=rng.randrange(players))
        for s in range(players):
            hand.split(s, hand.seats[s].cards[:4])
        while hand.to_act is not None:
            seat = hand.to_act
            lo, cap, fold = caps[hand.round - 1]
            lim = Limit("capped", small=lo, cap=cap, fold=fold)
            spot = Spot(pot=hand.pot, high=hand.high, mine=hand.round_total(seat))
            mine = set()
            for kind in ("bet", "raise"):
                for to in range(0, cap + 3):
                    if judge(lim, spot, kind, to).legal:
                        mine.add((kind, to))
            for kind in ("call", "fold"):
                if judge(lim, spot, kind).legal:
                    mine.add((kind, None))
            assert not judge(lim, spot, "check").legal
            assert mine == _engine_legal(hand), (n, hand.round, spot)
            checked += 1
            kind, to = rng.choice(sorted(mine, key=str))
            hand.act(seat, Action(kind, to))
    assert checked > 1000
