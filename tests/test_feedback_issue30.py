"""Every feedback sentence right, and about the learner's pick (model tests)."""

from __future__ import annotations

from typing import Any

import pytest
from outcome_answers import split_in_order

pytest.importorskip("param")

from tutor.ui.models.drills.bring_in import BringInModel


def _later_street(game: str, lang: str = "en") -> BringInModel:
    m = BringInModel(game=game, seed=0, lang=lang)
    for n in range(40):
        m.number = n
        m.deal()
        if m.street > 1:
            return m
    raise AssertionError("no later street dealt")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_razz_later_street_rule_is_the_lowest_showing_hand(lang: str) -> None:
    m = _later_street("razz", lang)
    m.pick((m.answer + 1) % len(m.upcards))
    assert m.submit() is False
    text = " ".join(m.feedback)
    if lang == "en":
        assert "highest showing hand" not in text
        assert "best (lowest) showing hand" in text
    else:
        assert "старшая открытая" not in text
        assert "самая младшая" in text or "самой младшей" in text


def test_razz_bring_in_rule_says_aces_low() -> None:
    m = BringInModel(game="razz", seed=0)
    while m.street != 1:
        m.number += 1
        m.deal()
    m.pick((m.answer + 1) % len(m.upcards))
    m.submit()
    assert "aces low" in " ".join(m.feedback)


def test_stud_later_street_rule_is_still_the_highest_showing_hand() -> None:
    m = _later_street("stud7")
    m.pick((m.answer + 1) % len(m.upcards))
    m.submit()
    assert "highest showing hand acts first" in " ".join(m.feedback)


# -- 2. Razz "which cards play" and the quiz speak of lows -------------------------------
def _which(game: str, own: str, board: str = "", lang: str = "en", half: str = "high") -> Any:
    from tutor.cards import parse_cards
    from tutor.ui.models.drills.which_cards import WhichCardsModel, best_five

    m = WhichCardsModel(game=game, seed=0, lang=lang)
    own_cards, board_cards = list(parse_cards(own)), list(parse_cards(board)) if board else []
    m.param.update(own=own_cards, board=board_cards, half=half, selected=[],
                   best=best_five(m.game_obj, m.family, own_cards, board_cards))
    return m


def _pick(m: Any, cards: str) -> list[str]:
    from tutor.cards import parse_cards

    for c in parse_cards(cards):
        m.toggle(m.all_cards.index(c))
    m.submit()
    return list(m.feedback)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_razz_which_cards_speaks_of_lows(lang: str) -> None:
    m = _which("razz", "8h 7s 6c 5d 4s Ah 2c", lang=lang)
    lines = _pick(m, "8h 7s 6c 5d Ah")  # an 8-low; 7-5-4-2-A is lower
    text = " ".join(lines)
    assert "High card" not in text and "Старшая карта" not in text
    if lang == "en":
        assert "an 8-low" in text and "lower five" in text
    else:
        assert "лоу до восьмёрки" in text
    m.reveal()
    assert ("(a 6-low)" if lang == "en" else "(лоу до шестёрки)") in m.feedback[-2]


def test_quiz_in_razz_compares_lows_not_high_cards() -> None:
    from tutor.ui.models.quiz import QuizModel

    m = QuizModel(game="razz", seed=0)
    m.load_deal(["8h 7s 6c 4s Ah Kd Qd", "9h 7d 6d 4c 2h Ks Qs"], "")
    m.toggle(1)
    m.submit()
    from tutor.ui.models.feedback import pick_lines

    text = " ".join(pick_lines(m.question.outcome, [1]))
    assert "high card" not in text
    assert "an 8-low" in text and "a 9-low" in text


# -- which cards: only the kicker is wrong -------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_which_cards_names_the_better_kicker(lang: str) -> None:
    m = _which("holdem", "Kd 2c", "Jh Js 5c 5d 9h", lang=lang)
    text = " ".join(_pick(m, "Jh Js 5c 5d 9h"))
    assert "K" in text and "9" in text
    if lang == "en":
        assert "same two pair, a better kicker: K over 9" in text
        assert "can make more" not in text
    else:
        assert "кикер" in text


