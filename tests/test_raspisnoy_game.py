"""Raspisnoy: the schedule, the trump, bidding rules, and a whole replayable game."""

from __future__ import annotations

import pytest

from tutor.errors import TutorError
from tutor.raspisnoy.bidding import bid_options, check_bid
from tutor.raspisnoy.bots import bot_action, play_bots
from tutor.raspisnoy.cards import DECK, is_joker
from tutor.raspisnoy.game import Action, Phase, RaspisnoyGame, deal_cards
from tutor.raspisnoy.schedule import Deal, DealKind, PlayerCountError, max_cards, schedule
from tutor.raspisnoy.texts import RuleError

# ---------------------------------------------------------------- schedule


@pytest.mark.parametrize(("n", "top", "ordinary", "total"),
                         [(3, 12, 25, 37), (4, 9, 20, 36), (5, 7, 17, 37), (6, 6, 16, 40)])
def test_schedule_up_max_n_times_down_then_specials(n: int, top: int, ordinary: int,
                                                    total: int) -> None:
    deals = schedule(n)
    assert max_cards(n) == top and len(deals) == total
    sizes = [d.cards for d in deals if d.kind is DealKind.ORDINARY]
    assert sizes == [*range(1, top), *[top] * n, *range(top - 1, 0, -1)]
    assert len(sizes) == ordinary
    specials = deals[ordinary:]
    assert [d.kind for d in specials] == [k for k in (DealKind.NO_TRUMP, DealKind.BLIND,
                                                      DealKind.MISERE, DealKind.GOLDEN)
                                          for _ in range(n)]
    assert all(d.cards == top for d in specials)
    assert [d.number for d in deals] == list(range(1, total + 1))


@pytest.mark.parametrize("n", [2, 7, 0])
def test_player_counts_outside_3_to_6_are_refused(n: int) -> None:
    with pytest.raises(PlayerCountError, match=str(n)):
        schedule(n)


# ---------------------------------------------------------------- trump


def test_trump_is_the_card_turned_after_the_deal() -> None:
    deal = Deal(5, 5, DealKind.ORDINARY)
    hands, trump = deal_cards(4, 11, deal, 0)
    dealt = {c for h in hands for c in h}
    assert len(dealt) == 20 and trump is not None and trump not in dealt


def test_when_every_card_is_dealt_the_trump_card_is_drawn_and_held_by_someone() -> None:
    deal = Deal(10, 9, DealKind.ORDINARY)
    hands, trump = deal_cards(4, 11, deal, 0)
    dealt = {c for h in hands for c in h}
    assert dealt == set(DECK) and trump in dealt


def test_a_joker_turned_means_no_trump_and_no_trump_deals_turn_nothing() -> None:
    found = False
    for seed in range(400):
        g = RaspisnoyGame(players=4, seed=seed)
        if g.trump_card is not None and is_joker(g.trump_card):
            assert g.trump is None
            found = True
            break
    assert found, "no seed in 400 turned the joker on the first deal"
    _, trump = deal_cards(4, 1, Deal(21, 9, DealKind.NO_TRUMP), 0)
    assert trump is None


# ---------------------------------------------------------------- bidding


def test_the_dealer_example_four_players_six_cards_three_bids_of_two() -> None:
    opts = bid_options(6, [2, 2, 2], dealer=True)
    assert 0 not in opts.allowed and opts.refused[0].code == "dealer-sum"
    with pytest.raises(RuleError, match="dealer"):
        check_bid(0, opts)
    assert check_bid(1, opts) == 1


def test_only_the_dealer_is_restricted_by_the_sum() -> None:
    assert bid_options(6, [2, 2], dealer=False).allowed == tuple(range(7))
    opts = bid_options(6, [2, 2, 1], dealer=True)
    assert opts.allowed == (0, 2, 3, 4, 5, 6) and opts.refused[1].code == "dealer-sum"
    # the others already bid more than the cards: every bid is open to the dealer
    assert bid_options(3, [2, 2, 2], dealer=True).allowed == (0, 1, 2, 3)


def test_third_pass_in_a_row_is_refused() -> None:
    opts = bid_options(4, [], dealer=False, passed_twice=True)
    assert opts.allowed == (1, 2, 3, 4) and opts.refused[0].code == "third-pass"


def test_dealer_left_no_bid_may_pass() -> None:
    opts = bid_options(1, [0, 0], dealer=True, passed_twice=True)
    assert opts.allowed == (0,) and opts.note == "dealer-may-pass"


