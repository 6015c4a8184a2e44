"""Odd bet amounts, option bounds and the small wrong messages."""

from __future__ import annotations

import ast
import math
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from tutor.barrel.hand import Action, DoubleBarrelHand, IllegalAction
from tutor.errors import CardCountError, TutorError
from tutor.pots import PotError, split_pot
from tutor.showdown import showdown

PACKAGE = Path(__file__).resolve().parents[1] / "tutor"


def tutor(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tutor", *args], input=stdin,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})


def opened_hand() -> DoubleBarrelHand:
    h = DoubleBarrelHand(2, hands=["As Ks Qs Js 7d 7c 2h 3h", "Ac Kc Qc Jc 9d 9h 4s 5s"])
    h.split(0, "As Ks Qs Js")
    h.split(1, "9d 9h 4s 5s")
    return h


# ----------------------------------------------------------------- 4. bet amounts


@pytest.mark.parametrize("text", ["bet 2.0", "bet 1/0", "bet 0/0", "bet " + "9" * 5000,
                                  "bet 1.5", "bet 3/2", "bet -1", "bet 1e3", "bet ２",
                                  "bet ¹", "raise " + "1" * 100])
def test_odd_bet_texts_are_refused_naming_the_rule(text: str) -> None:
    h = opened_hand()
    with pytest.raises(IllegalAction) as info:
        h.act(1, text)
    message = str(info.value)
    assert any(rule in message for rule in ("whole units", "limit", "minimum", "opens round"))
    assert len(message) < 200
    assert h.to_act == 1 and h.high == 0  # state unchanged


@pytest.mark.parametrize("to", [2.0, 1.5, Fraction(3, 2), Fraction(2), math.nan, math.inf,
                                True, "2", None, -1, 10**5000],
                         ids=lambda to: type(to).__name__ + (
                             repr(to)[:12] if not isinstance(to, int) else "-int"))
def test_odd_bet_objects_are_refused_by_act(to: object) -> None:
    h = opened_hand()
    with pytest.raises(IllegalAction):
        h.act(1, Action("bet", to))  # type: ignore[arg-type]
    assert h.to_act == 1 and h.high == 0


def test_whole_bets_still_work() -> None:
    h = opened_hand()
    h.act(1, "bet 1")                # the opener's bet is the minimum, exactly
    h.act(0, Action("raise", 2))
    h.act(1, Action("call"))
    assert h.round == 2


def test_play_human_survives_odd_bets() -> None:
    first = tutor("play", "double-barrel", "--players", "2", "--seed", "5", "--button", "1",
                  "--human", "1", "--bots", "best", stdin="\n")
    cards = first.stdout.split("(")[1].split(")")[0].split()
    lines = " ".join(cards[:4]) + "\n" + "bet 2.0\nraise 1/0\nraise " + "9" * 5000 + "\n"
    r = tutor("play", "double-barrel", "--players", "2", "--seed", "5", "--button", "1",
              "--human", "1", "--bots", "best", stdin=lines)
    assert "Traceback" not in r.stderr
    assert r.stdout.count("whole units") >= 2
    assert r.returncode == 1 and "input ended" in r.stderr


def _asserts_in(path: Path) -> list[int]:
    tree = ast.parse(path.read_text())
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Assert)]


# Core modules the lead is refactoring: their asserts narrow types of the package's own
# tables (a game's families, a showdown's computed values), never of anything typed in.
CORE_INVARIANTS = {"games.py", "showdown.py", "explain.py", "rankings/suited.py"}


def test_no_assert_guards_input_in_the_package() -> None:
    # `python -O` drops asserts, and an assert is a traceback, not a message.
    found = {rel: lines for p in sorted(PACKAGE.rglob("*.py"))
             if (rel := p.relative_to(PACKAGE).as_posix()) not in CORE_INVARIANTS
             and (lines := _asserts_in(p))}
    assert found == {}


# ------------------------------------------------------------------ 7. small ones


@pytest.mark.parametrize(("args", "message"), [
    (("bench", "--repeat", "0", "--quick", "--section", "five-card"), "--repeat"),
    (("bench", "--n", "-5", "--quick", "--section", "five-card"), "--n"),
    (("split", "As Ks Qs Js 7d 7c 2h 3h", "--top", "-3"), "--top"),
    (("split", "As Ks Qs Js 7d 7c 2h 3h", "--top", "0"), "--top"),
    (("split", "As Ks Qs Js 7d 7c 2h 3h", "--opponents", "5", "--trials", "20000"),
     "--trials"),
    (("split", "As Ks Qs Js 7d 7c 2h 3h", "--seed", "9" * 5000), "--seed"),
])
def test_out_of_range_options_exit_2(args: tuple[str, ...], message: str) -> None:
    r = tutor(*args)
    assert r.returncode == 2, r.stdout[-500:]
    assert message in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr) < 1000


def test_split_top_shows_that_many_rows() -> None:
    r = tutor("split", "As Ks Qs Js 7d 7c 2h 3h", "--top", "3")
    assert r.returncode == 0
    assert "… 32 more" in r.stdout


def test_no_board_message_counts_in_english() -> None:
    with pytest.raises(CardCountError, match=r"has no board, but 1 board card was given$"):
        showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"], "2c")
    with pytest.raises(CardCountError, match="but 2 board cards were given"):
        showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"], "2c 2d")


def test_double_barrel_split_pot_never_contradicts_itself() -> None:
    # Double Barrel has no odd-chip rule: one note says so, and where a whole-chip split
    # put the spare chip; no other note claims an odd-chip rule.
    for lang in ("en", "ru"):
        r = split_pot(7, [0, 1], game="double-barrel", seats=2)
        assert [n.code for n in r.notes] == ["exact"]
        text = r.explain(lang)
        assert ("no odd-chip rule" in text) if lang == "en" else ("правила нечётной" in text)
        assert "odd chip goes" not in text
        assert r.odd_chip_seats == (0,) and "player 0" in r.explain()
    assert split_pot(8, [0, 1], game="double-barrel", seats=2).notes == ()


def test_explainer_with_the_first_box_empty_names_the_right_players() -> None:
    pytest.importorskip("param")
    from tutor.ui.models.explainer import ExplainerModel
    from tutor.ui.views.explainer import result_html

    m = ExplainerModel(game="holdem")
    m.load_query({"p": ["", "7h 7d", "As Ks"], "b": ["2c 3d 4h 5s 9c"]})
    assert m.outcome is not None
    assert m.winners == [2]  # the third box, player 3
    html = result_html(m)
    assert "Player 3 wins" in html, html
    assert '<tr class="tt-selected"><th>Player 3</th>' in html
    assert "<th>Player 2</th>" in html and "<th>Player 1</th>" not in html


def test_errors_are_tutor_errors() -> None:
    assert issubclass(IllegalAction, TutorError) and issubclass(PotError, TutorError)
