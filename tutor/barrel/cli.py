"""``tutor split`` and ``tutor play double-barrel`` (registered by ``tutor.cli``).

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="tutor")
>>> add_subcommands(parser.add_subparsers(dest="command"))
>>> args = parser.parse_args(["split", "As Ks Qs Js 7d 7c 2h 3h", "--json"])
>>> args.func(args)  # doctest: +ELLIPSIS
{"splits": [{"barrels": ["Ks Qs Js 7c", "As 7d 2h 3h"], "categories": ["three-flush", ...
0
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, TextIO

from tutor.argtypes import whole
from tutor.errors import TutorError, quote
from tutor.texts import LANGS, N_, _, p_

if TYPE_CHECKING:  # the modules themselves are imported by the handlers
    from tutor.barrel.bots import BotPolicy
    from tutor.barrel.hand import DoubleBarrelHand
    from tutor.barrel.sim import Simulation
    from tutor.barrel.splits import SplitAnalysis

POLICIES = ("best", "random")
MAX_TRIALS = 10_000
"""Most simulation trials (10,000 deals against 5 opponents take a few seconds)."""
MAX_SEED = 2**63 - 1


def add_subcommands(subparsers: Any) -> None:
    """Add ``split`` and ``play`` to the ``tutor`` command's sub-parsers."""
    p = subparsers.add_parser(
        "split", help="Double Barrel: rank all 35 splits of 8 cards and say why",
        description="Rank every split of 8 cards into two 4-card barrels by the exact chance "
                    "of each barrel to beat one random barrel of the unseen cards.")
    p.add_argument("cards", nargs="+", help='8 cards, e.g. "As Ks Qs Js 7d 7c 2h 3h"')
    p.add_argument("--dead", default="", help="other cards known to be out")
    p.add_argument("--mine", default=None,
                   help='your split to explain: barrel 1 ("As Ks Qs Js") or both "… | …"')
    p.add_argument("--opponents", type=whole(1, 5), default=None, metavar="K",
                   help="also simulate K opponents (1-5) who split by the best-split rule")
    p.add_argument("--policy", choices=POLICIES, default="best",
                   help="how simulated opponents split (default: best)")
    p.add_argument("--trials", type=whole(2, MAX_TRIALS), default=2000,
                   help=f"simulation trials, 2 to {MAX_TRIALS:,} (default 2000)")
    p.add_argument("--seed", type=whole(0, MAX_SEED), default=0, help="simulation seed (default 0)")
    p.add_argument("--top", type=whole(1, 35), default=35,
                   help="table rows to print, 1 to 35 (default all 35)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--lang", choices=LANGS, default="en")
    p.set_defaults(func=cmd_split)

    from tutor.subcommands import play_parsers

    q = play_parsers(subparsers).add_parser(
        "double-barrel", help="play a whole hand of Double Barrel with bots",
        description="A whole hand of Double Barrel with bots (optionally one seat typed at "
                    "stdin), printed as a transcript.")
    q.add_argument("--players", type=whole(-99, 99), default=4, help="2-6 players (default 4)")
    q.add_argument("--seed", type=whole(0, MAX_SEED), default=None,
                   help="seed for the deal and the bots")
    q.add_argument("--button", type=whole(-99, 99), default=None,
                   help="dealer seat (default: from the seed)")
    q.add_argument("--human", type=whole(-99, 99), default=None, metavar="SEAT",
                   help="seat played by a person at stdin")
    q.add_argument("--bots", default="best,naive",
                   help="bot policies by seat, cycled: best, naive (default best,naive)")
    q.add_argument("--json", action="store_true", help="print the transcript as JSON data")
    q.add_argument("--lang", choices=LANGS, default="en")
    q.set_defaults(func=cmd_play)


# ------------------------------------------------------------------- split


def cmd_split(args: argparse.Namespace) -> int:
    """Handler of ``tutor split``."""
    from tutor.barrel.sim import simulate
    from tutor.barrel.splits import analyse_splits

    analysis = analyse_splits(" ".join(args.cards), args.dead)
    sim: Simulation | None = None
    if args.opponents is not None:
        sim = simulate(analysis, args.opponents, policy=args.policy, trials=args.trials,
                       seed=args.seed)
    if args.json:
        data: dict[str, Any] = analysis.to_json()
        if sim is not None:
            data["opponents"] = sim.to_json()
        print(json.dumps(data, ensure_ascii=False))
        return 0
    print(split_text(analysis, sim, args.lang, args.mine, args.top))
    return 0


