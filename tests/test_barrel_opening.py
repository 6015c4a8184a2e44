"""Double Barrel's opener makes the minimum bet, exactly.

1 unit in round 1, 2 in round 2 (source 000: «обязан сделать минимальную ставку в 1
единицу»); the others call or raise within the round's cap (2, then 4); the opener may
raise when the action comes back. The engine, ``tutor.betting``'s capped rounds, the bots,
both drills and ``tutor play double-barrel --json`` say the same.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from outcome_answers import split_in_order

from tutor.barrel.betting import LIMITS
from tutor.barrel.bots import BOTS, play_bots
from tutor.barrel.hand import DoubleBarrelHand, IllegalAction
from tutor.betting import CAPPED, Limit, Spot, judge, options
from tutor.cli import main
from tutor.games import get_game
from tutor.ui.models.drills.barrel_hand import BarrelHandModel
from tutor.ui.models.drills.legal_bet import LegalBetModel

MINIMUM = {1: 1, 2: 2}
CAP = {1: 2, 2: 4}


def dealt(n: int, button: int = 0, seed: int = 1) -> DoubleBarrelHand:
    h = DoubleBarrelHand(n, seed=seed, button=button)
    for i, s in enumerate(h.seats):
        h.split(i, s.cards[:4])
    return h


def test_the_game_and_the_engine_name_the_same_minimums() -> None:
    caps = get_game("double-barrel").capped_rounds
    assert [(lo, cap) for lo, cap, _ in caps] == [LIMITS[1], LIMITS[2]] == [(1, 2), (2, 4)]


@pytest.mark.parametrize("n", [2, 3, 6])
def test_the_opener_bets_exactly_the_minimum(n: int) -> None:
    h = dealt(n, button=n - 1)          # seat 0 opens both rounds
    assert [str(a) for a in h.legal_actions()] == ["bet 1"]
    with pytest.raises(IllegalAction, match="the opener makes the minimum bet: exactly 1 unit"):
        h.act(0, "bet 2")
    h.act(0, "bet 1")
    for seat in range(1, n):
        h.act(seat, "call")
    assert h.phase == "round2" and h.to_act == 0
    assert [str(a) for a in h.legal_actions()] == ["bet 2"]
    for bad in ("bet 3", "bet 4"):
        with pytest.raises(IllegalAction, match="exactly 2 units in round 2"):
            h.act(0, bad)
    h.act(0, "bet 2")


def test_the_opener_may_raise_when_the_action_comes_back() -> None:
    h = dealt(3, button=2)              # seat 0 opens
    h.act(0, "bet 1")
    h.act(1, "raise 2")                 # the others raise within the cap of 2
    h.act(2, "call")
    assert h.to_act == 0 and [str(a) for a in h.legal_actions()] == ["call", "fold"]
    h.act(0, "call")
    h.act(0, "bet 2")
    assert [str(a) for a in h.legal_actions()] == ["call", "raise 3", "raise 4"]
    h.act(1, "raise 3")
    h.act(2, "call")
    assert h.to_act == 0 and [str(a) for a in h.legal_actions()] == ["call", "raise 4"]
    h.act(0, "raise 4")                 # the opener re-raises to the cap
    h.act(1, "call")
    h.act(2, "call")
    assert h.phase == "done" and all(s.bets == [2, 4] for s in h.seats)


@pytest.mark.parametrize(("r", "lo", "cap"), [(1, 1, 2), (2, 2, 4)])
def test_capped_rounds_open_at_the_minimum_only(r: int, lo: int, cap: int) -> None:
    lim = Limit(CAPPED, small=lo, cap=cap, fold=r == 1)
    spot = Spot(pot=6)
    o = options(lim, spot)
    assert (o.raise_kind, o.min_to, o.max_to) == ("bet", lo, lo)
    ok = judge(lim, spot, "bet", lo)
    assert ok.legal and ok.code == "ok-open"
    assert f"exactly {lo}" in ok.text() and f"ровно {lo}" in ok.text("ru")
    for to in range(lo + 1, cap + 1):
        j = judge(lim, spot, "bet", to)
        assert not j.legal and j.code == "open-min", to
        assert f"exactly {lo}" in j.text() and "raise" in j.text()
        assert f"ровно {lo}" in j.text("ru") and "слишком много" not in j.text("ru")
    assert judge(lim, spot, "bet", cap + 1).code == "cap-total"
    assert judge(lim, spot, "bet", lo - 1).code == "below-min"
    # facing the opening bet, the others raise up to the cap
    facing = Spot(pot=6 + lo, high=lo, mine=0)
    assert [t for t in range(cap + 2) if judge(lim, facing, "raise", t).legal] == \
        list(range(lo + 1, cap + 1))


def _first_bets(events: list[dict[str, Any]]) -> dict[int, int]:
    """Round -> the round's first action's amount (it must be a bet)."""
    out: dict[int, int] = {}
    for e in events:
        if e["type"] == "action" and e["round"] not in out:
            assert e["action"] == "bet", e
            out[e["round"]] = e["to"]
    return out


def test_bots_always_open_with_the_minimum() -> None:
    rounds = {1: 0, 2: 0}
    for seed in range(300):
        n = 2 + seed % 5
        h = DoubleBarrelHand(n, seed=seed, button=seed % n)
        bots = [BOTS["best"] if i % 2 else BOTS["naive"] for i in range(n)]
        play_bots(h, bots, seed=seed)
        for r, to in _first_bets(h.transcript()).items():
            assert to == MINIMUM[r], (seed, r)
            rounds[r] += 1
    assert rounds[1] == 300 and rounds[2] > 200


def _play_json(*args: str) -> dict[str, Any]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["play", "double-barrel", *args, "--json"]) == 0
    return dict(json.loads(out.getvalue()))


def test_play_json_shows_the_openers_first_bet_as_1_and_2_over_many_seeds() -> None:
    seen = {1: 0, 2: 0}
    for seed in range(200):
        players = 2 + seed % 5
        data = _play_json("--players", str(players), "--seed", str(seed),
                          "--bots", "best,naive" if seed % 2 else "naive,best")
        openers = {e["round"]: e["opener"] for e in data["events"] if e["type"] == "round"}
        assert openers[1] == data["events"][0]["opener"]
        firsts = _first_bets(data["events"])
        for r, to in firsts.items():
            assert to == MINIMUM[r], (seed, r, to)
            first = next(e for e in data["events"] if e["type"] == "action" and e["round"] == r)
            assert first["seat"] == openers[r]   # round 2: the first seat left still in
            seen[r] += 1
        for e in data["events"]:        # nobody's round total ever passes the round's cap
            if e["type"] == "action":
                assert e["round_total"] <= CAP[e["round"]]
    assert seen[1] == 200 and seen[2] > 150


@pytest.mark.parametrize("seed", [0, 3, 7, 11])
def test_the_command_itself_opens_with_1_and_2(seed: int) -> None:
    r = subprocess.run([sys.executable, "-m", "tutor", "play", "double-barrel", "--players",
                        "4", "--seed", str(seed), "--json"], capture_output=True, text=True,
                       timeout=120, check=False)
    assert r.returncode == 0, r.stderr
    firsts = _first_bets(json.loads(r.stdout)["events"])
    assert firsts[1] == 1 and firsts.get(2, 2) == 2


def test_the_legal_bet_drill_never_shows_a_bigger_opening_bet() -> None:
    for seed in range(150):
        m = LegalBetModel(game="double-barrel", seed=seed)
        lo = m.limit.small
        if m.history:
            assert m.history[0] == lo, (seed, m.history)
            assert m.history == sorted(set(m.history)) and m.history[-1] == m.spot.high
        if m.spot.high == 0 and m.action == "bet":
            assert judge(m.limit, m.spot, "bet", m.to).legal == (m.to == lo)


def test_the_whole_hand_offers_the_opener_one_bet() -> None:
    seen = set()
    for seed in range(8):
        m = BarrelHandModel(seed=seed, bots=1 + seed % 3)
        for _ in range(m.players):      # the button moves: the learner opens one of them
            split_in_order(m)
            steps = 0
            while m.phase != "done" and steps < 20:
                steps += 1
                if m.hand.high == 0:
                    r = m.hand.round
                    assert m.offered() == [("bet", MINIMUM[r])]
                    m.act("bet", MINIMUM[r] + 1)
                    assert m.refusal and f"exactly {MINIMUM[r]}" in m.refusal
                    seen.add(r)
                    m.act("bet", MINIMUM[r])
                else:
                    m.act("call")
            for r, to in _first_bets(m.hand.transcript()).items():
                assert to == MINIMUM[r]
            m.next_hand()
    assert seen == {1, 2}


def test_random_legal_play_opens_every_round_at_the_minimum() -> None:
    rng = random.Random(25)
    for trial in range(200):
        n = 2 + trial % 5
        h = dealt(n, button=trial % n, seed=trial)
        while h.phase != "done":
            legal = h.legal_actions()
            if h.high == 0:
                assert [str(a) for a in legal] == [f"bet {MINIMUM[h.round]}"]
            h.act(h.to_act or 0, rng.choice(legal))
        assert _first_bets(h.transcript())[1] == 1


def test_the_lessons_betting_example_is_the_engines() -> None:
    """lessons/*/games/double-barrel.md: Ann bets 1, Ben raises to 2, Cat folds, Ann calls
    (pot 7); round 2: Ann bets 2, Ben calls (pot 11, halves of 5 1/2); and the re-raise:
    Ann opens 2, Ben raises to 3, Cat calls, Ann raises to 4."""
    from fractions import Fraction

    h = dealt(3, button=2)              # Ann (seat 0) opens
    h.act(0, "bet 1"); h.act(1, "raise 2"); h.act(2, "fold"); h.act(0, "call")  # noqa: E702
    assert h.pot == 7 and h.phase == "round2"
    h.act(0, "bet 2"); h.act(1, "call")   # noqa: E702
    assert h.pot == 11 and Fraction(h.pot, 2) == Fraction(11, 2)
    for lang in ("en", "ru"):
        text = (Path(__file__).resolve().parents[1] / "lessons" / lang / "games"
                / "double-barrel.md").read_text(encoding="utf-8")
        assert "RULES.md" not in text
        assert ("exactly 1" if lang == "en" else "ровно 1") in text
        assert ("exactly 2" if lang == "en" else "ровно 2") in text
        assert "1 or 2" not in text and "1 или 2" not in text
