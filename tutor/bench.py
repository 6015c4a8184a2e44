"""``tutor bench``: evaluation speed beside treys, measured in the same run.

Speed is reported, never asserted. ``treys`` is a dev-only dependency: the
bench imports it here and says so when it is missing (the tutor's own figures
are still measured).

Sections (``run_bench()["sections"]``), each ``{"title", "rows"}`` with rows
``{"what", "n", "rate"}`` (evaluations per second) and, when treys does the
same thing, ``"treys_rate"`` and ``"ratio"`` (ours / treys):

1. ``five-card``: one 5-card standard hand (``STANDARD.strength`` vs
   ``Evaluator.evaluate``, and treys's internal ``_five`` for reference);
2. ``best-of-7``: Hold'em's best five of seven;
3. ``enumerate``: category counts over every 5-card hand (``tutor stats``);
4. ``families``: every family's 5-card rate and its ratio to standard, plus
   the best-of-N forms the games use;
5. ``tables``: build seconds, entries and approximate memory per family;
6. extra sections from other parts of the package: a module listed in
   :data:`EXTRA_SECTIONS` that defines ``bench_section(quick: bool) -> dict``
   (same shape as above) is added at the end — Double Barrel's split analysis
   goes there (``tutor.barrel.bench``).

>>> report = run_bench(quick=True, sections=("five-card",), repeat=1)
>>> [s["title"] for s in report["sections"]]
['five-card']
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import json
import platform
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations, pairwise
from math import comb
from typing import Any

from tutor.argtypes import whole
from tutor.cards import DECK_32, DECK_52, Card
from tutor.rankings import EIGHT_LOW, FAMILY_IDS, SHORT36, STANDARD, TELESINA, get_family
from tutor.rankings._common import FamilyBase
from tutor.stats import _counted

EXTRA_SECTIONS: tuple[str, ...] = ("tutor.barrel.bench",)
"""Modules that may add a section through ``bench_section(quick: bool) -> dict``."""

SECTIONS = ("five-card", "best-of-7", "enumerate", "families", "tables", "extra")
FAMILIES: tuple[FamilyBase, ...] = tuple(
    f for f in map(get_family, FAMILY_IDS) if isinstance(f, FamilyBase))
"""The 5-card families, from the registry (the barrel family has its own section)."""

Row = dict[str, Any]


def _rate(fn: Callable[[], object], n: int, repeat: int) -> float:
    """Items per second of ``fn`` (which handles ``n`` items), best of ``repeat`` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return n / best if best > 0 else float("inf")


