"""The classroom pages drawn: the teacher's plan form, the class's deals, the projector view.

The class page and the projector are one :class:`ClassBoard` (a :class:`Board` that, in the
projector view, also takes the room's keys from the whole page and hides the site around it);
the deal itself is drawn by the exercise's own HTML (:func:`quiz_html`, :func:`drill_html`,
or its task alone on the projector). Every text is escaped here.
"""

from __future__ import annotations

from html import escape
from typing import Any

import panel as pn

from tutor.games import GAMES, get_game
from tutor.ui.cards_html import CSS, cards_html, root_classes
from tutor.ui.teach.models import TeachClassModel, TeachPlanModel, kind_title
from tutor.ui.teach.plan import LEVELS, MAX_DEALS, MAX_SEED, PLAN_KINDS, PlanError, read_number
from tutor.ui.views.board import Board
from tutor.ui.views.common import Header, error_html

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
.tt-proj-answer p { margin: .25em 0; }
.tt-proj-vote { color: #444; font-style: italic; }
.tt-plan-links a { font-weight: 700; }
.tt-plan-code { font-family: ui-monospace, monospace; word-break: break-all; font-size: .85em; }
.tt-plan-out ol { margin: .3em 0; padding-left: 1.6em; }
"""
CHOICES_CSS = """
.bk-input-group { display: grid; grid-template-columns: repeat(auto-fill, minmax(19em, 1fr));
  gap: .1em 1em; }
.bk-input-group label { white-space: normal; }
"""

DENSE_CARDS = 24
"""A projected deal with more cards than this is drawn smaller, to stay on one screen."""
PROJECTOR_KEYS = {"KeyR": "reveal", "Space": "reveal", "ArrowRight": "plan-next",
                  "PageDown": "plan-next", "KeyN": "plan-next", "ArrowLeft": "plan-prev",
                  "PageUp": "plan-prev", "KeyP": "plan-prev"}
"""The projector's keys by ``event.code`` (a Russian layout gives the same keys; a
presenter's clicker sends PageDown / PageUp)."""

_PAGE_CSS = (
    "body.tutor-projector { padding-top: .5rem !important; }"
    " body.tutor-projector .navbar, body.tutor-projector footer,"
    " body.tutor-projector .col-md-3, body.tutor-projector [role=main] > :not(.tutor-widget)"
    " { display: none !important; }"
    " body.tutor-projector [role=main] { flex: 0 0 100%; max-width: 100%; }"
    " body.tutor-projector > .container { max-width: 100% !important; }"
    " body.tutor-projector .tutor-widget { margin: 0; border: 0; }"
)
_CLASS_ESM = Board._esm.replace("export function render", "function boardRender") + """
export function render({ model, el }) {
  const root = boardRender({ model, el });
  const keys = KEYS;
  if (!document.getElementById("tutor-projector-css")) {
    const style = document.createElement("style");
    style.id = "tutor-projector-css";
    style.textContent = PAGE_CSS;
    document.head.appendChild(style);
  }
  const projector = () => model.root_class.includes("tt-proj-root");
  const sync = () => document.body.classList.toggle("tutor-projector", projector());
  sync();
  model.on(["root_class"], sync);
  // the room's keys work wherever the focus is (but in a text box); captured before the
  // theme's own n / p shortcuts, which would leave the page
  window.addEventListener("keydown", (event) => {
    if (!projector() || event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = (event.composedPath()[0] || {}).tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    const action = keys[event.code];
    if (!action) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    model.send_msg({ action: action, value: "" });
  }, true);
  return root;
}
"""


class ClassBoard(Board):
    """A :class:`Board` that, in the projector view, takes the room's keys page-wide."""

    _esm = _CLASS_ESM.replace("KEYS", repr(PROJECTOR_KEYS).replace("'", '"')).replace(
        "PAGE_CSS", repr(_PAGE_CSS).replace("'", '"'))


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
    """An exercise's task on the projector: seen by the room, not clicked."""
    return (html.replace('<button type="button"', '<button type="button" disabled')
            .replace("<input ", "<input disabled "))


def _quiz_task(m: Any) -> str:
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
    for i, hand in enumerate(q.hands):
        name = m.text("hand_n", n=i + 1)
        out.append(f'<div class="tt-hand" data-hand="{i}"><span class="tt-label">{escape(name)}'
                   f"</span>{cards_html(hand, m.lang, label=name)}</div>")
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
        task = _quiz_task(m)
        answer = _quiz_answer(m) if c.revealed else []
    else:
        t, choices = TASKS[m.kind](m)
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
    """The class board's header interface for :func:`tutor.ui.widgets.make_widget`."""

    def scale_controls(self, layout: Any) -> None:
        """Nothing to scale: every control is HTML inside the board."""


class TeachClassView:
    """The class page or the projector (``model.view``), one board redrawn from the model."""

    def __init__(self, model: TeachClassModel) -> None:
        self.model = model
        self.header = _Header()
        self.board = ClassBoard(sizing_mode="stretch_width", stylesheets=[TEACH_CSS],
                                css_classes=["tt-class-board"])
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
        root = root_classes(bool(getattr(m, "four_colour", False)), projector)
        if projector:  # one screen: smaller cards when the deal has many
            cards = content.count('class="tt-card')
            root += " tt-proj-root" + (" tt-proj-dense" if cards > DENSE_CARDS else "")
        self.board.param.update(lang=c.lang, content=content, keys=keys, root_class=root,
                                label=c.text("class_title"))

    def panel(self, name: str = "tutor") -> pn.layout.Panel:
        return pn.Column(self.board, name=name, sizing_mode="stretch_width",
                         css_classes=["tt-app", "tt-app-teach-class"])


class TeachPlanView:
    """The teacher's form (Panel's labelled inputs) and the plan it makes (a board)."""

    def __init__(self, model: TeachPlanModel) -> None:
        self.model = model
        self.header = Header(model, "plan_title", choose_game=False)
        self.games_head = pn.pane.HTML("", margin=(10, 5, 0, 5), stylesheets=[CSS])
        self.games = pn.widgets.CheckBoxGroup(options={}, value=list(model.games), inline=False,
                                              stylesheets=[CHOICES_CSS],
                                              sizing_mode="stretch_width")
        self.kinds_head = pn.pane.HTML("", margin=(10, 5, 0, 5), stylesheets=[CSS])
        self.kinds = pn.widgets.CheckBoxGroup(options={}, value=list(model.kinds), inline=False,
                                              stylesheets=[CHOICES_CSS],
                                              sizing_mode="stretch_width")
        self.level = pn.widgets.Select(label="", options={}, value=model.level, width=300)
        self.hands = pn.widgets.Select(label="", options={}, value=model.hands, width=220)
        # text boxes, not spinners (whose arrow buttons have no name a screen reader can say)
        self.deals = pn.widgets.TextInput(label="", value=str(model.deals), width=160)
        self.seed = pn.widgets.TextInput(label="", value=str(model.seed), width=200)
        self.positions = pn.widgets.TextAreaInput(
            label="", rows=3, sizing_mode="stretch_width",
            placeholder="holdem: As Ks | 7h 7d / 2c 3d 4h 5s 9c")
        self.make = pn.widgets.Button(label="", button_type="primary")
        self.out = Board(content="", focusable=False, stylesheets=[TEACH_CSS],
                         sizing_mode="stretch_width", css_classes=["tt-plan-out"])
        self.notes = pn.pane.HTML("", stylesheets=[CSS], sizing_mode="stretch_width")
        self.make.on_click(self._make)
        model.param.watch(self._refresh, ["lang", "plan_text", "errors", "skipped", "large",
                                          "four_colour"])
        self._refresh()

    def _make(self, _event: Any = None) -> None:
        m = self.model
        try:
            deals = read_number(str(self.deals.value or "").strip(), "what_deals", 0, MAX_DEALS)
            seed = read_number(str(self.seed.value or "").strip(), "what_seed", 0, MAX_SEED)
        except PlanError as err:
            m.param.update(plan_text="", errors=[err.text(m.lang)], skipped=[])
            return
        m.param.update(games=list(self.games.value), kinds=list(self.kinds.value),
                       level=self.level.value, hands=int(self.hands.value), deals=deals,
                       seed=seed, positions=str(self.positions.value or ""))
        m.make()

    def _refresh(self, *_: Any) -> None:
        m = self.model
        lang = m.lang
        self.games_head.object = f'<h3 class="tt-root" lang="{lang}">{escape(m.text("games"))}</h3>'
        self.games.options = {GAMES[g].name(lang): g for g in GAMES}
        self.kinds_head.object = f'<h3 class="tt-root" lang="{lang}">{escape(m.text("kinds"))}</h3>'
        self.kinds.options = {kind_title(k, lang): k for k in PLAN_KINDS}
        self.level.label = m.text("level")
        self.level.options = {m.text(lv): lv for lv in LEVELS}
        self.hands.label = m.text("hands")
        self.hands.options = {m.text("hands_random"): 0, **{str(n): n for n in range(2, 7)}}
        self.deals.label = m.text("deals")
        self.seed.label = m.text("seed")
        self.positions.label = m.text("positions")
        self.make.label = m.text("make")
        notes = [m.text("positions_how"), m.text("positions_first"), m.text("level_note"),
                 m.text("left_out")]
        self.notes.object = (f'<div class="tt-root" lang="{lang}">'
                             + "".join(f'<p class="tt-note">{escape(n)}</p>' for n in notes)
                             + "</div>")
        self.out.param.update(lang=lang, content=plan_out_html(m),
                              root_class=root_classes(m.four_colour, m.large),
                              label=m.text("plan_title"))

    def panel(self, name: str = "tutor") -> pn.layout.Panel:
        return pn.Column(
            self.header.row(), self.games_head, self.games, self.kinds_head, self.kinds,
            pn.FlexBox(self.level, self.hands, self.deals, self.seed, flex_wrap="wrap",
                       sizing_mode="stretch_width"),
            self.positions, self.notes, self.make, self.out,
            name=name, sizing_mode="stretch_width", css_classes=["tt-app", "tt-app-teach-plan"])


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
