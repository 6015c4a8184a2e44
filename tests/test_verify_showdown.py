"""Showdowns and pots against the independent reference in ``reference_rules.py``.

Seeded random deals for every game id: the high winners and the low winners
must be the reference's (best of N, Omaha's exactly 2 + 3 for each half,
hi-lo, Telesina's heads-up exception with exactly two players only). Pots:
shares always sum to the pot, hi-lo odd chip to the high.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
import reference_rules as R

from tutor.cards import ALL_CARDS, Card
from tutor.games import get_game
from tutor.pots import settle, side_pots, split_pot
from tutor.showdown import showdown

GAME_IDS = list(R.GAMES)


def _show(h: Sequence[Card]) -> str:
    return " ".join(str(c) for c in h)


def _deal(rnd: random.Random, game: str, players: int) -> tuple[list[list[Card]], list[Card]]:
    lowest = R.LOWEST_RANK[R.GAMES[game][0]]
    deck = [ALL_CARDS[c] for c in R.deck(lowest)]
    rnd.shuffle(deck)
    hole = R.HOLE[game]
    hands = [deck[i * hole:(i + 1) * hole] for i in range(players)]
    board = deck[players * hole:players * hole + R.BOARD.get(game, 0)]
    return hands, board


def _check(game: str, hands: list[list[Card]], board: list[Card]) -> None:
    want_high, want_low = R.reference_showdown(game, hands, board)
    got = showdown(game, hands, board or None)
    where = f"{game}: {' / '.join(_show(h) for h in hands)} | board {_show(board)}"
    assert got.winners == want_high, (
        f"{where}: high winners core {got.winners}, rules {want_high} "
        f"({[h.category for h in got.hands]})")
    assert got.low_winners == want_low, (
        f"{where}: low winners core {got.low_winners}, rules {want_low}")
    high_id, low_id, form = R.GAMES[game]
    for step in (got.deciding, got.low_deciding):
        assert step is None or step.kind != "strength", f"{where}: unexplained {step}"
    losers = [i for i in range(len(hands)) if i not in want_high]
    if losers and not any(h.exception for h in got.hands):
        best_loser = max(losers, key=lambda i: got.hands[i].high.strength)
        d = got.deciding
        assert (d.win_category, d.lose_category) == (
            got.hands[want_high[0]].category, got.hands[best_loser].category), where
        assert (d.kind == "category") == (d.win_category != d.lose_category), where
    if len(hands) == 2 and any(h.exception for h in got.hands):
        return  # the exception's hand is the shown low straight flush, not the best five
    for i, (own, ph) in enumerate(zip(hands, got.hands, strict=True)):
        for fam, value, hole_used, board_used in (
                (high_id, ph.high, ph.high_hole, ph.high_board),
                (low_id, ph.low, ph.low_hole, ph.low_board)):
            if fam is None:
                continue
            key = R.KEYS[fam]
            if form == "vela":
                want = R.best_of(lambda h: R.key_telesina(h, board[0]), own + board)
                assert want is not None and value is not None
                assert R.key_telesina(value.cards, board[0])[1] == want[1], (where, i)
                continue
            if form == "omaha":
                want = R.best_omaha(key, own, board)
            elif form == "barrel":
                want = key(own)
            else:
                want = R.best_of(key, own + board)
            if want is None:
                assert value is None, (where, i, fam)
                continue
            assert value is not None and value.category == want[0], (where, i, fam)
            assert key(value.cards)[1] == want[1], f"{where}: player {i} {fam} best five"
            assert set(hole_used) <= set(own) and set(board_used) <= set(board), (where, i)
            assert set(hole_used) | set(board_used) == set(value.cards), (where, i)
            if form == "omaha":
                assert (len(hole_used), len(board_used)) == (2, 3), (where, i, fam)


def test_reference_games_are_the_registry() -> None:
    """The reference covers exactly the registry's games with the same shapes."""
    for gid in GAME_IDS:
        g = get_game(gid)
        assert g.hole_cards == R.HOLE[gid], gid
        assert g.board_cards == R.BOARD.get(gid, 0), gid
        assert (g.high_family, g.low_family) in (
            (R.GAMES[gid][0], R.GAMES[gid][1]), (None, R.GAMES[gid][0])), gid


@pytest.mark.parametrize("game", GAME_IDS)
def test_random_showdowns(game: str) -> None:
    """Seeded random deals with 2..max players (telesina heads-up included)."""
    rnd = random.Random(f"showdown-{game}")
    deals = 150 if game in ("omaha5", "omaha5-hilo") else 300
    for i in range(deals):
        players = 2 + i % (R.MAX_PLAYERS[game] - 1)
        hands, board = _deal(rnd, game, players)
        _check(game, hands, board)


