"""The explainer model in plain Python: typed and URL input, errors, languages."""

from __future__ import annotations

from urllib.parse import parse_qs

from tutor.explain import explain
from tutor.ui.models.explainer import ExplainerModel


def test_typed_position_gives_winner_and_why() -> None:
    m = ExplainerModel(game="holdem")
    m.set_hand(0, "As Ad")
    m.set_hand(1, "Ks Kd")
    assert m.outcome is None  # no board yet
    m.set_board("2c 7d 9h Jc 4s")
    assert m.winners == [0]
    assert "aces" in explain(m.outcome, "en")


def test_query_fills_the_position_and_language() -> None:
    m = ExplainerModel()
    m.load_query({"game": ["soko"], "lang": ["ru"],
                  "p": ["Ah Kh 9h 2h 3c", "Qs Qd 7c 5d 4h"]})
    assert (m.game, m.lang) == ("soko", "ru")
    # Soko: a 4-flush beats one pair
    assert m.winners == [0]
    assert m.outcome.hands[0].category == "four-flush"


def test_query_round_trip() -> None:
    m = ExplainerModel(game="omaha-hilo")
    m.load_query({"p": ["Ah 2h Kc Kd", "3s 4s Qc Qd"], "b": ["5c 6d 7h Kh Ts"]})
    copy = ExplainerModel()
    copy.load_query(parse_qs(m.query()))
    assert (copy.game, copy.hands_text, copy.board_text) == (m.game, m.hands_text, m.board_text)
    assert copy.winners == m.winners and copy.outcome.low_winners == m.outcome.low_winners


def test_errors_sit_next_to_their_input() -> None:
    m = ExplainerModel(game="omaha")
    m.load_query({"p": ["As Ks Qs", "9h 9d 2c 3c", "Kx 2d 3d 4d"], "b": ["Ts 2s 7h 9c 4d"]})
    assert "4" in m.hand_errors[0] and "3" in m.hand_errors[0]  # needs 4 cards, got 3
    assert m.hand_errors[1] == ""
    assert "“Kx”" in m.hand_errors[2]
    assert m.outcome is None and m.board_error == ""


def test_duplicate_card_and_card_outside_the_deck() -> None:
    m = ExplainerModel(game="holdem")
    m.load_query({"p": ["As Ad", "As Kd"], "b": ["2c 7d 9h Jc 4s"]})
    assert "As" in m.hand_errors[1] and "Player 1" in m.hand_errors[1]
    m = ExplainerModel(game="draw32")
    m.load_query({"p": ["As Ks Qs Js 2s", "7c 7d 8h 9s Ts"]})
    assert "“2s”" in m.hand_errors[0] and "32-card" in m.hand_errors[0]


def test_malicious_query_is_data() -> None:
    m = ExplainerModel()
    m.load_query({"game": ['"><img src=x onerror=alert(1)>'], "lang": ["<script>"],
                  "p": ["<script>alert(1)</script>", "Ks Kd"]})
    assert m.lang == "en" and m.game == "holdem"
    assert "unknown game" in m.error
    assert m.hand_errors[0].startswith("“<script>alert(1)</script>”")
    assert m.outcome is None


def test_too_few_players_and_language_of_messages() -> None:
    m = ExplainerModel(game="draw5")
    m.set_hand(0, "As Ks Qs Js 9d")
    assert m.error == "Type at least two players' cards."
    m.lang = "ru"
    assert m.error == "Введите карты хотя бы двух игроков."


def test_players_can_be_added_up_to_the_game_limit() -> None:
    m = ExplainerModel(game="draw32")  # 32 cards, at most 5 players
    for _ in range(10):
        m.add_player()
    assert len(m.hands_text) == 5
    m.remove_player()
    assert len(m.hands_text) == 4
    m.game = "holdem"
    assert m.max_players == 6


def test_the_sentence_numbers_players_like_the_inputs() -> None:
    """The core counts players from 0; the explainer's inputs say Player 1, Player 2, …"""
    from tutor.ui.views.explainer import result_html

    m = ExplainerModel(game="holdem")
    for i, hand in enumerate(["2c 3d", "4h 5d", "6c 8d"]):
        m.set_hand(i, hand)
    m.set_board("As Ks Qs Js Ts")  # everyone plays the royal flush on the board
    assert sorted(m.winners) == [0, 1, 2]
    html = result_html(m)
    assert "players 1, 2 and 3 tie" in html and "players 0" not in html
    m.lang = "ru"
    assert "игроки 1, 2 и 3 делят банк" in result_html(m)
