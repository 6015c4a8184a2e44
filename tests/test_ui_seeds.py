"""Visit seeds (issue 29): the first deal is the build's, every later deal the visit's own."""

from __future__ import annotations

from tutor.ui.models.quiz import QuizModel
from tutor.ui.models.rasp_game import RaspGameModel
from tutor.ui.models.seeds import VISIT_SEEDS, deal_seed, fresh_seed, visit_seed
from tutor.ui.models.split import SplitTrainerModel
from tutor.ui.widgets import make_model


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
    # issue 30: the seed box defaulted to 1, so every learner played the same game
    seeds = {make_model("rasp-game").seed for _ in range(5)}  # type: ignore[attr-defined]
    assert len(seeds) > 1 and 1 not in seeds
    m = RaspGameModel(seed=1, players=3)
    m.another_game()
    assert m.seed != 1 and m.state is not None and m.state.seed == m.seed
    assert make_model("rasp-game", seed=7).seed == 7  # type: ignore[attr-defined]