def _race(fns: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """Best time of each function, the runs interleaved (a busy machine hurts all alike)."""
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(repeat):
        for key, fn in fns.items():
            start = time.perf_counter()
            fn()
            best[key] = min(best[key], time.perf_counter() - start)
    return best


def _treys() -> tuple[Any, Any, str | None]:
    """(treys Card, an Evaluator, None) or (None, None, why it is missing)."""
    try:
        treys = importlib.import_module("treys")
    except ImportError:
        return None, None, "treys is not installed (pip install treys): no comparison"
    return treys.Card, treys.Evaluator(), None


def _version(package: str) -> str:
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "unknown version"


def _to_treys(tcard: Any, cards: Iterable[Card]) -> list[int]:
    return [tcard.new(str(c)) for c in cards]


def _row(what: str, n: int, rate: float, treys_rate: float | None = None,
         note: str = "") -> Row:
    row: Row = {"what": what, "n": n, "rate": rate}
    if treys_rate is not None:
        row["treys_rate"] = treys_rate
        row["ratio"] = rate / treys_rate
    if note:
        row["note"] = note
    return row


def _sample(rng: random.Random, deck: Sequence[Card], k: int, n: int) -> list[tuple[Card, ...]]:
    return [tuple(rng.sample(deck, k)) for _ in range(n)]


def _five_card(rng: random.Random, n: int, repeat: int, tcard: Any, ev: Any) -> list[Row]:
    hands = _sample(rng, DECK_52.cards, 5, n)
    STANDARD.ensure_tables()
    strength = STANDARD.strength

    def ours() -> None:
        for h in hands:
            strength(h)

    fns: dict[str, Callable[[], object]] = {"ours": ours}
    if ev is not None:
        split = [(t[:2], t[2:]) for t in (_to_treys(tcard, h) for h in hands)]
        flat = [tuple(a + b) for a, b in split]
        evaluate, five = ev.evaluate, ev._five

        def theirs() -> None:
            for a, b in split:
                evaluate(a, b)

        def theirs_five() -> None:
            for t in flat:
                five(t)

        fns |= {"treys": theirs, "treys_five": theirs_five}
    times = _race(fns, repeat)
    what = "standard 5 cards: STANDARD.strength"
    if ev is None:
        return [_row(what, n, n / times["ours"])]
    return [
        _row(what, n, n / times["ours"], n / times["treys"],
             "treys: Evaluator.evaluate(hand, board)"),
        _row("standard 5 cards, treys internal _five", n, n / times["ours"],
             n / times["treys_five"], "ours: the same STANDARD.strength"),
    ]


def _best_of_7(rng: random.Random, n: int, repeat: int, tcard: Any, ev: Any) -> list[Row]:
    hands = _sample(rng, DECK_52.cards, 7, n)
    STANDARD.ensure_tables7()
    best = STANDARD.best_strength

    def ours() -> None:
        for h in hands:
            best(h)

    from tutor.rankings import best_hand

    few = hands[: max(1, n // 10)]

    def ours_value() -> None:
        for h in few:
            best_hand(STANDARD, h)

    def ours_steps() -> None:
        for h in few:
            _ = best_hand(STANDARD, h).steps

    from tutor.explain import explain
    from tutor.showdown import showdown

    # two players: one sample's hole cards and board, the next sample's hole cards
    duels = [((h[:2], o[:2]), h[2:]) for h, o in pairwise(few)
             if not {*o[:2]} & {*h}]

    def ours_showdown() -> None:
        for players, board in duels:
            explain(showdown("holdem", players, board))

    fns: dict[str, Callable[[], object]] = {"ours": ours}
    if ev is not None:
        split = [(t[:2], t[2:]) for t in (_to_treys(tcard, h) for h in hands)]
        evaluate = ev.evaluate

        def theirs() -> None:
            for a, b in split:
                evaluate(a, b)

        fns["treys"] = theirs
    times = _race(fns, repeat)
    treys_rate = n / times["treys"] if ev is not None else None
    return [
        _row("best 5 of 7: STANDARD.best_strength", n, n / times["ours"], treys_rate,
             "treys: Evaluator.evaluate(2 hole, 5 board)"),
        _row("best 5 of 7 with explanation: best_hand() -> HandValue", len(few),
             _rate(ours_value, len(few), repeat), treys_rate,
             "category and chosen cards; the steps when first asked for"),
        _row("best 5 of 7, steps worked out: best_hand().steps", len(few),
             _rate(ours_steps, len(few), repeat), treys_rate,
             "the whole explanation data of every hand"),
        _row("hold'em showdown of 2 hands with its sentence, per hand", 2 * len(duels),
             _rate(ours_showdown, 2 * len(duels), repeat), treys_rate,
             "explain(showdown(...)): parse, best of 7 each, deciding step, en sentence"),
    ]


def _enumerate(quick: bool, repeat: int, tcard: Any, ev: Any) -> list[Row]:
    deck = DECK_32 if quick else DECK_52
    n = comb(deck.size, 5)
    STANDARD.ensure_tables()

    def ours() -> None:  # uncached: the real work of `tutor stats --game holdem`
        counts = _counted.__wrapped__("standard", deck.size)
        if sum(c for _, c in counts) != n:
            raise RuntimeError(f"the enumeration counted {sum(c for _, c in counts)} of {n}")

    fns: dict[str, Callable[[], object]] = {"ours": ours}
    if ev is not None:
        tdeck = _to_treys(tcard, deck.cards)
        five, rank_class = ev._five, ev.get_rank_class

        def theirs() -> None:
            by_rank = Counter(map(five, combinations(tdeck, 5)))
            per_class: Counter[int] = Counter()
            for r, c in by_rank.items():
                per_class[rank_class(r)] += c

        fns["treys"] = theirs
    times = _race(fns, repeat)
    treys_rate = n / times["treys"] if ev is not None else None
    return [_row(f"category counts over all {n:,} hands of the {deck.size}-card deck", n,
                 n / times["ours"], treys_rate,
                 "treys: Counter(map(_five, combinations(deck, 5))), then rank classes")]


def _families(rng: random.Random, n: int, repeat: int) -> list[Row]:
    rows: list[Row] = []
    loops: dict[str, Callable[[], object]] = {}
    for fam in FAMILIES:
        fam.ensure_tables()
        hands = _sample(rng, fam.deck.cards, 5, n)

        def loop(hands: list[tuple[Card, ...]] = hands,
                 strength: Callable[..., int] = fam.strength) -> None:
            for h in hands:
                strength(h)

        loops[fam.id] = loop
    times = _race(loops, max(repeat, 5))
    base = n / times["standard"]
    for fam in FAMILIES:
        rate = n / times[fam.id]
        rows.append(_row(f"{fam.id} 5 cards", n, rate, note=f"{rate / base:.2f} x standard"))
    forms: list[tuple[str, FamilyBase, int, Callable[[tuple[Card, ...]], int]]] = [
        ("holdem: standard best 5 of 7", STANDARD, 7, STANDARD.best_strength),
        ("shortdeck36: short36 best 5 of 7", SHORT36, 7, SHORT36.best_strength),
        ("stud7-hilo low: eight-low best of 7", EIGHT_LOW, 7, EIGHT_LOW.best_strength),
        ("telesina: best 5 of 5 + Vela", TELESINA, 6,
         lambda h: TELESINA.best_strength(h, context=h[-1])),
        ("omaha: standard 2 of 4 + 3 of 5", STANDARD, 9,
         lambda h: STANDARD.omaha_strength(h[:4], h[4:])),
        ("omaha-hilo low: eight-low 2 of 4 + 3 of 5", EIGHT_LOW, 9,
         lambda h: EIGHT_LOW.omaha_strength(h[:4], h[4:])),
    ]
    m = max(1, n // 5)
    form_loops: dict[str, Callable[[], object]] = {}
    for what, fam, k, fn in forms:
        hands = _sample(rng, fam.deck.cards, k, m)

        def loop2(hands: list[tuple[Card, ...]] = hands,
                  fn: Callable[[tuple[Card, ...]], int] = fn) -> None:
            for h in hands:
                fn(h)

        if k == 7 and isinstance(fam, type(STANDARD)):
            fam.ensure_tables7()
        form_loops[what] = loop2
    form_times = _race(form_loops, max(repeat, 3))
    rows += [_row(what, m, m / t) for what, t in form_times.items()]
    return rows


def _tables() -> list[Row]:
    rows: list[Row] = []
    for fam in FAMILIES:
        info = fam.table_info()
        row: Row = {"what": fam.id, **info}
        seven = fam.build7_seconds
        if seven:
            row["build7_seconds"] = seven
        rows.append(row)
    return rows


def _extra(quick: bool) -> list[dict[str, Any]]:
    sections = []
    for name in EXTRA_SECTIONS:
        sections.append(dict(importlib.import_module(name).bench_section(quick)))
    return sections


def run_bench(*, quick: bool = False, n: int | None = None, repeat: int = 3, seed: int = 2,
              sections: Sequence[str] = SECTIONS) -> dict[str, Any]:
    """Run the benchmarks; a dict with ``sections`` (see the module doc) and the setup.

    ``quick`` uses fewer hands and enumerates the 32-card deck instead of all
    2,598,960 hands (seconds instead of about a minute).
    """
    rng = random.Random(seed)
    n = n or (20_000 if quick else 200_000)
    tcard, ev, missing = _treys()
    out: dict[str, Any] = {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "treys": None if missing else _version("treys"),
        "treys_missing": missing,
        "quick": quick,
        "n": n,
        "sections": [],
    }
    wanted = set(sections)
    if "tables" in wanted:  # first, so the build times are those of a fresh process
        for fam in FAMILIES:
            fam.ensure_tables()
        STANDARD.ensure_tables7()
        SHORT36.ensure_tables7()
    if "five-card" in wanted:
        out["sections"].append({"title": "five-card",
                                "rows": _five_card(rng, n, repeat, tcard, ev)})
    if "best-of-7" in wanted:
        out["sections"].append({"title": "best-of-7",
                                "rows": _best_of_7(rng, n // 2, repeat, tcard, ev)})
    if "enumerate" in wanted:
        out["sections"].append({"title": "enumerate",
                                "rows": _enumerate(quick, min(repeat, 2), tcard, ev)})
    if "families" in wanted:
        out["sections"].append({"title": "families",
                                "rows": _families(rng, n // 2, repeat)})
    if "tables" in wanted:
        out["sections"].append({"title": "tables", "rows": _tables()})
    if "extra" in wanted:
        out["sections"].extend(_extra(quick))
    return out


def _fmt_rate(rate: float) -> str:
    return f"{rate:>12,.0f}/s"


def format_report(result: dict[str, Any]) -> str:
    """The bench result as text for people."""
    treys = f"treys {result['treys']}" if result["treys"] else "no treys"
    lines = [f"tutor bench — Python {result['python']} ({result['implementation']}), "
             f"{treys}, {'quick' if result['quick'] else 'full'} run; rates are the best "
             "of the runs, ours and treys interleaved"]
    if result["treys_missing"]:
        lines.append(f"NOTE: {result['treys_missing']}")
    for section in result["sections"]:
        lines.append("")
        lines.append(f"== {section['title']}")
        for row in section["rows"]:
            if "build_seconds" in row:
                seven = (f", best-of-7 tables {row['build7_seconds']:.3f} s"
                         if "build7_seconds" in row else "")
                lines.append(f"  {row['what']:<14} built in {row['build_seconds']:.3f} s"
                             f"{seven}; {row['entries']:,} entries, "
                             f"~{row['bytes'] / 1e6:.1f} MB")
                continue
            text = f"  {row['what']:<58} {_fmt_rate(row['rate'])}" if "rate" in row \
                else f"  {row['what']}"
            if "treys_rate" in row:
                text += f"  treys {_fmt_rate(row['treys_rate'])}  = {row['ratio']:.2f}x"
            if row.get("note"):
                text += f"  ({row['note']})"
            lines.append(text)
    return "\n".join(lines)


MAX_N = 1_000_000
"""Most hands per measurement: a few seconds and a few hundred MB each (10 million took
6 minutes and 4.6 GB)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``tutor bench`` options."""
    parser.add_argument("--quick", action="store_true",
                        help="fewer hands; enumerate the 32-card deck instead of all 52")
    parser.add_argument("--n", type=whole(1, MAX_N), default=None,
                        help=f"hands per measurement (1 to {MAX_N:,})")
    parser.add_argument("--repeat", type=whole(1, 20), default=3,
                        help="runs per measurement, the best counts (1 to 20)")
    parser.add_argument("--seed", type=whole(0, 2**63 - 1), default=2)
    parser.add_argument("--section", action="append", choices=SECTIONS,
                        help="only these sections (repeatable)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def run(args: argparse.Namespace) -> int:
    """Run ``tutor bench`` from parsed arguments; print the report."""
    result = run_bench(quick=args.quick, n=args.n, repeat=args.repeat, seed=args.seed,
                       sections=args.section or SECTIONS)
    print(json.dumps(result, indent=2) if args.json else format_report(result))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m tutor.bench``."""
    parser = argparse.ArgumentParser(prog="tutor bench", description=__doc__.split("\n")[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
