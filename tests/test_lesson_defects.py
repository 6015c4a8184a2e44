"""Lesson defects once found stay fixed, in English and in Russian.

Double Barrel's and Raspisnoy's have their own tests (``test_barrel_opening.py``,
``test_raspisnoy_lesson.py``), Omaha's and the worked showdowns are checked against the
core in ``test_lesson_examples.py``, the course's start in ``test_course_start.py``; the
rest, and the notes that fold away, are here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.pots import settle
from tutor.showdown import showdown

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
LANGS = ("en", "ru")


def page(lang: str, name: str) -> str:
    return (LESSONS / lang / name).read_text(encoding="utf-8")


def flat(text: str) -> str:
    """The text with its line breaks as spaces (sentences wrap)."""
    return re.sub(r"\s+", " ", text)


def all_pages(lang: str) -> dict[str, str]:
    return {str(p.relative_to(LESSONS / lang)): p.read_text(encoding="utf-8")
            for p in sorted((LESSONS / lang).rglob("*.md"))}


# -- the notes where the sources are silent fold away ------------------------------------------
SILENT_HEADINGS = {
    "en": re.compile(r"^#+ .*(source is silent|sources are silent|source is unclear|"
                     r"sources disagree|sources differ)", re.I | re.M),
    "ru": re.compile(r"^#+ .*(источник молчит|источники молчат|источник неточен|"
                     r"источник неясен|источники противоречат|источники расходятся)",
                     re.I | re.M),
}


@pytest.mark.parametrize("lang", LANGS)
def test_notes_where_the_sources_are_silent_are_folded_away(lang: str) -> None:
    """No page keeps such a note as a section of its own on the beginner's path: it is a
    closed <details class="tutor-aside"> whose summary names it."""
    folded = 0
    for name, text in all_pages(lang).items():
        assert not SILENT_HEADINGS[lang].search(text), (lang, name)
        opened = text.count('<details class="tutor-aside" markdown="1">')
        assert opened == text.count("</details>"), (lang, name)
        assert " open" not in "".join(re.findall(r"<details[^>]*>", text)), (lang, name)
        folded += opened
    assert folded >= 15


def test_mkdocs_renders_markdown_inside_the_folded_notes() -> None:
    # MkDocs' Markdown: not in the site's Pyodide, where the rules core's tests also run
    markdown = pytest.importorskip("markdown")

    config = (LESSONS.parent / "mkdocs.yml").read_text(encoding="utf-8")
    assert "- md_in_html" in config
    html = markdown.markdown('<details class="tutor-aside" markdown="1">\n<summary>S</summary>'
                             "\n\n- **a** `A♠`\n\n</details>\n",
                             extensions=["md_in_html", "attr_list", "tables"])
    assert "<details" in html and "<strong>a</strong>" in html and "<li>" in html


# -- 6. Razz is not in the sources ---------------------------------------------------------------
def test_razz_says_it_follows_card_room_rules() -> None:
    assert "except Razz" in flat(page("en", "index.md"))
    assert "кроме Разза" in flat(page("ru", "index.md"))
    en, ru = flat(page("en", "games/razz.md")), flat(page("ru", "games/razz.md"))
    assert "Razz is not in the sources" in en and "sources say nothing" not in en
    assert "Разза нет в исходных текстах" in ru and "Источники об этом молчат" not in ru
    for lang in LANGS:
        assert "Рэзз" not in "".join(all_pages(lang).values())


# -- 8. spread limit -----------------------------------------------------------------------------
def test_spread_limit_states_its_cap_and_the_unclear_sentence() -> None:
    from tutor.betting import Limit, Spot, judge

    capped = judge(Limit("spread", small=2, big=6), Spot(pot=40, high=14, mine=0,
                                                          last_raise=2, raises=3), "raise", 16)
    assert not capped.legal and capped.code == "cap"    # what the page says the drill does
    en, ru = flat(page("en", "general-rules.md")), flat(page("ru", "general-rules.md"))
    assert "at most a bet and three raises" in en and "three times the limit" in en
    assert "не больше одной ставки и трёх повышений" in ru and "три лимита" in ru


# -- 10. Omaha Hi-Lo: the odd chip between tied highs, and the worked pot -----------------------
@pytest.mark.parametrize("name", ["games/omaha-hilo.md", "games/omaha5-hilo.md"])
def test_hilo_omaha_says_who_gets_the_odd_chip_of_tied_highs(name: str) -> None:
    assert "first to the left of the dealer" in flat(page("en", name))
    assert "первым слева от дилера" in flat(page("ru", name))
    r = settle("omaha-hilo", [9, 9, 9], high_keys=[5, 5, 1], low_keys=[None, None, None],
               dealer=2)
    assert r.shares == (14, 13, 0)              # seat 0 is first left of the dealer (seat 2)


def test_the_omaha_hilo_worked_pot_is_the_cores() -> None:
    """"With 9 chips from each player (a pot of 27), Ben takes 14 … and Ann 13"."""
    sd = showdown("omaha-hilo", ["As 2h Qc Jd", "Kc 7c 9s 9h", "Ah 5s 6c 8d"],
                  board="3c 4d 7h Ks Kd")
    high = [h.high.strength for h in sd.hands]
    low = [None if h.low is None else h.low.strength for h in sd.hands]
    r = settle("omaha-hilo", [9, 9, 9], high_keys=high, low_keys=low)
    assert r.shares == (13, 14, 0)
    assert "Ben takes 14" in flat(page("en", "games/omaha-hilo.md"))
    assert "Борис получает 14" in flat(page("ru", "games/omaha-hilo.md"))


# -- 11. 32-card draw and Telesina ---------------------------------------------------------------
def test_draw32_states_the_clock_and_the_side_pot_split() -> None:
    en, ru = flat(page("en", "games/draw32.md")), flat(page("ru", "games/draw32.md"))
    assert "**may not bet or raise** in the betting round after the draw" in en
    assert "cancel the split only for the pots they are in" in en
    assert "**не может ставить и повышать**" in ru
    assert "отменить раздел только тех банков, в которых участвует сам" in ru


def test_telesina_says_two_royals_go_by_suit() -> None:
    assert "**the higher suit wins**" in flat(page("en", "games/telesina.md"))
    assert "**выигрывает старшая масть**" in flat(page("ru", "games/telesina.md"))


# -- 12. Russian -----------------------------------------------------------------------------------
def test_russian_slips_are_gone() -> None:
    ru = all_pages("ru")
    text = "".join(ru.values())
    stud_hilo = flat(ru["games/stud7-hilo.md"])
    assert "хай-рука весь банк" not in stud_hilo and stud_hilo.count("весь банк забирает") <= 3
    assert "Масть на вскрытии при равенстве не учитывается** (они" not in flat(
        ru["games/americana.md"])
    rasp = flat(ru["games/raspisnoy.md"])
    for slip in ("зашли K♠", "зашли с K♠", "Расписка", "расписке", "Тьютор", "номер раздачи",
                 "после каждой мысли", "пресет"):
        assert slip not in rasp, slip
    assert "Запись очков" in rasp and "тренажёр" in rasp.lower()
    for masculine in ("лучший лоу", "лучший возможный лоу", "был бы лучший лоу",
                      "подходящий лоу"):
        assert masculine not in text, masculine
    assert "стрит до дамы" in ru["games/shortdeck36.md"]
    assert "червей" not in flat(ru["games/stud7.md"])
    assert "Мерило" not in ru["games/double-barrel.md"]
    assert "queen-high straight" in flat(page("en", "games/shortdeck36.md"))
    assert "deal number" not in flat(page("en", "games/raspisnoy.md"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_embed_page_lists_every_game_id_in_the_registrys_order(lang: str) -> None:
    from tutor.games import GAME_IDS

    text = page(lang, "embed.md")
    start = text.index("`holdem`")
    bullet = text[start:text.index("\n- ", start)]
    assert re.findall(r"`([a-z0-9-]+)`", bullet) == list(GAME_IDS)
