"""The explanation sentences, in English and Russian, and the names behind them."""

from __future__ import annotations

from math import comb

import pytest

from tutor.errors import TutorError
from tutor.explain import explain
from tutor.i18n import category_name, category_phrase, number, rank_word
from tutor.rankings import FAMILY_IDS, get_family
from tutor.rankings.base import CATEGORY_IDS
from tutor.showdown import showdown


def test_soko_sentence_of_the_issue() -> None:
    r = showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"])
    assert explain(r) == (
        "Soko: a 4-flush beats one pair — the 4-flush is rarer (110,940 of 2,598,960 hands).")
    assert explain(r, "ru") == (
        "Соко: 4-флеш бьёт пару — 4-флеш реже (110\u00a0940 из 2\u00a0598\u00a0960 рук).")


def test_kicker_sentence() -> None:
    r = showdown("holdem", ["Ah Kd", "Ac Qd"], "As 9c 7h 4d 2s")
    assert "the kicker decides — a king beats a queen" in explain(r)
    assert "решает кикер: король старше дамы" in explain(r, "ru")


def test_rank_of_a_set_sentence_uses_plurals() -> None:
    r = showdown("holdem", ["Kh Kd", "Qh Qd"], "Kc Qc 2s 7d 9h")
    assert "kings beat queens" in explain(r)
    assert "короли старше дам" in explain(r, "ru")


def test_flush_sentence_compares_card_by_card() -> None:
    r = showdown("draw5", ["Kh 7h 5h 3h 2h", "Qs Js Ts 8s 6s"])
    assert "both have a flush; compared card by card from the top, a king beats a queen" in (
        explain(r))
    r = showdown("soko", ["Ah Kh 9h 2h 3c", "As Ks 8s 2s 4c"])
    assert "a nine beats an eight" in explain(r)


def test_suit_sentence_names_the_suit_order() -> None:
    r = showdown("draw32", ["Ah Kh Qh Jh 9h", "Ad Kd Qd Jd 9d"])
    text = explain(r)
    assert "the suit decides — A♥ beats A♦ (hearts > diamonds > spades > clubs)" in text
    assert "решает масть: A♥ старше A♦ (червы > бубны > пики > трефы)" in explain(r, "ru")


def test_telesina_heads_up_sentence() -> None:
    r = showdown("telesina", ["Ah Kh Qh Jh Th", "9s 8s 7s Ts 7d"], "As")
    assert "T-9-8-7-A beats a royal flush" in explain(r)
    assert "ровно два игрока" in explain(r, "ru")


def test_hilo_sentences_high_and_low() -> None:
    r = showdown("omaha-hilo", ["Ah Th 2c 3c", "As 2s 4d 5d"], "Kc Qd Jh 9s 9c")
    text = explain(r)
    assert text.startswith("Omaha Hi-Lo 8 — high: ")
    assert "nobody has a qualifying low" in text
    assert "нет квалифицированного лоу" in explain(r, "ru")
    r = showdown("stud7-hilo", ["8c 5d 4h 3s 2c Kd Kh", "8d 6c 3c 2d Ah Qs Qd"])
    assert "low: 8-5-4-3-2 beats 8-6-3-2-A" in explain(r)
    assert "a five is lower than a six" in explain(r)
    assert "пятёрка младше шестёрки" in explain(r, "ru")


def test_split_pot_board_plays_sentence() -> None:
    r = showdown("holdem", ["2c 2d", "Ah Kd"], "5c 6d 7h 8s 9c")
    assert "players 0 and 1 tie" in explain(r)
    assert "everyone plays the board" in explain(r)
    assert "делят банк" in explain(r, "ru")


def test_deuce_to_seven_sentences() -> None:
    r = showdown("triple-draw-27", ["3c 4d 5h 6s 7c", "8c 6d 4h 3s 2d"])
    assert "an 8-low (8-6-4-3-2) beats a straight" in explain(r)  # lows named as lows
    assert "the lowest hand wins" in explain(r)
    r = showdown("triple-draw-27", ["7c 5d 4h 3s 2c", "8c 6d 4d 3h 2d"])
    assert "a seven is lower than an eight" in explain(r)


