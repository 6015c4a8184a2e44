"""What the ``tutor`` command and the parts that add subcommands to it share.

:mod:`tutor.cli` builds the parser and calls each part's ``add_subcommands(subparsers)``
(its table :func:`tutor.cli.subcommand_parts`); a part that adds a game to ``tutor play``
takes the ``play`` sub-parsers from :func:`play_parsers` here, so no part imports
:mod:`tutor.cli` back.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

Handler = Callable[[argparse.Namespace], int]
"""A subcommand's handler (``set_defaults(func=handler)``): the exit status."""

AddSubcommands = Callable[[Any], None]
"""A part's ``add_subcommands(subparsers)``: adds its subcommands to ``tutor``."""


def play_parsers(subparsers: Any) -> Any:
    """The sub-parsers of ``tutor play`` (one per game), made on first use.

    A part adds its game with ``play_parsers(subparsers).add_parser("double-barrel")``.

    >>> sub = argparse.ArgumentParser(prog="tutor").add_subparsers(dest="command")
    >>> play_parsers(sub) is play_parsers(sub)
    True
    """
    play = subparsers.choices.get("play")
    if play is None:
        play = subparsers.add_parser("play", help="play a whole game with bots",
                                     description="Play a whole game with bots.")
        play.tutor_games = play.add_subparsers(dest="game", metavar="GAME", required=True,
                                               parser_class=type(play))
    return play.tutor_games
