"""The classroom pages drawn: the teacher's plan form, the class's deals, the projector view.

The class page and the projector are one board (in the projector view it also takes the
room's keys from the whole page and hides the site around it: its ``room_keys``,
``body_class`` and, under Panel, ``page_css``);
the deal itself is drawn by the exercise's own HTML (:func:`quiz_html`, :func:`drill_html`,
or its task alone on the projector). Every text is escaped here.
"""

from __future__ import annotations

from typing import Any

from tutor.games import GAMES, get_game
from tutor.ui.cards_html import cards_html, root_classes
from tutor.ui.html_escape import escape
from tutor.ui.teach.models import TeachClassModel, TeachPlanModel, kind_title
from tutor.ui.teach.plan import LEVELS, MAX_DEALS, MAX_SEED, PLAN_KINDS, PlanError, read_number
from tutor.ui.teach.projector import PAGE_CSS, PROJECTOR_KEYS
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import Header, error_html, fields_sent
from tutor.ui.views.surface import BoardState

TEACH_CSS = """
.tt-class-nav { display: flex; flex-wrap: wrap; align-items: center; gap: .5em 1em;
  margin: .2em 0 .6em 0; }
.tt-class-nav h3, .tt-class-nav h2 { margin: 0; flex: 1 1 auto; }
.tt-root.tt-proj-root { --tt-font: 32px; --tt-card-w: 3.3em; }
.tt-root.tt-proj-root.tt-proj-dense { --tt-font: 27px; --tt-card-w: 3.1em; }
.tt-proj-keys { font-size: .65em; }
.tt-proj { display: flex; flex-direction: column; gap: .3em; }
.tt-proj .tt-class-nav { font-size: .85em; margin: 0; }
.tt-proj .tt-class-nav h2 { font-size: 1.1em; }
.tt-proj p { margin: .2em 0; }
.tt-btn.tt-secondary[disabled] { color: #6b6b6b; border-color: #c0c0c0; background: #fff; }
.tt-proj-head { font-size: 1.2em; margin: 0; }
.tt-proj .tt-hands { flex-direction: row; flex-wrap: wrap; gap: .4em .8em; }
.tt-proj .tt-hand { width: auto; flex: 0 1 auto; flex-wrap: nowrap; }
.tt-proj .tt-hand .tt-cards { flex-wrap: nowrap; }
.tt-proj-answer { border-left: 6px solid #188038; padding: .2em .8em; font-size: .95em; }
.tt-proj .tt-hand.tt-win { outline: 4px solid #188038; outline-offset: 2px; border-radius: 6px; }
.tt-proj .tt-win-tag { color: #188038; font-weight: 700; }
.tt-proj .tt-zone { gap: .5em; align-items: center; }
.tt-proj .tt-zone > .tt-label { min-width: 6.5em; }
.tt-proj-answer p { margin: .25em 0; }
.tt-proj-vote { color: #444; font-style: italic; }
.tt-plan-links a { font-weight: 700; }
.tt-plan-code { font-family: ui-monospace, monospace; word-break: break-all; font-size: .85em; }
.tt-plan-out ol { margin: .3em 0; padding-left: 1.6em; }
.tt-choices { display: grid; grid-template-columns: repeat(auto-fill, minmax(19em, 1fr));
  gap: .1em 1em; }
.tt-choice { display: flex; gap: .4em; align-items: baseline; }
.tt-plan-form textarea { width: 100%; box-sizing: border-box; }
.tt-positions { display: block; margin: .4em 0; }
"""

DENSE_CARDS = 24
"""A projected deal with more cards than this is drawn smaller, to stay on one screen."""
def _button(action: str, label: str, *, disabled: bool = False, primary: bool = False) -> str:
    cls = "tt-btn" if primary else "tt-btn tt-secondary"
    off = " disabled" if disabled else ""
    return (f'<button type="button" class="{cls}" data-action="{action}" '
            f'data-focus="{action}"{off}>{escape(label)}</button>')


def _deal_head(c: TeachClassModel) -> str:
    d = c.deal
    if d is None:
        return ""
    game = get_game(d.game).name(c.lang)
    what = kind_title(d.kind, c.lang)
    if d.position is not None:
        what += f" ({c.text('your_position')})"
    return f"{c.text('deal_of', i=d.index + 1, n=c.total)} · {game} · {what}"


