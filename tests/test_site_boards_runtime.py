"""Widgets drawn by the page from their boards' states (tutor.site.boards_runtime),
in a fresh CPython: no Panel, no Bokeh, every button answered; the same HTML as the first
states the build writes into the slots."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from tutor.site.boards_runtime import BoardsPage, drawn_by_page, view_of
from tutor.site.static_widgets import surfaces_html
from tutor.ui.widgets import make_widget

REPO = Path(__file__).resolve().parents[1]

# Every kind and game the page draws itself, built and every button of every board pressed
# (the data-action/data-value pairs, as page.js sends them), in both languages.
PRESS_EVERYTHING = """
    import json, re, sys
    from tutor.errors import TutorError
    from tutor.site.boards_runtime import BoardsPage, drawn_by_page, view_of
    from tutor.ui.widgets import KINDS

    ACTION = re.compile(r'data-action="([^"]*)"(?:[^>]*?data-value="([^"]*)")?')
    BY_PANEL = BY_PANEL_KINDS
    by_panel, drawn, pressed, changes = set(), 0, 0, 0
    imported = []
    # the kinds the page draws first (a Panel view imports Panel), then the others
    for kind in [k for k in KINDS if k not in BY_PANEL] + ["-"] + list(BY_PANEL):
        if kind == "-":
            imported = sorted(m for m in ("panel", "bokeh") if m in sys.modules)
            continue
        for game in (None, "holdem", "omaha", "stud7-hilo", "soko", "double-barrel"):
            for lang in ("en", "ru"):
                spec = {"widget": kind, "game": game or "", "lang": lang, "seed": 7}
                try:
                    view = view_of(spec)
                except TutorError:
                    continue
                if not drawn_by_page(view):
                    by_panel.add(kind)
                    continue
                page = BoardsPage()
                out = page.add(0, spec, view)
                sent = []
                page.link(sent.append)
                drawn += 1
                for b, state in enumerate(out["boards"]):
                    for action, value in ACTION.findall(state["content"])[:12]:
                        page.act(0, b, {"action": action, "value": value or ""})
                        pressed += 1
                changes += sum(len(c) for c in sent)
    print(json.dumps({"by_panel": sorted(by_panel), "drawn": drawn, "pressed": pressed,
                      "changes": changes,
                      "imported": imported}))
"""
BY_PANEL_KINDS: list[str] = []
"""The kinds that lay out Panel's own widgets (a page with one would import Panel): none."""


def test_the_page_draws_every_board_widget_without_importing_panel_or_bokeh() -> None:
    code = textwrap.dedent(PRESS_EVERYTHING).replace("BY_PANEL_KINDS", repr(BY_PANEL_KINDS))
    r = subprocess.run([sys.executable, "-c", code],
                       capture_output=True, text=True, cwd=REPO, timeout=600,
                       env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert r.returncode == 0, r.stderr[-3000:]
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["imported"] == [], out
    assert out["drawn"] >= 60 and out["pressed"] >= 500 and out["changes"] >= 300, out
    assert out["by_panel"] == BY_PANEL_KINDS, out


@pytest.mark.parametrize(("kind", "game", "lang"), [
    ("quiz", "holdem", "en"), ("quiz", "stud7-hilo", "ru"), ("ladder", "soko", "ru"),
    ("split", None, "en"), ("which-cards", "omaha", "ru"), ("barrel-hand", None, "en"),
    ("split-pot", "holdem", "en"), ("legal-bet", None, "ru"), ("rasp-score", None, "ru"),
    ("rasp-game", None, "en"), ("rasp-legal", None, "ru"),
])
def test_python_draws_the_state_the_build_wrote_as_the_first_state(kind: str, game: str | None,
                                                                  lang: str) -> None:
    """A click queued on the first state is replayed on the page's drawing: both must show
    the same boards, with the same buttons."""
    spec = {"widget": kind, "game": game or "", "lang": lang, "seed": 12345}
    drawn = BoardsPage().add(0, spec)
    first = surfaces_html(make_widget(kind, game, lang, seed=12345))
    for state in drawn["boards"]:
        if state["content"]:
            assert state["content"] in first
            assert f'aria-label="{state["label"]}"' in first or '"' in state["label"]


def test_a_bad_slot_is_an_error_the_runtime_can_name() -> None:
    from tutor.errors import TutorError

    with pytest.raises(TutorError, match="sokko"):
        view_of({"widget": "quiz", "game": "sokko", "lang": "en"})
    assert drawn_by_page(view_of({"widget": "quiz", "game": "soko", "lang": "ru", "seed": 1}))


def test_the_reviews_next_item_is_drawn_in_place_of_the_last() -> None:
    """The review shows each due item's own boards after its own: answered and moved on,
    the page gets the whole slot again, the new item's boards in a box classed like it."""
    from outcome_answers import answer
    from test_ui_review import _wrong_entry

    first, _ = _wrong_entry("quiz")
    second, _ = _wrong_entry("name-hand")
    spec = {"widget": "review", "lang": "en",
            "query": {"item": [json.dumps(first), json.dumps(second)]}}
    page = BoardsPage()
    out = page.add(0, spec)
    boxes = [" ".join(b["box"]) for b in out["boards"]]
    assert boxes[:2] == ["", ""] and "tt-app-quiz" in boxes[2], boxes
    sent: list[Any] = []
    page.link(sent.append)
    review = page.views[0]
    first_item_board = page.boards[0][3]
    assert answer(review.item_view.model, True) is True  # the item judged as in its lesson
    next_button = 'data-action="next" data-focus="review-next"'
    assert next_button in page.boards[0][1].content
    page.act(0, 1, {"action": "next", "value": ""})
    redrawn = [c["app"] for c in sent[-1] if "app" in c]
    assert len(redrawn) == 1
    kinds = {" ".join(b["box"]) for b in redrawn[0]["boards"][2:]}
    assert kinds == {"tt-review-item tt-app tt-app-name-hand"}, kinds
    # a change to a board the slot no longer shows (the first item's) is not sent
    sent.clear()
    page._changed((0, 3), first_item_board)
    assert sent == [] and page._dirty == {}
