"""Rules as ids (issue 28): the registry, the course's side of it, every judged outcome's
rules, positions dealt to turn on a rule, ``tutor rules``/``tutor deal`` and rules.json."""

from __future__ import annotations

import json
import re

import pytest
from outcome_answers import answer

from tutor.cards import parse_cards
from tutor.cli import main
from tutor.course import COURSE, RULES_TAUGHT, lesson
from tutor.errors import TutorError
from tutor.games import GAME_IDS, get_game
from tutor.rule_ids import IDS, RASPISNOY, RULES, browser_rules, rule, rules_for_game
from tutor.texts import LANGS
from tutor.ui.core import run_showdown
from tutor.ui.kinds import JUDGED, kind
from tutor.ui.models.rules import showdown_rules
from tutor.ui.rule_deals import deal_for, kinds_for
from tutor.ui.widgets import make_model, model_class

KEBAB = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


# -- the registry ------------------------------------------------------------------------

def test_every_rule_has_a_stable_kebab_case_id_games_and_a_name_in_every_language() -> None:
    assert 30 <= len(RULES) <= 80
    assert len(set(IDS)) == len(IDS)
    for r in RULES:
        assert KEBAB.fullmatch(r.id), r.id
        assert r.games is None or set(r.games) <= {*GAME_IDS, RASPISNOY}, r.id
        names = {lang: r.name(lang) for lang in LANGS}
        assert all(names.values()), r.id
        assert CYRILLIC.search(names["ru"]), f"{r.id}: no Russian name: {names['ru']}"
    for lang in LANGS:  # two rules never share a name
        assert len({r.name(lang) for r in RULES}) == len(RULES), lang


def test_the_course_says_which_lesson_teaches_each_rule_and_the_registry_agrees() -> None:
    taught = [i for ids in RULES_TAUGHT.values() for i in ids]
    assert sorted(taught) == sorted(IDS)  # every rule in exactly one lesson
    for x in COURSE:
        assert set(x.rules) == {r.id for r in RULES if r.lesson_id == x.id}, x.id
    for r in RULES:
        assert rule(r.id).lesson == lesson(r.lesson_id).url("en")
        assert r.id in lesson(r.lesson_id).rules
    assert rule("omaha-exactly-two").lesson == "games/omaha/"
    assert rule("raspisnoy-must-trump").lesson == "games/raspisnoy/"


def test_the_teachers_page_lists_every_rule_by_its_id_and_names() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "docs" / "rules.md").read_text("utf-8")
    for r in RULES:
        assert f"| `{r.id}` | {r.name('en')} | {r.name('ru')} |" in text, r.id


def test_the_rules_of_a_game_are_its_own() -> None:
    telesina = {r.id for r in rules_for_game("telesina")}
    assert {"telesina-vela", "telesina-suit-order", "kicker"} <= telesina
    assert not {"omaha-exactly-two", "raspisnoy-must-trump", "draw32-suit-order"} & telesina
    assert {r.id for r in rules_for_game(RASPISNOY)} == {
        r.id for r in RULES if r.id.startswith("raspisnoy-")}


def test_an_unknown_id_is_named_with_the_closest_ones_in_english_and_russian() -> None:
    with pytest.raises(TutorError) as err:
        rule("omaha-two")
    assert "`omaha-two`" in str(err.value) and "omaha-exactly-two" in str(err.value)
    assert err.value.text("ru").startswith("неизвестное правило `omaha-two`")


# -- outcomes ----------------------------------------------------------------------------

def _games(kind_id: str) -> list[str | None]:
    row = kind(kind_id)
    if row.game == "none":
        return [None]
    return [g for g in GAME_IDS if row.fits(get_game(g), model_class(row))]


def _item_kinds() -> list[str]:
    return [k for k in JUDGED if not kind(k).nests]  # the check forwards its items' outcomes


@pytest.mark.parametrize("kind_id", _item_kinds())
def test_every_judged_outcome_names_rules_of_its_game_right_or_wrong(kind_id: str) -> None:
    seen: set[str] = set()
    for game in _games(kind_id):
        for seed in range(3):
            for right in (True, False):
                m = make_model(kind_id, game, "en", seed=seed)
                answer(m, right)
                got = m.outcome["rules"]
                assert got, (kind_id, game, seed)
                assert set(got) <= set(IDS), got
                assert all(rule(i).applies_to(m.outcome["game"]) for i in got), got
                assert len(set(got)) == len(got)
                seen |= set(got)
    assert seen <= {i for i in IDS if kind_id in kinds_for(i)}  # what deal_for searches


