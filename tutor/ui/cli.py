"""``tutor apps [--port N]``: serve the apps with ``panel serve``.

Routes on ``http://127.0.0.1:N/``: ``/ladder``, ``/quiz``, ``/split``,
``/explain``, the drills (``/name-hand``, ``/which-cards``, ``/is-low``,
``/bring-in``, ``/split-pot``, ``/legal-bet``, ``/barrel-hand``), Raspisnoy's drills
and game (``/rasp-legal``, ``/rasp-trick``, ``/rasp-bid``, ``/rasp-score``,
``/rasp-game``) and a lesson's check (``/check?items=quiz/holdem&items=…``); each takes
``?game=…&lang=en|ru`` (the explainer also ``p=…`` per player and ``b=…`` for the board).

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="tutor")
>>> add_subcommands(parser.add_subparsers())
>>> args = parser.parse_args(["apps", "--port", "5123"])
>>> serve_command(args)[-6:]
['--port', '5123', '--address', '127.0.0.1', '--allow-websocket-origin', '127.0.0.1:5123']
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tutor.ui import kinds

APPS = kinds.SERVED
"""The served kinds (:mod:`tutor.ui.kinds`), each at ``/<kind>``."""
APPS_DIR = Path(__file__).with_name("apps")
DEFAULT_PORT = 5006


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"port `{text}` is not a number") from None
    if not 0 < port < 65536:
        raise argparse.ArgumentTypeError(f"port {port} is not between 1 and 65535")
    return port


def add_subcommands(subparsers: Any) -> None:
    """Add ``apps`` to the ``tutor`` command's sub-parsers."""
    p = subparsers.add_parser(
        "apps", help="serve the interactive apps (ladder, quiz, split, explain), the drills "
                     "and Raspisnoy's drills and game",
        description="Serve the four apps on http://127.0.0.1:PORT/ at /ladder, /quiz, /split "
                    "and /explain, the drills at /name-hand, /which-cards, /is-low, "
                    "/bring-in, /split-pot, /legal-bet, /barrel-hand (each takes "
                    "?game=...&lang=en|ru), Raspisnoy's /rasp-legal, /rasp-trick, "
                    "/rasp-bid, /rasp-score, /rasp-game, and a lesson's check at "
                    "/check?items=quiz/holdem&items=which-cards/holdem.",
    )
    p.add_argument("--port", type=_port, default=DEFAULT_PORT,
                   help=f"port to listen on (default {DEFAULT_PORT})")
    p.add_argument("--show", action="store_true", help="open the index page in a browser")
    p.set_defaults(func=run_apps)


def serve_command(args: argparse.Namespace) -> list[str]:
    """The ``panel serve`` command line for ``args``."""
    files = [str(APPS_DIR / f"{name}.py") for name in APPS]
    cmd = [sys.executable, "-m", "panel", "serve", *files]
    if getattr(args, "show", False):
        cmd.append("--show")
    port = str(args.port)
    cmd += ["--port", port, "--address", "127.0.0.1",
            "--allow-websocket-origin", f"127.0.0.1:{port}"]
    return cmd


def run_apps(args: argparse.Namespace) -> int:
    """Run ``panel serve`` until interrupted; returns its exit status."""
    try:
        import panel  # noqa: F401
    except ImportError:
        print("tutor apps needs Panel: pip install 'card-rules-tutor[ui]'", file=sys.stderr)
        return 2
    print(f"Serving the apps on http://127.0.0.1:{args.port}/ "
          f"({', '.join('/' + a for a in APPS)}); Ctrl+C stops.", file=sys.stderr)
    cmd = serve_command(args)
    sys.stderr.flush()
    if hasattr(os, "execv"):
        # Become `panel serve` (same pid): SIGTERM, SIGHUP and Ctrl+C reach the server
        # itself, so stopping `tutor apps` can never leave it running.
        os.execv(cmd[0], cmd)
    proc = subprocess.Popen(cmd)  # pragma: no cover - no exec (not POSIX)
    try:
        return proc.wait()
    except KeyboardInterrupt:
        proc.terminate()
        return 0
    finally:
        if proc.poll() is None:
            proc.terminate()
