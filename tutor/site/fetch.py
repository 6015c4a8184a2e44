"""Fetch the pinned inputs (``tutor.site.pins``) into the cache, from registries only.

The cache (``.cache/tutor-site/`` in the repository by default) keeps every
download, so a second build fetches nothing. Each file is checked against its
pinned sha256 whenever it is used, not only when it is downloaded.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from tutor.site import pins
from tutor.site.progress import BuildError


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file."""
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def check_sha256(path: Path, expected: str, what: str) -> None:
    """Fail loudly when ``path`` is not the pinned file."""
    got = sha256_file(path)
    if got != expected:
        raise BuildError(f"sha256 mismatch for {what} ({path.name}): "
                         f"expected {expected}, got {got}")


@dataclass(frozen=True)
class Inputs:
    """Paths of the verified inputs in the cache."""

    npm_tgz: Path
    carrier: Path
    pure: tuple[Path, ...]
    test: tuple[Path, ...]


def _run(cmd: list[str], cwd: Path, what: str) -> None:
    r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if r.returncode != 0:
        raise BuildError(f"{what} failed ({' '.join(cmd[:4])} ...):\n{r.stderr[-3000:]}")


def _find_wheel(folder: Path, spec: str) -> Path | None:
    name, version = spec.split("==")
    norm = name.replace("-", "_").lower()
    for f in folder.glob("*.whl"):
        dist, ver = f.name.split("-")[:2]
        if dist.replace("-", "_").lower() == norm and ver == version:
            return f
    return None


def _pip_download(specs: dict[str, str], dest: Path, extra: list[str],
                  what: str) -> tuple[Path, ...]:
    dest.mkdir(parents=True, exist_ok=True)
    missing = {s: h for s, h in specs.items() if _find_wheel(dest, s) is None}
    if missing:
        req = dest / "requirements.txt"
        req.write_text("".join(f"{s} --hash=sha256:{h}\n" for s, h in missing.items()))
        _run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--require-hashes",
              "--only-binary=:all:", *extra, "-r", str(req), "-d", str(dest)], dest, what)
    out = []
    for spec, digest in specs.items():
        f = _find_wheel(dest, spec)
        if f is None:
            raise BuildError(f"{what}: pip did not produce a wheel for {spec}")
        check_sha256(f, digest, spec)
        out.append(f)
    return tuple(out)


PURE_FLAGS = ["--python-version", "3.12", "--implementation", "py", "--abi", "none",
              "--platform", "any"]


def fetch_inputs(cache: Path) -> Inputs:
    """Download whatever is missing from the cache and verify everything."""
    dl = cache / "dl"
    dl.mkdir(parents=True, exist_ok=True)
    spec, name, digest = pins.PYODIDE_NPM
    tgz = dl / name
    if not tgz.exists():
        if shutil.which("npm") is None:
            raise BuildError("npm is needed to fetch the Pyodide core (apt-get install npm)")
        _run(["npm", "pack", "--silent", spec], dl, "npm pack " + spec)
    check_sha256(tgz, digest, spec)

    spec, name, digest = pins.CARRIER
    carrier = dl / name
    if not carrier.exists():  # a wheel only (never an sdist to build), pinned by its hash
        req = dl / "carrier-requirements.txt"
        req.write_text(f"{spec} --hash=sha256:{digest}\n")
        _run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--require-hashes",
              "--only-binary=:all:", "-r", str(req), "-d", str(dl)], dl, "pip download " + spec)
    check_sha256(carrier, digest, spec)

    pure = _pip_download(pins.PURE_WHEELS, dl / "pure", PURE_FLAGS, "pure wheels")
    test = _pip_download(pins.TEST_WHEELS, dl / "test", PURE_FLAGS, "test wheels")
    return Inputs(tgz, carrier, pure, test)
