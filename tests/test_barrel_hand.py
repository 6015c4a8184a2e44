"""A whole hand of Double Barrel: every betting rule, every illegal action, payouts."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from tutor.barrel.bots import BOTS, play_bots
from tutor.barrel.hand import Action, DoubleBarrelHand, IllegalAction
from tutor.barrel.transcript import render
from tutor.cards import ALL_CARDS, format_cards
from tutor.errors import TutorError


def snapshot(h: DoubleBarrelHand) -> Any:
    return (h.phase, h.round, h.high, h.to_act, list(h._needs), h.pot, dict(h.payouts),
            [(s.folded, tuple(s.bets), s.barrels) for s in h.seats], len(h.events),
            len(h.showdowns))


def rejected(h: DoubleBarrelHand, seat: int, action: str, message: str) -> None:
    """The action is refused with a message naming the rule; nothing changes."""
    before = snapshot(h)
    with pytest.raises(IllegalAction, match=message):
        h.act(seat, action)
    assert snapshot(h) == before


def dealt(n: int, button: int = 0, seed: int = 1) -> DoubleBarrelHand:
    """A hand with every seat split as dealt (first four cards = barrel 1)."""
    h = DoubleBarrelHand(n, seed=seed, button=button)
    for i, s in enumerate(h.seats):
        h.split(i, s.cards[:4])
    return h


# Hands with known barrels. Seat i's barrel 1 is the first four cards.
QUADS = "2c 2d 2h 2s"


def fixed(barrels: list[tuple[str, str]], button: int = 0) -> DoubleBarrelHand:
    h = DoubleBarrelHand(len(barrels), hands=[f"{a} {b}" for a, b in barrels], button=button)
    for i, (a, _b) in enumerate(barrels):
        h.split(i, a)
    return h


@pytest.mark.parametrize("n", [2, 6])
def test_round_one_rules(n: int) -> None:
    h = dealt(n, button=n - 1)
    assert h.phase == "round1" and h.pot == n          # ante 1 each
    opener = h.to_act
    assert opener == 0                                  # left of the button
    other = 1
    rejected(h, other, "bet 1", f"it is seat {opener}'s turn, not seat {other}'s")
    rejected(h, opener, "fold", "opener must bet exactly 1 unit; folding is not allowed")
    rejected(h, opener, "call", "calling is not allowed before the opening bet")
    rejected(h, opener, "raise 2", "raising is not allowed before the opening bet")
    rejected(h, opener, "bet 3", "bet of 3 exceeds the round-1 limit of 2 units")
    rejected(h, opener, "bet 0", "bet of 0 is below the round-1 minimum of 1 unit")
    rejected(h, opener, "bet 1/2", "whole units")
    rejected(h, opener, "bet 2", "the opener makes the minimum bet: exactly 1 unit in round 1")
    assert [str(a) for a in h.legal_actions()] == ["bet 1"]
    h.act(opener, "bet 1")
    assert h.pot == n + 1 and h.to_act == 1
    rejected(h, 1, "bet 1", "round 1 is already open at 1 unit: call or raise")
    rejected(h, 1, "raise 3", "raise to 3 exceeds the round-1 limit of 2 units")
    rejected(h, 1, "raise 1", "a raise must go above the current round total of 1 unit")
    assert [str(a) for a in h.legal_actions()] == ["call", "raise 2", "fold"]
    h.act(1, "raise 2")
    assert h.pot == n + 3
    # after a raise everyone else, the opener included, must act again
    for seat in range(2, n):
        assert h.to_act == seat
        assert [str(a) for a in h.legal_actions()] == ["call", "fold"]
        h.act(seat, "call")
    assert h.to_act == opener
    h.act(opener, "call")
    assert h.phase == "round2"
    assert all(s.bets[0] == 2 for s in h.seats)
    assert h.pot == n + 2 * n
    assert len(h.showdowns) == 1 and h.showdowns[0].round == 1


@pytest.mark.parametrize("n", [2, 6])
def test_round_two_rules(n: int) -> None:
    h = dealt(n, button=0)
    opener = 1
    h.act(opener, "bet 1")
    for k in range(2, n + 1):
        h.act(k % n, "call")
    assert h.phase == "round2" and h.to_act == opener
    rejected(h, opener, "fold", "folding is not allowed in round 2")
    rejected(h, opener, "bet 1", "bet of 1 is below the round-2 minimum of 2 units")
    rejected(h, opener, "bet 5", "bet of 5 exceeds the round-2 limit of 4 units")
    rejected(h, opener, "call", "calling is not allowed before the opening bet")
    rejected(h, opener, "bet 3", "the opener makes the minimum bet: exactly 2 units in round 2")
    assert [str(a) for a in h.legal_actions()] == ["bet 2"]
    h.act(opener, "bet 2")
    nxt = (opener + 1) % n
    rejected(h, nxt, "fold", "folding is not allowed in round 2")
    rejected(h, nxt, "raise 5", "raise to 5 exceeds the round-2 limit of 4 units")
    rejected(h, nxt, "raise 2", "must go above the current round total of 2 units")
    rejected(h, nxt, "raise 2.5", "whole units")
    assert [str(a) for a in h.legal_actions()] == ["call", "raise 3", "raise 4"]
    h.act(nxt, "raise 3")
    seats = [(nxt + k) % n for k in range(1, n)]
    for seat in seats[:-1]:
        h.act(seat, "call")
    last = seats[-1]                                    # the opener, facing 3
    assert last == opener or n == 2
    h.act(last, "raise 4")
    # everyone below 4 acts again; nobody may go past 4
    while h.phase != "done":
        assert [str(a) for a in h.legal_actions()] == ["call"]
        h.act(h.to_act or 0, "call")
    assert all(s.bets == [1, 4] for s in h.seats)
    assert h.pot == n * (1 + 1 + 4)
    assert sum(h.payouts.values()) == h.pot
    rejected(h, 0, "call", "the hand is over")


def test_splits_are_checked_and_fixed() -> None:
    h = DoubleBarrelHand(2, hands=["As Ks Qs Js 7d 7c 2h 3h", "Ac Kc Qc Jc 9d 9h 4s 5s"])
    rejected(h, 1, "bet 1", "betting starts when every player has split")
    with pytest.raises(IllegalAction, match="`Ac` is not one of seat 0's cards"):
        h.split(0, "Ac Ks Qs Js")
    with pytest.raises(IllegalAction, match="a barrel has 4 cards, got 3"):
        h.split(0, "As Ks Qs")
    with pytest.raises(IllegalAction, match="must use all 8 cards"):
        h.split(0, "As Ks Qs Js", "7d 7c 2h As")
    with pytest.raises(IllegalAction, match="no seat 2"):
        h.split(2, "As Ks Qs Js")
    h.split(0, "As Ks Qs Js", "7d 7c 2h 3h")
    with pytest.raises(IllegalAction, match="fixed once chosen"):
        h.split(0, "7d 7c 2h 3h")
    assert h.seats[0].barrels is not None
    assert format_cards(h.seats[0].barrels[0]) == "As Ks Qs Js"
    h.split(1, "9d 9h 4s 5s")
    assert h.phase == "round1"
    with pytest.raises(IllegalAction, match="fixed once chosen"):
        h.split(1, "Ac Kc Qc Jc")


def test_folded_player_is_out_of_both_rounds() -> None:
    h = dealt(3, button=2)              # seat 0 opens
    h.act(0, "bet 1")
    h.act(1, "fold")
    rejected(h, 1, "call", "seat 1 has folded")
    h.act(2, "call")
    assert h.phase == "round2"
    assert h.in_hand == [0, 2]
    assert set(h.showdowns[0].values) == {0, 2}
    h.act(0, "bet 2")
    h.act(2, "call")
    assert h.phase == "done"
    assert 1 not in h.payouts
    assert h.net(1) == -1                # the ante is lost
    assert set(h.showdowns[1].values) == {0, 2}


@pytest.mark.parametrize("n", [2, 6])
def test_fold_out_takes_both_halves_unshown(n: int) -> None:
    h = dealt(n, button=n - 1)
    h.act(0, "bet 1")
    for seat in range(1, n):
        h.act(seat, "fold")
    assert h.phase == "done"
    assert h.payouts == {0: Fraction(n + 1)}
    assert [sd.shown for sd in h.showdowns] == [False, False]
    assert h.net(0) == n - 1
    assert not any(e["type"] == "round" and e["round"] == 2 for e in h.events)
    assert "without a showdown" in h.showdowns[0].explanation()


def test_raiser_wins_when_the_opener_folds_to_the_raise() -> None:
    h = dealt(6, button=5)
    h.act(0, "bet 1")
    h.act(1, "raise 2")
    for seat in (2, 3, 4, 5, 0):
        h.act(seat, "fold")
    assert h.phase == "done"
    assert h.payouts == {1: Fraction(6 + 1 + 2)}
    assert sum(h.net(i) for i in range(6)) == 0


def test_tie_in_round_one_splits_that_half_exactly() -> None:
    # seats 0 and 1 tie on barrel 1 (same ranks, other suits); seat 2 wins barrel 2
    h = fixed([("Ac Kd 9h 5s", "2c 3c 4d 7h"), ("Ad Kc 9s 5h", "2d 3d 6s 8c"),
               ("Qc Jd 8h 4c", "Kh Qh Jh Th")], button=2)
    h.act(0, "bet 1"); h.act(1, "call"); h.act(2, "call")   # noqa: E702
    assert h.showdowns[0].winners == [0, 1]
    assert "split" in h.showdowns[0].explanation()
    h.act(0, "bet 2"); h.act(1, "call"); h.act(2, "raise 3")   # noqa: E702
    h.act(0, "call"); h.act(1, "call")   # noqa: E702
    assert h.pot == 3 + 3 + 9 == 15
    assert h.payouts == {0: Fraction(15, 4), 1: Fraction(15, 4), 2: Fraction(15, 2)}
    assert sum(h.payouts.values()) == h.pot
    assert "Pot 15: each half is 7 1/2." in render(h)
    assert "receives 3 3/4" in render(h)


def test_tie_in_round_two_and_one_player_takes_both() -> None:
    h = fixed([("Ah Kh Qh Jh", "7c 6d 5h 2s"), ("9c 9d 4h 3s", "7d 6h 5c 2c")], button=1)
    h.act(0, "bet 1"); h.act(1, "raise 2"); h.act(0, "call")   # noqa: E702
    h.act(0, "bet 2"); h.act(1, "call")   # noqa: E702
    assert h.showdowns[0].winners == [0]
    assert h.showdowns[1].winners == [0, 1]
    assert h.pot == 2 + 4 + 4
    assert h.payouts == {0: Fraction(5) + Fraction(5, 2), 1: Fraction(5, 2)}
    h2 = fixed([("Ah Kh Qh Jh", "Ac Ad As 2s"), ("9c 9d 4h 3s", "Th 8s 4c 2c")], button=1)
    h2.act(0, "bet 1"); h2.act(1, "call"); h2.act(0, "bet 2"); h2.act(1, "call")  # noqa: E702
    assert h2.payouts == {0: Fraction(8)}   # one player won both rounds: the whole pot


def test_showdown_explanations_and_transcript_data() -> None:
    h = fixed([("Kh 8h 2h 8s", "7c 6d 5h 2s"), ("Qc Qd Js 9c", "7d 6h 5c Kc")], button=1)
    h.act(0, "bet 1"); h.act(1, "call"); h.act(0, "bet 2"); h.act(1, "call")  # noqa: E702
    assert h.showdowns[0].explanation() == \
        "3-card flush beats one pair: it is the higher category."
    assert h.showdowns[1].explanation() == \
        "both have a 3-card straight; the kicker decides: king over two."
    events = h.transcript()
    kinds = [e["type"] for e in events]
    assert kinds[0] == "deal" and kinds[-1] == "payout"
    assert kinds.count("split") == 2 and kinds.count("showdown") == 2
    payout = events[-1]
    assert payout["pot"] == 8 and payout["payouts"] == {"0": "4", "1": "4"}
    text = render(h)
    assert "seat 0 wins round 1: 3-card flush beats one pair" in text
    ru = render(h, "ru")
    assert "Вскрытие 1" in ru and "место 0" in ru and "флеш из 3 карт бьёт пару" in ru


def test_bad_setup() -> None:
    with pytest.raises(TutorError, match="2-6 players, got 7"):
        DoubleBarrelHand(7)
    with pytest.raises(TutorError, match="2-6 players, got 1"):
        DoubleBarrelHand(1)
    with pytest.raises(TutorError, match="dealt twice"):
        DoubleBarrelHand(2, hands=["As Ks Qs Js 7d 7c 2h 3h", "As Kc Qc Jc 9d 9h 4s 5s"])
    with pytest.raises(TutorError, match="8 cards, got 7"):
        DoubleBarrelHand(2, hands=["As Ks Qs Js 7d 7c 2h", "Ac Kc Qc Jc 9d 9h 4s 5s"])


@pytest.mark.parametrize("text", ["check", "raise", "call 2", "shove", "raise x", ""])
def test_action_text_errors(text: str) -> None:
    with pytest.raises(IllegalAction):
        Action.parse(text)


def test_random_legal_play_keeps_every_invariant() -> None:
    rng = random.Random(5)
    for trial in range(300):
        n = 2 + trial % 5
        h = DoubleBarrelHand(n, seed=trial, button=trial % n)
        for i, s in enumerate(h.seats):
            cards = list(s.cards)
            rng.shuffle(cards)
            h.split(i, tuple(cards[:4]))
        while h.phase != "done":
            legal = h.legal_actions()
            assert legal
            r = h.round
            assert (r == 2) <= all(a.kind != "fold" for a in legal)
            h.act(h.to_act or 0, rng.choice(legal))
        for s in h.seats:
            assert s.bets[0] <= 2 and s.bets[1] <= 4
            if not s.folded and len(h.in_hand) > 1:
                assert s.bets[0] >= 1 and s.bets[1] >= 2
        assert sum(h.payouts.values()) == h.pot
        assert sum(h.net(i) for i in range(n)) == 0
        assert all(isinstance(v, Fraction) for v in h.payouts.values())
        totals = {s.bets[0] for s in h.seats if not s.folded}
        assert len(totals) == 1                      # everyone in matched round 1
        if len(h.in_hand) > 1:
            assert len({s.bets[1] for s in h.seats if not s.folded}) == 1


def test_bots_are_seeded_and_readable() -> None:
    def play(seed: int) -> str:
        h = DoubleBarrelHand(5, seed=seed, button=2)
        play_bots(h, [BOTS["best"], BOTS["naive"]] * 2 + [BOTS["best"]], seed=seed)
        assert h.phase == "done"
        return render(h)

    assert play(3) == play(3)
    assert play(3) != play(4)
    text = play(3)
    assert any(w in text for w in ("calls", "raises", "folds", "opener must bet"))


def test_bot_splits_follow_their_rule() -> None:
    h = DoubleBarrelHand(2, hands=["As Ks Qs Js 7d 7c 2h 3h", "Ac Kc Qc Jc 9d 9h 4s 5s"])
    play_bots(h, [BOTS["naive"], BOTS["best"]], seed=1)
    assert h.seats[0].barrels is not None and h.seats[1].barrels is not None
    assert format_cards(h.seats[0].barrels[0]) == "As Ks Qs Js"     # strongest barrel first
    assert {c.suit for c in h.seats[0].barrels[0]} == {3}
    all_cards = set(ALL_CARDS)
    assert set(h.seats[1].barrels[0]) | set(h.seats[1].barrels[1]) <= all_cards
