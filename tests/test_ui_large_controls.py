"""Large-card (projector) mode also enlarges the controls, and undoes it.

Most apps draw their controls as HTML inside their boards (the header's language
buttons, game menu and options; the quiz's level and players; the teacher's form):
those follow the boards' ``tt-large`` class. The explainer still has Panel text
inputs, which get a style sheet of their own."""

from __future__ import annotations

import panel as pn
import pytest

from tutor.ui.cards_html import CSS
from tutor.ui.views.board import Board
from tutor.ui.views.common import LARGE_CONTROLS_CSS
from tutor.ui.widgets import make_widget


@pytest.mark.parametrize("kind", ["ladder", "quiz", "split", "explain"])
def test_large_mode_enlarges_every_board_and_normal_mode_restores_it(kind: str) -> None:
    app = make_widget(kind, lang="ru")
    boards = list(app.select(Board))
    assert any("data-action=\"lang\"" in b.content for b in boards)  # the language buttons
    assert all("tt-large" not in b.root_class.split() for b in boards)
    app.tutor_model.large = True
    assert all("tt-large" in b.root_class.split() for b in boards)
    app.tutor_model.large = False
    assert all("tt-large" not in b.root_class.split() for b in boards)


def test_large_mode_styles_the_html_controls() -> None:
    for rule in (".tt-large .tt-lang", ".tt-large .tt-field", ".tt-large .tt-options"):
        assert rule in CSS


@pytest.mark.parametrize("kind", ["explain"])
def test_large_mode_enlarges_every_panel_control_and_normal_mode_restores_it(kind: str) -> None:
    app = make_widget(kind, lang="ru")
    controls = list(app.select(pn.widgets.Widget))
    assert controls  # the explainer's text inputs
    before = [(list(w.stylesheets), w.width) for w in controls]
    assert all(LARGE_CONTROLS_CSS not in sheets for sheets, _ in before)

    app.tutor_model.large = True
    for w, (_, width) in zip(controls, before, strict=True):
        assert LARGE_CONTROLS_CSS in w.stylesheets
        if width:
            assert w.width > width

    app.tutor_model.large = False
    assert [(list(w.stylesheets), w.width) for w in controls] == before


def test_standalone_page_keeps_html_lang_with_the_app_language() -> None:
    from tutor.ui.page import DocumentLang, serve_app

    page = serve_app("ladder")
    doc_lang = next(o for o in page._render_items.values() if isinstance(o[0], DocumentLang))[0]
    app = next(o for o in page._render_items.values() if hasattr(o[0], "tutor_model"))[0]
    assert doc_lang.lang == app.tutor_model.lang
    app.tutor_model.lang = "ru"
    assert doc_lang.lang == "ru"
