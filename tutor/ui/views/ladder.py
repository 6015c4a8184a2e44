"""The hand-ranking ladder view: a table of rows, a selected row's details, "try a hand"."""

from __future__ import annotations

from typing import Any

from tutor.cards import parse_cards
from tutor.games import is_royal
from tutor.i18n import category_name
from tutor.ui.cards_html import CSS, cards_html
from tutor.ui.html_escape import escape
from tutor.ui.models.ladder import LadderModel, LowLadder
from tutor.ui.strings import deck_of, number, odds_number
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import Header, error_html, fields_sent
from tutor.ui.views.surface import BoardState


def ladder_html(m: LadderModel) -> str:
    """The ladder table and the selected row's details (every text escaped)."""
    lang = m.lang
    rows = m.rows()
    out = [f'<p class="tt-note">{escape(m.text("ladder_intro", game=m.game_name))}</p>']
    head = m.family.text("ladder-head", lang)
    if head:
        out.append(f'<p class="tt-low-note"><strong>{escape(head)}</strong> '
                   f'{escape(m.family.text("ladder-note", lang))}</p>')
    elif m.low_family is not None:
        out.append(f'<p class="tt-low-note"><strong>{escape(m.text("hilo_intro"))}</strong></p>')
    elif m.is_low:
        out.append(f'<p class="tt-low-note"><strong>{escape(m.text("low_intro"))}</strong></p>')
    if m.suit_ties:
        order = m.game_obj.suit_order_text(lang)
        out.append(f'<p class="tt-suit-order"><strong>{escape(m.text("suit_order", order=order))}'
                   f"</strong></p>")
    if m.game_obj.heads_up_exception:
        out.append(f'<p class="tt-note">{escape(m.text("heads_up_note"))}</p>')
    if any(r.special for r in rows):
        out.append(f'<p class="tt-note"><span style="background:#fff4d6;padding:0 .3em">★</span> '
                   f'{escape(m.text("special_rows"))}</p>')
    head = "".join(f'<th class="{cls}">{escape(m.text(k))}</th>' for k, cls in
                   (("col_rank", ""), ("col_category", ""), ("col_example", ""),
                    ("col_count", "tt-narrow-hide"), ("col_odds", "")))
    body = []
    for r in rows:
        cls = []
        if r.special:
            cls.append("tt-special")
        if r.category == m.selected:
            cls.append("tt-selected")
        name = m.category_name(r.category)
        star = " ★" if r.special else ""
        example = cards_html(r.examples[0], lang) if r.examples else ""
        count = number(r.count, lang) if r.count is not None else m.text("count_unknown")
        odds = (m.text("odds", n=odds_number(r.odds, lang)) if r.odds is not None
                else m.text("count_unknown"))
        define = m.definition(r.category)
        button = (f'<button type="button" class="tt-btn tt-secondary" data-action="select" '
                  f'data-value="{escape(r.category)}" data-focus="row-{escape(r.category)}" '
                  f'aria-pressed="{"true" if r.category == m.selected else "false"}">'
                  f"{escape(name)}{star}</button>")
        body.append(f'<tr class="{" ".join(cls)}" data-category="{escape(r.category)}">'
                    f"<td>{r.position}</td><td>{button}<div class=\"tt-note tt-def\">"
                    f"{escape(define)}</div></td><td>{example}</td>"
                    f'<td class="tt-narrow-hide">{escape(count)}</td>'
                    f'<td class="tt-odds">{escape(odds)}</td></tr>')
    out.append(f'<div class="tt-scroll"><table class="tt-table tt-ladder">'
               f'<thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table></div>')
    if rows and rows[0].total:
        fam = m.family
        counted = m.text("counted_over", total=number(rows[0].total, lang),
                         size=fam.hand_size, deck=deck_of(len(fam.deck), lang))
        out.append(f'<p class="tt-note">{escape(counted)}</p>')
    if m.selected:
        out.append(_details(m, rows))
    low = m.low_ladder()
    if low is not None:
        out.append(_low_html(m, low))
    return "".join(out)


def _low_reading(cards: Any) -> str:
    """``8-5-4-3-2`` / ``5-4-3-2-A``: a low read from its highest card down."""
    return "-".join("A" if c.rank == 14 else ("10" if c.rank == 10 else c.rank_char)
                    for c in cards)


def _low_html(m: LadderModel, low: LowLadder) -> str:
    """The eight-or-better ladder of a hi-lo game: what qualifies, examples, counts."""
    lang = m.lang
    best = m.text("low_best", best=_low_reading(low.best), worst=_low_reading(low.worst),
                  n=low.lows)
    out = [f'<section class="tt-low" aria-labelledby="tt-low-title">'
           f'<h3 id="tt-low-title">{escape(m.text("low_title"))}</h3>',
           f'<p>{escape(m.text("low_split"))}</p>',
           f'<p>{escape(m.text("low_what"))}</p>',
           f"<p>{escape(best)}</p>"]
    head = "".join(f"<th>{escape(m.text(k))}</th>" for k in ("col_place", "col_low",
                                                               "col_example"))
    body = []
    for ex in low.examples:
        place = m.text("low_place", place=ex.place, n=low.lows)
        body.append(f"<tr><td>{escape(place)}</td><td>{escape(_low_reading(ex.cards))}</td>"
                    f"<td>{cards_html(ex.cards, lang)}</td></tr>")
    for ex in low.no_lows:
        why = m.text("no_low_high" if ex.reason == "high" else "no_low_pair")
        body.append(f'<tr class="tt-nolow"><td>{escape(m.text("no_low_title"))}</td>'
                    f"<td>{escape(why)}</td><td>{cards_html(ex.cards, lang)}</td></tr>")
    out.append(f'<div class="tt-scroll"><table class="tt-table tt-low-table"><thead><tr>{head}'
               f'</tr></thead><tbody>{"".join(body)}</tbody></table></div>')
    if low.count and low.total and low.odds:
        counted = m.text("low_count", count=number(low.count, lang),
                         total=number(low.total, lang), odds=odds_number(low.odds, lang))
        out.append(f'<p class="tt-note tt-low-count">{escape(counted)}</p>')
    why = m.low_compare_text(low.better, low.worse)
    out.append(f'<h3>{escape(m.text("low_vs"))}</h3>'
               f'<div class="tt-row">{cards_html(low.better, lang)} &gt; '
               f"{cards_html(low.worse, lang)}</div>")
    if why:
        out.append(f'<p class="tt-low-why">{escape(why)}</p>')
    out.append("</section>")
    return "".join(out)


