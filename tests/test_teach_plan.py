"""Classroom mode's plan: the one-link text round-trips, bad plans are refused naming the bad
part (in English and Russian), and the same plan deals every student the same deals."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.cards import DECK_52
from tutor.games import GAME_IDS, get_game
from tutor.ui.teach.models import TeachClassModel, TeachPlanModel
from tutor.ui.teach.plan import (
    LEVELS,
    MAX_DEALS,
    PLAN_KINDS,
    Plan,
    PlanError,
    Position,
    decode,
    encode,
    fits,
    make_plan,
    parse_positions,
    schedule,
)
from tutor.ui.teach.views import TeachClassView, projector_html, student_html


@st.composite
def positions(draw: st.DrawFn) -> Position:
    game = get_game(draw(st.sampled_from(["holdem", "omaha", "draw5", "soko", "telesina"])))
    most = min(6, game.players[1], (len(game.deck) - game.board_cards) // game.hole_cards)
    n = draw(st.integers(2, most))
    cards = draw(st.permutations(list(game.deck.cards)))
    h = game.hole_cards
    hands = tuple(tuple(cards[i * h:(i + 1) * h]) for i in range(n))
    return Position(game.id, hands, tuple(cards[n * h:n * h + game.board_cards]))


@st.composite
def plans(draw: st.DrawFn) -> Plan:
    games = draw(st.lists(st.sampled_from(GAME_IDS), min_size=1, max_size=5, unique=True))
    usable = [k for k in PLAN_KINDS if any(fits(k, get_game(g)) for g in games)]
    kinds = draw(st.lists(st.sampled_from(usable), min_size=1, unique=True))
    typed = draw(st.lists(positions(), max_size=3))
    deals = draw(st.integers(0 if typed else 1, MAX_DEALS - len(typed)))
    return make_plan(games, kinds, deals, draw(st.integers(0, 999_999_999)),
                     draw(st.sampled_from(LEVELS)), draw(st.sampled_from([0, 2, 3, 4, 5, 6])),
                     typed)


@given(plans())
def test_a_plan_survives_its_link(plan: Plan) -> None:
    text = encode(plan)
    assert decode(text) == plan
    assert re.fullmatch(r"[0-9a-z~:,/\-]+", text.lower())  # no character a URL must escape
    assert schedule(decode(text)) == schedule(plan)


@pytest.mark.parametrize(("text", "en", "ru"), [
    ("", "the plan is empty", "план пуст"),
    ("2~g:holdem~k:quiz~n:3", "plan version “2”", "версия плана «2»"),
    ("1~g:holdem~k:quiz~n:3~z:1", "“z” is not a part of a plan", "«z» — не часть плана"),
    ("1~g:holdem~g:soko~k:quiz~n:3", "the part “g” is given twice", "часть «g» указана дважды"),
    ("1~g:holdem~k:quiz~n:many", "number of deals: “many”", "число раздач: «many»"),
    ("1~g:holdem~k:quiz~n:41", "number of deals: “41”", "число раздач: «41»"),
    ("1~g:holdem~k:quiz~n:3~s:-4", "seed: “-4”", "зерно (seed): «-4»"),
    ("1~g:holdem~k:quiz~n:3~h:1", "hands per deal: “1”", "рук в раздаче: «1»"),
    ("1~g:holdem~k:quiz~n:3~l:hard", "level “hard”", "уровень «hard»"),
    ("1~g:holdum~k:quiz~n:3", "“holdum” is not a game", "«holdum» — не игра"),
    ("1~g:holdem~k:dance~n:3", "“dance” is not an exercise", "«dance» — не упражнение"),
    ("1~g:holdem~k:is-low~n:3", "“is-low” fits none of the chosen games",
     "«is-low» не подходит ни к одной"),
    ("1~g:holdem~k:quiz~n:0", "the plan has no deals", "в плане нет раздач"),
    ("1~k:quiz~n:2", "choose at least one game", "выберите хотя бы одну игру"),
    ("1~d:holdem:AsKs/7h7d:2c3d4h5s9c~d:holdem:AsKs/7h:2c3d4h5s9c",
     "position 2: hand 2 has 1 cards; Texas Hold'em gives each hand 2",
     "позиция 2: в руке 2 карт: 1, а в игре «Техасский холдем» у каждого 2"),
    ("1~d:holdem:AsKs/7h7d:2c3d4h5s", "position 1: the board has 4 cards",
     "позиция 1: на борде карт: 4"),
    ("1~d:holdem:AsKs/7h7d:2c3d4h5sAs", "position 1: “As” appears twice",
     "позиция 1: карта «As» встречается дважды"),
    ("1~d:holdem:AsXs/7h7d:2c3d4h5s9c", "position 1: hand 1: “Xs” is not a card",
     "позиция 1: рука 1: «Xs» — не карта"),
    ("1~d:holdem:AsKs:2c3d4h5s9c", "position 1: Texas Hold'em is dealt here to 2 to 6 hands, got 1",
     "позиция 1: в игре «Техасский холдем» здесь раздаётся от 2 до 6 рук, получено 1"),
    ("1~d:holdem", "position 1: write it as game:hand/hand[:board]", "позиция 1: пишется так"),
    ("1~d:shortdeck36:As2s/7h7d:9c9d9hJsQs", "position 1: hand 1: “2s”",
     "позиция 1: рука 1: карты «2s» нет в колоде"),
    ("1~" + "d:x~" * 2000, "the plan is too long", "план слишком длинный"),
])
def test_a_bad_plan_is_refused_naming_the_bad_part(text: str, en: str, ru: str) -> None:
    with pytest.raises(PlanError) as err:
        decode(text)
    assert en in err.value.text("en"), err.value.text("en")
    assert ru in err.value.text("ru"), err.value.text("ru")


def test_too_many_deals_in_all() -> None:
    pos = "~d:holdem:AsKs/7h7d:2c3d4h5s9c"
    with pytest.raises(PlanError, match="at most 40 deals in a plan"):
        decode("1~g:holdem~k:quiz~n:40" + pos)


def test_a_bad_typed_line_costs_only_itself() -> None:
    text = ("holdem: As Ks | 7h 7d / 2c 3d 4h 5s 9c\n"
            "omaha: As Ks Qs | 7h 7d 7c 7s / 2c 3d 4h 5s 9c\n"
            "\n"
            "Qh Qd | Jc Jd / 2h 3h 4h 5h 6h\n"
            "chess: e2 | e4\n")
    found, bad = parse_positions(text, "holdem", "ru")
    assert [p.game for p in found] == ["holdem", "holdem"]
    assert len(bad) == 2
    assert bad[0].startswith("строка 2: в руке 1 карт: 3, а в игре «Омаха» у каждого 4")
    assert bad[1].startswith("строка 5: «chess» — не игра")


def _seen(plan_text: str, view: str = "student") -> list[str]:
    """What a student (or the room) sees of every deal, in order: the board's text."""
    c = TeachClassModel(plan_text=plan_text, view=view)
    v = TeachClassView(c)
    out = []
    for _ in range(c.total):
        out.append(re.sub(r"<[^>]+>", " ", v.board.content))
        v._on_action("plan-next", "")
    return out


