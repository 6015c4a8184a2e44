"""The command line: Raspisnoy's commands, ``pots``, ``bring-in`` and the
``--human`` prompts as robust as ``showdown --jsonl`` (every line one answer, every
culprit quoted, look-alikes and odd numbers refused, exit 2 on bad input)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tutor.raspisnoy.cards import RaspCardError, parse_card, parse_hand
from tutor.raspisnoy.game import Action, RaspisnoyGame

KELVIN, LONG_S = "\u212a", "\u017f"


def tutor(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "tutor", *args], input=stdin,
                          capture_output=True, timeout=300, check=False)


GOOD = {
    "legal": {"hand": "Ah 7s 6c", "trick": ["Kh"], "trump": "d"},
    "trick": {"cards": ["Kh", "Ah", "6d", "7s"], "trump": "d", "joker": {"as": "lowest"}},
    "score": {"preset": "D", "deal": "ordinary", "cards": 6, "bid": 2, "took": 3},
    "schedule": {"players": 4},
}

HOSTILE = [
    b"[" * 100_000 + b"]" * 100_000,
    b"{\"players\": " + b"9" * 5000 + b"}",
    b"{\"cards\": " + b"9" * 5000 + b", \"took\": 1, \"bid\": 1}",
    b"\"\\ud800\"",
    b"{\"hand\": \"\\ud800\", \"trick\": [\"\\ud800\"], \"cards\": [\"\\ud800\"], "
    b"\"trump\": \"d\"}",
    json.dumps({"hand": f"{KELVIN}h 6c", "cards": [f"{KELVIN}h", "6c"], "trump": "d"},
               ensure_ascii=False).encode(),
    json.dumps({"hand": f"A{LONG_S}", "cards": [f"A{LONG_S}", "6c"], "trump": "d"},
               ensure_ascii=False).encode(),
    b"{\"hand\": \"A\xff\xfe\"}",
    b"\xef\xbb\xbf{}",
    b"",
    b"NaN",
    b"{\"players\": 1e999}",
    b"{\"players\": true}",
    b"{\"cards\": 6, \"took\": 1e400, \"bid\": 1}",
    b"{\"cards\": 6.5, \"took\": 1, \"bid\": 1}",
]


@pytest.mark.parametrize("command", sorted(GOOD))
def test_raspisnoy_jsonl_every_hostile_line_gets_exactly_one_answer(command: str) -> None:
    good = json.dumps(GOOD[command]).encode()
    lines = [good]
    for bad in HOSTILE:
        lines += [bad, good]
    r = tutor("raspisnoy", command, "--jsonl", stdin=b"\n".join(lines) + b"\n")
    assert r.returncode == 0, r.stderr[-2000:]
    assert b"Traceback" not in r.stderr
    out = r.stdout.decode("utf-8").splitlines()  # valid UTF-8, or this raises
    assert len(out) == len(lines), out
    for i, line in enumerate(out):
        answer = json.loads(line)
        if i % 2 == 0:
            assert "error" not in answer, (i, answer)
        else:
            assert set(answer) == {"error"}, (i, answer)
            assert len(line) < 500, f"line {i} quotes too much: {len(line)} characters"


def test_raspisnoy_jsonl_names_what_is_wrong() -> None:
    def answer(command: str, raw: bytes) -> str:
        r = tutor("raspisnoy", command, "--jsonl", stdin=raw + b"\n")
        return str(json.loads(r.stdout.decode("utf-8"))["error"])

    assert "nested too deeply" in answer("legal", b"[" * 100_000)
    assert "too long" in answer("schedule", b"{\"players\": " + b"9" * 5000 + b"}")
    assert "not valid UTF-8" in answer("legal", b"{\"hand\": \"A\xff\"}")
    kelvin = json.dumps({"hand": f"{KELVIN}h 6c", "trump": "d"}, ensure_ascii=False)
    assert "KELVIN SIGN" in answer("legal", kelvin.encode())
    r = tutor("raspisnoy", "schedule", "--jsonl", stdin=b"\xef\xbb\xbf{\"players\": 4}\n")
    assert "deals" in json.loads(r.stdout)  # a byte-order mark (Notepad) is skipped


def test_raspisnoy_jsonl_line_is_capped() -> None:
    r = tutor("raspisnoy", "legal", "--jsonl",
              stdin=b"{\"hand\": \"" + b"A" * 5_000_000 + b"\"}\n" + json.dumps(
                  GOOD["legal"]).encode() + b"\n")
    out = [json.loads(x) for x in r.stdout.decode().splitlines()]
    assert "too long" in out[0]["error"] and out[1]["legal"] == ["Ah", "7s"]


@pytest.mark.parametrize("sep", [b"\r", b"\r\n", b"\n"])
def test_raspisnoy_jsonl_lone_cr_ends_a_line(sep: bytes) -> None:
    good = json.dumps(GOOD["schedule"]).encode()
    r = tutor("raspisnoy", "schedule", "--jsonl", stdin=sep.join([good] * 3) + sep)
    out = r.stdout.decode().splitlines()
    assert len(out) == 3 and all("deals" in json.loads(x) for x in out)


@pytest.mark.parametrize("token", [f"{KELVIN}h", f"A{LONG_S}", f"{KELVIN}H", "\u0410h"])
def test_lookalikes_are_not_raspisnoy_cards(token: str) -> None:
    with pytest.raises(RaspCardError) as info:
        parse_card(token)
    assert "U+" in str(info.value)


def test_ascii_cards_still_parse_in_any_case() -> None:
    assert [str(c) for c in parse_hand("kh AS 10d JOKER")[:3]] == ["Kh", "As", "Td"]


def test_raspisnoy_legal_with_a_kelvin_sign_exits_2_naming_it() -> None:
    r = tutor("raspisnoy", "legal", "--hand", f"{KELVIN}h 6c", "--trump", "d")
    assert r.returncode == 2
    err = r.stderr.decode()
    assert "KELVIN SIGN" in err and "Traceback" not in err


def test_a_duplicated_card_in_a_trick_is_not_called_the_hand() -> None:
    r = tutor("raspisnoy", "trick", "--cards", "Kh Kh", "--trump", "d")
    assert r.returncode == 2
    assert "twice" in r.stderr.decode() and "in the hand" not in r.stderr.decode()


@pytest.mark.parametrize(("args", "culprit"), [
    (("raspisnoy", "legal", "--hand", "Ah", "--trick", "6h 8h 9h Th Jh Qh", "--trump", "d"),
     "6"),
    (("raspisnoy", "legal", "--hand", " ".join(
        f"{r}{s}" for s in "shdc" for r in "6789TJQKA"), "--trump", "d"), "36"),
    (("bring-in", "--game", "stud7", "--street", "99", "Kd", "2h", "2c"), "99"),
    (("bring-in", "--game", "soko", "--street", "5", "Kd 2h 3h 4h 5h", "Qc 2c 3c 4c 5c"), "5"),
    (("bring-in", "--game", "stud7", "--street", "3", "Kd", "2h", "2c"), "3"),
    (("bring-in", "--game", "stud7", *[f"{r}c" for r in "23456789T"]), "9"),
    (("pots", "--game", "holdem", "--put", "３０", "100", "--high", "1", "2"), "３０"),
    (("pots", "--game", "holdem", "--put", "٣٠", "100", "--high", "1", "2"), "٣٠"),
    (("pots", "--game", "holdem", "--put", "1_000", "100", "--high", "1", "2"), "1_000"),
    (("pots", "--game", "holdem", "--put", "30", "100", "--high", "１", "2"), "１"),
])
def test_bad_table_and_trick_input_exits_2(args: tuple[str, ...], culprit: str) -> None:
    r = tutor(*args)
    err = r.stderr.decode()
    assert r.returncode == 2, (r.stdout, err)
    assert culprit in err and "Traceback" not in err


@pytest.mark.parametrize("args", [
    ("play", "raspisnoy", "--preset", "\x1b[2J"),
    ("pots", "--game", "holdem", "--put", "\x1b[2J", "100", "--high", "1", "2"),
    ("pots", "--game", "holdem", "--put", "30", "100", "--high", "\x07", "2"),
    ("bring-in", "--game", "stud7", "K\x1bd", "2h"),
    ("raspisnoy", "legal", "--hand", "A\x1bh", "--trump", "d"),
    ("raspisnoy", "legal", "--hand", "Ah", "--trump", "\x1bd"),
    ("raspisnoy", "score", "--preset", "\x1b", "--cards", "6", "--took", "1"),
    ("raspisnoy", "score", "--deal", "\r\x1b", "--cards", "6", "--took", "1"),
])
def test_control_characters_are_never_echoed_raw(args: tuple[str, ...]) -> None:
    r = tutor(*args)
    assert r.returncode == 2
    err = r.stderr.decode("utf-8")
    assert "\x1b" not in err and "\x00" not in err and "\r" not in err
    assert "Traceback" not in err


def test_raw_bytes_in_arguments_are_quoted_in_valid_utf8() -> None:
    r = subprocess.run([sys.executable, "-m", "tutor", "raspisnoy", "legal", "--hand",
                        b"A\xffh", "--trump", "d"], capture_output=True, timeout=60,
                       check=False)
    assert r.returncode == 2
    err = r.stderr.decode("utf-8")
    assert "\\udcff" in err or "0xff" in err


def test_an_invisible_culprit_is_named() -> None:
    r = tutor("raspisnoy", "legal", "--hand", "Ah\ufe0f", "--trump", "d")
    assert r.returncode == 2
    assert "U+FE0F" in r.stderr.decode()


def test_error_says_an_ordinary_deal() -> None:
    r = tutor("raspisnoy", "score", "--deal", "ordinary", "--cards", "6", "--took", "1")
    assert r.returncode == 2 and "an ordinary deal" in r.stderr.decode()


@pytest.mark.parametrize("args", [("split", "As Ks Qs Js 7d 7c 2h 3h", "--seed"),
                                  ("play", "double-barrel", "--players", "2", "--seed")])
def test_the_largest_stated_seed_is_taken(args: tuple[str, ...]) -> None:
    r = tutor(*args, "9223372036854775807")
    assert r.returncode == 0, r.stderr.decode()[-500:]


# ----------------------------------------------------------------- the bid prompt


@pytest.mark.parametrize("text", ["9" * 5000, "３", "٣", "1_0", "²", "-1", "b" + "9" * 5000])
def test_odd_bids_are_refused_as_bids(text: str) -> None:
    with pytest.raises(Exception) as info:
        Action.parse(text)
    assert "bid" in str(info.value)
    assert len(str(info.value)) < 300


def human_game() -> tuple[RaspisnoyGame, int]:
    g = RaspisnoyGame(players=3, seed=4, deals=1)
    return g, g.to_act


def test_human_prompt_survives_a_huge_bid_a_lookalike_and_cr_endings() -> None:
    g, human = human_game()
    card = str(g.hands[human][0])
    moves = ["9" * 5000, f"{KELVIN}h", "\x1b[2J", "1", card]
    r = tutor("play", "raspisnoy", "--players", "3", "--seed", "4", "--deals", "1",
              "--human", str(human), stdin="\r".join(moves).encode() + b"\r")
    out = r.stdout.decode("utf-8")
    assert r.returncode == 0, r.stderr.decode()[-800:]
    assert "Traceback" not in r.stderr.decode()
    assert "KELVIN SIGN" in out and "\x1b" not in out
    assert "Winner" in out


def test_human_prompt_for_a_bid_speaks_of_bids() -> None:
    g, human = human_game()
    card = str(g.hands[human][0])
    r = tutor("play", "raspisnoy", "--players", "3", "--seed", "4", "--deals", "1",
              "--human", str(human), stdin=f"-1\n1\n{card}\n".encode())
    out = r.stdout.decode()
    assert "`-1` is not a card" not in out
    assert "bid" in out.split("\n`-1`")[0] or "bid" in out


# ------------------------------------------------------------ site and bench commands


def test_serve_quotes_a_site_path_with_control_characters() -> None:
    r = tutor("serve", "--site", "/nonexistent/x\x1b[2Jy")
    err = r.stderr.decode("utf-8")
    assert r.returncode != 0 and "\x1b" not in err and "\\x1b" in err


def test_build_into_a_file_is_one_line() -> None:
    r = tutor("build", "--out", "/dev/null")
    err = r.stderr.decode()
    assert r.returncode == 2 and "not a folder" in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_bench_site_without_playwright_is_one_line() -> None:
    code = ("import sys; sys.modules['playwright'] = None; from tutor.cli import main; "
            "sys.exit(main(['bench-site', '--runs', '1']))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=60, check=False)
    assert r.returncode == 2 and "Playwright" in r.stderr and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args", [("bench", "--n", "10000000"), ("bench", "--repeat", "100")])
def test_bench_limits_are_tight(args: tuple[str, ...]) -> None:
    r = tutor(*args, "--quick", "--section", "five-card")
    assert r.returncode == 2 and "must be a whole number" in r.stderr.decode()


@pytest.mark.parametrize("value", ["-1", "11", "one"])
def test_bench_site_warmup_out_of_range_is_named(value: str) -> None:
    r = tutor("bench-site", "--warmup", value)
    err = r.stderr.decode()
    assert r.returncode == 2 and "--warmup" in err and "whole number from 0 to 10" in err
    assert "Traceback" not in err


# ------------------------------------------------------------------ said in Russian


@pytest.mark.parametrize(("args", "stdin", "russian"), [
    (("raspisnoy", "legal", "--hand", "Ah Zz", "--trump", "d"), None, "не карта"),
    (("raspisnoy", "score", "--cards", "6", "--took", "1"), None, "нужен заказ"),
    (("raspisnoy", "schedule", "--players", "9"), None, "от 3 до 6 игроков"),
    (("raspisnoy", "trick", "--jsonl"), b'{"cards": ["Kh"], "trump": "d"}\n', "во взятке"),
    (("raspisnoy", "legal", "--jsonl"), b'{"hand": "Ah", "trick": "Kh Kh", "trump": "d"}\n',
     "дважды во взятке"),
    (("raspisnoy", "score", "--jsonl"),
     b'{"deal": "misere", "cards": 6, "bid": 1, "took": 0}\n', "заказов нет"),
])
def test_raspisnoy_errors_speak_russian(args: tuple[str, ...], stdin: bytes | None,
                                        russian: str) -> None:
    r = tutor(*args, "--lang", "ru", stdin=stdin)
    said = (r.stdout + r.stderr).decode("utf-8")
    assert russian in said, said
