"""Views of the four Raspisnoy drills: one board each, redrawn from the model's state."""

from __future__ import annotations

from html import escape
from typing import Any, ClassVar

import panel as pn

from tutor.raspisnoy.play import Play
from tutor.raspisnoy.scoring import Preset
from tutor.raspisnoy.texts import cards_word, say
from tutor.ui.models.rasp_drills import (
    CARD_KEYS,
    RaspBidModel,
    RaspDrillModel,
    RaspLegalModel,
    RaspScoreModel,
    RaspTrickModel,
)
from tutor.ui.views.common import Header, error_html
from tutor.ui.views.rasp_common import (
    RaspBoard,
    feedback_html,
    play_html,
    rasp_card_html,
    rasp_card_label,
    trump_words,
)


def _buttons(m: RaspDrillModel) -> str:
    if m.checked:
        btn = (f'<button type="button" class="tt-btn" data-action="next" data-focus="next">'
               f'{escape(m.text("next"))} ⏎</button>')
    else:
        btn = (f'<button type="button" class="tt-btn" data-action="submit" '
               f'data-focus="submit">{escape(m.text("submit"))} ⏎</button>')
    return f'<div class="tt-row" style="margin-top:.6em">{btn}</div>'


def _verdict(m: RaspDrillModel, body: str) -> str:
    out = [error_html(m.error), '<div role="status" aria-live="polite" class="tt-feedback">']
    if m.checked:
        cls = "tt-ok" if m.correct else "tt-bad"
        out.append(f'<p><span class="{cls}">{escape(m.text("right" if m.correct else "wrong"))}'
                   f"</span></p>{body}")
    out.append("</div>")
    out.append(f'<p class="tt-note tt-score">{escape(m.score_text())}</p>')
    return "".join(out)


def _trick_row(plays: tuple[Play, ...], lang: str, names: list[str]) -> str:
    return '<div class="tt-row">' + "".join(
        play_html(p, lang, names[i]) for i, p in enumerate(plays)) + "</div>"


def legal_html(m: RaspLegalModel) -> str:
    q = m.question
    if q is None:
        return ""
    lang = m.lang
    names = [m.text("player_n", n=i + 1) for i in range(len(q.trick))]
    out = [f'<p>{escape(m.text("legal_prompt"))}</p>',
           f'<p class="tt-label">{escape(m.text("trump_is", trump=trump_words(q.trump, lang)))}'
           "</p>",
           f'<h3>{escape(m.text("on_table"))}</h3>', _trick_row(q.trick, lang, names),
           f'<h3>{escape(m.text("your_hand"))}</h3><div class="tt-row">']
    for i, c in enumerate(q.hand):
        key = CARD_KEYS[i]
        picked = i in m.picked
        classes = []
        if m.checked and c in q.legality.legal:
            classes.append("tt-hint")
        label = f"{rasp_card_label(c, lang)}, {m.text('card_key', k=key)}"
        btn = rasp_card_html(c, lang, button=True, classes=classes, label=label, extra_attrs={
            "data-action": "card", "data-value": str(i), "data-focus": f"card-{i}",
            "aria-pressed": "true" if picked else "false"})
        out.append(f'<span class="tt-seat">{btn}<span class="tt-key" aria-hidden="true">{key}'
                   "</span></span>")
    out.append("</div>")
    out.append(_buttons(m))
    out.append(_verdict(m, feedback_html(m.feedback())))
    out.append(f'<p class="tt-note">{escape(m.text("keys_legal"))}</p>')
    return "".join(out)


def trick_html(m: RaspTrickModel) -> str:
    q = m.question
    if q is None:
        return ""
    lang = m.lang
    out = [f'<p>{escape(m.text("trick_prompt"))}</p>',
           f'<p class="tt-label">{escape(m.text("trump_is", trump=trump_words(q.trump, lang)))}'
           "</p>", f'<h3>{escape(m.text("the_trick"))}</h3><div class="tt-row">']
    for i, p in enumerate(q.trick):
        key = CARD_KEYS[i]
        name = f"{m.text('player_n', n=i + 1)} ({m.text('card_key', k=key)})"
        out.append(play_html(p, lang, name, win=m.checked and i == q.result.winner,
                             button_attrs={"data-action": "pick", "data-value": str(i),
                                           "data-focus": f"pick-{i}"},
                             pressed=m.picked == i))
    out.append("</div>")
    out.append(_buttons(m))
    body = f"<p>{escape(m.answer_text())}</p>" if m.checked else ""
    out.append(_verdict(m, body))
    out.append(f'<p class="tt-note">{escape(m.text("keys_trick"))}</p>')
    return "".join(out)


