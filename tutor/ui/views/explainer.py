"""The explainer view: inputs for each player and the board, the verdict and why."""

from __future__ import annotations

from html import escape
from typing import Any

import panel as pn

from tutor.games import HandForm
from tutor.ui.cards_html import CSS, cards_html
from tutor.ui.core import explain_text
from tutor.ui.models.explainer import ExplainerModel
from tutor.ui.views.board import Board
from tutor.ui.views.common import Header, error_html, pane_html

MAX_INPUTS = 6
# Placeholders: cards in every deck (7 to ace), so a hint is never itself an error.
SAMPLE = (("As", "Kd", "Qh", "Jc", "Ts", "9d", "8c", "7h"),
          ("Ah", "Kc", "Qd", "Js", "Th", "9c", "8d", "7s"))
SAMPLE_BOARD = ("Ac", "Kh", "Qs", "Jd", "Tc")


def _names(indices: list[int], m: ExplainerModel) -> str:
    names = [m.hand_label(i) for i in indices]
    joiner = " и " if m.lang == "ru" else " and "
    return joiner.join(names) if len(names) <= 2 else ", ".join(names[:-1]) + joiner + names[-1]


def result_html(m: ExplainerModel) -> str:
    """The verdict's HTML (every text escaped)."""
    out: list[str] = []
    if m.error:
        out.append(error_html(m.error))
    r = m.outcome
    if r is None:
        return "".join(out)
    seats = list(m.seats)  # the core's player i typed in box seats[i]
    winners = [seats[i] for i in r.winners]
    key = "winner_is" if len(winners) == 1 else "winners_are"
    verdict = m.text(key, who=_names(winners, m))
    if r.low_winners is not None or m.game_obj.is_hilo:
        verdict = m.text("result_high", who=_names(winners, m)) + " " + (
            m.text("answer_low", who=_names([seats[i] for i in r.low_winners], m))
            if r.low_winners else m.text("answer_no_low"))
    out.append(f'<p class="tt-verdict"><strong>{escape(verdict)}</strong></p>')
    out.append(f'<p class="tt-why">{escape(explain_text(r, m.lang, seats))}</p>')
    rows = []
    for i, ph in enumerate(r.hands):
        cls = ' class="tt-selected"' if seats[i] in winners else ""
        low = ""
        if m.game_obj.is_hilo:
            low = (f"{cards_html(ph.low.cards, m.lang)}" if ph.low is not None
                   else escape(m.text("no_low_hand")))
            low = f"<td>{low}</td>"
        rows.append(f"<tr{cls}><th>{escape(m.hand_label(seats[i]))}</th>"
                    f"<td>{cards_html(ph.high.cards, m.lang)}</td>"
                    f"<td>{escape(ph.name(m.lang))}</td>{low}</tr>")
    out.append(f'<div class="tt-scroll"><table class="tt-table">{"".join(rows)}</table></div>')
    link = "?" + m.query()
    out.append(f'<p class="tt-note"><a class="tt-link" href="{escape(link)}" target="_top">'
               f'{escape(m.text("link"))}</a></p>')
    return "".join(out)


class ExplainerView:
    """Widgets of the explainer, built once (six player inputs, shown as needed)."""

    def __init__(self, model: ExplainerModel) -> None:
        self.model = model
        self._updating = False
        self.header = Header(model, "explain_title")
        self.intro = pn.pane.HTML("", stylesheets=[CSS], sizing_mode="stretch_width")
        self.inputs = [
            pn.widgets.TextInput(name="", value="", width=260, css_classes=[f"tt-p{i}"])
            for i in range(MAX_INPUTS)
        ]
        self.errors = [pn.pane.HTML("", stylesheets=[CSS], sizing_mode="stretch_width",
                                    margin=(0, 10), css_classes=[f"tt-p{i}-err"])
                       for i in range(MAX_INPUTS)]
        self.board_input = pn.widgets.TextInput(name="", value="", width=260,
                                                css_classes=["tt-board-in"])
        self.board_error = pn.pane.HTML("", stylesheets=[CSS], sizing_mode="stretch_width",
                                        margin=(0, 10), css_classes=["tt-board-err"])
        self.add = pn.widgets.Button(name="", button_type="default", css_classes=["tt-add"])
        self.remove = pn.widgets.Button(name="", button_type="default",
                                        css_classes=["tt-remove"])
        self.go = pn.widgets.Button(name="", button_type="primary", css_classes=["tt-go"])
        self.go.on_click(lambda _e: self._evaluate())
        self.result = Board(sizing_mode="stretch_width", css_classes=["tt-result"], focusable=False)
        for i, w in enumerate(self.inputs):
            w.param.watch(lambda e, i=i: self._typed(i, e.new), "value")
        self.board_input.param.watch(lambda e: self._typed_board(e.new), "value")
        self.add.on_click(lambda _e: model.add_player())
        self.remove.on_click(lambda _e: model.remove_player())
        model.param.watch(self._refresh, list(model.param))
        self._refresh()

    def _evaluate(self) -> None:
        self.model.evaluate()

    def _typed_board(self, text: str) -> None:
        if not self._updating:
            self.model.set_board(text)

    def _typed(self, index: int, text: str) -> None:
        if self._updating:
            return
        if index < len(self.model.hands_text):
            self.model.set_hand(index, text)

    def _refresh(self, *_: Any) -> None:
        m = self.model
        self._updating = True
        try:
            self.intro.object = pane_html(
                f'<p class="tt-note">{escape(m.text("explain_intro"))}</p>')
            n = len(m.hands_text)
            hole = m.game_obj.hole_cards
            for i, (w, err) in enumerate(zip(self.inputs, self.errors, strict=True)):
                w.visible = err.visible = i < n
                w.name = m.hand_label(i)
                w.placeholder = " ".join(SAMPLE[i % 2][:hole])
                if i < n and w.value != m.hands_text[i]:
                    w.value = m.hands_text[i]
                err.object = pane_html(error_html(m.hand_errors[i])
                                       if i < len(m.hand_errors) else "")
            self.board_input.visible = self.board_error.visible = m.needs_board
            board_label = "vela" if m.game_obj.form is HandForm.VELA else "board"
            self.board_input.name = m.text(board_label)
            self.board_input.placeholder = " ".join(SAMPLE_BOARD[: m.game_obj.board_cards])
            if self.board_input.value != m.board_text:
                self.board_input.value = m.board_text
            self.board_error.object = pane_html(error_html(m.board_error))
            self.go.name = m.text("explain")
            self.add.name = m.text("add_player")
            self.add.disabled = n >= m.max_players
            self.remove.name = m.text("remove_player")
            self.remove.disabled = n <= 2
            self.result.param.update(lang=self.model.lang,
                                     content=result_html(m), root_class=self.header.root_class,
                                     label=m.text("explain_title"))
        finally:
            self._updating = False

    def panel(self, name: str = "tutor") -> pn.layout.Panel:
        fields: list[Any] = []
        for w, err in zip(self.inputs, self.errors, strict=True):
            fields += [w, err]
        return pn.Column(
            self.header.row(), self.intro, *fields, self.board_input, self.board_error,
            pn.FlexBox(self.go, self.add, self.remove, flex_wrap="wrap"), self.result,
            name=name, sizing_mode="stretch_width", css_classes=["tt-app", "tt-app-explain"],
        )