def _details(m: LadderModel, rows: list[Any]) -> str:
    lang = m.lang
    row = next(r for r in rows if r.category == m.selected)
    name = m.category_name(row.category)
    more = m.more_examples(row.category)
    parts = ['<section class="tt-details" aria-live="polite">']
    if more:
        parts.append(f'<h3>{escape(m.text("more_examples", category=name))}</h3>')
        parts += [f'<div class="tt-row tt-more">{cards_html(h, lang)}</div>' for h in more]
    below = m.neighbour(row.category)
    if below is None:
        parts.append(f'<p class="tt-note">{escape(m.text("lowest_row"))}</p>')
    else:
        versus = m.text("vs_neighbour", category=name, below=m.category_name(below))
        parts.append(f"<h3>{escape(versus)}</h3>")
        compared = m.comparison(row.category)
        if compared is not None:
            better, worse, why = compared
            parts.append(f'<div class="tt-row tt-versus">{cards_html(better, lang)} &gt; '
                         f"{cards_html(worse, lang)}</div>")
            if why:
                parts.append(f'<p class="tt-why">{escape(why)}</p>')
    parts.append("</section>")
    return "".join(parts)


def _is_best_hand(fam: Any, value: Any) -> bool:
    """The family's best hand: its ``best_example`` ranks (a low family), else a royal."""
    if fam.best_example:
        best = fam.evaluate(parse_cards(fam.best_example))
        return bool(value.category == best.category and sorted(c.rank for c in value.cards)
                    == sorted(c.rank for c in best.cards))
    return not fam.low and is_royal(value)


def try_html(m: LadderModel) -> str:
    if m.try_error:
        return error_html(m.try_error)
    if not m.try_category:
        return ""
    fam = m.family
    ladder = list(fam.ladder)
    row = ladder.index(m.try_category) + 1 if m.try_category in ladder else 0
    name = m.category_name(m.try_category)
    value = fam.evaluate(m.try_cards)
    if is_royal(value):
        name = category_name("straight-flush", m.lang, royal=True)
    notes = []
    if row:
        notes.append(m.text("try_place", row=row, rows=len(ladder)))
    if _is_best_hand(fam, value):
        notes.append(m.text("try_best"))
    note = f' <span class="tt-note">({escape("; ".join(notes))})</span>' if notes else ""
    return (f'<div class="tt-row tt-try-result" role="status">'
            f'<span class="tt-note">{escape(m.text("try_plays"))}:</span> '
            f'{cards_html(m.try_cards, m.lang)} '
            f'<strong>{escape(name)}</strong>{note}</div>')


class LadderView(BoardsView):
    """Widgets of the ladder, built once and updated from the model."""

    app_kind = "ladder"
    panel_stylesheets = (CSS,)

    def __init__(self, model: LadderModel) -> None:
        self.model = model
        self.header = Header(model, "ladder_title")
        self.board = BoardState(css_classes=["tt-ladder-board"])
        self.board.on_action(self._on_action)
        # the "try a hand" field and its answer: one board (Enter or the button sends it)
        self.try_out = BoardState(css_classes=["tt-try-out"], focusable=False)
        self.try_out.on_action(self._on_try)
        model.param.watch(self._refresh, list(model.param))
        self._refresh()

    def _on_action(self, action: str, value: str) -> None:
        if action == "select":
            self.model.select(value)

    def _on_try(self, action: str, value: str) -> None:
        if action != "try":
            return
        self.model.try_hand(fields_sent(value).get("hand", ""))

    def try_field_html(self) -> str:
        m = self.model
        return (f'<div class="tt-row tt-try"><label class="tt-field"><span>'
                f'{escape(m.text("try_hand"))}</span><input type="text" data-name="hand" '
                f'aria-label="{escape(m.text("try_hand"))}" '
                f'data-focus="try" value="{escape(m.try_text)}" '
                f'placeholder="{escape(m.text("try_placeholder"))}"></label>'
                f'<button type="button" class="tt-btn tt-secondary tt-try-go" data-action="try" '
                f'data-collect data-focus="try-go">{escape(m.text("try_go"))}</button></div>')

    def _refresh(self, *_: Any) -> None:
        m = self.model
        root = self.header.root_class
        self.board.param.update(lang=self.model.lang,
                                content=self.header.sub(ladder_html(m)), root_class=root,
                                label=m.text("ladder_title"))
        self.try_out.param.update(lang=self.model.lang,
                                  content=self.try_field_html() + try_html(m), root_class=root,
                                  label=m.text("try_hand"))

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.header.board, self.board, self.try_out]
