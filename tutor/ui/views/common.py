"""The header every app shares: title, language, game, four-colour and large-card options.

Widgets are built once; a language or game change updates their labels and
options in place (no layout is rebuilt).
"""

from __future__ import annotations

from html import escape
from typing import Any

import panel as pn

from tutor.games import GAMES
from tutor.ui.cards_html import CSS, root_classes
from tutor.ui.models.base import AppModel
from tutor.ui.views.board import Board

LANG_OPTIONS = {"English": "en", "Русский": "ru"}

# Large-card (projector) mode: Bokeh widgets size their text, paddings and
# heights from ``--bokeh-font-size`` (Panel's selects and text inputs do not:
# they are set here too); this sheet on each control raises it. The widths
# grow too, but never past the page (Panel's min-width would push them out).
LARGE_CONTROLS_CSS = """
:host { --bokeh-font-size: 22px; min-width: 0; max-width: calc(100% - 20px); }
.bk-input, select, input { font-size: var(--font-size); }
"""
LARGE_WIDTH = 1.7  # fixed widths grow with the text (up to the page's width)


def game_options(lang: str, ids: list[str] | None = None) -> dict[str, str]:
    """``{display name: id}`` for the game selector, in ``lang``."""
    return {GAMES[g].name(lang): g for g in (ids or list(GAMES))}


class Header:
    """Title and option widgets bound to an :class:`AppModel`."""

    def __init__(self, model: AppModel, title_key: str, *, choose_game: bool = True) -> None:
        self.model = model
        self.title_key = title_key
        self.level = 2  # an <h2> under a lesson page's <h1>; 1 when the app is the page
        self.title = pn.pane.HTML("", stylesheets=[CSS], margin=(0, 5))
        self.lang = pn.widgets.RadioButtonGroup(
            options=LANG_OPTIONS, value=model.lang, button_type="default", width=170,
            margin=(8, 5), css_classes=["tt-lang"],
        )
        game_ids = list(model.param.game.objects)
        self.game = pn.widgets.Select(
            name="", options=game_options(model.lang, game_ids), value=model.game,
            width=260, visible=choose_game and len(game_ids) > 1, css_classes=["tt-game"],
        )
        # Bokeh's checkbox has no <label>; these are real labelled checkboxes.
        self.options = Board(content="", css_classes=["tt-options"], margin=(10, 5),
                             focusable=False)
        self.options.on_action(self._on_option)
        self.lang.param.watch(lambda e: setattr(model, "lang", e.new), "value")
        self.game.param.watch(lambda e: setattr(model, "game", e.new), "value")
        model.param.watch(self._sync, ["lang", "game", "four_colour", "large"])
        self._controls: list[tuple[Any, list[Any], int | None]] = []
        self._relabel()

    def _sync(self, *_: Any) -> None:
        m = self.model
        self.lang.value = m.lang
        self.game.value = m.game
        self._relabel()
        self._scale_controls()

    def hide_page_controls(self) -> None:
        """Inside another widget (the review) that sets the language and card sizes: no
        language switch, game menu or display options of its own."""
        for control in (self.lang, self.game, self.options):
            control.visible = False

    def scale_controls(self, layout: pn.viewable.Viewable) -> None:
        """Let every Panel widget in the app's ``layout`` grow in large-card mode."""
        self._controls = [(w, list(w.stylesheets), w.width)
                          for w in layout.select(pn.widgets.Widget)]
        self._scale_controls()

    def _scale_controls(self) -> None:
        large = self.model.large
        for widget, sheets, width in self._controls:
            update: dict[str, Any] = {
                "stylesheets": [*sheets, LARGE_CONTROLS_CSS] if large else sheets}
            if width:
                update["width"] = round(width * LARGE_WIDTH) if large else width
            widget.param.update(**update)

    def _relabel(self) -> None:
        m = self.model
        title = escape(m.text(self.title_key))
        h = f"h{self.level}"
        size = "2.4em" if m.large else "1.5em"  # readable from the back of a room
        self.title.object = (f'<{h} class="tt-title" lang="{m.lang}" '
                             f'style="margin:.3em 0;font-size:{size}">{title}</{h}>')
        self.game.name = m.text("game")
        self.game.options = game_options(m.lang, list(m.param.game.objects))
        self.game.value = m.game
        boxes = []
        for action, key, on in (("four", "four_colour", m.four_colour),
                                ("large", "large", m.large)):
            checked = " checked" if on else ""
            boxes.append(f'<label class="tt-opt tt-opt-{action}"><input type="checkbox" '
                         f'data-action="{action}" data-focus="opt-{action}"{checked}> '
                         f"{escape(m.text(key))}</label>")
        self.options.param.update(lang=self.model.lang,
                                  content=" ".join(boxes),
                                  root_class="tt-root tt-options-root"
                                  + (" tt-large" if m.large else ""),
                                  label=m.text("options"))

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

    def _on_option(self, action: str, _value: str) -> None:
        if action == "four":
            self.model.four_colour = not self.model.four_colour
        elif action == "large":
            self.model.large = not self.model.large

    @property
    def root_class(self) -> str:
        return root_classes(self.model.four_colour, self.model.large)

    def row(self) -> pn.layout.Panel:
        return pn.Column(
            pn.FlexBox(self.title, self.lang, flex_wrap="wrap", align_items="center",
                       justify_content="space-between", sizing_mode="stretch_width"),
            pn.FlexBox(self.game, self.options, flex_wrap="wrap",
                       align_items="end", sizing_mode="stretch_width"),
            sizing_mode="stretch_width",
        )


def pane_html(inner: str) -> str:
    """Wrap HTML for a plain ``pn.pane.HTML`` so it gets the apps' fonts and sizes."""
    return f'<div class="tt-root tt-pane">{inner}</div>' if inner else ""


def error_html(message: str) -> str:
    """An input error in plain words (escaped), announced to screen readers."""
    if not message:
        return ""
    return f'<div class="tt-err" role="alert">{escape(message)}</div>'
