"""The built site follows the course (a path): the menu, Previous/Next, the
home page's path and each lesson's "assumes / teaches" box, in English and Russian.

One plain ``mkdocs build`` (the lessons only, no Python runtime: about 3 s), no browser.
"""

from __future__ import annotations

import doctest
import posixpath
import re
import subprocess
import sys
from html import unescape
from pathlib import Path

import pytest

import tutor.site.course_html
from tutor.course import COURSE, LANGS, LESSON_IDS
from tutor.site.course_html import WORDS

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(out)],
                   cwd=ROOT, check=True, env={"TUTOR_PANEL_JS": "1.9.4", "PATH": "/usr/bin"})
    return out


def _home(lang: str) -> str:
    return "" if lang == "en" else "ru/"


def _read(site: Path, url: str) -> str:
    return (site / url / "index.html").read_text(encoding="utf-8")


def _resolve(base: str, href: str) -> str:
    """A relative link of the page at ``base`` as a site URL like ``games/soko/``."""
    joined = posixpath.normpath(posixpath.join(base or ".", href))
    return "" if joined == "." else joined.rstrip("/") + "/"


def _rel(html: str, rel: str) -> str | None:
    m = re.search(rf'<a rel="{rel}"(?: href="([^"]*)")?', html)
    assert m, f"no {rel} link"
    return m.group(1)


def test_course_html_doctests() -> None:
    result = doctest.testmod(tutor.site.course_html)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("lang", LANGS)
def test_next_walks_from_home_through_every_lesson_in_order_and_previous_walks_back(
        site: Path, lang: str) -> None:
    url, visited = _home(lang), []
    while True:
        html = _read(site, url)
        href = _rel(html, "next")
        if href is None:
            break
        nxt = _resolve(url, href)
        back = _rel(_read(site, nxt), "prev")
        assert back is not None and _resolve(nxt, back) == url, f"{nxt}: Previous is not {url}"
        url = nxt
        visited.append(url)
        assert len(visited) <= len(COURSE), "Next goes on past the course"
    assert visited == [x.url(lang) for x in COURSE]
    assert _rel(_read(site, _home(lang)), "prev") is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_course_menu_lists_every_lesson_in_order_with_its_id(site: Path, lang: str) -> None:
    for x in (COURSE[0], COURSE[-1]):
        html = _read(site, x.url(lang))
        menu = html[html.index('class="navbar'):html.index('class="nav navbar-nav ms-md-auto"')]
        assert re.findall(r'class="dropdown-item[^"]*"[^>]*data-lesson="([^"]+)"', menu) == list(
            LESSON_IDS)
        items = re.findall(r'<a href="([^"]+)" class="dropdown-item[^>]*data-lesson="([^"]+)"',
                           menu)
        assert [_resolve(x.url(lang), h) for h, _ in items] == [y.url(lang) for y in COURSE]
        assert f">{tutor.site.course_html.course_menu(lang)}<" in menu
        assert ">Embed" not in menu.split("dropdown-menu", 1)[1].split("</ul>", 1)[0]


@pytest.mark.parametrize("lang", LANGS)
def test_home_page_shows_the_path_and_a_start_link(site: Path, lang: str) -> None:
    html = _read(site, _home(lang))
    path = html[html.index('<ol id="tutor-path"'):]
    path = path[:path.index("</ol>")]
    assert re.findall(r'<li data-lesson="([^"]+)">', path) == list(LESSON_IDS)
    for x in COURSE:
        assert x.teaching(lang) in path and x.title(lang) in path
    start = re.search(r'<a id="tutor-start"[^>]* href="([^"]+)"', html)
    assert start and _resolve(_home(lang), start.group(1)) == COURSE[0].url(lang)
    # the games table is in the course's order too
    table = re.findall(r'<td><a href="([^"]+)">', html)
    assert [_resolve(_home(lang), h) for h in table] == [
        x.url(lang) for x in COURSE if x.page.startswith("games/")]


def test_russian_home_title_is_russian_and_no_page_claims_a_ladder_for_raspisnoy(
        site: Path) -> None:
    html = _read(site, "ru/")
    h1 = re.search(r"<h1[^>]*>(.*?)</h1>", html, re.S)
    assert h1 and "Card Rules Tutor" not in h1.group(1)
    assert "<title>Card Rules Tutor" not in html
    for lang in LANGS:
        text = (ROOT / "lessons" / lang / "index.md").read_text(encoding="utf-8")
        assert "Every game page has a ladder" not in text
        assert "На странице каждой игры есть лестница" not in text
    assert 'data-widget="ladder"' not in _read(site, "games/raspisnoy/")


@pytest.mark.parametrize("lang", LANGS)
def test_each_lesson_says_what_it_assumes_and_teaches_near_its_top(site: Path, lang: str) -> None:
    for n, x in enumerate(COURSE, 1):
        html = _read(site, x.url(lang))
        h1_end = html.index("</h1>")
        box = re.search(r'<aside class="tutor-course-step" data-lesson="([^"]+)".*?</aside>',
                        html[h1_end:], re.S)
        assert box and box.group(1) == x.id
        assert html[h1_end:].index("<aside") < 20, f"{x.id}: the box is not under the heading"
        text = box.group(0)
        assert WORDS("step", lang, n=n, total=len(COURSE)) in text
        assumes = text.split('class="tutor-teaches"')[0]
        links = re.findall(r'<a href="([^"]+)" data-lesson="([^"]+)">', assumes)
        assert [i for _, i in links] == list(x.assumes)
        refers = re.findall(r'<a href="([^"#]+)#([^"]+)" data-lesson="general-rules">', text)
        assert [key for _, key in refers] == list(x.refers)
        for href, key in refers:
            target = _resolve(x.url(lang), href)
            assert target == next(y for y in COURSE if y.id == "general-rules").url(lang)
            assert f'id="{key}"' in _read(site, target), (lang, key)
        for href, lesson_id in links:
            target = next(y for y in COURSE if y.id == lesson_id)
            assert _resolve(x.url(lang), href) == target.url(lang)
            assert (site / target.url(lang) / "index.html").exists()
        assert x.teaching(lang) in text
        if not x.assumes:
            assert WORDS("nothing", lang) in text
        # two or three "you can …" outcomes, the course's own words
        assert WORDS("outcomes", lang) in text
        shown = re.findall(r'<li class="tutor-outcome">(.*?)</li>', text)
        assert [unescape(o) for o in shown] == list(x.outcomes_in(lang))
        assert 2 <= len(shown) <= 3