# -- 3. Double Barrel: "3 is too much" when 3 is too little; only legal actions offered ----
def test_capped_raise_below_the_high_is_too_little_not_too_much() -> None:
    from tutor.betting import CAPPED, Limit, Spot, judge

    facing_4 = judge(Limit(CAPPED, small=2, cap=4, fold=False), Spot(pot=12, high=4, mine=2),
                     "raise", 3)
    assert not facing_4.legal and "too much" not in facing_4.text()
    assert "above the round total of 4" in facing_4.text()
    facing_2 = judge(Limit(CAPPED, small=1, cap=2), Spot(pot=5, high=2, mine=0), "raise", 1)
    assert "too much" not in facing_2.text() and "слишком много" not in facing_2.text("ru")


def test_an_only_raise_is_not_from_x_to_x() -> None:
    from tutor.betting import Limit, Spot, judge

    j = judge(Limit("fixed", small=100), Spot(pot=450, high=200, mine=0, last_raise=100,
                                              raises=1), "raise", 300)
    assert j.legal
    text = j.text()
    assert "from 300 to 300" not in text and "300" in text


def test_barrel_hand_offers_only_legal_actions() -> None:
    from tutor.betting import judge
    from tutor.ui.models.drills.barrel_hand import BarrelHandModel

    seen = 0
    for seed in range(6):
        m = BarrelHandModel(seed=seed, bots=2)
        split_in_order(m)
        while m.phase != "done":
            offered = m.offered()
            assert offered, "the learner must have something to do"
            for action, to in offered:
                assert judge(m.limit(), m.spot(), action, to).legal, (action, to)
            seen += 1
            m.act(*offered[0])
    assert seen


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_legal_bet_wrong_judgement_gives_the_reason(lang: str) -> None:
    from tutor.ui.models.drills.legal_bet import LegalBetModel

    for game in ("holdem", "double-barrel"):
        m = LegalBetModel(game=game, seed=0, lang=lang)
        done = 0
        for n in range(30):
            m.number = n
            m.deal()
            if m.question != "judge":
                continue
            right = m.answer_legal()
            m.pick(1 if right else 0)
            assert m.submit() is False
            text = " ".join(m.feedback)
            assert m.verdict().text(lang) in text  # the core's reason, not "look again"
            assert m.proposal_text() in text       # the pick is named
            done += 1
        assert done


def test_barrel_hand_speaks_to_you_in_the_second_person() -> None:
    import re
    from html import unescape

    from tutor.ui.models.drills.barrel_hand import BarrelHandModel
    from tutor.ui.views.drills import barrel_html

    for seed in range(8):
        m = BarrelHandModel(seed=seed, bots=1)
        split_in_order(m)
        while m.phase != "done":
            m.act("call") if m.can("call") else m.act(*m.offered()[0])
        text = unescape(re.sub(r"<[^>]+>", " ", barrel_html(m)))
        for bad in ("You calls", "You bets", "You raises", "You folds", "You wins",
                    "1 hands"):
            assert bad not in text, bad


# -- 5. split pot: a side pot without a low is not "the whole pot" --------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_split_pot_no_low_note_names_the_side_pot(lang: str) -> None:
    from tutor.ui.models.drills.split_pot import SplitPotModel

    m = SplitPotModel(game="omaha-hilo", seed=0, lang=lang)
    m.number = 1
    m.deal()  # 5 players, side pots, player 2 has the best low, side pot 2 has no low
    assert list(m.result().shares) == [43, 43, 1, 0, 0]
    m.enter_shares(["43", "43", "1", "0", "0"])
    assert m.submit() is True
    text = " ".join(m.feedback)
    assert "the high hand takes the whole pot" not in text
    assert "весь банк" not in text
    assert ("Side pot 2" if lang == "en" else "Побочный банк 2") in text


