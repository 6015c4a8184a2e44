"""Hostile input into every entry point: a clear message, never a traceback.

Each test here reproduces one crash once found: Unicode look-alikes in
card text, `--jsonl` lines that aborted the batch, output that was not UTF-8.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tutor.cards import parse_cards
from tutor.errors import CardParseError, quote

KELVIN = "\u212a"  # KELVIN SIGN: casefolds to "k"
LONG_S = "\u017f"  # LATIN SMALL LETTER LONG S: upper() is "S"
LOOKALIKES = [f"{KELVIN}s", f"A{LONG_S}", "\u0130c", "T\u0131", "ᴬs", "Ａs", "Ks\u0307"]
BOARD = "2c 3d 4h 5s 9c"
GOOD = {"players": ["As Ks", "7h 7d"], "board": BOARD}


def tutor_bytes(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "tutor", *args], input=stdin,
                          capture_output=True, timeout=120,
                          env={**os.environ, "PYTHONIOENCODING": "utf-8"})


# ------------------------------------------------------------------- 1. look-alikes


@pytest.mark.parametrize("token", LOOKALIKES)
def test_lookalike_letters_are_a_parse_error_naming_the_token(token: str) -> None:
    with pytest.raises(CardParseError) as info:
        parse_cards(f"{token} Qh")
    message = str(info.value)
    assert "is not a card" in message
    assert quote(token) in message


def test_a_lookalike_is_named_by_its_unicode_name() -> None:
    with pytest.raises(CardParseError, match="U\\+212A KELVIN SIGN"):
        parse_cards(f"{KELVIN}s Ks")


def test_ascii_letters_still_match_in_any_case() -> None:
    assert parse_cards("aS kD qH jC tS 10d") == parse_cards("As Kd Qh Jc Ts Td")


def test_every_non_ascii_character_is_refused_or_a_suit_symbol() -> None:
    # Exhaustive over the Basic Multilingual Plane: rank + character (and character + suit)
    # parses only when the character is one of the suit symbols the help text lists.
    suits = set("♣♦♥♠♧♢♡♤")
    for code in range(0x80, 0x10000):
        ch = chr(code)
        for text in (f"A{ch}", f"{ch}s"):
            try:
                parse_cards(text)
            except CardParseError:
                continue
            assert ch in suits, f"{text!r} parsed"


def test_showdown_with_a_kelvin_sign_exits_2_naming_it() -> None:
    r = tutor_bytes("showdown", "-g", "holdem", "-p", f"{KELVIN}s Ks", "-p", "7h 7d", "-b", BOARD)
    err = r.stderr.decode("utf-8")
    assert r.returncode == 2, err
    assert "Traceback" not in err
    assert "KELVIN SIGN" in err and "is not a card" in err


def test_jsonl_batch_survives_a_lookalike_line() -> None:
    bad = {"players": [f"A{LONG_S} Ks", "7h 7d"], "board": BOARD}
    text = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in (GOOD, bad, GOOD))
    r = tutor_bytes("showdown", "-g", "holdem", "--jsonl", stdin=text.encode())
    assert r.returncode == 0, r.stderr.decode()
    out = [json.loads(line) for line in r.stdout.decode("utf-8").splitlines()]
    assert len(out) == 3
    assert out[0]["winners"] == [0] and out[2]["winners"] == [0]
    assert "LONG S" in out[1]["error"] and "is not a card" in out[1]["error"]


def test_split_with_a_lookalike_exits_2() -> None:
    r = tutor_bytes("split", f"{KELVIN}s Qs Js Ts 7d 7c 2h 3h")
    err = r.stderr.decode("utf-8")
    assert r.returncode == 2 and "Traceback" not in err and "KELVIN SIGN" in err


def test_play_human_split_prompt_answers_a_lookalike_and_asks_again() -> None:
    r = tutor_bytes("play", "double-barrel", "--players", "2", "--seed", "5", "--button", "1",
                    "--human", "1", "--bots", "best", stdin=f"{KELVIN}s Ks 2c 3c\n".encode())
    out, err = r.stdout.decode("utf-8"), r.stderr.decode("utf-8")
    assert "Traceback" not in err
    assert "KELVIN SIGN" in out
    assert r.returncode == 1 and "input ended" in err


def test_explainer_model_names_the_lookalike_next_to_its_box() -> None:
    pytest.importorskip("param")
    from tutor.ui.models.explainer import ExplainerModel

    m = ExplainerModel(game="holdem")
    m.load_query({"p": [f"{KELVIN}s Ks", "7h 7d"], "b": [BOARD]})
    assert "KELVIN SIGN" in m.hand_errors[0]
    assert m.outcome is None


# ----------------------------------------------------------- 2. every line answered


HOSTILE_LINES = [
    b"[" * 100_000,
    b"{\"players\": " + b"[" * 5000 + b"]" * 5000 + b"}",
    b"{\"players\": [\"As Ks\", \"7h 7d\"], \"board\": " + b"9" * 5000 + b"}",
    b"1" * 5000,
    b"{\"players\": [\"\\ud800\", \"7h 7d\"], \"board\": \"2c 3d 4h 5s 9c\"}",
    b"{\"\\udfff\": 1, \"players\": [\"As Ks\", \"7h 7d\"]}",
    b"\"\\ud800\"",
    b"{\"players\": [\"A\xff\xfes Ks\", \"7h 7d\"], \"board\": \"2c 3d 4h 5s 9c\"}",
    b"\xff\xfe\x00\x00",
    b"{\"players\": [\"" + b"x" * 1_000_000 + b"\", \"7h 7d\"]}",
    b"\x00",
    b"NaN",
    b"{\"players\": [\"As Ks\", \"7h 7d\"], \"board\": \"2c 3d 4h 5s 9c\", \"board\": 1e999}",
]


def test_jsonl_every_hostile_line_gets_exactly_one_answer() -> None:
    good = json.dumps(GOOD).encode()
    lines = [good]
    for bad in HOSTILE_LINES:
        lines += [bad, good]
    r = tutor_bytes("showdown", "-g", "holdem", "--jsonl", stdin=b"\n".join(lines) + b"\n")
    assert r.returncode == 0, r.stderr[-2000:]
    assert b"Traceback" not in r.stderr
    text = r.stdout.decode("utf-8")  # 3. valid UTF-8, or this raises
    out = text.splitlines()
    assert len(out) == len(lines)
    for i, line in enumerate(out):
        answer = json.loads(line)
        if i % 2 == 0:
            assert answer["winners"] == [0], (i, answer)
        else:
            assert set(answer) == {"error"}, (i, answer)
            assert len(line) < 400, f"line {i} quotes too much: {len(line)} characters"


def test_jsonl_names_what_is_wrong_with_a_hostile_line() -> None:
    def answer(raw: bytes) -> str:
        r = tutor_bytes("showdown", "-g", "holdem", "--jsonl", stdin=raw + b"\n")
        return str(json.loads(r.stdout.decode("utf-8"))["error"])

    assert "nested too deeply" in answer(b"[" * 100_000)
    assert "too long" in answer(b"[" + b"9" * 5000 + b"]")
    assert "not valid UTF-8" in answer(b"{\"players\": [\"A\xff\xfe\"]}")
    surrogate = b"{\"players\": [\"\\ud800\", \"7h 7d\"], \"board\": \"2c 3d 4h 5s 9c\"}"
    assert "\\ud800" in answer(surrogate)


def test_crlf_and_cr_only_line_endings_are_line_ends() -> None:
    good = json.dumps(GOOD).encode()
    for sep in (b"\r\n", b"\r", b"\n"):
        r = tutor_bytes("showdown", "-g", "holdem", "--jsonl", stdin=sep.join([good] * 3) + sep)
        out = r.stdout.decode("utf-8").splitlines()
        assert len(out) == 3, (sep, out)
        assert all(json.loads(x)["winners"] == [0] for x in out)


# ------------------------------------------------------------------ 3. quoting


def test_quote_escapes_and_shortens() -> None:
    assert quote("As") == "`As`"
    assert quote("\ud800") == "`\\ud800`"
    assert quote("a\x00b\n") == "`a\\x00b\\n`"
    long = quote("x" * 1_000_000)
    assert len(long) < 100 and long.endswith("…`")
    long.encode("utf-8")


def test_a_huge_bad_card_text_is_quoted_short() -> None:
    with pytest.raises(CardParseError) as info:
        parse_cards("Z" * 1_000_000)
    assert len(str(info.value)) < 250
