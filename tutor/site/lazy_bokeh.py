"""Bokeh, imported less at start (build time, on the shipped wheel's text; host only).

``import panel`` imports ``bokeh.models``, whose ``__init__`` imports all 34 of its
submodules (every Bokeh model: glyphs, tools, map plots, ...): about 0.45 s of the page's
1.1 s of importing in Pyodide, though these widgets use about half of them. The
shipped ``bokeh/models/__init__.py`` is generated instead: the same names (``__all__``)
and the same submodules, each imported when one of its names is first asked for
(PEP 562 ``__getattr__``), from a table of name → submodule made here from the
wheel's own sources (each submodule's literal ``__all__``, following ``*x.__all__``
into subpackages). Two places that look a model class up by its *name* in Bokeh's
registry (which only holds imported classes) import every submodule first when the
name is not there yet: ``bokeh.model.util.get_class`` and the deserializer of
documents and patches. ``bokeh/__init__.py`` asks ``importlib.metadata`` for its own
version (0.1 s of importing ``email`` and ``importlib.metadata`` at start): the
wheel's version is written in instead.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from tutor.site.progress import BuildError

MODELS_INIT = "bokeh/models/__init__.py"


def _literal_all(path: str, read: Callable[[str], str]) -> list[str]:
    """A module's ``__all__``: string literals and ``*sub.__all__`` of sibling modules."""
    tree = ast.parse(read(path))
    folder = path.rsplit("/", 1)[0] if path.endswith("/__init__.py") else None
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            if not isinstance(node.value, (ast.Tuple, ast.List)):
                break
            names: list[str] = []
            for elt in node.value.elts:
                if isinstance(elt, ast.Constant) and isinstance(elt.value, str):
                    names.append(elt.value)
                elif (folder and isinstance(elt, ast.Starred)
                      and isinstance(elt.value, ast.Attribute) and elt.value.attr == "__all__"
                      and isinstance(elt.value.value, ast.Name)):
                    names += _literal_all(_module_path(folder, elt.value.value.id, read), read)
                else:
                    raise BuildError(f"{path}: an __all__ entry this build cannot read: "
                                     f"{ast.unparse(elt)}")
            return names
    raise BuildError(f"{path}: no literal __all__")


def _module_path(folder: str, name: str, read: Callable[[str], str]) -> str:
    for candidate in (f"{folder}/{name}.py", f"{folder}/{name}/__init__.py"):
        try:
            read(candidate)
        except KeyError:
            continue
        return candidate
    raise BuildError(f"{folder}: no module {name}")


def _unchanged_line(node: ast.stmt, tree: ast.Module) -> bool:
    """The docstring, ``import logging``, ``log = ...``, ``__all__ = ...``, the future and
    ``Model`` imports: the rest of what Bokeh's ``models/__init__.py`` holds."""
    if isinstance(node, ast.ImportFrom):
        return node.module in ("__future__", "model")
    if isinstance(node, ast.Import):
        return [a.name for a in node.names] == ["logging"]
    if isinstance(node, ast.Expr):
        return node is tree.body[0] and isinstance(node.value, ast.Constant)
    return isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) in ("log", "__all__")


def _submodules(text: str) -> list[str]:
    """The submodules ``bokeh/models/__init__.py`` imports, checked to be all it does."""
    tree = ast.parse(text)
    listed: list[str] = []
    starred: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module is None:
            listed += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 1 and node.names[0].name == "*":
            starred.append(str(node.module))
        elif _unchanged_line(node, tree):
            continue
        else:
            raise BuildError(f"{MODELS_INIT} changed: {ast.unparse(node)[:80]!r} is new "
                             "(tutor/site/lazy_bokeh.py needs a look)")
    if not listed or listed != starred:
        raise BuildError(f"{MODELS_INIT} changed: its submodules and star imports differ")
    return listed


def lazy_models_init(read: Callable[[str], str]) -> str:
    """The generated ``bokeh/models/__init__.py`` (``read`` gives a wheel file's text).

    >>> files = {MODELS_INIT: '''\\"\\"\\"Models.\\"\\"\\"
    ... from __future__ import annotations
    ... import logging
    ... log = logging.getLogger(__name__)
    ... from ..model import Model
    ... from . import (a, b)
    ... from .a import *
    ... from .b import *
    ... __all__ = ("Model", *a.__all__, *b.__all__)
    ... ''', "bokeh/models/a.py": "__all__ = ('A', 'Shared')",
    ...          "bokeh/models/b/__init__.py": "from . import c\\n__all__ = (*c.__all__,)",
    ...          "bokeh/models/b/c.py": "__all__ = ['C', 'Shared']"}
    >>> text = lazy_models_init(files.__getitem__)
    >>> "_WHERE = {'A': 'a', 'Shared': 'b', 'C': 'b'}" in text
    True
    """
    subs = _submodules(read(MODELS_INIT))
    where: dict[str, str] = {}
    folder = MODELS_INIT.rsplit("/", 1)[0]
    for sub in subs:  # a later star import wins, as it did
        for name in _literal_all(_module_path(folder, sub, read), read):
            where[name] = sub
    return f'''"""Bokeh's models, each submodule imported when one of its names is first used.

Generated by the Card Rules Tutor site build (tutor/site/lazy_bokeh.py) from Bokeh's own
bokeh/models/__init__.py, which imports every submodule at once.
"""
from __future__ import annotations

import importlib
import logging

log = logging.getLogger(__name__)

from ..model import Model

_SUBMODULES = {tuple(subs)!r}
_WHERE = {where!r}
__all__ = ("Model", *_WHERE)


def __getattr__(name):
    sub = name if name in _SUBMODULES else _WHERE.get(name)
    if sub is None:
        raise AttributeError(f"module {{__name__!r}} has no attribute {{name!r}}")
    module = importlib.import_module(f"{{__name__}}.{{sub}}")
    return module if sub == name else getattr(module, name)


def __dir__():
    return sorted({{*globals(), *_SUBMODULES, *_WHERE}})


def _import_all():
    """Every model class in Bokeh's registry (what ``import bokeh.models`` did)."""
    for sub in _SUBMODULES:
        importlib.import_module(f"{{__name__}}.{{sub}}")
'''