def test_the_lessons_check_passes_on_each_items_rules() -> None:
    m = make_model("check", None, "en", seed=4242)
    m.load_query({"items": ["name-hand/soko", "split/double-barrel", "rasp-bid/raspisnoy",
                            "bring-in/soko"], "lesson": ["games/soko/"]})
    outs: list[dict[str, object]] = []
    m.param.watch(lambda e: outs.append(dict(e.new)), "outcome", onlychanged=False)
    for right in (True, False, True, False, True):
        answer(m.current, right)
        m.advance()
    items = [o for o in outs if "correct" in o]
    assert len(items) == 5
    for o in items:
        assert o["rules"] and set(o["rules"]) <= set(IDS), o  # type: ignore[arg-type]
    assert "rules" not in outs[-1]  # the check's own closing outcome is not an item


def test_the_expert_quiz_names_the_trap_that_decided_as_a_rule() -> None:
    found: set[str] = set()
    for game in ("omaha", "telesina", "triple-draw-27"):
        m = make_model("quiz", game, "en", seed=5)
        m.level = "expert"
        for _ in range(6):
            answer(m, False)
            found |= set(m.outcome["rules"])
            m.next()
    assert {"omaha-exactly-two", "telesina-heads-up"} & found


def test_a_showdown_names_the_rule_that_decided_it() -> None:
    def rules(game_id: str, hands: list[str], board: str = "") -> list[str]:
        game = get_game(game_id)
        parsed = [parse_cards(h) for h in hands]
        table = parse_cards(board) if board else []
        return showdown_rules(game, parsed, table, run_showdown(game, parsed, table))

    assert "kicker" in rules("holdem", ["Ah Kd", "Ac Qd"], "As 9c 7h 4d 2s")
    assert rules("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"]) == ["soko-four-flush"]
    assert "flush-over-full-house" in rules("americana", ["As Qs Ts 8s 7s",
                                                          "Ad Ac Th Td Tc"])
    assert "board-plays" in rules("holdem", ["2c 3d", "4h 5c"], "Ah Kd Qs Jc Th")
    assert "omaha-exactly-two" in rules("omaha", ["Ah Kh Qh Jh", "2c 2d 7s 8s"],
                                        "Th 9h 3c 2s 4d")


# -- deals that turn on a rule -----------------------------------------------------------

def _reopened(found: dict[str, object]) -> object:
    """The widget the page opens for a deal: its kind, game and seed, then its item."""
    k = str(found["kind"])
    game = None if kind(k).game == "none" else str(found["game"])
    m = make_model(k, game, "en", seed=int(str(found["seed"])))
    if found["item"] is not None:
        m.load_item(found["item"])  # type: ignore[arg-type]
    return m


@pytest.mark.parametrize("rule_id", IDS)
def test_a_dealt_position_turns_on_its_rule_when_the_page_opens_it(rule_id: str) -> None:
    for seed in (0, 1, 7):
        found = deal_for(rule_id, seed, budget=5.0)  # a loaded machine may be slow
        assert found["rule"] == rule_id and rule(rule_id).applies_to(found["game"])
        assert found == deal_for(rule_id, seed, budget=5.0) | {"tries": found["tries"]}
        m = _reopened(found)
        assert rule_id in m.item_rules(), (rule_id, seed, found)  # type: ignore[attr-defined]
        if found["kind"] == "quiz":  # re-judged by the core from the cards alone
            game = get_game(found["game"])
            hands = [parse_cards(h) for h in found["position"]["hands"]]
            board = parse_cards(found["position"]["board"])
            assert rule_id in showdown_rules(game, hands, board,
                                             run_showdown(game, hands, board))


def test_a_deal_is_said_in_the_language_asked() -> None:
    en, ru = deal_for("kicker", 3), deal_for("kicker", 3, "ru")
    assert en["position"] == ru["position"]
    assert CYRILLIC.search(ru["answer"] + " ".join(ru["explanation"]))


def test_dealing_an_unknown_rule_names_the_closest() -> None:
    with pytest.raises(TutorError, match="did you mean: telesina-vela"):
        deal_for("telesina-vella")


