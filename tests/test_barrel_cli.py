"""``tutor split`` and ``tutor play double-barrel`` end to end (subprocess)."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import combinations

import pytest

from tutor.barrel import analyse_splits
from tutor.cards import parse_cards


def tutor(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tutor", *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


def test_split_json_shape_and_content() -> None:
    r = tutor("split", "As Ks Qs Js 7d 7c 2h 3h", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert list(data) == ["splits"]
    rows = data["splits"]
    assert len(rows) == 35
    cards = set(parse_cards("As Ks Qs Js 7d 7c 2h 3h"))
    seen = set()
    for row in rows:
        assert list(row) == ["barrels", "categories", "win", "score", "rank"]
        a, b = (parse_cards(x) for x in row["barrels"])
        assert set(a) | set(b) == cards and len(a) == len(b) == 4
        seen.add(frozenset([frozenset(a), frozenset(b)]))
        assert all(isinstance(w, float) and 0 <= w <= 1 for w in row["win"])
        assert row["score"] == pytest.approx(sum(row["win"]) / 2, abs=2e-6)
    every = {frozenset([frozenset(x), frozenset(cards - set(x))])
             for x in combinations(cards, 4)}
    assert seen == every
    scores = [row["score"] for row in rows]
    assert scores == sorted(scores, reverse=True)
    assert rows[0]["rank"] == 1
    flush = next(row for row in rows if row["barrels"][0] == "As Ks Qs Js")
    assert flush["categories"] == ["four-flush", "one-pair"]
    exact = analyse_splits("As Ks Qs Js 7d 7c 2h 3h").find("As Ks Qs Js")
    assert flush["win"] == [round(w, 6) for w in exact.win]


def test_split_text_and_russian() -> None:
    r = tutor("split", "As", "Ks", "Qs", "Js", "7d", "7c", "2h", "3h")
    assert r.returncode == 0, r.stderr
    assert "Best split: K♠ Q♠ J♠" in r.stdout
    assert "Keeping the 4-card flush (A♠ K♠ Q♠ J♠) together is not best here" in r.stdout
    assert "Barrel order does not change your showdown share" in r.stdout
    ru = tutor("split", "As Ks Qs Js 7d 7c 2h 3h", "--lang", "ru", "--mine", "As Ks Qs 7d")
    assert ru.returncode == 0, ru.stderr
    assert "Лучшая раскладка" in ru.stdout and "Ваша раскладка на" in ru.stdout


def test_split_with_opponents() -> None:
    r = tutor("split", "As Ks Qs Js 7d 7c 2h 3h", "--opponents", "2", "--trials", "200",
              "--seed", "3", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    sim = data["opponents"]
    assert (sim["opponents"], sim["trials"], sim["seed"], sim["policy"]) == (2, 200, 3, "best")
    assert len(sim["splits"]) == 35 and all(s["se"] >= 0 for s in sim["splits"])
    again = json.loads(tutor("split", "As Ks Qs Js 7d 7c 2h 3h", "--opponents", "2",
                             "--trials", "200", "--seed", "3", "--json").stdout)
    assert again == data
    text = tutor("split", "As Ks Qs Js 7d 7c 2h 3h", "--opponents", "2", "--trials", "200")
    assert "vs 2 best-split ± se" in text.stdout


@pytest.mark.parametrize(("args", "message"), [
    (("split", "As Ks Qs"), "8 cards, got 3"),
    (("split", "As Ks Qs Js 7d 7c 2h As"), "`As` appears twice"),
    (("split", "As Ks Qs Js 7d 7c 2h Zz"), "`Zz` is not a card"),
    (("split", "As Ks Qs Js 7d 7c 2h 3h", "--opponents", "9"), "from 1 to 5, got 9"),
    (("split", "As Ks Qs Js 7d 7c 2h 3h", "--mine", "As Ks Qs 9c"), "`9c` is not one of"),
    (("play", "double-barrel", "--players", "7"), "2-6 players"),
    (("play", "double-barrel", "--human", "4", "--players", "3"), "--human must be a seat"),
    (("play", "double-barrel", "--bots", "best,wild"), "unknown bot policy `wild`"),
    (("play", "poker"), "invalid choice: 'poker'"),
])
def test_bad_input_exits_2(args: tuple[str, ...], message: str) -> None:
    r = tutor(*args)
    assert r.returncode == 2
    assert message in r.stderr
    assert "Traceback" not in r.stderr


def test_play_with_bots_is_reproducible() -> None:
    r = tutor("play", "double-barrel", "--players", "4", "--seed", "7")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert out == tutor("play", "double-barrel", "--players", "4", "--seed", "7").stdout
    for part in ("Deal (8 cards each):", "Splits (fixed once chosen):", "Round 1 (barrel 1)",
                 "Showdown 1:", "Pot "):
        assert part in out
    data = json.loads(tutor("play", "double-barrel", "--players", "3", "--seed", "1",
                            "--json").stdout)
    kinds = [e["type"] for e in data["events"]]
    assert kinds[0] == "deal" and kinds[-1] == "payout"


def test_play_with_a_human_seat() -> None:
    # seat 1 (the button) splits, then always calls; bad lines are answered, not fatal
    lines = "Zz\n" + "{b1}\n" + "raise 9\ncall\n" * 6
    first = tutor("play", "double-barrel", "--players", "2", "--seed", "5", "--button", "1",
                  "--human", "1", "--bots", "best", stdin="\n")
    assert first.returncode == 1 and "input ended" in first.stderr
    cards = first.stdout.split("(")[1].split(")")[0].split()
    r = tutor("play", "double-barrel", "--players", "2", "--seed", "5", "--button", "1",
              "--human", "1", "--bots", "best", stdin=lines.format(b1=" ".join(cards[:4])))
    assert r.returncode == 0, r.stderr
    assert "`Zz` is not a card" in r.stdout
    assert "raise to 9 exceeds the round-1 limit of 2 units" in r.stdout
    assert "seat 1 (you) calls" in r.stdout
    assert "Showdown 2:" in r.stdout
    assert "Your split:\nYour split ranks" in r.stdout or "Your split:\nThis is the best" \
        in r.stdout
