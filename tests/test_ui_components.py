"""``tutor.ui``'s widgets in a Panel user's own code: one line makes one, Panel shows it.

Every kind of the registry makes a :class:`~tutor.ui.components.TutorWidget` whose
``__panel__`` is a Panel viewable (``pn.panel``, ``pn.Column`` take it as is); answering
through the model changes what the widget shows; the makers' names come from the kinds'
rows; bad kinds, games and languages are errors naming them; ``import tutor.ui`` loads
neither Panel nor the models.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import tutor.ui
from tutor.errors import TutorError
from tutor.ui import components, kinds
from tutor.ui.exports import EXPORTS, FAMILIES

pn = pytest.importorskip("panel")

ROOT = Path(__file__).resolve().parents[1]


def shown(widget: Any) -> str:
    """The HTML the widget's boards show under Panel, in order."""
    from tutor.ui.views.board import Board

    return "".join(board.content for board in pn.panel(widget).select(Board))


@pytest.mark.parametrize("kind", kinds.IDS)
def test_every_kind_is_a_panel_viewable(kind: str) -> None:
    w = tutor.ui.widget(kind, lang="ru", seed=5)
    layout = w.__panel__()
    assert isinstance(layout, pn.viewable.Viewable)
    assert pn.panel(w) is layout  # Panel shows the widget's own component, made once
    assert layout.tutor_model is w.model and w.model.lang == "ru"
    assert "tt-app" in layout.css_classes
    assert shown(w)  # boards with something in them
    maker = getattr(tutor.ui, kind.replace("-", "_"))
    assert maker(lang="ru", seed=5).kind.id == kind


def test_a_quiz_answer_changes_what_it_shows() -> None:
    quiz = tutor.ui.quiz(game="holdem", seed=21)
    before = shown(quiz)
    assert "Right!" not in before and "tt-hand" in before
    for hand in sorted(quiz.model.question.winners):
        quiz.model.toggle(hand)
    quiz.model.submit()
    after = shown(quiz)
    assert "Right!" in after and "Score 1 of 1" in after
    assert "tt-right" in after


def test_a_ladder_row_and_a_drill_answer_show() -> None:
    ladder = tutor.ui.ladder(game="shortdeck36")
    assert "tt-details" not in shown(ladder)
    ladder.model.select("flush")
    assert "Flush against Full house" in shown(ladder)
    bid = tutor.ui.raspisnoy("rasp-bid", lang="ru", seed=2)
    assert bid.model.lang == "ru" and bid.title == kinds.kind("rasp-bid").title("ru")


def test_two_widgets_and_a_panel_slider_in_one_layout() -> None:
    quiz = tutor.ui.quiz(game="holdem", seed=4)
    slider = pn.widgets.IntSlider(label="Hands", start=2, end=6, value=2)
    slider.param.watch(lambda e: setattr(quiz.model, "players", e.new), "value")
    app = pn.Column(quiz, tutor.ui.drill("is-low", game="omaha-hilo", seed=1), slider)
    app.get_root()  # Bokeh models for the whole page: what `panel serve` sends
    assert app.objects[0] is quiz.__panel__()
    slider.value = 5
    assert len(quiz.model.question.hands) == 5
    assert shown(quiz).count('class="tt-key"') == 5  # the keys 1..5 beside the hands


def test_servable_and_the_notebook_pass_through(monkeypatch: pytest.MonkeyPatch) -> None:
    w = tutor.ui.explain(game="holdem", query={"p": ["AsAd", "KsKd"], "b": "2c7d9hJc4s"})
    layout = w.__panel__()
    seen: list[Any] = []
    monkeypatch.setattr(layout, "servable", lambda **kw: seen.append(kw), raising=False)
    monkeypatch.setattr(layout, "_repr_mimebundle_",
                        lambda include, exclude: ({"text/html": "x"}, {}), raising=False)
    assert w.servable() is w and seen == [{"title": w.title}]
    assert w._repr_mimebundle_() == ({"text/html": "x"}, {})
    assert "Player 1" in shown(w) and "AsAd" not in w.title


def test_the_makers_come_from_the_kinds_rows() -> None:
    assert tutor.ui.__all__ == list(EXPORTS)
    assert len(set(EXPORTS)) == len(EXPORTS)
    assert set(FAMILIES["drill"]) == set(kinds.DRILLS)
    assert {k for k, g in kinds.OWN_GAME.items()} == set(FAMILIES[kinds.RASPISNOY])
    names = {k.replace("-", "_") for k in kinds.IDS} | set(FAMILIES)
    assert set(EXPORTS) == names | {"TutorWidget", "widget"}
    submodules = {p.stem for p in (ROOT / "tutor" / "ui").iterdir()}
    assert not submodules & set(EXPORTS)  # `tutor.ui.<name>` is never a module too
    namespace: dict[str, Any] = {}
    exec("from tutor.ui import *", namespace)
    assert namespace["TutorWidget"] is components.TutorWidget
    assert namespace["quiz"] is tutor.ui.quiz


@pytest.mark.parametrize(("call", "named"), [
    (lambda: tutor.ui.widget("dance"), "`dance`"),
    (lambda: tutor.ui.quiz(game="chess"), "`chess`"),
    (lambda: tutor.ui.ladder(lang="de"), "`de`"),
    (lambda: tutor.ui.drill("quiz"), "`quiz` is not a drill kind"),
    (lambda: tutor.ui.drill("dance"), "unknown widget kind `dance`"),
    (lambda: tutor.ui.raspisnoy("is-low"), "`is-low` is not a raspisnoy kind"),
    (lambda: tutor.ui.drill("is-low", game="holdem"), "is-low"),
])
def test_bad_parts_are_named(call: Any, named: str) -> None:
    with pytest.raises(TutorError, match=named.replace("`", ".")):
        call()


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'dance'"):
        tutor.ui.dance  # noqa: B018


def test_importing_tutor_ui_loads_neither_panel_nor_the_models() -> None:
    code = ("import sys, tutor.ui; print(sorted(m for m in ('panel', 'bokeh', "
            "'tutor.ui.components', 'tutor.ui.widgets', 'tutor.ui.models') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout
    assert out.strip() == "[]"


def test_the_example_notebook_runs_and_ends_its_cells_in_widgets() -> None:
    import ast
    import json

    notebook = json.loads((ROOT / "docs" / "examples" / "tutor-widgets.ipynb").read_text("utf-8"))
    namespace: dict[str, Any] = {}
    shown_cells = 0
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse("".join(cell["source"]))
        last = tree.body[-1]
        exec(compile(ast.Module(tree.body[:-1], []), "<cell>", "exec"), namespace)
        if isinstance(last, ast.Expr):  # what the cell shows
            value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)
            if value is not None:  # pn.extension() shows nothing
                assert isinstance(pn.panel(value), pn.viewable.Viewable)
                shown_cells += 1
        else:
            exec(compile(ast.Module([last], []), "<cell>", "exec"), namespace)
    assert shown_cells == 4