PLAN = ("1~g:holdem,omaha-hilo,stud7,double-barrel~k:quiz,name-hand,which-cards,is-low,"
        "bring-in,split-pot,legal-bet~n:12~s:{seed}~d:holdem:AsKs/7h7d:2c3d4h5s9c")


def test_two_students_get_the_same_deals_in_the_same_order() -> None:
    first, second = _seen(PLAN.format(seed=77)), _seen(PLAN.format(seed=77))
    assert len(first) == 13
    assert first == second
    assert len(set(first)) == 13  # every deal is a deal of its own


def test_another_seed_deals_other_deals() -> None:
    a, b = _seen(PLAN.format(seed=77)), _seen(PLAN.format(seed=78))
    assert a[0] == b[0]  # the teacher's own position is the same
    assert sum(x != y for x, y in zip(a[1:], b[1:], strict=True)) >= 10


def test_the_deals_are_the_exercises_own_seeded_tasks() -> None:
    from tutor.ui.models.drills import drill_class
    from tutor.ui.models.quiz import QuizModel

    c = TeachClassModel(plan_text=PLAN.format(seed=5))
    for d in schedule(c.plan or Plan()):
        c.index = d.index
        if d.position is not None:
            assert c.model.question.hands == d.position.hands
            continue
        if d.kind == "quiz":
            own = QuizModel(game=d.game, seed=5, number=d.number)
            assert c.model.question.hands == own.question.hands
        else:
            own = drill_class(d.kind)(game=d.game, seed=5, number=d.number)
            assert own.answer_lines() == c.model.answer_lines()


