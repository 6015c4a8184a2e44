"""MkDocs hooks of the site (named in ``mkdocs.yml``): the course, widget slots, scripts.

``tutor build`` sets ``TUTOR_BUILD_ID`` so every page names the build (cache busting,
the service worker's cache name); a plain ``mkdocs build`` gets ``dev``.
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import Any

from tutor.course import COURSE, GENERAL_RULES, LANGS, by_page
from tutor.site.course_html import (
    PATH_MARKER,
    course_menu,
    path_html,
    step_html,
    taught_in_html,
)
from tutor.site.inject import TOGGLE_MARKER, find_slots, inject, prose_tables, theme_toggle
from tutor.site.prose_cards import cards_in_prose


def _games() -> list[str]:
    from tutor.games import GAME_IDS

    return list(GAME_IDS)


def _lang(page: Any) -> str:
    locale = getattr(page.file, "locale", None)
    if isinstance(locale, str) and locale:
        return locale[:2]
    head = str(page.url).split("/", 1)[0]
    return head if head in LANGS else LANGS[0]


def on_post_page(output: str, page: Any, config: Any) -> str:
    """Check the page's widget slots, write their first states in, add the scripts."""
    slots = find_slots(output, page.file.src_uri, _games())
    output = prose_tables(output)
    if slots:
        from tutor.site.static_widgets import add_static_states

        output = add_static_states(output, page.url, _lang(page))
    return inject(output, page.url, _lang(page), os.environ.get("TUTOR_BUILD_ID", "dev"),
                  bool(slots))


def on_post_template(output: str, template_name: str, config: Any) -> str:
    """Each language keeps its own 404 page: Russian in ``ru/404.html``, English at the root.

    The i18n plugin builds the English site first and then each other language into the
    same folder, so without this the last language's 404 page (Russian) would answer
    every missing English page too. Its navbar gets the dark-mode switch in its language
    (pages get it from :func:`tutor.site.inject.inject`).
    """
    if template_name != "404.html":
        return output
    locale = str(getattr(config["theme"], "locale", None) or "en")[:2]
    output = output.replace(TOGGLE_MARKER, theme_toggle(locale), 1)
    if locale == LANGS[0]:
        return output
    site = Path(config["site_dir"])
    (site / locale).mkdir(parents=True, exist_ok=True)
    (site / locale / "404.html").write_text(output, encoding="utf-8")
    default = site / "404.html"
    return default.read_text(encoding="utf-8") if default.exists() else output


def _src(item: Any) -> str:
    """A page's file under ``lessons/<lang>/`` (the language folder dropped)."""
    uri = str(getattr(getattr(item, "file", None), "src_uri", "") or "")
    head, _, rest = uri.partition("/")
    return rest if head in LANGS and rest else uri


def _pages(items: list[Any]) -> list[Any]:
    found: list[Any] = []
    for item in items:
        children = getattr(item, "children", None)
        if children:
            found.extend(_pages(list(children)))
        elif getattr(item, "file", None) is not None:
            found.append(item)
    return found


TOOLS = ("review.md", "progress.md", "teach.md", "embed.md")
"""The pages off the path, in the navbar's order: a learner's tools first, then a teacher's
and a site owner's."""