def _cards(*ranks_suits: tuple[int, int]) -> list[Card]:
    return [ALL_CARDS[(r - 2) * 4 + s] for r, s in ranks_suits]


def _fill(rnd: random.Random, hands: list[list[Card]], vela: list[Card], lowest: int = 7
          ) -> tuple[list[list[Card]], list[Card]]:
    """Complete partly given Telesina hands (and Vela) with random cards."""
    used = {c for h in hands for c in h} | set(vela)
    rest = [ALL_CARDS[c] for c in R.deck(lowest) if ALL_CARDS[c] not in used]
    rnd.shuffle(rest)
    out = []
    for h in hands:
        h = list(h)
        while len(h) < 5:
            h.append(rest.pop())
        out.append(h)
    if not vela:
        vela = [rest.pop()]
    return out, vela


ACE, KING, QUEEN, JACK, TEN = 14, 13, 12, 11, 10


def test_telesina_heads_up_exception_constructed() -> None:
    """Royal flush against T-9-8-7-A of one suit: the low one wins with exactly 2 players,
    the royal wins with 3; the Vela may complete either hand."""
    rnd = random.Random("telesina-exception")
    seen_heads_up_low = seen_three_royal = 0
    for i in range(400):
        s_royal, s_low = rnd.sample(range(4), 2)
        royal = _cards(*[(r, s_royal) for r in (ACE, KING, QUEEN, JACK, TEN)])
        low = _cards(*[(r, s_low) for r in (ACE, 7, 8, 9, TEN)])
        # the Vela: one card of either hand, or a random card
        pick = i % 3
        vela: list[Card] = []
        if pick == 0:
            vela = [royal.pop(rnd.randrange(5))]
        elif pick == 1:
            vela = [low.pop(rnd.randrange(5))]
        hands = [royal, low] if i % 2 else [low, royal]
        if i % 4 == 3:
            hands.append([])
        hands, vela = _fill(rnd, hands, vela)
        _check("telesina", hands, vela)
        result = showdown("telesina", hands, vela)
        low_seat = 0 if i % 2 == 0 else 1
        # with the royal's and the low hand's cards both there, the royal is the best five
        # of its owner, and the other player can make the low straight flush
        if len(hands) == 2:
            assert result.winners == [low_seat], f"heads-up: {hands} vela {vela}"
            assert result.hands[low_seat].exception
            seen_heads_up_low += 1
        else:
            assert low_seat not in result.winners
            seen_three_royal += 1
    assert seen_heads_up_low and seen_three_royal


def test_telesina_low_straight_flush_and_higher_one() -> None:
    """A player who can make T-9-8-7-A *and* a higher straight flush may show the low one
    against a royal (heads-up only)."""
    rnd = random.Random("telesina-both")
    for _ in range(100):
        s_royal, s_low = rnd.sample(range(4), 2)
        royal = _cards(*[(r, s_royal) for r in (ACE, KING, QUEEN, JACK, TEN)])
        # 7 8 9 T J + A of one suit: a J-high straight flush and T-9-8-7-A
        both = _cards(*[(r, s_low) for r in (ACE, 7, 8, 9, TEN, JACK)])
        vela = [both.pop(rnd.randrange(6))]
        hands = [royal, both]
        rnd.shuffle(hands)
        _check("telesina", hands, vela)
        result = showdown("telesina", hands, vela)
        assert result.winners == [hands.index(both)]


def test_telesina_straights_topped_by_the_vela_split() -> None:
    """RULES: "two straights topped by the shared Vela card: split"."""
    rnd = random.Random("telesina-split")
    splits = 0
    for _ in range(200):
        top = rnd.choice([JACK, QUEEN, KING, ACE])
        vs = rnd.randrange(4)
        vela = _cards((top, vs))
        # two straights to `top`, disjoint apart from the Vela, not flushes
        suits = [rnd.sample(range(4), 2) for _ in range(4)]
        hands = [_cards(*[(top - 1 - k, suits[k][p]) for k in range(4)]) for p in range(2)]
        hands, vela = _fill(rnd, hands, vela)
        want_high, _ = R.reference_showdown("telesina", hands, vela)
        result = showdown("telesina", hands, vela)
        assert result.winners == want_high, f"{hands} vela {vela}"
        if len(want_high) == 2:
            assert result.hands[0].category == "straight"
            splits += 1
    assert splits > 50


# ------------------------------------------------------------------------ pots

