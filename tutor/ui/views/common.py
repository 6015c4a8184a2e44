"""The header every app shares: title, language, game, four-colour and large-card options.

Widgets are built once; a language or game change updates their labels and
options in place (no layout is rebuilt).
"""

from __future__ import annotations

from typing import Any

from tutor.games import GAMES
from tutor.ui.cards_html import root_classes
from tutor.ui.html_escape import escape
from tutor.ui.models.base import AppModel
from tutor.ui.views.surface import BoardState

LANG_OPTIONS = {"English": "en", "Русский": "ru"}

def game_options(lang: str, ids: list[str] | None = None) -> dict[str, str]:
    """``{display name: id}`` for the game selector, in ``lang``."""
    return {GAMES[g].name(lang): g for g in (ids or list(GAMES))}


class Header:
    """Title, language switch, game menu and display options, drawn in one :class:`Board`.

    One Bokeh model instead of a layout of Panel widgets (a language switch, a select,
    two flex boxes, an HTML pane): a lesson page builds and embeds its widgets several
    times faster in the browser's Python (docs/dev/bench-history.md, "Lighter widgets").
    The controls are ordinary HTML: buttons with ``aria-pressed`` for the language, a
    labelled ``<select>`` for the game, labelled checkboxes for the options.
    """

    def __init__(self, model: AppModel, title_key: str, *, choose_game: bool = True) -> None:
        self.model = model
        self.title_key = title_key
        self.level = 2  # an <h2> under a lesson page's <h1>; 1 when the app is the page
        self.choose_game = choose_game and len(model.param.game.objects) > 1
        self.page_controls = True  # off inside another widget (the review)
        self.board = BoardState(content="", css_classes=["tt-head"], focusable=False)
        self.board.on_action(self._on_action)
        model.param.watch(self._sync, ["lang", "game", "four_colour", "large"])
        self._relabel()

    def _sync(self, *_: Any) -> None:
        self._relabel()

    def hide_page_controls(self) -> None:
        """Inside another widget (the review) that sets the language and card sizes: no
        language switch, game menu or display options of its own."""
        self.page_controls = False
        self._relabel()

    def title_html(self) -> str:
        """The app's title: an ``<h2>``, or an ``<h1>`` when the app is the page."""
        m = self.model
        h = f"h{self.level}"
        size = "2.4em" if m.large else "1.5em"  # readable from the back of a room
        return (f'<{h} class="tt-title" lang="{m.lang}" '
                f'style="margin:.3em 0;font-size:{size}">{escape(m.text(self.title_key))}</{h}>')

    def html(self) -> str:
        """The header's HTML: title and language on one line, game and options on the next."""
        m = self.model
        if not self.page_controls:
            return f'<div class="tt-head-row">{self.title_html()}</div>'
        langs = "".join(
            f'<button type="button" class="tt-btn tt-secondary" data-action="lang" '
            f'data-value="{code}" data-focus="lang-{code}" lang="{code}" '
            f'aria-pressed="{"true" if m.lang == code else "false"}">{escape(name)}</button>'
            for name, code in LANG_OPTIONS.items())
        game = ""
        if self.choose_game:
            options = "".join(
                f'<option value="{escape(gid)}"{" selected" if gid == m.game else ""}>'
                f"{escape(name)}</option>"
                for name, gid in game_options(m.lang, list(m.param.game.objects)).items())
            game = (f'<label class="tt-field tt-game"><span>{escape(m.text("game"))}</span>'
                    f'<select data-action="game" data-focus="game" '
                    f'aria-label="{escape(m.text("game"))}">{options}</select></label>')
        return (f'<div class="tt-head-row">{self.title_html()}'
                f'<div class="tt-lang" role="group" aria-label="{escape(m.text("language"))}">'
                f"{langs}</div></div>"
                f'<div class="tt-head-row tt-head-controls">{game}'
                f'<div class="tt-options" role="group" aria-label="{escape(m.text("options"))}">'
                f"{option_boxes_html(m)}</div></div>")

    def _relabel(self) -> None:
        m = self.model
        # its own label: the app's main board is labelled with the title (page.js finds a
        # board by its label to replay a key pressed before Python was up)
        label = f"{m.text(self.title_key)} — {m.text('options')}"
        self.board.param.update(lang=m.lang, content=self.html(), label=label,
                                root_class=self.root_class + " tt-head-root")

    def set_level(self, level: int) -> None:
        """Make the title an ``<h1>`` (the app is the page) or an ``<h2>`` (it is embedded)."""
        self.level = 1 if level == 1 else 2
        self._relabel()

    def sub(self, html: str) -> str:
        """The app's HTML with its section headings one level under the title.

        The views write them as ``<h3>`` (under the ``<h2>`` title of an embedded
        widget); under an ``<h1>`` they become ``<h2>``. Safe on the views' HTML:
        every text in it is escaped, so each ``<h3`` is one of the views' tags.
        """
        if self.level == 1:
            return html.replace("<h3", "<h2").replace("</h3>", "</h2>")
        return html

    def _on_action(self, action: str, value: str) -> None:
        m = self.model
        if action == "four":
            m.four_colour = not m.four_colour
        elif action == "large":
            m.large = not m.large
        elif action == "lang" and value in LANG_OPTIONS.values():
            m.lang = value
        elif action == "game" and value in m.param.game.objects:
            m.game = value

    @property
    def root_class(self) -> str:
        return root_classes(self.model.four_colour, self.model.large)

    def row(self) -> Any:
        """The header drawn by Panel (for views that lay out Panel widgets)."""
        from tutor.ui.views.board import Board

        return Board.of(self.board)


