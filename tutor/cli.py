"""The ``tutor`` command (also ``python -m tutor``).

Core subcommands: ``showdown``, ``stats``, ``games``, ``bench``. The other parts
of the package add theirs through one table, :func:`subcommand_parts`: each part's
``add_subcommands(subparsers)`` (``tutor.barrel.cli``, ``tutor.table_cli``,
``tutor.ui.cli``, ``tutor.site.cli``, ``tutor.raspisnoy.cli``) is called with the
``argparse`` sub-parsers, and each subcommand it adds sets ``func=handler`` with
``handler(args) -> int``. The parts import no third-party package at their top
(Panel, Playwright and the like inside their handlers), so building the parser costs
little; a part that fails to import is a bug and stops the command with its traceback.
What the parts share with this module (``play_parsers``) is in :mod:`tutor.subcommands`,
so none of them imports this module back.

Bad input exits with status 2 and a one-line message naming the bad part.

>>> main(["showdown", "--game", "holdem", "--player", "As Ks", "--player", "7h 7d",
...       "--board", "2c 3d 4h 5s 9c", "--json"])  # doctest: +ELLIPSIS
{"winners": [0], "hands": [{"category": "straight", ...
0
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, BinaryIO, TextIO

from tutor.errors import TutorError, quote, said
from tutor.games import GAME_IDS, GAMES, Game, HandForm, get_game
from tutor.subcommands import AddSubcommands, Handler
from tutor.texts import LANGS, N_, _, decimal, n_


def subcommand_parts() -> tuple[AddSubcommands, ...]:
    """Every part's ``add_subcommands``, in the order ``tutor --help`` lists them.

    The parts are imported when a parser is built, not with this module.
    """
    from tutor import table_cli
    from tutor.barrel import cli as barrel_cli
    from tutor.raspisnoy import cli as raspisnoy_cli
    from tutor.site import cli as site_cli
    from tutor.ui import cli as ui_cli
    from tutor.ui import rules_cli

    return (barrel_cli.add_subcommands, table_cli.add_subcommands, ui_cli.add_subcommands,
            site_cli.add_subcommands, raspisnoy_cli.add_subcommands,
            rules_cli.add_subcommands)


_LANG_HELP = f"{' or '.join(LANGS)} (default en)"


class CliError(TutorError):
    """A command-line usage error found after argument parsing."""


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors exit with status 2 and name the bad part."""

    def error(self, message: str) -> Any:  # argparse's signature returns NoReturn
        self.print_usage(sys.stderr)
        # argparse quotes a bad value whole (`invalid choice: '<1 MB>'`): shorten and escape it
        self.exit(2, f"{self.prog}: error: {quote(message, 300)[1:-1]}\n")


# --------------------------------------------------------------------- showdown


def _player_lines(result: Any, lang: str) -> list[str]:
    from tutor.cards import format_cards

    lines = []
    g = result.game
    for h in result.hands:
        tag = ""
        if h.index in result.winners:
            tag = _("  ← high", lang) if g.is_hilo else _("  ← winner", lang)
        line = _("  player {i}: {cards} → {name} ({best})", lang, i=h.index,
                 cards=format_cards(h.cards), name=h.name(lang),
                 best=format_cards(h.high.cards))
        if result.board:
            line += _(", uses {hole} + {board}", lang, hole=format_cards(h.high_hole) or "—",
                      board=format_cards(h.high_board) or "—")
        if h.exception:
            line += " [T-9-8-7-A]"
        lines.append(line + tag)
        if g.is_hilo:
            if h.low is None:
                low = _("no qualifying low", lang)
            else:
                low = _("low {cards}", lang, cards=format_cards(h.low.cards))
                if result.board:
                    low += f" ({format_cards(h.low_hole)} + {format_cards(h.low_board)})"
            mark = ""
            if result.low_winners and h.index in result.low_winners:
                mark = _("  ← low", lang)
            lines.append(f"      {low}{mark}")
    return lines