def test_every_pair_comes_up_once_before_any_comes_twice() -> None:
    plan = make_plan(["holdem", "omaha-hilo"], ["quiz", "is-low", "name-hand"], 10, 3)
    pairs = [(d.kind, d.game) for d in schedule(plan)]
    assert len(set(pairs[:5])) == 5 and set(pairs[5:10]) == set(pairs[:5])


def test_the_projector_hides_the_answer_until_reveal() -> None:
    c = TeachClassModel(plan_text=PLAN.format(seed=9), view="projector", lang="ru")
    v = TeachClassView(c)
    from tutor.ui.core import explain_text
    from tutor.ui.models.quiz import QuizModel

    for _ in range(c.total):
        m = c.model
        hidden = v.board.content
        assert "Ответ" not in re.sub(r"<[^>]+>", " ", hidden).split("Показать ответ")[1]
        assert "Голосуйте" in hidden
        v._on_action("reveal", "")
        shown = v.board.content
        assert "tt-proj-answer" in shown and "Голосуйте" not in shown
        if isinstance(m, QuizModel) and not m.is_hilo:
            from html import escape
            assert escape(explain_text(m.question.outcome, "ru")) in shown
        before = c.index
        v._on_action("plan-next", "")
        assert c.revealed is (c.index == before)  # the next deal's answer is hidden again


def test_a_student_answers_a_deal_and_the_class_moves_on() -> None:
    c = TeachClassModel(plan_text="1~d:holdem:AsKs/7h7d:2c3d4h5s9c~g:holdem~k:quiz~n:1~s:1")
    v = TeachClassView(c)
    v._on_action("pick", "1")  # hand 2: a pair of sevens loses to the straight
    v._on_action("submit", "")
    assert c.model.checked and c.model.correct is False
    assert "straight" in student_html(c)
    v._on_action("key", "Enter")
    assert c.index == 1
    v._on_action("key", "ArrowLeft")
    assert c.index == 0 and c.model.checked  # the answer is kept while the class runs


def test_the_teacher_makes_a_link_and_bad_choices_are_said() -> None:
    t = TeachPlanModel(lang="ru", games=["holdem", "razz"], kinds=["quiz", "bring-in"],
                       deals=5, seed=12345, positions="holdem: As Ks | 7h 7d / 2c 3d 4h 5s 9c\n"
                                                      "holdem: As | Kd Kc / 2c 3d 4h 5s 9c")
    assert t.make()
    assert t.link() == ("class/?plan=1~g:holdem,razz~k:quiz,bring-in~n:5~s:12345"
                        "~d:holdem:AsKs/7h7d:2c3d4h5s9c")
    assert t.link("projector").endswith("&view=projector")
    assert t.skipped and t.skipped[0].startswith("строка 2: в руке 1 карт: 1, а в игре")
    assert len(t.order_lines()) == 6 and t.order_lines()[0].endswith("(позиция учителя)")
    t.kinds = ["is-low"]
    assert not t.make()
    assert t.plan_text == "" and "«is-low» не подходит" in t.errors[0]


def test_no_plan_and_a_bad_plan_say_so_in_the_pages_language() -> None:
    assert "Откройте её по ссылке учителя" in TeachClassView(
        TeachClassModel(lang="ru")).board.content
    bad = TeachClassView(TeachClassModel(plan_text="1~g:holdem~k:quiz~n:x"))
    assert "number of deals: “x”" in bad.board.content
    bad.model.lang = "ru"
    assert "число раздач: «x»" in bad.board.content


def test_every_position_card_is_in_its_deck() -> None:
    plan = decode("1~d:draw32:AsKsQsJs9s/7h7d8c8d9c")
    assert all(c in get_game("draw32").deck for h in plan.positions[0].hands for c in h)
    assert len(DECK_52) == 52
    assert projector_html(TeachClassModel(plan_text=encode(plan), view="projector"))