# -- 6. Omaha hi-lo "is there a low": the board decides ------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_is_low_names_the_three_low_board_cards_rule(lang: str) -> None:
    from tutor.ui.models.drills.is_low import NO_LOW, IsLowModel

    m = IsLowModel(game="omaha-hilo", seed=0, lang=lang)  # board 7♠ 5♦ J♣ T♥ 7♦
    assert m.answer == NO_LOW
    for i, choice in enumerate(m.choices):
        if choice == NO_LOW:
            continue
        m.retry()
        m.pick(i)
        assert m.submit() is False
        first = m.feedback[0]
        assert choice in first
        if lang == "en":
            assert "three board cards" in first and "8 or lower" in first
        else:
            assert "три карты борда" in first


def test_quiz_low_pick_on_a_board_without_three_low_cards_names_the_board_rule() -> None:
    from tutor.ui.models.feedback import pick_lines
    from tutor.ui.models.quiz import QuizModel

    m = QuizModel(game="omaha-hilo", seed=0)
    m.load_deal(["Ah 2h 3c Kd", "As Ks 4d 5d"], "8c Qs Jd Qd 7h")  # the board
    text = " ".join(pick_lines(m.question.outcome, [0], low=True))
    assert "pairs the board" not in text
    assert "three board cards of 8 or lower" in text and "8♣ 7♥" in text


# -- about the pick: Raspisnoy's trick drill says why the pick loses; every drill retries ----
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_rasp_trick_says_why_the_pick_loses(lang: str) -> None:
    from tutor.raspisnoy.cards import card_label
    from tutor.ui.models.rasp_drills import RaspTrickModel

    m = RaspTrickModel(seed=0, lang=lang)
    for n in range(12):
        m.number = n
        m.new_question()
        q = m.question
        wrong = next(i for i in range(len(q.trick)) if i != q.result.winner)
        m.pick(wrong)
        assert m.submit() is False
        line = m.pick_text()
        assert card_label(q.trick[wrong].card, lang) in line
        assert ("Your pick" if lang == "en" else "Ваш выбор") in line


@pytest.mark.parametrize("kind", ["rasp-legal", "rasp-trick", "rasp-bid", "rasp-score"])
def test_rasp_drills_try_again_keeps_the_position_and_counts_once(kind: str) -> None:
    import re
    from html import unescape

    from tutor.ui.models import rasp_drills as rd
    from tutor.ui.views import rasp_drills as views

    cls = {"rasp-legal": rd.RaspLegalModel, "rasp-trick": rd.RaspTrickModel,
           "rasp-bid": rd.RaspBidModel, "rasp-score": rd.RaspScoreModel}[kind]
    draw = {"rasp-legal": views.legal_html, "rasp-trick": views.trick_html,
            "rasp-bid": views.bid_html, "rasp-score": views.score_result_html}[kind]
    m = cls(seed=0)
    for n in range(10):
        m.number = n
        m.new_question()
        _answer_wrongly(m)
        if m.submit() is False:
            break
    else:
        pytest.skip("no wrong answer found")
    question = m.question
    html = draw(m)
    assert 'data-action="retry"' in html and "Try again" in unescape(re.sub("<[^>]+>", "", html))
    asked = m.asked
    m.retry()
    assert not m.checked and m.question is question
    _answer_wrongly(m)
    m.submit()
    assert m.asked == asked  # a retry is not a new task


def _answer_wrongly(m: Any) -> None:
    from tutor.ui.models import rasp_drills as rd

    q = m.question
    if isinstance(m, rd.RaspTrickModel):
        m.pick(next(i for i in range(len(q.trick)) if i != q.result.winner))
    elif isinstance(m, rd.RaspLegalModel | rd.RaspBidModel):
        m.toggle(0)
    else:
        for i in range(len(m.answers)):
            m.set_answer(i, "12345")
