"""One board, one markup: what Python writes for a board (``surface.board_html``: the build's
first states) and what the browser draws for the same state (``tutorPaint`` in
``board_events.js``: the page's widgets, the early answers and Panel's ``Board``) are the
same DOM, node for node, for real states of every family of view.

Run under the shared lock: ``flock /tmp/tutor-browser.lock .venv/bin/python -m pytest -q
tests/test_board_markup_browser.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.panel_apps import launch
from tutor.site.boards_runtime import view_of
from tutor.ui.views.board import EVENTS_JS
from tutor.ui.views.surface import BoardState, board_html

pytestmark = pytest.mark.browser

SPECS = [
    {"widget": "quiz", "game": "holdem", "lang": "en", "seed": 7},
    {"widget": "ladder", "game": "soko", "lang": "ru"},
    {"widget": "explain", "game": "omaha", "lang": "en"},
    {"widget": "split", "game": "", "lang": "ru", "seed": 3},
    {"widget": "legal-bet", "game": "draw5", "lang": "en", "seed": 11},
    {"widget": "rasp-game", "game": "", "lang": "ru", "seed": 2},
    {"widget": "teach-plan", "game": "", "lang": "en"},
]

COMPARE = """([state, html]) => {
  const drawn = document.createElement("div");
  tutorPaint(drawn, state);
  const written = document.createElement("template");
  written.innerHTML = html;
  const python = written.content.firstElementChild;
  return python.isEqualNode(drawn) && written.content.childNodes.length === 1
    ? "" : python.outerHTML.slice(0, 300) + "\\n!=\\n" + drawn.outerHTML.slice(0, 300);
}"""


def _states() -> list[BoardState]:
    out: list[BoardState] = []
    for spec in SPECS:
        out += view_of(spec).parts()
    return out


@pytest.fixture(scope="module")
def page(playwright: Any) -> Iterator[Any]:
    for browser in launch(playwright):
        tab = browser.new_page()
        tab.set_content("<!doctype html><html><body></body></html>")
        tab.add_script_tag(content=EVENTS_JS)
        yield tab


def test_python_and_the_browser_draw_a_board_the_same(page: Any) -> None:
    states = _states()
    assert any(s.keys for s in states) and any(not s.focusable for s in states)
    assert any(s.lang for s in states) and any(not s.content for s in states)
    differ = [(s.label, d) for s in states
              if (d := page.evaluate(COMPARE, [s.state(), board_html(s)]))]
    assert differ == []


def test_a_changed_attribute_is_seen_and_the_focus_stays_on_its_element(page: Any) -> None:
    """The comparison can fail (a label Python and the browser write apart), and a redraw
    keeps the focus on the element with the same ``data-focus``."""
    state = BoardState(content='<button data-focus="go" data-action="go">Go</button>',
                       label="Board", keys=["1"])
    other = BoardState(content=state.content, label="Other")
    assert page.evaluate(COMPARE, [state.state(), board_html(other)]) != ""
    focused = page.evaluate("""([first, then]) => {
      const root = document.createElement("div");
      document.body.append(root);
      tutorPaint(root, first);
      root.querySelector("button").focus();
      tutorPaint(root, then);
      const active = document.activeElement;
      root.remove();
      return [active.dataset.focus, active.textContent, root.getAttribute("aria-label")];
    }""", [state.state(), {**state.state(), "content": state.content.replace("Go", "Again"),
                           "label": "Board, again"}])
    assert focused == ["go", "Again", "Board, again"]