def bid_html(m: RaspBidModel) -> str:
    q = m.question
    if q is None:
        return ""
    bids = ", ".join(f"{m.text('player_n', n=i + 1)}: {b}" for i, b in enumerate(q.earlier))
    so_far = m.text("bids_so_far", bids=bids, sum=sum(q.earlier), cards=q.cards)
    out = [f'<p>{escape(m.text("bid_prompt"))}</p>',
           f'<p class="tt-label">{escape(so_far)}</p>']
    if q.passed_twice:
        out.append(f'<p class="tt-label">{escape(m.text("passed_twice"))}</p>')
    out.append(f'<div class="tt-bids" role="group" aria-label="{escape(m.text("your_bid"))}">')
    for b in range(q.cards + 1):
        pressed = b in m.marked
        key = f" ({m.text('card_key', k=b)})" if b <= 9 else ""
        out.append(f'<button type="button" class="tt-btn tt-secondary" data-action="bid" '
                   f'data-value="{b}" data-focus="bid-{b}" aria-pressed='
                   f'"{"true" if pressed else "false"}" aria-label="{escape(m.bid_name(b) + key)}">'
                   f"{escape(m.bid_name(b))}</button>")
    out.append("</div>")
    out.append(_buttons(m))
    body = feedback_html(m.feedback())
    if m.checked:
        allowed = ", ".join(str(b) for b in q.options.allowed)
        body += f"<p>{escape(m.text('bid_allowed_are', bids=allowed))}</p>"
    out.append(_verdict(m, body))
    out.append(f'<p class="tt-note">{escape(m.text("keys_bid"))}</p>')
    return "".join(out)


def score_html(m: RaspScoreModel) -> str:
    """The deal (above the score boxes); :func:`score_result_html` goes below them."""
    q = m.question
    if q is None:
        return ""
    lang = m.lang
    kind = say(f"kind-{q.kind}", lang)
    head = "".join(f"<th scope=\"col\">{escape(m.text(k))}</th>"
                   for k in ("col_player", "col_bid", "col_took"))
    rows = []
    for i, took in enumerate(q.took):
        bid = "—" if q.bids is None else str(q.bids[i])
        rows.append(f'<tr><th scope="row">{escape(m.text("player_n", n=i + 1))}</th>'
                    f"<td>{bid}</td><td>{took}</td></tr>")
    deal = m.text("deal_is", cards=cards_word(q.cards, lang), kind=kind)
    out = [f'<p>{escape(m.text("score_prompt", preset=m.preset))}</p>',
           f'<p class="tt-label">{escape(deal)}</p>',
           f'<table class="tt-table tt-sheet" style="width:auto"><thead><tr>{head}</tr></thead>'
           f'<tbody>{"".join(rows)}</tbody></table>']
    return "".join(out)


def score_result_html(m: RaspScoreModel) -> str:
    """The check button, the feedback and the four presets' table (below the score boxes)."""
    q = m.question
    if q is None:
        return ""
    out = [_buttons(m)]
    body = feedback_html(m.feedback())
    if m.checked:
        cols = "".join(f'<th scope="col">{escape(m.text("player_n", n=i + 1))}</th>'
                       for i in range(len(q.took)))
        trs = "".join(f'<tr><th scope="row">{escape(m.text("preset_" + p))}</th>'
                      + "".join(f"<td>{escape(v)}</td>" for v in vals) + "</tr>"
                      for p, vals in m.comparison())
        body += (f'<h3>{escape(m.text("compare"))}</h3><div class="tt-scroll">'
                 f'<table class="tt-table tt-sheet"><thead><tr><th scope="col">'
                 f'{escape(m.text("preset"))}</th>{cols}</tr></thead><tbody>{trs}</tbody>'
                 "</table></div>")
    out.append(_verdict(m, body))
    m_value = "1.5" if Preset(m.preset).multiplier == Preset.D.multiplier else "2"
    out.append(f'<p class="tt-note">{escape(m.text("decided", m=m_value))}</p>')
    out.append(f'<p class="tt-note">{escape(m.text("keys_score"))}</p>')
    return "".join(out)


