"""The whole Raspisnoy game against bots: settings, the table, the hand, the score sheet.

:class:`SavedGame` keeps the game (settings + actions) in the browser's local
storage and hands it back after a reload, under ``panel serve`` and in the
static site's Pyodide worker alike.
"""

from __future__ import annotations

from html import escape
from typing import Any

import panel as pn
import param
from panel.custom import JSComponent

from tutor.raspisnoy.game import Phase
from tutor.raspisnoy.schedule import DealKind
from tutor.raspisnoy.scoring import Preset
from tutor.raspisnoy.texts import cards_word, say
from tutor.ui.models.rasp_drills import CARD_KEYS, points_text
from tutor.ui.models.rasp_game import HUMAN, SHORT_GAME, RaspGameModel
from tutor.ui.views.common import Header
from tutor.ui.views.rasp_common import (
    RaspBoard,
    back_html,
    play_html,
    rasp_card_html,
    rasp_card_label,
    trump_words,
)

STORAGE_KEY = "tutor-raspisnoy-game"


class SavedGame(JSComponent):
    """Writes :attr:`value` to ``localStorage``; on load sends the stored game back once."""

    value = param.String(default="", doc="The saved game (RaspGameModel.saved()).")
    key = param.String(default=STORAGE_KEY)

    _esm = """
export function render({ model }) {
  let stored = null;
  try { stored = window.localStorage.getItem(model.key); } catch (e) {}
  if (stored) { model.send_msg({ restore: stored }); }
  model.on("value", () => {
    try { window.localStorage.setItem(model.key, model.value); } catch (e) {}
  });
  const el = document.createElement("span");
  el.hidden = true;
  return el;
}
"""

    def __init__(self, **params: Any) -> None:
        super().__init__(**params)
        self.on_restore: list[Any] = []

    def _handle_msg(self, data: Any) -> None:
        if isinstance(data, dict) and isinstance(data.get("restore"), str):
            for handler in self.on_restore:
                handler(data["restore"][:200000])


def _trump_line(m: RaspGameModel) -> str:
    g = m.state
    if g is None:
        raise RuntimeError("internal invariant broken: g is not None")
    lang = m.lang
    if g.deal.kind is DealKind.NO_TRUMP:
        return m.text("trump_none")
    c = g.trump_card
    if c is None:
        raise RuntimeError("internal invariant broken: c is not None")
    if c.is_joker:
        return m.text("trump_joker")
    drawn = g.players * g.deal.cards == 36
    return m.text("trump_drawn" if drawn else "trump_card", trump=trump_words(g.trump, lang),
                  card=rasp_card_label(c, lang))


def _seats_html(m: RaspGameModel) -> str:
    g = m.state
    if g is None:
        raise RuntimeError("internal invariant broken: g is not None")
    rows = []
    for s in range(g.players):
        name = m.seat_name(s)
        if s == g.dealer:
            name = m.text("dealer_tag", name=name)
        bid = g.bids[s]
        if not g.deal.kind.has_bids:
            what = m.text("took_only", took=g.took[s])
        elif bid is None:
            what = m.text("waiting")
        else:
            what = m.text("bid_of", bid=bid, took=g.took[s])
        cls = ' class="tt-selected"' if s == g.to_act and not g.done else ""
        rows.append(f"<tr{cls}><th scope=\"row\">{escape(name)}</th><td>{escape(what)}</td></tr>")
    return f'<table class="tt-table" style="width:auto"><tbody>{"".join(rows)}</tbody></table>'


def _trick_html(m: RaspGameModel) -> str:
    g = m.state
    if g is None:
        raise RuntimeError("internal invariant broken: g is not None")
    if not g.trick:
        return ""
    plays = "".join(play_html(p, m.lang, m.seat_name(s))
                    for s, p in zip(g.trick_seats, g.trick, strict=True))
    return f'<h3>{escape(m.text("on_table"))}</h3><div class="tt-row">{plays}</div>'


def _hand_html(m: RaspGameModel) -> str:
    g = m.state
    if g is None:
        raise RuntimeError("internal invariant broken: g is not None")
    lang = m.lang
    hand = g.hands[HUMAN]
    hidden = g.deal.kind is DealKind.BLIND and g.phase is Phase.BIDDING
    out = [f'<h3>{escape(m.text("your_hand"))}</h3>']
    if hidden:
        out.append(f'<p>{escape(m.text("blind_hidden"))}</p><div class="tt-row">'
                   + "".join(back_html(m.text("hidden_card")) for _ in hand) + "</div>")
        return "".join(out)
    legal = set(m.legal_indices()) if m.hint else set()
    playing = m.my_turn and g.phase is Phase.PLAYING
    out.append('<div class="tt-row">')
    for i, c in enumerate(hand):
        key = CARD_KEYS[i] if i < len(CARD_KEYS) else ""
        label = rasp_card_label(c, lang) + (f", {m.text('card_key', k=key)}" if playing else "")
        attrs = {"data-action": "card", "data-value": str(i), "data-focus": f"card-{i}"}
        classes = ("tt-hint",) if i in legal else ()
        card = rasp_card_html(c, lang, button=playing, classes=classes, label=label,
                              extra_attrs=attrs if playing else {})
        keytag = (f'<span class="tt-key" aria-hidden="true">{key}</span>' if playing else "")
        out.append(f'<span class="tt-seat">{card}{keytag}</span>')
    out.append("</div>")
    return "".join(out)


