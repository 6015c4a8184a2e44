"""The package files a page does not read at start come later, when asked for.

The mechanism (``tutor.site.later_files``) runs in the page's Pyodide; here it runs in
CPython on a temporary site-packages, with a fetch that counts its calls. The split of
the bundle (``tutor.site.bundle.split``) is checked on the same files.
"""

from __future__ import annotations

import doctest
import gzip
import hashlib
import importlib
import json
import os
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import TypeAlias

import pytest

from tutor.site import later_files, pyodide_app
from tutor.site.bundle import frame, split, write_bundle
from tutor.site.later_files import LaterFiles, LaterFilesError, install, read_bundle

FILES = {
    "firstpkg/__init__.py": b"VALUE = 'first'\n",
    "firstpkg/late.py": b"VALUE = 'late, in a package that starts early'\n",
    "latepkg/__init__.py": b"",
    "latepkg/sub.py": b"from latepkg import helper\nVALUE = helper.X * 2\n",
    "latepkg/helper.py": b"X = 21\n",
    "latepkg/data.txt": b"hello from a data file",
    "firstpkg-1.0.dist-info/METADATA": b"Name: firstpkg\n",
}
FIRST = {"firstpkg/__init__.py"}


def _raw(files: dict[str, bytes]) -> bytes:
    return frame({"files": [[p, len(b)] for p, b in files.items()]}, list(files.values()))


