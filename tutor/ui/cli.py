"""``tutor apps [KIND …] [--port N]``: serve the apps, one route per served kind.

The routes are the served rows of :mod:`tutor.ui.kinds` (``/<kind>``, no script per app):
on ``http://127.0.0.1:N/``, ``/ladder``, ``/quiz``, ``/split``, ``/explain``, the drills
(``/name-hand``, ``/which-cards``, …), Raspisnoy's drills and game (``/rasp-legal``, …,
``/rasp-game``) and a lesson's check (``/check?items=quiz/holdem&items=…``); each takes
``?game=…&lang=en|ru`` (the explainer also ``p=…`` per player and ``b=…`` for the board).
Naming kinds serves only those.

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="tutor")
>>> add_subcommands(parser.add_subparsers())
>>> args = parser.parse_args(["apps", "--port", "5123"])
>>> server_options(args)  # doctest: +NORMALIZE_WHITESPACE
{'port': 5123, 'address': '127.0.0.1', 'websocket_origin': '127.0.0.1:5123', 'show': False,
 'location': False}
>>> list(routes(parser.parse_args(["apps", "quiz", "is-low"])))
['/quiz', '/is-low']
>>> routes(parser.parse_args(["apps"]))["/ladder"].__name__
'ladder_page'
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from tutor.ui import kinds

APPS = kinds.SERVED
"""The served kinds (:mod:`tutor.ui.kinds`), each at ``/<kind>``."""
DEFAULT_PORT = 5006


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"port `{text}` is not a number") from None
    if not 0 < port < 65536:
        raise argparse.ArgumentTypeError(f"port {port} is not between 1 and 65535")
    return port


def _served_kind(text: str) -> str:
    if text not in APPS:
        raise argparse.ArgumentTypeError(f"`{text}` is not a served kind; use {', '.join(APPS)}")
    return text


def add_subcommands(subparsers: Any) -> None:
    """Add ``apps`` to the ``tutor`` command's sub-parsers."""
    p = subparsers.add_parser(
        "apps", help="serve the interactive apps (ladder, quiz, split, explain), the drills "
                     "and Raspisnoy's drills and game",
        description="Serve the apps on http://127.0.0.1:PORT/, one route per kind: "
                    f"{', '.join(kinds.kind(a).route for a in APPS)} (each takes "
                    "?game=...&lang=en|ru; a lesson's check "
                    "/check?items=quiz/holdem&items=which-cards/holdem).",
    )
    p.add_argument("kinds", nargs="*", type=_served_kind, metavar="KIND",
                   help="serve only these kinds (default: all)")
    p.add_argument("--port", type=_port, default=DEFAULT_PORT,
                   help=f"port to listen on (default {DEFAULT_PORT})")
    p.add_argument("--show", action="store_true", help="open the index page in a browser")
    p.set_defaults(func=run_apps)


def server_options(args: argparse.Namespace) -> dict[str, Any]:
    """The keyword arguments of ``panel.serve`` for ``args`` (this machine only).

    ``location=False`` is Panel's documented switch for a session's ``Location``, which
    converts the page's query as it is made (``int()`` on every all-digit value: a
    5,000-digit one fails); the apps read the request's arguments as text instead
    (:func:`tutor.ui.widgets.url_query`).
    """
    return {"port": args.port, "address": "127.0.0.1",
            "websocket_origin": f"127.0.0.1:{args.port}", "show": bool(args.show),
            "location": False}


def _page_maker(kind_id: str) -> Callable[[], Any]:
    """The function Panel calls for every session of ``/<kind_id>`` (a plain function:
    Panel calls functions, not partials)."""

    def page() -> Any:
        from tutor.ui.page import serve_app

        return serve_app(kind_id)

    page.__name__ = page.__qualname__ = f"{kind_id.replace('-', '_')}_page"
    return page


def routes(args: argparse.Namespace) -> dict[str, Callable[[], Any]]:
    """The served routes, each to the page of its kind (the named kinds, or every one)."""
    return {kinds.kind(k).route: _page_maker(k) for k in (args.kinds or APPS)}


def run_apps(args: argparse.Namespace) -> int:
    """Serve the routes until interrupted (SIGTERM ends the process, Ctrl+C returns 0)."""
    try:
        import panel as pn
    except ImportError:
        print("tutor apps needs Panel: pip install 'card-rules-tutor[ui]'", file=sys.stderr)
        return 2
    served = routes(args)
    print(f"Serving the apps on http://127.0.0.1:{args.port}/ ({', '.join(served)}); "
          "Ctrl+C stops.", file=sys.stderr)
    sys.stderr.flush()
    titles = {route: f"Card Rules Tutor — {route[1:]}" for route in served}
    pn.serve(served, title=titles, threaded=False, start=True, **server_options(args))
    return 0
