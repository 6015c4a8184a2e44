"""Raspisnoy properties (hypothesis): a legal card always exists; the winner could win;
a seeded bot game never makes an illegal move and its score sheet sums."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.raspisnoy.bots import bot_action
from tutor.raspisnoy.cards import DECK, Suit, is_joker, suit_of
from tutor.raspisnoy.game import Phase, RaspisnoyGame
from tutor.raspisnoy.play import JokerCall, JokerMode, Play, legal_cards, trick_winner
from tutor.raspisnoy.scoring import Preset, score

trumps = st.sampled_from([*Suit, None])
calls_led = st.one_of(st.just(JokerCall(JokerMode.TOP_TRUMPS)),
                      st.builds(JokerCall, st.just(JokerMode.TOP), st.sampled_from(list(Suit))),
                      st.builds(JokerCall, st.just(JokerMode.LOWEST_OF),
                                st.sampled_from(list(Suit))))
calls_follow = st.sampled_from([JokerCall(JokerMode.HIGHEST), JokerCall(JokerMode.LOWEST)])


@st.composite
def positions(draw: st.DrawFn) -> tuple[list[Play], list, Suit | None]:
    trump = draw(trumps)
    cards = draw(st.permutations(DECK))
    n_trick = draw(st.integers(0, 5))
    n_hand = draw(st.integers(1, 12))
    trick_cards, hand = cards[:n_trick], cards[n_trick:n_trick + n_hand]
    trick = []
    for i, c in enumerate(trick_cards):
        call = None
        if is_joker(c):
            call = draw(calls_led) if i == 0 else draw(calls_follow)
            if call.mode is JokerMode.TOP_TRUMPS and trump is None:
                call = JokerCall(JokerMode.TOP, Suit.HEARTS)
        trick.append(Play(c, call))
    return trick, list(hand), trump


@given(positions())
def test_a_legal_card_always_exists_and_refusals_cover_the_rest(pos: tuple) -> None:
    trick, hand, trump = pos
    res = legal_cards(hand, trick, trump)
    assert res.legal
    assert set(res.legal) | set(res.refused) == set(hand)
    assert not set(res.legal) & set(res.refused)


@given(positions())
def test_the_trick_winner_played_a_card_that_could_win(pos: tuple) -> None:
    trick, hand, trump = pos
    if not trick:
        return
    full = [*trick, Play(hand[0], JokerCall(JokerMode.LOWEST) if is_joker(hand[0]) else None)]
    res = trick_winner(full, trump)
    won = full[res.winner]
    lead = full[0]
    led = (lead.call.suit if is_joker(lead.card) and lead.call else suit_of(lead.card))
    assert (is_joker(won.card) or suit_of(won.card) is trump or suit_of(won.card) is led)
    if is_joker(won.card):
        assert res.winner == 0 or (won.call is not None and won.call.mode is JokerMode.HIGHEST)
    elif suit_of(won.card) is not trump:  # no trump was played, and it is the highest of the led
        assert not any(suit_of(p.card) is trump for p in full if trump is not None)
        assert all(p.card.rank <= won.card.rank for p in full if suit_of(p.card) is led)


@settings(max_examples=25, deadline=None)
@given(st.integers(3, 6), st.integers(0, 10**6), st.sampled_from(list(Preset)))
def test_a_seeded_bot_game_is_legal_and_its_sheet_sums(n: int, seed: int,
                                                       preset: Preset) -> None:
    g = RaspisnoyGame(players=n, seed=seed, preset=preset)
    while not g.done:
        action = bot_action(g)
        if g.phase is Phase.BIDDING:
            assert action.bid in g.bid_options().allowed
        else:
            assert action.play is not None and action.play.card in g.legal().legal
        g.apply(action)  # raises if illegal
    rows = g.sheet.rows
    assert len(rows) == len(g.schedule)
    for r in rows:
        assert sum(r.took) == r.deal.cards
        if r.bids is not None and r.deal.number > 0:
            assert sum(r.bids) != r.deal.cards or r.deal.cards == 1
        for p in range(n):
            bid = r.bids[p] if r.bids is not None else None
            assert r.points[p] == score(preset, r.deal.kind, r.deal.cards, bid,
                                        r.took[p]).points
    assert g.sheet.totals == tuple(sum((r.points[p] for r in rows), Fraction(0))
                                   for p in range(n))
    assert RaspisnoyGame.replay(n, seed, preset, g.code()).sheet.totals == g.sheet.totals