def split_text(analysis: SplitAnalysis, sim: Simulation | None = None, lang: str = "en",
               mine: str | None = None, top: int = 35) -> str:
    """The ranked table, the best split and why, as text."""
    from tutor.barrel.names import category_name
    from tutor.barrel.policy import naive_split
    from tutor.barrel.why import compare_split
    from tutor.cards import format_cards
    from tutor.i18n import number

    lines = []
    lines.append(_("Splits of {cards}: each barrel's exact chance to beat one random barrel "
                   "of the {unseen} unseen cards ({n} barrels; ties count half).", lang,
                   cards=format_cards(analysis.cards, "glyph"), unseen=analysis.unseen,
                   n=number(analysis.opponent_barrels, lang)))
    head = [p_("split table", "rank", lang), _("barrel A", lang), _("barrel B", lang),
            _("win A", lang), _("win B", lang), p_("split table", "score", lang),
            _("loss", lang)]
    if sim is not None:
        who = {"best": _("best-split", lang), "random": _("random", lang)}[sim.policy]
        head.append(f"vs {sim.opponents} {who} ± se")
    rows = []
    for i, s in enumerate(analysis.splits[:top]):
        names = s.names(lang)
        row = [str(s.rank),
               f"{format_cards(s.barrels[0], 'glyph')} {names[0]}",
               f"{format_cards(s.barrels[1], 'glyph')} {names[1]}",
               _pct(s.win[0]), _pct(s.win[1]), _pct(s.score),
               "—" if s.loss == 0 else f"-{s.loss * 100:.2f}"]
        if sim is not None:
            f = sim.figures[i]
            row.append(f"{_pct(f.score)} ± {f.se * 100:.1f}")
        rows.append(row)
    widths = [max(len(r[k]) for r in [head, *rows]) for k in range(len(head))]
    for r in [head, *rows]:
        lines.append("  ".join(c.rjust(w) if k in (0, 3, 4, 5, 6, 7) else c.ljust(w)
                               for k, (c, w) in enumerate(zip(r, widths, strict=True))).rstrip())
    if top < len(analysis.splits):
        lines.append(f"… {len(analysis.splits) - top} more")
    if sim is not None:
        lines.append(_("Simulation: {trials} trials, seed {seed}; {opponents} opponent(s), "
                       "each playing either barrel first with equal chance.", lang,
                       trials=sim.trials, seed=sim.seed, opponents=sim.opponents))
    best = analysis.best
    lines.append("")
    lines.append(_("Best split: {a} ({a_name}) | {b} ({b_name}), score {score}", lang,
                   a=format_cards(best.barrels[0], "glyph"),
                   a_name=category_name(best.categories[0], lang),
                   b=format_cards(best.barrels[1], "glyph"),
                   b_name=category_name(best.categories[1], lang), score=_pct(best.score)))
    lines.append("")
    if mine is not None:
        chosen: Any = mine
    else:
        naive = naive_split(analysis.cards)
        chosen = naive[0]
        if analysis.find(chosen).rank != 1:
            lines.append(_('Why not "strongest barrel first":', lang))
    lines.append(compare_split(analysis, chosen).why(lang))
    return "\n".join(lines)


def _pct(x: float) -> str:
    return f"{x * 100:.1f}%"


# -------------------------------------------------------------------- play