def _nav(c: TeachClassModel, head_tag: str = "h3", extra: str = "") -> str:
    head = escape(_deal_head(c))
    return (f'<nav class="tt-class-nav" aria-label="{escape(c.text("class_title"))}">'
            f"{_button('plan-prev', '← ' + c.text('prev'), disabled=c.index == 0)}"
            f"<{head_tag}>{head}</{head_tag}>{extra}"
            f"{_button('plan-next', c.text('next_deal') + ' →', disabled=c.index + 1 >= c.total)}"
            "</nav>")


def student_html(c: TeachClassModel) -> str:
    """The class page: the deal's own exercise, as on a lesson page, with the plan's nav."""
    from tutor.ui.models.quiz import QuizModel
    from tutor.ui.views.drills import drill_html
    from tutor.ui.views.quiz import quiz_html, share_html

    m = c.model
    # the quiz's own seed links would leave the plan: the class's link is the plan's
    body = (quiz_html(m).replace(share_html(m), "") if isinstance(m, QuizModel)
            else drill_html(m))
    last = ""
    if c.index + 1 >= c.total and getattr(m, "checked", False):
        last = f'<p class="tt-note">{escape(c.text("last_deal"))}</p>'
    keys = f'<p class="tt-note">{escape(c.text("class_keys"))}</p>'
    return _nav(c) + body + last + keys


def _disabled(html: str) -> str:
    """An exercise's task on the projector: seen by the room, not clicked, and without the
    key letters a learner presses at a keyboard (the room votes)."""
    import re

    html = re.sub(r'<span class="tt-key"[^>]*>[^<]*</span>', "", html)
    return (html.replace('<button type="button"', '<button type="button" disabled')
            .replace("<input ", "<input disabled "))


def _which_cards_task(m: Any) -> str:
    """Which cards play, for the room: the dealt cards, and once revealed the best five
    marked on them (no buttons, no count of a selection nobody makes, no second row)."""
    g = m.game_obj
    best = m.best if m.checked else None
    intro = m.t("which_intro_low" if m.half == "low" else "which_intro_high")
    out = [f"<p>{escape(intro)}</p>"]
    rows = [(m.t("your_cards"), list(m.own))]
    if m.board:
        rows.append((m.t("vela") if g.board_cards == 1 else m.t("board"), list(m.board)))
    for title, cards in rows:
        out.append(f'<div class="tt-row tt-zone"><span class="tt-label">{escape(title)}</span>'
                   f"{cards_html(cards, m.lang, highlight=best, label=title)}</div>")
    return "".join(out)


def _quiz_task(m: Any, revealed: bool = False) -> str:
    """The deal for the room; once revealed, the winning hand(s) marked on the cards: the
    hand framed and tagged, its best five lit (a hi-lo low winner tagged too)."""
    from tutor.games import HandForm

    q = m.question
    game = m.game_obj
    prompt = m.text("pick_hilo" if m.is_hilo else "pick_winner")
    if game.main.low:
        prompt = m.text("pick_low_winner")
    out = [f"<p><strong>{escape(prompt)}</strong></p>"]
    if q.board:
        label = m.text("vela" if game.form is HandForm.VELA else "board")
        out.append(f'<div class="tt-row tt-board"><span class="tt-label">{escape(label)}</span>'
                   f"{cards_html(q.board, m.lang, label=label)}</div>")
    out.append('<div class="tt-hands">')
    lows = set(q.low_winners or ()) if revealed else set()
    for i, hand in enumerate(q.hands):
        name = m.text("hand_n", n=i + 1)
        won = revealed and i in q.winners
        tags = []
        if won:
            tags.append(m.text("winner_tag"))
        if i in lows:
            tags.append(f'{m.text("winner_tag")} ({m.text("low_tag")})' if not won
                        else m.text("low_tag"))
        best = None
        if won:
            value = q.outcome.hands[i].high
            best = list(value.cards) if value is not None else None
        elif i in lows:
            value = q.outcome.hands[i].low
            best = list(value.cards) if value is not None else None
        cls = "tt-hand tt-win" if (won or i in lows) else "tt-hand"
        tag = (f' <span class="tt-win-tag">— {escape(", ".join(tags))}</span>' if tags else "")
        cards = cards_html(hand, m.lang, label=name,
                           highlight=[c for c in hand if c in best] if best else None)
        out.append(f'<div class="{cls}" data-hand="{i}"><span class="tt-label">{escape(name)}'
                   f"{tag}</span>{cards}</div>")
    out.append("</div>")
    return "".join(out)


