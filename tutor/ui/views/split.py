"""The barrel-split trainer view: the hand, two barrels, the verdict beside the best split."""

from __future__ import annotations

from typing import Any

from tutor.cards import Card
from tutor.ui.cards_html import card_html, cards_html
from tutor.ui.core import category_label
from tutor.ui.html_escape import escape
from tutor.ui.models.split import (
    BARREL_1,
    BARREL_2,
    HAND,
    KEYS,
    YARDSTICKS,
    SplitTrainerModel,
)
from tutor.ui.strings import percent, points
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import Header, TeacherForm, error_html, select_html
from tutor.ui.views.surface import BoardState


def _card_button(m: SplitTrainerModel, index: int, c: Card) -> str:
    key = KEYS[index]
    place = m.places[index]
    where = m.text("in_hand") if place == HAND else m.text("in_barrel", n=place)
    label = f"{c.label(m.lang)}, {where}, {m.text('card_key', k=key)}"
    button = card_html(c, m.lang, button=True, extra_attrs={
        "data-action": "card", "data-value": str(index), "data-focus": f"card-{index}",
        "aria-label": label, "title": label,
    })
    return (f'<span class="tt-slot" style="display:inline-flex;flex-direction:column;'
            f'align-items:center">{button}<span class="tt-key" aria-hidden="true" '
            f'style="margin-top:.15em;font-size:.8em">{key}</span></span>')


def _zone(m: SplitTrainerModel, which: int) -> str:
    cards = [(i, c) for i, (c, p) in enumerate(zip(m.cards, m.places, strict=True))
             if p == which]
    inner = "".join(_card_button(m, i, c) for i, c in cards)
    if which == HAND:
        title = m.text("your_cards")
        status = ""
    else:
        title = m.text("barrel_n", n=which)
        cat = m.category(which)
        part = m.partial_category(which)
        if cat:
            status = category_label(cat, m.lang, m.game_obj.main)
        elif part:
            status = m.text("so_far", category=category_label(part, m.lang, m.game_obj.main),
                            n=len(cards))
        else:
            status = m.text("cards_of", n=len(cards))
    head = escape(title) + (f' — <span class="tt-cat">{escape(status)}</span>' if status else "")
    cls = "tt-barrel" if which != HAND else "tt-barrel tt-pool"
    return (f'<section class="{cls}" data-zone="{which}" aria-label="{escape(title)}">'
            f'<h3>{head}</h3><div class="tt-cards">{inner}</div></section>')


def _split_block(m: SplitTrainerModel, title: str, barrels: Any, categories: Any,
                 wins: Any, score: float) -> str:
    rows = []
    for n, (barrel, cat, win) in enumerate(zip(barrels, categories, wins, strict=True),
                                           start=1):
        rows.append(
            f"<tr><th>{escape(m.text('barrel_n', n=n))}</th>"
            f"<td>{cards_html(sorted(barrel, reverse=True), m.lang)}</td>"
            f"<td>{escape(category_label(cat, m.lang, m.game_obj.main))}</td>"
            f"<td>{escape(m.text('win_prob', p=percent(win, m.lang)))}</td></tr>"
        )
    score_text = escape(m.text("score_pct", p=percent(score, m.lang)))
    return (f'<div class="tt-split" style="flex:1 1 18em"><h3>{escape(title)} '
            f'<span class="tt-note">({score_text})</span></h3>'
            f'<table class="tt-table">{"".join(rows)}</table></div>')


def _verdict_html(m: SplitTrainerModel, v: Any) -> str:
    """One line: where the split stands and what it gives up; the engine's reasons folded
    under *Why* (the two splits' barrels and figures are the blocks above)."""
    cls = "tt-ok" if v.rank == 1 else "tt-bad"
    if v.rank == 1:
        head = m.text("split_is_best", total=v.total)
    else:
        head = m.text("split_rank_loss", rank=v.rank, total=v.total, p=points(v.loss, m.lang))
    out = [f'<p><span class="{cls} tt-rank-line">{escape(head)}</span></p>']
    if v.se is not None:
        sim = m.text("simulated", trials=v.trials, opponents=m.opponents,
                     se=percent(v.se, m.lang))
        out.append(f'<p class="tt-note">{escape(sim)}</p>')
    why = m.why_lines()
    if why:
        note = (f' <span class="tt-note">{escape(m.text("why_exact"))}</span>'
                if v.se is not None else "")
        out.append(f'<details class="tt-why"><summary><strong>{escape(m.text("why"))}</strong>'
                   f"{note}</summary>" + "".join(f"<p>{escape(line)}</p>" for line in why)
                   + "</details>")
    return "".join(out)


