"""Shared by the browser tests of the Panel apps: Chromium's flags and one ``tutor apps``.

Each browser test file serves the apps it needs on a free port::

    @pytest.fixture(scope="module")
    def server() -> Iterator[str]:
        yield from serve_apps(["quiz", "ladder"])
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]
ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "artifacts" / "screenshots"


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve_apps(apps: Iterable[str], timeout: float = 90) -> Iterator[str]:
    """Run ``tutor apps`` on the named apps; yield its URL once the first app answers."""
    names = list(apps)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    yield from serve([sys.executable, "-m", "tutor", "apps", *names, "--port", str(port)],
                     url, f"{url}/{names[0]}", timeout)


def serve(command: list[str], url: str, ready: str, timeout: float = 90) -> Iterator[str]:
    """Run a server (``command``); yield ``url`` once ``ready`` answers; stop it after."""
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT)
    deadline = time.monotonic() + timeout
    while True:
        try:
            urllib.request.urlopen(ready, timeout=10).read()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                err = proc.stderr.read().decode() if proc.stderr else ""
                proc.kill()
                pytest.fail(f"panel serve did not start: {err[-2000:]}")
            time.sleep(0.3)
    yield url
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:  # pragma: no cover
        proc.kill()


def launch(playwright: Any) -> Iterator[Any]:
    """Debian's Chromium, headless, for one test module."""
    b = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
    yield b
    b.close()
