"""The whole Raspisnoy game against bots: settings, the table, the hand, the score sheet.

The game (settings + actions) is kept in the browser's local storage and handed back
after a reload, through the board's ``keep``/``kept`` (the page and Panel's ``Board`` draw
boards with the same JavaScript, which keeps them: ``board_events.js``).
"""

from __future__ import annotations

from typing import Any

from tutor.raspisnoy.cards import is_joker
from tutor.raspisnoy.game import Phase
from tutor.raspisnoy.schedule import DealKind
from tutor.raspisnoy.scoring import Preset
from tutor.raspisnoy.texts import cards_word, say
from tutor.ui.html_escape import escape
from tutor.ui.models.rasp_drills import CARD_KEYS, points_text
from tutor.ui.models.rasp_game import HUMAN, SHORT_GAME, RaspGameModel
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import Header, fields_sent, select_html
from tutor.ui.views.rasp_common import (
    RASP_CSS,
    back_html,
    play_html,
    rasp_card_html,
    rasp_card_label,
    trump_words,
)
from tutor.ui.views.surface import BoardState

STORAGE_KEY = "tutor-raspisnoy-game"
"""Where the browser keeps the game in progress (``localStorage``)."""


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
    if is_joker(c):
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


class RaspGameView(BoardsView):
    """The settings (HTML controls), the game and the saved-game keeper, in one board.

    The board keeps the game in the browser (``keep``/``kept``: the static site's page and
    Panel's ``Board`` store it) and takes it back as the action ``restore``.
    """

    app_kind = "rasp-game"

    def __init__(self, model: RaspGameModel) -> None:
        self.model = model
        self.header = Header(model, "game_title", choose_game=False)
        self.seed_text = str(model.seed)  # what the learner typed (kept when it is refused)
        self.board = BoardState(keys=model.shortcut_keys(), css_classes=["tt-rasp-game-board"],
                                stylesheets=[RASP_CSS], keep=STORAGE_KEY)
        self.board.on_action(self._on_action)
        model.param.watch(self._refresh, list(model.param))
        self._refreshing = False
        self._restoring = False
        self._refresh()

    def _restore(self, text: str) -> None:
        self._restoring = True
        try:
            self.model.restore(text[:200000])
        finally:
            self._restoring = False
        self._refresh()

    def _new_game(self, value: str) -> None:
        m = self.model
        typed = fields_sent(value).get("seed", str(m.seed))
        self.seed_text = typed
        if typed.strip() != str(m.seed):
            m.set_seed_text(typed)  # a new seed deals a new game; a bad one is named
        else:
            m.another_game()  # the seed left as it was: a fresh one, not the same game again

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action == "restore":
            self._restore(value)
        elif action == "new":
            self._new_game(value)
        elif action == "players" and value in {"3", "4", "5", "6"}:
            m.players = int(value)
        elif action == "preset" and value in m.param.preset.objects:
            m.preset = value
        elif action == "length" and value in {"0", str(SHORT_GAME)}:
            m.deals = int(value)
        elif action == "bid":
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

    def settings_html(self) -> str:
        """Players, scoring preset, seed, length and the New game button."""
        m = self.model
        if not m.refused:
            self.seed_text = str(m.seed)
        presets = {m.text("preset_" + p.value): p.value for p in Preset}
        lengths = {m.text("length_full"): 0, m.text("length_short", n=SHORT_GAME): SHORT_GAME}
        seed = (f'<label class="tt-field tt-seed"><span>{escape(m.text("seed"))}</span>'
                f'<input type="text" data-name="seed" data-focus="seed" inputmode="numeric" '
                f'aria-label="{escape(m.text("seed"))}" value="{escape(self.seed_text)}" '
                f'autocomplete="off"></label>')
        players = select_html("players", m.text("players"),
                              {str(n): n for n in range(3, 7)}, m.players)
        length = select_html("length", m.text("length"), lengths,
                             m.deals if m.deals in (0, SHORT_GAME) else 0)
        preset = select_html("preset", m.text("preset"), presets, m.preset)
        return (f'<div class="tt-row tt-rasp-settings">{players}{preset}{seed}{length}'
                f'<button type="button" class="tt-btn tt-new" data-action="new" data-collect '
                f'data-focus="new">{escape(m.text("new_game"))}</button></div>')

    def _refresh(self, *_: Any) -> None:
        if self._refreshing:
            return
        self._refreshing = True
        try:
            m = self.model
            update: dict[str, Any] = {}
            if m.state is not None and not self._restoring:
                update["kept"] = m.saved()
            self.board.param.update(lang=m.lang,
                                    content=self.settings_html()
                                    + self.header.sub(game_html(m)),
                                    root_class=self.header.root_class,
                                    keys=m.shortcut_keys(), label=m.text("game_title"), **update)
        finally:
            self._refreshing = False

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.header.board, self.board]
