"""Cards drawn as HTML: readable by screen readers, not told apart by colour only.

Every card is a ``<span role="img">`` (or a ``<button>`` when it can be
clicked) with an ``aria-label`` that speaks it ("ace of spades" / "туз
пик"); the face shows the rank, the suit glyph *and* the suit letter, so a
colour-blind learner, or a black-and-white projector, still tells the suits
apart. Everything put into the HTML goes through :func:`html.escape`.

>>> from tutor.cards import card
>>> html = card_html(card("As"), "ru")
>>> 'aria-label="туз пик"' in html and "♠" in html
True
>>> "<script>" in card_html(card("Kd"), "en", extra_attrs={"data-x": "<script>"})
False
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from tutor.cards import SUIT_CHARS, SUIT_GLYPHS, Card
from tutor.ui.html_escape import escape

CSS = """
.tt-root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --tt-card-w: 2.6em; --tt-font: 16px; font-size: var(--tt-font); color: #1d1d1f;
  line-height: 1.35; }
.tt-root.tt-large { --tt-card-w: 3.6em; --tt-font: 26px; }
.tt-root:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
.tt-cards { display: inline-flex; flex-wrap: wrap; gap: .25em; vertical-align: middle; }
.tt-card { display: inline-flex; flex-direction: column; align-items: center;
  justify-content: center; width: var(--tt-card-w); height: calc(var(--tt-card-w) * 1.38);
  border: 1px solid #888; border-radius: .35em; background: #fff; box-sizing: border-box;
  font-weight: 700; line-height: 1; position: relative; padding: 0; font: inherit;
  font-weight: 700; color: inherit; }
.tt-card .tt-rank { font-size: 1.15em; }
.tt-card .tt-suit { font-size: 1.25em; }
.tt-card .tt-letter { position: absolute; right: .18em; bottom: .12em; font-size: .55em;
  font-weight: 600; opacity: .85; }
