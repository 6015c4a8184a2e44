"""The "which suit brings in?" drill: the core decides, the suit is what decides, and the
feedback speaks to the learner's pick in the game's own suit order (en and ru)."""

from __future__ import annotations

import pytest

from tutor.bringin import bring_in
from tutor.cards import format_cards, suit_name
from tutor.games import GAME_IDS, BringInRule, get_game
from tutor.ui import kinds
from tutor.ui.models.drills.suit_bring_in import SuitBringInModel
from tutor.ui.widgets import make_model, make_view

STUD = [g for g in GAME_IDS if SuitBringInModel.fits(get_game(g))]
SEEDS = range(300)


def test_it_fits_the_stud_games_with_a_bring_in() -> None:
    assert {"stud7", "stud7-hilo", "razz", "soko"} <= set(STUD)
    assert "holdem" not in STUD and "omaha" not in STUD


@pytest.mark.parametrize("game", STUD)
def test_the_answer_is_the_cores_and_the_suit_decides(game: str) -> None:
    g = get_game(game)
    for seed in SEEDS:
        m = SuitBringInModel(game=game, seed=seed)
        core = bring_in(game, m.upcards)
        assert m.answer == core.seat and core.decided_by == "suit", (game, seed)
        ranks = [g.upcard_rank(up[0]) for up in m.upcards]
        extreme = min(ranks) if g.bring_in is BringInRule.LOWEST_UPCARD else max(ranks)
        assert ranks.count(extreme) >= 2 and ranks[m.answer] == extreme
        assert 3 <= len(m.upcards) <= min(6, g.players[1])


def _wrong_tied_pick(m: SuitBringInModel) -> int:
    g = m.game_obj
    rank = g.upcard_rank(m.upcards[m.answer][0])
    return next(s for s, up in enumerate(m.upcards)
                if s != m.answer and g.upcard_rank(up[0]) == rank)


@pytest.mark.parametrize(("game", "lang", "word"), [
    ("stud7", "en", "lower"), ("razz", "en", "higher"), ("stud7", "ru", "младше"),
    ("soko", "ru", "старше")])
def test_a_wrong_suit_is_named_with_both_cards_the_order_and_the_rule(
        game: str, lang: str, word: str) -> None:
    m = SuitBringInModel(game=game, seed=11, lang=lang)
    picked = _wrong_tied_pick(m)
    m.pick(picked)
    assert m.submit() is False
    mine, theirs = m.upcards[picked][0], m.upcards[m.answer][0]
    line, rule = m.feedback[-2:]
    assert format_cards([mine], "glyph") in line and format_cards([theirs], "glyph") in line
    assert word in line and m.game_obj.suit_order_text(lang) in line
    assert suit_name(theirs.suit, lang) in line and suit_name(mine.suit, lang) in line
    assert rule == bring_in(game, m.upcards).rule_text(lang)
    # a retry is allowed, and the right pick is then right
    m.handle("retry", "")
    m.pick(m.answer)
    assert m.submit() is True and m.ok is True


def test_a_pick_of_another_rank_says_only_the_extreme_rank_ties() -> None:
    m = SuitBringInModel(game="stud7", seed=4)
    g = m.game_obj
    rank = g.upcard_rank(m.upcards[m.answer][0])
    other = next((s for s, up in enumerate(m.upcards) if g.upcard_rank(up[0]) != rank), None)
    if other is None:
        pytest.skip("every seat tied")
    m.pick(other)
    m.submit()
    assert "lower in rank" in m.feedback[-2]


def test_the_registry_row_makes_it_with_the_common_drill_view() -> None:
    row = kinds.kind("suit-bring-in")
    assert row.judged and row.visit_seeded and row.route == "/suit-bring-in"
    assert row.title("en") == "Which suit brings in?"
    assert row.title("ru") == "Какая масть делает бринг-ин?"
    model = make_model("suit-bring-in", "razz", "ru", 3)
    view = make_view(model)
    html = view.parts()[0].content
    assert type(view).__name__ == "DrillView" and "Какая масть делает бринг-ин?" in html
    assert html.count('data-action="pick"') == len(model.upcards)