def error_html(message: str) -> str:
    """An input error in plain words (escaped), announced to screen readers."""
    if not message:
        return ""
    return f'<div class="tt-err" role="alert">{escape(message)}</div>'


def option_boxes_html(m: Any) -> str:
    """The four-colour and large-card checkboxes (labelled), as every app shows them."""
    boxes = []
    for action, key, on in (("four", "four_colour", m.four_colour),
                            ("large", "large", m.large)):
        checked = " checked" if on else ""
        boxes.append(f'<label class="tt-opt tt-opt-{action}"><input type="checkbox" '
                     f'data-action="{action}" data-focus="opt-{action}"{checked}> '
                     f"{escape(m.text(key))}</label>")
    return " ".join(boxes)


def fields_sent(value: str) -> dict[str, str]:
    """The fields a ``data-collect`` button sent (JSON), as strings; ``{}`` if garbled.

    A group of checkboxes comes as the list of the checked ones' values, joined by commas.

    >>> fields_sent('{"hands": "As Ks", "n": 2, "games": ["holdem", "soko"]}')
    {'hands': 'As Ks', 'n': '2', 'games': 'holdem,soko'}
    >>> fields_sent("not json"), fields_sent("[1]")
    ({}, {})
    """
    import json

    try:
        got = json.loads(value)
    except ValueError:
        return {}
    if not isinstance(got, dict):
        return {}
    return {str(k): (",".join(str(x) for x in v) if isinstance(v, list) else str(v))[:4000]
            for k, v in got.items()}


def select_html(action: str, label: str, options: dict[str, Any], value: Any, *,
                disabled: bool = False) -> str:
    """A labelled ``<select>`` whose change a :class:`Board` sends as ``(action, value)``.

    >>> select_html("players", "Players", {"random": 0, "2": 2}, 2)  # doctest: +ELLIPSIS
    '<label class="tt-field tt-players"><span>Players</span><select data-action="players" ...'
    >>> 'value="2" selected' in select_html("players", "Players", {"2": 2}, 2)
    True
    """
    opts = "".join(f'<option value="{escape(str(v))}"{" selected" if v == value else ""}>'
                   f"{escape(name)}</option>" for name, v in options.items())
    off = " disabled" if disabled else ""
    return (f'<label class="tt-field tt-{action}"><span>{escape(label)}</span>'
            f'<select data-action="{action}" data-focus="{action}" aria-label="{escape(label)}"'
            f"{off}>{opts}</select></label>")


def choice_html(action: str, label: str, options: dict[str, str], value: str) -> str:
    """Buttons for one choice among a few, the chosen one ``aria-pressed`` (and ticked).

    >>> choice_html("level", "Level", {"Beginner": "beginner"}, "beginner")  # doctest: +ELLIPSIS
    '<div class="tt-row tt-choice tt-level" role="group" aria-label="Level"><button ...'
    """
    buttons = "".join(
        f'<button type="button" class="tt-btn tt-secondary" data-action="{action}" '
        f'data-value="{escape(v)}" data-focus="{action}-{escape(v)}" '
        f'aria-pressed="{"true" if v == value else "false"}">{escape(name)}</button>'
        for name, v in options.items())
    return (f'<div class="tt-row tt-choice tt-{action}" role="group" '
            f'aria-label="{escape(label)}">{buttons}</div>')


class TeacherForm:
    """A teacher's "deal a position" form, folded away, in a :class:`Board` of its own.

    ``fields`` are ``(name, label key, rows)`` (``rows`` > 1: a text area); ``deal``
    gets the fields' values when the Deal button is pressed (or Enter in a one-line
    field). Typed values are kept across a redraw (a language switch).
    """

    def __init__(self, model: AppModel, fields: list[tuple[str, str, int]],
                 deal: Any) -> None:
        self.model = model
        self.fields = fields
        self.values: dict[str, str] = {}
        self.opened = False
        self.board = BoardState(content="", css_classes=["tt-teacher"], focusable=False)
        self.board.on_action(self._on_action)
        self._deal = deal
        self.refresh()

    def _on_action(self, action: str, value: str) -> None:
        if action != "deal":
            return
        self.values = fields_sent(value)
        self.opened = True
        self._deal(self.values)

    def refresh(self, shown: set[str] | None = None) -> None:
        """Redraw in the model's language; ``shown`` limits the fields to those names."""
        m = self.model
        parts = []
        for name, key, rows in self.fields:
            if shown is not None and name not in shown:
                continue
            value = escape(self.values.get(name, ""))
            # named by aria-label too: a label's text around a field would add its value
            named = f'data-name="{name}" aria-label="{escape(m.text(key))}"'
            field = (f'<textarea {named} rows="{rows}">{value}</textarea>'
                     if rows > 1 else f'<input type="text" {named} value="{value}">')
            parts.append(f'<label class="tt-field"><span>{escape(m.text(key))}</span>'
                         f"{field}</label>")
        opened = " open" if self.opened else ""
        self.board.param.update(
            lang=m.lang, label=m.text("teacher"),
            root_class=root_classes(m.four_colour, m.large),
            content=(f"<details{opened}><summary>{escape(m.text('teacher'))}</summary>"
                     f'<div class="tt-teacher-form">{"".join(parts)}'
                     f'<div class="tt-row"><button type="button" class="tt-btn" '
                     f'data-action="deal" data-collect data-focus="deal">'
                     f"{escape(m.text('deal_it'))}</button></div></div></details>"))
