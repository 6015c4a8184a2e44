"""The quiz model in plain Python: seeded deals, answers, keys, languages, bad input."""

from __future__ import annotations

import pytest

from tutor.explain import explain
from tutor.games import GAME_IDS, get_game
from tutor.ui.models.quiz import QuizModel, hinges_for

pytest.importorskip("param")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_deals_a_legal_question(game_id: str) -> None:
    game = get_game(game_id)
    for seed in range(3):
        q = QuizModel(game=game_id, seed=seed).question
        assert q is not None
        assert 2 <= len(q.hands) <= min(6, game.players[1])
        assert all(len(h) == game.hole_cards for h in q.hands)
        assert len(q.board) == game.board_cards
        dealt = [c for h in q.hands for c in h] + list(q.board)
        assert len(set(dealt)) == len(dealt), "a card was dealt twice"
        assert all(c in game.deck for c in dealt)
        assert q.winners, "every showdown has a winner"


def test_same_seed_same_deal_and_next_deals_another() -> None:
    a = QuizModel(game="holdem", seed=11)
    b = QuizModel(game="holdem", seed=11)
    assert a.question.hands == b.question.hands and a.question.board == b.question.board
    first = a.question.hands
    a.next()
    assert a.number == 1 and a.question.hands != first
    assert QuizModel(game="holdem", seed=12).question.hands != first


def test_player_count_option() -> None:
    for n in (2, 4, 6):
        assert len(QuizModel(game="omaha", seed=1, players=n).question.hands) == n
    # 32-card draw allows at most 5 players: the option is capped, not an error
    assert len(QuizModel(game="draw32", seed=1, players=6).question.hands) == 5


def test_right_and_wrong_answers_score_and_streak() -> None:
    m = QuizModel(game="holdem", seed=1)
    m.load_deal(["As Ad", "Ks Kd"], "2c 7d 9h Jc 4s")  # aces beat kings
    m.toggle(0)
    assert m.submit() is True
    assert (m.score, m.asked, m.streak, m.best_streak) == (1, 1, 1, 1)
    m.next()
    m.load_deal(["As Ad", "Ks Kd"], "2c 7d 9h Jc 4s")
    m.toggle(1)  # wrong: kings lose
    assert m.submit() is False
    assert (m.score, m.asked, m.streak, m.best_streak) == (1, 2, 0, 1)
    # a checked question no longer changes
    m.toggle(0)
    assert m.picked_high == [1]


def test_split_pot_needs_every_winner() -> None:
    m = QuizModel(game="holdem")
    m.load_deal(["2c 3d", "4h 5d", "6c 8d"], "As Ks Qs Js Ts")  # everyone plays the royal
    m.toggle(0)
    assert m.submit() is False
    m.load_deal(["2c 3d", "4h 5d", "6c 8d"], "As Ks Qs Js Ts")
    for i in range(3):
        m.toggle(i)
    assert m.submit() is True


def test_hilo_high_and_low_and_no_low() -> None:
    m = QuizModel(game="omaha-hilo")
    assert m.is_hilo
    # No low possible: the board has only one card of 8 or lower.
    m.load_deal(["Ah 2h Kc Kd", "3s 4s Qc Qd"], "Kh Ks Qh Jc 2d")
    m.toggle(0)
    assert m.submit() is None and m.error == m.text("need_pick_low")
    m.toggle_no_low()
    assert m.submit() is True
    # A-2 makes the best low (7-6-5-2-A), 3-4 makes the straight for high.
    m.load_deal(["Ah 2h Kc Kd", "3s 4s Qc Qd"], "5c 6d 7h Kh Ts")
    m.toggle(1)
    m.toggle(0, "low")
    assert m.submit() is True
    m.load_deal(["Ah 2h Kc Kd", "3s 4s Qc Qd"], "5c 6d 7h Kh Ts")
    m.toggle(1)
    m.toggle_no_low()  # wrong: there is a low
    assert m.submit() is False


def test_keyboard_digits_pick_and_enter_checks_then_deals() -> None:
    m = QuizModel(game="holdem", seed=5)
    m.load_deal(["As Ad", "Ks Kd", "Qs Qd"], "2c 7d 9h Jc 4s")
    assert "1" in m.shortcut_keys() and "3" in m.shortcut_keys() and "Enter" in m.shortcut_keys()
    assert m.handle_key("1") and m.picked_high == [0]
    assert m.handle_key("1") and m.picked_high == []
    assert not m.handle_key("x")
    m.handle_key("1")
    m.handle_key("Enter")
    assert m.checked and m.correct is True
    m.handle_key("Enter")
    assert not m.checked and m.number == 1


def test_keyboard_low_keys_in_hilo() -> None:
    m = QuizModel(game="omaha-hilo")
    m.load_deal(["Ah 2h Kc Kd", "3s 4s Qc Qd"], "5c 6d 7h Kh Ts")
    m.handle_key("2")
    m.handle_key("shift+1")
    assert (m.picked_high, m.picked_low) == ([1], [0])
    m.handle_key("0")  # no low clears the low picks
    assert m.no_low and m.picked_low == []


def test_bad_input_is_a_message_not_an_exception() -> None:
    m = QuizModel(game="holdem", seed=2)
    assert m.submit() is None
    assert m.error == "Pick at least one winning hand first."
    n = len(m.question.hands)
    m.toggle(n + 3)
    assert str(n + 4) in m.error
    m.lang = "ru"
    assert m.submit() is None
    assert m.error == "Сначала выберите хотя бы одну выигравшую руку."


