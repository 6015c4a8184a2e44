"""The seven drills' models, in plain Python: the right answer (worked out from the rules
core independently of the drill) is accepted, wrong ones are refused with feedback that
names the rule, retry keeps the task, reveal gives the answer, seeds repeat."""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations
from typing import Any

import pytest
from outcome_answers import split_in_order

from tutor.bringin import acts_first, bring_in
from tutor.games import GAME_IDS, OddChipRule, get_game
from tutor.pots import settle
from tutor.showdown import showdown
from tutor.ui.models.drills import DRILL_KINDS, drill_class
from tutor.ui.models.drills.barrel_hand import BarrelHandModel
from tutor.ui.models.drills.bring_in import BringInModel
from tutor.ui.models.drills.is_low import NO_LOW, IsLowModel
from tutor.ui.models.drills.legal_bet import LegalBetModel
from tutor.ui.models.drills.name_hand import NameHandModel
from tutor.ui.models.drills.split_pot import SplitPotModel
from tutor.ui.models.drills.which_cards import WhichCardsModel, low_ranks
from tutor.ui.widgets import make_model

SEEDS = range(6)


def _games(kind: str) -> list[str]:
    cls = drill_class(kind)
    return [g for g in GAME_IDS if cls.fits(get_game(g))]


def test_every_drill_fits_the_games_it_should() -> None:
    assert _games("is-low") == ["omaha-hilo", "omaha5-hilo", "stud7-hilo"]
    assert _games("bring-in") == ["soko", "stud7", "stud7-hilo", "americana", "telesina",
                                  "razz"]
    assert "draw5" not in _games("which-cards") and "double-barrel" not in _games("which-cards")
    assert "double-barrel" not in _games("split-pot")  # exact fractions: the whole hand
    assert len(_games("name-hand")) == len(GAME_IDS)


# -- name the hand --------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAME_IDS)
def test_name_hand_answer_is_the_familys_category(game: str) -> None:
    for seed in SEEDS:
        m = NameHandModel(game=game, seed=seed)
        fam = m.family
        assert fam.evaluate(m.cards).category == m.answer
        assert len(set(m.choices)) == len(m.choices) == 4 and m.answer in m.choices
        wrong = next(i for i, c in enumerate(m.choices) if c != m.answer)
        m.pick(wrong)
        assert m.submit() is False and not m.checked
        assert m.phrase(m.choices[wrong]) in m.feedback[0]  # "do not make two pair"
        m.retry()
        assert m.picked == -1 and m.feedback == []
        m.pick(m.choices.index(m.answer))
        assert m.submit() is True and m.checked
        assert m.solved == 0 and m.asked == 1  # not at the first try


def test_name_hand_deals_every_category_of_soko_and_the_barrel() -> None:
    for game in ("soko", "double-barrel"):
        fam = get_game(game).high
        seen = {NameHandModel(game=game, seed=s).answer for s in range(90)}
        assert len(seen) >= len(fam.categories) - 1, (game, set(fam.categories) - seen)


# -- which cards play -------------------------------------------------------------------------
def _best_strength(m: WhichCardsModel) -> int:
    g = m.game_obj
    fam = m.family
    if g.form == "omaha":
        return max(fam.strength([*h, *b]) for h in combinations(m.own, 2)
                   for b in combinations(m.board, 3))
    return max(fam.strength(f) for f in combinations([*m.own, *m.board], 5))


@pytest.mark.parametrize("game", _games("which-cards"))
def test_which_cards_accepts_every_best_five_and_only_those(game: str) -> None:
    for seed in range(4):
        m = WhichCardsModel(game=game, seed=seed)
        best = _best_strength(m)
        for tried, five in enumerate(combinations(range(len(m.all_cards)), 5)):
            cards = [m.all_cards[i] for i in five]
            own = sum(1 for c in cards if c in m.own)
            legal = m.game_obj.form != "omaha" or own == 2
            right = legal and m.family.strength(cards) == best
            m.selected = list(five)
            assert m.check()[0] is right, (seed, cards)
            if tried > 400:
                break


def test_which_cards_names_omahas_rule_and_the_low_half() -> None:
    m = WhichCardsModel(game="omaha", seed=2)
    for i in (0, 1, 2, 4, 5):  # three of my four cards
        m.toggle(i)
    assert m.submit() is False
    assert "exactly two of your 4 cards" in m.feedback[0]
    lows = [WhichCardsModel(game="omaha-hilo", seed=s) for s in range(6)]
    for low in (x for x in lows if x.half == "low"):
        low.next()
        low.number = 1
    m = WhichCardsModel(game="stud7-hilo", seed=0)
    m.next()
    assert m.half == "low"
    assert m.family.strength(m.best) > 0


def test_which_cards_cannot_select_a_sixth_card() -> None:
    m = WhichCardsModel(game="holdem", seed=1)
    for i in range(6):
        m.toggle(i)
    assert len(m.selected) == 5 and "Five cards" in m.error
    assert m.ready() == ""


