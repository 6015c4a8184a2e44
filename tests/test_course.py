"""The course order (a path): one place, every lesson once, assumes only backwards."""

from __future__ import annotations

import doctest
import itertools
import re
from pathlib import Path

import pytest

import tutor.course
from tutor.course import (
    COURSE,
    GENERAL_RULES,
    GENERAL_SECTIONS,
    LANGS,
    LESSON_IDS,
    TOPICS,
    Lesson,
    by_page,
    lesson,
    neighbours,
    position,
)
from tutor.errors import TutorError
from tutor.games import GAME_IDS

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


def test_doctests() -> None:
    result = doctest.testmod(tutor.course)
    assert result.attempted > 0 and result.failed == 0


def test_every_game_appears_exactly_once() -> None:
    assert len(LESSON_IDS) == len(set(LESSON_IDS)) == len(COURSE)
    assert set(GAME_IDS) <= set(LESSON_IDS)


def test_every_lesson_page_of_the_site_is_on_the_path_and_only_those() -> None:
    for lang in LANGS:
        root = LESSONS / lang
        pages = {p.relative_to(root).as_posix() for p in root.rglob("*.md")}
        on_path = {x.page for x in COURSE}
        assert on_path <= pages, f"{lang}: course names missing files {on_path - pages}"
        # only the home page, the embedding help and the tools (progress, review,
        # classroom) stay off the path
        tools = {"index.md", "embed.md", "progress.md", "review.md", "teach.md",
                 "teach/class.md"}
        assert pages - on_path == tools, lang


def test_assumes_point_only_backwards_and_to_known_lessons() -> None:
    seen: set[str] = set()
    for x in COURSE:
        assert set(x.assumes) <= seen, f"{x.id} assumes {set(x.assumes) - seen}, not yet taught"
        assert x.id not in x.assumes
        seen.add(x.id)


def test_the_issue_order_standard_first_then_omaha_hilo_stud_draw_and_the_rare_games() -> None:
    order = list(LESSON_IDS)
    assert order[:2] == ["holdem", "draw5"]  # five-card draw right after Hold'em
    groups = [["omaha", "omaha5"], ["omaha-hilo", "omaha5-hilo"],
              ["stud7", "stud7-hilo", "razz"], ["triple-draw-27"],
              ["soko"], ["americana"], ["telesina"], ["draw32"], ["shortdeck36"],
              ["double-barrel"], ["raspisnoy"]]
    flat = [g for group in groups for g in group]
    assert [g for g in order if g in flat] == flat


def test_the_general_rules_are_no_longer_step_2_but_the_reference_after_the_poker_games(
        ) -> None:
    """Each part of the general rules is taught where it is first needed; the
    page stays as the reference the lessons link to, after the last poker game."""
    order = list(LESSON_IDS)
    assert order.index(GENERAL_RULES) == order.index("double-barrel") + 1
    reference = lesson(GENERAL_RULES)
    assert reference.introduces == ()
    assert set(reference.needs) >= set(GENERAL_SECTIONS)


def test_references_to_the_general_rules_are_known_and_name_what_the_lesson_needs() -> None:
    for x in COURSE:
        assert set(x.refers) <= set(GENERAL_SECTIONS), x.id
        # a link to the reference is for an idea taught elsewhere, never the lesson's own
        assert set(x.refers) <= set(x.needs), x.id
    for lang in LANGS:
        text = (LESSONS / lang / "general-rules.md").read_text(encoding="utf-8")
        for key, titles in GENERAL_SECTIONS.items():
            assert f"{{: #{key} }}" in text, (lang, key)
            assert titles[lang].lower() in text.lower(), (lang, key)


def _taught_by_assumed(x: Lesson) -> set[str]:
    """The topics introduced by the lessons ``x`` assumes, followed back to the start."""
    seen: set[str] = set()
    todo = list(x.assumes)
    topics: set[str] = set()
    while todo:
        y = lesson(todo.pop())
        if y.id not in seen:
            seen.add(y.id)
            topics |= set(y.introduces)
            todo.extend(y.assumes)
    return topics


