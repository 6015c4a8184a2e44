"""Raspisnoy: every play rule and every joker call, as hand-written cases (RULES.md)."""

from __future__ import annotations

import pytest

from tutor.raspisnoy.cards import (
    JOKER,
    RaspCardError,
    Suit,
    is_joker,
    parse_card,
    parse_hand,
    suit_of,
)
from tutor.raspisnoy.play import (
    JokerCall,
    JokerMode,
    Play,
    explain,
    legal_cards,
    parse_call,
    trick_winner,
)

H, D, S, C = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS


def plays(*items: str) -> list[Play]:
    out = []
    for item in items:
        card, _, call = item.partition(":")
        out.append(Play(parse_card(card), parse_call(call) if call else None))
    return out


def legal(hand: str, trick: list[Play], trump: Suit | None) -> tuple[set[str], dict[str, str]]:
    res = legal_cards(parse_hand(hand), trick, trump)
    return {str(c) for c in res.legal}, {str(c): r.code for c, r in res.refused.items()}


# ---------------------------------------------------------------- the deck


def test_deck_has_36_cards_and_the_joker_has_no_suit() -> None:
    from tutor.raspisnoy.cards import DECK

    assert len(DECK) == len(set(DECK)) == 36
    assert {c.rank for c in DECK} == set(range(6, 15))
    assert [c for c in DECK if is_joker(c)] == [JOKER]
    assert suit_of(JOKER) is None and str(JOKER) == "7s"
    assert parse_card("joker") is not None and parse_card("joker") == parse_card("7s")


@pytest.mark.parametrize("bad", ["5h", "2c", "Zz", "7x", ""])
def test_cards_outside_the_36_card_deck_are_refused_by_name(bad: str) -> None:
    with pytest.raises(RaspCardError, match=f"`{bad}`"):
        parse_card(bad)


def test_a_card_given_twice_is_refused() -> None:
    with pytest.raises(RaspCardError, match="twice"):
        parse_hand("7s joker")


# ---------------------------------------------------------------- following


def test_leading_any_card_is_legal() -> None:
    ok, refused = legal("Ah 7s 6c Kd", [], D)
    assert ok == {"Ah", "7s", "6c", "Kd"} and refused == {}


def test_must_follow_suit_and_may_not_trump_while_able() -> None:
    ok, refused = legal("Ah 9h 6d 6c 7s", plays("Kh"), D)
    assert ok == {"Ah", "9h", "7s"}
    assert refused == {"6d": "no-trump-while-following", "6c": "follow-suit"}


def test_void_in_the_suit_led_must_trump() -> None:
    ok, refused = legal("6d Td Ac", plays("Kh"), D)
    assert ok == {"6d", "Td"} and refused == {"Ac": "must-trump"}


def test_void_of_suit_and_trumps_any_card() -> None:
    ok, refused = legal("Ac 6s", plays("Kh"), D)
    assert ok == {"Ac", "6s"} and refused == {}


def test_no_trump_deal_void_any_card() -> None:
    ok, refused = legal("Ac 6d", plays("Kh"), None)
    assert ok == {"Ac", "6d"} and refused == {}


def test_trump_led_must_follow_trumps() -> None:
    ok, refused = legal("6d Ah", plays("Kd"), D)
    assert ok == {"6d"} and refused == {"Ah": "follow-suit"}


def test_the_joker_may_be_played_whatever_the_suit_rules() -> None:
    for hand, trick in (("7s Ah", plays("Kh")), ("7s 6d", plays("Kh")),
                        ("7s Td Tc", plays("Kc"))):
        ok, _ = legal(hand, trick, D)
        assert "7s" in ok


def test_refusal_texts_name_the_rule_in_both_languages() -> None:
    res = legal_cards(parse_hand("Ah 7s 6c"), plays("Kh"), D)
    why = res.refused[parse_card("6c")]
    assert explain(why, "en") == "you hold hearts: you must follow hearts"
    assert "червы" in explain(why, "ru") and "в масть" in explain(why, "ru")
    res = legal_cards(parse_hand("6d Ac"), plays("Kh"), D)
    assert explain(res.refused[parse_card("Ac")], "en") == (
        "you have no hearts: you must play a trump (diamonds)")
    assert explain(res.refused[parse_card("Ac")], "ru") == (
        "у вас нет червей: нужно бить козырем (бубны)")


# ---------------------------------------------------------------- joker leads


def test_joker_led_top_trumps_everyone_plays_their_highest_trump() -> None:
    trick = plays("7s:top-trumps")
    ok, refused = legal("6d Qd Ah", trick, D)
    assert ok == {"Qd"} and refused == {"6d": "highest-trump", "Ah": "highest-trump"}
    res = legal_cards(parse_hand("6d Qd Ah"), trick, D)
    assert "queen of diamonds" in explain(res.refused[parse_card("6d")], "en")