def test_split_pot_shares_sum_and_hilo_odd_chip() -> None:
    rnd = random.Random("pots")
    for game in GAME_IDS:
        if game == "double-barrel":
            continue
        hilo = R.GAMES[game][1] is not None
        for _ in range(200):
            seats = rnd.randint(2, 9)
            amount = rnd.randint(0, 500)
            high = sorted(rnd.sample(range(seats), rnd.randint(1, seats)))
            low = sorted(rnd.sample(range(seats), rnd.randint(0, seats))) if hilo else None
            dealer = rnd.choice([None, rnd.randrange(seats)])
            r = split_pot(amount, high, low, game=game, seats=seats, dealer=dealer)
            assert sum(r.shares) == amount, (game, amount, high, low, r.shares)
            assert all(x >= 0 for x in r.shares)
            assert all(r.shares[s] == 0 for s in range(seats)
                       if s not in high and s not in (low or []))
            want_hi, want_lo = R.odd_chip_check(amount, high, low or [])
            assert sum(r.high_shares) == want_hi and sum(r.low_shares) == want_lo, (
                f"{game}: pot {amount}, high {high}, low {low}: halves "
                f"{sum(r.high_shares)}/{sum(r.low_shares)}, rules {want_hi}/{want_lo}")
            for part, who in ((r.high_shares, high), (r.low_shares, low or [])):
                if who:
                    each = sum(part) // len(who)
                    assert all(part[s] in (each, each + 1) for s in who), (game, part, who)


def _reference_pots(contrib: Sequence[int], folded: set[int]) -> list[tuple[int, set[int]]]:
    """Naive side pots: one layer per chip level, merged when the eligible set repeats."""
    pots: list[tuple[int, set[int]]] = []
    for level in range(1, max(contrib) + 1):
        payers = [s for s, c in enumerate(contrib) if c >= level]
        eligible = {s for s in payers if s not in folded}
        if not eligible:  # chips no live player matched: they join the last pot
            eligible = pots[-1][1] if pots else set()
        if pots and pots[-1][1] == eligible:
            pots[-1] = (pots[-1][0] + len(payers), eligible)
        else:
            pots.append((len(payers), eligible))
    return pots


def test_settle_side_pots_against_naive_layers() -> None:
    rnd = random.Random("settle")
    for game in ("holdem", "omaha-hilo", "stud7-hilo", "soko", "draw32"):
        hilo = R.GAMES[game][1] is not None
        for _ in range(300):
            seats = rnd.randint(2, 6)
            contrib = [rnd.choice([0, 5, 10, 25, 40, 40, 100]) for _ in range(seats)]
            if sum(1 for c in contrib if c > 0) < 2:
                continue
            folded = {s for s in range(seats) if contrib[s] > 0 and rnd.random() < 0.2}
            live = [contrib[s] for s in range(seats) if s not in folded and contrib[s] > 0]
            if not live or any(contrib[s] > max(live) for s in folded):
                continue  # nobody folds a bet nobody matched
            high = [rnd.randint(0, 5) for _ in range(seats)]
            low = [rnd.choice([None, 1, 2, 3]) for _ in range(seats)] if hilo else None
            r = settle(game, contrib, high, low, folded=folded)
            assert sum(r.shares) == sum(contrib)
            ref = _reference_pots(contrib, folded)
            assert [(p.amount, set(p.eligible)) for p in side_pots(contrib, folded)] == ref, (
                contrib, folded)
            for s in range(seats):
                # an all-in player wins from each other player at most what they put in
                cap = sum(min(contrib[s], c) for c in contrib)
                assert r.shares[s] <= cap, (contrib, s, r.shares)
                if s in folded or contrib[s] == 0:
                    assert r.shares[s] == 0


def test_odd_chips_go_clockwise_from_the_dealers_left() -> None:
    """Odd chips: one each to the tied winners nearest the dealer's left (the dealer's box
    just before seat 0 when no dealer is given); in hi-lo each half on its own."""
    rnd = random.Random("odd-chips")
    for game in ("holdem", "soko", "stud7", "omaha-hilo", "stud7-hilo", "draw32"):
        for _ in range(200):
            seats = rnd.randint(2, 8)
            dealer = rnd.choice([None, rnd.randrange(seats)])
            start = 0 if dealer is None else (dealer + 1) % seats
            clockwise = [(start + i) % seats for i in range(seats)]
            high = rnd.sample(range(seats), rnd.randint(1, seats))
            low = rnd.sample(range(seats), rnd.randint(1, seats)) \
                if R.GAMES[game][1] else None
            amount = rnd.randint(1, 100)
            r = split_pot(amount, high, low, game=game, seats=seats, dealer=dealer)
            halves = ((R.odd_chip_check(amount, high, low)[0], high, r.high_shares),
                      (R.odd_chip_check(amount, high, low)[1], low, r.low_shares)) \
                if low else ((amount, high, r.high_shares),)
            for half, who, got in halves:
                base, odd = divmod(half, len(who))
                lucky = [s for s in clockwise if s in who][:odd]
                want = [base + (s in lucky) if s in who else 0 for s in range(seats)]
                assert list(got) == want, (game, amount, dealer, who, got, want)




