"""Each widget's first state as static HTML, written into its slot at build time.

A lesson page shows its widgets at once, before the browser's Python is up: the build
(CPython, the same ``tutor.ui`` code the browser runs) makes every slot's widget and
keeps what its HTML surfaces show -- the title and each ``Board``'s content, with the
same text labels for cards -- in ``<template class="tutor-static-state">`` elements
inside the slot. Templates are inert: never shown, never read by a screen reader,
until ``page.js`` copies one into the slot.

A widget that deals afresh on every visit (the quiz, the split trainer, the seven drills,
Raspisnoy's four drills and its game) gets :data:`DEALS` first states, each with its
five-digit seed ``B``; the page picks one at random and asks Python for the widget with a
seed whose first deal is that state's -- for a kind that deals from visit seeds
(``tutor.ui.widgets.VISIT_SEEDED_KINDS``, its templates marked ``data-visit``) the visit's
own ten-digit seed ``V * 100000 + B`` (:mod:`tutor.ui.models.seeds`: the later deals and
tasks are the visit's own), for the Raspisnoy game ``B`` itself -- so what Python shows
when it takes over is exactly the state on screen, and a click made before then is
replayed on it. The other widgets (the ladder, the explainer: the same for everyone) get
one state, made exactly as Python makes it on the page. The seeds come from the page's
path and the slot's place, so the same sources give the same site.
"""

from __future__ import annotations

import hashlib
from typing import Any, cast

from tutor.site.inject import _ATTR, _SLOT

DEALS = 5
"""First deals written per dealt slot (the page picks one at random; a visit's later deals
are its own, so more would only cost bytes: docs/site.md, "Fresh deals on every visit")."""


def deal_seeds(page_url: str, index: int, n: int = DEALS) -> list[int]:
    """Five-digit seeds for slot ``index`` of a page, reproducible from its path.

    >>> deal_seeds("games/holdem/", 0) == deal_seeds("games/holdem/", 0)
    True
    >>> len(set(deal_seeds("games/holdem/", 0) + deal_seeds("games/holdem/", 1))) == 2 * DEALS
    True
    >>> all(10000 <= s < 100000 for s in deal_seeds("x/", 2))
    True
    """
    seeds = []
    for k in range(n):
        digest = hashlib.sha256(f"{page_url}#{index}#{k}".encode()).digest()
        seeds.append(10000 + int.from_bytes(digest[:8], "big") % 90000)
    return seeds


def surfaces_html(widget: Any) -> str:
    """The HTML a widget shows: its boards with content, in order, each drawn by
    :func:`tutor.ui.views.surface.board_html` (every view draws into boards)."""
    from tutor.ui.views.board import Board
    from tutor.ui.views.surface import board_html

    return "".join(board_html(obj.state) for obj in widget.select()
                   if isinstance(obj, Board) and obj.state is not None and obj.content)


def first_states(kind: str, game: str, lang: str, seeds: list[int],
                 query: dict[str, list[str]] | None = None) -> list[tuple[int | None, str]]:
    """``(seed, html)`` of a widget's first states: one per seed if it deals afresh, else one.

    A widget deals afresh on every visit when its model, made without a seed, holds a
    seed other than its parameter's default (the quiz, the split trainer, the drills and
    the Raspisnoy game draw one); the others (the ladder, the explainer) show the same
    first state to everyone: one state, and no seed is passed. ``query``: the data the
    page passes the widget too (a check's exercises).
    """
    from tutor.ui.widgets import make_widget

    widget = make_widget(kind, game or None, lang, query=query)
    model = cast(Any, widget).tutor_model
    fresh = "seed" in model.param and model.seed != model.param["seed"].default
    if not fresh:
        return [(None, surfaces_html(widget))]
    return [(seed, surfaces_html(make_widget(kind, game or None, lang, seed=seed, query=query)))
            for seed in seeds]


def template(seed: int | None, html: str, visit: bool = False) -> str:
    """One first state as an inert template (``visit``: the first deal of a visit's seed).

    >>> template(12345, "<p>x</p>")
    '<template class="tutor-static-state" data-seed="12345"><p>x</p></template>'
    >>> template(12345, "<p>x</p>", visit=True)
    '<template class="tutor-static-state" data-seed="12345" data-visit><p>x</p></template>'
    >>> template(None, "<p>x</p>")
    '<template class="tutor-static-state"><p>x</p></template>'
    """
    attr = "" if seed is None else f' data-seed="{seed}"' + (" data-visit" if visit else "")
    return f'<template class="tutor-static-state"{attr}>{html}</template>'


def add_static_states(html: str, page_url: str, lang: str) -> str:
    """Put each slot's first states inside it (slots reading the URL are left alone)."""
    from tutor.site.early_answers import answers, answers_script
    from tutor.ui.widgets import REVIEW_KINDS, VISIT_SEEDED_KINDS

    # the review shows the learner's own due items, kept in the browser: the build cannot
    # know them, so it gets no first state (an empty review would mislead)
    own_data = REVIEW_KINDS
    out = []
    at = 0
    for index, m in enumerate(_SLOT.finditer(html)):
        attrs = dict(_ATTR.findall(m.group(0)))
        out.append(html[at:m.end()])
        at = m.end()
        kind, game = attrs.get("widget", ""), attrs.get("game", "")
        if "from-url" in attrs or kind in own_data:
            continue
        fixed = attrs.get("seed", "")
        slot_lang = attrs.get("lang", lang)
        visit = False
        query = None
        if fixed.isdigit():  # the lesson fixes the seed: the page passes it, so do we
            from tutor.ui.widgets import make_widget

            widget = make_widget(kind, game or None, slot_lang, seed=int(fixed))
            states: list[tuple[int | None, str]] = [(int(fixed), surfaces_html(widget))]
        else:
            # a check's exercises and lesson: passed as page.js passes them (data-items)
            query = ({"items": attrs.get("items", "").split(), "lesson": [attrs.get("lesson", "")]}
                     if "items" in attrs else None)
            states = first_states(kind, game, slot_lang, deal_seeds(page_url, index), query)
            visit = kind in VISIT_SEEDED_KINDS  # the page draws V * 100000 + B for these
        # what each first deal shows after an answering click, made by the same models
        out.append("".join(template(seed, state + answers_script(answers(
            kind, game, slot_lang, seed, query)), visit) for seed, state in states if state))
    out.append(html[at:])
    return "".join(out)


def static_css() -> str:
    """The CSS of the boards: the first states and the widgets the page draws itself."""
    from tutor.ui.cards_html import CSS
    from tutor.ui.teach.projector import PAGE_CSS
    from tutor.ui.teach.views import TEACH_CSS
    from tutor.ui.views.check import CHECK_CSS
    from tutor.ui.views.drills import DRILL_CSS
    from tutor.ui.views.rasp_common import RASP_CSS
    from tutor.ui.views.review import REVIEW_CSS

    return "\n".join((CSS, DRILL_CSS, RASP_CSS, REVIEW_CSS, CHECK_CSS, TEACH_CSS, PAGE_CSS))