def on_nav(nav: Any, config: Any, files: Any) -> Any:
    """Make the navigation the course (``tutor.course``): one "Course" menu with every
    lesson in the course's order, then the pages off the path (:data:`TOOLS`; the
    navbar's brand links home); Previous/Next walk home → the first lesson → … → the last.
    Each lesson page gets ``tutor_lesson`` and ``tutor_step`` for the templates."""
    from mkdocs.structure.nav import Section

    pages = _pages(list(nav.items))
    home = next((p for p in pages if _src(p) == "index.md"), None)
    by_src = {_src(p): p for p in pages}
    lang = next((_lang(p) for p in pages), "en")
    lessons = []
    for step, lesson in enumerate(COURSE, 1):
        page = by_src.get(lesson.page)
        if page is None:
            raise ValueError(f"lessons/{lang}/{lesson.page}: the course (tutor/course.py) "
                             f"names lesson {lesson.id!r}, but its page is missing")
        page.tutor_lesson, page.tutor_step = lesson.id, step
        lessons.append(page)
    others = sorted((p for p in pages if p is not home and p not in lessons),
                    key=lambda p: TOOLS.index(_src(p)) if _src(p) in TOOLS else len(TOOLS))
    section = Section(course_menu(lang), lessons)
    for page in lessons:
        page.parent = section
    for page in others:
        page.parent = None
    nav.items = [section, *others]  # the navbar's brand is the link home: not twice
    chain = ([home] if home is not None else []) + lessons
    for page in pages:
        page.previous_page = page.next_page = None
    for a, b in itertools.pairwise(chain):
        a.next_page, b.previous_page = b, a
    nav.pages = chain + others
    return nav


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Add the course to the pages: the path on the home page (at its
    ``<!-- tutor-path -->`` marker) and, under a lesson's heading, what it assumes, what it
    teaches and what the learner can do after it; draw the cards of ``tutor-hands`` blocks
    (:mod:`tutor.site.prose_cards`)."""
    lang, src = _lang(page), _src(page)
    html = cards_in_prose(html, lang)
    if src == "index.md":
        if PATH_MARKER not in html:
            raise ValueError(f"lessons/{lang}/index.md: the home page needs the marker "
                             f"{PATH_MARKER} where the course's path goes")
        return html.replace(PATH_MARKER, path_html(page.url, lang), 1)
    lesson = by_page(src)
    if lesson is None:
        return html
    end = html.find("</h1>")
    if end < 0:
        raise ValueError(f"lessons/{lang}/{src}: a lesson page needs a heading")
    end += len("</h1>")
    if lesson.id == GENERAL_RULES:
        html = taught_in_html(html, page.url, lang)
    check = check_slot(html, lesson.url(LANGS[0]), f"lessons/{lang}/{src}")
    if check:
        _toc_entry(page, CHECK_ID, check_title(lang))
    return html[:end] + "\n" + step_html(lesson, page.url, lang) + html[end:] + check


CHECK_ID = "tutor-check"
"""The id of a lesson's check slot: the page's table of contents links to it."""


def check_title(lang: str) -> str:
    """The check's title, as its widget shows it.

    >>> check_title("ru")
    'Проверка: всё ли усвоено?'
    """
    from tutor.ui.models.check import CheckModel

    return CheckModel(lang=lang).text("title")


def _toc_entry(page: Any, anchor: str, title: str) -> None:
    """Add a last section to the page's table of contents (under its title, as its
    other sections are)."""
    from mkdocs.structure.toc import AnchorLink

    toc = getattr(page, "toc", None)
    items = getattr(toc, "items", None)
    if items is None:
        return
    parent = items[0].children if len(items) == 1 else items
    if any(getattr(item, "id", None) == anchor for item in parent):
        return
    parent.append(AnchorLink(title, anchor, 2))


def check_slot(html: str, lesson_id: str, page: str = "page") -> str:
    """The lesson's closing check: a ``check`` slot naming the page's own judged exercises
    (``kind/game``, in the page's order), or '' when the page has none.

    >>> print(check_slot('<div class="tutor-widget" data-widget="quiz" data-game="soko"></div>'
    ...                  '<div class="tutor-widget" data-widget="rasp-bid"></div>', "games/soko/"))
    <BLANKLINE>
    <div class="tutor-widget" id="tutor-check" data-widget="check" \
data-items="quiz/soko rasp-bid/raspisnoy" data-lesson="games/soko/"></div>
    <BLANKLINE>
    >>> check_slot('<div class="tutor-widget" data-widget="ladder" data-game="soko"></div>', "x/")
    ''
    """
    from tutor.ui.kinds import CLOSING_CHECK, slot_game
    from tutor.ui.widgets import JUDGED_KINDS

    items: list[str] = []
    for slot in find_slots(html, page, _games()):
        key = f"{slot.widget}/{slot_game(slot.widget, slot.game)}"
        if slot.widget in JUDGED_KINDS and key not in items:
            items.append(key)
    if not items:
        return ""
    return (f'\n<div class="tutor-widget" id="{CHECK_ID}" data-widget="{CLOSING_CHECK}" '
            f'data-items="{" ".join(items)}" data-lesson="{lesson_id}"></div>\n')