# -- the command line and the build --------------------------------------------------------

def test_tutor_rules_lists_ids_names_and_lessons(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--json", "--game", "soko", "--lang", "ru"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["version"] == 1
    ids = [x["id"] for x in data["rules"]]
    assert "soko-four-flush" in ids and "omaha-exactly-two" not in ids
    four = next(x for x in data["rules"] if x["id"] == "soko-four-flush")
    assert four == {"id": "soko-four-flush", "lesson": "games/soko/", "games": ["soko"],
                    "name": "Соко: 4-флеш бьёт пару"}
    assert main(["rules"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(RULES)
    assert lines[0].split()[0] == RULES[0].id and "(games/holdem/)" in lines[0]


def test_tutor_deal_prints_the_game_the_exercise_and_the_answer(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--rule", "omaha-exactly-two", "--seed", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"rule", "game", "kind", "seed", "item", "position", "answer",
            "explanation"} <= set(data)
    assert data["rule"] == "omaha-exactly-two" and data["game"].startswith("omaha")
    assert main(["deal", "--rule", "telesina-flush-suit", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Телесина" in out and "Рука 1:" in out and "ru/games/telesina/" in out


def test_tutor_deal_with_an_unknown_rule_exits_2_naming_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--rule", "omaha-two"]) == 2
    err = capsys.readouterr().err
    assert "`omaha-two`" in err and "omaha-exactly-two" in err
    assert main(["deal", "--rule", "omaha-two", "--lang", "ru"]) == 2
    assert "неизвестное правило `omaha-two`" in capsys.readouterr().err


def test_the_build_writes_every_rule_for_the_browser() -> None:
    from tutor.site.build import rules_json

    data = json.loads(rules_json())
    assert data == browser_rules()
    assert data["version"] == 1 and [x["id"] for x in data["rules"]] == list(IDS)
    omaha = next(x for x in data["rules"] if x["id"] == "omaha-exactly-two")
    assert omaha["lesson"] == "games/omaha/" and "omaha-hilo" in omaha["games"]
    assert set(omaha["name"]) == set(LANGS) and omaha["name"]["ru"] != omaha["name"]["en"]
    every = next(x for x in data["rules"] if x["id"] == "kicker")
    assert every["games"] == list(GAME_IDS)


def _said_items(answer: str) -> list[str]:
    """The items an answer sentence lists after its colon ("May be played: a, b." → [a, b])."""
    return [x.strip() for x in answer.split(":", 1)[1].rstrip(".").replace(";", ",").split(",")]


@pytest.mark.parametrize(("rule_id", "kind_id"), [
    ("raspisnoy-follow-suit", "rasp-legal"), ("raspisnoy-dealer-bid", "rasp-bid"),
    ("raspisnoy-scoring", "rasp-score")])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_tutor_deal_prints_the_answer_of_a_raspisnoy_drill(
        capsys: pytest.CaptureFixture[str], rule_id: str, kind_id: str, lang: str) -> None:
    """The "Answer" line is the drill's own answer: answering as it says is judged right."""
    from tutor.ui.models.rasp_drills import parse_points

    assert main(["deal", "--rule", rule_id, "--seed", "4", "--lang", lang]) == 0
    out = capsys.readouterr().out
    found = deal_for(rule_id, 4, lang)
    assert found["kind"] == kind_id and found["answer"]
    m = _reopened(found)
    m.lang = lang  # type: ignore[attr-defined]
    said = "Answer: " if lang == "en" else "Ответ: "
    assert f"{said}{found['answer']}\n" in out
    assert found["answer"] == m.answer_text()  # type: ignore[attr-defined]
    items = _said_items(found["answer"])
    q = m.question  # type: ignore[attr-defined]
    if kind_id == "rasp-legal":
        from tutor.raspisnoy.cards import card_label

        for i, c in enumerate(q.hand):
            if card_label(c, lang) in items:
                m.toggle(i)  # type: ignore[attr-defined]
    elif kind_id == "rasp-bid":
        for b in range(q.cards + 1):
            if m.bid_name(b) in items:  # type: ignore[attr-defined]
                m.toggle(b)  # type: ignore[attr-defined]
    else:
        for i, text in enumerate(items):
            assert parse_points(text) is not None
            m.set_answer(i, text)  # type: ignore[attr-defined]
    assert m.submit() is True  # type: ignore[attr-defined]
