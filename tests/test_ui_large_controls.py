"""Large-card (projector) mode also enlarges the controls, and undoes it.

Most apps draw their controls as HTML inside their boards (the header's language
buttons, game menu and options; the quiz's level and players; the teacher's form):
those follow the boards' ``tt-large`` class; no app has a Panel widget left."""

from __future__ import annotations

import panel as pn
import pytest

from tutor.ui.cards_html import CSS
from tutor.ui.views.board import Board
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


def test_no_app_has_a_panel_widget_left_every_control_is_html_in_a_board() -> None:
    """Large mode reaches every control through the boards' ``tt-large`` class only if no
    app lays out one of Panel's own widgets (they would need style sheets of their own)."""
    from tutor.ui.widgets import KINDS

    for kind in KINDS:
        for lang in ("en", "ru"):
            app = make_widget(kind, lang=lang)
            assert list(app.select(pn.widgets.Widget)) == [], kind
            assert list(app.select(Board)), kind


def test_standalone_page_keeps_html_lang_with_the_app_language() -> None:
    from tutor.ui.page import DocumentLang, serve_app

    page = serve_app("ladder")
    doc_lang = next(o for o in page._render_items.values() if isinstance(o[0], DocumentLang))[0]
    app = next(o for o in page._render_items.values() if hasattr(o[0], "tutor_model"))[0]
    assert doc_lang.lang == app.tutor_model.lang
    app.tutor_model.lang = "ru"
    assert doc_lang.lang == "ru"