IMPORT_ALL = ("from .. import models; models._import_all()  "
              "# tutor site build: bokeh.models is lazy\n")

_BINARY_DTYPES = ("bool_", "uint8", "int8", "uint16", "int16", "uint32", "int32",
                  "float32", "float64")
NUMPY_ON_FIRST_USE: tuple[tuple[str, str], ...] = (
    # a set of dtypes and two constants made at import: made when first used instead
    ("BINARY_ARRAY_TYPES = {\n"
     + "".join(f"    np.dtype(np.{t}),\n" + ("    #np.dtype(np.uint64),\n"
                                            "    #np.dtype(np.int64),\n" if t == "int32" else "")
               for t in _BINARY_DTYPES)
     + "}\n\nNP_EPOCH = np.datetime64(0, 'ms')\nNP_MS_DELTA = np.timedelta64(1, 'ms')\n",
     f"_BINARY_DTYPES = {_BINARY_DTYPES!r}  # tutor site build: numpy used on first use\n"
     "_BINARY_NAMES = ('bool', *_BINARY_DTYPES[1:])\n\n"
     "@lru_cache(None)\n"
     "def _binary_array_types() -> set[Any]:\n"
     "    return {np.dtype(getattr(np, t)) for t in _BINARY_DTYPES}\n\n"
     "def _np_epoch() -> Any:\n"
     "    return np.datetime64(0, 'ms')\n\n"
     "def _np_ms_delta() -> Any:\n"
     "    return np.timedelta64(1, 'ms')\n"),
    ('    if name == "DATETIME_TYPES":\n',
     '    if name == "BINARY_ARRAY_TYPES":  # tutor site build: made on first use\n'
     '        return _binary_array_types()\n'
     '    if name == "NP_EPOCH":\n'
     '        return _np_epoch()\n'
     '    if name == "NP_MS_DELTA":\n'
     '        return _np_ms_delta()\n'
     '    if name == "DATETIME_TYPES":\n'),
    ("        return float(obj / NP_MS_DELTA)\n", "        return float(obj / _np_ms_delta())\n"),
    ("        epoch_delta = obj - NP_EPOCH\n        return float(epoch_delta / NP_MS_DELTA)\n",
     "        epoch_delta = obj - _np_epoch()\n"
     "        return float(epoch_delta / _np_ms_delta())\n"),
    ("    return array.dtype not in BINARY_ARRAY_TYPES\n",
     "    return array.dtype not in _binary_array_types()\n"),
    ('binary_array_types="\\n".join(f"* ``np.{x}``" for x in BINARY_ARRAY_TYPES))',
     'binary_array_types="\\n".join(f"* ``np.{x}``" for x in _BINARY_NAMES))'),
    ('binary_array_types="\\n    ".join(f"* ``np.{x}``" for x in BINARY_ARRAY_TYPES),',
     'binary_array_types="\\n    ".join(f"* ``np.{x}``" for x in _BINARY_NAMES),'),
)
"""``bokeh/util/serialization.py`` without calling numpy at import, so that numpy is imported
only when first used (:mod:`tutor.site.lazy_numpy`); the same values, made when asked for."""

BOKEH_PATCHES: dict[str, tuple[tuple[str, str], ...]] = {
    "bokeh/util/serialization.py": NUMPY_ON_FIRST_USE,
    # look a class up by name: every model first (the registry holds imported classes only)
    "bokeh/model/util.py": (
        ("    from .. import models  # noqa: F401\n", "    " + IMPORT_ALL),
    ),
    "bokeh/core/serialization.py": (
        ("        cls = Model.model_class_reverse_map.get(type)\n",
         "        cls = Model.model_class_reverse_map.get(type)\n"
         "        if cls is None:\n"
         "            from bokeh import models; models._import_all()  "
         "# tutor site build: bokeh.models is lazy\n"
         "            cls = Model.model_class_reverse_map.get(type)\n"),
    ),
}


def version_patch(version: str) -> tuple[tuple[str, str], ...]:
    """``bokeh/__init__.py``'s version lookup replaced by the wheel's version."""
    return (
        ("import importlib.metadata as importlib_metadata\n", ""),
        ('__version__ = importlib_metadata.version("bokeh")\n',
         f"__version__ = {version!r}  # tutor site build: the wheel's version\n"),
        ("del importlib_metadata\n", ""),
    )