def test_third_pass_rule_in_a_real_game() -> None:
    g = RaspisnoyGame(players=3, seed=2)
    passer = (g.dealer + 1) % 3
    for _deal in range(2):
        while not g.done and g.deal.number <= 2 + _deal and g.deal.number == _deal + 1:
            if g.phase is Phase.BIDDING and g.to_act == passer:
                if g.bid_options().allowed[0] != 0:
                    pytest.skip("the dealer restriction forbade this pass")
                g.apply("b0")
            else:
                g.apply(bot_action(g))
    assert g.deal.number == 3 and g.pass_streak[passer] == 2
    while g.to_act != passer:
        g.apply(bot_action(g))
    before = g.code()
    with pytest.raises(RuleError, match="third ordinary deal"):
        g.apply("b0")
    assert g.code() == before


# ---------------------------------------------------------------- a whole game


def test_illegal_actions_are_refused_and_leave_the_state_unchanged() -> None:
    g = RaspisnoyGame(players=4, seed=5)
    snapshot = (g.code(), g.to_act, g.phase, [list(h) for h in g.hands])
    for bad, code in (("pAh", "not-playing"), ("b7", "bid-range")):
        with pytest.raises(RuleError) as err:
            g.apply(bad)
        assert err.value.code == code
    with pytest.raises(RuleError, match="turn"):
        g.apply("b0", player=(g.to_act + 1) % 4)
    assert snapshot == (g.code(), g.to_act, g.phase, [list(h) for h in g.hands])
    while g.phase is Phase.BIDDING:
        g.apply(bot_action(g))
    with pytest.raises(RuleError, match="not the time to bid"):
        g.apply("b0")


def test_playing_a_card_not_allowed_names_the_rule() -> None:
    for seed in range(200):
        g = RaspisnoyGame(players=4, seed=seed)
        while not g.done and g.deal.number < 4:
            if g.phase is Phase.PLAYING and g.legal().refused:
                card, why = next(iter(g.legal().refused.items()))
                before = g.code()
                with pytest.raises(RuleError) as err:
                    g.apply(Action.parse(str(card)))
                assert err.value.code == why.code and g.code() == before
                assert err.value.text("ru") != str(err.value)
                return
            g.apply(bot_action(g))
    pytest.fail("no refused card met in 200 seeds")


def test_misere_and_golden_have_no_bidding() -> None:
    g = RaspisnoyGame(players=3, seed=1)
    while not g.done:
        if g.deal.kind in (DealKind.MISERE, DealKind.GOLDEN):
            assert g.phase is Phase.PLAYING
        g.apply(bot_action(g))
    rows = [r for r in g.sheet.rows if r.deal.kind in (DealKind.MISERE, DealKind.GOLDEN)]
    assert len(rows) == 6 and all(r.bids is None for r in rows)


def test_the_dealer_rotates_and_the_left_of_the_dealer_leads() -> None:
    g = RaspisnoyGame(players=5, seed=8)
    first = g.dealer
    g = play_bots(g)
    assert [r.dealer for r in g.sheet.rows] == [(first + i) % 5 for i in range(37)]


@pytest.mark.parametrize("preset", "ABCD")
def test_a_game_replays_from_its_seed_and_actions(preset: str) -> None:
    g = play_bots(RaspisnoyGame(players=4, seed=21, preset=preset))
    again = RaspisnoyGame.replay(4, 21, preset, g.code())
    assert again.done and again.sheet.to_json() == g.sheet.to_json()
    first = [str(a) for a in g.actions[:100]]
    half = RaspisnoyGame.replay(4, 21, preset, first)
    assert half.code() == ".".join(first) and not half.done


def test_replay_names_the_action_that_does_not_fit() -> None:
    with pytest.raises(TutorError, match="action 1 `b5`"):
        RaspisnoyGame.replay(4, 1, "D", "b5")


def test_bad_settings_are_refused() -> None:
    with pytest.raises(TutorError, match="preset `E`"):
        RaspisnoyGame(4, 1, "E")
    with pytest.raises(TutorError, match="deals"):
        RaspisnoyGame(4, 1, "D", deals=99)


def test_a_short_game_plays_the_first_deals() -> None:
    g = play_bots(RaspisnoyGame(players=3, seed=1, deals=3))
    assert [r.deal.cards for r in g.sheet.rows] == [1, 2, 3]
