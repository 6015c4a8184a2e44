"""Best-of-N helpers, the registry and the Family protocol."""

from __future__ import annotations

import pytest

from tutor.cards import parse_cards
from tutor.errors import CardCountError, CardNotInDeckError, DuplicateCardError
from tutor.rankings import (
    FAMILY_IDS,
    SHORT36,
    STANDARD,
    TELESINA,
    Family,
    UnknownFamilyError,
    best_hand,
    best_omaha,
    get_family,
)


def names(hv: object) -> list[str]:
    return [str(c) for c in hv.cards]  # type: ignore[attr-defined]


def test_holdem_best_five_of_seven() -> None:
    hv = best_hand(STANDARD, "As Ks 2h 3d 4c 5s 9h")
    assert (hv.category, names(hv)) == ("straight", ["5s", "4c", "3d", "2h", "As"])
    hv = best_hand(STANDARD, "As Ad Kc Kd 7h 7s 2c")  # three pairs: the best two + kicker
    assert [c.rank for c in hv.cards] == [14, 14, 13, 13, 7]
    hv = best_hand(STANDARD, "2h 3h 9h Jh Ah Kc Kd")
    assert hv.category == "flush"


def test_short36_best_of_seven() -> None:
    hv = best_hand(SHORT36, "Ah Ad Ac Kd Ks 9h 6h")
    assert hv.category == "full-house"
    hv = best_hand(SHORT36, "Ah Jh 9h 8h 6h Ks Kd")  # a flush beats the pair
    assert hv.category == "flush"


def test_omaha_exactly_two_plus_three() -> None:
    # four suited hole cards and one suited board card: no flush
    hv = best_omaha(STANDARD, "Ah Kh Qh Jh", "Th 9c 2c 3d 4s")
    assert hv.category == "high-card"
    assert names(hv)[:2] == ["Ah", "Kh"]
    # four aces on the board are not quads: exactly three board cards play
    hv = best_omaha(STANDARD, "Qs Qc 7d 8h", "Ah Ad Ac As Kd")
    assert (hv.category, [c.rank for c in hv.cards]) == ("full-house", [14, 14, 14, 12, 12])
    hv = best_omaha(STANDARD, "Ah Kh Qd Jc", "Th 9h 2h 3d 4s")
    assert (hv.category, names(hv)) == ("flush", ["Ah", "Kh", "Th", "9h", "2h"])


def test_telesina_best_five_of_six_with_the_vela() -> None:
    vela = parse_cards("Ah")[0]
    hv = best_hand(TELESINA, "Kh Qh Jh Th 7c Ah", context=vela)
    assert hv.category == "straight-flush" and hv.steps[0].value == 14


def test_best_hand_errors() -> None:
    with pytest.raises(CardCountError, match="a standard hand has 5 cards, not 4"):
        best_hand(STANDARD, "As Ks Qs Js 2c", k=4)
    with pytest.raises(CardCountError, match="at least 5 cards, got 4"):
        best_hand(STANDARD, "As Ks Qs Js")
    with pytest.raises(DuplicateCardError, match="`Th` is both a hole card and a board card"):
        best_omaha(STANDARD, "Ah Kh Qh Th", "Th 9c 2c 3d 4s")
    with pytest.raises(CardCountError, match="Omaha needs at least 2 hole cards, got 1"):
        best_omaha(STANDARD, "Ah", "Th 9c 2c 3d 4s")
    with pytest.raises(CardNotInDeckError, match="`5h` is not in the 36-card deck"):
        best_hand(SHORT36, "Ah Kh Qh Jh 5h")


def test_registry() -> None:
    for family_id in FAMILY_IDS:
        if family_id == "barrel":
            continue
        family = get_family(family_id)
        assert family.id == family_id
        assert isinstance(family, Family)
        assert family.hand_size == 5
    with pytest.raises(UnknownFamilyError, match="unknown ranking family `holdem` "
                       r"\(known: standard, soko"):
        get_family("holdem")


def test_barrel_is_found_when_its_module_exists() -> None:
    try:
        import tutor.rankings.barrel  # noqa: F401
    except ImportError:
        pytest.skip("tutor/rankings/barrel.py is not written yet")
    family = get_family("barrel")
    assert family.id == "barrel" and family.hand_size == 4