def test_a_higher_category_that_is_not_rarer_is_said_so() -> None:
    r = showdown("shortdeck36", ["As 6d", "Kh Kc"], "7c 8d 9h Jc Kd")
    assert "though it is more common" in explain(r)
    assert "встречается чаще" in explain(r, "ru")


def test_royal_flush_named() -> None:
    r = showdown("holdem", ["Ah Kh", "2c 2d"], "Qh Jh Th 3s 4d")
    assert r.hands[0].name() == "Royal flush" and r.hands[0].name("ru") == "Роял-флеш"
    assert explain(r).startswith("Texas Hold'em: a royal flush beats")


def test_unknown_language() -> None:
    r = showdown("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"])
    with pytest.raises(TutorError, match="unknown language `de`"):
        explain(r, "de")


def test_every_category_has_names_in_both_languages() -> None:
    for cat in CATEGORY_IDS:
        assert category_name(cat) != cat
        assert category_name(cat, "ru") != category_name(cat)
        assert category_phrase(cat) and category_phrase(cat, "ru", case="acc")


def test_russian_rank_forms() -> None:
    assert [rank_word(14, "ru", f) for f in ("sg", "gen", "pl", "gen_pl")] == [
        "туз", "туза", "тузы", "тузов"]
    assert rank_word(12, "ru", "gen_pl") == "дам"
    assert number(1302540) == "1,302,540"


def test_known_counts_standard_closed_form() -> None:
    c = get_family("standard").known_counts
    assert c is not None
    assert sum(c.values()) == comb(52, 5)
    assert c["straight-flush"] == 10 * 4
    assert c["four-of-a-kind"] == 13 * 48
    assert c["full-house"] == 13 * 4 * 12 * 6
    assert c["flush"] == 4 * comb(13, 5) - 40
    assert c["straight"] == 10 * 4**5 - 40
    assert c["three-of-a-kind"] == 13 * 4 * comb(12, 2) * 16
    assert c["two-pair"] == comb(13, 2) * 36 * 44
    assert c["one-pair"] == 13 * 6 * comb(12, 3) * 64
    # Soko: a 4-flush is four of one suit plus an odd card, minus the straights among them
    soko = get_family("soko").known_counts
    assert soko is not None
    assert soko["four-flush"] == 4 * comb(13, 4) * 39 - 10 * 5 * 4 * 3


@pytest.mark.slow
@pytest.mark.parametrize("family_id", FAMILY_IDS)
def test_known_counts_match_the_exhaustive_statistics(family_id: str) -> None:
    from tutor.stats import category_counts

    known = get_family(family_id).known_counts
    assert known is not None, f"{family_id} keeps no counts"
    assert category_counts(family_id, count_all=True) == known


def test_telesina_flush_against_flush_says_the_suit_wins_whatever_the_ranks() -> None:
    # Q-high heart flush (through the Vela) against an A-high diamond flush: the
    # ranks differ, so the sentence must not claim they are equal.
    result = showdown("telesina", ["Qh 9h 8h 7h Ts", "Ad Kd Td 8d 7d"], "Jh")
    assert result.winners == [0]
    en = explain(result, "en")
    assert "equal ranks" not in en
    assert "higher suit" in en and "hearts beat diamonds" in en
    ru = explain(result, "ru")
    assert "равными рангами" not in ru and "червы старше бубен" in ru


def test_telesina_high_card_suit_step_does_not_claim_equal_ranks() -> None:
    # A♥ Q♦ … against A♦ K♣ …: the second cards differ in rank, but Telesina compares
    # card by card by (rank, suit), so the aces' suits decide first.
    result = showdown("telesina", ["Ah Qd 9c 8s 7c", "Ad Kc 9h 8h 7d"], "Js")
    assert result.winners == [0]
    en = explain(result, "en")
    assert "equal ranks" not in en and "A♥ and A♦ tie on rank" in en
    assert "A♥ beats A♦" in en
    assert "A♥ и A♦ равны по рангу" in explain(result, "ru")
