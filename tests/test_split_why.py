"""The split trainer's "why" names the right barrel, states the rule, one unit."""

from __future__ import annotations

import random
import re

import pytest

from tutor.barrel import analyse_splits, compare_split
from tutor.cards import DECK_52, format_cards
from tutor.rankings.barrel import BARREL


def _deals(n: int) -> list[tuple]:
    rng = random.Random(11)
    return [tuple(rng.sample(list(DECK_52.cards), 8)) for _ in range(n)]


def _win_of(analysis, barrel) -> float:
    sp = analysis.find(list(barrel))
    return sp.win[0] if set(sp.barrels[0]) == set(barrel) else sp.win[1]


def test_every_points_claim_names_barrels_that_really_differ_so() -> None:
    claims = 0
    for cards in _deals(25):
        a = analyse_splits(cards)
        for sp in a.splits[5::9]:
            text = compare_split(a, sp).why("en")
            four = r"((?:\S+ ){3}\S+?)"
            for m in re.finditer(rf"the best split's barrel {four} wins ([\d.]+) points more "
                                 rf"than your barrel {four}(?=[ .;,]|$)", text):
                claims += 1
                best = [c for c in a.cards if format_cards([c], "glyph") in m.group(1)]
                mine = [c for c in a.cards if format_cards([c], "glyph") in m.group(3)]
                assert len(best) == 4 and len(mine) == 4, m.group(0)
                gap = (_win_of(a, best) - _win_of(a, mine)) * 100
                assert gap > 0 and abs(gap - float(m.group(2))) < 0.6, (m.group(0), gap)
            assert "barrel-1 strength" not in text and "barrel 1 wins" not in text
    assert claims > 5


def test_the_deciding_rule_is_stated() -> None:
    a = analyse_splits("As Ks Qs 7d 7c 7h 2h 3c")
    seen = False
    for sp in a.splits[1:]:
        text = compare_split(a, sp).why("en")
        if ("3-flush" in text and "Three of a kind" in text) or "three of a kind" in text:
            seen = seen or "ranks above" in text
    assert seen
    fb = compare_split(a, a.splits[-1])
    mine = {BARREL.evaluate(b).category for b in fb.matched}
    best = {BARREL.evaluate(b).category for b in fb.best.barrels}
    if mine != best:
        assert "ranks above" in fb.why("en") and "старше" in fb.why("ru")


def test_russian_points_use_a_decimal_comma() -> None:
    for cards in _deals(15):
        a = analyse_splits(cards)
        for sp in a.splits[3::8]:
            text = compare_split(a, sp).why("ru")
            assert not re.search(r"\d\.\d", text), text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_trainer_says_the_best_once_and_the_order_note_once_per_session(lang: str) -> None:
    pytest.importorskip("panel")
    from tutor.ui.models.split import SplitTrainerModel
    from tutor.ui.views.split import split_html

    m = SplitTrainerModel(seed=5, lang=lang)
    best = m.analysis if m.analysis else analyse_splits(tuple(m.cards))
    for c in best.best.barrels[0]:
        m.move(m.cards.index(c), 1)
    for c in best.best.barrels[1]:
        m.move(m.cards.index(c), 2)
    m.submit()
    html = split_html(m)
    said = r"(This|That) is the best split" if lang == "en" else r"Это лучшая раскладка"
    assert len(re.findall(said, html)) == 1
    first_order = html.count("Barrel order" if lang == "en" else "Порядок стволов")
    assert first_order == 1
    assert "pot share" not in html and "доли банка" not in html
    m.next()
    for i in range(4):
        m.move(i, 1)
    for i in range(4, 8):
        m.move(i, 2)
    m.submit()
    html = split_html(m)
    assert html.count("Barrel order" if lang == "en" else "Порядок стволов") == 0
    assert ("points" if lang == "en" else "пункт") in html
    if lang == "ru":
        assert not re.search(r"\d\.\d", re.sub(r"<[^>]+>", "", html))