class RaspDrillView:
    """Header + board for one drill; the score drill adds its inputs and the preset picker."""

    TITLES: ClassVar[dict[type, str]] = {
        RaspLegalModel: "legal_title", RaspTrickModel: "trick_title",
        RaspBidModel: "bid_title", RaspScoreModel: "score_title"}

    def __init__(self, model: RaspDrillModel) -> None:
        self.model = model
        self.header = Header(model, self.TITLES[type(model)], choose_game=False)
        self.board = RaspBoard(sizing_mode="stretch_width", keys=model.shortcut_keys(),
                               css_classes=[f"tt-{model.kind}-board"])
        self.board.on_action(self._on_action)
        self.extra: list[Any] = []
        self.after: list[Any] = []
        self.inputs: list[Any] = []
        if isinstance(model, RaspScoreModel):
            self.preset = pn.widgets.Select(name="", options={}, value=model.preset, width=300,
                                            margin=(5, 8), css_classes=["tt-preset"])
            self.preset.param.watch(lambda e: setattr(model, "preset", e.new), "value")
            self.inputs = [pn.widgets.TextInput(name="", width=120, margin=(5, 8),
                                                css_classes=[f"tt-points-{i}"])
                           for i in range(6)]
            for i, inp in enumerate(self.inputs):
                inp.param.watch(lambda e, i=i: model.set_answer(i, e.new), "value_input")
                inp.param.watch(lambda _e: model.enter(), "enter_pressed")
            self.lower = RaspBoard(sizing_mode="stretch_width", keys=["Enter"],
                                   css_classes=["tt-rasp-score-result"])
            self.lower.on_action(self._on_action)
            self.extra = [self.preset]
            self.after = [pn.FlexBox(*self.inputs, flex_wrap="wrap",
                                     sizing_mode="stretch_width"), self.lower]
        model.param.watch(self._refresh, list(model.param))
        self._refresh()

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action == "submit":
            m.submit()
        elif action == "next":
            m.next()
        elif action == "key":
            m.handle_key(value)
        elif action == "card" and isinstance(m, RaspLegalModel):
            m.toggle(int(value))
        elif action == "pick" and isinstance(m, RaspTrickModel):
            m.pick(int(value))
        elif action == "bid" and isinstance(m, RaspBidModel):
            m.toggle(int(value))

    def _html(self) -> str:
        m = self.model
        if isinstance(m, RaspLegalModel):
            return legal_html(m)
        if isinstance(m, RaspTrickModel):
            return trick_html(m)
        if isinstance(m, RaspBidModel):
            return bid_html(m)
        if not isinstance(m, RaspScoreModel):
            raise RuntimeError("internal invariant broken: a score drill view without its model")
        return score_html(m)

    def _refresh(self, *_: Any) -> None:
        m = self.model
        if isinstance(m, RaspScoreModel):
            self.preset.name = m.text("preset")
            self.preset.options = {m.text("preset_" + p.value): p.value for p in Preset}
            self.preset.value = m.preset
            n = len(m.answers)
            for i, inp in enumerate(self.inputs):
                inp.visible = i < n
                inp.name = m.text("points_of", n=i + 1)
                inp.disabled = m.checked
                if i < n and inp.value_input != m.answers[i]:
                    inp.value = m.answers[i]
                    inp.value_input = m.answers[i]
            self.lower.param.update(lang=m.lang, content=self.header.sub(score_result_html(m)),
                                    root_class=self.header.root_class,
                                    label=m.text("score_title"))
        self.board.param.update(lang=m.lang, content=self.header.sub(self._html()),
                                root_class=self.header.root_class,
                                keys=m.shortcut_keys(),
                                label=m.text(self.TITLES[type(m)]))

    def panel(self, name: str = "tutor") -> pn.layout.Panel:
        return pn.Column(self.header.row(), *self.extra, self.board, *self.after, name=name,
                         sizing_mode="stretch_width",
                         css_classes=["tt-app", f"tt-app-{self.model.kind}"])