# -- is there a low ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", _games("is-low"))
def test_is_low_answer_is_the_showdowns_low(game: str) -> None:
    kinds = Counter()
    for seed in range(12):
        m = IsLowModel(game=game, seed=seed)
        used = {*m.own, *m.board}
        other = [c for c in get_game(game).deck.cards if c not in used][:len(m.own)]
        hand = showdown(game, [list(m.own), other], list(m.board)).hands[0]
        want = low_ranks(list(hand.low.cards)) if hand.low is not None else NO_LOW
        assert m.answer == want
        kinds[want == NO_LOW] += 1
        for i, choice in enumerate(m.choices):
            m.retry()
            m.pick(i)
            ok, lines = m.check()
            assert ok is (choice == want)
            assert lines and all(lines)
    assert kinds[True] and kinds[False]  # both kinds of task turn up


def test_is_low_explains_a_counterfeit() -> None:
    found = False
    for seed in range(40):
        m = IsLowModel(game="stud7-hilo", seed=seed)
        trap = [c for c, why in m.traps.items() if why == "trap_paired" and c in m.choices]
        if trap:
            m.pick(m.choices.index(trap[0]))
            assert m.submit() is False
            assert "counterfeit" in m.feedback[0]
            found = True
            break
    assert found


# -- bring-in -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game", _games("bring-in"))
def test_bring_in_answer_follows_the_core(game: str) -> None:
    streets = set()
    for seed in range(10):
        m = BringInModel(game=game, seed=seed)
        streets.add(m.street)
        want = (bring_in(game, m.upcards).seat if m.street == 1
                else acts_first(game, m.upcards, dealer=m.dealer).seat)
        assert m.answer == want
        wrong = (want + 1) % len(m.upcards)
        m.pick(wrong)
        assert m.submit() is False
        assert f"player {wrong + 1}" in m.feedback[0].lower()
        assert m.feedback[1].startswith("Rule:") or m.feedback[1].startswith("Later streets")
        m.pick(want)
        assert m.submit() is True
        assert f"player {want + 1}" in m.feedback[0]  # the core's sentence, counted from 1
    assert 1 in streets and streets - {1}


# -- split the pot -----------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["holdem", "omaha-hilo", "soko", "stud7-hilo", "telesina"])
def test_split_pot_shares_are_settles(game: str) -> None:
    odd = side = 0
    for seed in range(25):
        m = SplitPotModel(game=game, seed=seed)
        r = m.result()
        keys = [-p if p else -99 for p in m.high]
        lows = [None if p is None else -p for p in m.low] if m.low else None
        assert r.shares == settle(game, m.put, keys, lows, folded=m.folded,
                                  dealer=m.dealer).shares
        assert sum(r.shares) == sum(m.put)
        odd += bool(r.odd_chip_seats)
        side += len(r.pots) > 1
        m.enter_shares([str(x) for x in r.shares])
        assert m.submit() is True
        m.next()
    assert odd and side  # odd chips and side pots both turn up


def test_split_pot_wrong_shares_name_the_seats_and_bad_text_the_cell() -> None:
    m = SplitPotModel(game="holdem", seed=4)
    shares = list(m.result().shares)
    typed = [str(x) for x in shares]
    typed[0] = str(shares[0] + 1)
    m.enter_shares(typed)
    assert m.submit() is False
    assert any("share of player 1." in line for line in m.feedback)
    assert any("add up to" in line for line in m.feedback)
    m.enter_shares(["ten", *typed[1:]])
    assert m.submit() is None and "`ten`" in m.error
    m.lang = "ru"
    assert "фишек" in m.ready()


def test_split_pot_reads_the_inputs_the_view_sends() -> None:
    m = SplitPotModel(game="omaha-hilo", seed=1)
    values = {f"share-{s}": str(x) for s, x in enumerate(m.result().shares)}
    import json

    m.handle("submit", json.dumps(values))
    assert m.ok is True


# -- legal bet -------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["holdem", "double-barrel"])
def test_legal_bet_right_and_wrong_answers(game: str) -> None:
    from tutor.betting import judge, options

    structures = Counter()
    for seed in range(30):
        m = LegalBetModel(game=game, seed=seed)
        structures[m.structure] += 1
        if m.question == "judge":
            legal = judge(m.limit, m.spot, m.action, m.to).legal
            m.pick(1 if legal else 0)
            assert m.submit() is False and m.feedback
            m.pick(0 if legal else 1)
            assert m.submit() is True
        else:
            o = options(m.limit, m.spot)
            want = o.max_to if m.question == "max" else o.min_to
            m.entered = str(want + 1)
            assert m.submit() is False
            m.entered = str(want)
            assert m.submit() is True
            assert str(want) in m.feedback[0]
    if game == "double-barrel":
        assert set(structures) == {"capped"}
    else:
        assert len(structures) == 5


