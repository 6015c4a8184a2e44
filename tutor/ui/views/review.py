"""The review widget: a status line, the due item drawn by its own lesson view, then the next.

The item's own view (quiz, drill, split trainer, Raspisnoy drill) is built for
each item; its boards follow the review's own (:meth:`ReviewView.parts`), in a box
classed like the item's app; everything else is one board redrawn from the model.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tutor.ui.html_escape import escape
from tutor.ui.models.review import ReviewModel, due_of
from tutor.ui.review_strings import due_text
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import Header
from tutor.ui.views.surface import BoardState

REVIEW_CSS = """
.tt-review-status { font-weight: 600; margin: .3em 0; }
.tt-review-note { margin: .3em 0; }
.tt-review-problem { color: #8a1c1c; margin: .2em 0; }
.tt-review-summary p { margin: .4em 0; font-size: 1.1em; }
.tt-review a { color: #1558b0; }
"""


def opening_html(intro: str, problems: Sequence[str]) -> list[str]:
    """A review's (or a check's) intro and its problems, escaped: the start of its html."""
    return [f'<p class="tt-review-note">{escape(intro)}</p>',
            *(f'<p class="tt-review-problem" role="alert">{escape(p)}</p>' for p in problems)]


def loading_html(text: str) -> str:
    """The line shown while the items load."""
    return f'<p role="status">{escape(text)}</p>'


def status_html(text: str) -> str:
    """The line saying where in the items the learner is."""
    return f'<p class="tt-review-status" role="status">{escape(text)}</p>'


def button_html(action: str, focus: str, label: str) -> str:
    """One action button in its row (``data-focus``: what keeps the focus when redrawn)."""
    return (f'<div class="tt-actions"><button type="button" class="tt-btn" '
            f'data-action="{action}" data-focus="{focus}">{escape(label)}</button></div>')

class ReviewView(BoardsView):
    """The review: its header and status board, then the due item's own view, swapped per
    item (its boards in a box of their own, classed like the item's app)."""

    app_kind = "review"

    def __init__(self, model: ReviewModel, make_view: Callable[[Any], Any]) -> None:
        self.model = model
        self.make_view = make_view  # tutor.ui.widgets.make_view: each item's own view
        self.header = Header(model, "title", choose_game=False)
        self.board = BoardState(css_classes=["tt-review"], focusable=False,
                                stylesheets=[REVIEW_CSS])
        self.board.on_action(self._on_action)
        self.item_view: Any = None
        self.body: Any = None  # under Panel: the column holding the item's layout
        self._shown: Any = None
        model.param.watch(self._refresh, ["current", "answered", "done", "loaded", "lang",
                                          "problems", "large", "four_colour"])
        self._refresh()

    def _on_action(self, action: str, _value: str) -> None:
        if action == "next":
            self.model.advance()

    def _item_view(self) -> None:
        m = self.model
        if m.current is self._shown:
            return
        self._shown = m.current
        self.item_view = None
        if m.current is not None:
            self.item_view = self.make_view(m.current)
            # the review's own header sets the language and the card sizes for every item:
            # the item's copies of those controls (and its game menu) go
            self.item_view.header.hide_page_controls()
        self._show_item()

    def _show_item(self) -> None:
        if self.body is None:
            return
        self.body.objects = [] if self.item_view is None else [self.item_layout()]

    def item_layout(self) -> Any:
        """Under Panel: the layout of the item being answered (its app's own)."""
        return self.item_view.panel(name=self.model.current.kind)

    def _refresh(self, *_: Any) -> None:
        m = self.model
        if m.current is not None:
            m.current.param.update(lang=m.lang, large=m.large, four_colour=m.four_colour)
        self._item_view()
        self.board.param.update(content=self.html(), lang=m.lang, label=m.text("title"),
                                root_class="tt-root" + (" tt-large" if m.large else ""))

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order: the item's change from item to item."""
        item = list(self.item_view.parts()) if self.item_view is not None else []
        return [self.header.board, self.board, *item]

    def box_of(self, board: BoardState) -> list[str]:
        """The classes of the box around a board (the item's app, inside the review)."""
        view = self.item_view
        if view is not None and any(board is b for b in view.parts()):
            return ["tt-review-item", *view.app_classes]
        return []

    def html(self) -> str:
        """The status, the notes and the buttons (every text escaped)."""
        m = self.model
        out = opening_html(m.text("intro"), m.problems)
        if not m.loaded:
            out.append(loading_html(m.text("loading")))
        elif m.current is not None:
            out.append(status_html(m.status_text()))
            if m.answered and m.results:
                _, ok, due = m.results[-1]
                when = due_of({"due": due})
                text = m.text("rated_good" if ok else "rated_again",
                              when=due_text(when, m.now(), m.lang) if when else "")
                last = m.position + 1 >= len(m.entries)
                out.append(f'<p class="tt-review-note" role="status">{escape(text)}</p>'
                           + button_html("next", "review-next",
                                         m.text("finish" if last else "next_item")))
        else:
            out.append('<div class="tt-review-summary" role="status">'
                       + "".join(f"<p>{escape(line)}</p>" for line in m.summary_lines())
                       + "</div>")
            if not m.entries and not m.next_due:
                out.append(f'<p><a href="{escape(m.first_lesson)}">'
                           f'{escape(m.text("first_lesson"))}</a></p>')
        return "".join(out)

    def panel(self, name: str = "review") -> Any:
        """Under Panel: the header and status boards, then a column holding the item's app."""
        import panel as pn

        from tutor.ui.views.board import Board

        self.body = pn.Column(sizing_mode="stretch_width", css_classes=["tt-review-item"])
        self._show_item()
        return pn.Column(self.header.row(), Board.of(self.board), self.body, name=name,
                         sizing_mode="stretch_width", css_classes=self.app_classes)
