"""The course order (issue 13, "a path"): one place, every lesson once, assumes only backwards."""

from __future__ import annotations

import doctest
import itertools
from pathlib import Path

import pytest

import tutor.course
from tutor.course import (
    COURSE,
    GENERAL_RULES,
    GENERAL_SECTIONS,
    LANGS,
    LESSON_IDS,
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
    assert order[0] == "holdem"
    groups = [["omaha", "omaha5"], ["omaha-hilo", "omaha5-hilo"],
              ["stud7", "stud7-hilo", "razz"], ["draw5", "triple-draw-27"],
              ["soko"], ["americana"], ["telesina"], ["draw32"], ["shortdeck36"],
              ["double-barrel"], ["raspisnoy"]]
    flat = [g for group in groups for g in group]
    assert [g for g in order if g in flat] == flat
    # the general rules come before the first split pot (and after the first betting game)
    assert order.index("holdem") < order.index("general-rules") < order.index("omaha-hilo")


def test_references_to_the_general_rules_are_known_and_come_after_them() -> None:
    after = LESSON_IDS.index(GENERAL_RULES)
    for i, x in enumerate(COURSE):
        assert set(x.refers) <= set(GENERAL_SECTIONS), x.id
        if x.refers:
            assert i > after, f"{x.id} refers to the general rules before they are taught"
    for lang in LANGS:
        text = (LESSONS / lang / "general-rules.md").read_text(encoding="utf-8")
        for key, titles in GENERAL_SECTIONS.items():
            assert f"{{: #{key} }}" in text, (lang, key)
            assert titles[lang].lower() in text.lower(), (lang, key)


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