@pytest.mark.parametrize("game", ["soko", "stud7", "stud7-hilo", "americana", "telesina"])
def test_bring_in_one_upcard_each(game: str) -> None:
    """With one upcard each: the highest card brings in (the lowest in 7-card stud); equal
    ranks by the game's suit order (s > h > d > c; Telesina h > d > c > s)."""
    from tutor.bringin import bring_in
    suits = R.TELESINA_SUIT if game == "telesina" else {3: 3, 2: 2, 1: 1, 0: 0}
    lowest_brings = game.startswith("stud7")
    lowest = R.LOWEST_RANK[R.GAMES[game][0]]
    rnd = random.Random(f"bring-{game}")
    for _ in range(300):
        n = rnd.randint(2, R.MAX_PLAYERS[game])
        up = [ALL_CARDS[c] for c in rnd.sample(R.deck(lowest), n)]
        key = [(R.rank(c), suits[R.suit(c)]) for c in up]
        want = key.index(min(key) if lowest_brings else max(key))
        got = bring_in(game, [[c] for c in up])
        assert got.seat == want, f"{game}: {_show(up)} -> core {got.seat}, rules {want}"


def _ref_best(game: str, family: str, own: list[Card], board: list[Card]) -> Any:
    """The reference's best hand of one player, as the game forms it."""
    form = R.GAMES[game][2]
    if form == "omaha":
        return R.best_omaha(R.KEYS[family], own, board)
    if form == "barrel":
        return R.key_barrel(own)
    if form == "vela":
        return R.best_of(lambda h: R.key_telesina(h, board[0]), own + board)
    return R.best_of(R.KEYS[family], own + board)


@pytest.mark.parametrize("game", GAME_IDS)
def test_cli_jsonl_winners(game: str) -> None:
    """``tutor showdown --game G --jsonl`` (the contract teachers' scripts use): one answer
    per line with the reference's winners (hi-lo: high and low, ``null`` without a low)."""
    import io
    import json
    import sys

    from tutor.cli import main
    rnd = random.Random(f"cli-{game}")
    deals = [_deal(rnd, game, 2 + i % (R.MAX_PLAYERS[game] - 1)) for i in range(40)]
    lines = [json.dumps({"players": [_show(h) for h in hands], "board": _show(board)})
             for hands, board in deals]
    old_in, old_out = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = io.StringIO("\n".join(lines) + "\n"), io.StringIO()
    try:
        status = main(["showdown", "--game", game, "--jsonl"])
        out = sys.stdout.getvalue().splitlines()
    finally:
        sys.stdin, sys.stdout = old_in, old_out
    assert status == 0 and len(out) == len(lines)
    high_id, low_id, _ = R.GAMES[game]
    for (hands, board), line in zip(deals, out, strict=True):
        got = json.loads(line)
        want_high, want_low = R.reference_showdown(game, hands, board)
        cats = [_ref_best(game, high_id, h, board)[0] for h in hands]
        if not any(ph.get("heads_up_exception") for ph in got["hands"]):
            assert [ph["category"] for ph in got["hands"]] == cats, (hands, board, got)
        if low_id is None:
            assert got["winners"] == want_high, (hands, board, got)
            continue
        assert got["high"]["winners"] == want_high, (hands, board, got)
        assert (got["low"] and got["low"]["winners"]) == (want_low or None), (hands, got)
        lows = [_ref_best(game, low_id, h, board) is not None for h in hands]
        assert [ph["low_qualifies"] for ph in got["hands"]] == lows, (hands, board, got)


@pytest.mark.parametrize("vela, winner", [("9h", 0), ("9s", 1)])
def test_telesina_two_pair_vela_kicker_reading(vela: str, winner: int) -> None:
    """RULES.md leaves one case open: equal two pair, one player's kicker is the shared Vela,
    the other holds a kicker of the same rank. The reading tested (the core's and the
    reference's): each player shows their best five; kickers that are *different cards*
    are compared by suit, and only a kicker both share (the Vela) passes the decision to the
    top pair's better suit. With Vela 9♥ player 1 also plays the 9♥ (it beats his 9♣), so
    the top pairs decide (K♥ wins); with Vela 9♠ player 1 keeps 9♣, which beats 9♠.
    (The other reading, "any Vela kicker sends it to the top pair", gives player 0 both.)"""
    from tutor.cards import parse_cards
    hands = [list(parse_cards("Kh Ks Qc Qd 7c")), list(parse_cards("Kd Kc Qh Qs 9c"))]
    board = list(parse_cards(vela))
    assert showdown("telesina", hands, board).winners == [winner]
    assert R.reference_showdown("telesina", hands, board)[0] == [winner]