def cmd_play(args: argparse.Namespace) -> int:
    """Handler of ``tutor play double-barrel``."""
    from tutor.barrel.bots import BOTS, play_bots
    from tutor.barrel.hand import DoubleBarrelHand
    from tutor.barrel.transcript import render

    n = args.players
    if not 2 <= n <= 6:
        raise TutorError(N_("Double Barrel is for 2-6 players, got --players {n}"), n=n)
    if args.human is not None and not 0 <= args.human < n:
        raise TutorError(N_("--human must be a seat 0..{last}, got {seat}"), last=n - 1,
                         seat=args.human)
    keys = [k.strip() for k in args.bots.split(",") if k.strip()]
    for k in keys:
        if k not in BOTS:
            raise TutorError(N_("unknown bot policy {policy}; known: {known}"),
                             policy=quote(k), known=", ".join(BOTS))
    if not keys:
        raise TutorError(N_("--bots needs at least one policy (best, naive)"))
    seed = args.seed
    button = args.button if args.button is not None else (seed or 0) % n
    if not 0 <= button < n:
        raise TutorError(N_("--button must be a seat 0..{last}, got {seat}"), last=n - 1,
                         seat=button)
    names = [f"seat {i}" + ("" if i == args.human else f" ({BOTS[keys[i % len(keys)]].name})")
             for i in range(n)]
    if args.human is not None:
        names[args.human] = f"seat {args.human} (you)"
    hand = DoubleBarrelHand(n, seed=seed, button=button, names=names)
    bots: list[BotPolicy | None] = [
        None if i == args.human else BOTS[keys[i % len(keys)]] for i in range(n)]
    if args.human is None:
        play_bots(hand, bots, seed=seed)
    elif not _play_with_human(hand, bots, args.human, seed, args.lang, sys.stdin, sys.stdout):
        print(_("tutor play: input ended before the hand was over", args.lang), file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps({"events": hand.transcript()}, ensure_ascii=False, default=str))
    else:
        print(render(hand, args.lang))
        if args.human is not None:
            print()
            print(_split_feedback(hand, args.human, args.lang))
    return 0


def _split_feedback(hand: DoubleBarrelHand, seat: int, lang: str) -> str:
    """How the person's split ranked among all 35, and why (after the hand)."""
    from tutor.barrel.splits import analyse_splits
    from tutor.barrel.why import compare_split

    s = hand.seats[seat]
    if s.barrels is None:
        return ""
    feedback = compare_split(analyse_splits(s.cards), s.barrels[0]).why(lang)
    return _("Your split:", lang) + "\n" + feedback


def _play_with_human(hand: DoubleBarrelHand, bots: list[BotPolicy | None], human: int,
                     seed: int | None, lang: str, stdin: TextIO, stdout: TextIO) -> bool:
    """Bots play; the human's split and actions are read from ``stdin``. False on EOF."""
    from tutor.barrel.betting import Phase
    from tutor.barrel.bots import play_bots
    from tutor.barrel.hand import Action, IllegalAction
    from tutor.barrel.transcript import render
    from tutor.cards import format_cards
    from tutor.prompt import TypedLines, ask

    typed = TypedLines(stdin)
    me = hand.seats[human]
    stdout.write(_("Your cards: {glyphs}  ({cards})", lang, glyphs=format_cards(me.cards, "glyph"),
                   cards=format_cards(me.cards)) + "\n")
    while me.barrels is None:
        line = ask(_("Barrel 1 (4 cards, the rest is barrel 2): ", lang), typed, stdout)
        if line is None:
            return False
        try:
            hand.split(human, line)
        except TutorError as err:
            stdout.write(f"  {err}\n")
    play_bots(hand, bots, seed=seed)
    shown = 0
    while hand.phase is not Phase.DONE:
        if hand.to_act != human:  # play_bots stops only at the person's turn or the end
            raise TutorError(N_("expected seat {human} to act, not seat {seat}"), human=human,
                             seat=hand.to_act)
        stdout.write(render(hand, lang, start=shown, public=True) + "\n")
        shown = len(hand.events)
        legal = ", ".join(str(a) for a in hand.legal_actions())
        r = hand.round
        own = me.barrels[r - 1]
        stdout.write(_table_state(hand, human, lang))
        prompt = _("Round {r}, your barrel {barrel}; legal: {legal}: ", lang, r=r,
                   barrel=format_cards(own, "glyph"), legal=legal)
        line = ask(prompt, typed, stdout)
        if line is None:
            return False
        try:
            hand.act(human, Action.parse(line))
        except IllegalAction as err:
            stdout.write(f"  {err}\n")
            continue
        play_bots(hand, bots, seed=None if seed is None else seed + len(hand.events))
    stdout.write("\n")
    return True


def _table_state(hand: DoubleBarrelHand, human: int, lang: str) -> str:
    """The pot and the other seats' round totals, for the person at the keyboard."""
    from tutor.barrel.betting import amount
    from tutor.barrel.transcript import seat_name

    parts = []
    for i, s in enumerate(hand.seats):
        if i == human:
            continue
        state = (_("folded", lang) if s.folded else
                 _("in round: {total}", lang, total=hand.round_total(i)))
        parts.append(f"{seat_name(s.name, i, lang)} {state}")
    return _("  [pot {pot}; {seats}]", lang, pot=amount(hand.pot), seats="; ".join(parts)) + "\n"
