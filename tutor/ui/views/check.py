"""The lesson's check: the review's layout (a status board, then the item's own view), with
the check's texts, its score, and at the end its result and "Take a new check"."""

from __future__ import annotations

from typing import Any

from tutor.ui.html_escape import escape
from tutor.ui.models.check import CheckModel
from tutor.ui.views.review import (
    ReviewView,
    button_html,
    loading_html,
    opening_html,
    status_html,
)

CHECK_CSS = """
.tt-check-result p { margin: .4em 0; font-size: 1.1em; font-weight: 600; }
.tt-check-result.tt-passed p { color: #1b5e20; }
"""


class CheckView(ReviewView):
    """The check: its header and status board, then the item's own view, swapped per item."""

    app_kind = "check"

    def __init__(self, model: CheckModel, make_view: Any) -> None:
        self.check: CheckModel = model  # html() runs inside ReviewView.__init__
        super().__init__(model, make_view)
        self.board.stylesheets = [*self.board.stylesheets, CHECK_CSS]
        self.board.css_classes = ["tt-review", "tt-check"]

    def item_parts(self) -> list[Any]:
        """The item's boards, but a teacher's "deal a position" form: a check's items are
        dealt for the learner, not chosen."""
        view = self.item_view
        if view is None:
            return []
        teacher = getattr(view, "teacher", None)
        return [b for b in view.parts() if teacher is None or b is not teacher.board]

    def parts(self) -> list[Any]:
        return [self.header.board, self.board, *self.item_parts()]

    def item_layout(self) -> Any:
        """Under Panel: the item's boards but the teacher's form (:meth:`item_parts`)."""
        from tutor.ui.views.board_panel import boards_panel

        return boards_panel(self.item_parts(), self.model.current.kind,
                            self.item_view.app_classes)

    def _on_action(self, action: str, _value: str) -> None:
        m = self.check
        if action == "next":
            m.advance()
        elif action == "again":
            m.restart()

    def html(self) -> str:
        """The intro, the status and score, the buttons, or the result (every text escaped)."""
        m = self.check
        out = opening_html(m.intro_text(), m.problems)
        if not m.loaded:
            out.append(loading_html(m.text("loading")))
        elif m.current is not None:
            out.append(status_html(m.status_text()))
            if m.answered and m.results:
                ok = m.results[-1][1]
                score = m.text("score", right=m.right, answered=len(m.results))
                last = m.position + 1 >= len(m.entries)
                out.append(f'<p class="tt-review-note" role="status">'
                           f'{escape(m.text("item_right" if ok else "item_wrong"))} '
                           f'{escape(score)}</p>'
                           + button_html("next", "check-next",
                                         m.text("result" if last else "next_item")))
        else:
            passed = " tt-passed" if m.passed else ""
            out.append(f'<div class="tt-check-result{passed}" role="status">'
                       + "".join(f"<p>{escape(line)}</p>" for line in m.summary_lines())
                       + "</div>")
            if m.entries:
                out.append(button_html("again", "check-again", m.text("again")))
        return "".join(out)