def _quiz_answer(m: Any) -> list[str]:
    from tutor.ui.core import explain_parts, explain_text
    from tutor.ui.models.quiz import winners_text

    q = m.question
    who = winners_text(sorted(q.winners), m.lang)
    high_why, low_why = explain_parts(q.outcome, m.lang)
    lines = []
    if low_why is None:
        lines.append(m.text("answer_was", who=who))
        if m.is_hilo:
            low = q.low_winners
            lines.append(m.text("answer_low", who=winners_text(sorted(low), m.lang))
                         if low else m.text("answer_no_low"))
        tie = m.tie_text()
        if tie:
            lines.append(tie)
        lines.append(explain_text(q.outcome, m.lang))
    else:
        lows = q.low_winners
        lines.append(f"{m.text('high')}: {who}. {high_why}")
        low_who = f" {winners_text(sorted(lows), m.lang)}." if lows else ""
        lines.append(f"{m.text('low')}:{low_who} {low_why}")
    return lines


def projector_html(c: TeachClassModel) -> str:
    """One deal for the room: the task large, the answer only once revealed."""
    from tutor.ui.models.quiz import QuizModel
    from tutor.ui.views.drills import TASKS

    m = c.model
    if isinstance(m, QuizModel):
        task = _quiz_task(m, c.revealed)
        answer = _quiz_answer(m) if c.revealed else []
    else:
        if m.layout == "cards":  # the cards to pick, shown still (no keys on a projector)
            task = _which_cards_task(m)
        else:
            t, choices = TASKS[m.layout](m)
            task = _disabled(t + choices)
        answer = [line for line in m.feedback if line] if c.revealed else []
    reveal = _button("reveal", c.text("reveal") + " (R)", disabled=c.revealed, primary=True)
    out = ['<div class="tt-proj">', _nav(c, "h2", extra=reveal), task,
           '<div role="status" aria-live="polite">']
    if answer:
        out.append(f'<div class="tt-proj-answer"><p class="tt-ok">{escape(c.text("answer"))}'
                   "</p>" + "".join(f"<p>{escape(line)}</p>" for line in answer) + "</div>")
    else:
        out.append(f'<p class="tt-proj-vote">{escape(c.text("vote"))}</p>')
    out.append("</div>")
    out.append(f'<p class="tt-note tt-proj-keys">{escape(c.text("proj_keys"))}</p></div>')
    return "".join(out)


class _Header:
    """The class board's header interface (the review hides an item's page controls; a
    class's deal has none of its own)."""

    def hide_page_controls(self) -> None:
        """Nothing to hide: the class's board has no language switch or options."""