def _controls_html(m: RaspGameModel) -> str:
    g = m.state
    if g is None:
        raise RuntimeError("internal invariant broken: g is not None")
    if g.done or not m.my_turn:
        return ""
    out = []
    if g.phase is Phase.BIDDING:
        out.append(f'<p class="tt-label">{escape(m.text("your_turn_bid"))}</p>'
                   f'<div class="tt-bids" role="group" aria-label="{escape(m.text("your_bid"))}">')
        for b in range(g.deal.cards + 1):
            name = m.text("bid_pass") if b == 0 else str(b)
            out.append(f'<button type="button" class="tt-btn tt-secondary" data-action="bid" '
                       f'data-value="{b}" data-focus="bid-{b}">{escape(name)}</button>')
        out.append("</div>")
    elif m.joker_pending:
        out.append(f'<p class="tt-label">{escape(m.text("joker_how"))}</p>'
                   '<div class="tt-call-btns">')
        for i, call in enumerate(m.joker_calls()):
            key = CARD_KEYS[i]
            out.append(f'<button type="button" class="tt-btn tt-secondary" data-action="call" '
                       f'data-value="{i}" data-focus="call-{i}">'
                       f'<span class="tt-key" aria-hidden="true">{key}</span> '
                       f"{escape(call.name(m.lang))}</button>")
        out.append(f'<button type="button" class="tt-btn tt-secondary" data-action="cancel" '
                   f'data-focus="cancel">{escape(m.text("cancel"))} (Esc)</button></div>')
    else:
        out.append(f'<p class="tt-label">{escape(m.text("your_turn_play"))}</p>')
    if g.phase is Phase.PLAYING:
        pressed = "true" if m.hint else "false"
        out.append(f'<div class="tt-row"><button type="button" class="tt-btn tt-secondary" '
                   f'data-action="hint" data-focus="hint" aria-pressed="{pressed}">'
                   f'<span class="tt-key" aria-hidden="true">h</span> '
                   f'{escape(m.text("hint"))}</button></div>')
        if m.hint:
            names = ", ".join(rasp_card_label(g.hands[HUMAN][i], m.lang)
                              for i in m.legal_indices())
            out.append(f'<p class="tt-note">{escape(m.text("hint_on", cards=names))}</p>')
    return "".join(out)


def _sheet_html(m: RaspGameModel) -> str:
    g = m.state
    if g is None:
        raise RuntimeError("internal invariant broken: g is not None")
    if not g.sheet.rows:
        return ""
    lang = m.lang
    cols = "".join(f'<th scope="col">{escape(m.seat_name(s))}</th>' for s in range(g.players))
    body = []
    for r, run in zip(g.sheet.rows, g.sheet.running(), strict=True):
        cells = []
        for s in range(g.players):
            bid = "" if r.bids is None else f"{r.bids[s]}/"
            cells.append(f"<td>{bid}{r.took[s]}: {escape(points_text(r.points[s]))} "
                         f'<span class="tt-note">({escape(points_text(run[s]))})</span></td>')
        kind = say(f"kind-{r.deal.kind}", lang)
        body.append(f'<tr><th scope="row">{r.deal.number}. {escape(cards_word(r.deal.cards, lang))}'
                    f", {escape(kind)}</th>{''.join(cells)}</tr>")
    totals = "".join(f"<td>{escape(points_text(t))}</td>" for t in g.sheet.totals)
    return (f'<h3>{escape(m.text("sheet"))}</h3>'
            f'<p class="tt-note">{escape(m.text("sheet_legend"))}</p><div class="tt-scroll">'
            f'<table class="tt-table tt-sheet"><thead><tr><th scope="col">'
            f'{escape(m.text("col_deal"))}</th>{cols}</tr></thead><tbody>{"".join(body)}'
            f'</tbody><tfoot><tr><td>{escape(m.text("total"))}</td>{totals}</tr></tfoot>'
            "</table></div>")


