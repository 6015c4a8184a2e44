"""Run Pyodide under Node (no browser): bytecode for the wheels, the core's tests."""

from __future__ import annotations

import shutil
import subprocess
import tarfile
import tempfile
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
