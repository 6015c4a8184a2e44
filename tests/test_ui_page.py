"""Headings: an embedded widget titles itself with <h2>, a standalone app page with <h1>."""

from __future__ import annotations

import pytest

pytest.importorskip("panel")


@pytest.mark.parametrize("kind", ["ladder", "quiz", "split", "explain"])
def test_embedded_widget_title_is_h2_and_standalone_title_is_h1(kind: str) -> None:
    from tutor.ui.page import standalone_widget
    from tutor.ui.widgets import make_widget

    embedded = make_widget(kind, "omaha-hilo" if kind != "split" else None)
    title = embedded.tutor_view.header.title_html()
    assert title.startswith("<h2") and "<h1" not in title
    assert title in embedded.tutor_view.header.board.content  # what the page shows
    alone = standalone_widget(kind)
    title = alone.tutor_view.header.title_html()
    assert title.startswith("<h1") and title.endswith("</h1>")
    assert title in alone.tutor_view.header.board.content
    alone.tutor_model.lang = "ru"  # the <h1> follows the language switch
    assert "<h1" in alone.tutor_view.header.board.content
    assert title not in alone.tutor_view.header.board.content


def test_section_headings_sit_one_level_under_the_title() -> None:
    from tutor.ui.page import standalone_widget
    from tutor.ui.widgets import make_widget

    embedded = make_widget("split")
    alone = standalone_widget("split")
    for w in (embedded, alone):
        for i in range(3):
            w.tutor_model.move(i, 1)
    assert "<h3" in embedded.tutor_view.board.content
    assert "<h2" not in embedded.tutor_view.board.content
    assert "<h2" in alone.tutor_view.board.content and "<h3" not in alone.tutor_view.board.content
