"""``tutor raspisnoy legal|trick|score|schedule`` and ``tutor play raspisnoy``.

Human text by default; ``--json`` prints the answer object; ``--jsonl`` reads
one JSON object a line from stdin and answers one line each (a bad line is
answered ``{"error": "…"}`` and the run goes on).

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="tutor")
>>> add_subcommands(parser.add_subparsers(dest="command"))
>>> args = parser.parse_args(["raspisnoy", "score", "--cards", "6", "--bid", "3", "--took", "1"])
>>> args.func(args)
−20: bid 3, took 1: −10 for each of the 2 missing = −20
0
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from typing import Any, BinaryIO, TextIO

from tutor.errors import TutorError, said
from tutor.raspisnoy.texts import say
from tutor.texts import N_

Answer = Callable[[Any, str], dict[str, Any]]


def add_subcommands(subparsers: Any) -> None:
    """Add ``raspisnoy`` and ``play raspisnoy`` to the ``tutor`` command."""
    from tutor.subcommands import play_parsers

    r = subparsers.add_parser(
        "raspisnoy", help="Raspisnoy (trick-taking): legal cards, tricks, scores, the schedule",
        description="Ask the Raspisnoy rules: which cards may be played, who takes a trick, "
                    "what a deal scores, the deal schedule. Cards as Ah 10d 6c, the joker "
                    "as 7s or joker; suits s h d c.")
    sub = r.add_subparsers(dest="question", metavar="QUESTION", required=True,
                           parser_class=type(r))

    p = sub.add_parser("legal", help="which cards may be played, and why not the others")
    p.add_argument("--hand", help='your cards, e.g. "Ah 7s 6c"')
    p.add_argument("--trick", default="", help='the cards on the trick, leader first, e.g. "Kh"')
    p.add_argument("--trump", help="the trump suit s/h/d/c, or none")
    p.add_argument("--joker-lead", default=None,
                   help="when the joker led: top-trumps, top:h or lowest:h")
    _common(p, cmd_legal)

    p = sub.add_parser("trick", help="who takes a finished trick, and why")
    p.add_argument("--cards", help='the trick in play order, e.g. "Kh Ah 6d 7s"')
    p.add_argument("--trump", help="the trump suit s/h/d/c, or none")
    p.add_argument("--joker", default=None,
                   help="how the joker was played: highest, lowest (or a lead call)")
    _common(p, cmd_trick)

    p = sub.add_parser("score", help="one player's points for a deal under a preset")
    p.add_argument("--preset", default="D", help="A, B, C or D (default D)")
    p.add_argument("--deal", default="ordinary",
                   help="ordinary, no-trump, blind, misere, golden (lobovaya: preset B)")
    p.add_argument("--cards", type=int, help="cards in each hand")
    p.add_argument("--bid", type=int, default=None, help="the bid (none in misère, golden)")
    p.add_argument("--took", type=int, help="tricks taken")
    _common(p, cmd_score)

    p = sub.add_parser("schedule", help="the deals of a game in order")
    p.add_argument("--players", type=int, help="3 to 6")
    _common(p, cmd_schedule)

    q = play_parsers(subparsers).add_parser(
        "raspisnoy", help="play a whole game of Raspisnoy with bots",
        description="A whole game of Raspisnoy with bots (optionally one seat typed at stdin); "
                    "prints each deal and the score sheet.")
    q.add_argument("--players", type=int, default=4, help="3-6 players (default 4)")
    q.add_argument("--seed", type=int, default=None, help="seed of the deals and the bots")
    q.add_argument("--preset", default="D", help="scoring preset A, B, C or D (default D)")
    q.add_argument("--human", type=int, default=None, metavar="SEAT",
                   help="seat played by a person at stdin")
    q.add_argument("--deals", type=int, default=None,
                   help="play only the first N deals of the schedule (a short game)")
    q.add_argument("--json", action="store_true", help="print the score sheet as JSON")
    q.add_argument("--lang", choices=("en", "ru"), default="en")
    q.set_defaults(func=cmd_play)


def _common(p: argparse.ArgumentParser, func: Callable[[argparse.Namespace], int]) -> None:
    p.add_argument("--json", action="store_true", help="print the answer as one JSON object")
    p.add_argument("--jsonl", action="store_true",
                   help="read one JSON object a line from stdin, answer one JSON line each")
    p.add_argument("--lang", choices=("en", "ru"), default="en")
    p.set_defaults(func=func)


def run_jsonl(answer: Answer, lang: str, inp: BinaryIO, out: TextIO) -> int:
    """Answer each line of ``inp``; a bad line gets ``{"error": …}``, the others go on.

    The lines are read as ``showdown --jsonl`` reads them (:mod:`tutor.jsonl`).
    """
    from tutor.jsonl import answer_lines

    return answer_lines(lambda obj: answer(obj, lang), inp, out, lambda err: said(err, lang))


def _one(args: argparse.Namespace, answer: Answer, obj: dict[str, Any],
         human: Callable[[dict[str, Any]], str]) -> int:
    if args.jsonl:
        from tutor.jsonl import binary_stdin

        return run_jsonl(answer, args.lang, binary_stdin(), sys.stdout)
    result = answer(obj, args.lang)
    print(json.dumps(result, ensure_ascii=False) if args.json else human(result))
    return 0


def _need(args: argparse.Namespace, *names: str) -> None:
    if args.jsonl:
        return
    for name in names:
        if getattr(args, name) is None:
            raise TutorError(N_("give --{flag} (or use --jsonl)"), flag=name.replace("_", "-"))


def _trump_arg(text: str | None) -> str | None:
    return None if text is None or text.lower() in ("none", "null", "-") else text


def cmd_legal(args: argparse.Namespace) -> int:
    from tutor.raspisnoy.jsonio import answer_legal

    _need(args, "hand", "trump")
    obj = {"hand": args.hand, "trick": args.trick, "trump": _trump_arg(args.trump),
           "joker_lead": args.joker_lead}
    def human(res: dict[str, Any]) -> str:
        lines = [say("legal-head", args.lang, cards=" ".join(res["legal"]))]
        lines += [f"  {c}: {why}" for c, why in res["why"].items()]
        return "\n".join(lines)

    return _one(args, answer_legal, obj, human)


def cmd_trick(args: argparse.Namespace) -> int:
    from tutor.raspisnoy.jsonio import answer_trick

    _need(args, "cards", "trump")
    obj: dict[str, Any] = {"cards": args.cards, "trump": _trump_arg(args.trump)}
    if args.joker is not None:
        obj["joker"] = {"as": args.joker}
    def human(res: dict[str, Any]) -> str:
        cards = (args.cards or "").split()
        return say("trick-head", args.lang, n=res["winner"] + 1, card=cards[res["winner"]],
                   why=res["why"])

    return _one(args, answer_trick, obj, human)


def cmd_score(args: argparse.Namespace) -> int:
    from tutor.raspisnoy.jsonio import answer_score

    _need(args, "cards", "took")
    obj = {"preset": args.preset, "deal": args.deal, "cards": args.cards, "took": args.took}
    if args.bid is not None:
        obj["bid"] = args.bid

    def human(res: dict[str, Any]) -> str:
        return f"{str(res['points']).replace('-', '−')}: {res['rule']}"

    return _one(args, answer_score, obj, human)


def cmd_schedule(args: argparse.Namespace) -> int:
    from tutor.raspisnoy.jsonio import answer_schedule

    _need(args, "players")

    def human(res: dict[str, Any]) -> str:
        head = say("schedule-head", args.lang)
        rows = [f"{d['deal']:>4}  {d['cards']:>5}  {say('kind-' + d['kind'], args.lang)}"
                for d in res["deals"]]
        return "\n".join([head, *rows])

    return _one(args, answer_schedule, {"players": args.players}, human)


# ------------------------------------------------------------------------- play


def cmd_play(args: argparse.Namespace) -> int:
    """Handler of ``tutor play raspisnoy``."""
    from tutor.raspisnoy.bots import play_bots
    from tutor.raspisnoy.game import RaspisnoyGame
    from tutor.raspisnoy.transcript import deal_text, sheet_text

    seed = args.seed if args.seed is not None else random.randrange(10**6)
    game = RaspisnoyGame(args.players, seed, args.preset, args.deals)
    if args.human is not None and not 0 <= args.human < game.players:
        raise TutorError(N_("--human must be a seat 0..{last}, got {seat}"),
                         last=game.players - 1, seat=args.human)
    if args.human is None:
        play_bots(game)
    elif not play_with_human(game, args.human, args.lang, sys.stdin, sys.stdout):
        print(say("input-ended", args.lang), file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(game.to_json(), ensure_ascii=False))
        return 0
    if args.human is None:
        for i in range(len(game.sheet.rows)):
            print(deal_text(game, i, args.lang))
    print(sheet_text(game, args.lang))
    return 0


def play_with_human(game: Any, human: int, lang: str, stdin: TextIO, stdout: TextIO) -> bool:
    """Bots play; seat ``human`` bids and plays from ``stdin``. False on EOF."""
    from tutor.prompt import TypedLines, ask
    from tutor.raspisnoy.bots import play_bots
    from tutor.raspisnoy.cards import is_joker
    from tutor.raspisnoy.game import Action, Phase
    from tutor.raspisnoy.transcript import deal_text, table_text

    typed = TypedLines(stdin)
    rows = 0
    while not game.done:
        play_bots(game, human)
        while rows < len(game.sheet.rows):
            stdout.write(deal_text(game, rows, lang) + "\n")
            rows += 1
        if game.done:
            break
        stdout.write(table_text(game, human, lang) + "\n")
        if game.phase is Phase.BIDDING:
            allowed = " ".join(str(b) for b in game.bid_options().allowed)
            prompt = say("prompt-bid", lang, allowed=allowed)
        else:
            cards = game.legal().legal
            legal = " ".join(str(c) for c in cards)
            calls = ("7s:top-trumps, 7s:top:h, 7s:lowest:h" if not game.trick else
                     "7s:highest, 7s:lowest")
            if any(is_joker(c) for c in cards):
                legal += "; " + say("joker-calls", lang, calls=calls)
            prompt = say("prompt-card", lang, legal=legal)
        line = ask(prompt, typed, stdout)
        if line is None:
            return False
        try:
            bidding = game.phase is Phase.BIDDING
            game.apply(Action.parse_bid(line) if bidding else Action.parse(line), human)
        except TutorError as err:
            stdout.write(f"  {said(err, lang)}\n")
    while rows < len(game.sheet.rows):
        stdout.write(deal_text(game, rows, lang) + "\n")
        rows += 1
    return True