def _show_human(result: Any, lang: str, out: TextIO) -> None:
    from tutor.cards import format_cards
    from tutor.explain import explain

    g = result.game
    head = g.name(lang)
    if result.board:
        label = _("Vela", lang) if g.form is HandForm.VELA else _("board", lang)
        head += f" — {label}: {format_cards(result.board)}"
    print(head, file=out)
    for line in _player_lines(result, lang):
        print(line, file=out)
    who = ", ".join(str(i) for i in result.winners)
    if g.is_hilo:
        lows = ", ".join(str(i) for i in result.low_winners or []) or _("none", lang)
        print(_("High: {high}; low: {low}", lang, high=who, low=lows), file=out)
    elif len(result.winners) > 1:
        print(_("Split between players: {who}", lang, who=who), file=out)
    else:
        print(_("Winner: player {who}", lang, who=who), file=out)
    print(explain(result, lang), file=out)


def _answer(result: Any, lang: str) -> dict[str, Any]:
    """A showdown's JSON answer with its explanation in ``lang``."""
    from tutor.explain import explain

    return {**result.to_json(lang), "explanation": explain(result, lang)}


def _players_from_json(obj: Any) -> tuple[list[str | list[str]], str | list[str] | None]:
    if not isinstance(obj, dict):
        raise CliError(N_('each line must be a JSON object like '
                          '{"players": [...], "board": "..."}'))
    players = obj.get("players")
    if not isinstance(players, list):
        raise CliError(N_('"players" must be a list of card strings, one per player'))
    for i, p in enumerate(players):
        ok = isinstance(p, str) or (isinstance(p, list) and all(isinstance(c, str) for c in p))
        if not ok:
            raise CliError(N_('"players"[{i}] must be a string of cards like "As Ks"'), i=i)
    board = obj.get("board")
    if board is not None and not isinstance(board, str | list):
        raise CliError(N_('"board" must be a string of cards like "2c 3d 4h 5s 9c"'))
    if isinstance(board, list) and not all(isinstance(c, str) for c in board):
        raise CliError(N_('"board" must be a string of cards like "2c 3d 4h 5s 9c"'))
    unknown = sorted(set(obj) - {"players", "board"})
    if unknown:
        raise CliError(N_('unknown key {key} (expected "players" and "board")'),
                       key=quote(unknown[0]))
    return players, board


def _jsonl(game: Game, lang: str | None, inp: BinaryIO, out: TextIO) -> int:
    from tutor.jsonl import answer_lines
    from tutor.showdown import showdown

    def answer(data: Any) -> dict[str, Any]:
        players, board = _players_from_json(data)
        return _answer(showdown(game, players, board), lang or "en")

    return answer_lines(answer, inp, out)


def cmd_showdown(args: argparse.Namespace) -> int:
    from tutor.i18n import check_lang
    from tutor.showdown import showdown

    game = get_game(args.game)
    lang = check_lang(args.lang)
    if args.jsonl:
        if args.player or args.board:
            raise CliError(N_("--jsonl reads the hands from stdin; drop --player/--board"))
        from tutor.jsonl import binary_stdin

        return _jsonl(game, args.lang, binary_stdin(), sys.stdout)
    if not args.player:
        raise CliError(N_('give the hands with --player "As Ks" --player "7h 7d" '
                             '(or use --jsonl)'))
    result = showdown(game, args.player, args.board)
    if args.json:
        print(json.dumps(_answer(result, lang), ensure_ascii=False))
    else:
        _show_human(result, lang, sys.stdout)
    return 0


# ------------------------------------------------------------------ stats, games


def _stats_for(game: Game) -> dict[str, Any]:
    from tutor import stats

    data: dict[str, Any] = {"game": game.id, "family": game.main_family}
    data.update(stats.stats_json(game.main_family, game.deck.size))
    return data


def cmd_stats(args: argparse.Namespace) -> int:
    from tutor.i18n import check_lang, number

    game = get_game(args.game)
    lang = check_lang(args.lang)
    data = _stats_for(game)
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    total = data["total"]
    print(n_("{game}: all {total} hands of {n} card from the {deck}-card deck",
             "{game}: all {total} hands of {n} cards from the {deck}-card deck",
             data["cards"], lang, game=game.name(lang), total=number(total, lang),
             deck=data["deck"]))
    for cat, n in data["categories"].items():
        name = game.main.category_name(cat, lang)
        name = name[:1].upper() + name[1:]
        share = decimal(100 * n / total, 4, lang)
        print(f"  {name:<16} {number(n, lang):>12}  {share:>8} %")
    return 0


