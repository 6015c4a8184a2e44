"""The ``tutor`` command end to end, in a subprocess."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest


def tutor(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tutor", *args], input=stdin, capture_output=True, text=True,
        timeout=120, env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )


def test_console_script_is_installed() -> None:
    script = Path(sys.executable).with_name("tutor")
    if not script.exists():
        pytest.skip("the console script is not installed next to this Python")
    out = subprocess.run([str(script), "games"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "double-barrel" in out.stdout


def test_showdown_for_people() -> None:
    r = tutor("showdown", "--game", "holdem", "--player", "As Ks", "--player", "7h 7d",
              "--board", "2c 3d 4h 5s 9c")
    assert r.returncode == 0, r.stderr
    assert "Winner: player 0" in r.stdout
    assert "a straight beats one pair" in r.stdout
    assert r.stderr == ""


def test_showdown_in_russian() -> None:
    r = tutor("showdown", "--game", "soko", "--player", "Ah Kh 9h 2h 3c",
              "--player", "Qs Qd 7c 5d 4h", "--lang", "ru")
    assert r.returncode == 0, r.stderr
    assert "Победитель: игрок 0" in r.stdout
    assert "4-флеш бьёт пару" in r.stdout


def test_showdown_json_omaha_shows_the_two_plus_three() -> None:
    r = tutor("showdown", "-g", "omaha", "-p", "Ah Kh Qd Jc", "-p", "2c 2d 7s 8s",
              "-b", "Th 9h 2h 3d 4s", "--json")
    data = json.loads(r.stdout)
    assert data["winners"] == [0]
    h = data["hands"][0]
    assert h["category"] == "flush"
    assert set(h["hole_used"].split()) == {"Ah", "Kh"}
    assert len(h["board_used"].split()) == 3


def test_jsonl_one_answer_per_line_and_a_bad_line_in_the_middle() -> None:
    lines = [
        {"players": ["As Ks", "7h 7d"], "board": "2c 3d 4h 5s 9c"},
        "this is not json",
        {"players": ["As Ks", "As 7d"], "board": "2c 3d 4h 5s 9c"},
        {"players": ["As Ks", "7h 7x"], "board": "2c 3d 4h 5s 9c"},
        {"players": ["As Ks", "7h"], "board": "2c 3d 4h 5s 9c"},
        {"players": "As Ks"},
        {"players": ["2c 2d", "Ah Kd"], "board": "5c 6d 7h 8s 9c"},
    ]
    text = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n"
    r = tutor("showdown", "--game", "holdem", "--jsonl", stdin=text)
    assert r.returncode == 0, r.stderr
    out = [json.loads(line) for line in r.stdout.splitlines()]
    assert len(out) == len(lines)
    assert out[0]["winners"] == [0] and out[0]["hands"][0]["category"] == "straight"
    assert "not valid JSON" in out[1]["error"]
    assert out[2] == {"error": "`As` appears twice"}
    assert "`7x` is not a card" in out[3]["error"]
    assert "Texas Hold'em needs 2 hole cards, got 1 (player 1)" in out[4]["error"]
    assert "players" in out[5]["error"]
    assert out[6]["winners"] == [0, 1]


def test_jsonl_hilo_shape() -> None:
    lines = [
        {"players": ["Ah 2h Kh Ks", "4s 5s Qd Jd"], "board": "2c 3d 8h Kc Qs"},
        {"players": ["Ah Th 2c 3c", "As 2s 4d 5d"], "board": "Kc Qd Jh 9s 9c"},
    ]
    r = tutor("showdown", "--game", "omaha-hilo", "--jsonl",
              stdin="".join(json.dumps(x) + "\n" for x in lines))
    a, b = (json.loads(line) for line in r.stdout.splitlines())
    assert a["high"]["winners"] == [0] and a["low"]["winners"] == [1]
    assert [h["low_qualifies"] for h in a["hands"]] == [False, True]
    assert a["hands"][0]["category"] == "three-of-a-kind"
    assert b["low"] is None and b["high"]["winners"] == [0]


def test_jsonl_telesina_and_double_barrel() -> None:
    r = tutor("showdown", "--game", "telesina", "--jsonl",
              stdin=json.dumps({"players": ["Ah Kh Qh Jh Th", "9s 8s 7s Ts 7d"], "board": "As"})
              + "\n")
    data = json.loads(r.stdout)
    assert data["winners"] == [1] and data["deciding"]["kind"] == "heads-up-exception"
    r = tutor("showdown", "--game", "double-barrel", "--jsonl",
              stdin=json.dumps({"players": ["As Ks Qs Js", "7d 7c 2h 3h"]}) + "\n")
    data = json.loads(r.stdout)
    assert data["winners"] == [0] and data["hands"][0]["category"] == "four-flush"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["showdown", "--game", "poker", "--player", "As Ks"], "unknown game `poker`"),
        (["showdown", "--game", "omaha", "--player", "As Ks Qs", "--player", "9h 9d 2c 3c",
          "--board", "Ts 2s 7h 9c 4d"], "Omaha needs 4 hole cards, got 3"),
        (["showdown", "--game", "holdem", "--player", "As Ks", "--player", "As 7d",
          "--board", "2c 3d 4h 5s 9c"], "`As` appears twice"),
        (["showdown", "--game", "americana", "--player", "Ah Kh Qh Jh 6h",
          "--player", "7c 8c 9c Tc Jc"], "`6h` is not in the 32-card deck"),
        (["showdown", "--game", "holdem", "--player", "As Kz", "--player", "7h 7d",
          "--board", "2c 3d 4h 5s 9c"], "`Kz` is not a card"),
        (["showdown", "--game", "holdem", "--player", "As Ks", "--player", "7h 7d",
          "--board", "2c 3d 4h"], "needs a 5-card board, got 3"),
        (["showdown", "--game", "holdem"], "--player"),
        (["showdown", "--game", "holdem", "--player", "As Ks", "--player", "7h 7d",
          "--board", "2c 3d 4h 5s 9c", "--lang", "de"], "unknown language `de`"),
        (["stats", "--game", "chess"], "unknown game `chess`"),
        (["showdown"], "--game"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_a_message_and_no_traceback(args: list[str], message: str
                                                          ) -> None:
    r = tutor(*args)
    assert r.returncode == 2
    assert message in r.stderr
    assert "Traceback" not in r.stderr and r.stdout == ""


def test_games_lists_every_game() -> None:
    r = tutor("games", "--json")
    rows = json.loads(r.stdout)
    assert [row["id"] for row in rows][:3] == ["holdem", "omaha", "omaha5"]
    by_id = {row["id"]: row for row in rows}
    assert by_id["telesina"]["deck"] == 32 and by_id["shortdeck36"]["deck"] == 36
    assert by_id["double-barrel"]["hand_size"] == 4
    assert by_id["omaha-hilo"]["ranking"] == "standard + eight-low"
    text = tutor("games").stdout
    assert "triple-draw-27" in text and "deuce-seven" in text


def test_stats_json_shape() -> None:
    r = tutor("stats", "--game", "americana", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert (data["deck"], data["cards"], data["total"]) == (32, 5, 201376)
    assert data["categories"]["flush"] == 204
    assert sum(data["categories"].values()) == data["total"]


@pytest.mark.slow
def test_stats_holdem_all_hands() -> None:
    data = json.loads(tutor("stats", "--game", "holdem", "--json").stdout)
    assert data["total"] == 2598960 and data["categories"]["flush"] == 5108
    data = json.loads(tutor("stats", "--game", "double-barrel", "--json").stdout)
    assert data["cards"] == 4 and data["total"] == 270725


def test_help_lists_core_commands() -> None:
    r = tutor("--help")
    assert r.returncode == 0
    for cmd in ("showdown", "stats", "games", "bench"):
        assert cmd in r.stdout


def test_a_broken_part_fails_loudly() -> None:
    # a part that cannot add its subcommands is a bug to see, not something to skip quietly
    from tutor.cli import build_parser

    def broken(subparsers: Any) -> None:
        raise ImportError("No module named 'tutor.no_such_module'")

    with pytest.raises(ImportError, match=r"tutor\.no_such_module"):
        build_parser(parts=(broken,))
    assert build_parser().parse_args(["games"]).command == "games"


def test_every_part_adds_its_subcommands_in_order() -> None:
    from tutor.cli import build_parser

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    names = list(sub.choices)
    for name in ("showdown", "split", "pots", "bring-in", "apps", "build", "raspisnoy", "play"):
        assert name in names, name
    assert names.index("split") < names.index("pots") < names.index("apps") \
        < names.index("build") < names.index("raspisnoy")
    play = sub.choices["play"]
    games = next(a for a in play._actions if isinstance(a, argparse._SubParsersAction))
    assert {"double-barrel", "raspisnoy"} <= set(games.choices)