def test_every_topic_has_one_owner_and_every_lesson_assumes_the_owners_of_what_it_needs(
        ) -> None:
    """"assumes" and "teaches" agree: a learner who opens a lesson and follows its "Assumes"
    links meets every idea it needs; each idea (the bring-in, defect 13) has one owner."""
    owners: dict[str, list[str]] = {}
    for x in COURSE:
        assert set(x.introduces) <= set(TOPICS) and set(x.needs) <= set(TOPICS), x.id
        assert not set(x.introduces) & set(x.needs), x.id
        for topic in x.introduces:
            owners.setdefault(topic, []).append(x.id)
        missing = set(x.needs) - _taught_by_assumed(x)
        assert not missing, f"{x.id} needs {missing}, which no lesson it assumes teaches"
    assert {t: len(o) for t, o in owners.items()} == dict.fromkeys(TOPICS, 1)
    assert owners["bring-in"] == ["stud7"]
    assert owners["betting"] == owners["whole-hand"] == owners["kicker"] == ["holdem"]
    assert owners["limits"] == ["draw5"]
    assert owners["odd-chips"] == owners["side-pots"] == ["omaha-hilo"]
    assert set(GENERAL_SECTIONS) <= set(TOPICS)


def test_following_next_from_home_meets_betting_and_a_whole_hand_before_any_page_needs_them(
        ) -> None:
    """A new learner who starts at the home page and presses Next meets
    betting actions and a whole worked hand before any page assumes them (Next follows
    :data:`COURSE`; ``tests/test_site_course.py`` checks the built site's Next links)."""
    met: set[str] = set()
    for x in COURSE:
        assert set(x.needs) <= met, f"{x.id} needs {set(x.needs) - met} before it is taught"
        met |= set(x.introduces)
    first_needs = [x.id for x in COURSE if {"betting", "whole-hand"} & set(x.needs)]
    assert first_needs and LESSON_IDS.index(first_needs[0]) > LESSON_IDS.index("holdem")
    assert COURSE[0].introduces[:3] == ("ranking", "betting", "whole-hand")


BETTING_WORDS = {"en": re.compile(r"\b(?:bet|bets|raise|raises|call|calls|fold|folds)\b"),
                 "ru": re.compile(r"\b(?:ставк|повыш|повыс|уравн|сброс)", re.I)}


@pytest.mark.parametrize("lang", LANGS)
def test_a_page_that_speaks_of_betting_needs_it(lang: str) -> None:
    """Every lesson whose text speaks of bets, raises, calls or folds declares that it
    needs the betting topic (or teaches it), so the check above covers the pages' text."""
    for x in COURSE:
        text = (LESSONS / lang / x.page).read_text(encoding="utf-8")
        if x.id != "raspisnoy" and BETTING_WORDS[lang].search(text):
            assert "betting" in (*x.needs, *x.introduces), (lang, x.id)


@pytest.mark.parametrize("lang", LANGS)
def test_each_lesson_names_two_or_three_outcomes(lang: str) -> None:
    for x in COURSE:
        outcomes = x.outcomes_in(lang)
        assert 2 <= len(outcomes) <= 3, (lang, x.id)
        for o in outcomes:
            assert o == o.strip() and o[0].islower() and not o.endswith("."), (lang, x.id, o)
        if lang == "ru":
            assert all(any("а" <= ch <= "я" for ch in o) for o in outcomes), x.id
    assert [len(x.outcomes_in("en")) for x in COURSE] == [len(x.outcomes_in("ru"))
                                                           for x in COURSE]


@pytest.mark.parametrize("lang", LANGS)
def test_titles_and_teaching_phrases_exist_in_both_languages(lang: str) -> None:
    for x in COURSE:
        assert x.title(lang).strip() and x.teaching(lang).strip()
        if lang == "ru":
            assert any("а" <= ch <= "я" for ch in x.teaching("ru").lower()), x.id
            assert x.teaching("ru") != x.teaching("en")


def test_each_title_is_the_heading_of_its_page() -> None:
    for lang in LANGS:
        for x in COURSE:
            first = (LESSONS / lang / x.page).read_text(encoding="utf-8").splitlines()[0]
            assert first.startswith("# ")
            # the page's heading may say more ("Soko (Canadian stud)"), never something else
            assert first[2:].startswith(x.title(lang)), (lang, x.id, first)


def test_lookup_and_neighbours() -> None:
    assert position(LESSON_IDS[-1]) == len(COURSE)
    assert by_page("games/holdem.md") is lesson("holdem")
    for a, b in itertools.pairwise(COURSE):
        assert neighbours(a.id)[1] is b and neighbours(b.id)[0] is a
    with pytest.raises(TutorError, match="unknown lesson `omha`"):
        lesson("omha")