class TeachClassView(BoardsView):
    """The class page or the projector (``model.view``), one board redrawn from the model."""

    app_kind = "teach-class"

    def __init__(self, model: TeachClassModel) -> None:
        self.model = model
        self.header = _Header()
        self.board = BoardState(stylesheets=[TEACH_CSS], css_classes=["tt-class-board"],
                                page_css=PAGE_CSS)
        self.board.on_action(self._on_action)
        model.param.watch(self._refresh, list(model.param))
        self._watched: set[int] = set()
        self._refresh()

    def _on_action(self, action: str, value: str) -> None:
        c = self.model
        m = c.model
        if action == "plan-next":
            c.go(1)
        elif action == "plan-prev":
            c.go(-1)
        elif action == "reveal":
            if c.view == "projector":
                c.reveal()
        elif c.view == "projector" or m is None:
            return
        elif action == "next" or (action == "key" and value == "Enter" and m.checked):
            c.go(1)
        elif action == "key" and value in ("ArrowRight", "ArrowLeft"):
            c.go(1 if value == "ArrowRight" else -1)
        else:
            self._to_exercise(m, action, value)
        self._refresh()

    def _to_exercise(self, m: Any, action: str, value: str) -> None:
        from tutor.ui.models.quiz import QuizModel

        if isinstance(m, QuizModel) and action == "next":
            return  # the class's own Next moves through the plan's deals
        m.handle(action, value, self.board.last_focus)

    def _refresh(self, *_: Any) -> None:
        c = self.model
        m = c.model
        if m is not None and id(m) not in self._watched:  # a student's answer redraws the deal
            self._watched.add(id(m))
            m.param.watch(self._refresh, list(m.param))
        projector = c.view == "projector"
        if m is None:
            msg = c.error or c.text("no_plan")
            content = (error_html(msg) if c.error else
                       f'<p>{escape(msg)} <a href="../" target="_top">'
                       f'{escape(c.text("plan_title"))}</a></p>')
            keys: list[str] = []
        elif projector:
            content = projector_html(c)
            keys = []
        else:
            content = student_html(c)
            keys = [*m.shortcut_keys(), "ArrowRight", "ArrowLeft"]
        if m is not None and c.problems:  # the task steps left out, said under the deal
            content += ('<ul class="tt-plan-left">'
                        + "".join(f'<li class="tt-err">{escape(e)}</li>' for e in c.problems)
                        + "</ul>")
        root = root_classes(bool(getattr(m, "four_colour", False)), projector)
        if projector:  # one screen: smaller cards when the deal has many
            cards = content.count('class="tt-card')
            root += " tt-proj-root" + (" tt-proj-dense" if cards > DENSE_CARDS else "")
        self.board.param.update(lang=c.lang, content=content, keys=keys, root_class=root,
                                label=c.text("class_title"),
                                room_keys=dict(PROJECTOR_KEYS) if projector else {},
                                body_class="tutor-projector" if projector else "")

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.board]


