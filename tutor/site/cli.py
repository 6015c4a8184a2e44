"""``tutor build``, ``tutor serve`` and ``tutor bench-site`` (registered by ``tutor.cli``).

Also runnable alone: ``python -m tutor.site.cli build``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tutor.argtypes import whole
from tutor.errors import quote
from tutor.site.link import LINKS
from tutor.site.progress import BuildError

SNAPSHOT_POLICIES = ("auto", "cached", "always", "never")
"""How a page's worker uses the build's Python snapshot (``assets/worker.js``); the first is
the default."""


def cmd_build(args: argparse.Namespace) -> int:
    """Build the site."""
    from tutor.site.build import build_site

    out = Path(args.out) if args.out else None
    if out is not None and out.exists() and not out.is_dir():
        print(f"tutor build: --out {quote(args.out, 200)} is not a folder", file=sys.stderr)
        return 2
    try:
        build_site(out=out, pyc=not args.no_bytecode, quiet=args.quiet,
                   snapshot_policy=args.snapshot)
    except BuildError as err:
        print(f"tutor build: {err}", file=sys.stderr)
        return 1
    except OSError as err:
        where = quote(str(err.filename), 200) if err.filename else "the site"
        print(f"tutor build: cannot write {where}: {err.strerror}", file=sys.stderr)
        return 1
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """Build when needed, then serve the site on 127.0.0.1."""
    from tutor.site.serve import serve_site

    try:
        return serve_site(port=args.port, rebuild=args.rebuild,
                          site=Path(args.site) if args.site else None)
    except BuildError as err:
        print(f"tutor serve: {err}", file=sys.stderr)
        return 1


def cmd_bench_site(args: argparse.Namespace) -> int:
    """Measure load times of the built site in headless Chromium."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        print("tutor bench-site: needs Playwright for Python and Debian's chromium "
              "(bash scripts/bootstrap.sh installs both)", file=sys.stderr)
        return 2
    from tutor.site.bench import run_bench

    return run_bench(runs=args.runs, page=args.page, next_page=args.next_page,
                     out=Path(args.out) if args.out else None,
                     sites=[Path(s) for s in args.site] if args.site else None,
                     links=args.link or ["none"], warmup=args.warmup)


def add_subcommands(sub: Any) -> None:
    """Add ``build``, ``serve`` and ``bench-site`` to the ``tutor`` command."""
    p = sub.add_parser("build", help="build the static site (lessons + offline Python) into site/")
    p.add_argument("--out", help="output folder (default: site/ in the repository)")
    p.add_argument("--no-bytecode", action="store_true",
                   help="do not precompile .pyc into the wheels (slower page start)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress lines")
    p.add_argument("--snapshot", choices=SNAPSHOT_POLICIES, default=SNAPSHOT_POLICIES[0],
                   help="when a page starts Python from the build's memory snapshot: auto "
                        "(default: only over a link of LAN speed, and from the cache once "
                        "kept), cached (from the cache only, where a first visit puts it in "
                        "the background), always (every visit fetches it), never")
    p.set_defaults(func=cmd_build)

    p = sub.add_parser("serve", help="build the site if needed and serve it on 127.0.0.1:8000")
    p.add_argument("--port", type=whole(1, 65535), default=8000, help="port (default 8000)")
    p.add_argument("--rebuild", action="store_true", help="build even if site/ is up to date")
    p.add_argument("--site", help="serve this folder as it is (no build)")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("bench-site", help="load-time benchmark of the built site (Chromium)")
    p.add_argument("--runs", type=whole(1, 50), default=3,
                   help="runs per figure (median; default 3)")
    p.add_argument("--warmup", type=whole(0, 10), default=1,
                   help="untimed runs of each site first, so that the first timed run "
                        "does not pay for the machine's cold file cache (default 1; "
                        "every run's browser profile is cold)")
    p.add_argument("--page", default="games/holdem/", help="lesson page to time")
    p.add_argument("--next-page", default="games/omaha/", help="the next lesson page")
    p.add_argument("--out", help="write the figures as JSON here")
    p.add_argument("--site", action="append",
                   help="built site to time (default: site/); repeat it to compare builds, "
                        "run by run, in the same minutes")
    p.add_argument("--link", action="append", choices=list(LINKS),
                   help="serve over this link (repeatable; default none = loopback): "
                        "fast-4g 9,000 kbit/s and 60 ms, slow-4g 1,600 kbit/s and 150 ms, "
                        "one bandwidth shared by every connection, gzip as a static host")
    p.set_defaults(func=cmd_bench_site)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m tutor.site.cli``."""
    parser = argparse.ArgumentParser(prog="tutor")
    add_subcommands(parser.add_subparsers())
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    if func is None:
        parser.print_help()
        return 2
    result: int = func(args)
    return result


if __name__ == "__main__":
    sys.exit(main())
