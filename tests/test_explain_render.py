"""Explanations as data and their renderer: the players a clause names, the halves, the texts."""

from __future__ import annotations

import re

import pytest

from tests.golden.deals import GAMES, deals
from tutor.errors import TutorError
from tutor.explain import (
    _BUILDERS,
    _PARTS,
    _RENDERERS,
    _TEXTS,
    explain,
    explanation,
    render,
    render_parts,
)
from tutor.rankings import FAMILY_IDS, get_family
from tutor.showdown import Showdown, showdown


def _results(per_game: int = 40) -> list[Showdown]:
    out = []
    for game_id in GAMES:
        for d in deals(game_id)[:per_game]:
            players = d["players"]
            assert isinstance(players, list)
            board = d.get("board")
            assert board is None or isinstance(board, str)
            out.append(showdown(game_id, players, board))
    return out


RESULTS = _results()


def test_every_text_code_is_in_every_catalogue() -> None:
    from tutor.texts import LANGS, gettext_for

    for lang in LANGS[1:]:
        known = gettext_for(lang)._catalog  # type: ignore[attr-defined]
        for code, text in _TEXTS.items():
            key = (text[0], 0) if isinstance(text, tuple) else text
            assert text and key in known, (lang, code)
        for part in _PARTS.values():
            assert f"deciding part\x04{part}" in known, (lang, part)


def test_every_clause_kind_has_a_renderer_and_every_text_code_is_used() -> None:
    assert set(_BUILDERS) <= set(_RENDERERS)
    clauses = [c for r in RESULTS for c in (explanation(r).high, explanation(r).low) if c]
    assert {c.kind for c in clauses} <= set(_RENDERERS)
    codes = {c.rule for c in clauses} | {n for c in clauses for n in c.notes}
    family_rules = {"lowest-wins"}  # quoted from the family's own texts
    assert codes - family_rules <= set(_TEXTS)
    # the deals of the golden file reach most of the texts; the rest are in test_explain
    assert len(codes) >= 12, sorted(codes)


def test_the_clause_names_the_players_the_sentence_names() -> None:
    seen = 0
    for r in RESULTS:
        e = explanation(r)
        for clause in (e.high, e.low):
            if clause is None or not clause.players:
                continue
            seen += 1
            for base in (0, 1, 7):
                text = render(e, "en", first_player=base)
                for i in clause.players + clause.others:
                    assert re.search(rf"\b{i + base}\b", text), (text, clause)
    assert seen > 20


def test_first_player_moves_only_the_player_numbers() -> None:
    r = showdown("draw5", ["Kh Kd 7c 5s 2h", "Ks Kc 7d 5h 2d"])
    e = explanation(r)
    assert e.high.players == (0, 1)
    assert render(e, first_player=1) == (
        "5-card draw: players 1 and 2 tie with equal hands (one pair) and split the pot.")
    assert render(e, "ru", first_player=1) == (
        "Пятикарточное дро: игроки 1 и 2 делят банк: у них равные руки (пара).")
    soko = explanation(showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"]))
    # the counts in the sentence are not player numbers
    assert render(soko, first_player=1) == render(soko)


def test_no_low_names_who_has_a_low_and_who_has_not() -> None:
    r = showdown("stud7-hilo", ["Ah 2h 3d 4c 6s Kd Kc", "9s 9d Ts Js Qh Kh 2c",
                                "As 2d 3h 4s 6d Qd Qs"])
    e = explanation(r)
    assert e.low is not None and e.low.kind == "no-low"
    assert set(e.low.players) | set(e.low.others) == {0, 1, 2}
    assert e.low.players == (0, 2) and e.low.others == (1,)
    assert "only players 1 and 3 have a qualifying low 6-4-3-2-A; player 2 cannot" in (
        render(e, first_player=1))
    assert "только у игроков 0 и 2; у игрока 1 нет" in render(e, "ru")


def test_render_parts_are_the_two_halves_of_the_sentence() -> None:
    hilo = [r for r in RESULTS if r.game.is_hilo]
    assert len(hilo) > 50
    for r in hilo:
        e = explanation(r)
        for lang, marks in (("en", (" — high: ", "; low: ")), ("ru", (" — хай: ", "; лоу: "))):
            high, low = render_parts(e, lang, first_player=1)
            assert low is not None
            sentence = render(e, lang, first_player=1)
            a, b = sentence.split(marks[0], 1)[1].split(marks[1], 1)
            assert high == a[:1].upper() + a[1:] + "."
            assert low == b[:1].upper() + b[1:]


def test_render_parts_of_a_plain_game_is_the_sentence_without_the_game_name() -> None:
    for r in RESULTS:
        if r.game.is_hilo:
            continue
        e = explanation(r)
        for lang in ("en", "ru"):
            high, low = render_parts(e, lang)
            assert low is None
            rest = explain(r, lang).removeprefix(r.game.short_name(lang) + ": ")
            assert high == rest[:1].upper() + rest[1:]


def test_the_lowball_rule_comes_from_the_family() -> None:
    r = showdown("triple-draw-27", ["7h 5c 4d 3s 2h", "8s 8c 4h 3d 2d"])
    e = explanation(r)
    assert e.high.kind == "category"
    assert e.high.notes == ("lowest-wins",) and e.high.family == "deuce-seven"
    assert get_family("deuce-seven").text("lowest-wins") in render(e)
    assert "the lowest hand wins" in render(e)
    assert "самая младшая рука" in render(e, "ru")
    # the high families say nothing of it: a better category there is told by its rarity
    assert all(not get_family(f).text("lowest-wins") for f in FAMILY_IDS
               if not get_family(f).low)


def test_low_families_say_so() -> None:
    assert {f for f in FAMILY_IDS if get_family(f).low} == {"deuce-seven", "eight-low", "razz"}


def test_a_bad_language_is_named() -> None:
    e = explanation(RESULTS[0])
    for call in (lambda: render(e, "fr"), lambda: render_parts(e, "fr")):
        with pytest.raises(TutorError, match="unknown language `fr`; use en or ru"):
            call()