button.tt-card { cursor: pointer; }
button.tt-card:hover { background: #f1f6ff; }
button.tt-card:focus-visible, button.tt-hand:focus-visible, .tt-btn:focus-visible {
  outline: 3px solid #1a73e8; outline-offset: 2px; }
.tt-card.tt-dim { opacity: .38; }
.tt-card.tt-best { box-shadow: 0 0 0 3px #f4b400; }
.tt-s-c, .tt-s-s { color: #111; }
.tt-s-d, .tt-s-h { color: #c62828; }
.tt-four .tt-s-c { color: #1b7a2e; }
.tt-four .tt-s-d { color: #1455c0; }
.tt-four .tt-s-s { color: #111; }
.tt-four .tt-s-h { color: #c62828; }
.tt-hands { display: flex; flex-direction: column; gap: .5em; }
.tt-hand { display: flex; flex-wrap: wrap; align-items: center; gap: .5em; padding: .4em .5em;
  border: 2px solid #d0d0d0; border-radius: .5em; background: #fafafa; text-align: left;
  font: inherit; color: inherit; width: 100%; box-sizing: border-box; }
button.tt-hand { cursor: pointer; }
.tt-hand[aria-pressed="true"] { border-color: #1a73e8; background: #e8f0fe; }
.tt-hand.tt-right { border-color: #188038; background: #e6f4ea; }
.tt-hand.tt-wrong { border-color: #c5221f; background: #fce8e6; }
.tt-key { display: inline-block; min-width: 1.6em; text-align: center; font-weight: 700;
  border: 1px solid #999; border-radius: .3em; padding: 0 .25em; background: #fff; }
.tt-label { font-weight: 600; }
.tt-note { color: #444; font-size: .9em; }
.tt-err { color: #b3261e; font-weight: 600; }
.tt-ok { color: #188038; font-weight: 700; }
.tt-bad { color: #b3261e; font-weight: 700; }
.tt-row { display: flex; flex-wrap: wrap; align-items: center; gap: .5em; margin: .3em 0; }
.tt-barrels { display: flex; flex-wrap: wrap; gap: .8em; }
.tt-barrel { flex: 1 1 14em; border: 2px dashed #b0b0b0; border-radius: .5em; padding: .4em;
  min-height: calc(var(--tt-card-w) * 1.38 + 2.2em); }
.tt-root h3, .tt-root h2 { font-size: 1.05em; margin: .6em 0 .3em 0; }
.tt-barrel h3, .tt-barrel h2 { margin: 0 0 .3em 0; font-size: 1em; }
.tt-table { border-collapse: collapse; width: 100%; }
.tt-table td, .tt-table th { border-bottom: 1px solid #e0e0e0; padding: .3em .4em;
  text-align: left; vertical-align: middle; }
.tt-table tr.tt-special td { background: #fff4d6; }
.tt-table tr.tt-selected td { background: #e8f0fe; }
.tt-btn { font: inherit; padding: .3em .8em; border-radius: .4em; border: 1px solid #1a73e8;
  background: #1a73e8; color: #fff; cursor: pointer; }
.tt-btn[disabled] { background: #9aa0a6; border-color: #9aa0a6; cursor: default; }
.tt-btn.tt-secondary { background: #fff; color: #1a73e8; }
.tt-btn.tt-secondary[aria-pressed="true"] { background: #1a73e8; color: #fff; }
.tt-btn.tt-secondary[aria-pressed="true"]::before { content: "✓ "; }
.tt-hand.tt-picked { border-color: #1a73e8; }
.tt-hand[aria-pressed="true"] .tt-key { background: #1a73e8; color: #fff; }
.tt-btn[aria-pressed="true"] .tt-key { color: #1a73e8; }
.tt-detail { flex-basis: 100%; gap: .3em 1.4em; margin: 0; }
.tt-head-row { display: flex; flex-wrap: wrap; align-items: center;
  justify-content: space-between; gap: .3em 1.2em; }
.tt-head-controls { justify-content: flex-start; margin: .1em 0 .4em; }
.tt-lang { display: flex; flex-wrap: wrap; gap: .3em; font-size: 14px; }
.tt-options { font-size: 14px; display: flex; flex-wrap: wrap; gap: .3em 1.2em; }
.tt-field { display: inline-flex; flex-wrap: wrap; align-items: center; gap: .2em .5em;
  font-size: 14px; min-width: 0; max-width: 100%; }
.tt-field > span { font-weight: 600; }
.tt-field select, .tt-field input, .tt-field textarea { font: inherit; color: inherit;
  background: #fff; border: 1px solid #767676; border-radius: .3em; padding: .3em .4em;
  min-width: 10em; max-width: 100%; box-sizing: border-box; }
.tt-field textarea { width: 100%; }
.tt-teacher-form { display: flex; flex-direction: column; gap: .4em; margin: .4em 0; }
.tt-teacher-form .tt-field { display: flex; flex-direction: column; align-items: stretch; }
.tt-teacher summary { cursor: pointer; font-size: 14px; padding: .3em 0; }
.tt-large .tt-teacher summary { font-size: 22px; }
.tt-choice { margin: 0; font-size: 14px; }
.tt-large .tt-choice { font-size: 22px; }
.tt-large .tt-lang, .tt-large .tt-options, .tt-large .tt-field { font-size: 22px; }
.tt-large .tt-opt input { font-size: inherit; }
.tt-opt { cursor: pointer; white-space: nowrap; }
.tt-opt input { width: 1.1em; height: 1.1em; vertical-align: -.15em; margin-right: .3em; }
.tt-pane { font-size: 15px; }
.tt-pane p { margin: .2em 0; }
.tt-table .tt-cards { flex-wrap: nowrap; }
.tt-def { font-weight: 400; margin-top: .2em; max-width: 22em; }
.tt-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
.tt-scroll { overflow-x: auto; max-width: 100%; }
.tt-table.tt-low-table { width: auto; }
.tt-odds { white-space: nowrap; }
.tt-link { overflow-wrap: anywhere; }
.tt-low-table td { padding-right: 1.2em; }
.tt-mine { border-left: 4px solid #b3261e; padding-left: .5em; }
.tt-share a { color: #1455c0; }
/* projector: hands on the left, the verdict beside them, so an answered deal fits a screen */
@media (min-width: 1300px) {
  .tt-root.tt-large .tt-quiz-grid { display: grid; gap: 0 1em; align-items: start;
    grid-template-columns: minmax(0, 2.6fr) minmax(0, 1fr); }
  .tt-root.tt-large .tt-quiz-main .tt-hands { display: grid; gap: .35em;
    grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .tt-root.tt-large .tt-quiz-main .tt-card { --tt-card-w: 2.6em; }
  .tt-root.tt-large .tt-quiz-main .tt-hand .tt-note,
  .tt-root.tt-large .tt-quiz-main .tt-hand .tt-row > .tt-label:last-child { font-size: .72em; }
  .tt-root.tt-large .tt-quiz-main .tt-hand { padding: .2em .35em; gap: .3em; }
  .tt-root.tt-large .tt-quiz-main .tt-hand .tt-row { margin: .15em 0; }
  .tt-root.tt-large .tt-quiz-main .tt-hand .tt-row + .tt-row .tt-card,
  .tt-root.tt-large .tt-quiz-main .tt-detail .tt-card { --tt-card-w: 1.9em; }
  .tt-root.tt-large .tt-quiz-side .tt-feedback p { margin: .3em 0; }
  /* the number key names the hand and the cards speak for themselves: the words stay for
     screen readers only */
  .tt-root.tt-large .tt-quiz-main .tt-hand-name,
  .tt-root.tt-large .tt-quiz-main .tt-value-label { position: absolute; width: 1px;
    height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .tt-root.tt-large .tt-quiz-side { font-size: .9em; }
  .tt-root.tt-large .tt-ladder .tt-card { --tt-card-w: 2.6em; }
  .tt-root.tt-large .tt-ladder .tt-def { max-width: 30em; }
}
/* phones and tablets have no keyboard to speak of: the key hints would only be noise */
@media (max-width: 600px), (hover: none) and (pointer: coarse) {
  .tt-keys, .tt-key { display: none; } }
@media (max-width: 600px) { .tt-root { --tt-card-w: 2.1em; }
  .tt-root.tt-large { --tt-font: 20px;
    --tt-card-w: min(3.2em, calc((100vw - 64px) / 5.6)); }
  .tt-table td, .tt-table th { padding: .25em .2em; }
  .tt-narrow-hide { display: none; }
  /* ladder rows: name and odds on one line, the example hand on a line of its own */
  /* the header row is hidden from sight only: screen readers keep the column names */
  .tt-ladder thead, .tt-low-table thead { position: absolute; width: 1px; height: 1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .tt-ladder tr, .tt-low-table tr { display: grid; grid-template-columns: 1.6em 1fr auto;
    grid-template-areas: "pos name odds" "pos ex ex"; align-items: center;
    border-bottom: 1px solid #e0e0e0; padding: .3em 0; }
  .tt-low-table tr { grid-template-columns: auto 1fr; grid-template-areas: "pos name" "ex ex"; }
  .tt-ladder td, .tt-low-table td { border-bottom: 0; }
  .tt-ladder td:nth-child(1), .tt-low-table td:nth-child(1) { grid-area: pos;
    align-self: start; }
  .tt-ladder td:nth-child(2), .tt-low-table td:nth-child(2) { grid-area: name; }
  .tt-ladder td:nth-child(3), .tt-low-table td:nth-child(3) { grid-area: ex; }
  .tt-ladder td:nth-child(5) { grid-area: odds; }
  .tt-low-table td:nth-child(1) { font-weight: 600; }
  /* other tables (a split's barrels, the explainer's hands): cells flow and wrap */
  .tt-table:not(.tt-ladder):not(.tt-low-table) tr { display: flex; flex-wrap: wrap;
    align-items: center; gap: 0 .6em; border-bottom: 1px solid #e0e0e0; }
  .tt-table:not(.tt-ladder):not(.tt-low-table) td,
  .tt-table:not(.tt-ladder):not(.tt-low-table) th { border-bottom: 0; }
  .tt-def { max-width: none; } }
"""
"""Stylesheet shared by every app (classes prefixed ``tt-``)."""


def _attrs(attrs: Mapping[str, str]) -> str:
    return "".join(f' {escape(k)}="{escape(v)}"' for k, v in attrs.items())


def card_html(
    c: Card,
    lang: str = "en",
    *,
    button: bool = False,
    classes: Iterable[str] = (),
    extra_attrs: Mapping[str, str] | None = None,
) -> str:
    """One card as HTML (a ``<button>`` when ``button``), spoken by its label."""
    suit = SUIT_CHARS[c.suit]
    rank = "10" if c.rank == 10 else c.rank_char
    cls = " ".join(["tt-card", f"tt-s-{suit}", *classes])
    attrs = {"class": cls, "aria-label": c.label(lang), "title": c.label(lang)}
    attrs.update(extra_attrs or {})
    face = (
        f'<span class="tt-rank" aria-hidden="true">{escape(rank)}</span>'
        f'<span class="tt-suit" aria-hidden="true">{SUIT_GLYPHS[c.suit]}</span>'
        f'<span class="tt-letter" aria-hidden="true">{suit}</span>'
    )
    if button:
        return f'<button type="button"{_attrs(attrs)}>{face}</button>'
    return f'<span role="img"{_attrs(attrs)}>{face}</span>'


def cards_html(
    cards: Sequence[Card],
    lang: str = "en",
    *,
    highlight: Iterable[Card] | None = None,
    label: str | None = None,
) -> str:
    """A row of cards; with ``highlight`` the other cards are dimmed.

    >>> from tutor.cards import parse_cards
    >>> html = cards_html(parse_cards("As Kd"), highlight=parse_cards("As"))
    >>> html.count("tt-best"), html.count("tt-dim")
    (1, 1)
    """
    best = set(highlight) if highlight is not None else None
    parts = []
    for c in cards:
        classes: tuple[str, ...] = ()
        if best is not None:
            classes = ("tt-best",) if c in best else ("tt-dim",)
        parts.append(card_html(c, lang, classes=classes))
    aria = f' role="group" aria-label="{escape(label)}"' if label else ""
    return f'<span class="tt-cards"{aria}>{"".join(parts)}</span>'


def root_classes(four_colour: bool, large: bool) -> str:
    """The CSS classes of an app's root element for its display options.

    >>> root_classes(True, False)
    'tt-root tt-four'
    """
    cls = ["tt-root"]
    if four_colour:
        cls.append("tt-four")
    if large:
        cls.append("tt-large")
    return " ".join(cls)