def split_html(m: SplitTrainerModel) -> str:
    """The trainer's HTML for the model's state (every text escaped)."""
    out = [f'<p class="tt-note">{escape(m.text("split_intro"))}</p>']
    if not m.checked:
        out.append(_zone(m, HAND))
    out.append('<div class="tt-barrels">')
    v = m.verdict
    if m.checked and v is not None:
        out.append(_split_block(m, m.text("split_yours"), v.mine, v.mine_categories, v.mine_win,
                                v.mine_score))
        out.append(_split_block(m, m.text("split_best"), v.best, v.best_categories, v.best_win,
                                v.best_score))
    else:
        out.append(_zone(m, BARREL_1))
        out.append(_zone(m, BARREL_2))
    out.append("</div>")
    if m.checked:
        retry = (f'<button type="button" class="tt-btn tt-secondary" data-action="retry" '
                 f'data-focus="retry">{escape(m.text("retry"))} (Esc)</button> '
                 if m.can_retry else "")
        out.append(f'<div class="tt-row" style="margin-top:.6em">{retry}<button type="button" '
                   f'class="tt-btn" data-action="next" data-focus="next">'
                   f'{escape(m.text("next"))} ⏎</button></div>')
    else:
        _, a, b = m.counts()
        disabled = "" if a == 4 and b == 4 else ' aria-disabled="true"'
        out.append(f'<div class="tt-row" style="margin-top:.6em"><button type="button" '
                   f'class="tt-btn" data-action="submit" data-focus="submit"{disabled}>'
                   f'{escape(m.text("submit"))} ⏎</button></div>')
    out.append(error_html(m.error))
    out.append('<div role="status" aria-live="polite" class="tt-feedback">')
    if m.checked and v is not None:
        out.append(_verdict_html(m, v))
    out.append("</div>")
    summary = m.text("summary", played=m.played, avg=points(m.average_loss, m.lang),
                     best=m.best_streak)
    out.append(f'<p class="tt-note tt-summary">{escape(summary)}</p>')
    from tutor.ui.views.quiz import share_html

    out.append(share_html(m))
    out.append(f'<p class="tt-note tt-keys">{escape(m.text("keys_split"))}</p>')
    return "".join(out)


class SplitView(BoardsView):
    """The split trainer: header, board (opponents, yardstick and the deal) and the
    teacher's form, three :class:`Board` models, updated from the model."""

    app_kind = "split"

    def __init__(self, model: SplitTrainerModel) -> None:
        self.model = model
        self.header = Header(model, "split_title", choose_game=False)
        self.board = BoardState(keys=model.shortcut_keys(), css_classes=["tt-split-board"])
        self.board.on_action(self._on_action)
        self.teacher = TeacherForm(model, [("cards", "teacher_cards", 1)],
                                   lambda values: model.set_position(values.get("cards", "")))
        model.param.watch(self._refresh, list(model.param))
        self._refresh()

    def controls_html(self) -> str:
        """How many opponents, and which yardstick judges the split."""
        m = self.model
        yardsticks = {m.text(f"yardstick_{y}"): y for y in YARDSTICKS}
        opponents = select_html("opponents", m.text("opponents"),
                                {str(n): n for n in range(1, 6)}, m.opponents,
                                disabled=m.yardstick == "exact")
        yardstick = select_html("yardstick", m.text("yardstick"), yardsticks, m.yardstick)
        return f'<div class="tt-row tt-split-controls">{opponents}{yardstick}</div>'

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action == "opponents" and value in {"1", "2", "3", "4", "5"}:
            m.opponents = int(value)
        elif action == "yardstick" and value in YARDSTICKS:
            m.yardstick = value
        elif action == "card":
            m.cycle(int(value))
        elif action == "submit":
            m.submit()
        elif action == "next":
            m.next()
        elif action == "retry":
            m.retry()
        elif action == "key":
            m.handle_key(value, self.board.last_focus)

    def _refresh(self, *_: Any) -> None:
        m = self.model
        self.teacher.refresh()
        self.board.param.update(lang=self.model.lang,
                                content=self.controls_html()
                                + self.header.sub(split_html(m)),
                                root_class=self.header.root_class, label=m.text("split_title"))

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.header.board, self.board, self.teacher.board]
