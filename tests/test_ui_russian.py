"""Russian messages, no backticks, Russian notation, Try-a-hand."""

from __future__ import annotations

import re
from html import unescape

import pytest

pytest.importorskip("param")

from tutor.ui.models.explainer import ExplainerModel
from tutor.ui.models.ladder import LadderModel

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def test_try_a_hand_errors_are_russian_on_russian_pages_without_backticks() -> None:
    m = LadderModel(game="holdem", lang="ru")
    m.try_hand("As Kx")
    assert m.try_error and CYRILLIC.search(m.try_error) and "`" not in m.try_error
    m.try_hand("As As Qs Js Ts")
    assert "дважды" in m.try_error and "`" not in m.try_error


def test_russian_card_notation_gets_a_hint_with_the_latin_spelling() -> None:
    m = LadderModel(game="holdem", lang="ru")
    m.try_hand("Тп Кп Дп Вп 10п")
    assert "As" in m.try_error and "русская запись" in m.try_error.lower()
    en = LadderModel(game="holdem", lang="en")
    en.try_hand("10ч 9ч 8ч 7ч 6ч")
    assert "Th" in en.try_error and "Russian notation" in en.try_error


def test_explainer_errors_and_unknown_game_are_russian() -> None:
    m = ExplainerModel(lang="ru")
    m.load_query({"game": ["poker"], "lang": ["ru"], "p": ["As Kx", "Qd Qc"]})
    assert "Неизвестная игра «poker»" in m.error
    assert CYRILLIC.search(m.hand_errors[0]) and "`" not in m.hand_errors[0]
    m2 = ExplainerModel(lang="ru", game="holdem")
    m2.load_query({"lang": ["ru"], "p": ["As Kd", "As Qc"], "b": ["2c 3d 4h 5s 9c"]})
    assert all("`" not in e for e in [*m2.hand_errors, m2.board_error, m2.error])


def test_counted_over_sentence_reads_naturally_in_russian() -> None:
    pytest.importorskip("panel")
    from tutor.ui.views.ladder import ladder_html

    m = LadderModel(game="holdem", lang="ru")
    html = unescape(re.sub(r"<[^>]+>", " ", ladder_html(m)))
    assert "колоды: колода" not in html
    assert "по 5 карт из колоды в 52 карты" in html


@pytest.mark.parametrize(("game", "cards", "ok"), [
    ("draw5", "As Ks Qs Js Ts", True),
    ("draw5", "As Ks Qs Js Ts 2c 3d", False),
    ("soko", "As Ks Qs Js 2c 3d", False),
    ("holdem", "As Ks Qs Js Ts 2c 3d", True),
    ("triple-draw-27", "7c 5d 4h 3s 2c 9d", False),
])
def test_try_a_hand_takes_the_games_own_card_count(game: str, cards: str, ok: bool) -> None:
    m = LadderModel(game=game, lang="en")
    m.try_hand(cards)
    assert bool(m.try_category) == ok, m.try_error
    if not ok:
        assert "5 cards" in m.try_error and "to 7" not in m.try_error


def test_try_a_hand_shows_the_five_that_play_and_the_place_in_the_order() -> None:
    from tutor.ui.views.ladder import try_html

    m = LadderModel(game="triple-draw-27", lang="en")
    m.try_hand("7c 5d 4h 3s 2c")
    text = unescape(re.sub(r"<[^>]+>", " ", try_html(m)))
    assert "High card" in text and "row 1 of" in text and "best possible hand" in text
    h = LadderModel(game="holdem", lang="ru")
    h.try_hand("As Ks Qs Js Ts 2c 3d")
    text = unescape(re.sub(r"<[^>]+>", " ", try_html(h)))
    assert "Роял-флеш" in text and "строка 1 из" in text
    assert "2" not in re.sub(r"строка 1 из \d+", "", text.split("Роял")[0]).replace("10", "")