class Fetches:
    """The worker's synchronous request, counted."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.calls = 0

    def __call__(self) -> bytes:
        self.calls += 1
        return self.data


Site: TypeAlias = tuple[Path, list[str], bytes]


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    """A site-packages holding the first files; the later bundle (gzipped) beside it."""
    first, later = split(_raw(FILES), FIRST)
    root = tmp_path / "site-packages"
    later_files.write_bundle(root, first)
    paths = read_bundle(first)[0]["later"]
    sys.path.insert(0, str(root))
    yield root, paths, gzip.compress(later, mtime=0)
    install(None)
    sys.path.remove(str(root))
    for name in [m for m in sys.modules if m.split(".")[0] in ("firstpkg", "latepkg")]:
        del sys.modules[name]
    importlib.invalidate_caches()


def _later(site: Site, data: bytes | None = None) -> tuple[LaterFiles, Fetches]:
    root, paths, gz = site
    fetch = Fetches(gz if data is None else data)
    later = LaterFiles(root, paths, hashlib.sha256(gz).hexdigest(), fetch)
    install(later)
    return later, fetch


def test_module_doctests() -> None:
    result = doctest.testmod(later_files, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_the_split_keeps_every_file_once_and_the_metadata_first() -> None:
    first, later = split(_raw(FILES), FIRST)

    a, b = dict(read_bundle(first)[1]), dict(read_bundle(later)[1])
    assert set(a) == FIRST | {"firstpkg-1.0.dist-info/METADATA"}
    assert {**a, **b} == FILES and not set(a) & set(b)


def test_importing_a_later_module_fetches_the_later_files_once(site: Site) -> None:
    _, fetch = _later(site)
    assert not (site[0] / "latepkg").exists()
    sub = importlib.import_module("latepkg.sub")
    assert sub.VALUE == 42 and fetch.calls == 1
    assert importlib.import_module("firstpkg.late").VALUE.startswith("late")
    assert (site[0] / "latepkg" / "data.txt").read_bytes() == FILES["latepkg/data.txt"]
    assert fetch.calls == 1


def test_a_later_module_inside_a_package_that_started_early(site: Site) -> None:
    _, fetch = _later(site)
    assert importlib.import_module("firstpkg").VALUE == "first" and fetch.calls == 0
    assert importlib.import_module("firstpkg.late").VALUE.startswith("late")
    assert fetch.calls == 1


def test_opening_or_listing_a_later_file_fetches_them(site: Site) -> None:
    _, fetch = _later(site)
    with open(site[0] / "latepkg" / "data.txt", "rb") as f:
        assert f.read() == FILES["latepkg/data.txt"]
    assert fetch.calls == 1
    install(None)
    for p in ("latepkg/data.txt", "latepkg/sub.py", "latepkg/helper.py", "latepkg/__init__.py",
              "firstpkg/late.py"):
        (site[0] / p).unlink()
    _, fetch = _later(site)
    assert "late.py" in os.listdir(site[0] / "firstpkg") and fetch.calls == 1


def test_a_module_that_is_nowhere_is_not_fetched_for(site: Site) -> None:
    _, fetch = _later(site)
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("no_such_module_anywhere")
    assert not os.path.exists(site[0] / "firstpkg" / "nothing.txt")
    assert fetch.calls == 0


def test_later_files_that_do_not_match_their_sha256_are_refused(site: Site) -> None:
    _, fetch = _later(site, data=gzip.compress(b"tampered"))
    with pytest.raises(LaterFilesError,
                       match=r"did not match their sha256 \(import latepkg needs them\)"):
        importlib.import_module("latepkg")
    assert not (site[0] / "latepkg").exists() and fetch.calls == 1
    with pytest.raises(LaterFilesError):  # asked again, fetched again: never half-written
        importlib.import_module("latepkg")
    assert fetch.calls == 2


def test_a_failed_fetch_names_what_needed_the_files_and_can_be_retried(site: Site) -> None:
    later, fetch = _later(site)

    def offline() -> bytes:
        raise OSError("HTTP 503")

    later.fetch = offline
    with pytest.raises(LaterFilesError, match=r"could not be fetched \(import latepkg "
                                              r"needs them\): HTTP 503"):
        importlib.import_module("latepkg.sub")
    later.fetch = fetch
    assert importlib.import_module("latepkg.sub").VALUE == 42


def test_a_failed_fetch_is_said_on_the_page_in_the_page_s_language(
        site: Site, monkeypatch: pytest.MonkeyPatch) -> None:
    later, _ = _later(site)

    def offline() -> bytes:
        raise OSError("HTTP 503")

    later.fetch = offline
    # a widget whose making imports a module of the later files, as numpy's users do
    monkeypatch.setattr(pyodide_app, "view_of", lambda spec: importlib.import_module("latepkg"))
    specs = [{"widget": "split", "lang": "en"}, {"widget": "split", "lang": "ru"}]
    slots = json.loads(pyodide_app.render("page", json.dumps(specs)))["slots"]
    assert [slot["error"] for slot in slots] == [
        "This exercise could not be loaded: the rest of the packages could not be fetched "
        "(import latepkg needs them): HTTP 503",
        "Не удалось загрузить упражнение: не удалось получить остальные пакеты "
        "(они нужны для import latepkg): HTTP 503",
    ]


def test_write_bundle_splits_by_the_traced_reads(tmp_path: Path) -> None:
    wheel = tmp_path / "w-1-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        for path, data in FILES.items():
            z.writestr(path, data)
    lock = {"packages": {"w": {"file_name": wheel.name, "depends": []}}}
    seen: list[bytes] = []

    def reads(raw: bytes) -> set[str]:
        seen.append(raw)
        return FIRST

    info = write_bundle(tmp_path, lock, ("w",), reads)
    first = gzip.decompress((tmp_path / info["file"]).read_bytes())
    later = (tmp_path / info["later"]["file"]).read_bytes()
    assert info["later"]["sha256"] == hashlib.sha256(later).hexdigest()
    head = read_bundle(first)[0]
    assert [p for p, _ in head["files"]] == ["firstpkg/__init__.py",
                                             "firstpkg-1.0.dist-info/METADATA"]
    assert sorted(head["later"]) == sorted(set(FILES) - set(p for p, _ in head["files"]))
    assert len(seen) == 1  # the trace saw the whole bundle


def test_files_the_worker_wrote_ahead_are_not_fetched_again(site: Site) -> None:
    _, fetch = _later(site)
    assert not later_files.is_written()
    later_files.write_bundle(site[0], gzip.decompress(site[2]))  # as worker.js does
    later_files.mark_written()
    assert later_files.is_written()
    assert importlib.import_module("latepkg.sub").VALUE == 42 and fetch.calls == 0


def test_nothing_is_watched_once_the_files_are_written(site: Site) -> None:
    import builtins
    import io

    real = (builtins.open, io.open, os.listdir, os.scandir)
    _later(site)
    assert builtins.open is not real[0] and os.scandir is not real[3]  # watching
    importlib.import_module("latepkg")  # fetches and writes them
    assert (builtins.open, io.open, os.listdir, os.scandir) == real


def test_the_standard_librarys_rest_is_a_part_of_its_own_found_beside_its_zip(
        tmp_path: Path) -> None:
    """The page's Python starts with the modules of the standard library it
    imports, in a zip; the rest (a part called ``stdlib``) is written beside site-packages'
    files when first imported -- a module of a package that lives in the zip too
    (``encodings.cp1252``) -- while the packages' own later files stay a part of their own."""
    zipped = tmp_path / "stdlib.zip"
    with zipfile.ZipFile(zipped, "w") as z:
        z.writestr("zippkg/__init__.py", "VALUE = 'in the zip'\n")
    root = tmp_path / "site-packages"
    root.mkdir()
    rest = {"zippkg/late.py": b"from zippkg import VALUE\nLATE = VALUE + ', and beside it'\n",
            "toplate.py": b"X = 7\n"}
    gz = gzip.compress(_raw(rest), mtime=0)
    stdlib = Fetches(gz)
    packages = Fetches(b"never asked")
    sys.path[:0] = [str(zipped), str(root)]
    try:
        install(LaterFiles(root, list(rest), hashlib.sha256(gz).hexdigest(), stdlib), "stdlib")
        install(LaterFiles(root, ["latepkg/__init__.py"], "", packages), "later")
        assert importlib.import_module("zippkg.late").LATE == "in the zip, and beside it"
        assert importlib.import_module("toplate").X == 7 and stdlib.calls == 1
        assert later_files.is_written("stdlib") and not later_files.is_written("later")
        assert packages.calls == 0
    finally:
        install(None)
        sys.path.remove(str(zipped))
        sys.path.remove(str(root))
        for name in ("zippkg", "zippkg.late", "toplate"):
            sys.modules.pop(name, None)
        importlib.invalidate_caches()
