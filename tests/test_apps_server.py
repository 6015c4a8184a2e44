"""``tutor apps`` as a process: hostile URL queries keep the page, SIGTERM stops the server.

Panel's ``parse_query`` calls ``int()`` on every all-digit query value, and Python refuses
more than 4,300 digits, so a session with Panel's ``Location`` (which parses the query as it
is made) answered ``/ladder?x=<5,000 digits>`` with an error 500; ``tutor apps`` serves with
Panel's ``location=False`` and reads the request's arguments as text. And ``tutor apps``
must not leave Panel's server running after a SIGTERM.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator

import pytest

pytest.importorskip("panel")

APPS = ("ladder", "quiz", "split", "explain")
LONG = "9" * 5000


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=60) as r:
        return str(r.read().decode("utf-8"))


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def _start(port: int) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([sys.executable, "-m", "tutor", "apps", "--port", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 90
    while not _answers(port):
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            err = proc.stderr.read().decode() if proc.stderr else ""
            pytest.fail(f"tutor apps did not start: {err[-2000:]}")
        time.sleep(0.3)
    return proc


@pytest.fixture(scope="module")
def apps() -> Iterator[str]:
    port = _free_port()
    proc = _start(port)
    yield f"http://127.0.0.1:{port}"
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:  # pragma: no cover
        proc.kill()


@pytest.mark.parametrize("app", APPS)
def test_a_hostile_query_still_serves_the_app(apps: str, app: str) -> None:
    assert "tt-" in _get(f"{apps}/{app}")  # the app's own classes are in Panel's document
    for query in (f"x={LONG}", f"seed={LONG}&game={LONG}&p={LONG}&b={LONG}",
                  "x=%C2%B2&y=1e99999&z=" + "[" * 5000, "lang=%ED%A0%80&x=%FF%FE"):
        hostile = _get(f"{apps}/{app}?{query}")
        assert "tt-" in hostile, f"/{app}?{query[:40]}… served a page without the app"


def test_sigterm_to_tutor_apps_stops_panel_serve() -> None:
    port = _free_port()
    proc = _start(port)
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("tutor apps ignored SIGTERM")
    deadline = time.monotonic() + 30
    while _answers(port) and time.monotonic() < deadline:
        time.sleep(0.3)
    still = _answers(port)
    if still:  # clean up the orphan before failing
        out = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if f"--port {port}" in line and "panel" in line:
                os.kill(int(line.split()[0]), signal.SIGKILL)
    assert not still, "panel serve kept answering after tutor apps was stopped"


def test_tutor_apps_serves_without_panels_location() -> None:
    # Panel's documented switch (pn.serve(location=False)), not a patch of Panel: the
    # hostile queries above reach the apps as text through the request's arguments.
    import argparse

    import panel.util

    from tutor.ui.cli import add_subcommands, server_options

    parser = argparse.ArgumentParser(prog="tutor")
    add_subcommands(parser.add_subparsers())
    assert server_options(parser.parse_args(["apps"]))["location"] is False
    assert panel.util.parse_query.__module__ == "panel.util"
    with pytest.raises(ValueError):  # why: Panel's own parser, which a Location would run
        panel.util.parse_query(f"?x={LONG}")