@pytest.mark.parametrize("lang", LANGS)
def test_next_from_home_reaches_betting_and_a_whole_worked_hand_before_any_page_needs_them(
        site: Path, lang: str) -> None:
    """A new learner who presses Next from the home page meets the betting actions
    (check, bet, call, raise, fold and how a round ends) and a whole worked hand, dealt to
    the showdown and decided by the kicker, on the first page, before any page needs them
    (``tutor.course``'s ``needs``/``introduces``, walked along the built Next links)."""
    words = {"en": ("check", "bet", "call", "raise", "fold"),
             "ru": ("чек", "бет", "колл", "рейз", "фолд")}[lang]
    url, met = _home(lang), set()
    while (href := _rel(_read(site, url), "next")) is not None:
        url = _resolve(url, href)
        x = next(y for y in COURSE if y.url(lang) == url)
        assert set(x.needs) <= met, f"{url} needs {set(x.needs) - met} before it is taught"
        html = _read(site, url)
        if "betting" in x.introduces:
            section = html[html.index('id="betting"'):]
            section = section[:section.index("<h2")]
            for word in words:
                assert re.search(rf"<strong>{word}</strong>", section, re.I), (lang, word)
        if "whole-hand" in x.introduces:
            hand = re.search(r'<p class="tutor-example"([^>]*)>(.*?)</p>', html[
                html.index('id="a-whole-hand"'):], re.S)
            assert hand, "no worked hand"
            attrs = dict(re.findall(r'(data-[a-z-]+)="([^"]*)"', hand.group(1)))
            assert attrs["data-board"] and len(attrs["data-hands"].split("|")) >= 2
            cats = attrs["data-categories"].split()
            assert len(set(cats)) == 1, "the kicker decides between hands of one category"
        met |= set(x.introduces)
    assert {"betting", "whole-hand"} <= met


@pytest.mark.parametrize("lang", LANGS)
def test_the_navbar_names_home_once_and_puts_the_learners_tools_first(site: Path,
                                                                     lang: str) -> None:
    html = _read(site, COURSE[3].url(lang))
    bar = html[html.index('class="navbar'):html.index('class="nav navbar-nav ms-md-auto"')]
    tops = re.findall(r'<a href="([^"]+)" class="nav-link[^"]*"', bar)
    pages = [_resolve(COURSE[3].url(lang), h) for h in tops if not h.startswith("#")]
    prefix = "ru/" if lang == "ru" else ""
    assert pages == [prefix + p for p in ("review/", "progress/", "teach/", "embed/")]


def test_each_language_has_its_own_404_page(site: Path) -> None:
    # the i18n plugin builds Russian last: its 404 page must not answer English pages
    en = (site / "404.html").read_text(encoding="utf-8")
    ru = (site / "ru" / "404.html").read_text(encoding="utf-8")
    assert '<html lang="en"' in en and "Page not found" in en
    assert '<html lang="ru"' in ru and "Учебник правил карточных игр" in ru


@pytest.mark.parametrize("lang", LANGS)
def test_holdems_ten_hands_and_its_whole_hand_are_drawn_as_cards(site: Path, lang: str) -> None:
    """The ten categories are shown with cards (the widgets' faces, each spoken by
    its name in the page's language), and the worked hand's showdown table labels its
    second group of cards for a phone."""
    html = _read(site, next(x for x in COURSE if x.id == "holdem").url(lang))
    hands = html[html.index('id="hands"'):]
    table = hands[hands.index("<table"):hands.index("</table>")]
    rows = re.findall(r"<tr>(.*?)</tr>", table, re.S)[1:]
    assert [r.count('class="tt-card ') for r in rows] == [5] * 10
    assert ('aria-label="туз пик"' if lang == "ru" else 'aria-label="ace of spades"') in table
    assert "<code>" not in table
    whole = html[html.index('id="a-whole-hand"'):]
    best = {"en": "best five", "ru": "лучшие пять"}[lang]
    assert f'<td data-label="{best}"><span class="tt-root tutor-prose-cards">' in whole


@pytest.mark.parametrize("lang", LANGS)
def test_each_section_of_the_general_rules_names_the_lesson_that_teaches_it(
        site: Path, lang: str) -> None:
    from tutor.course import GENERAL_SECTIONS, owner

    url = next(x for x in COURSE if x.id == "general-rules").url(lang)
    html = _read(site, url)
    for key in GENERAL_SECTIONS:
        after = html[html.index(f'id="{key}"'):]
        line = re.search(r'<p class="tutor-taught-in">.*?<a href="([^"]+)" '
                         r'data-lesson="([^"]+)">', after, re.S)
        assert line and line.group(2) == owner(key).id, (lang, key)
        assert _resolve(url, line.group(1)) == owner(key).url(lang)
        end = after.find("<h2")
        assert after.index("tutor-taught-in") < (end if end >= 0 else len(after))
