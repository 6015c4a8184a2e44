"""The "Who wins?" quiz view: one :class:`Board` redrawn from the model's state."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from tutor.games import HandForm, is_royal
from tutor.i18n import category_name
from tutor.ui.cards_html import cards_html
from tutor.ui.core import category_label, explain_parts, explain_text
from tutor.ui.html_escape import escape
from tutor.ui.models.quiz import QuizModel, winners_text
from tutor.ui.views.board_panel import BoardsView
from tutor.ui.views.common import Header, TeacherForm, choice_html, error_html, select_html
from tutor.ui.views.surface import BoardState

NO_PAIR = ("high-card", "low")
"""A low family's categories of a hand without a pair: labelled as a low ("8-low")."""


def low_label(cards: Any, lang: str, family: Any) -> str:
    """A low as a label beside its cards: "8-low", «Лоу до восьмёрки»."""
    from tutor.explain import low_name

    name = low_name(cards, lang, ace_low=bool(family.ace_low), ranks=False)
    if lang == "en":
        name = name.split(" ", 1)[1]  # no article in a label
    return name[:1].upper() + name[1:]


def _value_line(value: Any, label: str, lang: str, family: Any) -> str:
    if value is None:
        return f'<span class="tt-note">{escape(label)}: —</span>'
    cat = (category_name(value.category, lang, royal=True) if is_royal(value)
           else low_label(value.cards, lang, family) if family.low
           and value.category in NO_PAIR
           else category_label(value.category, lang, family))
    return (f'<span class="tt-note tt-value-label">{escape(label)}:</span> '
            f'{cards_html(value.cards, lang)} <span class="tt-label">{escape(cat)}</span>')


def _pressed(flag: bool) -> str:
    return "true" if flag else "false"


