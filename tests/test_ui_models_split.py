"""The barrel-split trainer model in plain Python."""

from __future__ import annotations

import pytest

from tutor.cards import DECK_52, parse_cards
from tutor.errors import TutorError
from tutor.ui.models.split import (
    BARREL_1,
    BARREL_2,
    HAND,
    SplitTrainerModel,
    partial_category,
)


def _put(m: SplitTrainerModel, barrel1: str, barrel2: str) -> None:
    for text, target in ((barrel1, BARREL_1), (barrel2, BARREL_2)):
        for c in parse_cards(text):
            assert m.move(m.cards.index(c), target)


def test_seeded_deal_of_eight_distinct_cards() -> None:
    a, b = SplitTrainerModel(seed=4), SplitTrainerModel(seed=4)
    assert a.cards == b.cards and len(set(a.cards)) == 8
    assert all(c in DECK_52 for c in a.cards)
    assert a.counts() == (8, 0, 0)
    a.next()
    assert a.cards != b.cards


def test_moving_cards_and_barrel_categories_as_they_form() -> None:
    m = SplitTrainerModel()
    m.load_cards("Ah Kh Qh Jh 9c 9d 4s 2c")
    _put(m, "Ah Kh Qh", "")
    assert m.category(BARREL_1) is None  # three cards: not a barrel yet
    _put(m, "Jh", "")
    # RULES.md: a 4-card straight flush counts as a 4-card flush
    assert m.category(BARREL_1) == "four-flush"
    # a full barrel takes no fifth card
    assert not m.move(m.cards.index(parse_cards("9c")[0]), BARREL_1)
    assert m.error
    # cycling: hand -> barrel 1 (full, skipped) -> barrel 2 -> hand
    i = m.cards.index(parse_cards("9c")[0])
    m.cycle(i)
    assert m.places[i] == BARREL_2
    m.cycle(i)
    assert m.places[i] == HAND


def test_submit_incomplete_split_is_a_plain_message() -> None:
    m = SplitTrainerModel(seed=1)
    m.cycle(0)
    assert m.submit() is None
    assert m.error == "Put exactly four cards in each barrel first (1 and 0 now)."
    m.lang = "ru"
    assert m.submit() is None
    assert m.error.startswith("Сначала положите ровно по четыре карты")
    assert m.played == 0


def test_best_split_scores_zero_loss_and_a_worse_one_loses() -> None:
    m = SplitTrainerModel()
    m.load_cards("As Ks Qs Js 7d 7c 2h 3h")
    # find the engine's best split and play it
    from tutor.barrel.splits import analyse_splits

    best = analyse_splits(m.cards).best
    b1 = " ".join(str(c) for c in best.barrels[0])
    b2 = " ".join(str(c) for c in best.barrels[1])
    _put(m, b1, b2)
    chosen = m.submit()
    assert chosen.rank == 1 and m.checked
    assert (m.played, m.streak, m.best_streak) == (1, 1, 1)
    assert m.average_loss == 0
    assert len(m.analysis.splits) == 35
    # a clearly poor split: both pairs of sevens' cards and the spades broken up
    m.next()
    m.load_cards("As Ks Qs Js 7d 7c 2h 3h")
    _put(m, "As 7d 2h Qs", "Ks 7c 3h Js")
    worse = m.submit()
    assert worse.rank > 1 and worse.loss > 0
    assert (m.played, m.streak, m.best_streak) == (2, 0, 1)
    assert m.average_loss == pytest.approx(worse.loss / 2)
    assert all(0 <= w <= 1 for w in (*worse.mine_win, *worse.best_win))
    # the learner's barrel 1 is shown as barrel 1, whatever the engine's order
    assert set(worse.mine[0]) == set(parse_cards("As 7d 2h Qs"))
    assert worse.best_score - worse.mine_score == pytest.approx(worse.loss)
    why_en, why_ru = m.why(), (setattr(m, "lang", "ru"), m.why())[1]
    assert why_en and why_ru and why_en != why_ru


