"""Cards drawn as cards in a lesson's text (e.g. the ten categories, each shown with cards).

A lesson marks a part of its text ``<div class="tutor-hands" markdown="1"> … </div>`` (a
table, a list, paragraphs); inside it every code span that is nothing but cards written with
their suit symbols (`` `A♠ K♠ Q♠ J♠ T♠` ``, ``10♥`` for a ten) is drawn as a row of card
faces, the same faces as the widgets' (:func:`tutor.ui.cards_html.cards_html`): each card a
``role="img"`` spoken by its name in the page's language, the rank, the suit symbol and the
suit letter on its face. Any other code span (`` `A-2-3-4-5` ``, `` `As` ``) stays as it is,
and nothing outside such a block changes. The Markdown keeps the cards as text, so the
worked examples' checks (``tests/test_lesson_examples.py``) read them as before. Each
cell of a table in such a block gets its column's heading as ``data-label``: on a phone,
where a row of a table of hands goes on two lines, the page's CSS shows it before the
cells that need it.

>>> html = '<div class="tutor-hands">\\n<p><code>A♠ 10♥</code> and <code>A-2-3</code></p>\\n</div>'
>>> out = cards_in_prose(html, "ru")
>>> out.count('class="tt-card '), 'aria-label="туз пик"' in out, "<code>A-2-3</code>" in out
(2, True, True)
>>> cards_in_prose("<p><code>A♠</code></p>", "en")
'<p><code>A♠</code></p>'
"""

from __future__ import annotations

import re
from html import escape, unescape

from tutor.cards import parse_cards
from tutor.ui.cards_html import cards_html

BLOCK = re.compile(r'(<div class="tutor-hands"[^>]*>)(.*?)(</div>)', re.S)
TABLE = re.compile(r"<table>.*?</table>", re.S)
CODE = re.compile(r"<code>([^<]*)</code>")
CARDS = re.compile(r"(?:10|[2-9TJQKA])[♣♦♥♠](?:\s+(?:10|[2-9TJQKA])[♣♦♥♠])*")


def _labelled(m: re.Match[str]) -> str:
    """A table whose body cells carry their column's heading (tags dropped) as data-label.

    >>> t = "<table><thead><tr><th></th><th>best <b>five</b></th></tr></thead>"
    >>> t += "<tbody><tr><td>Cat</td><td>x</td></tr></tbody></table>"
    >>> TABLE.sub(_labelled, t).split("<tbody>")[1]
    '<tr><td data-label="">Cat</td><td data-label="best five">x</td></tr></tbody></table>'
    """
    table = m.group(0)
    heads = [escape(unescape(re.sub(r"<[^>]+>", "", h)).strip())
             for h in re.findall(r"<th[^>]*>(.*?)</th>", table, re.S)]

    def row(r: re.Match[str]) -> str:
        cells = iter(heads)
        return re.sub(r"<td(?=[\s>])", lambda _: f'<td data-label="{next(cells, "")}"',
                      r.group(0))

    head, sep, body = table.partition("<tbody>")
    return head + sep + re.sub(r"<tr>.*?</tr>", row, body, flags=re.S)


def _cards(m: re.Match[str], lang: str) -> str:
    text = m.group(1).strip()
    if not CARDS.fullmatch(text):
        return m.group(0)
    faces = cards_html(parse_cards(text), lang)
    return f'<span class="tt-root tutor-prose-cards">{faces}</span>'


def cards_in_prose(html: str, lang: str) -> str:
    """The page with the code spans of cards inside its ``tutor-hands`` blocks drawn as cards."""
    def block(m: re.Match[str]) -> str:
        inner = TABLE.sub(_labelled, m.group(2))
        inner = CODE.sub(lambda c: _cards(c, lang), inner)
        return m.group(1) + inner + m.group(3)

    return BLOCK.sub(block, html)