class TeachPlanView(BoardsView):
    """The teacher's form (labelled HTML fields in a board; Make sends them) and the plan it
    makes (a board)."""

    app_kind = "teach-plan"

    def __init__(self, model: TeachPlanModel) -> None:
        self.model = model
        self.header = Header(model, "plan_title", choose_game=False)
        self.form = BoardState(focusable=False, stylesheets=[TEACH_CSS],
                               css_classes=["tt-plan-form"])
        self.form.on_action(self._on_action)
        self.out = BoardState(content="", focusable=False, stylesheets=[TEACH_CSS],
                              css_classes=["tt-plan-out"])
        model.param.watch(self._refresh, ["lang", "plan_text", "errors", "skipped", "large",
                                          "four_colour"])
        self._refresh()

    def _on_action(self, action: str, value: str) -> None:
        if action == "make":
            self._make(fields_sent(value))

    def _make(self, typed: dict[str, str]) -> None:
        m = self.model
        try:
            deals = read_number(typed.get("deals", str(m.deals)).strip(), "what_deals", 0,
                                MAX_DEALS)
            seed = read_number(typed.get("seed", str(m.seed)).strip(), "what_seed", 0, MAX_SEED)
        except PlanError as err:
            m.param.update(plan_text="", errors=[err.text(m.lang)], skipped=[])
            return

        def chosen(name: str, known: list[str]) -> list[str]:
            return [v for v in typed.get(name, "").split(",") if v in known]

        hands = typed.get("hands", str(m.hands))
        m.param.update(games=chosen("games", list(GAMES)), kinds=chosen("kinds", list(PLAN_KINDS)),
                       level=typed.get("level") if typed.get("level") in LEVELS else m.level,
                       hands=int(hands) if hands in {str(n) for n in range(7)} else m.hands,
                       deals=deals, seed=seed, positions=typed.get("positions", ""))
        m.make()

    def form_html(self) -> str:
        """The games and exercises (checkboxes), level, hands, deals, seed, positions, notes."""
        m = self.model
        lang = m.lang

        def boxes(name: str, title: str, options: dict[str, str], on: list[str]) -> str:
            items = "".join(
                f'<label class="tt-choice"><input type="checkbox" data-name="{name}" '
                f'value="{escape(v)}"{" checked" if v in on else ""}> {escape(label)}</label>'
                for label, v in options.items())
            return (f'<h3>{escape(title)}</h3><div class="tt-choices" role="group" '
                    f'aria-label="{escape(title)}">{items}</div>')

        def field(name: str, label: str, value: str, width: str) -> str:
            return (f'<label class="tt-field tt-{name}"><span>{escape(label)}</span>'
                    f'<input type="text" data-name="{name}" data-focus="{name}" '
                    f'aria-label="{escape(label)}" value="{escape(value)}" autocomplete="off" '
                    f'style="width:{width}"></label>')

        def menu(name: str, label: str, options: dict[str, Any], value: Any) -> str:
            opts = "".join(f'<option value="{escape(str(v))}"{" selected" if v == value else ""}>'
                           f"{escape(text)}</option>" for text, v in options.items())
            return (f'<label class="tt-field tt-{name}"><span>{escape(label)}</span>'
                    f'<select data-name="{name}" aria-label="{escape(label)}">{opts}</select>'
                    f"</label>")

        notes = [m.text("positions_how"), m.text("positions_first"), m.text("level_note"),
                 m.text("left_out")]
        hands = {m.text("hands_random"): 0, **{str(n): n for n in range(2, 7)}}
        return (boxes("games", m.text("games"), {GAMES[g].name(lang): g for g in GAMES},
                      list(m.games))
                + boxes("kinds", m.text("kinds"), {kind_title(k, lang): k for k in PLAN_KINDS},
                        list(m.kinds))
                + '<div class="tt-row tt-plan-numbers">'
                + menu("level", m.text("level"), {m.text(lv): lv for lv in LEVELS}, m.level)
                + menu("hands", m.text("hands"), hands, m.hands)
                + field("deals", m.text("deals"), str(m.deals), "6em")
                + field("seed", m.text("seed"), str(m.seed), "8em") + "</div>"
                + f'<label class="tt-field tt-positions"><span>{escape(m.text("positions"))}'
                f'</span><textarea data-name="positions" rows="3" '
                f'aria-label="{escape(m.text("positions"))}" '
                f'placeholder="holdem: As Ks | 7h 7d / 2c 3d 4h 5s 9c">'
                f"{escape(m.positions)}</textarea></label>"
                + "".join(f'<p class="tt-note">{escape(n)}</p>' for n in notes)
                + f'<div class="tt-row"><button type="button" class="tt-btn" data-action="make" '
                f'data-collect data-focus="make">{escape(m.text("make"))}</button></div>')

    def _refresh(self, *_: Any) -> None:
        m = self.model
        root = root_classes(m.four_colour, m.large)
        self.form.param.update(lang=m.lang, content=self.header.sub(self.form_html()),
                               root_class=root, label=m.text("plan_title"))
        self.out.param.update(lang=m.lang, content=plan_out_html(m), root_class=root,
                              label=m.text("plan_title") + " — " + m.text("make"))

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.header.board, self.form, self.out]


def plan_out_html(m: TeachPlanModel) -> str:
    """The made plan: the two links, its code and its deals in order; or why it failed."""
    out = []
    if m.errors:
        out.append(f'<p class="tt-err">{escape(m.text("not_made"))}</p>'
                   + "".join(error_html(e) for e in m.errors))
    if m.skipped:
        out.append(f'<p class="tt-err">{escape(m.text("skipped"))}</p><ul>'
                   + "".join(f'<li class="tt-err">{escape(s)}</li>' for s in m.skipped)
                   + "</ul>")
    if m.plan_text:
        lines = m.order_lines()
        out.append(f'<h3>{escape(m.text("link_head", n=len(lines)))}</h3>'
                   f'<p class="tt-plan-links"><a href="{escape(m.link())}" target="_top" '
                   f'data-link="student">{escape(m.text("student_link"))}</a> · '
                   f'<a href="{escape(m.link("projector"))}" target="_top" '
                   f'data-link="projector">{escape(m.text("projector_link"))}</a></p>'
                   f'<p class="tt-note">{escape(m.text("link_note"))}</p>'
                   f'<p class="tt-note">{escape(m.text("plan_code"))}: '
                   f'<span class="tt-plan-code">{escape(m.plan_text)}</span></p>'
                   f'<h3>{escape(m.text("order"))}</h3><ol>'
                   + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ol>")
    return "".join(out)
