"""The course (``tutor.course``) as HTML for the site: the home page's path and the
box under each lesson's heading (``hooks.on_page_content``): its step, what it assumes
and teaches, and what the learner can do after it (its outcomes).

Every link carries ``data-lesson`` (the lesson's id), and the path is
``<ol id="tutor-path">`` of ``<li data-lesson="…">``, so progress marks can be added
to them.
"""

from __future__ import annotations

import re
from html import escape

from tutor.course import COURSE, GENERAL_RULES, GENERAL_SECTIONS, Lesson, lesson, owner
from tutor.site.inject import relative_prefix
from tutor.texts import MessageTable


def _text(value: str) -> str:
    return escape(value, quote=False)

PATH_MARKER = "<!-- tutor-path -->"
"""Where the home page (``lessons/<lang>/index.md``) wants the path."""

WORDS = MessageTable("course page", {
    "menu": "Course", "step": "Step {n} of {total}", "assumes": "Assumes",
    "teaches": "Teaches", "nothing": "nothing: you can start here",
    "refers": "In the general rules", "outcomes": "After this lesson you can:",
    "taught": "Taught in", "start": "Start the course: {title}",
    "aria": "This lesson on the course"})
"""The course's words on the pages (``menu``: the navigation menu that lists the
course's lessons in order)."""


def course_menu(lang: str) -> str:
    """The navigation menu's title: the course's lessons in order."""
    return WORDS("menu", lang)


def _link(target: Lesson, page_url: str, lang: str) -> str:
    href = relative_prefix(page_url) + target.url(lang)
    return (f'<a href="{escape(href)}" data-lesson="{target.id}">'
            f"{_text(target.title(lang))}</a>")


def step_html(this: Lesson, page_url: str, lang: str) -> str:
    """The box under a lesson's heading: its step, what it assumes (links), what it teaches,
    what the learner can do after it.

    >>> box = step_html(lesson("omaha"), "games/omaha/", "en")
    >>> 'Step 3 of 18' in box, '<a href="../../games/holdem/" data-lesson="holdem">' in box
    (True, True)
    >>> box.count('<li class="tutor-outcome">')
    2
    >>> "ничего" in step_html(lesson("holdem"), "ru/games/holdem/", "ru")
    True
    """
    n = [x.id for x in COURSE].index(this.id) + 1
    assumed = (", ".join(_link(lesson(a), page_url, lang) for a in this.assumes)
               if this.assumes else _text(WORDS("nothing", lang)))
    step = WORDS("step", lang, n=n, total=len(COURSE))
    return (f'<aside class="tutor-course-step" data-lesson="{this.id}" '
            f'aria-label="{escape(WORDS("aria", lang))}">\n'
            f'<p class="tutor-step-number">{_text(step)}</p>\n'
            f'<p class="tutor-assumes"><strong>{_text(WORDS("assumes", lang))}:</strong> '
            f"{assumed}.</p>\n"
            f'<p class="tutor-teaches"><strong>{_text(WORDS("teaches", lang))}:</strong> '
            f"{_text(this.teaching(lang))}.</p>\n{_outcomes(this, lang)}"
            f"{_refers(this, page_url, lang)}</aside>\n")


def _outcomes(this: Lesson, lang: str) -> str:
    """What the learner can do after the lesson, as a list under its words (or nothing).

    >>> print(_outcomes(lesson("omaha"), "ru"))  # doctest: +ELLIPSIS
    <div class="tutor-outcomes"><p><strong>После этого урока вы сможете:</strong></p>
    <ul>
    <li class="tutor-outcome">составить руку в Омахе: ...</li>
    ...
    """
    items = this.outcomes_in(lang)
    if not items:
        return ""
    lis = "".join(f'<li class="tutor-outcome">{_text(x)}</li>\n' for x in items)
    return (f'<div class="tutor-outcomes"><p><strong>{_text(WORDS("outcomes", lang))}'
            f"</strong></p>\n<ul>\n{lis}</ul></div>\n")


def _refers(this: Lesson, page_url: str, lang: str) -> str:
    """Links to the sections of the general rules the lesson needs (or nothing).

    >>> _refers(lesson("soko"), "games/soko/", "en")  # doctest: +ELLIPSIS
    '<p class="tutor-refers">...<a href="../../general-rules/#bring-in" ...>Forced bets...'
    """
    if not this.refers:
        return ""
    base = relative_prefix(page_url) + lesson(GENERAL_RULES).url(lang)
    links = ", ".join(
        f'<a href="{escape(base)}#{key}" data-lesson="{GENERAL_RULES}">'
        f"{_text(GENERAL_SECTIONS[key].get(lang, GENERAL_SECTIONS[key]['en']))}</a>"
        for key in this.refers)
    return (f'<p class="tutor-refers"><strong>{_text(WORDS("refers", lang))}:</strong> '
            f"{links}.</p>\n")


def taught_in_html(html: str, page_url: str, lang: str) -> str:
    """The general rules as the reference: under each section's heading, a link to the
    lesson that teaches it (its topic's owner, :func:`tutor.course.owner`).

    >>> page = "".join(f'<h2 id="{key}">…</h2>' for key in GENERAL_SECTIONS)
    >>> out = taught_in_html(page, "general-rules/", "en")
    >>> out.count('<p class="tutor-taught-in">'), len(GENERAL_SECTIONS)
    (7, 7)
    >>> print(out[out.index('id="bring-in"') - 4:].split("</p>")[0].replace("> <", ">\\n<"))
    <h2 id="bring-in">…</h2>
    <p class="tutor-taught-in"><strong>Taught in:</strong>
    <a href="../games/stud7/" data-lesson="stud7">Seven-card stud</a>.
    """
    for key in GENERAL_SECTIONS:
        m = re.search(rf'<h2[^>]* id="{re.escape(key)}"[^>]*>.*?</h2>', html, re.S)
        if m is None:
            raise ValueError(f"general rules ({lang}): no section {key!r}")
        line = (f'\n<p class="tutor-taught-in"><strong>{_text(WORDS("taught", lang))}:'
                f"</strong> {_link(owner(key), page_url, lang)}.</p>")
        html = html[:m.end()] + line + html[m.end():]
    return html


def path_html(page_url: str, lang: str) -> str:
    """The home page's path: a Start link to the first lesson, then every step in order.

    >>> html = path_html("", "en")
    >>> html.count("<li data-lesson="), '<ol id="tutor-path"' in html
    (18, True)
    >>> '<a id="tutor-start" class="tutor-start" href="./games/holdem/"' in html
    True
    """
    first = COURSE[0]
    href = relative_prefix(page_url) + first.url(lang)
    items = "".join(
        f'<li data-lesson="{x.id}">{_link(x, page_url, lang)}'
        f' <span class="tutor-path-teaches">— {_text(x.teaching(lang))}</span></li>\n'
        for x in COURSE)
    return (f'<p><a id="tutor-start" class="tutor-start" href="{escape(href)}" '
            f'data-lesson="{first.id}">{_text(WORDS("start", lang, title=first.title(lang)))}'
            " →</a></p>\n"
            f'<ol id="tutor-path" class="tutor-path">\n{items}</ol>\n')
