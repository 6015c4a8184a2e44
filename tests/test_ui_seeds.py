"""Visit seeds: the first deal is the build's, every later deal the visit's own."""

from __future__ import annotations

from typing import Any

import pytest

from tutor.ui.models.quiz import QuizModel
from tutor.ui.models.rasp_game import RaspGameModel
from tutor.ui.models.seeds import VISIT_SEEDS, deal_seed, fresh_seed, visit_seed
from tutor.ui.models.split import SplitTrainerModel
from tutor.ui.widgets import DRILL_KINDS, make_model


def test_seeds_below_ten_digits_deal_as_before() -> None:
    # five-digit links, a class plan's seeds (up to 999999999) and tests: unchanged
    for seed in (0, 7, 4242, 84017, 999_999_999):
        assert [deal_seed(seed, n) for n in range(3)] == [seed] * 3
    q = QuizModel(game="holdem", seed=84017)
    assert q.question.hands == QuizModel(game="holdem", seed=84017).question.hands


def test_a_visit_seed_deals_its_first_deal_from_its_last_five_digits() -> None:
    seed = visit_seed(84017)
    assert VISIT_SEEDS <= seed < 10**10 and seed % 100_000 == 84017
    for level in ("beginner", "expert"):
        visit = QuizModel(game="omaha-hilo", seed=seed, level=level)
        build = QuizModel(game="omaha-hilo", seed=84017, level=level)
        assert visit.question.hands == build.question.hands
        assert visit.question.board == build.question.board
        visit.next()
        build.next()
        assert visit.question.hands != build.question.hands  # then its own
    assert SplitTrainerModel(seed=seed).cards == SplitTrainerModel(seed=84017).cards


def test_visits_that_share_a_first_deal_part_after_it() -> None:
    # expert deals found while dealing the shared first deal are not kept for later deals
    seconds = set()
    for fresh in range(10_000, 10_008):
        q = QuizModel(game="holdem", seed=visit_seed(84017, fresh), level="expert")
        q.next()
        seconds.add((q.question.hands, q.question.board))
    assert len(seconds) == 8


def test_fresh_seeds_do_not_come_from_random() -> None:
    # the site's Python restores `random` from the build's snapshot: seeds use the OS
    import random

    random.seed(0)
    a = fresh_seed()
    random.seed(0)
    b, c = fresh_seed(), fresh_seed()
    assert 10_000 <= a < 100_000 and len({a, b, c}) > 1


def test_the_raspisnoy_game_is_fresh_for_each_learner_and_each_new_game() -> None:
    # a seed box that defaults to one number would give every learner the same game
    seeds = {make_model("rasp-game").seed for _ in range(5)}  # type: ignore[attr-defined]
    assert len(seeds) > 1 and 1 not in seeds
    m = RaspGameModel(seed=1, players=3)
    m.another_game()
    assert m.seed != 1 and m.state is not None and m.state.seed == m.seed
    assert make_model("rasp-game", seed=7).seed == 7  # type: ignore[attr-defined]


# -- the drills (poker and Raspisnoy) deal from visit seeds too ------------------------------

DRILLS = [("name-hand", "draw5"), ("which-cards", "holdem"), ("is-low", "omaha-hilo"),
          ("bring-in", "stud7"), ("split-pot", "holdem"), ("legal-bet", "holdem"),
          ("barrel-hand", "double-barrel"), ("rasp-legal", None), ("rasp-trick", None),
          ("rasp-bid", None), ("rasp-score", None)]
SESSION = {"name", "seed", "number", "asked", "solved", "streak", "best_streak", "score",
           "outcome", "version", "hands_played", "chips", "hand"}
"""A drill's parameters that are not its task (the session's counters, the ids)."""


def _task(m: Any) -> str:
    """What the learner is asked: every parameter of the task (a Double Barrel hand's cards)."""
    task = {k: repr(v) for k, v in m.param.values().items() if k not in SESSION}
    if m.kind == "barrel-hand":
        task["hand"] = repr([(s.cards) for s in m.hand.seats]) + repr(m.hand.button)
    return repr(sorted(task.items()))


def _next(m: Any) -> None:
    m.next_hand() if m.kind == "barrel-hand" else m.next()


@pytest.mark.parametrize(("kind", "game"), DRILLS)
def test_a_drill_deals_its_first_task_from_the_build_then_the_visits_own(
        kind: str, game: str | None) -> None:
    visits = [visit_seed(84017, fresh) for fresh in (48219, 73105)]
    build = make_model(kind, game, "en", seed=84017)
    seconds = []
    for seed in visits:
        m = make_model(kind, game, "en", seed=seed)
        assert _task(m) == _task(build)  # deal 0: the build's first state, on screen
        if kind == "barrel-hand":
            m.phase = "done"  # (the hand is played out; the next one is what matters here)
        _next(m)
        seconds.append(_task(m))
    assert seconds[0] != seconds[1], "two visits, the same second task"
    if kind == "barrel-hand":
        build.phase = "done"
    _next(build)
    assert _task(build) not in seconds  # and not the build seed's own second task


@pytest.mark.parametrize(("kind", "game"), DRILLS)
def test_a_drills_seeds_below_ten_digits_deal_as_before(kind: str, game: str | None) -> None:
    # a class plan's seeds (up to 999999999), five-digit links, tests: the seeding of before
    import random

    for seed, number in ((0, 0), (4242, 3), (999_999_999, 1)):
        m = make_model(kind, game, "en", seed=seed)
        m.load_item({**(m.item() or {}), "seed": seed, "number": number})
        if kind == "barrel-hand":
            from tutor.barrel.hand import DoubleBarrelHand

            hand = DoubleBarrelHand(m.players, seed=seed * 1000 + number,
                                    button=number % m.players)
            assert [sorted(s.cards) for s in m.hand.seats] == [sorted(s.cards)
                                                               for s in hand.seats]
            continue
        rng = random.Random(f"{kind}:{game}:{seed}:{number}" if kind in DRILL_KINDS
                            else f"{kind}:{seed}:{number}")
        if kind in DRILL_KINDS:
            was = make_model(kind, game, "en", seed=seed)
            was.number = number  # (setting it deals nothing)
            was.make_task(rng)  # type: ignore[attr-defined]
            assert _task(m) == _task(was)
        else:
            from tutor.raspisnoy import drills

            deal = getattr(drills, f"{kind.removeprefix('rasp-')}_question")
            assert m.question == deal(rng)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("kind", "game"), DRILLS)
def test_a_missed_task_of_a_visit_is_dealt_again_by_the_review(kind: str,
                                                               game: str | None) -> None:
    # progress keeps a wrong answer's item (its seed and number); the review deals it again
    m = make_model(kind, game, "ru", seed=visit_seed(84017, 48219))
    for _ in range(2):
        if kind == "barrel-hand":
            m.phase = "done"
        _next(m)
    item = m.item()
    assert item is not None and item["seed"] == 4821984017 and item["number"] == 2
    again = make_model(kind, game, "ru")
    again.load_item(item)
    assert _task(again) == _task(m) and again.item() == item


def test_every_drill_made_without_a_seed_draws_a_fresh_one() -> None:
    # so the build writes several first states for a drill's slot, each with its seed, and
    # tutor apps deals every session its own tasks (a model's own default stays 0)
    for kind, game in DRILLS:
        seeds = {make_model(kind, game).seed for _ in range(4)}  # type: ignore[attr-defined]
        assert len(seeds) > 1 and all(10_000 <= s < 100_000 for s in seeds), kind
        assert make_model(kind, game, seed=7).seed == 7  # type: ignore[attr-defined]
