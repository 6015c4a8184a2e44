"""The explainer view: a field for each player and the board, the verdict and why."""

from __future__ import annotations

from typing import Any

from tutor.games import HandForm
from tutor.texts import _
from tutor.ui.cards_html import cards_html
from tutor.ui.core import explain_text
from tutor.ui.html_escape import escape
from tutor.ui.models.explainer import MAX_TEXT, ExplainerModel
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import Header, error_html, fields_sent
from tutor.ui.views.surface import BoardState

MAX_INPUTS = 6
# Placeholders: cards in every deck (7 to ace), so a hint is never itself an error.
SAMPLE = (("As", "Kd", "Qh", "Jc", "Ts", "9d", "8c", "7h"),
          ("Ah", "Kc", "Qd", "Js", "Th", "9c", "8d", "7s"))
SAMPLE_BOARD = ("Ac", "Kh", "Qs", "Jd", "Tc")


def _names(indices: list[int], m: ExplainerModel) -> str:
    names = [m.hand_label(i) for i in indices]
    joiner = _(" and ", m.lang)
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


class ExplainerView(BoardsView):
    """The explainer: its form (a labelled field per player and for the board, each with its
    error beside it; Explain, Add and Remove send the fields) and the verdict, two boards."""

    app_kind = "explain"

    def __init__(self, model: ExplainerModel) -> None:
        self.model = model
        self.header = Header(model, "explain_title")
        self.form = BoardState(css_classes=["tt-explain-form"], focusable=False)
        self.form.on_action(self._on_action)
        self.result = BoardState(css_classes=["tt-result"], focusable=False)
        model.param.watch(self._refresh, list(model.param))
        self._refresh()

    def _take_fields(self, value: str) -> None:
        """The typed texts, as the buttons send them (the hands' count is the model's)."""
        m = self.model
        typed = fields_sent(value)
        texts = [typed.get(f"p{i}", text) for i, text in enumerate(m.hands_text)]
        m.param.update(hands_text=[t[:MAX_TEXT] for t in texts],
                       board_text=typed.get("board", m.board_text)[:MAX_TEXT])

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action not in ("go", "add", "remove"):
            return
        self._take_fields(value)
        if action == "add":
            m.add_player()
        elif action == "remove":
            m.remove_player()
        else:
            m.evaluate()

    def form_html(self) -> str:
        """The intro, the fields with their errors, and the three buttons."""
        m = self.model
        hole = m.game_obj.hole_cards
        out = [f'<p class="tt-note">{escape(m.text("explain_intro"))}</p>']

        def field(cls: str, name: str, label: str, value: str, hint: str, error: str) -> str:
            return (f'<div class="tt-row"><label class="tt-field {cls}"><span>{escape(label)}'
                    f'</span><input type="text" data-name="{name}" data-focus="{name}" '
                    f'aria-label="{escape(label)}" value="{escape(value)}" '
                    f'placeholder="{escape(hint)}" autocomplete="off"></label></div>'
                    f'<div class="{cls}-err">{error_html(error)}</div>')

        for i, text in enumerate(m.hands_text[:MAX_INPUTS]):
            error = m.hand_errors[i] if i < len(m.hand_errors) else ""
            out.append(field(f"tt-p{i}", f"p{i}", m.hand_label(i), text,
                             " ".join(SAMPLE[i % 2][:hole]), error))
        if m.needs_board:
            label = m.text("vela" if m.game_obj.form is HandForm.VELA else "board")
            out.append(field("tt-board-in", "board", label, m.board_text,
                             " ".join(SAMPLE_BOARD[: m.game_obj.board_cards]), m.board_error))
        n = len(m.hands_text)

        def button(action: str, key: str, primary: bool = False, off: bool = False) -> str:
            cls = "tt-btn" if primary else "tt-btn tt-secondary"
            return (f'<button type="button" class="{cls} tt-{action}" data-action="{action}" '
                    f'data-collect data-focus="{action}"{" disabled" if off else ""}>'
                    f"{escape(m.text(key))}</button>")

        out.append(f'<div class="tt-row">{button("go", "explain", primary=True)}'
                   f'{button("add", "add_player", off=n >= m.max_players)}'
                   f'{button("remove", "remove_player", off=n <= 2)}</div>')
        return "".join(out)

    def _refresh(self, *_: Any) -> None:
        m = self.model
        root = self.header.root_class
        self.form.param.update(lang=m.lang, content=self.form_html(), root_class=root,
                               label=m.text("explain_title"))
        self.result.param.update(lang=m.lang, content=result_html(m), root_class=root,
                                 label=m.text("explain_title") + " — " + m.text("explain"))

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.header.board, self.form, self.result]
