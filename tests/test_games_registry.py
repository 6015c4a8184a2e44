"""The game registry against the RULES.md games table."""

from __future__ import annotations

import pytest

from tutor.cards import CLUBS, DIAMONDS, HEARTS, SPADES
from tutor.errors import TutorError, UnknownGameError
from tutor.games import GAME_IDS, GAMES, get_game

IDS = [
    "holdem", "omaha", "omaha5", "omaha-hilo", "omaha5-hilo", "soko", "stud7", "stud7-hilo",
    "draw5", "triple-draw-27", "americana", "telesina", "draw32", "shortdeck36", "double-barrel",
    "razz",  # the 16th game, after the RULES.md table
]

# id: deck, own cards, board cards, high family, low family, max players  (RULES.md table)
TABLE = {
    "holdem": (52, 2, 5, "standard", None, 10),
    "omaha": (52, 4, 5, "standard", None, 8),
    "omaha5": (52, 5, 5, "standard", None, 8),
    "omaha-hilo": (52, 4, 5, "standard", "eight-low", 8),
    "omaha5-hilo": (52, 5, 5, "standard", "eight-low", 8),
    "soko": (52, 5, 0, "soko", None, 8),
    "stud7": (52, 7, 0, "standard", None, 8),
    "stud7-hilo": (52, 7, 0, "standard", "eight-low", 8),
    "draw5": (52, 5, 0, "standard", None, 6),
    "triple-draw-27": (52, 5, 0, None, "deuce-seven", 6),
    "americana": (32, 5, 0, "americana", None, 10),
    "telesina": (32, 5, 1, "telesina", None, 6),
    "draw32": (32, 5, 0, "draw32", None, 5),
    "shortdeck36": (36, 2, 5, "short36", None, 10),
    "double-barrel": (52, 4, 0, "barrel", None, 6),
    "razz": (52, 7, 0, None, "razz", 8),
}


def test_exact_ids_in_rules_order() -> None:
    assert list(GAME_IDS) == IDS
    assert set(GAMES) == set(TABLE)


@pytest.mark.parametrize("game_id", IDS)
def test_each_row_of_the_rules_table(game_id: str) -> None:
    deck, own, board, high, low, most = TABLE[game_id]
    g = get_game(game_id)
    assert g.id == game_id
    assert g.deck.size == deck == len(g.deck.cards)
    assert (g.hole_cards, g.board_cards) == (own, board)
    assert (g.high_family, g.low_family) == (high, low)
    assert g.players[1] == most and g.players[0] == 2
    assert g.name("en") and g.name("ru") and g.name("en") != g.name("ru")


@pytest.mark.parametrize("game_id", IDS)
def test_families_resolve_and_match_the_deck(game_id: str) -> None:
    g = get_game(game_id)
    fam = g.high if g.high is not None else g.low
    assert fam is not None
    assert fam.id == g.main_family
    assert fam.hand_size == g.hand_size
    if g.low_family:
        low = g.low
        assert low is not None and low.id == g.low_family


def test_hand_forming_rules() -> None:
    assert get_game("omaha").form == "omaha" and get_game("omaha5-hilo").form == "omaha"
    assert get_game("holdem").form == "any" and get_game("shortdeck36").form == "any"
    assert get_game("telesina").form == "vela"
    assert get_game("double-barrel").form == "barrel"
    assert get_game("double-barrel").hand_size == 4


def test_suit_orders_from_rules() -> None:
    stud = (SPADES, HEARTS, DIAMONDS, CLUBS)
    for gid in ("soko", "stud7", "stud7-hilo", "americana"):
        assert get_game(gid).suit_order == stud
    assert get_game("telesina").suit_order == (HEARTS, DIAMONDS, CLUBS, SPADES)
    assert get_game("draw32").suit_order == (HEARTS, DIAMONDS, SPADES, CLUBS)
    assert get_game("holdem").suit_order is None  # suits never break ties
    assert get_game("telesina").suit_order_text("ru") == "червы > бубны > трефы > пики"


def test_bring_in_and_odd_chip_rules() -> None:
    assert get_game("soko").bring_in == "highest-upcard"
    assert get_game("stud7").bring_in == get_game("stud7-hilo").bring_in == "lowest-upcard"
    assert get_game("americana").bring_in == get_game("telesina").bring_in == "highest-showing"
    assert get_game("holdem").bring_in == "blinds"
    assert get_game("soko").odd_chip == "dealer-box"
    assert get_game("stud7-hilo").odd_chip == "high-then-dealer-box"
    assert get_game("omaha-hilo").odd_chip == "high-then-left-of-dealer"
    assert get_game("holdem").odd_chip == "left-of-dealer"
    assert get_game("double-barrel").odd_chip == "exact"


def test_hilo_flags() -> None:
    hilo = {g.id for g in GAMES.values() if g.is_hilo}
    assert hilo == {"omaha-hilo", "omaha5-hilo", "stud7-hilo"}


def test_unknown_game_lists_the_known_ids() -> None:
    with pytest.raises(UnknownGameError) as info:
        get_game("texas")
    msg = str(info.value)
    assert "`texas`" in msg
    for gid in IDS:
        assert gid in msg
    assert isinstance(info.value, TutorError)


def test_lookup_is_forgiving_about_case_and_spaces() -> None:
    assert get_game(" Omaha-HiLo ".replace("HiLo", "hilo")).id == "omaha-hilo"
    assert get_game(get_game("soko")) is get_game("soko")
