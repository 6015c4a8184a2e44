"""``tutor pots`` and ``tutor bring-in``: the table rules a teacher checks by hand.

``tutor pots`` shares the chips of a hand (side pots, hi-lo halves, the odd
chip under the game's rule) from what each seat put in and how the hands
placed; ``tutor bring-in`` says who brings in (street 1) or acts first on a
later street. Both print a sentence per line, or JSON with ``--json``.
Bad input exits 2 with a message naming the bad part.

>>> from tutor.cli import main
>>> main(["pots", "--game", "holdem", "--put", "30", "100", "100", "--high", "1", "2", "1",
...       "--json"])  # doctest: +ELLIPSIS
{"game": "holdem", "total": 230, "pots": [{"amount": 90, "eligible": [0, 1, 2]}, ...
0
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Sequence
from typing import Any

from tutor.errors import Phrase, TutorError, quote
from tutor.games import GAME_IDS, get_game
from tutor.texts import LANGS, N_, _, check_lang


class TableCliError(TutorError):
    """Bad input to ``tutor pots`` or ``tutor bring-in``."""


_WHOLE = re.compile(r"\+?[0-9]{1,15}", re.ASCII)


def _digits(text: str) -> int | None:
    """A whole number written with the digits 0-9 (at most 15 of them), else ``None``.

    >>> _digits("30"), _digits("３０"), _digits("1_000"), _digits("-5")
    (30, None, None, None)
    """
    t = text.strip()
    return int(t) if _WHOLE.fullmatch(t) else None


def _digits_hint(text: str) -> Phrase:
    """Why a number that looks like one is refused: other scripts' digits, ``_``."""
    if any(ch.isnumeric() and not ch.isascii() for ch in text):
        return Phrase(N_("; write it with the digits 0-9"))
    if "_" in text:
        return Phrase(N_("; write it without `_`"))
    return Phrase()


def _places(values: Sequence[str], what: str, seats: int, *, allow_none: bool) -> list[int | None]:
    if len(values) != seats:
        raise TableCliError(N_("{what}: give one place per seat ({seats}), got {n}"),
                            what=what, seats=seats, n=len(values))
    out: list[int | None] = []
    for seat, v in enumerate(values):
        if allow_none and v in ("-", "none", "no"):
            out.append(None)
            continue
        place = _digits(v)
        if place is None:
            raise TableCliError(N_("{what}: seat {seat}: {shown} is not a place (1 = best, "
                                   "- = no low){hint}") if allow_none else
                                N_("{what}: seat {seat}: {shown} is not a place (1 = best){hint}"),
                                what=what, seat=seat, shown=quote(v, 20), hint=_digits_hint(v))
        if place < 1:
            raise TableCliError(N_("{what}: seat {seat}: places count from 1 (best), got {place}"),
                                what=what, seat=seat, place=place)
        out.append(place)
    return out


def _amounts(values: Sequence[str]) -> list[int]:
    out = []
    for seat, v in enumerate(values):
        n = _digits(v)
        if n is None:
            negative = v.strip().startswith("-") and _digits(v.strip()[1:]) is not None
            if negative:
                raise TableCliError(N_("--put: seat {seat}: chips cannot be negative ({chips})"),
                                    seat=seat, chips=quote(v, 20))
            raise TableCliError(N_("--put: seat {seat}: {shown} is not a whole number of "
                                   "chips{hint}"), seat=seat, shown=quote(v, 20),
                                hint=_digits_hint(v))
        out.append(n)
    if len(out) < 2:
        raise TableCliError(N_("--put: a pot needs at least 2 seats, got {n}"), n=len(out))
    return out


