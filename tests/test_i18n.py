"""One set of names, numbers and language checks for the core, Double Barrel and the apps."""

from __future__ import annotations

import pytest

from tutor.barrel import analyse_splits
from tutor.barrel import names as barrel_names
from tutor.barrel.cli import split_text
from tutor.barrel.explain import explain_pair
from tutor.errors import TutorError
from tutor.i18n import (
    BARREL_NAMES,
    CATEGORY_NAMES,
    category_name,
    category_phrase,
    check_lang,
    number,
    rank_word,
    suit_word,
)
from tutor.rankings.barrel import BARREL

NBSP = "\u00a0"


def test_russian_thousands_use_one_no_break_space_everywhere() -> None:
    assert number(2598960, "ru") == f"2{NBSP}598{NBSP}960"
    assert number(999, "ru") == "999" and number(2598960) == "2,598,960"
    from tutor.ui import strings

    assert strings.number is number  # the apps' numbers are the core's
    assert strings.odds_number(4165.0, "ru") == f"4{NBSP}165"
    # Double Barrel's split table counts the opponents' barrels the same way
    text = split_text(analyse_splits("As Ks Qs Js 7d 7c 2h 3h"), lang="ru")
    assert f"(135{NBSP}751 стволов" in text
    assert "(135,751 barrels" in split_text(analyse_splits("As Ks Qs Js 7d 7c 2h 3h"))


def test_four_of_a_kind_is_kare_in_every_vocabulary() -> None:
    assert category_name("four-of-a-kind", "ru") == "Каре"
    assert barrel_names.category_name("four-of-a-kind", "ru") == "каре"
    quads = BARREL.evaluate("7h 7d 7c 7s")
    pair = BARREL.evaluate("9h 9d 2c 3s")
    assert explain_pair(quads, pair, "ru").startswith("каре бьёт пару")


def test_barrel_words_for_jacks_are_the_cores() -> None:
    assert barrel_names.pair_of(11, "ru") == "пару валетов"
    assert barrel_names.ranks_of(11, "ru") == rank_word(11, "ru", "gen_pl")
    assert barrel_names.rank_genitive(11, "ru") == "валета"


def test_the_barrel_vocabulary_is_the_barrel_familys() -> None:
    assert BARREL.vocabulary == "barrel"
    assert set(BARREL_NAMES) == set(BARREL.categories)
    for cat in BARREL.categories:
        assert category_name(cat, vocabulary="barrel") == barrel_names.category_name(cat)
        assert category_name(cat, "ru", vocabulary="barrel") != category_name(
            cat, vocabulary="barrel")
    assert category_name("four-flush", vocabulary="barrel") == "4-card flush"
    assert category_name("four-flush") == CATEGORY_NAMES["four-flush"] == "4-flush"


@pytest.mark.parametrize("call", [
    lambda: category_name("one-pair", "de"),
    lambda: category_phrase("one-pair", "de"),
    lambda: rank_word(13, "de"),
    lambda: suit_word(2, "de"),
    lambda: number(1000, "de"),
    lambda: barrel_names.category_name("one-pair", "de"),
    lambda: barrel_names.pair_of(13, "de"),
    lambda: explain_pair(BARREL.evaluate("7h 7d 7c 7s"), BARREL.evaluate("9h 9d 2c 3s"), "de"),
])
def test_a_bad_language_raises_an_error_naming_it(call: object) -> None:
    assert callable(call)
    with pytest.raises(TutorError, match="unknown language `de`; use en or ru"):
        call()


def test_check_lang_accepts_any_case() -> None:
    assert check_lang("RU") == "ru" and check_lang(" en\n") == "en"


def test_apps_keep_the_page_language_for_a_bad_link_and_say_why() -> None:
    from tutor.ui.models.explainer import ExplainerModel
    from tutor.ui.widgets import apply_query, make_model

    m = ExplainerModel(lang="ru")
    m.load_query({"lang": ["de"], "p": ["As Ad", "Ks Kd"], "b": ["2c 7d 9h Jc 4s"]})
    assert m.lang == "ru" and "«de»" in m.error  # named, quoted for the page (no backticks)
    quiz = make_model("quiz", "holdem", "ru", seed=1)
    apply_query(quiz, {"lang": ["xx"]})
    assert quiz.lang == "ru"
    apply_query(quiz, {"lang": ["EN"]})
    assert quiz.lang == "en"
    with pytest.raises(TutorError, match="unknown language `de`"):
        make_model("quiz", "holdem", "de")
