"""One view for every drill: the header, a :class:`Board` redrawn from the model's state.

Each drill kind has a function that draws its task (cards, seats, a table,
the inputs); the frame around it — the choices, the Check / Try again /
Show the answer / Next buttons, the feedback (a polite live region naming
the rule), the score and the keys — is shared. Every text is escaped here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tutor.cards import Card, format_cards
from tutor.ui.cards_html import card_html, cards_html
from tutor.ui.html_escape import escape
from tutor.ui.models.drills.base import LETTERS, DrillModel
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import error_html
from tutor.ui.views.surface import BoardState

if TYPE_CHECKING:  # fractions is imported by the Double Barrel hand, when one is shown
    from fractions import Fraction

DRILL_CSS = """
.tt-choices { display: flex; flex-wrap: wrap; gap: .4em; margin: .5em 0; }
.tt-choice { font: inherit; padding: .35em .7em; border-radius: .45em; cursor: pointer;
  border: 2px solid #9aa0a6; background: #fff; color: inherit; text-align: left; }
.tt-choice[aria-pressed="true"] { border-color: #1a73e8; background: #e8f0fe; }
.tt-choice.tt-right { border-color: #188038; background: #e6f4ea; }
.tt-choice.tt-wrong { border-color: #c5221f; background: #fce8e6; }
.tt-choice:focus-visible, .tt-seat:focus-visible { outline: 3px solid #1a73e8;
  outline-offset: 2px; }
button.tt-card[aria-pressed="true"] { box-shadow: 0 0 0 3px #1a73e8; background: #e8f0fe;
  transform: translateY(-.25em); }
.tt-task { margin: .4em 0; }
.tt-zone { margin: .3em 0 .5em 0; }
.tt-zone h3 { margin: .2em 0; }
.tt-seats { display: flex; flex-wrap: wrap; gap: .5em; }
.tt-seat { font: inherit; color: inherit; display: flex; flex-direction: column; gap: .25em;
  align-items: flex-start; padding: .4em .5em; border: 2px solid #d0d0d0; border-radius: .5em;
  background: #fafafa; cursor: pointer; }
.tt-seat[aria-pressed="true"] { border-color: #1a73e8; background: #e8f0fe; }
.tt-fb { border-left: 4px solid #9aa0a6; padding: .2em .6em; margin: .5em 0; }
.tt-fb.tt-fb-ok { border-color: #188038; }
.tt-fb.tt-fb-bad { border-color: #c5221f; }
.tt-fb p { margin: .25em 0; }
.tt-amount { font: inherit; width: 6em; padding: .2em .3em; }
.tt-log { margin: .3em 0; padding-left: 2.4em; }  /* room for "10." and "20." */
.tt-log li { margin: .1em 0; }
.tt-refusal { color: #b3261e; font-weight: 600; }
.tt-actions { display: flex; flex-wrap: wrap; gap: .4em; margin: .4em 0; }
.tt-pos { color: #188038; font-weight: 700; }
.tt-drill-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: .2em 1.2em;
  justify-content: space-between; }
.tt-drill-opts { font-size: 14px; display: flex; flex-wrap: wrap; gap: .3em 1.2em; }
.tt-large .tt-drill-opts { font-size: 22px; }
@media (max-width: 600px) {
  .tt-root .tt-table.tt-pot-table tr { display: table-row; }
  .tt-root .tt-table.tt-pot-table td, .tt-root .tt-table.tt-pot-table th {
    border-bottom: 1px solid #e0e0e0; padding: .25em .15em; }
  .tt-pot-table .tt-amount { width: 3.2em; } }
.tt-neg { color: #b3261e; font-weight: 700; }
"""


def _pressed(on: bool) -> str:
    return "true" if on else "false"


def _choice_buttons(m: Any, labels: list[str], picked: int, answer: int | None) -> str:
    out = ['<div class="tt-choices" role="group">']
    for i, label in enumerate(labels):
        cls = "tt-choice"
        if m.checked and answer is not None and i == answer:
            cls += " tt-right"
        elif m.ok is False and i == picked:
            cls += " tt-wrong"
        out.append(f'<button type="button" class="{cls}" data-action="pick" data-value="{i}" '
                   f'data-focus="pick-{i}" aria-pressed="{_pressed(i == picked)}">'
                   f'<span class="tt-key" aria-hidden="true">{i + 1}</span> '
                   f'{escape(label)}</button>')
    out.append("</div>")
    return "".join(out)


def _card_buttons(m: Any, cards: list[Card], start: int) -> str:
    out = []
    for k, c in enumerate(cards):
        i = start + k
        on = i in m.selected
        key = LETTERS[i]
        label = f"{c.label(m.lang)}, {m.t('card_key', k=key)}"
        out.append(
            '<span class="tt-slot" style="display:inline-flex;flex-direction:column;'
            'align-items:center">'
            + card_html(c, m.lang, button=True, extra_attrs={
                "data-action": "card", "data-value": str(i), "data-focus": f"card-{i}",
                "aria-pressed": _pressed(on), "aria-label": label, "title": label})
            + f'<span class="tt-key" aria-hidden="true" style="margin-top:.15em;'
              f'font-size:.8em">{key}</span></span>')
    return f'<span class="tt-cards">{"".join(out)}</span>'


# -- the tasks ---------------------------------------------------------------------------
def _name_hand(m: Any) -> tuple[str, str]:
    task = (f'<p>{escape(m.t("name_hand_intro", game=m.game_obj.short_name(m.lang)))}</p>'
            f'<div class="tt-task">{cards_html(m.cards, m.lang, label=m.t("your_cards"))}</div>')
    labels = [m.label(c) for c in m.choices]
    answer = m.choices.index(m.answer) if m.checked else None
    return task, _choice_buttons(m, labels, m.picked, answer)


def _which_cards(m: Any) -> tuple[str, str]:
    g = m.game_obj
    intro = m.t("which_intro_low" if m.half == "low" else "which_intro_high")
    parts = [f"<p>{escape(intro)}</p>"]
    own_title = m.t("your_cards")
    parts.append(f'<section class="tt-zone" aria-label="{escape(own_title)}"><h3>'
                 f'{escape(own_title)}</h3>{_card_buttons(m, list(m.own), 0)}</section>')
    if m.board:
        title = m.t("vela") if g.board_cards == 1 else m.t("board")
        parts.append(f'<section class="tt-zone" aria-label="{escape(title)}"><h3>'
                     f'{escape(title)}</h3>{_card_buttons(m, list(m.board), len(m.own))}'
                     "</section>")
    parts.append(f'<p class="tt-note">{escape(m.t("selected", n=len(m.selected)))}</p>')
    if m.checked:
        best = m.t("best_five", cards=format_cards(m.best, "glyph"), what=m.name_of(m.best))
        parts.append(f'<p class="tt-note">{escape(best)}</p>'
                     + cards_html(m.all_cards, m.lang, highlight=m.best, label=best))
    return "".join(parts), ""


def _is_low(m: Any) -> tuple[str, str]:
    parts = [f'<p>{escape(m.t("is_low_intro"))}</p>',
             f'<div class="tt-zone"><h3>{escape(m.t("your_cards"))}</h3>'
             f'{cards_html(m.own, m.lang, label=m.t("your_cards"))}</div>']
    if m.board:
        parts.append(f'<div class="tt-zone"><h3>{escape(m.t("board"))}</h3>'
                     f'{cards_html(m.board, m.lang, label=m.t("board"))}</div>')
    labels = [m.choice_label(c) for c in m.choices]
    answer = m.choices.index(m.answer) if m.checked else None
    return "".join(parts), _choice_buttons(m, labels, m.picked, answer)


def _bring_in(m: Any) -> tuple[str, str]:
    street = m.t("street_1") if m.street == 1 else m.t("street_n", n=m.street)
    parts = [f"<p>{escape(street)} <strong>{escape(m.question())}</strong></p>",
             '<div class="tt-seats" role="group">']
    for s, ups in enumerate(m.upcards):
        name = m.t("player_n", n=s + 1)
        if s == m.dealer:
            name += f" ({m.t('dealer')})"
        cls = "tt-seat"
        if m.checked and s == m.answer:
            cls += " tt-right"
        elif m.ok is False and s == m.picked:
            cls += " tt-wrong"
        label = f"{name}: {', '.join(c.label(m.lang) for c in ups)}"
        parts.append(f'<button type="button" class="{cls}" data-action="pick" '
                     f'data-value="{s}" data-focus="seat-{s}" aria-pressed='
                     f'"{_pressed(s == m.picked)}" aria-label="{escape(label)}">'
                     f'<span><span class="tt-key" aria-hidden="true">{s + 1}</span> '
                     f'{escape(name)}</span>{cards_html(ups, m.lang)}</button>')
    parts.append("</div>")
    return "".join(parts), ""


def _place(m: Any, p: int | None, low: bool = False) -> str:
    if p is None:
        return str(m.t("no_low_cell"))
    if p == 1:
        return str(m.t("place_1"))
    return str(m.t(f"place_{p}") if p in (2, 3) else m.t("place_n", n=p))


def _split_pot(m: Any) -> tuple[str, str]:
    parts = [f'<p>{escape(m.t("split_pot_intro", rule=m.odd_rule()))}</p>',
             '<div class="tt-scroll"><table class="tt-table tt-pot-table"><thead><tr>'
             f'<th scope="col">{escape(m.t("col_player"))}</th>'
             f'<th scope="col">{escape(m.t("col_put"))}</th>'
             f'<th scope="col">{escape(m.t("col_high"))}</th>']
    if m.low:
        parts.append(f'<th scope="col">{escape(m.t("col_low"))}</th>')
    parts.append(f'<th scope="col">{escape(m.t("col_share"))}</th></tr></thead><tbody>')
    biggest = max(m.put)
    shares = m.result().shares if m.checked else None
    for s, put in enumerate(m.put):
        name = m.t("player_n", n=s + 1) + (f" ({m.t('dealer')})" if s == m.dealer else "")
        folded = s in m.folded
        status = f" — {m.t('folded')}" if folded else (
            f" — {m.t('all_in')}" if put < biggest else "")
        high = "—" if folded else _place(m, m.high[s])
        row = [f"<th scope=\"row\">{escape(name)}</th>",
               f"<td>{put}{escape(status)}</td>", f"<td>{escape(high)}</td>"]
        if m.low:
            row.append(f"<td>{escape('—' if folded else _place(m, m.low[s], True))}</td>")
        label = m.t("share_of", n=s + 1)
        value = escape(m.entered[s] if s < len(m.entered) else "")
        ro = " readonly" if m.checked else ""
        cell = (f'<input class="tt-amount" type="text" inputmode="numeric" '
                f'data-name="share-{s}" aria-label="{escape(label)}" value="{value}"{ro}>')
        if shares is not None:
            cell += f' <span class="tt-ok">{shares[s]}</span>'
        row.append(f"<td>{cell}</td>")
        parts.append("<tr>" + "".join(row) + "</tr>")
    parts.append("</tbody></table></div>")
    parts.append(f'<p class="tt-note">{escape(m.t("tie_note"))} · '
                 f'{escape(m.t("pot_total", pot=sum(m.put)))}</p>')
    return "".join(parts), ""


def _legal_bet(m: Any) -> tuple[str, str]:
    s = m.spot
    parts = [f'<p><strong>{escape(m.rule_hint())}</strong></p>',
             f'<p class="tt-note">{escape(m.t("legal_bet_intro"))}</p><p>']
    if m.structure == "capped":
        parts.append(escape(m.t("barrel_round", r=m.round_no)) + " ")
    else:
        parts.append(escape(m.t("blinds", sb=m.blinds[0], bb=m.blinds[1])) + " ")
    parts.append(escape(m.t("pot_now", pot=s.pot)) + "</p><p>")
    if m.history:
        steps = [m.t("hist_bet" if i == 0 else "hist_raise", to=x)
                 for i, x in enumerate(m.history)]
        parts.append(escape(m.t("history", steps=", ".join(steps))))
    else:
        parts.append(escape(m.t("history_none")))
    if s.mine:
        parts.append(" " + escape(m.t("mine", mine=s.mine)))
    parts.append("</p>")
    if m.question == "judge":
        parts.append(f'<p><strong>{escape(m.t("q_judge", action=m.proposal_text()))}'
                     "</strong></p>")
        answer = (0 if m.answer_legal() else 1) if m.checked else None
        return "".join(parts), _choice_buttons(m, [m.t("legal"), m.t("illegal")], m.picked,
                                               answer)
    parts.append(f'<p><strong>{escape(m.t("q_" + m.question))}</strong></p>')
    ro = " readonly" if m.checked else ""
    parts.append(f'<label>{escape(m.t("amount_label"))} <input class="tt-amount" type="text" '
                 f'inputmode="numeric" data-name="amount" value="{escape(m.entered)}"{ro}>'
                 "</label>")
    return "".join(parts), ""


TASKS: dict[str, Callable[[Any], tuple[str, str]]] = {
    "hand": _name_hand, "cards": _which_cards, "low": _is_low,
    "seats": _bring_in, "pot": _split_pot, "bet": _legal_bet,
}
"""How a task is drawn, by the model's :attr:`~tutor.ui.models.drills.base.DrillModel.layout`."""


def drill_html(m: DrillModel) -> str:
    """The drill's HTML for the model's state (every text escaped)."""
    task, choices = TASKS[m.layout](m)
    out = [task, choices]
    collect = " data-collect" if m.typed else ""
    buttons = []
    if m.checked:
        buttons.append(f'<button type="button" class="tt-btn" data-action="next" '
                       f'data-focus="next"{collect}>{escape(m.t("next"))} ⏎</button>')
    else:
        buttons.append(f'<button type="button" class="tt-btn" data-action="submit" '
                       f'data-focus="submit"{collect}>{escape(m.t("check"))} ⏎</button>')
        if m.ok is False:
            buttons.append(f'<button type="button" class="tt-btn tt-secondary" '
                           f'data-action="retry" data-focus="retry">'
                           f'{escape(m.t("retry"))} (Esc)</button>')
        buttons.append(f'<button type="button" class="tt-btn tt-secondary" data-action="reveal" '
                       f'data-focus="reveal">{escape(m.t("reveal"))}</button>')
    out.append(f'<div class="tt-row">{"".join(buttons)}</div>')
    out.append(error_html(m.error))
    out.append('<div role="status" aria-live="polite">')
    if m.feedback:
        cls = "tt-fb-ok" if m.ok else "tt-fb-bad" if m.ok is False else ""
        head = m.t("right") if m.ok else m.t("wrong") if m.ok is False else m.t("revealed")
        head_cls = "tt-ok" if m.ok else "tt-bad" if m.ok is False else "tt-label"
        said = [line for line in m.feedback if line]
        first = f'<p class="{head_cls}">{escape(head)}</p>'
        if m.ok and said and said[0].startswith(head.rstrip(".!")):
            first = f'<p class="{head_cls}">{escape(said.pop(0))}</p>'  # "Right: …" once
        lines = "".join(f"<p>{escape(line)}</p>" for line in said)
        out.append(f'<div class="tt-fb {cls}">{first}{lines}</div>')
    out.append("</div>")
    out.append(f'<p class="tt-note">{escape(m.score_text())}</p>')
    out.append(f'<p class="tt-note">{escape(m.keys_text())}</p>')
    return "".join(out)


# -- the whole Double Barrel hand ----------------------------------------------------------
def _amount(x: Fraction | int) -> str:
    from tutor.barrel.betting import amount

    return str(amount(x))


def _signed(x: Fraction) -> str:
    if x > 0:
        return f'<span class="tt-pos">+{escape(_amount(x))}</span>'
    if x < 0:
        return f'<span class="tt-neg">−{escape(_amount(-x))}</span>'
    return "0"


def _barrel_zone(m: Any, which: int) -> str:
    from tutor.ui.core import category_label

    title = m.t("your_cards") if which == 0 else m.t("barrel_n", n=which)
    items = []
    for i, (c, p) in enumerate(zip(m.cards, m.places, strict=True)):
        if p != which:
            continue
        where = m.t("in_hand") if p == 0 else m.t("barrel_n", n=p)
        label = f"{c.label(m.lang)}, {where}, {m.text('card_key', k=LETTERS[i])}"
        items.append('<span class="tt-slot" style="display:inline-flex;flex-direction:column;'
                     'align-items:center">' + card_html(c, m.lang, button=True, extra_attrs={
                         "data-action": "card", "data-value": str(i),
                         "data-focus": f"card-{i}", "aria-label": label, "title": label})
                     + f'<span class="tt-key" aria-hidden="true" style="font-size:.8em">'
                       f"{LETTERS[i]}</span></span>")
    cat = ""
    cards = m.barrel(which)
    if which and len(cards) == 4:
        from tutor.rankings.barrel import BARREL

        cat = " — " + escape(category_label(BARREL.evaluate(cards).category, m.lang, BARREL))
    return (f'<section class="tt-barrel" aria-label="{escape(title)}"><h3>{escape(title)}'
            f'{cat}</h3><div class="tt-cards">{"".join(items)}</div></section>')


def barrel_html(m: Any) -> str:
    """The whole-hand drill's HTML (every text escaped)."""
    from tutor.ui.core import category_label

    h = m.hand
    out = [f'<p class="tt-note">{escape(m.t("barrel_hand_intro", n=m.bots))}</p>']
    if m.phase == "split":
        out.append(f"<p>{escape(m.t('split_now'))}</p>")
        out.append(_barrel_zone(m, 0))
        out.append('<div class="tt-barrels">' + _barrel_zone(m, 1) + _barrel_zone(m, 2)
                   + "</div>")
        out.append(f'<div class="tt-row"><button type="button" class="tt-btn" '
                   f'data-action="split" data-focus="split">{escape(m.t("split_button"))} ⏎'
                   "</button></div>")
    else:
        mine = h.seats[0].barrels
        rows = []
        for n, b in enumerate(mine, start=1):
            from tutor.rankings.barrel import BARREL

            cat = category_label(BARREL.evaluate(b).category, m.lang, BARREL)
            rows.append(f"<p><strong>{escape(m.t('barrel_n', n=n))}</strong> "
                        f"{cards_html(list(b), m.lang)} {escape(cat)}</p>")
        out.append("".join(rows))
        out.append(f"<h3>{escape(m.t('log'))}</h3><ol class=\"tt-log\">"
                   + "".join(f"<li>{escape(line)}</li>" for line in m.log()) + "</ol>")
        if m.phase != "done":  # barrel 1 is shown once round 1 is over, before round 2
            out += [_showdown_html(m, sd) for sd in h.showdowns]
        if h.to_act == 0:
            lim = m.limit()
            out.append(f"<p><strong>{escape(m.t('your_turn', mine=h.round_total(0), high=h.high, cap=lim.cap))}</strong></p>")  # noqa: E501
            acts = [(action if to is None else f"{action} {to}",
                     m.t(action) if to is None else m.t(f"{action}_n", n=to),
                     {"call": "c", "fold": "f"}.get(action, str(to)))
                    for action, to in m.offered()]  # only what the rules allow now
            out.append('<div class="tt-actions" role="group">' + "".join(
                f'<button type="button" class="tt-btn tt-secondary" data-action="bet" '
                f'data-value="{escape(v)}" data-focus="act-{escape(v)}">'
                f'<span class="tt-key" aria-hidden="true">{escape(k)}</span> {escape(label)}'
                "</button>" for v, label, k in acts) + "</div>")
    out.append(error_html(m.error))
    out.append('<div role="status" aria-live="polite">')
    if m.refusal:
        out.append(f'<p class="tt-refusal">{escape(m.t("refused"))} {escape(m.refusal)}</p>')
    if m.phase == "done":
        out.append(_showdowns(m))
    out.append("</div>")
    chips = " · ".join(f"{escape(m.seat_name(s))} {_signed(x)}" for s, x in enumerate(m.chips))
    session = m.t("session_1" if m.hands_played == 1 else "session", hands=m.hands_played,
                  chips="")
    out.append(f'<p class="tt-note">{escape(session)}{chips}</p>')
    out.append(f'<p class="tt-note">{escape(m.t("keys_barrel"))}</p>')
    return "".join(out)


def _showdown_html(m: Any, sd: Any) -> str:
    """One barrel showdown: every barrel shown, the winner marked, and why."""
    from tutor.rankings.barrel import BARREL
    from tutor.ui.core import category_label

    out = [f"<h3>{escape(m.t('showdown_n', r=sd.round))}</h3>"]
    if sd.shown:
        rows = []
        for seat, v in sd.values.items():
            win = " ★" if seat in sd.winners else ""
            rows.append(f"<tr><th scope=\"row\">{escape(m.seat_name(seat))}{win}</th>"
                        f"<td>{cards_html(list(v.cards), m.lang)}</td><td>"
                        f"{escape(category_label(v.category, m.lang, BARREL))}</td></tr>")
        out.append(f'<table class="tt-table">{"".join(rows)}</table>')
    why = sd.explanation(m.lang) if sd.shown else m.t("unshown")
    out.append(f"<p><strong>{escape(m.half_winner(list(sd.winners)))}</strong>: "
               f"{escape(why)}</p>")
    return "".join(out)


def _showdowns(m: Any) -> str:

    h = m.hand
    out = [_showdown_html(m, sd) for sd in h.showdowns]
    from fractions import Fraction

    half = Fraction(h.pot, 2)
    out.append(f"<p>{escape(m.t('half_is', pot=h.pot, half=_amount(half)))}</p><ul>")
    for s, seat in enumerate(h.seats):
        got = h.payouts.get(s, Fraction(0))
        put = 1 + sum(seat.bets)
        out.append("<li>" + escape(m.t("got", who=m.seat_name(s), got=_amount(got), put=put,
                                       net="")) + _signed(h.net(s)) + "</li>")
    out.append(f"</ul><h3>{escape(m.t('splits_title'))}</h3>")
    for s, fb in enumerate(m.verdicts()):
        seat = h.seats[s]
        b1, b2 = seat.barrels
        verdict = m.t("best_split") if fb.is_best else m.t("split_rank", rank=fb.rank)
        why = [line for line in fb.why(m.lang).splitlines() if line.strip()]
        out.append(f"<p><strong>{escape(m.seat_name(s))}</strong>: "
                   f"{cards_html(list(b1), m.lang)} | {cards_html(list(b2), m.lang)} — "
                   f'<span class="{"tt-ok" if fb.is_best else "tt-bad"}">{escape(verdict)}'
                   f"</span></p>")
        if s == 0 and why:  # the engine speaks to the learner ("you broke a 3-card flush")
            out.append(f'<p class="tt-note">{escape(" ".join(why[:2]))}</p>')
        elif s:
            from tutor.ui.strings import percent

            best = " | ".join(format_cards(sorted(b, key=lambda c: (-c.rank, c.suit)), "glyph")
                              for b in fb.best.barrels)
            out.append(f'<p class="tt-note">{escape(m.t("bot_score", score=percent(fb.chosen.score, m.lang), best_score=percent(fb.best.score, m.lang), best=best))}</p>')  # noqa: E501
    out.append(f'<div class="tt-row"><button type="button" class="tt-btn" data-action="next" '
               f'data-focus="next">{escape(m.t("next_hand"))} ⏎</button></div>')
    return "".join(out)


class DrillHeader:
    """The drill's title and display options, drawn inside the drill's one :class:`Board`.

    A drill is a single Bokeh model (no language switch or game select: the lesson page
    fixes both; served alone, ``?lang=`` and ``?game=`` do), so a page with several
    drills stays light to build in Pyodide. Same interface as the apps' ``Header``
    where :func:`tutor.ui.widgets.make_widget` and :mod:`tutor.ui.page` use it.
    """

    def __init__(self, model: Any) -> None:
        self.model = model
        self.level = 2
        self.options = True  # the display options' checkboxes (off inside the review)
        self.on_change: Callable[[], None] = lambda: None

    def set_level(self, level: int) -> None:
        self.level = 1 if level == 1 else 2
        self.on_change()

    def hide_page_controls(self) -> None:
        """Inside another widget (the review) that sets the card sizes: no options here."""
        self.options = False
        self.on_change()

    @property
    def root_class(self) -> str:
        from tutor.ui.cards_html import root_classes

        return root_classes(self.model.four_colour, self.model.large)

    def sub(self, html: str) -> str:
        if self.level == 1:
            return html.replace("<h3", "<h2").replace("</h3>", "</h2>")
        return html

    def html(self) -> str:
        m = self.model
        h = f"h{self.level}"
        size = "2.4em" if m.large else "1.5em"
        title = (f'<{h} class="tt-title" style="margin:.3em 0;font-size:{size}">'
                 f"{escape(m.text(m.title_key))}</{h}>")
        if not self.options:
            return f'<div class="tt-drill-head">{title}</div>'
        from tutor.ui.views.common import option_boxes_html

        return (f'<div class="tt-drill-head">{title}<div class="tt-drill-opts" role="group" '
                f'aria-label="{escape(m.text("options"))}">{option_boxes_html(m)}</div></div>')


def _bots_html(m: Any) -> str:
    out = [f'<div class="tt-row" role="group" aria-label="{escape(m.t("bots_label"))}">'
           f'<span class="tt-label">{escape(m.t("bots_label"))}:</span>']
    for n in range(1, 6):
        out.append(f'<button type="button" class="tt-btn tt-secondary" data-action="bots" '
                   f'data-value="{n}" data-focus="bots-{n}" aria-pressed='
                   f'"{_pressed(n == m.bots)}">{n}</button>')
    out.append("</div>")
    return "".join(out)


class DrillView(BoardsView):
    """One board holding the drill's title, options and task, redrawn from the model."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.header = DrillHeader(model)
        self.header.on_change = self._refresh
        self.board = BoardState(keys=model.shortcut_keys(), css_classes=["tt-drill-board"],
                                stylesheets=[DRILL_CSS])
        self.board.on_action(self._on_action)
        model.param.watch(self._refresh, list(model.param))
        self._refresh()

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action == "four":
            m.four_colour = not m.four_colour
        elif action == "large":
            m.large = not m.large
        elif action == "bots" and value.isdigit():
            m.bots = int(value)
        else:
            m.handle(action, value, self.board.last_focus)

    def _refresh(self, *_: Any) -> None:
        m = self.model
        # a concept drill, or the whole Double Barrel hand
        body = drill_html(m) if isinstance(m, DrillModel) else _bots_html(m) + barrel_html(m)
        self.board.param.update(lang=m.lang, content=self.header.html()
                                + self.header.sub(body), keys=m.shortcut_keys(),
                                root_class=self.header.root_class,
                                label=m.text(m.title_key))

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.board]

    @property
    def app_classes(self) -> list[str]:
        return ["tt-app", f"tt-app-{self.model.kind}"]
