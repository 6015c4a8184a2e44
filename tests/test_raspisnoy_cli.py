"""``tutor raspisnoy legal|trick|score|schedule`` and ``tutor play raspisnoy`` end to end."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tutor.raspisnoy.game import RaspisnoyGame


def tutor(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tutor", *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


def jsonl(command: str, lines: list[object], *extra: str) -> list[dict[str, object]]:
    text = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n"
    r = tutor("raspisnoy", command, "--jsonl", *extra, stdin=text)
    assert r.returncode == 0, r.stderr
    return [json.loads(line) for line in r.stdout.splitlines()]


def test_legal_the_issues_example_and_bad_lines_cost_nothing() -> None:
    out = jsonl("legal", [
        {"hand": "Ah 7s 6c", "trick": ["Kh"], "trump": "d", "joker_lead": None},
        "not json",
        {"hand": "Ah 5s", "trick": [], "trump": "d"},
        {"hand": "Qd 6d Ah", "trick": ["joker"], "trump": "d", "joker_lead": "top-trumps"},
        {"hand": "Ah", "trick": ["7s"], "trump": "d"},
        {"hand": "Ah", "trick": ["Kh"]},
        {"hand": "Ah", "trick": ["Kh"], "trump": None, "colour": "red"},
        {"hand": "Qh 6h 9c", "trick": ["7s"], "trump": None, "joker_lead": "top:h"},
    ])
    assert out[0] == {"legal": ["Ah", "7s"], "why": {"6c": "you hold hearts: you must "
                                                             "follow hearts"}}
    assert "not valid JSON" in str(out[1]["error"])
    assert "`5s`" in str(out[2]["error"])
    assert out[3]["legal"] == ["Qd"] and set(out[3]["why"]) == {"6d", "Ah"}  # type: ignore
    assert "joker_lead" in str(out[4]["error"])
    assert "trump" in str(out[5]["error"])
    assert "`colour`" in str(out[6]["error"])
    assert out[7]["legal"] == ["Qh"]


def test_legal_in_russian() -> None:
    out = jsonl("legal", [{"hand": "Ah 7s 6c", "trick": ["Kh"], "trump": "d"}], "--lang", "ru")
    assert out[0]["why"] == {"6c": "у вас есть червы: нужно ходить в масть (червы)"}


def test_trick_the_issues_example_and_joker_declarations() -> None:
    out = jsonl("trick", [
        {"cards": ["Kh", "Ah", "6d", "7s"], "trump": "d", "joker": {"as": "lowest"}},
        {"cards": ["Kh", "Ah", "6d", "7s"], "trump": "d", "joker": {"as": "highest"}},
        {"cards": ["7s", "Ah", "6d"], "trump": "d", "joker": {"as": "top-trumps"}},
        {"cards": ["7s", "Ah", "Kh"], "trump": None, "joker": {"as": "lowest:h"}},
        {"cards": ["7s", "Ac", "Ks"], "trump": "d", "joker": {"as": "lowest:h"}},
        {"cards": ["Kh", "7s"], "trump": "d"},
        {"cards": ["7s", "Kh"], "trump": None, "joker": {"as": "top-trumps"}},
        {"cards": ["Kh", "Kh"], "trump": "d"},
    ])
    assert [o.get("winner") for o in out[:5]] == [2, 3, 0, 1, 0]
    assert "highest trump" in str(out[0]["why"])
    assert "joker" in str(out[5]["error"])
    assert "no trumps" in str(out[6]["error"])
    assert "twice" in str(out[7]["error"])


def test_score_the_sources_numbers_and_presets() -> None:
    out = jsonl("score", [
        {"preset": "D", "deal": "ordinary", "cards": 6, "bid": 2, "took": 3},
        {"preset": "D", "deal": "ordinary", "cards": 6, "bid": 3, "took": 1},
        {"preset": "D", "deal": "ordinary", "cards": 6, "bid": 6, "took": 6},
        {"preset": "D", "deal": "misere", "cards": 9, "took": 0},
        {"preset": "D", "deal": "blind", "cards": 9, "bid": 0, "took": 0},
        {"preset": "C", "deal": "ordinary", "cards": 1, "bid": 1, "took": 1},
        {"preset": "E", "deal": "ordinary", "cards": 6, "bid": 2, "took": 2},
        {"preset": "D", "deal": "golden", "cards": 9, "bid": 1, "took": 2},
        {"preset": "D", "deal": "dark", "cards": 9, "bid": 1, "took": 2},
    ])
    assert [o.get("points") for o in out[:6]] == [3, -20, 120, 50, 7.5, 10]
    assert "overtricks" in str(out[0]["rule"])
    assert "`E`" in str(out[6]["error"])
    assert "bid" in str(out[7]["error"])
    assert "`dark`" in str(out[8]["error"])


def test_schedule_human_and_json() -> None:
    r = tutor("raspisnoy", "schedule", "--players", "4")
    assert r.returncode == 0 and len(r.stdout.splitlines()) == 37
    data = json.loads(tutor("raspisnoy", "schedule", "--players", "6", "--json").stdout)
    assert len(data["deals"]) == 40 and data["deals"][0] == {"deal": 1, "cards": 1,
                                                             "kind": "ordinary"}


def test_human_text_of_each_question() -> None:
    r = tutor("raspisnoy", "legal", "--hand", "Ah 7s 6c", "--trick", "Kh", "--trump", "d")
    assert r.stdout.splitlines() == ["Legal: Ah 7s", "  6c: you hold hearts: you must follow "
                                                    "hearts"]
    r = tutor("raspisnoy", "trick", "--cards", "Kh Ah 6d 7s", "--trump", "d", "--joker",
              "lowest", "--lang", "ru")
    assert r.stdout.startswith("Взятку берёт карта 3 (6d)")
    r = tutor("raspisnoy", "score", "--cards", "6", "--bid", "6", "--took", "6")
    assert r.stdout.strip() == "120: bid every card (6) and took them all: 20 a trick = 120"


@pytest.mark.parametrize(("args", "culprit"), [
    (("raspisnoy", "legal", "--hand", "Ah"), "--trump"),
    (("raspisnoy", "legal", "--hand", "Ah 1x", "--trump", "d"), "`1x`"),
    (("raspisnoy", "score", "--cards", "6", "--bid", "2"), "--took"),
    (("raspisnoy", "schedule", "--players", "8"), "3-6 players"),
    (("raspisnoy", "wat"), "invalid choice: 'wat'"),
    (("play", "raspisnoy", "--players", "2"), "3-6 players"),
    (("play", "raspisnoy", "--preset", "Z"), "preset `Z`"),
    (("play", "raspisnoy", "--human", "5", "--players", "3"), "--human must be a seat"),
])
def test_bad_input_exits_2_naming_the_culprit(args: tuple[str, ...], culprit: str) -> None:
    r = tutor(*args)
    assert r.returncode == 2
    assert culprit in r.stderr and "Traceback" not in r.stderr


def test_play_with_bots_json_is_the_score_sheet_and_replays() -> None:
    r = tutor("play", "raspisnoy", "--players", "4", "--seed", "1", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["done"] and len(data["sheet"]["rows"]) == 36
    totals = data["sheet"]["totals"]
    assert totals == [sum(row["points"][p] for row in data["sheet"]["rows"]) for p in range(4)]
    again = RaspisnoyGame.replay(4, 1, "D", data["actions"])
    assert again.sheet.to_json() == data["sheet"]
    text = tutor("play", "raspisnoy", "--players", "4", "--seed", "1").stdout
    assert text == tutor("play", "raspisnoy", "--players", "4", "--seed", "1").stdout
    assert "Deal 36 (9 cards, golden)" in text and "Winner" in text


def test_play_with_a_human_seat_refusals_explained() -> None:
    g = RaspisnoyGame(players=3, seed=4, deals=1)
    human = g.to_act
    card = str(g.hands[human][0])
    r = tutor("play", "raspisnoy", "--players", "3", "--seed", "4", "--deals", "1",
              "--human", str(human), stdin=f"9\n1\n6x\n{card}\n")
    assert r.returncode == 0, r.stderr
    assert "a bid is 0 (pass) up to 1" in r.stdout and "`6x`" in r.stdout
    assert "Deal 1 (1 card, ordinary)" in r.stdout and "Winner" in r.stdout
    r = tutor("play", "raspisnoy", "--players", "3", "--seed", "4", "--deals", "1",
              "--human", str(human), stdin="1\n")
    assert r.returncode == 1 and "input ended" in r.stderr
