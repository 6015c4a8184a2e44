"""The course's start: Hold'em is a real first lesson.

The ten categories shown with cards, best to worst, are the core's categories in the core's
order; the betting actions are defined before anything uses them; the whole worked hand's
table shows the best five the core finds. The worked hand's showdown itself is checked
with every other example (``tests/test_lesson_examples.py``), the course's order and its
"assumes / teaches" by ``tests/test_course.py``, the built pages by
``tests/test_site_course.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.cards import parse_cards
from tutor.games import get_game
from tutor.i18n import category_name
from tutor.showdown import showdown

LESSONS = Path(__file__).resolve().parents[1] / "lessons"
LANGS = ("en", "ru")
ORDER = ("royal-flush", "straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
         "three-of-a-kind", "two-pair", "one-pair", "high-card")


def holdem(lang: str) -> str:
    return (LESSONS / lang / "games" / "holdem.md").read_text(encoding="utf-8")


def section(text: str, anchor: str) -> str:
    """The text of the ``##`` section whose heading carries ``{: #anchor }``."""
    start = text.index(f"{{: #{anchor} }}")
    end = text.find("\n## ", start)
    return text[start:end if end >= 0 else len(text)]


def rows(text: str) -> list[list[str]]:
    """The body rows of the Markdown tables in ``text``, cells stripped."""
    out = []
    for line in text.splitlines():
        if line.startswith("|") and not re.match(r"^\|[-| ]+\|$", line):
            out.append([c.strip() for c in line.strip().strip("|").split("|")])
    return out


def cards(cell: str) -> str:
    m = re.fullmatch(r"`([^`]+)`", cell)
    assert m, cell
    return m.group(1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_ten_categories_are_shown_with_cards_best_to_worst_as_the_core_ranks_them(
        lang: str) -> None:
    table = [r for r in rows(section(holdem(lang), "hands")) if r[0].isdigit()]
    assert [int(r[0]) for r in table] == list(range(1, 11))
    strengths = []
    for (_, name, example, what), want in zip(table, ORDER, strict=True):
        assert what and "<div" not in example
        hand = parse_cards(cards(example))
        family = get_game("holdem").high
        assert family is not None
        value = family.evaluate(hand)
        got = value.category
        if got == "straight-flush" and max(c.rank for c in hand) == 14:
            got = "royal-flush"
        assert got == want, (lang, name)
        assert category_name(want, lang).startswith(name.strip("*")), (lang, name)
        strengths.append(value.strength)
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 10
    # the cards are drawn as cards: the table sits in a tutor-hands block
    text = holdem(lang)
    block = text[text.index('<div class="tutor-hands" markdown="1">'):]
    assert block.index("| 10 |") < block.index("</div>")


@pytest.mark.parametrize("lang", LANGS)
def test_betting_actions_are_defined_before_anything_on_the_page_uses_them(lang: str) -> None:
    text = holdem(lang)
    words = {"en": ("Check", "Bet", "Call", "Raise", "Fold"),
             "ru": ("Чек", "Бет", "Колл", "Рейз", "Фолд")}[lang]
    betting = section(text, "betting")
    for word in words:
        assert f"- **{word}**" in betting, (lang, word)
    assert ("When a round ends" if lang == "en" else "Когда круг кончается") in betting
    start = text.index("{: #betting }")
    # nothing before the definitions speaks of calling, raising or folding
    before = text[:text.rfind("\n", 0, start)].split("\n", 1)[1]
    used = {"en": r"\b(rais|call|fold)", "ru": r"(повыш|повыс|уравн|сбрасыв|сброс)"}[lang]
    assert not re.search(used, before, re.I), re.search(used, before, re.I)
    for later in ("{: #a-whole-hand }", 'data-widget="which-cards"', 'data-widget="quiz"'):
        assert text.index(later) > start, later


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_hand_goes_street_by_street_and_its_table_shows_the_cores_best_five(
        lang: str) -> None:
    hand = section(holdem(lang), "a-whole-hand")
    streets = {"en": ("Pre-flop", "The flop", "The turn", "The river", "The showdown"),
               "ru": ("Префлоп", "Флоп", "Тёрн", "Ривер", "Вскрытие")}[lang]
    at = [hand.index(f"**{s}") for s in streets]
    assert at == sorted(at)
    mark = re.search(r'data-hands="([^"]+)" data-board="([^"]+)"', hand)
    assert mark
    holes = [h.strip() for h in mark.group(1).split("|")]
    result = showdown("holdem", holes, board=mark.group(2))
    table = [r for r in rows(hand) if r[0].startswith("**")]
    assert len(table) == len(holes)
    for row, hole, shown in zip(table, holes, result.hands, strict=True):
        assert set(parse_cards(cards(row[1]))) == set(parse_cards(hole))
        assert set(parse_cards(cards(row[2]))) == set(shown.high.cards)
    # the kicker decides: the same category, one winner, and the page says "kicker"
    assert len({h.category for h in result.hands}) == 1 and len(result.winners) == 1
    assert ("kicker" if lang == "en" else "кикер") in hand


# -- each part of the general rules where it is first needed ---------------------------------
def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_five_card_draw_teaches_the_limits_and_its_numbers_are_the_cores() -> None:
    """Step 2 teaches the betting structures, with the legal-bet drill; its pot-limit raise
    and its fixed-limit cap are what tutor.betting allows."""
    from tutor.betting import FIXED, POT, Limit, Spot, options

    for lang in LANGS:
        text = (LESSONS / lang / "games" / "draw5.md").read_text(encoding="utf-8")
        limits = section(text, "limits")
        assert 'data-widget="legal-bet" data-game="draw5"' in limits
        assert len([r for r in rows(limits) if len(r) == 3]) == 6  # header + 5 structures
        assert "2, 4, 6, 8" in flat(limits) and "120" in limits
    assert options(Limit(POT, small=2), Spot(pot=80, high=20, mine=0, last_raise=20,
                                             raises=0)).max_to == 120
    capped = options(Limit(FIXED, small=2), Spot(pot=22, high=8, mine=0, last_raise=2,
                                                 raises=3))
    assert capped.raise_kind is None  # 2, 4, 6, 8: a bet and three raises, then no more


def test_omaha_hilo_teaches_side_pots_and_its_worked_pots_are_the_cores() -> None:
    from tutor.pots import settle

    # Ann all-in for 9 with the best high and no low; Ben the only low; Cat the second high
    r = settle("omaha-hilo", [9, 40, 40], high_keys=[3, 1, 2], low_keys=[None, 1, None])
    assert [p.amount for p in r.pots] == [27, 62] and r.shares == (14, 44, 31)
    en = flat(section((LESSONS / "en/games/omaha-hilo.md").read_text(encoding="utf-8"),
                      "side-pots"))
    ru = flat(section((LESSONS / "ru/games/omaha-hilo.md").read_text(encoding="utf-8"),
                      "side-pots"))
    assert "Ann takes 14, Ben 44 and Cat 31: all 89 chips" in en
    assert "Аня получает 14, Борис 44, Вера 31: все 89 фишек" in ru
    for text in (en, ru):
        assert "| 27 |" in text and "| 62 |" in text