def test_language_switch_keeps_the_deal() -> None:
    m = QuizModel(game="soko", seed=3)
    hands = m.question.hands
    m.lang = "ru"
    assert m.question.hands == hands
    assert m.text("submit") == "Проверить" and m.game_name.startswith("Соко")
    assert any("а" <= ch <= "я" for ch in explain(m.question.outcome, "ru"))


@pytest.mark.parametrize("game_id", ["holdem", "omaha", "omaha-hilo", "telesina", "draw32"])
def test_expert_deals_hinge_on_a_near_tie(game_id: str) -> None:
    hinges = []
    for seed in range(6):
        q = QuizModel(game=game_id, level="expert", seed=seed).question
        assert q.hinge in hinges_for(get_game(game_id))
        hinges.append(q.hinge)
        if q.hinge in ("kicker", "suit"):
            assert q.outcome.deciding.kind == q.hinge
    assert len(set(hinges)) >= 2, f"expert deals should vary, got {hinges}"


def test_telesina_heads_up_exception_question() -> None:
    for seed in range(40):
        q = QuizModel(game="telesina", level="expert", seed=seed).question
        if q.hinge == "heads-up":
            break
    else:  # pragma: no cover
        pytest.fail("no heads-up question in 40 seeds")
    assert len(q.hands) == 2
    # RULES.md: heads-up, the lowest straight flush (T-9-8-7-A) beats a royal flush.
    (winner,) = q.winners
    ranks = {c.rank for c in q.hands[winner]}
    assert ranks == {14, 10, 9, 8, 7}
    loser = 1 - winner
    assert {c.rank for c in q.hands[loser]} == {14, 13, 12, 11, 10}


def test_omaha_two_rule_question_really_changes_the_winner() -> None:
    found = False
    for seed in range(30):
        q = QuizModel(game="omaha", level="expert", seed=seed).question
        if q.hinge == "omaha-two":
            found = True
            # a player with four suited hole cards or a four-flush board is the usual trap:
            # check the naive reading (any five of nine cards) really names other winners
            from itertools import combinations

            fam = get_game("omaha").high
            naive = [max(fam.strength(f) for f in combinations([*h, *q.board], 5))
                     for h in q.hands]
            top = max(naive)
            assert {i for i, s in enumerate(naive) if s == top} != set(q.winners)
    assert found


def _feedback(m: QuizModel) -> str:
    """The feedback area's text, as a learner reads it (tags dropped, entities kept)."""
    import re

    from tutor.ui.views.quiz import quiz_html

    html = quiz_html(m)
    area = html[html.index("tt-feedback"):html.index("tt-score")]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", area))


def test_split_pot_feedback_explains_the_tie_in_both_languages() -> None:
    m = QuizModel(game="holdem")
    # both play A-K from their hands with the same board: two equal one-pair hands
    m.load_deal(["Ac Kd", "Ah Ks"], "Qs Qh 9c 5d 3h")
    assert sorted(m.question.winners) == [0, 1]
    m.toggle(0)
    m.toggle(1)
    assert m.submit() is True
    text = _feedback(m)
    assert "Hand 1 and Hand 2 both have one pair of equal rank: the pot is split." in text
    # the core's sentence numbers players as the hands are labelled (from 1)
    assert "players 1 and 2 tie" in text and "players 0" not in text
    m.lang = "ru"
    text = _feedback(m)
    assert "Рука 1 и Рука 2: у обеих пара равного достоинства — банк делится." in text
    assert "игроки 1 и 2 делят банк" in text


def test_single_winner_has_no_tie_line() -> None:
    m = QuizModel(game="holdem")
    m.load_deal(["As Ad", "Ks Kd"], "2c 7d 9h Jc 4s")
    m.toggle(0)
    m.submit()
    assert m.tie_text() == ""
    assert "equal rank" not in _feedback(m)


def test_hilo_feedback_shows_the_low_half_or_the_scoop() -> None:
    m = QuizModel(game="omaha-hilo")
    # one low card on the board: nobody can make a low
    m.load_deal(["Ah 2h Kc Kd", "3s 4s Qc Qd"], "Kh Ks Qh Jc 2d")
    m.toggle(0)
    m.toggle_no_low()
    m.submit()
    text = _feedback(m)
    assert "Low: No low." in text
    assert "high hand takes the whole pot" in text
    m.lang = "ru"
    assert "хай забирает весь банк" in _feedback(m)
    # hand 2 scoops: a straight (3-4 + 5-6-7) and the low 6-5-4-3-2 beating 7-6-5-2-A
    m = QuizModel(game="omaha-hilo")
    m.load_deal(["Ah 2h Kc Kd", "3s 4s Qc Qd"], "5h 6s 7h Jc 2d")
    assert m.question.low_winners == frozenset({1})
    m.toggle(1)
    m.toggle(1, "low")
    assert m.submit() is True
    text = _feedback(m)
    assert "Low: Hand 2." in text and "6-5-4-3-2 beats 7-6-5-2-A" in text
    assert "High: Hand 2." in text and "A straight beats one pair" in text


def test_hilo_tie_for_high_says_the_high_half_is_split() -> None:
    m = QuizModel(game="omaha-hilo")
    m.load_deal(["Ah 2h Jc Td", "As 2s Jh Tc"], "5h 6s 7h Kc Ks")
    m.toggle(0)
    m.toggle(0, "low")
    assert m.submit() is False  # both hands tie for high and for low
    text = _feedback(m)
    assert "both have one pair of equal rank: the high half is split." in text
    assert "share the low half" in text
