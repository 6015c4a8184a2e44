"""Bring-in for Soko, 7-card stud (and hi-lo), Americana and Telesina."""

from __future__ import annotations

import pytest

from tutor.bringin import NoBringInError, bring_in
from tutor.errors import CardCountError, CardNotInDeckError, DuplicateCardError


def test_soko_highest_upcard_brings_in() -> None:
    b = bring_in("soko", ["Kd", "9s", "Qh"])
    assert b.seat == 0 and b.decided_by == "rank" and b.runner_up == 2


def test_soko_suit_order_spades_over_hearts() -> None:
    b = bring_in("soko", ["Ah", "As", "Ad"])
    assert b.seat == 1 and b.decided_by == "suit"
    assert "spades > hearts > diamonds > clubs" in b.text()
    assert "пики > червы > бубны > трефы" in b.text("ru")


def test_stud7_lowest_upcard_brings_in_two_of_clubs_lowest() -> None:
    b = bring_in("stud7", ["2d", "2c", "2s", "3c"])
    assert b.seat == 1 and b.decided_by == "suit"
    assert b.text().startswith("7-card stud: player 1 brings in with 2♣, the lowest upcard")
    b = bring_in("stud7-hilo", ["Kd", "5s", "9c"])
    assert b.seat == 1 and b.decided_by == "rank"
    assert "five is lower than nine" in b.text()


def test_americana_highest_showing_hand() -> None:
    b = bring_in("americana", ["Ks Kd", "As Qh", "Ah Kc"])
    assert b.seat == 0 and b.decided_by == "pattern"
    b = bring_in("americana", ["As Qh", "Ah Kc"])
    assert b.seat == 1 and b.decided_by == "rank"  # A-K over A-Q
    b = bring_in("americana", ["Ah", "As"])
    assert b.seat == 1 and b.decided_by == "suit"  # spades > hearts


def test_telesina_suit_order_hearts_first() -> None:
    b = bring_in("telesina", ["As", "Ah", "Ad"])
    assert b.seat == 1 and b.decided_by == "suit"
    assert "hearts > diamonds > clubs > spades" in b.text()
    b = bring_in("telesina", ["9s 9c", "Ah Kh"])
    assert b.seat == 0 and b.decided_by == "pattern"


def test_bring_in_errors() -> None:
    with pytest.raises(NoBringInError, match="Texas Hold'em has no bring-in"):
        bring_in("holdem", ["As", "Kd"])
    with pytest.raises(CardCountError, match="one upcard per player; player 1 shows 2"):
        bring_in("stud7", ["As", "Kd Qd"])
    with pytest.raises(DuplicateCardError, match="`As` appears twice"):
        bring_in("soko", ["As", "As"])
    with pytest.raises(CardNotInDeckError, match="`6h` is not in the 32-card deck"):
        bring_in("americana", ["6h", "As"])
    with pytest.raises(CardCountError, match="at least 2 players"):
        bring_in("soko", ["As"])
