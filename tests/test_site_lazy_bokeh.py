"""Issue 14, imports: the generated ``bokeh/models/__init__.py`` (tutor.site.lazy_bokeh) on
the real Bokeh sources (the host's Bokeh, the version the site ships), in a fresh CPython.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import bokeh
import bokeh.models
import pytest

from tutor.site.lazy_bokeh import BOKEH_PATCHES, MODELS_INIT, lazy_models_init, version_patch
from tutor.site.progress import BuildError
from tutor.site.wheels import replace_once

SITE_PACKAGES = Path(bokeh.__file__).parents[1]


def _read(name: str) -> str:
    path = SITE_PACKAGES / name
    if not path.is_file():
        raise KeyError(name)
    return path.read_text()


def test_every_name_of_bokeh_models_is_found_in_its_submodule() -> None:
    namespace: dict[str, object] = {}
    text = lazy_models_init(_read)
    table_line = next(line for line in text.splitlines() if line.startswith("_WHERE = "))
    exec(table_line, namespace)
    where = namespace["_WHERE"]
    assert isinstance(where, dict)
    assert set(where) | {"Model"} == set(bokeh.models.__all__)
    for name, sub in where.items():  # the object the eager module gave, from that submodule
        assert getattr(getattr(bokeh.models, sub), name) is getattr(bokeh.models, name), name


def _run(tmp_path: Path, code: str) -> str:
    """Run ``code`` in a fresh Python whose bokeh.models is the generated one."""
    shadow = tmp_path / "shadow"  # a copy of bokeh with the four shipped changes, no other
    shutil.copytree(SITE_PACKAGES / "bokeh", shadow / "bokeh",
                    ignore=shutil.ignore_patterns("__pycache__", "static", "sampledata"))
    (shadow / MODELS_INIT).write_text(lazy_models_init(_read))
    patches = {**BOKEH_PATCHES, "bokeh/__init__.py": version_patch(bokeh.__version__)}
    for rel, pairs in patches.items():
        (shadow / rel).write_text(replace_once(rel, _read(rel), pairs))
    r = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                       text=True, env={"PYTHONPATH": str(shadow), "PATH": "/usr/bin:/bin"},
                       timeout=120)
    assert r.returncode == 0, r.stderr[-3000:]
    return r.stdout


def test_the_lazy_models_import_on_first_use_and_a_name_lookup_imports_all(tmp_path: Path) -> None:
    out = _run(tmp_path, """
        import sys
        import bokeh, bokeh.models
        from bokeh.model import Model
        print(bokeh.__version__, "importlib.metadata" in sys.modules)
        print("bokeh.models.glyphs" in sys.modules, "bokeh.models.map_plots" in sys.modules)
        from bokeh.models import Circle  # a name: its submodule, now
        print("bokeh.models.glyphs" in sys.modules, Circle.__module__)
        from bokeh.core.serialization import Deserializer
        print(Deserializer()._resolve_type("GMapPlot").__name__)  # a patch naming a new type
        print("bokeh.models.map_plots" in sys.modules)
        print(len(dir(bokeh.models)) >= len(bokeh.models.__all__))
    """)
    assert out.split("\n")[:6] == [f"{bokeh.__version__} False", "False False",
                                   "True bokeh.models.glyphs", "GMapPlot", "True", "True"]


def test_an_unknown_name_is_still_an_attribute_error(tmp_path: Path) -> None:
    out = _run(tmp_path, """
        import bokeh.models
        try:
            bokeh.models.NoSuchModel
        except AttributeError as err:
            print(err)
    """)
    assert "has no attribute 'NoSuchModel'" in out


def test_a_changed_models_init_stops_the_build() -> None:
    files = {MODELS_INIT: "from . import a\nfrom .a import *\nprint('new')\n",
             "bokeh/models/a.py": "__all__ = ('A',)"}
    with pytest.raises(BuildError, match=r"bokeh/models/__init__\.py changed: \"print"):
        lazy_models_init(files.__getitem__)