def cmd_pots(args: argparse.Namespace) -> int:
    from tutor.pots import settle

    game = get_game(args.game)
    put = _amounts(args.put)
    seats = len(put)
    high = _places(args.high, "--high", seats, allow_none=False)
    low: list[int | None] | None = None
    if args.low:
        if not game.is_hilo:
            raise TableCliError(N_("--low: {game} has no low half"), game=game.name())
        low = _places(args.low, "--low", seats, allow_none=True)
    folded = []
    for s in args.folded or []:
        if not 0 <= s < seats:
            raise TableCliError(N_("--folded: seat {seat} is not one of the seats 0..{last}"),
                                seat=s, last=seats - 1)
        folded.append(s)
    if args.dealer is not None and not 0 <= args.dealer < seats:
        raise TableCliError(N_("--dealer: seat {seat} is not one of the seats 0..{last}"),
                            seat=args.dealer, last=seats - 1)
    high_keys = [-(p or 0) for p in high]
    low_keys = None if low is None else [None if p is None else -p for p in low]
    r = settle(game, put, high_keys, low_keys, folded=folded, dealer=args.dealer)
    lang = check_lang(args.lang)
    if args.json:
        print(json.dumps({
            "game": game.id, "total": r.total,
            "pots": [{"amount": p.amount, "eligible": list(p.eligible)} for p in r.pots],
            "shares": list(r.shares), "high_shares": list(r.high_shares),
            "low_shares": list(r.low_shares), "odd_chip_seats": list(r.odd_chip_seats),
            "notes": [{"code": n.code, "seat": n.seat, "pot": n.pot, "text": n.text(lang)}
                      for n in r.notes],
        }, ensure_ascii=False))
        return 0
    for i, p in enumerate(r.pots):
        name = _("main pot", lang) if i == 0 else _("side pot {i}", lang, i=i)
        print(_("{name}: {amount} — players {who} can win it", lang, name=name,
                amount=p.amount, who=", ".join(str(s) for s in p.eligible)))
    for s, share in enumerate(r.shares):
        print(_("player {seat}: {share}", lang, seat=s, share=share))
    for n in r.notes:
        print(n.text(lang))
    return 0


def cmd_bring_in(args: argparse.Namespace) -> int:
    from tutor.bringin import first_to_act

    result = first_to_act(args.game, args.upcards, args.street, dealer=args.dealer)
    lang = check_lang(args.lang)
    if args.json:
        out: dict[str, Any] = {
            "game": result.game.id, "street": args.street, "seat": result.seat,
            "runner_up": result.runner_up, "decided_by": result.decided_by,
            "rule": getattr(result, "rule", "highest-showing"),
            "upcards": [" ".join(str(c) for c in h) for h in result.upcards],
            "text": result.text(lang),
        }
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(result.text(lang))
    return 0


def add_subcommands(sub: Any) -> None:
    """Register ``pots`` and ``bring-in`` (a row of ``tutor.cli.subcommand_parts``)."""
    p = sub.add_parser("pots", help="share a pot: side pots, hi-lo halves, odd chips")
    p.add_argument("--game", required=True, help="game id: " + ", ".join(GAME_IDS))
    p.add_argument("--put", nargs="+", required=True, metavar="CHIPS",
                   help="what each seat put in, seat 0 first")
    p.add_argument("--high", nargs="+", required=True, metavar="PLACE",
                   help="each seat's high hand place: 1 = best, equal places tie")
    p.add_argument("--low", nargs="+", metavar="PLACE",
                   help="hi-lo games: each seat's low place (1 = best), - for no low")
    p.add_argument("--folded", nargs="*", type=int, metavar="SEAT", help="seats that folded")
    p.add_argument("--dealer", type=int, help="the dealer's seat (default: just before seat 0)")
    p.add_argument("--lang", default="en", choices=LANGS)
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.set_defaults(func=cmd_pots)

    b = sub.add_parser("bring-in", help="who brings in, or acts first on a later street")
    b.add_argument("--game", required=True, help="a stud game: stud7, stud7-hilo, soko, "
                   "americana, telesina")
    b.add_argument("--street", type=int, default=1,
                   help="1 = the bring-in round (default); 2, 3, … the later streets")
    b.add_argument("--dealer", type=int, help="the dealer's seat (later streets' ties)")
    b.add_argument("upcards", nargs="+", help='each player\'s upcards, seat 0 first: "Kd" "2h"')
    b.add_argument("--lang", default="en", choices=LANGS)
    b.add_argument("--json", action="store_true", help="one JSON object")
    b.set_defaults(func=cmd_bring_in)