def cmd_games(args: argparse.Namespace) -> int:
    from tutor.i18n import check_lang

    lang = check_lang(args.lang)
    rows: list[dict[str, Any]] = []
    for g in GAMES.values():
        ranking = " + ".join(f for f in (g.high_family, g.low_family) if f)
        rows.append({
            "id": g.id, "name": g.name(lang), "deck": g.deck.size,
            "hole_cards": g.hole_cards, "board_cards": g.board_cards,
            "hand_size": g.hand_size, "hand": g.cards_text, "ranking": ranking,
            "high": g.high_family, "low": g.low_family,
            "players": list(g.players), "suit_order": g.suit_order_text() or None,
        })
    if args.json:
        print(json.dumps(rows, ensure_ascii=False))
        return 0
    print(f"{'id':<15} {'deck':>4}  {'ranking':<22} {'players':<7} {'cards'}")
    for r in rows:
        players = f"{r['players'][0]}-{r['players'][1]}"
        print(f"{r['id']:<15} {r['deck']:>4}  {r['ranking']:<22} {players:<7} {r['hand']}")
        print(f"{'':<15} {'':>4}  {r['name']}")
    return 0


# ------------------------------------------------------------------------- bench


def _add_bench(sub: Any) -> None:
    from tutor import bench

    p = sub.add_parser("bench", help="speed benchmarks beside treys (tutor.bench)")
    bench.add_arguments(p)
    p.set_defaults(func=cmd_bench)


def cmd_bench(args: argparse.Namespace) -> int:
    from tutor import bench

    return bench.run(args)


# ------------------------------------------------------------------------ parser


def build_parser(parts: Sequence[AddSubcommands] | None = None) -> argparse.ArgumentParser:
    """The full parser: the core subcommands, then each part's (default: every part,
    :func:`subcommand_parts`)."""
    parser = _Parser(
        prog="tutor",
        description="Card Rules Tutor: who wins a poker showdown, and why.",
    )
    from tutor import __version__

    parser.add_argument("--version", action="version", version=f"tutor {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    games = ", ".join(GAME_IDS)
    p = sub.add_parser("showdown", help="who wins a showdown, and why",
                       description=f"Show down hands. Games: {games}.")
    p.add_argument("--game", "-g", required=True, help="game id (see `tutor games`)")
    p.add_argument("--player", "-p", action="append", default=[], metavar="CARDS",
                   help='one player\'s own cards, e.g. "As Ks"; repeat per player')
    p.add_argument("--board", "-b", default=None, metavar="CARDS",
                   help="shared cards: 5 for hold'em/Omaha/36-card, the Vela card for Telesina")
    p.add_argument("--lang", "-l", default="en", help=_LANG_HELP)
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument("--jsonl", action="store_true",
                   help='read {"players": [...], "board": "..."} lines from stdin, '
                        "answer one JSON line each")
    p.set_defaults(func=cmd_showdown)

    p = sub.add_parser("stats", help="exhaustive category counts of a game's ranking")
    p.add_argument("--game", "-g", required=True, help="game id (see `tutor games`)")
    p.add_argument("--lang", "-l", default="en", help=_LANG_HELP)
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_stats)

    p = sub.add_parser("games", help="the games: decks, hand sizes and rankings")
    p.add_argument("--lang", "-l", default="en", help=_LANG_HELP)
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=cmd_games)

    _add_bench(sub)

    for add_subcommands in subcommand_parts() if parts is None else parts:
        add_subcommands(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``tutor`` command; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Handler | None = getattr(args, "func", None)
    if func is None:
        parser.print_help()
        return 2
    try:
        return func(args)
    except TutorError as err:
        lang = getattr(args, "lang", None)
        message = said(err, lang)
        try:
            line = _("tutor {command}: error: {message}", lang or "en", command=args.command,
                     message=message)
        except TutorError:  # an unknown --lang: said in English
            line = _("tutor {command}: error: {message}", command=args.command,
                     message=message)
        print(line, file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130

