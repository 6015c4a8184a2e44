"""Fuzz stage: random text, bytes and JSON into every CLI command and ``--jsonl``,
random URL queries into every app model.

The property, everywhere: exit 2 (bad input, one message) or a valid answer; one answer
line per input line; output that is valid UTF-8; never a traceback. The commands run
in this process (``tutor.cli.main`` with real byte streams behind ``sys.stdin``/``stdout``),
so hundreds of inputs fit in about a minute. Marked ``fuzz``: only its own stage of
``scripts/test.sh`` runs it (``-m fuzz``). In CI (``CI`` set) hypothesis is derandomized
(tests/conftest.py), so a failure there is a reproducible counter-example.

Among them: Raspisnoy's four questions (``--jsonl`` and options), ``pots``, ``bring-in``,
and the Double Barrel and Raspisnoy ``--human`` games.

Not fuzzed: ``build``, ``serve``, ``bench-site`` and ``apps`` (each starts a build or a
server; their argument errors are covered in tests/test_hostile_small.py), and ``bench``
beyond its options (a valid run takes seconds).
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, quote_plus

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import texts
from tutor.cli import main
from tutor.games import GAME_IDS, get_game

pytestmark = pytest.mark.fuzz

def fuzz(examples: int) -> settings:
    """Settings of one fuzz test: ``examples`` inputs, no per-input deadline."""
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# ------------------------------------------------------------------ strategies

CARDS = [r + s for r in "23456789TJQKA" for s in "cdhs"]
ODD = ["10h", "T♠", "a♥", "K\u212a", "\u212as", "A\u017f", "Zz", "", "|", ",", ";", "\t",
       "\x00", "\ud800", "\udcff", "９c", "½", "\u0301", "1" * 50, "As" * 30, "💥", "\r"]
any_char = st.characters(codec=None, exclude_categories=())  # surrogates included
noisy_cards = st.lists(st.one_of(st.sampled_from(CARDS), st.sampled_from(ODD),
                                 st.text(any_char, max_size=4)), max_size=10).map(" ".join)
real_cards = st.integers(1, 9).flatmap(
    lambda k: st.lists(st.sampled_from(CARDS), min_size=k, max_size=k, unique=True)
).map(" ".join)
card_text = st.one_of(real_cards, noisy_cards)
eight_cards = st.lists(st.sampled_from(CARDS), min_size=8, max_size=8, unique=True).map(" ".join)
wild_text = st.one_of(card_text, st.text(any_char, max_size=40))
json_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | wild_text,
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(wild_text, kids, max_size=4),
    max_leaves=12)
showdown_obj = st.fixed_dictionaries(
    {"players": st.one_of(st.lists(card_text, max_size=7), json_value)},
    optional={"board": st.one_of(card_text, json_value), "extra": json_value})


def _line_bytes(obj: Any, mangle: int) -> bytes:
    raw = json.dumps(obj, ensure_ascii=mangle % 2 == 0).encode("utf-8", "surrogatepass")
    if mangle % 5 == 1:
        raw = raw[: len(raw) // 2]  # cut short
    elif mangle % 5 == 2:
        raw = raw.replace(b"s", b"\xff", 1)  # not UTF-8
    elif mangle % 5 == 3:
        raw = b"[" * (mangle * 997 % 20_000) + raw  # deep nesting
    return raw.replace(b"\n", b"").replace(b"\r", b"")


jsonl_line = st.one_of(
    st.builds(_line_bytes, showdown_obj, st.integers(0, 1000)),
    st.binary(max_size=60).map(lambda b: b.replace(b"\n", b"").replace(b"\r", b"")),
)

# ------------------------------------------------------------------ running


@dataclass
class Run:
    code: int
    out: str
    err: str


@contextlib.contextmanager
def _streams(stdin: bytes) -> Iterator[tuple[io.BytesIO, io.BytesIO]]:
    out, err = io.BytesIO(), io.BytesIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    sys.stdout = io.TextIOWrapper(out, encoding="utf-8", errors="strict", write_through=True)
    sys.stderr = io.TextIOWrapper(err, encoding="utf-8", errors="backslashreplace",
                                  write_through=True)
    wrappers = sys.stdin, sys.stdout, sys.stderr
    try:
        yield out, err
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        for w in wrappers:
            with contextlib.suppress(ValueError):
                w.flush()
            w.detach()  # keep the BytesIO open to read it


def run(argv: list[str], stdin: bytes = b"") -> Run:
    """``tutor argv`` in this process; a traceback or non-UTF-8 output fails the test."""
    with _streams(stdin) as (out, err):
        try:
            code = main(argv)
        except SystemExit as stop:  # argparse
            code = stop.code if isinstance(stop.code, int) else 2
    result = Run(code, out.getvalue().decode("utf-8"), err.getvalue().decode("utf-8"))
    assert "Traceback" not in result.err
    assert code in (0, 2), (argv, code, result.err[-500:])
    if code == 2:
        assert result.err.strip(), f"exit 2 without a message: {argv}"
        assert len(result.err) < 4000, "the message quotes too much"
    return result


def _argv_text(text: str) -> str:
    # An argument from the OS never holds NUL, and a bad byte arrives as a lone surrogate.
    return text.replace("\x00", "")


# ------------------------------------------------------------------ the CLI


@fuzz(300)
@given(st.sampled_from([*GAME_IDS, "poker", "HOLDEM", "\u212a"]),
       st.lists(card_text, min_size=0, max_size=4), st.one_of(st.none(), card_text),
       st.booleans(), st.sampled_from(["en", "ru", "de", "\ud800"]))
def test_showdown(game: str, players: list[str], board: str | None, as_json: bool,
                  lang: str) -> None:
    argv = ["showdown", "-g", _argv_text(game), "-l", lang]
    for p in players:
        argv += ["-p", _argv_text(p)]
    if board is not None:
        argv += ["-b", _argv_text(board)]
    if as_json:
        argv.append("--json")
    r = run(argv)
    if r.code == 0:
        if as_json:
            data = json.loads(r.out)
            assert "winners" in data or "high" in data
        else:
            assert r.out.strip()


@fuzz(200)
@given(st.sampled_from(GAME_IDS), st.lists(jsonl_line, min_size=1, max_size=8),
       st.sampled_from([b"\n", b"\r\n", b"\r"]))
def test_jsonl_one_answer_per_line(game: str, lines: list[bytes], end: bytes) -> None:
    r = run(["showdown", "-g", game, "--jsonl"], stdin=end.join(lines) + end)
    assert r.code == 0
    answers = r.out.split("\n")
    assert answers[-1] == ""
    assert len(answers) - 1 == len(lines)
    for a in answers[:-1]:
        data = json.loads(a)
        assert isinstance(data, dict) and data
        if "error" in data:
            assert isinstance(data["error"], str) and len(a) < 1000


SMALL_DECK_GAMES = [g for g in GAME_IDS if get_game(g).deck.size < 52]


@fuzz(30)
@given(st.sampled_from([*SMALL_DECK_GAMES, "nope", "\ud800"]), st.booleans(),
       st.sampled_from(["en", "ru", "x"]))
def test_stats_and_games(game: str, as_json: bool, lang: str) -> None:
    # 52-card games are left out: each enumeration takes seconds (tests/test_stats.py has them)
    flag = ["--json"] if as_json else []
    for argv in (["stats", "-g", game, "-l", lang, *flag], ["games", "-l", lang, *flag]):
        r = run(argv)
        if r.code == 0 and as_json:
            json.loads(r.out)


@fuzz(80)
@given(st.one_of(eight_cards, card_text), st.one_of(st.none(), card_text),
       st.one_of(st.none(), card_text),
       st.one_of(st.none(), st.text(st.sampled_from("0123456789-+ x٣"), max_size=6)),
       st.booleans())
def test_split(cards: str, dead: str | None, mine: str | None, top: str | None,
               as_json: bool) -> None:
    argv = ["split", _argv_text(cards) or "-"]
    if dead is not None:
        argv += ["--dead", _argv_text(dead)]
    if mine is not None:
        argv += ["--mine", _argv_text(mine)]
    if top is not None:
        argv += [f"--top={top}"]
    if as_json:
        argv.append("--json")
    r = run(argv)
    if r.code == 0:
        if as_json:
            assert len(json.loads(r.out)["splits"]) == 35
        else:
            assert "Best split" in r.out


@fuzz(60)
@given(st.integers(0, 50), st.lists(st.one_of(
    st.sampled_from(["call", "fold", "c", "f", "bet 1", "bet 2", "raise 2", "raise 4",
                     "bet 2.0", "bet 1/0", "raise " + "9" * 5000, "check", ""]),
    card_text, st.text(any_char, max_size=20)), max_size=12), st.sampled_from(["en", "ru"]))
def test_play_with_a_human(seed: int, lines: list[str], lang: str) -> None:
    stdin = "\n".join(lines).encode("utf-8", "surrogatepass") + b"\n"
    with _streams(stdin) as (out, err):
        code = main(["play", "double-barrel", "--players", "3", "--seed", str(seed),
                     "--human", "0", "--lang", lang])
    text, errors = out.getvalue().decode("utf-8"), err.getvalue().decode("utf-8")
    assert "Traceback" not in errors
    # 1: the input ended before the hand was over (said on stderr); 0: a whole hand
    assert code in (0, 1), errors
    ended = texts._("tutor play: input ended before the hand was over", lang)
    assert code == 0 or ended in errors
    assert text.strip()


@fuzz(80)
@given(st.sampled_from(["split", "bench", "play", "showdown", "stats", "games", "zzz"]),
       st.lists(st.one_of(st.sampled_from(["--top", "--trials", "--opponents", "--seed",
                                           "--n", "--repeat", "--players", "--human",
                                           "--button", "--bots", "-g", "--lang", "--json"]),
                          st.text(any_char, max_size=12),
                          st.integers(-10**6, 10**6).map(str),
                          st.just("9" * 5000)), max_size=6))
def test_any_options(command: str, rest: list[str]) -> None:
    argv = [command, *map(_argv_text, rest)]
    if command == "bench" and not any(a.startswith("-") and a not in ("--json",) for a in rest):
        return  # a bench with valid options measures for seconds
    if command == "bench":
        argv += ["--quick", "--section", "five-card", "--n", "50", "--repeat", "1"]
    if command == "split":
        argv += ["--trials", "2"] if "--trials" not in rest else []
    run(argv)


# ---------------------------------------------------------------- Raspisnoy, pots, bring-in

RASP_CARDS = [r + s for r in "6789TJQKA" for s in "cdhs"] + ["joker", "10h", "Ah"]
rasp_cards = st.one_of(
    st.lists(st.sampled_from(RASP_CARDS), max_size=13).map(" ".join), noisy_cards)
rasp_suit = st.one_of(st.sampled_from(["s", "h", "d", "c", "♥", "none", "\u212a"]), wild_text)
rasp_call = st.one_of(st.sampled_from(["highest", "lowest", "top-trumps", "top:h", "lowest:s",
                                       "top:", ":", "top:\u212a"]), wild_text)
small_int = st.one_of(st.integers(-3, 40), st.integers(), st.floats(), st.booleans(),
                      st.none(), wild_text)
RASP_QUESTIONS = {
    "legal": st.fixed_dictionaries({"hand": st.one_of(rasp_cards, json_value),
                                    "trump": st.one_of(rasp_suit, st.none(), json_value)},
                                   optional={"trick": st.one_of(rasp_cards, json_value),
                                             "joker_lead": st.one_of(rasp_call, json_value)}),
    "trick": st.fixed_dictionaries({"cards": st.one_of(rasp_cards, json_value),
                                    "trump": st.one_of(rasp_suit, st.none())},
                                   optional={"joker": st.one_of(
                                       st.fixed_dictionaries({"as": rasp_call}), json_value)}),
    "score": st.fixed_dictionaries({}, optional={
        "preset": st.one_of(st.sampled_from("ABCDabz"), json_value),
        "deal": st.one_of(st.sampled_from(["ordinary", "no-trump", "blind", "misere", "golden",
                                           "lobovaya", "x"]), json_value),
        "cards": small_int, "bid": small_int, "took": small_int}),
    "schedule": st.fixed_dictionaries({}, optional={"players": small_int}),
}


@fuzz(200)
@given(st.sampled_from(sorted(RASP_QUESTIONS)), st.data(),
       st.sampled_from([b"\n", b"\r\n", b"\r"]), st.sampled_from(["en", "ru"]))
def test_raspisnoy_jsonl_one_answer_per_line(command: str, data: st.DataObject, end: bytes,
                                             lang: str) -> None:
    objs = data.draw(st.lists(RASP_QUESTIONS[command], min_size=1, max_size=6))
    lines = [_line_bytes(o, data.draw(st.integers(0, 1000))) for o in objs]
    lines += data.draw(st.lists(jsonl_line, max_size=2))
    r = run(["raspisnoy", command, "--jsonl", "--lang", lang], stdin=end.join(lines) + end)
    assert r.code == 0
    answers = r.out.split("\n")
    assert answers[-1] == "" and len(answers) - 1 == len(lines)
    for a in answers[:-1]:
        answer = json.loads(a)
        assert isinstance(answer, dict) and answer
        if "error" in answer:
            assert isinstance(answer["error"], str) and len(a) < 1000


@fuzz(150)
@given(st.sampled_from(["legal", "trick", "score", "schedule"]),
       st.lists(st.one_of(st.sampled_from(["--hand", "--trick", "--trump", "--joker-lead",
                                           "--cards", "--joker", "--preset", "--deal",
                                           "--bid", "--took", "--players", "--json",
                                           "--lang"]),
                          rasp_cards, rasp_suit, rasp_call,
                          st.integers(-10, 40).map(str), st.just("9" * 5000)), max_size=10))
def test_raspisnoy_questions_from_options(command: str, rest: list[str]) -> None:
    r = run(["raspisnoy", command, *map(_argv_text, rest)])
    assert "\x1b" not in r.err


amount = st.one_of(st.integers(-5, 500).map(str), st.sampled_from(
    ["３０", "٣٠", "1_000", "1e3", "0x10", "+5", " 7 ", "9" * 5000, "-", "none", "\x1b"]),
    st.text(any_char, max_size=6))


@fuzz(150)
@given(st.sampled_from([*GAME_IDS, "nope"]), st.lists(amount, max_size=7),
       st.lists(amount, max_size=7), st.one_of(st.none(), st.lists(amount, max_size=7)),
       st.sampled_from(["en", "ru"]), st.booleans())
def test_pots(game: str, put: list[str], high: list[str], low: list[str] | None, lang: str,
              as_json: bool) -> None:
    argv = ["pots", "--game", game, "--lang", lang]
    argv += ["--put", *map(_argv_text, put)] if put else []
    argv += ["--high", *map(_argv_text, high)] if high else []
    argv += ["--low", *map(_argv_text, low)] if low else []
    r = run([*argv, *(["--json"] if as_json else [])])
    if r.code == 0 and as_json:
        data = json.loads(r.out)
        assert sum(data["shares"]) == data["total"]


STUD = ["stud7", "stud7-hilo", "razz", "soko", "americana", "telesina", "holdem"]


@fuzz(150)
@given(st.sampled_from(STUD), st.lists(card_text, min_size=1, max_size=10),
       st.one_of(st.none(), amount), st.one_of(st.none(), amount), st.booleans())
def test_bring_in(game: str, upcards: list[str], street: str | None, dealer: str | None,
                  as_json: bool) -> None:
    argv = ["bring-in", "--game", game, *(_argv_text(u) or "-" for u in upcards)]
    argv += [f"--street={_argv_text(street)}"] if street is not None else []
    argv += [f"--dealer={_argv_text(dealer)}"] if dealer is not None else []
    r = run([*argv, *(["--json"] if as_json else [])])
    if r.code == 0 and as_json:
        data = json.loads(r.out)
        assert 0 <= data["seat"] < len(upcards)


@fuzz(40)
@given(st.integers(0, 50), st.lists(st.one_of(
    st.sampled_from(["0", "1", "2", "b1", "pass", "пас", "-1", "３", "1_0", "²",
                     "9" * 5000, "7s:top-trumps", "joker:lowest", "7s:top:h", "Ah", "\x1b[2J"]),
    rasp_cards, st.text(any_char, max_size=20)), max_size=14),
    st.sampled_from(["en", "ru"]), st.sampled_from(["\n", "\r", "\r\n"]))
def test_play_raspisnoy_with_a_human(seed: int, lines: list[str], lang: str, end: str) -> None:
    stdin = end.join(lines).encode("utf-8", "surrogatepass") + end.encode()
    with _streams(stdin) as (out, err):
        code = main(["play", "raspisnoy", "--players", "3", "--deals", "2", "--seed", str(seed),
                     "--human", "0", "--lang", lang])
    text, errors = out.getvalue().decode("utf-8"), err.getvalue().decode("utf-8")
    assert "Traceback" not in errors and "\x1b" not in text
    assert code in (0, 1), errors
    assert code == 0 or "input ended" in errors or "ввод кончился" in errors
    assert text.strip()


# ------------------------------------------------------------------ app models


query_value = st.one_of(wild_text, st.just("9" * 5000), st.integers().map(str),
                        st.sampled_from(GAME_IDS), st.sampled_from(["en", "ru", "RU"]),
                        st.sampled_from(["quiz/holdem", "rasp-bid/raspisnoy", "split/soko",
                                         "games/holdem/", "name-hand/razz"]))
query = st.lists(st.tuples(st.sampled_from(["game", "lang", "seed", "p", "b", "x", "p",
                                            "items", "lesson"]),
                           query_value), max_size=8)


@fuzz(200)
@given(st.sampled_from(["ladder", "quiz", "split", "explain", "check"]), query)
def test_app_models_take_any_url_query(kind: str, pairs: list[tuple[str, str]]) -> None:
    pytest.importorskip("panel")
    from tutor.ui.strings import LANGS
    from tutor.ui.widgets import apply_query, make_model

    search = "?" + "&".join(f"{quote_plus(k)}={quote_plus(v, errors='surrogatepass')}"
                            for k, v in pairs)
    model = make_model(kind)
    apply_query(model, {k: list(v) for k, v in parse_qs(search[1:]).items()})
    assert model.lang in LANGS
    for name in ("error", "hand_errors", "board_error"):
        value = getattr(model, name, "")
        json.dumps(value, ensure_ascii=False).encode("utf-8")  # shown text: valid UTF-8
