"""The course (``tutor.course``) as HTML for the site: the home page's path and the
"assumes / teaches" box under each lesson's heading (``hooks.on_page_content``).

Every link carries ``data-lesson`` (the lesson's id), and the path is
``<ol id="tutor-path">`` of ``<li data-lesson="…">``, so progress marks can be added
to them.
"""

from __future__ import annotations

from html import escape

from tutor.course import COURSE, GENERAL_RULES, GENERAL_SECTIONS, Lesson, lesson
from tutor.site.inject import relative_prefix


def _text(value: str) -> str:
    return escape(value, quote=False)

PATH_MARKER = "<!-- tutor-path -->"
"""Where the home page (``lessons/<lang>/index.md``) wants the path."""

COURSE_MENU = {"en": "Course", "ru": "Курс"}
"""The navigation menu that lists the course's lessons in order."""

WORDS = {
    "en": {"step": "Step {n} of {total}", "assumes": "Assumes", "teaches": "Teaches",
           "nothing": "nothing: you can start here",
           "refers": "In the general rules",
           "start": "Start the course: {title}",
           "aria": "This lesson on the course"},
    "ru": {"step": "Шаг {n} из {total}", "assumes": "Что нужно знать", "teaches": "Чему учит",
           "nothing": "ничего, можно начинать с этого урока",
           "refers": "В общих правилах",
           "start": "Начать курс: {title}",
           "aria": "Этот урок в курсе"},
}


def _link(target: Lesson, page_url: str, lang: str) -> str:
    href = relative_prefix(page_url) + target.url(lang)
    return (f'<a href="{escape(href)}" data-lesson="{target.id}">'
            f"{_text(target.title(lang))}</a>")


def step_html(this: Lesson, page_url: str, lang: str) -> str:
    """The box under a lesson's heading: its step, what it assumes (links), what it teaches.

    >>> box = step_html(lesson("omaha"), "games/omaha/", "en")
    >>> 'Step 3 of 18' in box, '<a href="../../games/holdem/" data-lesson="holdem">' in box
    (True, True)
    >>> "ничего" in step_html(lesson("holdem"), "ru/games/holdem/", "ru")
    True
    """
    w = WORDS[lang]
    n = [x.id for x in COURSE].index(this.id) + 1
    assumed = (", ".join(_link(lesson(a), page_url, lang) for a in this.assumes)
               if this.assumes else _text(w["nothing"]))
    return (f'<aside class="tutor-course-step" data-lesson="{this.id}" '
            f'aria-label="{escape(w["aria"])}">\n'
            f'<p class="tutor-step-number">{_text(w["step"].format(n=n, total=len(COURSE)))}'
            "</p>\n"
            f'<p class="tutor-assumes"><strong>{_text(w["assumes"])}:</strong> {assumed}.</p>\n'
            f'<p class="tutor-teaches"><strong>{_text(w["teaches"])}:</strong> '
            f"{_text(this.teaching(lang))}.</p>\n{_refers(this, page_url, lang)}</aside>\n")


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
    return (f'<p class="tutor-refers"><strong>{_text(WORDS[lang]["refers"])}:</strong> '
            f"{links}.</p>\n")


def path_html(page_url: str, lang: str) -> str:
    """The home page's path: a Start link to the first lesson, then every step in order.

    >>> html = path_html("", "en")
    >>> html.count("<li data-lesson="), '<ol id="tutor-path"' in html
    (18, True)
    >>> '<a id="tutor-start" class="tutor-start" href="./games/holdem/"' in html
    True
    """
    w = WORDS[lang]
    first = COURSE[0]
    href = relative_prefix(page_url) + first.url(lang)
    items = "".join(
        f'<li data-lesson="{x.id}">{_link(x, page_url, lang)}'
        f' <span class="tutor-path-teaches">— {_text(x.teaching(lang))}</span></li>\n'
        for x in COURSE)
    return (f'<p><a id="tutor-start" class="tutor-start" href="{escape(href)}" '
            f'data-lesson="{first.id}">{_text(w["start"].format(title=first.title(lang)))}'
            " →</a></p>\n"
            f'<ol id="tutor-path" class="tutor-path">\n{items}</ol>\n')
