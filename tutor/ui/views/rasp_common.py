"""Raspisnoy cards as HTML, the Raspisnoy styles, and the HTML pieces every Raspisnoy view uses.

Cards are spoken by their label ("queen of hearts", "джокер (семёрка пик)"),
and show rank, suit glyph and suit letter, so suits never rely on colour.

>>> from tutor.raspisnoy.cards import JOKER, parse_card
>>> 'aria-label="дама червей"' in rasp_card_html(parse_card("Qh"), "ru")
True
>>> "tt-joker" in rasp_card_html(JOKER, "en")
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tutor.raspisnoy.cards import Card, Suit, card_label, is_joker, suit_word
from tutor.raspisnoy.play import Play
from tutor.ui.html_escape import escape
from tutor.ui.rasp_strings import rt

RASP_CSS = """
.tt-card.tt-joker { background: #fff7d6; border-color: #b8860b; }
.tt-card.tt-joker .tt-rank { font-size: .55em; letter-spacing: 0; }
.tt-card.tt-back { background: repeating-linear-gradient(45deg, #3b5998 0 6px, #5b79b8 6px 12px);
  border-color: #2a4070; }
button.tt-card[aria-pressed="true"] { box-shadow: 0 0 0 3px #1a73e8; background: #e8f0fe; }
button.tt-card.tt-hint { box-shadow: 0 0 0 3px #188038; }
.tt-card.tt-win { box-shadow: 0 0 0 3px #f4b400; }
.tt-seat { display: inline-flex; flex-direction: column; align-items: center; gap: .15em;
  align-self: flex-start;
  margin-right: .5em; }
.tt-seat-name { font-size: .8em; color: #444; }
.tt-fb { list-style: none; padding: 0; margin: .3em 0; }
.tt-fb li { margin: .2em 0; }
.tt-fb li.tt-fb-ok { color: #14632b; }
.tt-fb li.tt-fb-bad { color: #a3221a; font-weight: 600; }
.tt-bids { display: flex; flex-wrap: wrap; gap: .35em; }
.tt-msg { padding: .3em .5em; border-radius: .3em; background: #eef3fd; margin: .3em 0; }
.tt-msg.tt-msg-bad { background: #fce8e6; color: #8c1d18; font-weight: 600; }
.tt-sheet { font-size: .9em; }
.tt-sheet td, .tt-sheet th { text-align: right; white-space: nowrap; }
.tt-sheet td:first-child, .tt-sheet th:first-child { text-align: left; }
.tt-sheet tfoot td { font-weight: 700; border-top: 2px solid #888; }
.tt-call-btns { display: flex; flex-wrap: wrap; gap: .35em; }
"""


def _attrs(attrs: Mapping[str, str]) -> str:
    return "".join(f' {escape(k)}="{escape(v)}"' for k, v in attrs.items())


def rasp_card_html(c: Card, lang: str = "en", *, button: bool = False,
                   classes: Iterable[str] = (), extra_attrs: Mapping[str, str] | None = None,
                   label: str | None = None) -> str:
    """One card (a ``<button>`` when ``button``), spoken by its label."""
    suit = Suit.of(c).value
    rank = "10" if c.rank == 10 else str(c)[0]
    if is_joker(c):
        spoken = rt("joker_label", lang)
        face = ('<span class="tt-rank" aria-hidden="true">JOKER</span>'
                '<span class="tt-suit" aria-hidden="true">7♠</span>')
        cls = ["tt-card", "tt-joker", "tt-s-s", *classes]
    else:
        spoken = card_label(c, lang)
        face = (f'<span class="tt-rank" aria-hidden="true">{escape(rank)}</span>'
                f'<span class="tt-suit" aria-hidden="true">{Suit.of(c).glyph}</span>'
                f'<span class="tt-letter" aria-hidden="true">{suit}</span>')
        cls = ["tt-card", f"tt-s-{suit}", *classes]
    spoken = label or spoken
    attrs = {"class": " ".join(cls), "aria-label": spoken, "title": spoken}
    attrs.update(extra_attrs or {})
    if button:
        return f'<button type="button"{_attrs(attrs)}>{face}</button>'
    return f'<span role="img"{_attrs(attrs)}>{face}</span>'


def back_html(label: str) -> str:
    """A card face down (blind deals)."""
    return (f'<span role="img" class="tt-card tt-back" aria-label="{escape(label)}" '
            f'title="{escape(label)}"></span>')


def trump_words(trump: Suit | None, lang: str) -> str:
    """``hearts ♥`` / ``червы ♥``, or ``no trump``."""
    return rt("no_trump", lang) if trump is None else f"{suit_word(trump, lang)} {trump.glyph}"


def play_html(play: Play, lang: str, name: str, *, win: bool = False,
              button_attrs: Mapping[str, str] | None = None, pressed: bool | None = None
              ) -> str:
    """A card on the trick with the seat's name (and the joker's call) under it."""
    call = f" — {play.call.name(lang)}" if play.call else ""
    label = f"{name}: {rasp_card_label(play.card, lang)}{call}"
    attrs = dict(button_attrs or {})
    if pressed is not None:
        attrs["aria-pressed"] = "true" if pressed else "false"
    card = rasp_card_html(play.card, lang, button=button_attrs is not None,
                          classes=("tt-win",) if win else (), extra_attrs=attrs, label=label)
    sub = escape(name) + (f"<br>{escape(play.call.name(lang))}" if play.call else "")
    return (f'<span class="tt-seat">{card}<span class="tt-seat-name" aria-hidden="true">'
            f"{sub}</span></span>")


def rasp_card_label(c: Card, lang: str) -> str:
    return rt("joker_label", lang) if is_joker(c) else card_label(c, lang)


def feedback_html(lines: list[tuple[bool, str]]) -> str:
    """Feedback lines, right ones and wrong ones marked by a sign as well as a colour."""
    if not lines:
        return ""
    items = "".join(f'<li class="{"tt-fb-ok" if ok else "tt-fb-bad"}">{escape(text)}</li>'
                    for ok, text in lines)
    return f'<ul class="tt-fb">{items}</ul>'
