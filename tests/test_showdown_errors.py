"""Every bad input gives a clear message naming the bad part."""

from __future__ import annotations

import pytest

from tutor.errors import (
    CardCountError,
    CardNotInDeckError,
    CardParseError,
    DuplicateCardError,
    TutorError,
    UnknownGameError,
)
from tutor.showdown import showdown


@pytest.mark.parametrize(
    ("game", "players", "board", "error", "message"),
    [
        ("omaha", ["As Ks Qs", "9h 9d 2c 3c"], "Ts 2s 7h 9c 4d", CardCountError,
         "Omaha needs 4 hole cards, got 3 (player 0)"),
        ("omaha5", ["As Ks Qs Js Ts", "9h 9d 2c 3c"], "2s 7h 8d Kc 3h", CardCountError,
         "5-card Omaha needs 5 hole cards, got 4 (player 1)"),
        ("holdem", ["As Ks", "As Qd"], "2c 3d 4h 5s 9c", DuplicateCardError,
         "`As` appears twice"),
        ("holdem", ["As Ks", "7h 7d"], "2c 3d 4h 5s As", DuplicateCardError,
         "`As` appears twice"),
        ("holdem", ["As As", "7h 7d"], "2c 3d 4h 5s 9c", DuplicateCardError,
         "`As` appears twice (player 0)"),
        ("holdem", ["As Ks", "7h 7d"], "2c 3d 4h", CardCountError,
         "Texas Hold'em needs a 5-card board, got 3"),
        ("holdem", ["As Ks", "7h 7d"], None, CardCountError,
         "Texas Hold'em needs a 5-card board, got 0"),
        ("holdem", ["As Ks", "7h 7x"], "2c 3d 4h 5s 9c", CardParseError,
         "`7x` is not a card"),
        ("holdem", ["As Ks", "7h 7d"], "2c 3d 4h 5s 1c", CardParseError,
         "`1c` is not a card"),
        ("americana", ["Ah Kh Qh Jh 6h", "7c 8c 9c Tc Jc"], None, CardNotInDeckError,
         "`6h` is not in the 32-card deck (7 to ace) (player 0)"),
        ("shortdeck36", ["As 6d", "Kh 5c"], "7c 8d 9h Jc Kd", CardNotInDeckError,
         "`5c` is not in the 36-card deck (6 to ace) (player 1)"),
        ("shortdeck36", ["As 6d", "Kh Kc"], "7c 8d 9h Jc 2d", CardNotInDeckError,
         "`2d` is not in the 36-card deck (6 to ace) (board)"),
        ("telesina", ["Ah Kh Qh Jh Th", "9s 8s 7s Ts 7d"], None, CardCountError,
         "Telesina needs the Vela card as the board (1 card), got 0"),
        ("telesina", ["Ah Kh Qh Jh", "9s 8s 7s Ts 7d"], "As", CardCountError,
         "Telesina needs 5 own cards per player, got 4 (player 0)"),
        ("soko", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"], "2c", CardCountError,
         "Soko (Canadian stud) has no board, but 1 board card was given"),
        ("stud7", ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"], None, CardCountError,
         "7-card stud needs 7 cards per player, got 5 (player 0)"),
        ("double-barrel", ["As Ks Qs Js Ts", "7d 7c 2h 3h"], None, CardCountError,
         "Double Barrel needs a 4-card barrel per player, got 5 (player 0)"),
        ("holdem", ["As Ks"], "2c 3d 4h 5s 9c", CardCountError,
         "a showdown needs at least 2 players, got 1"),
        ("draw32", ["Ah Kh Qh Jh 9h", "Ad Kd Qd Jd 9d", "As Ks Qs Js 9s", "Ac Kc Qc Jc 9c",
                    "Th Td Ts Tc 8h", "7h 7d 7s 7c 8d"], None, CardCountError,
         "32-card draw is played by at most 5 players, got 6"),
    ],
)
def test_bad_input_messages(
    game: str, players: list[str], board: str | None, error: type[TutorError], message: str
) -> None:
    with pytest.raises(error) as info:
        showdown(game, players, board)
    assert message in str(info.value)
    assert isinstance(info.value, ValueError)


def test_unknown_game() -> None:
    with pytest.raises(UnknownGameError, match="unknown game `poker`; known games: holdem"):
        showdown("poker", ["As Ks", "7h 7d"], "2c 3d 4h 5s 9c")
