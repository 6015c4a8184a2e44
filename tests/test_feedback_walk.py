"""Every judged drill kind × every game it fits, a deliberately wrong pick.

For each pair (and both languages) a few tasks are dealt and answered wrongly on
purpose; the feedback must name the learner's pick, and its rule sentence must be the
game's own: no high-game sentence ("the highest showing hand acts first", "High card")
in a game whose hands are lows (Razz, 2-7 triple draw), nor in a hi-lo game's low half.
Model tests only (no browser): the sentences are the ones the views show.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

import pytest

pytest.importorskip("param")

from tutor.games import GAME_IDS, get_game
from tutor.ui.models.drills import DRILL_KINDS, drill_class
from tutor.ui.models.quiz import QuizModel

TASKS = 6
"""Tasks answered wrongly per kind, game and language."""

HIGH_GAME_WORDS = {
    "en": ("highest showing hand acts first", "High card", "high card", "can make more"),
    "ru": ("первым ходит старшая открытая", "Старшая карта", "старшая карта"),
}
"""Sentences a low game's feedback must never hold (they teach the high game's rule).

Name the hand is the exception for the category's name: its choices are the family's own
ladder names, and 2-7's ladder does call a hand without pair, straight or flush "High card"
(its definition says "the lower, the better")."""


def _bad_words(kind: str, lang: str) -> tuple[str, ...]:
    words = HIGH_GAME_WORDS[lang]
    if kind == "name-hand":
        return tuple(w for w in words if w.lower() not in ("high card", "старшая карта"))
    return words


def _wrong_name_hand(m: Any) -> str:
    i = next(i for i, c in enumerate(m.choices) if c != m.answer)
    m.pick(i)
    return str(m.label(m.choices[i]))


def _wrong_which_cards(m: Any) -> str:
    fam, best = m.family, m.family.strength(list(m.best))
    for five in combinations(range(len(m.all_cards)), 5):
        cards = [m.all_cards[i] for i in five]
        if fam.strength(cards) != best:
            for i in five:
                m.toggle(i)
            return "__five__"
    pytest.skip("every five is equal")


def _wrong_choice(m: Any) -> str:
    i = next(i for i, c in enumerate(m.choices) if c != m.answer)
    m.pick(i)
    return str(m.choice_label(m.choices[i]))


def _wrong_seat(m: Any) -> str:
    seat = (m.answer + 1) % len(m.upcards)
    m.pick(seat)
    return m.t("player_n", n=seat + 1).split()[-1]  # the seat's number


def _wrong_door(m: Any) -> str:
    seat = (m.answer + 1) % len(m.upcards)
    m.pick(seat)
    return str(m.upcards[seat][0].glyph)  # the learner's own door card


def _wrong_shares(m: Any) -> str:
    shares = list(m.result().shares)
    wrong = [shares[-1], *shares[:-1]] if len(set(shares)) > 1 else [s + 1 for s in shares]
    m.enter_shares([str(x) for x in wrong])
    return ", ".join(str(s + 1) for s in range(len(shares)) if wrong[s] != shares[s])


def _wrong_bet(m: Any) -> str:
    if m.question == "judge":
        m.pick(1 if m.answer_legal() else 0)
        return str(m.proposal_text())
    m.entered = str(m.answer_amount() + 1)
    return m.entered


WRONG: dict[str, Callable[[Any], str]] = {
    "name-hand": _wrong_name_hand, "which-cards": _wrong_which_cards,
    "is-low": _wrong_choice, "bring-in": _wrong_seat, "suit-bring-in": _wrong_door,
    "split-pot": _wrong_shares,
    "legal-bet": _wrong_bet,
}
"""How to answer each judged drill wrongly; returns what the feedback must name."""


def _pairs() -> list[tuple[str, str]]:
    return [(kind, game) for kind in DRILL_KINDS if kind in WRONG
            for game in GAME_IDS if drill_class(kind).fits(get_game(game))]


def _low_game(m: Any) -> bool:
    """Is the hand the learner is judged on a low (a low game, or a hi-lo low half)?"""
    g = m.game_obj
    return bool(g.main.low) or getattr(m, "half", "high") == "low"


def test_every_judged_drill_kind_is_walked() -> None:
    assert {kind for kind, _ in _pairs()} == set(WRONG)
    assert set(DRILL_KINDS) - set(WRONG) == {"barrel-hand"}  # a game, judged on its split


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("kind", "game"), _pairs())
def test_a_wrong_pick_is_named_and_the_rule_is_the_games_own(kind: str, game: str,
                                                             lang: str) -> None:
    m = drill_class(kind)(game=game, seed=3, lang=lang)
    for n in range(TASKS):
        m.number = n
        m.deal()
        named = WRONG[kind](m)
        assert m.submit() is False, (kind, game, n)
        text = " ".join(m.feedback)
        if named == "__five__":  # which cards: the five are named, or Omaha's count of them
            from tutor.ui.models.drills.which_cards import low_ranks

            no_low = m.half == "low" and m.family.strength(m.chosen()) <= 0
            named = ("" if "Omaha" in text or "Омах" in text else
                     low_ranks(m.chosen()) if no_low else m._name(m.chosen()))
        assert named in text, (kind, game, n, named, text)
        if _low_game(m):
            for bad in _bad_words(kind, lang):
                assert bad not in text, (kind, game, n, bad, text)
        m.reveal()
        if _low_game(m):
            revealed = " ".join(m.feedback)
            for bad in _bad_words(kind, lang):
                assert bad not in revealed, (kind, game, n, bad, revealed)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", [g for g in GAME_IDS
                                  if g in QuizModel.param.game.objects])
def test_the_quiz_names_a_wrong_pick_in_every_game(game: str, lang: str) -> None:
    m = QuizModel(game=game, seed=3, lang=lang)
    for _ in range(TASKS):
        q = m.question
        wrong = next((i for i in range(len(q.hands)) if i not in q.winners), None)
        if wrong is None:  # everyone ties: no wrong pick on this deal
            m.next()
            continue
        m.toggle(wrong)
        if m.is_hilo:  # the low half answered right: the wrong high pick alone is judged
            lows = sorted(q.outcome.low_winners or [])
            if lows:
                m.toggle(lows[0], "low")
            else:
                m.no_low = True
        m.submit()
        lines = " ".join(m.pick_feedback())
        pick = "Your pick, Hand" if lang == "en" else "Ваш выбор, рука"
        assert f"{pick} {wrong + 1}" in lines, (game, lines)
        if get_game(game).main.low:
            for bad in HIGH_GAME_WORDS[lang]:
                assert bad not in lines, (game, bad, lines)
        m.next()
