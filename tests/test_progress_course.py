"""The course ``progress.js`` checks stored and imported progress against.

The build writes the course's lessons (their ids, titles and exercises) and the games into
the page's progress script; the browser tests (``tests/test_progress_hostile_browser.py``)
check what the learner sees.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tutor.course import COURSE
from tutor.site import build
from tutor.site.progress import BuildError


def _page(site: Path, url: str, slots: str) -> None:
    page = site / url / "index.html"
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text(f"<html><body><h1>x</h1>{slots}</body></html>")


def test_the_course_data_names_every_lesson_its_titles_and_its_judged_exercises(
        tmp_path: Path) -> None:
    _page(tmp_path, "games/holdem/",
          '<div class="tutor-widget" data-widget="ladder" data-game="holdem"></div>'
          '<div class="tutor-widget" data-widget="quiz" data-game="holdem"></div>')
    _page(tmp_path, "ru/games/holdem/",
          '<div class="tutor-widget" data-widget="quiz" data-game="holdem"></div>'
          '<div class="tutor-widget" data-widget="which-cards" data-game="holdem"></div>')
    _page(tmp_path, "games/raspisnoy/",
          '<div class="tutor-widget" data-widget="rasp-bid"></div>'
          '<div class="tutor-widget" data-widget="rasp-game"></div>')
    data = dict(build.course_data(tmp_path))
    assert list(data) == [lesson.url("en") for lesson in COURSE]
    assert data["games/holdem/"] == {"t": {"en": "Texas Hold'em", "ru": "Техасский холдем"},
                                     "x": ["quiz/holdem", "which-cards/holdem"]}
    assert data["games/raspisnoy/"]["x"] == ["rasp-bid/raspisnoy"]  # the game judges nothing
    assert data["games/omaha/"]["x"] == []  # no page here


def test_the_progress_script_carries_the_course_and_the_games(tmp_path: Path) -> None:
    _page(tmp_path, "games/holdem/",
          '<div class="tutor-widget" data-widget="quiz" data-game="holdem"></div>')
    js = build.progress_js(tmp_path)
    course = re.search(r"const COURSE = new Map\((.*)\);\n", js)
    games = re.search(r"const GAMES = new Set\((.*)\);\n", js)
    assert course and games
    lessons = dict(json.loads(course.group(1)))
    assert lessons["games/holdem/"]["x"] == ["quiz/holdem"]
    assert {"holdem", "double-barrel", "raspisnoy", "razz"} <= set(json.loads(games.group(1)))
    assert "javascript:" not in js


def test_a_progress_script_without_its_course_line_stops_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assets = tmp_path / "assets"
    assets.mkdir()
    (assets / "progress.js").write_text("const COURSE = {};\n")
    monkeypatch.setattr(build, "ASSETS", assets)
    with pytest.raises(BuildError, match="COURSE"):
        build.progress_js(tmp_path)
