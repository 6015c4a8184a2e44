"""Fixtures shared by several test files.

``axe_source``: the axe-core accessibility checker's script, for the browser
tests (``tests/test_ui_browser.py``; ``tests/test_site_browser.py`` can use it
too). Fetched once with ``npm pack axe-core@4.10.3`` into ``.cache/axe/`` and
checked against its pinned sha256 before use, so every run checks with the
same rules.
"""

from __future__ import annotations

import os
import subprocess
import tarfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest_plugins = ["site_pages"]
"""The built site's browser fixtures (``server``, ``trap``, ``browser``, ``visit``)."""

try:
    from hypothesis import settings
except ImportError:  # the rules core's tests also run inside Pyodide, without hypothesis
    pass
else:
    # In CI the property tests run with a fixed seed, so a run is reproducible: a failure
    # there is a real counter-example to fix, never a coin toss. Locally they explore.
    settings.register_profile("ci", derandomize=True, print_blob=True)
    if os.environ.get("CI"):
        settings.load_profile("ci")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The fuzz tests run in their own stage: only when ``-m`` names ``fuzz``."""
    if "fuzz" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="fuzz stage: run with -m fuzz (scripts/test.sh does)")
    for item in items:
        if "fuzz" in item.keywords:
            item.add_marker(skip)


ROOT = Path(__file__).resolve().parents[1]
AXE_CACHE = ROOT / ".cache" / "axe"
AXE = ("axe-core@4.10.3", "axe-core-4.10.3.tgz",
       "0f2b4d7dcdf7d1219df8d1959ad68e565f51d14c3f0d88bb71cd59abeb956292")
"""npm spec, the tarball ``npm pack`` writes, and its sha256."""


def fetch_axe(cache: Path = AXE_CACHE) -> str:
    """axe.min.js of the pinned axe-core (``npm pack`` into ``cache`` once, sha256-checked)."""
    from tutor.site.fetch import check_sha256

    spec, name, digest = AXE
    cache.mkdir(parents=True, exist_ok=True)
    tgz = cache / name
    if not tgz.exists():
        done = subprocess.run(["npm", "pack", "--silent", spec], cwd=cache,
                              capture_output=True, text=True)
        if done.returncode != 0 or not tgz.exists():
            pytest.fail(f"`npm pack {spec}` failed in {cache}: {done.stderr.strip()[-500:]}")
    check_sha256(tgz, digest, spec)
    with tarfile.open(tgz) as tf:
        f = tf.extractfile("package/axe.min.js")
        assert f is not None, f"{name} has no package/axe.min.js"
        return f.read().decode()


@pytest.fixture(scope="session")
def axe_source() -> str:
    """The pinned axe-core script (see :func:`fetch_axe`)."""
    return fetch_axe()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """One Playwright driver for the whole session.

    The sync API runs its own event loop; two ``sync_playwright()`` blocks open at
    once (say a session-scoped one for the site and a module-scoped one for the
    apps) refuse to start, so every browser fixture launches from this one.
    """
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The static site, built once per test session (``tutor build``'s code, with the
    shared ``.cache/``) for every browser test file that visits it."""
    from tutor.site.build import build_site

    out = tmp_path_factory.mktemp("site") / "site"
    build_site(ROOT, out, ROOT / ".cache" / "tutor-site", quiet=True)
    return out
