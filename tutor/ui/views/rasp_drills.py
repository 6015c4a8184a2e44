"""Views of the four Raspisnoy drills: one board each, redrawn from the model's state."""

from __future__ import annotations

from typing import Any, ClassVar

from tutor.raspisnoy.play import Play
from tutor.raspisnoy.scoring import Preset
from tutor.raspisnoy.texts import cards_word, say
from tutor.ui.html_escape import escape
from tutor.ui.models.rasp_drills import (
    CARD_KEYS,
    RaspBidModel,
    RaspDrillModel,
    RaspLegalModel,
    RaspScoreModel,
    RaspTrickModel,
)
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import Header, error_html, fields_sent, select_html
from tutor.ui.views.rasp_common import (
    RASP_CSS,
    feedback_html,
    play_html,
    rasp_card_html,
    rasp_card_label,
    trump_words,
)
from tutor.ui.views.surface import BoardState


def _retry(m: RaspDrillModel) -> str:
    """'Try again' after a wrong answer (the same position, the answer cleared)."""
    if not m.checked or m.correct:
        return ""
    return (f'<button type="button" class="tt-btn tt-secondary" data-action="retry" '
            f'data-focus="retry">{escape(m.text("retry_drill"))}</button> ')


def _buttons(m: RaspDrillModel) -> str:
    if m.checked:
        btn = (_retry(m) + f'<button type="button" class="tt-btn" data-action="next" '
               f'data-focus="next">{escape(m.text("next"))} ⏎</button>')
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
    mine = m.pick_text()
    body = ((f"<p>{escape(mine)}</p>" if mine else "") + f"<p>{escape(m.answer_text())}</p>"
            if m.checked else "")
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


def score_fields_html(m: RaspScoreModel) -> str:
    """The scoring preset's menu (above the deal) is in :meth:`RaspDrillView.score_html`;
    these are the points boxes, one labelled field per player (sent by the check button)."""
    off = " disabled" if m.checked else ""
    fields = "".join(
        f'<label class="tt-field tt-points-{i}"><span>{escape(m.text("points_of", n=i + 1))}'
        f'</span><input type="text" data-name="points-{i}" data-focus="points-{i}" '
        f'aria-label="{escape(m.text("points_of", n=i + 1))}" value="{escape(text)}" '
        f'inputmode="decimal" autocomplete="off"{off}></label>'
        for i, text in enumerate(m.answers))
    return f'<div class="tt-row tt-points">{fields}</div>'


def _score_buttons(m: RaspScoreModel) -> str:
    """Check (sends the points boxes) or Next; one focus key, so Enter goes on from either."""
    if m.checked:
        return (f'<div class="tt-row" style="margin-top:.6em">{_retry(m)}<button '
                f'type="button" class="tt-btn" data-action="next" data-focus="go">'
                f'{escape(m.text("next"))} ⏎</button></div>')
    return (f'<div class="tt-row" style="margin-top:.6em"><button type="button" class="tt-btn" '
            f'data-action="submit" data-collect data-focus="go">{escape(m.text("submit"))} ⏎'
            f"</button></div>")


class RaspDrillView(BoardsView):
    """Header + one board for each drill; the score drill's preset menu and points boxes are
    HTML in its board. Drawn by Panel (``tutor apps``) or by the site's page itself."""

    TITLES: ClassVar[dict[type, str]] = {
        RaspLegalModel: "legal_title", RaspTrickModel: "trick_title",
        RaspBidModel: "bid_title", RaspScoreModel: "score_title"}

    def __init__(self, model: RaspDrillModel) -> None:
        self.model = model
        self.header = Header(model, self.TITLES[type(model)], choose_game=False)
        # the score drill: Enter in a points box sends them (the check button), Enter on a
        # focused button presses it; no board-wide key, which would not carry the boxes
        keys = [] if isinstance(model, RaspScoreModel) else model.shortcut_keys()
        self.board = BoardState(keys=keys, css_classes=[f"tt-{model.kind}-board"],
                                stylesheets=[RASP_CSS])
        self.board.on_action(self._on_action)
        model.param.watch(self._refresh, list(model.param))
        self._refresh()

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action == "submit" and isinstance(m, RaspScoreModel):
            typed = fields_sent(value)
            for i in range(len(m.answers)):
                m.set_answer(i, typed.get(f"points-{i}", ""))
            m.submit()
        elif action == "preset" and isinstance(m, RaspScoreModel):
            if value in m.param.preset.objects:
                m.preset = value
        elif action == "submit":
            m.submit()
        elif action == "next":
            m.next()
        elif action == "retry":
            m.retry()
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
        presets = {m.text("preset_" + p.value): p.value for p in Preset}
        return (f'<div class="tt-row tt-preset">'
                f'{select_html("preset", m.text("preset"), presets, m.preset)}</div>'
                + score_html(m) + score_fields_html(m)
                + '<div class="tt-rasp-score-result">'
                + score_result_html(m).replace(_buttons(m), _score_buttons(m), 1) + "</div>")

    def _refresh(self, *_: Any) -> None:
        m = self.model
        self.board.param.update(lang=m.lang, content=self.header.sub(self._html()),
                                root_class=self.header.root_class,
                                keys=[] if isinstance(m, RaspScoreModel) else m.shortcut_keys(),
                                label=m.text(self.TITLES[type(m)]))

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.header.board, self.board]

    @property
    def app_classes(self) -> list[str]:
        return ["tt-app", f"tt-app-{self.model.kind}"]
