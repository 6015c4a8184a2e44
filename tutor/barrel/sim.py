"""The second yardstick: a split's pot share against k opponents, by seeded simulation.

Opponents either split by the tutor's best-split rule (``policy="best"``, the
quick form of :func:`tutor.barrel.policy.best_split`) or hold random barrels
(``policy="random"``: 8 random unseen cards, the first 4 dealt are barrel 1).
A best-split opponent plays either barrel first with equal chance. Each trial
deals the opponents from the unseen cards and scores all 35 splits of the
learner at once: a barrel's share of its half is 1 for a win, 1/n for an
n-way tie, 0 for a loss; a split's sample is the mean of its two shares. The
figure is the mean over trials, with its standard error.

>>> from tutor.barrel.splits import analyse_splits
>>> a = analyse_splits("As Ks Qs Js 7d 7c 2h 3h")
>>> sim = simulate(a, opponents=1, policy="random", trials=2000, seed=1)
>>> f = sim.figures[0]
>>> abs(f.score - a.best.score) < 4 * f.se
True
>>> simulate(a, opponents=1, seed=1).figures[0] == simulate(a, opponents=1, seed=1).figures[0]
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import sqrt

from tutor.barrel.policy import best_split
from tutor.barrel.splits import SplitAnalysis
from tutor.cards import ALL_CARDS
from tutor.errors import TutorError, quote
from tutor.rankings.barrel import colex_index, strength_table
from tutor.texts import N_

POLICIES = ("best", "random")


@dataclass(frozen=True)
class SimFigure:
    """One split's simulated figures: mean share of each barrel's half and the score."""

    win: tuple[float, float]
    score: float
    se: float
    """Standard error of ``score``."""


@dataclass(frozen=True)
class Simulation:
    """The simulated yardstick for every split of an analysis (same order as ``splits``)."""

    opponents: int
    policy: str
    trials: int
    seed: int
    figures: tuple[SimFigure, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "opponents": self.opponents, "policy": self.policy, "trials": self.trials,
            "seed": self.seed,
            "splits": [
                {"win": [round(w, 6) for w in f.win], "score": round(f.score, 6),
                 "se": round(f.se, 6)}
                for f in self.figures
            ],
        }


def simulate(
    analysis: SplitAnalysis,
    opponents: int = 1,
    *,
    policy: str = "best",
    trials: int = 2000,
    seed: int = 0,
) -> Simulation:
    """Simulate every split of ``analysis`` against ``opponents`` (1..5) opponents."""
    if not 1 <= opponents <= 5:
        raise TutorError(
            N_("Double Barrel has 2-6 players: opponents must be 1 to 5, got {n}"), n=opponents)
    if policy not in POLICIES:
        raise TutorError(N_("unknown opponent policy {shown}; known: {known}"),
                         shown=quote(str(policy)), known=", ".join(POLICIES))
    if trials < 2:
        raise TutorError(N_("need at least 2 trials, got {n}"), n=trials)
    known = set(analysis.cards) | set(analysis.dead)
    unseen = [c for c in ALL_CARDS if c not in known]
    if len(unseen) < 8 * opponents:
        raise TutorError(
            f"{opponents} opponents need {8 * opponents} unseen cards, only {len(unseen)} left"
        )
    rng = random.Random(seed)
    table = strength_table()
    mine = [s.strengths for s in analysis.splits]
    n = len(mine)
    sum_a = [0.0] * n
    sum_b = [0.0] * n
    sum_s = [0.0] * n
    sum_s2 = [0.0] * n
    for _ in range(trials):
        dealt = rng.sample(unseen, 8 * opponents)
        first: list[int] = []
        second: list[int] = []
        for k in range(opponents):
            eight = dealt[8 * k: 8 * k + 8]
            if policy == "best":
                b1, b2 = best_split(eight)
                if rng.random() < 0.5:
                    b1, b2 = b2, b1
            else:
                b1, b2 = tuple(eight[:4]), tuple(eight[4:])
            first.append(table[colex_index(b1[0], b1[1], b1[2], b1[3])])
            second.append(table[colex_index(b2[0], b2[1], b2[2], b2[3])])
        m1, m2 = max(first), max(second)
        t1, t2 = 1.0 / (first.count(m1) + 1), 1.0 / (second.count(m2) + 1)
        for i, (sa, sb) in enumerate(mine):
            wa = 1.0 if sa > m1 else t1 if sa == m1 else 0.0
            wb = 1.0 if sb > m2 else t2 if sb == m2 else 0.0
            s = (wa + wb) / 2
            sum_a[i] += wa
            sum_b[i] += wb
            sum_s[i] += s
            sum_s2[i] += s * s
    figures = []
    for i in range(n):
        mean = sum_s[i] / trials
        var = max(sum_s2[i] / trials - mean * mean, 0.0) * trials / (trials - 1)
        figures.append(SimFigure((sum_a[i] / trials, sum_b[i] / trials), mean,
                                 sqrt(var / trials)))
    return Simulation(opponents, policy, trials, seed, tuple(figures))