def test_simulated_yardstick_against_several_opponents() -> None:
    m = SplitTrainerModel(seed=9, yardstick="best", opponents=3)
    _put(m, " ".join(str(c) for c in m.cards[:4]), " ".join(str(c) for c in m.cards[4:]))
    v = m.submit()
    assert v.se is not None and v.trials > 0
    assert 1 <= v.rank <= 35 and v.loss >= 0
    exact = SplitTrainerModel(seed=9)
    _put(exact, " ".join(str(c) for c in exact.cards[:4]),
         " ".join(str(c) for c in exact.cards[4:]))
    assert exact.submit().se is None


def test_keys_move_cards_and_enter_submits_then_deals() -> None:
    m = SplitTrainerModel(seed=2)
    for key in "abcd":
        m.handle_key(key)  # a-d: hand -> barrel 1
    for key in "efgh":
        m.handle_key(key)  # e-h: barrel 1 is full, so they go to barrel 2
    assert m.counts() == (0, 4, 4)
    m.handle_key("0", "card-0")  # focused card back to the hand
    assert m.places[0] == HAND
    m.handle_key("1", "card-0")
    assert m.places[0] == BARREL_1
    m.handle_key("Enter")
    assert m.checked and m.played == 1
    first = m.cards
    m.handle_key("Enter")
    assert not m.checked and m.cards != first


def test_bad_cards_are_rejected_with_the_core_message() -> None:
    m = SplitTrainerModel()
    with pytest.raises(TutorError, match="8 cards"):
        m.load_cards("As Ks")
    with pytest.raises(TutorError, match="Zz"):
        m.load_cards("Zz Ks Qs Js 7d 7c 2h 3h")


@pytest.mark.parametrize(("cards", "category"), [
    ("7h 7c", "one-pair"),            # a pair is a pair with two cards already
    ("Kh 9h", "high-card"),           # two suited cards are no flush yet
    ("Ah Kh 2h", "three-flush"),      # three of one suit: RULES' 3-card flush
    ("5c 6d 7h", "three-straight"),
    ("Ac 2d 3h", "three-straight"),   # the ace plays low in A-2-3 ...
    ("Qc Kd Ah", "three-straight"),   # ... and high in Q-K-A
    ("Kc Ad 2h", "high-card"),        # ... but a run never wraps round
    ("8h 9h Th", "three-flush"),      # a 3-card straight flush counts as a 3-card flush
    ("9c 9d 9h", "three-of-a-kind"),
    ("Jc Jd 4s", "one-pair"),
    ("Qs", "high-card"),
])
def test_partial_barrels_show_what_they_already_make(cards: str, category: str) -> None:
    assert partial_category(parse_cards(cards)) == category


def test_partial_category_never_exceeds_the_finished_barrel() -> None:
    """Whatever cards complete a barrel, its category is at least the partial one."""
    import random

    from tutor.rankings.barrel import BARREL, CATEGORIES

    rng = random.Random(5)
    for _ in range(200):
        cards = rng.sample(list(DECK_52.cards), 4)
        for k in (2, 3):
            partial = partial_category(cards[:k])
            final = BARREL.evaluate(cards).category
            assert CATEGORIES.index(final) <= CATEGORIES.index(partial), (cards, k)


def test_trainer_names_the_barrel_as_it_forms_in_both_languages() -> None:
    from tutor.ui.views.split import split_html

    m = SplitTrainerModel()
    m.load_cards("Ah Kh Qh Jh 9c 9d 4s 2c")
    assert m.partial_category(BARREL_1) is None  # empty
    _put(m, "9c 9d", "Ah Kh 2c")
    assert (m.partial_category(BARREL_1), m.partial_category(BARREL_2)) == (
        "one-pair", "high-card")
    html = split_html(m)
    assert "one pair so far (2 of 4)" in html and "high card so far (3 of 4)" in html
    _put(m, "", "Qh")
    # A-K-Q of hearts with a club: a 3-card flush (it ranks above the 3-card straight)
    assert m.partial_category(BARREL_2) is None and m.category(BARREL_2) == "three-flush"
    _put(m, "4s", "")
    assert m.partial_category(BARREL_1) == "one-pair"
    m.lang = "ru"
    assert "пока пара (3 из 4)" in split_html(m)