def quiz_html(m: QuizModel) -> str:
    """The quiz's HTML for the model's state (every text escaped)."""
    q = m.question
    if q is None:
        return ""
    game = m.game_obj
    lang = m.lang
    hilo = m.is_hilo
    out: list[str] = ['<div class="tt-quiz-grid"><div class="tt-quiz-main">']
    prompt = m.text("pick_hilo" if hilo else "pick_winner")
    if game.main.low:
        prompt = m.text("pick_low_winner")
    out.append(f'<p class="tt-note" id="tt-prompt">{escape(prompt)}</p>')
    if q.board:
        label = m.text("vela" if game.form is HandForm.VELA else "board")
        out.append(f'<div class="tt-row tt-board"><span class="tt-label">{escape(label)}</span>'
                   f"{cards_html(q.board, lang, label=label)}</div>")
    out.append('<div class="tt-hands">')
    fam_high = game.main
    for i, hand in enumerate(q.hands):
        n = i + 1
        name = m.text("hand_n", n=n)
        classes = ["tt-hand"]
        tags: list[str] = []
        if m.checked:
            win = i in q.winners
            low_win = q.low_winners is not None and i in q.low_winners
            picked = i in m.picked_high
            picked_low = i in m.picked_low
            # a hand is marked wrong when any pick about it was wrong (hi-lo: either half)
            wrong = (picked and not win) or (picked_low and not low_win)
            if wrong:
                classes.append("tt-wrong")
            elif win or low_win:
                classes.append("tt-right")
            if win:
                tags.append(m.text("high_tag" if hilo else "winner_tag")
                            + (" (" + m.text("split_tag") + ")" if len(q.winners) > 1 else ""))
            if low_win:
                tags.append(m.text("low_tag"))
            if hilo:
                if picked:
                    tags.append(m.text("you_picked_high"))
                if picked_low:
                    tags.append(m.text("you_picked_low"))
            elif picked:
                tags.append(m.text("you_picked"))
        head = (f'<span class="tt-key" aria-hidden="true">{n}</span>'
                f'<span class="tt-label tt-hand-name">{escape(name)}</span>'
                f'{cards_html(hand, lang)}')
        if tags:
            head += f'<span class="tt-label">— {escape(", ".join(tags))}</span>'
        detail = ""
        if m.checked:
            ph = q.outcome.hands[i]
            high, low = ph.high, ph.low
            parts = []
            if high is not None or not hilo:
                parts.append(_value_line(high if high is not None else low,
                                         m.text("best_five" if fam_high.hand_size == 5
                                                else "plays"), lang, fam_high))
            if hilo:
                parts.append(_value_line(low, m.text("best_low"), lang, game.low)
                             if low is not None else
                             f'<span class="tt-note">{escape(m.text("best_low"))}: '
                             f'{escape(m.text("no_low_hand"))}</span>')
            if hilo:  # high and low on one line of their own, under the buttons
                detail = ('<div class="tt-row tt-detail">'
                          + "".join(f'<span class="tt-row">{p}</span>' for p in parts)
                          + "</div>")
            else:
                detail = "".join(f'<div class="tt-row">{p}</div>' for p in parts)
        if hilo:
            hi_btn = (f'<button type="button" class="tt-btn tt-secondary" data-action="pick" '
                      f'data-value="{i}" data-focus="high-{i}" aria-pressed='
                      f'"{_pressed(i in m.picked_high)}">{escape(m.text("high"))} {n}</button>')
            lo_btn = (f'<button type="button" class="tt-btn tt-secondary" data-action="picklow" '
                      f'data-value="{i}" data-focus="low-{i}" aria-pressed='
                      f'"{_pressed(i in m.picked_low)}">{escape(m.text("low"))} {n}</button>')
            pressed = i in m.picked_high or i in m.picked_low
            if pressed and not m.checked:
                classes.append("tt-picked")
            out.append(f'<div class="{" ".join(classes)}" data-hand="{i}">'
                       f'<div class="tt-row">{head}</div>'
                       f'<div class="tt-row">{hi_btn}{lo_btn}</div>{detail}</div>')
        else:
            out.append(f'<button type="button" class="{" ".join(classes)}" data-action="pick" '
                       f'data-value="{i}" data-focus="hand-{i}" data-hand="{i}" '
                       f'aria-pressed="{_pressed(i in m.picked_high)}">'
                       f'<div class="tt-row">{head}</div>{detail}</button>')
    out.append("</div></div>")  # the hands, the main column
    out.append('<div class="tt-quiz-side">')
    buttons = []
    if hilo:
        buttons.append(f'<button type="button" class="tt-btn tt-secondary" data-action="nolow" '
                       f'data-focus="nolow" aria-pressed="{_pressed(m.no_low)}">'
                       f'<span class="tt-key" aria-hidden="true">0</span> '
                       f'{escape(m.text("no_low"))}</button>')
    if m.checked:
        if not m.correct:
            buttons.append(f'<button type="button" class="tt-btn tt-secondary" '
                           f'data-action="retry" data-focus="retry">'
                           f'{escape(m.text("retry"))}</button>')
        buttons.append(f'<button type="button" class="tt-btn" data-action="next" '
                       f'data-focus="next">{escape(m.text("next"))} ⏎</button>')
    else:
        buttons.append(f'<button type="button" class="tt-btn" data-action="submit" '
                       f'data-focus="submit">{escape(m.text("submit"))} ⏎</button>')
    out.append(f'<div class="tt-row" style="margin-top:.6em">{"".join(buttons)}</div>')
    out.append(error_html(m.error))
    out.append('<div role="status" aria-live="polite" class="tt-feedback">')
    if m.checked:
        verdict = m.text("right") if m.correct else m.text("wrong")
        cls = "tt-ok" if m.correct else "tt-bad"
        high_why, low_why = explain_parts(q.outcome, lang)
        winners = winners_text(sorted(q.winners), lang)
        tie = m.tie_text()
        tie_line = f'<span class="tt-tie">{escape(tie)}</span>' if tie else ""
        mine = "".join(f'<p class="tt-mine">{escape(line)}</p>' for line in m.pick_feedback())
        out.append(f'<p><span class="{cls}">{escape(verdict)}</span></p>{mine}')
        if low_why is None:
            lines = [escape(m.text('answer_was', who=winners))]
            if hilo:
                low = q.low_winners
                lines.append(escape(m.text("answer_low", who=winners_text(sorted(low), lang))
                                    if low else m.text("answer_no_low")))
            if tie_line:
                lines.append(tie_line)
            why = explain_text(q.outcome, lang)
            lines.append(f'<span class="tt-why">{escape(why)}</span>')
        else:
            # hi-lo: the core's explanation as a high line and a low line, each with its winners
            lows = q.low_winners
            lines = [f'<span class="tt-why-high"><strong>{escape(m.text("high"))}: '
                     f"{escape(winners)}.</strong> {escape(high_why)}</span>"]
            if tie_line:
                lines.append(tie_line)
            low_who = f"{winners_text(sorted(lows), lang)}." if lows else m.text("no_low") + "."
            lines.append(f'<span class="tt-why-low"><strong>{escape(m.text("low"))}: '
                         f"{escape(low_who)}</strong> {escape(low_why)}</span>")
        if q.hinge:
            low_game = q.hinge == "kicker" and m.game_obj.main.low  # a lower card decided
            what = m.text("hinge_low-card" if low_game else f"hinge_{q.hinge}")
            lines.append(f'<span class="tt-note">{escape(m.text("hinge", what=what))}</span>')
        out.append("".join(f"<p>{line}</p>" for line in lines))
    out.append("</div>")
    score = m.text("score", score=m.score, asked=m.asked)
    streak = m.text("streak", streak=m.streak, best=m.best_streak)
    out.append(f'<p class="tt-note tt-score">{escape(score)} · {escape(streak)}</p>')
    out.append(share_html(m))
    keys = m.text("keys_quiz" if hilo else "keys_quiz_plain")
    out.append(f'<p class="tt-note tt-keys">{escape(keys)}</p>')
    out.append("</div></div>")  # the side column, the grid
    return "".join(out)