def test_the_teachers_form_names_a_bad_number() -> None:
    from tutor.ui.teach.views import TeachPlanView

    v = TeachPlanView(TeachPlanModel(lang="ru", seed=5))
    form = {"games": ["holdem"], "kinds": ["quiz"], "level": "beginner", "hands": "0",
            "deals": "десять", "seed": "5", "positions": ""}
    v.form.press("make", json.dumps(form))  # what the form's Make button sends
    assert v.model.errors == ["число раздач: «десять» — не целое число от 0 до 40"]
    assert "десять" in v.out.content and "Ссылка для учеников" not in v.out.content
    v.form.press("make", json.dumps({**form, "deals": "3", "seed": "99"}))
    assert v.model.errors == [] and v.model.link().endswith("~n:3~s:99")
    assert "Ссылка для учеников" in v.out.content


# -- drill tasks in a plan (issue 28: the class picture's missed drill tasks) ----------------

def test_an_old_plan_reads_the_same_and_a_task_step_deals_exactly_that_task() -> None:
    from tutor.ui.models.drills import drill_class

    old = "1~g:holdem~k:quiz,name-hand~n:4~s:9~d:holdem:AsKs/7h7d:2c3d4h5s9c"
    plan = decode(old)
    assert plan.tasks == () and plan.problems == () and encode(plan) == old
    with_tasks = decode(old + "~t:which-cards:omaha:123456789012:7~t:bring-in:stud7:5:0")
    assert encode(with_tasks) == old + "~t:which-cards:omaha:123456789012:7~t:bring-in:stud7:5:0"
    assert decode(encode(with_tasks)) == with_tasks and with_tasks.total == 7
    deals = schedule(with_tasks)
    assert [(d.kind, d.game, d.seed, d.number) for d in deals[1:3]] == [
        ("which-cards", "omaha", 123456789012, 7), ("bring-in", "stud7", 5, 0)]
    assert [(d.kind, d.game, d.number) for d in deals[3:]] == [
        (d.kind, d.game, d.number) for d in schedule(plan)[1:]]
    # the room sees the very task the lesson's drill deals for that seed and number
    own = drill_class("which-cards")(game="omaha", lang="en", seed=123456789012, number=7)
    c = TeachClassModel(plan_text=encode(with_tasks), view="projector")
    c.go(1)
    assert c.deal is not None and c.deal.kind == "which-cards"
    assert c.model.item() == own.item() and c.model.answer_lines() == own.answer_lines()
    c.reveal()
    shown = re.sub(r"<[^>]+>", " ", projector_html(c))
    assert all(line in shown for line in own.answer_lines() if "<" not in line and "&" not in line)


@pytest.mark.parametrize(("step", "en", "ru"), [
    ("t:quiz:holdem:1:2", "task 1 left out: “quiz” is not an exercise a plan deals as a task",
     "задание 1 пропущено: «quiz» — не упражнение"),
    ("t:is-low:holdem:1:2", "task 1 left out: the exercise “is-low” is not dealt in Texas Hold",
     "задание 1 пропущено: упражнение «is-low» не раздаётся в игре Техасский холдем"),
    ("t:name-hand:holdem:x:2", "task 1 left out: task seed: “x” is not a whole number",
     "задание 1 пропущено: зерно задания: «x» — не целое число"),
    ("t:name-hand:nogame:1:2", "task 1 left out: “nogame” is not a game", "задание 1 пропущено"),
    ("t:name-hand:holdem:1", "task 1 left out: write a task as exercise:game:seed:number",
     "задание 1 пропущено: задание пишется так: упражнение:игра:зерно:номер"),
])
def test_a_bad_task_step_is_said_and_costs_only_itself(step: str, en: str, ru: str) -> None:
    plan = decode(f"1~{step}~t:name-hand:holdem:3:1")
    assert [(t.kind, t.game, t.seed, t.number) for t in plan.tasks] == [
        ("name-hand", "holdem", 3, 1)]
    assert len(plan.problems) == 1
    assert plan.problems[0].text("en").startswith(en)
    assert plan.problems[0].text("ru").startswith(ru)
    # the class page deals the good task and says, in the page's language, what was left out
    view = TeachClassView(TeachClassModel(plan_text=f"1~{step}~t:name-hand:holdem:3:1"))
    assert en in view.board.content
    assert 'class="tt-plan-left"' in view.board.content and "Deal 1 of 1" in view.board.content
    view.model.lang = "ru"
    assert ru in view.board.content


def test_a_plan_of_bad_task_steps_only_is_refused() -> None:
    with pytest.raises(PlanError) as err:
        decode("1~t:quiz:holdem:1:2")
    assert "the plan has no deals" in err.value.text("en")