def test_legal_bet_pot_limit_catches_raising_before_calling() -> None:
    for seed in range(200):
        m = LegalBetModel(game="holdem", seed=seed)
        if m.question == "max" and m.structure == "pot" and m.spot.to_call:
            m.entered = str(m.spot.high + m.spot.pot)
            assert m.submit() is False
            assert "before calling" in m.feedback[0]
            return
    pytest.fail("no pot-limit task facing a bet in 200 seeds")


# -- a whole Double Barrel hand -----------------------------------------------------------------
def _split_and_play(m: BarrelHandModel, policy: Any) -> None:
    split_in_order(m)
    steps = 0
    while m.phase != "done":
        policy(m)
        steps += 1
        assert steps < 20


def _caller(m: BarrelHandModel) -> None:
    if m.can("call"):
        m.act("call")
    else:
        m.act("bet", m.limit().small)


def test_barrel_hand_plays_to_the_end_and_keeps_the_chip_count() -> None:
    m = BarrelHandModel(seed=3, bots=3)
    for total in range(4):
        _split_and_play(m, _caller)
        h = m.hand
        assert sum(h.payouts.values()) == h.pot
        assert sum(m.chips) == 0 and m.hands_played == total + 1
        assert len(m.verdicts()) == 4
        button = h.button
        m.next_hand()
        assert m.hand.button == (button + 1) % 4 and m.phase == "split"


def test_barrel_hand_refusals_are_explained_and_change_nothing() -> None:
    m = BarrelHandModel(seed=5, bots=1)
    m.handle_key("Enter")
    assert "4 cards in each barrel" in m.error
    for key in "abcd":
        m.handle_key(key)
    for key in "efgh":  # barrel 1 is full: the card skips to barrel 2
        m.handle_key(key)
    m.handle_key("Enter")
    assert m.phase.startswith("round")
    seen_round2 = False
    for _ in range(12):
        if m.phase == "done":
            break
        if m.hand.to_act != 0:
            continue
        events = len(m.hand.events)
        cap = m.limit().cap
        m.act("raise" if m.hand.high else "bet", cap + 1)
        assert m.refusal and str(cap) in m.refusal and len(m.hand.events) == events
        if m.hand.round == 2:
            seen_round2 = True
            m.act("fold")
            assert "not allowed" in m.refusal and len(m.hand.events) == events
            m.lang = "ru"
            m.act("fold")
            assert "пасовать нельзя" in m.refusal
            m.lang = "en"
        m.handle_key("c") if m.can("call") else m.handle_key(str(m.limit().small))
    assert seen_round2 and m.phase == "done"


def test_barrel_hand_is_seeded() -> None:
    a, b = BarrelHandModel(seed=9), BarrelHandModel(seed=9)
    assert a.cards == b.cards
    _split_and_play(a, _caller)
    _split_and_play(b, _caller)
    assert a.chips == b.chips and a.log() == b.log()
    assert BarrelHandModel(seed=10).cards != a.cards


# -- shared behaviour -----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", DRILL_KINDS[:-1])
def test_every_drill_repeats_by_seed_reveals_and_counts(kind: str) -> None:
    game = _games(kind)[-1]
    a, b, c = (make_model(kind, game, "en", seed=s) for s in (4, 4, 5))
    state = [p for p in ("cards", "own", "board", "upcards", "put", "history", "spot")
             if p in a.param]
    assert [getattr(a, p) for p in state] == [getattr(b, p) for p in state]
    tasks = set()
    for _ in range(5):
        tasks.add(repr([getattr(c, p) for p in state]))
        c.next()
    assert len(tasks) > 1
    a.reveal()
    assert a.checked and a.revealed and a.feedback and a.asked == 1 and a.solved == 0
    a.enter()
    assert a.number == 1 and not a.checked
    a.lang = "ru"
    assert a.text(a.title_key) != make_model(kind, game, "en").text(a.title_key)


def test_drills_leave_the_other_apps_game_lists_alone() -> None:
    """A drill's game selector is its own: building one never narrows another app's."""
    from tutor.ui.models.base import AppModel
    from tutor.ui.models.ladder import LadderModel

    for kind in DRILL_KINDS:
        make_model(kind, _games(kind)[0])
    assert list(AppModel.param.game.objects) == list(GAME_IDS)
    assert LadderModel(game="double-barrel").game == "double-barrel"
    assert make_model("legal-bet", "double-barrel").game == "double-barrel"
    exact = [g for g in GAME_IDS if get_game(g).odd_chip is OddChipRule.EXACT]
    assert IsLowModel().game == "omaha-hilo"
    assert len(SplitPotModel().param.game.objects) == len(GAME_IDS) - len(exact)


@pytest.mark.parametrize("kind", DRILL_KINDS)
def test_a_drill_that_does_not_fit_the_game_says_so(kind: str) -> None:
    from tutor.errors import TutorError

    unfit = [g for g in GAME_IDS if not drill_class(kind).fits(get_game(g))]
    for g in unfit[:1]:
        with pytest.raises(TutorError, match=re.escape(f"does not fit {get_game(g).name()}")):
            make_model(kind, g)
