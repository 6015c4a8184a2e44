"""Quiz feedback answers the learner's own pick, names the rule, lets them retry."""

from __future__ import annotations

import re
from html import unescape

import pytest

pytest.importorskip("panel")

from tutor.ui.models.quiz import QuizModel
from tutor.ui.views.quiz import quiz_html


def _text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


def _feedback(m: QuizModel) -> str:
    html = quiz_html(m)
    return _text(html.split('class="tt-feedback"', 1)[1])


def _answer(game: str, hands: list[str], board: str, pick: int, lang: str = "en",
            low: int | None = None) -> QuizModel:
    m = QuizModel(game=game, seed=0, lang=lang)
    m.load_deal(hands, board)
    m.toggle(pick)
    if low is not None:
        m.toggle(low, "low")
    m.submit()
    return m


def test_omaha_flush_with_three_hole_cards_names_the_exactly_two_rule() -> None:
    # the deal: the learner reads J-8-4 of hearts + two board hearts as a flush
    deal = (["Jh 8h 4h 2c", "Ad Ac 9c 3d"], "5s Qs 8d 5h Th")
    m = _answer("omaha", *deal, pick=0)
    assert m.correct is False
    text = _feedback(m)
    first = text.index("Your pick, Hand 1")
    assert "flush" in text[first:first + 80]
    assert "exactly two" in text
    # the pick comes first, then why the winner wins
    assert first < text.index("Winner: Hand 2")
    ru = _feedback(_answer("omaha", *deal, pick=0, lang="ru"))
    assert "Ваш выбор, рука 1" in ru and "ровно две" in ru and "флеш" in ru


def test_kicker_loss_names_both_kickers() -> None:
    m = _answer("holdem", ["Ah Kd", "Ac Qd"], "As 9c 7h 4d 2s", pick=1)
    text = _feedback(m)
    assert "Your pick, Hand 2, loses to Hand 1" in text
    assert "kicker" in text and "king" in text and "queen" in text


def test_a_right_answer_has_no_pick_lines() -> None:
    m = _answer("holdem", ["Ah Kd", "Ac Qd"], "As 9c 7h 4d 2s", pick=0)
    assert m.correct and "Your pick" not in _feedback(m)


def test_missing_a_tied_winner_is_said() -> None:
    m = QuizModel(game="holdem", seed=0)
    m.load_deal(["Ah Kd", "Ac Kc", "7d 2c"], "As 9c 7h 4d 3s")
    m.toggle(0)
    m.submit()
    assert not m.correct
    assert "Hand 2 has an equal hand too" in _feedback(m)


def test_retry_deals_the_same_position_again() -> None:
    m = _answer("holdem", ["Ah Kd", "Ac Qd"], "As 9c 7h 4d 2s", pick=1)
    hands = m.question.hands
    assert 'data-action="retry"' in quiz_html(m)
    m.retry()
    assert not m.checked and m.picked_high == [] and m.question.hands == hands
    m.toggle(0)
    assert m.submit() is True


def test_three_tied_hands_are_all_three_not_both() -> None:
    m = QuizModel(game="holdem", seed=0)
    m.load_deal(["2h 3d", "2c 3c", "2d 3s"], "As Ks 9h 9c 7d")
    text = m.tie_text()
    assert "all three" in text and "both" not in text
    m4 = QuizModel(game="holdem", seed=0, lang="ru")
    m4.load_deal(["2h 3d", "2c 3c", "2d 3s", "4c 3h"], "As Ks 9h 9c 7d")
    assert "всех четырёх" in m4.tie_text() and "обеих" not in m4.tie_text()


def test_hilo_wrong_low_pick_never_marks_the_high_winner_right() -> None:
    m = QuizModel(game="omaha-hilo", seed=0)
    m.load_deal(["Ah 2h Kc Kd", "3s 4s Qc Qd"], "5c 6d 7h Kh Ts")
    # hand 2 (index 1) wins the high with a straight; hand 1 has the only low
    assert m.question.winners == {1} and m.question.low_winners == {0}
    m.toggle(1)          # right high pick
    m.toggle(1, "low")   # wrong low pick: hand 2 has no low
    m.submit()
    html = quiz_html(m)
    hand2 = html.split('data-hand="1"', 1)[1].split('data-hand="2"', 1)[0]
    tag = html.split('data-hand="1"', 1)[0].rsplit("<div", 1)[1]
    assert "tt-wrong" in tag and "tt-right" not in tag
    assert "Your low pick, Hand 2" in _feedback(m)
    assert "you picked low" in _text(hand2)


def test_royal_flush_is_named_royal_flush_in_the_quiz() -> None:
    m = _answer("holdem", ["Ah Kh", "2c 2d"], "Qh Jh Th 3c 4d", pick=0)
    text = _text(quiz_html(m))
    assert "Royal flush" in text and "Straight flush" not in text