def share_html(m: Any) -> str:
    """The seed, a link to the session's deals and a link to this very deal ('' for a
    review item, whose seed means nothing to the learner)."""
    if not m.seed_links:
        return ""
    seed_q = {"lang": [m.lang], "seed": [str(m.seed)]}
    if len(m.param.game.objects) > 1:
        seed_q["game"] = [str(m.game)]
    seed_link = "?" + urlencode(seed_q, doseq=True)
    deal_link = "?" + urlencode(m.share_query(), doseq=True)
    return (f'<p class="tt-note tt-share">{escape(m.text("seed_line", seed=m.seed))} · '
            f'<a href="{escape(seed_link)}" target="_top">{escape(m.text("seed_link"))}</a> · '
            f'<a href="{escape(deal_link)}" target="_top">{escape(m.text("share_deal"))}</a></p>')


class QuizView(BoardsView):
    """The quiz: its header, its board (level, players and the deal) and the teacher's
    form, three :class:`Board` models, updated from the model."""

    app_kind = "quiz"

    def __init__(self, model: QuizModel) -> None:
        self.model = model
        self.header = Header(model, "quiz_title")
        self.board = BoardState(keys=model.shortcut_keys(), css_classes=["tt-quiz-board"])
        self.board.on_action(self._on_action)
        self.teacher = TeacherForm(model, [("hands", "teacher_hands", 3),
                                           ("board", "teacher_board", 1)], self._deal_position)
        model.param.watch(self._refresh, list(model.param))
        self._refresh()

    def _deal_position(self, values: dict[str, str]) -> None:
        self.model.set_position(values.get("hands", ""), values.get("board", ""))

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action == "level" and value in ("beginner", "expert"):
            m.level = value
        elif action == "players" and value.isdigit():
            if int(value) in self._players().values():
                m.players = int(value)
        else:
            m.handle(action, value)

    def _players(self) -> dict[str, int]:
        m = self.model
        top = min(6, m.game_obj.players[1])
        return {m.text("players_random"): 0, **{str(n): n for n in range(2, top + 1)}}

    def controls_html(self) -> str:
        """The level and the number of players, above the deal."""
        m = self.model
        players = self._players()
        level = {m.text("beginner"): "beginner", m.text("expert"): "expert"}
        chosen = m.players if m.players in players.values() else 0
        return (f'<div class="tt-row tt-quiz-controls">'
                f'{choice_html("level", m.text("level"), level, m.level)}'
                f'{select_html("players", m.text("players"), players, chosen)}</div>')

    def _refresh(self, *_: Any) -> None:
        m = self.model
        self.teacher.refresh(None if m.game_obj.board_cards > 0 else {"hands"})
        self.board.param.update(lang=self.model.lang,
                                content=self.controls_html() + quiz_html(m),
                                root_class=self.header.root_class,
                                keys=m.shortcut_keys(), label=m.text("quiz_title"))

    def parts(self) -> list[BoardState]:
        """The boards the view shows, in order."""
        return [self.header.board, self.board, self.teacher.board]
