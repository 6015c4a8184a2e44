"""The Raspisnoy drills' and game's models in plain Python (no browser)."""

from __future__ import annotations

import pytest

from tutor.raspisnoy.bots import bot_action
from tutor.raspisnoy.cards import is_joker
from tutor.raspisnoy.game import Phase
from tutor.raspisnoy.play import explain
from tutor.raspisnoy.schedule import DealKind
from tutor.raspisnoy.scoring import Preset
from tutor.ui.models.rasp_drills import (
    CARD_KEYS,
    RaspBidModel,
    RaspLegalModel,
    RaspScoreModel,
    RaspTrickModel,
    points_text,
)
from tutor.ui.models.rasp_game import HUMAN, RaspGameModel

SEEDS = range(30)

# ---------------------------------------------------------------- which cards may you play?


@pytest.mark.parametrize("seed", SEEDS)
def test_legal_drill_right_answer_and_named_rules_for_wrong_cards(seed: int) -> None:
    m = RaspLegalModel(seed=seed)
    q = m.question
    for i in range(len(q.hand)):  # select everything: every refused card is a mistake
        m.toggle(i)
    assert m.submit() is (not q.legality.refused)
    lines = m.feedback()
    assert len(lines) == len(q.hand)
    for (ok, text), c in zip(lines, q.hand, strict=True):
        refusal = q.legality.refused.get(c)
        if refusal is not None:
            assert not ok and explain(refusal, "en") in text
        else:
            assert ok
    m.next()
    for i, c in enumerate(m.question.hand):
        if c in m.question.legality.legal:
            m.handle_key(CARD_KEYS[i])
    m.handle_key("Enter")
    assert m.correct is True and m.checked
    m.handle_key("Enter")
    assert not m.checked and m.number == 2


def test_legal_drill_meets_joker_leads_and_jokers_in_hand() -> None:
    leads, in_hand = set(), 0
    for seed in range(80):
        q = RaspLegalModel(seed=seed).question
        if is_joker(q.trick[0].card):
            assert q.trick[0].call is not None
            leads.add(q.trick[0].call.mode)
        in_hand += any(is_joker(c) for c in q.hand)
    assert len(leads) == 3 and in_hand >= 5


def test_legal_drill_in_russian_and_empty_answer() -> None:
    m = RaspLegalModel(seed=4, lang="ru")
    assert m.submit() is None and m.error == "Сначала отметьте хотя бы одну карту."
    m.toggle(0)
    m.submit()
    assert all(any(ch in t for ch in "абвгдеёжзийклмнопрстуфхцчшщыэюя") for _, t in
               m.feedback())


# ---------------------------------------------------------------- who takes this trick?


@pytest.mark.parametrize("seed", SEEDS)
def test_trick_drill(seed: int) -> None:
    m = RaspTrickModel(seed=seed)
    q = m.question
    wrong = (q.result.winner + 1) % len(q.trick)
    m.pick(wrong)
    assert m.submit() is False and explain(q.result, "en") in m.answer_text()
    m.next()
    m.handle_key(CARD_KEYS[m.question.result.winner])
    assert m.submit() is True and m.score == 1 and m.asked == 2


def test_trick_drill_includes_joker_tricks() -> None:
    codes = {RaspTrickModel(seed=s).question.result.code for s in range(120)}
    assert {"joker-led-top-wins", "joker-highest-wins", "highest-trump-wins",
            "highest-of-led-wins"} <= codes


# ---------------------------------------------------------------- bid as the dealer


@pytest.mark.parametrize("seed", SEEDS)
def test_bid_drill(seed: int) -> None:
    m = RaspBidModel(seed=seed)
    q = m.question
    for b in q.options.refused:
        m.handle_key(str(b)) if b <= 9 else m.toggle(b)
    assert m.submit() is True
    assert all(ok for ok, _ in m.feedback())
    m.next()
    assert m.submit() is (not m.question.options.refused)
    if m.question.options.refused:
        assert any(not ok and "too" in text for ok, text in m.feedback())


def test_bid_drill_meets_the_dealer_example_and_the_third_pass() -> None:
    codes = set()
    example = False
    for seed in range(120):
        q = RaspBidModel(seed=seed).question
        codes |= {r.code for r in q.options.refused.values()}
        example |= 0 in q.options.refused and q.options.refused[0].code == "dealer-sum"
    assert codes == {"dealer-sum", "third-pass"} and example


# ---------------------------------------------------------------- score this deal