def test_joker_led_top_trumps_without_trumps_any_card() -> None:
    ok, refused = legal("6h Ac", plays("7s:top-trumps"), D)
    assert ok == {"6h", "Ac"} and refused == {}


def test_joker_led_top_trumps_wins() -> None:
    t = trick_winner(plays("7s:top-trumps", "Ad", "Kd", "6c"), D)
    assert t.winner == 0 and t.code == "joker-led-top-wins"
    assert explain(t, "en") == 'the joker was led "top trumps": the joker takes the trick'


def test_joker_led_top_suit_highest_of_that_suit() -> None:
    ok, refused = legal("6h Qh 9d", plays("7s:top:h"), D)
    assert ok == {"Qh"} and refused == {"6h": "highest-of-suit", "9d": "highest-of-suit"}


def test_joker_led_top_suit_void_then_any_trump() -> None:
    ok, refused = legal("6d Qd Ac", plays("7s:top:h"), D)
    assert ok == {"6d", "Qd"} and refused == {"Ac": "top-suit-then-trump"}


def test_joker_led_top_suit_void_of_suit_and_trumps_any_card() -> None:
    ok, refused = legal("Ac 9s", plays("7s:top:h"), D)
    assert ok == {"Ac", "9s"} and refused == {}


def test_joker_led_top_suit_wins_even_against_trumps() -> None:
    t = trick_winner(plays("7s:top:h", "Ah", "Ad"), D)
    assert t.winner == 0 and t.code == "joker-led-top-wins"


def test_joker_led_lowest_suit_is_followed_as_usual() -> None:
    ok, refused = legal("6h Ah 9d Tc", plays("7s:lowest:h"), D)
    assert ok == {"6h", "Ah"} and refused == {"9d": "no-trump-while-following",
                                              "Tc": "follow-suit"}


def test_joker_led_lowest_suit_highest_of_that_suit_wins() -> None:
    t = trick_winner(plays("7s:lowest:h", "6h", "Jh", "9c"), D)
    assert t.winner == 2 and t.code == "highest-of-led-wins"


def test_joker_led_lowest_suit_a_trump_wins() -> None:
    t = trick_winner(plays("7s:lowest:h", "Ah", "6d"), D)
    assert t.winner == 2 and t.code == "highest-trump-wins"


def test_joker_led_lowest_suit_nobody_follows_the_joker_wins() -> None:
    t = trick_winner(plays("7s:lowest:h", "Ac", "Ks"), D)
    assert t.winner == 0 and t.code == "joker-lowest-alone"
    assert "joker takes the trick" in explain(t, "en")


def test_joker_played_highest_wins_over_trumps() -> None:
    t = trick_winner(plays("Kh", "Ad", "7s:highest"), D)
    assert t.winner == 2 and t.code == "joker-highest-wins"


def test_joker_played_lowest_loses() -> None:
    t = trick_winner(plays("6h", "7s:lowest", "8h"), D)
    assert t.winner == 2
    t = trick_winner(plays("6h", "7s:lowest"), D)
    assert t.winner == 0


def test_trick_winner_trump_beats_the_suit_led_and_highest_of_led_otherwise() -> None:
    assert trick_winner(plays("Kh", "Ah", "6d", "7s:lowest"), D).winner == 2
    assert trick_winner(plays("Kh", "Ah", "6c"), D).winner == 1
    assert trick_winner(plays("Kh", "Ah", "Ad"), None).winner == 1
    assert trick_winner(plays("9c", "Td", "Jd"), D).code == "highest-trump-wins"


def test_joker_calls_checked_for_the_moment() -> None:
    from tutor.raspisnoy.play import check_call
    from tutor.raspisnoy.texts import RuleError

    with pytest.raises(RuleError, match="no trumps in this deal"):
        check_call(Play(JOKER, JokerCall(JokerMode.TOP_TRUMPS)), True, None)
    with pytest.raises(RuleError) as err:
        check_call(Play(JOKER, JokerCall(JokerMode.HIGHEST)), True, D)
    assert err.value.code == "joker-call-follow-only"
    with pytest.raises(RuleError) as err:
        check_call(Play(JOKER, JokerCall(JokerMode.TOP, H)), False, D)
    assert err.value.code == "joker-call-led-only"
    with pytest.raises(RuleError) as err:
        check_call(Play(JOKER), False, D)
    assert err.value.code == "joker-call-needed"
    with pytest.raises(RuleError) as err:
        check_call(Play(parse_card("Ah"), JokerCall(JokerMode.HIGHEST)), False, D)
    assert err.value.code == "call-not-joker"
    check_call(Play(JOKER, JokerCall(JokerMode.TOP, H)), True, None)  # top <suit>: fine


@pytest.mark.parametrize("text", ["top-trumps", "top:h", "lowest:s", "highest", "lowest"])
def test_joker_calls_round_trip(text: str) -> None:
    assert str(parse_call(text)) == text
    assert parse_call(text).name("ru")
