"""numpy, imported when it is first used: a stand-in module until then (site runtime only).

Bokeh imports numpy when it is imported (``import numpy as np`` in its property and
serialization modules), so every lesson page loaded numpy: 6.6 MB of the 14 MB of
package files a page writes before Python starts (three WebAssembly libraries to
compile) and about 0.5 s of importing in Pyodide, though no widget of this site ever
makes an array. numpy is also the one compiled library the page loads, which is what
stops a Pyodide memory snapshot from being restored (docs/site.md).

:func:`install` puts :class:`NumpyStandIn` in ``sys.modules["numpy"]`` before Panel is
imported. What the imports ask of it at start:

- its **types** (``np.ndarray``, ``np.integer``, ...; :data:`TYPE_NAMES`), for
  ``isinstance`` checks and tuples of types made at import: each is a placeholder class
  (:class:`LazyType`) whose ``isinstance``/``issubclass`` answer False while numpy is not
  imported (no object can be a numpy array before numpy exists) and ask the real type
  once it is; calling one imports numpy and calls the real type;
- nothing else: any other name (``np.array``, ``np.nan``, ``np.__version__``, a submodule
  such as ``numpy.linalg``) imports the real numpy there and then and answers from it,
  so code that uses numpy works as before, only the import moves to that moment. Then
  ``sys.modules["numpy"]`` is the real module, and the stand-in forwards every name to it.

Bokeh's ``bokeh/util/serialization.py`` also *called* numpy at import (a set of dtypes and
two constants); the site's build makes those computed when first used
(``NUMPY_ON_FIRST_USE`` in :mod:`tutor.site.lazy_bokeh`). Under CPython the tests install
the stand-in in a fresh interpreter, build every kind of widget, and check that numpy
was never imported.

>>> import types
>>> modules: dict[str, types.ModuleType] = {}
>>> np = install(modules)
>>> isinstance(np, NumpyStandIn), isinstance(3, np.integer), np.ndarray.__name__
(True, False, 'ndarray')
>>> issubclass(bool, np.generic), np.ndarray is np.ndarray
(False, True)
"""

from __future__ import annotations

import importlib
import importlib.machinery
import sys
import types
from collections.abc import MutableMapping
from typing import Any

TYPE_NAMES = frozenset({
    "ndarray", "generic", "number", "integer", "signedinteger", "unsignedinteger",
    "inexact", "floating", "complexfloating", "bool_", "bool", "int8", "int16", "int32",
    "int64", "uint8", "uint16", "uint32", "uint64", "intp", "uintp", "float16", "float32",
    "float64", "longdouble", "complex64", "complex128", "datetime64", "timedelta64",
    "str_", "bytes_", "void", "object_", "character", "flexible", "dtype", "ufunc",
    "matrix", "record", "recarray", "memmap", "busdaycalendar", "nditer", "flatiter",
    "broadcast",
})
"""numpy's classes the stand-in answers with placeholders (checked against numpy's own by
the tests: each is a class there)."""

LOADING_DUNDERS = frozenset({"__path__", "__version__", "__all__", "__array_api_version__",
                             "__getattr__", "__dir__", "__config__"})
"""Dunder names that need the real module (a submodule's import reads ``__path__``).
Other dunders (``__file__``, ``__wrapped__``, ... asked of every module by tools that walk
``sys.modules``) are simply absent, as they would be on any module that lacks them."""


class LazyType(type):
    """The metaclass of a placeholder for a numpy class (see the module's docstring)."""

    def _real_type(cls) -> type | None:
        real: types.ModuleType | None = _STAND_IN_OF[cls].__dict__["_tutor_real"]
        return None if real is None else getattr(real, cls.__name__)

    def __instancecheck__(cls, obj: Any) -> bool:
        real_type = cls._real_type()
        return real_type is not None and isinstance(obj, real_type)

    def __subclasscheck__(cls, sub: type) -> bool:
        real_type = cls._real_type()
        return real_type is not None and issubclass(sub, real_type)

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        real_type = getattr(_STAND_IN_OF[cls].load(f"numpy.{cls.__name__}(...)"), cls.__name__)
        return real_type(*(_unwrap(a) for a in args),
                         **{k: _unwrap(v) for k, v in kwargs.items()})


_STAND_IN_OF: dict[type, NumpyStandIn] = {}


def _unwrap(value: Any) -> Any:
    """A placeholder passed to a real numpy function is its real class."""
    if isinstance(value, LazyType):
        return getattr(_STAND_IN_OF[value].load(value.__name__), value.__name__)
    return value


class NumpyStandIn(types.ModuleType):
    """``sys.modules["numpy"]`` until numpy is first used (see the module's docstring)."""

    def __init__(self, modules: MutableMapping[str, types.ModuleType]) -> None:
        super().__init__("numpy")
        self.__spec__ = importlib.machinery.ModuleSpec("numpy", None, is_package=True)
        self.__dict__["_tutor_modules"] = modules
        self.__dict__["_tutor_real"] = None

    def load(self, why: str) -> types.ModuleType:
        """Import the real numpy (once); ``why`` names what asked for it."""
        real: types.ModuleType | None = self.__dict__["_tutor_real"]
        if real is not None:
            return real
        modules = self.__dict__["_tutor_modules"]
        if modules.get("numpy") is self:
            del modules["numpy"]
        try:
            real = importlib.import_module("numpy") if modules is sys.modules else None
        except BaseException:
            modules["numpy"] = self
            raise
        if real is None:
            raise ImportError(f"numpy: a stand-in outside sys.modules cannot import ({why})")
        self.__dict__["_tutor_real"] = real
        for name, value in list(self.__dict__.items()):  # placeholders give way to real types
            if isinstance(value, LazyType):
                del self.__dict__[name]
        return real

    def __getattr__(self, name: str) -> Any:
        real: types.ModuleType | None = self.__dict__["_tutor_real"]
        if real is not None:
            return getattr(real, name)
        if name in TYPE_NAMES:
            placeholder = LazyType(name, (), {"__module__": "numpy",
                                               "__doc__": f"numpy.{name}, not imported yet"})
            _STAND_IN_OF[placeholder] = self
            setattr(self, name, placeholder)
            return placeholder
        if name.startswith("__") and name not in LOADING_DUNDERS:
            raise AttributeError(f"module 'numpy' has no attribute {name!r} "
                                 "(not imported yet)")
        return getattr(self.load(f"numpy.{name}"), name)


def install(modules: MutableMapping[str, types.ModuleType] | None = None) -> types.ModuleType:
    """Put the stand-in in ``modules`` (``sys.modules``) unless numpy is already imported;
    return what ``modules["numpy"]`` then is."""
    modules = sys.modules if modules is None else modules
    if "numpy" not in modules:
        modules["numpy"] = NumpyStandIn(modules)
    return modules["numpy"]