@pytest.mark.parametrize("seed", SEEDS)
def test_score_drill_right_answers_typed_like_a_person(seed: int) -> None:
    m = RaspScoreModel(seed=seed)
    for i, s in enumerate(m.question.scores(Preset.D)):
        m.set_answer(i, points_text(s.points).replace(".", ","))
    assert m.submit() is True
    assert all(ok for ok, _ in m.feedback())
    assert [p for p, _ in m.comparison()] == ["A", "B", "C", "D"]


def test_score_drill_wrong_and_unreadable_answers() -> None:
    m = RaspScoreModel(seed=2)
    n = len(m.question.took)
    for i in range(n):
        m.set_answer(i, "1000")
    m.set_answer(n - 1, "lots")
    assert m.submit() is None and f"Player {n}" in m.error and "lots" in m.error
    m.set_answer(n - 1, "1000")
    assert m.submit() is False
    assert all(not ok and "you wrote 1000" in text for ok, text in m.feedback())


def test_score_drill_preset_changes_the_answer() -> None:
    for seed in range(200):
        m = RaspScoreModel(seed=seed)
        q = m.question
        if q.scores(Preset.A) != q.scores(Preset.D):
            for i, s in enumerate(q.scores(Preset.D)):
                m.set_answer(i, str(s.points_json))
            m.preset = "A"
            assert m.submit() is False
            return
    pytest.fail("no deal scored differently under A and D")


# ---------------------------------------------------------------- the whole game


def _play_through(m: RaspGameModel) -> None:
    g = m.state
    while not g.done:
        assert m.my_turn
        act = bot_action(g)
        if act.bid is not None:
            m.bid(act.bid)
        else:
            assert act.play is not None
            i = g.hands[HUMAN].index(act.play.card)
            m.choose_card(i)
            if is_joker(act.play.card):
                assert m.joker_pending
                m.call_joker(list(m.joker_calls()).index(act.play.call))
        assert not m.refused, m.message


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_whole_game_through_the_model(players: int) -> None:
    m = RaspGameModel(players=players, seed=players, preset="C")
    _play_through(m)
    g = m.state
    assert g.done and len(g.sheet.rows) == len(g.schedule)
    assert m.winner_text()


def test_refusals_are_explained_and_change_nothing() -> None:
    for seed in range(100):
        m = RaspGameModel(players=4, seed=seed, deals=6)
        g = m.state
        while not g.done:
            if g.phase is Phase.PLAYING and g.legal().refused:
                bad = next(iter(g.legal().refused))
                before = g.code()
                m.choose_card(g.hands[HUMAN].index(bad))
                assert m.refused and m.message.startswith("Not allowed:")
                assert explain(g.legal().refused[bad], "en") in m.message
                assert g.code() == before
                return
            act = bot_action(g)
            m.bid(act.bid) if act.bid is not None else m.choose_card(
                g.hands[HUMAN].index(act.play.card))  # type: ignore[union-attr]
            if m.joker_pending:
                m.call_joker(0)
    pytest.fail("no refusable card in 100 seeds")


def test_saved_game_restores_after_a_reload_and_bad_saves_are_refused() -> None:
    m = RaspGameModel(players=3, seed=7, deals=3)
    m.bid(m.state.bid_options().allowed[0])
    saved = m.saved()
    fresh = RaspGameModel(players=5, seed=1)
    assert fresh.restore(saved) and fresh.state.code() == m.state.code()
    assert (fresh.players, fresh.seed, fresh.deals) == (3, 7, 3)
    assert not fresh.restore("r1|3|D|7|3|b9.b9") and "could not be restored" in fresh.message
    assert not fresh.restore("garbage")
    pinned = RaspGameModel()
    pinned.load_query({"seed": ["11"]})
    assert not pinned.restore(saved) and pinned.seed == 11


def test_keys_bid_and_play_and_hint() -> None:
    m = RaspGameModel(players=3, seed=1, deals=2)
    allowed = m.state.bid_options().allowed
    m.handle_key(str(allowed[0]))
    assert m.state.phase is Phase.PLAYING or m.state.deal.number == 2 or m.state.done
    if m.my_turn and m.state.phase is Phase.PLAYING:
        m.handle_key("h")
        assert m.hint and m.legal_indices()


def test_blind_deal_hides_the_hand_while_bidding() -> None:
    from tutor.ui.views.rasp_game import game_html

    m = RaspGameModel(players=6, seed=3)
    g = m.state
    while not (g.deal.kind is DealKind.BLIND and g.phase is Phase.BIDDING and m.my_turn):
        act = bot_action(g)
        m.bid(act.bid) if act.bid is not None else m.choose_card(
            g.hands[HUMAN].index(act.play.card))  # type: ignore[union-attr]
        if m.joker_pending:
            m.call_joker(0)
    html = game_html(m)
    assert m.text("blind_hidden") in html and 'data-action="card"' not in html
    assert "tt-back" in html
