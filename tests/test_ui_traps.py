"""Expert tags say what really decided, and expert deals rotate traps."""

from __future__ import annotations

from itertools import combinations

import pytest

from tutor.cards import ACE
from tutor.games import GAME_IDS, get_game
from tutor.ui.models.quiz import QuizModel, hinges_for

pytest.importorskip("param")


def _ace_low_run_in(cards: tuple, low_rank: int) -> bool:
    """An ace playing low in a run: the ace with the deck's two lowest ranks."""
    ranks = {c.rank for c in cards}
    return ACE in ranks and {low_rank, low_rank + 1} <= ranks


def _check_tag(game_id: str, q) -> None:
    game = get_game(game_id)
    out = q.outcome
    step = out.deciding
    if q.hinge == "ace-low":
        sides = [i for i in (step.winner, step.loser) if i is not None]
        assert any(_ace_low_run_in(out.hands[i].high.cards, game.deck.low_rank)
                   for i in sides), (game_id, q.hands, q.board)
    elif q.hinge == "kicker" and game.main.low and step.kind == "low-card":
        # a low hand read from the top: the top cards tie and a lower card decides
        win, lose = out.hands[step.winner].high, out.hands[step.loser].high
        assert win.steps[0].value == lose.steps[0].value, (game_id, q.hands)
    elif q.hinge in ("kicker", "suit"):
        assert step.kind == q.hinge
    elif q.hinge == "heads-up":
        assert step.kind == "heads-up-exception"
    elif q.hinge == "omaha-two":
        fam = game.main
        naive = [max(fam.strength(f) for f in combinations([*h, *q.board], 5)) for h in q.hands]
        assert {i for i, s in enumerate(naive) if s == max(naive)} != set(q.winners)
    elif q.hinge == "low-trap":
        win = sorted((c.rank for c in out.hands[min(q.winners)].high.cards), reverse=True)
        assert any(h.high.category in ("straight", "flush", "straight-flush")
                   and sorted((c.rank for c in h.high.cards), reverse=True) < win
                   for h in out.hands)
    elif q.hinge == "vela":
        own = [game.main.best_strength(h, 5) for h in q.hands]
        assert {i for i, s in enumerate(own) if s == max(own)} != set(q.winners)
    elif q.hinge == "hidden-pair":
        cards = out.hands[step.winner].high.cards
        assert len({c.rank for c in cards}) < len(cards)
        assert step.kind == "category"
    elif q.hinge == "counterfeit":
        assert game.is_hilo


@pytest.mark.parametrize("game_id", ["soko", "holdem", "shortdeck36", "double-barrel",
                                     "draw32", "americana"])
def test_ace_low_tag_only_when_an_ace_low_run_decided(game_id: str) -> None:
    for seed in range(12):
        m = QuizModel(game=game_id, level="expert", seed=seed)
        for _ in range(3):
            _check_tag(game_id, m.question)
            m.next()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_expert_mode_rotates_through_every_trap_before_repeating(game_id: str) -> None:
    kinds = hinges_for(get_game(game_id))
    m = QuizModel(game=game_id, level="expert", seed=3)
    seen = []
    for _ in range(len(kinds)):
        _check_tag(game_id, m.question)
        seen.append(m.question.hinge)
        m.next()
    assert sorted(seen) == sorted(kinds), f"{game_id}: {seen}"


def test_each_game_has_its_own_traps() -> None:
    assert "low-trap" in hinges_for(get_game("triple-draw-27"))
    assert "vela" in hinges_for(get_game("telesina"))
    assert "hidden-pair" in hinges_for(get_game("double-barrel"))
    assert "ace-low" in hinges_for(get_game("double-barrel"))  # A-2-3 runs
    assert "suit" in hinges_for(get_game("draw32"))
