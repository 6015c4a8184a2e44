"""Double Barrel figures for ``tutor bench`` (``bench_section``) — measured, never asserted.

>>> section = bench_section(quick=True, deals=5)
>>> section["title"], [r["what"].split(":")[0] for r in section["rows"]][:2]
('double-barrel', ['barrel tables', 'split analysis'])
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from tutor.barrel import tables
from tutor.barrel.policy import best_split
from tutor.barrel.sim import simulate
from tutor.barrel.splits import analyse_splits
from tutor.cards import ALL_CARDS
from tutor.rankings import barrel as barrel_family
from tutor.rankings.barrel import BARREL


def bench_section(
    quick: bool = False, *, deals: int | None = None, seed: int = 5
) -> dict[str, Any]:
    """The ``double-barrel`` section: table build, split analysis, simulation, bots' rule."""
    rng = random.Random(seed)
    rows: list[dict[str, Any]] = []
    fresh = barrel_family._TABLE is None and tables._INDEX is None
    t0 = time.perf_counter()
    tables.barrel_index()
    build = time.perf_counter() - t0
    rows.append({
        "what": (f"barrel tables: {build:.3f} s to rank all 270,725 barrels and build the "
                 f"52 card bitsets" if fresh else "barrel tables: already built in this process"),
        "seconds": build if fresh else None,
    })
    deals = deals or (100 if quick else 500)
    hands = [rng.sample(ALL_CARDS, 8) for _ in range(deals)]
    times = []
    for h in hands:
        t = time.perf_counter()
        analyse_splits(h)
        times.append(time.perf_counter() - t)
    med = statistics.median(times)
    p90 = sorted(times)[int(0.9 * (len(times) - 1))]
    rows.append({
        "what": (f"split analysis: all 35 splits exact, median {med * 1000:.2f} ms, "
                 f"90th pct {p90 * 1000:.2f} ms over {deals} deals (goal <= 20 ms)"),
        "n": deals, "rate": 1 / med, "median_ms": med * 1000, "p90_ms": p90 * 1000,
        "note": "analyses",
    })
    barrels = [tuple(rng.sample(ALL_CARDS, 4)) for _ in range(20_000)]
    t = time.perf_counter()
    for b in barrels:
        BARREL.strength(b)
    rate = len(barrels) / (time.perf_counter() - t)
    rows.append({"what": "barrel strength (table lookup)", "n": len(barrels), "rate": rate})
    trials = 300 if quick else 2000
    a = analyse_splits(hands[0])
    t = time.perf_counter()
    simulate(a, 5, trials=trials, seed=seed)
    sim_s = time.perf_counter() - t
    rows.append({
        "what": f"simulation vs 5 best-split opponents: {trials} trials in {sim_s:.2f} s",
        "n": trials, "rate": trials / sim_s, "note": "trials",
    })
    check = hands[: (50 if quick else 300)]
    losses = []
    for h in check:
        losses.append(analyse_splits(h).find(list(best_split(h))).loss)
    agree = sum(1 for x in losses if x == 0) / len(check)
    rows.append({
        "what": (f"quick best-split rule (bots, simulated opponents) vs exact: same score in "
                 f"{agree * 100:.0f}% of {len(check)} deals, mean loss "
                 f"{statistics.fmean(losses) * 100:.3f} points, max "
                 f"{max(losses) * 100:.2f} points"),
    })
    return {"title": "double-barrel", "rows": rows}

