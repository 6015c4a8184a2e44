"""Fresh deals, a visible seed, links to a deal or a position."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

pytest.importorskip("panel")

from tutor.cards import parse_cards
from tutor.ui.widgets import make_widget


def _links(html: str) -> dict[str, dict[str, list[str]]]:
    """Each <a> of the widget: its visible text -> its query."""
    out = {}
    for href, text in re.findall(r'<a [^>]*href="([^"]+)"[^>]*>(.*?)</a>', html):
        out[unescape(re.sub("<[^>]+>", "", text)).strip()] = parse_qs(
            urlparse(unescape(href)).query)
    return out


@pytest.mark.parametrize("kind", ["quiz", "split"])
def test_every_visit_deals_afresh(kind: str) -> None:
    seeds = {make_widget(kind, "holdem").tutor_model.seed for _ in range(6)}
    assert len(seeds) > 1, "six visits, one seed: the same deals every time"


def test_quiz_shows_its_seed_and_links_to_it_and_to_the_deal() -> None:
    w = make_widget("quiz", "omaha")
    m = w.tutor_model
    html = w.tutor_view.board.content
    assert str(m.seed) in unescape(re.sub("<[^>]+>", " ", html))
    links = _links(html)
    assert links["Link to these deals"]["seed"] == [str(m.seed)]
    share = links["Share this deal"]
    assert len(share["p"]) == len(m.question.hands)
    # the shared position deals exactly this question again
    again = make_widget("quiz", "omaha", query=share).tutor_model
    assert again.question.hands == m.question.hands and again.question.board == m.question.board


def test_seed_from_the_query_is_honoured() -> None:
    a = make_widget("quiz", "holdem", query={"seed": ["77"]}).tutor_model
    b = make_widget("quiz", "holdem", query={"seed": ["77"]}).tutor_model
    assert a.seed == 77 and a.question.hands == b.question.hands


def test_teacher_deals_a_chosen_quiz_position_by_query() -> None:
    q = {"p": ["Jh 8h 4h 2c", "Ad Ac 9c 3d"], "b": ["5s Qs 8d 5h Th"]}
    m = make_widget("quiz", "omaha", query=q).tutor_model
    assert m.question.hands == (parse_cards("Jh 8h 4h 2c"), parse_cards("Ad Ac 9c 3d"))
    assert m.question.board == parse_cards("5s Qs 8d 5h Th")
    assert m.error == ""


def test_a_bad_position_in_a_link_is_named_in_the_page_language() -> None:
    m = make_widget("quiz", "omaha", "ru", query={"p": ["Jh 8h 4h", "Ad Ac 9c 3d"],
                                                  "b": ["5s Qs 8d 5h Th"]}).tutor_model
    assert m.question is not None and "Омах" in m.error and "3" in m.error


def test_teacher_types_a_quiz_position() -> None:
    w = make_widget("quiz", "holdem")
    m = w.tutor_model
    m.set_position("As Ad\nKs Kd", "2c 7d 9h Jc 4s")
    assert m.question.hands == (parse_cards("As Ad"), parse_cards("Ks Kd")) and not m.error
    m.set_position("As Ad\nAs Kd", "2c 7d 9h Jc 4s")
    assert "As" in m.error and m.question.hands == (parse_cards("As Ad"), parse_cards("Ks Kd"))


def test_split_trainer_takes_a_position_and_links_to_it() -> None:
    w = make_widget("split", query={"p": ["As Ks Qs Js 7d 7c 2h 3h"]})
    m = w.tutor_model
    assert sorted(m.cards) == sorted(parse_cards("As Ks Qs Js 7d 7c 2h 3h"))
    links = _links(w.tutor_view.board.content)
    assert sorted(parse_cards(links["Share this deal"]["p"][0])) == sorted(m.cards)
    m.set_position("As Ks Qs")
    assert "8" in m.error and sorted(m.cards) == sorted(parse_cards("As Ks Qs Js 7d 7c 2h 3h"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_click_and_a_letter_key_move_a_card_alike_as_the_legend_says(lang: str) -> None:
    from tutor.ui.views.split import split_html

    w = make_widget("split", lang=lang, seed=9)
    m = w.tutor_model
    for i in range(4):
        m.move(i, 1)  # barrel 1 full
    w.tutor_view.board.press("card", "4")  # a click on card e
    m.handle_key("f")  # its neighbour by key
    assert m.places[4] == m.places[5] == 2
    legend = unescape(re.sub("<[^>]+>", "", split_html(m)))
    assert ("passing over a full barrel" if lang == "en" else "полный ствол пропускается") \
        in legend


def test_the_loading_line_speaks_to_a_learner() -> None:
    from tutor.site.build import page_js
    from tutor.site.js_texts import TEXTS_LINE

    texts = re.search(r"const TEXTS = (\{.*\});", page_js())  # as the build writes them
    own = (Path(__file__).resolve().parents[1] / "tutor/site/assets/page.js").read_text()
    assert texts and TEXTS_LINE.strip() in own
    boot = [t["boot"] for t in json.loads(texts.group(1)).values()]
    assert len(boot) == 2 and all("Python" not in b for b in boot)
    assert boot[1].startswith("Готовим упражнение")
