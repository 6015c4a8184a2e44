"""Run Pyodide under Node (no browser): bytecode for the wheels, the core's tests."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tutor.site.progress import BuildError

ASSETS = Path(__file__).resolve().parent / "assets"


def _unpacked_matches(root: Path, tgz: Path) -> bool:
    """Whether ``root`` holds exactly the files of ``tgz``, byte for byte."""
    if not root.is_dir():
        return False
    seen = set()
    with tarfile.open(tgz) as tf:
        for member in tf:
            if not member.isfile():
                continue
            path = root / member.name
            f = tf.extractfile(member)
            if f is None or not path.is_file() or path.read_bytes() != f.read():
                return False
            seen.add(path)
    return all(p in seen for p in root.rglob("*") if p.is_file())


def node_pyodide(cache: Path, tgz: Path) -> Path:
    """The npm Pyodide package unpacked in the cache (its folder holds pyodide.mjs).

    ``tgz`` has been checked against its pinned sha256; the unpacked copy is compared
    with it at every use (it compiles the shipped bytecode), and unpacked again when
    anything differs.
    """
    root = cache / "node-pyodide" / tgz.stem
    if not _unpacked_matches(root, tgz):
        fresh = Path(tempfile.mkdtemp(prefix=tgz.stem + ".", dir=root.parent
                                      if root.parent.exists() else _mkdir(root.parent)))
        with tarfile.open(tgz) as tf:
            tf.extractall(fresh, filter="data")
        if root.exists():
            shutil.rmtree(root)
        fresh.rename(root)  # whole or not at all: a concurrent build never sees half of it
    return root / "package"


def _mkdir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def run_node(script: str, args: list[str], timeout: float = 600) -> str:
    """Run one of our .mjs scripts; fail with its stderr."""
    if shutil.which("node") is None:
        raise BuildError("node is needed (apt-get install nodejs)")
    r = subprocess.run(["node", str(ASSETS / script), *args], capture_output=True, text=True,
                       timeout=timeout)
    if r.returncode != 0:
        raise BuildError(f"node {script} failed:\n{r.stdout[-2000:]}\n{r.stderr[-3000:]}")
    return r.stdout


def add_bytecode(pyodide_pkg: Path, wheel_dir: Path, wheels: list[str]) -> str:
    """Add CPython 3.12 ``__pycache__`` files, compiled by Pyodide itself, to the wheels."""
    if not wheels:
        return ""
    return run_node("compile_pyc.mjs", [str(pyodide_pkg), str(wheel_dir), *wheels])


@dataclass(frozen=True)
class Trace:
    """What starting the runtime and building every widget slot read: site-packages files
    (``site``, relative paths) and modules of the standard library's zip (``stdlib``)."""

    site: frozenset[str]
    stdlib: tuple[str, ...]


def first_reads(pyodide_pkg: Path, cache: Path,
                specs: list[dict[str, str]]) -> Callable[[bytes], Trace]:
    """The files of a bundle (and the modules of the standard library) that starting the
    runtime and building ``specs`` read.

    Traced by ``first_reads.mjs`` inside Pyodide under Node (about 15 s); the answer is
    kept in the cache under the sha256 of the bundle, the specs and the script.
    """
    script = (ASSETS / "first_reads.mjs").read_bytes() + (ASSETS / "node_bundle.mjs").read_bytes()
    specs_json = json.dumps(specs, sort_keys=True)

    def reads(raw: bytes) -> Trace:
        key = hashlib.sha256(raw + specs_json.encode() + script).hexdigest()[:32]
        known = cache / "first-reads" / f"{key}.json"
        if not known.is_file():
            with tempfile.TemporaryDirectory(prefix="tutor-trace-") as tmp:
                (Path(tmp) / "raw").write_bytes(raw)
                (Path(tmp) / "specs.json").write_text(specs_json)
                run_node("first_reads.mjs", [str(pyodide_pkg), f"{tmp}/raw",
                                             f"{tmp}/specs.json", f"{tmp}/out.json"])
                known.parent.mkdir(parents=True, exist_ok=True)
                part = known.with_name(f"{known.name}.{os.getpid()}")
                part.write_bytes((Path(tmp) / "out.json").read_bytes())
                part.replace(known)  # whole or not at all
        found = json.loads(known.read_text())
        if not isinstance(found, dict) or not found.get("site") or not found.get("stdlib"):
            raise BuildError(f"{known}: no files traced")
        return Trace(frozenset(str(p) for p in found["site"]),
                     tuple(str(m) for m in found["stdlib"]))

    return reads