def game_html(m: RaspGameModel) -> str:
    """The game's HTML for the model's state (every text escaped)."""
    g = m.state
    if g is None:
        return ""
    lang = m.lang
    out = []
    if g.done:
        out.append(f'<p class="tt-msg" role="status">'
                   f'{escape(m.text("game_over", winner=m.winner_text()))}</p>')
    else:
        head = m.text("deal_head", number=g.deal.number, total=len(g.schedule),
                      cards=cards_word(g.deal.cards, lang),
                      kind=say("kind-" + g.deal.kind.value, lang), dealer=m.seat_name(g.dealer))
        out.append(f'<p class="tt-label">{escape(head)} {escape(_trump_line(m))}</p>')
        out.append(_seats_html(m))
    out.append('<div role="status" aria-live="polite">')
    if m.message:
        cls = "tt-msg tt-msg-bad" if m.refused else "tt-msg"
        out.append(f'<p class="{cls}">{escape(m.message)}</p>')
    last = m.last_trick_text()
    if last and not g.trick:
        out.append(f'<p class="tt-note">{escape(last)}</p>')
    out.append("</div>")
    if not g.done:
        out.append(_trick_html(m))
        out.append(_hand_html(m))
        out.append(_controls_html(m))
    out.append(_sheet_html(m))
    out.append(f'<p class="tt-note">{escape(m.text("keys_game"))}</p>')
    return "".join(out)


class RaspGameView:
    """Settings widgets, the game board and the saved-game keeper, built once."""

    def __init__(self, model: RaspGameModel) -> None:
        self.model = model
        self.header = Header(model, "game_title", choose_game=False)
        self.players = pn.widgets.Select(name="", options={}, value=model.players, width=110,
                                         css_classes=["tt-players"])
        self.preset = pn.widgets.Select(name="", options={}, value=model.preset, width=250,
                                        css_classes=["tt-preset"])
        self.seed = pn.widgets.TextInput(name="", value=str(model.seed), width=140,
                                         css_classes=["tt-seed"])
        self.length = pn.widgets.Select(name="", options={}, value=model.deals, width=170,
                                        css_classes=["tt-length"])
        self.new = pn.widgets.Button(name="", button_type="primary", css_classes=["tt-new"],
                                     align="end")
        self.board = RaspBoard(sizing_mode="stretch_width", keys=model.shortcut_keys(),
                               css_classes=["tt-rasp-game-board"])
        self.saved = SavedGame(width=0, height=0, margin=0)
        self.saved.on_restore.append(self._restore)
        self.board.on_action(self._on_action)
        self.players.param.watch(lambda e: setattr(model, "players", int(e.new)), "value")
        self.preset.param.watch(lambda e: setattr(model, "preset", e.new), "value")
        self.seed.param.watch(self._on_seed, "value")
        self.length.param.watch(lambda e: setattr(model, "deals", int(e.new)), "value")
        self.new.on_click(lambda _e: model.new_game())
        model.param.watch(self._refresh, list(model.param))
        self._refreshing = False
        self._restoring = False
        self._refresh()

    def _on_seed(self, event: Any) -> None:
        if str(event.new) != str(self.model.seed):
            self.model.set_seed_text(str(event.new))

    def _restore(self, text: str) -> None:
        self._restoring = True
        try:
            self.model.restore(text)
        finally:
            self._restoring = False
        self._refresh()

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action == "bid":
            m.bid(int(value))
        elif action == "card":
            m.choose_card(int(value))
        elif action == "call":
            m.call_joker(int(value))
        elif action == "cancel":
            m.cancel_joker()
        elif action == "hint":
            m.toggle_hint()
        elif action == "key":
            m.handle_key(value)

    def _refresh(self, *_: Any) -> None:
        if self._refreshing:
            return
        self._refreshing = True
        try:
            m = self.model
            self.players.name = m.text("players")
            self.players.options = {str(n): n for n in range(3, 7)}
            self.players.value = m.players
            self.preset.name = m.text("preset")
            self.preset.options = {m.text("preset_" + p.value): p.value for p in Preset}
            self.preset.value = m.preset
            self.seed.name = m.text("seed")
            if (self.seed.value or "").strip() == str(m.seed) or not m.refused:
                self.seed.value = str(m.seed)
            self.length.name = m.text("length")
            self.length.options = {m.text("length_full"): 0,
                                   m.text("length_short", n=SHORT_GAME): SHORT_GAME}
            self.length.value = m.deals if m.deals in (0, SHORT_GAME) else 0
            self.new.name = m.text("new_game")
            self.board.param.update(lang=m.lang, content=self.header.sub(game_html(m)),
                                    root_class=self.header.root_class,
                                    keys=m.shortcut_keys(), label=m.text("game_title"))
            if m.state is not None and not self._restoring:
                self.saved.value = m.saved()
        finally:
            self._refreshing = False

    def panel(self, name: str = "tutor") -> pn.layout.Panel:
        return pn.Column(
            self.header.row(),
            pn.FlexBox(self.players, self.preset, self.seed, self.length, self.new,
                       flex_wrap="wrap", align_items="end", sizing_mode="stretch_width"),
            self.board, self.saved,
            name=name, sizing_mode="stretch_width", css_classes=["tt-app", "tt-app-rasp-game"])
