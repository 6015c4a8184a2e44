"""Issue 14, imports: numpy imported when first used (tutor.site.lazy_numpy), with Bokeh's
serialization module as the site ships it (tutor.site.lazy_bokeh.NUMPY_ON_FIRST_USE), in a
fresh CPython on the host's Bokeh and Panel (the versions the site ships).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import bokeh.util.serialization as bokeh_serialization
import numpy
import pytest

from tests.test_site_lazy_bokeh import _run
from tutor.site.lazy_bokeh import NUMPY_ON_FIRST_USE
from tutor.site.lazy_numpy import TYPE_NAMES
from tutor.site.wheels import replace_once


def test_every_placeholder_name_is_a_class_of_numpy() -> None:
    assert sorted(n for n in TYPE_NAMES if not isinstance(getattr(numpy, n, None), type)) == []


def test_the_patched_serialization_module_gives_bokehs_values() -> None:
    text = replace_once("bokeh/util/serialization.py",
                        Path(bokeh_serialization.__file__).read_text(), NUMPY_ON_FIRST_USE)
    namespace: dict[str, object] = {"__name__": "bokeh.util.serialization",
                                    "__package__": "bokeh.util"}
    exec(compile(text, "serialization.py", "exec"), namespace)
    get = namespace["__getattr__"]
    assert callable(get)
    for name in ("BINARY_ARRAY_TYPES", "NP_EPOCH", "NP_MS_DELTA"):
        assert name not in namespace  # nothing made at import
        assert get(name) == getattr(bokeh_serialization, name), name
    array_encoding_disabled = namespace["array_encoding_disabled"]
    assert callable(array_encoding_disabled)
    for dtype in ("bool", "uint8", "int32", "float64", "int64", "complex64", "U3"):
        array = numpy.zeros(2, dtype=dtype)
        assert array_encoding_disabled(array) == bokeh_serialization.array_encoding_disabled(array)
    convert = namespace["convert_datetime_type"]
    assert callable(convert)
    when = numpy.datetime64("2026-12-02T10:00:00")
    assert convert(when) == bokeh_serialization.convert_datetime_type(when)


# Every widget kind built, shown in a Bokeh document, and every button of its boards pressed
# (their data-action/data-value pairs, as the page would send them), in both languages.
PRESS_EVERYTHING = """
    import re, sys
    from tutor.site.lazy_numpy import NumpyStandIn, install
    install()
    import panel as pn
    from bokeh.document import Document
    from tutor.ui.views.board import Board
    from tutor.ui.widgets import KINDS, make_widget
    from tutor.errors import TutorError

    ACTION = re.compile(r'data-action="([^"]*)"(?:[^>]*?data-value="([^"]*)")?')
    built = pressed = 0
    for kind in KINDS:
        for game in (None, "omaha", "stud8", "double-barrel"):
            for lang in ("en", "ru"):
                try:
                    view = make_widget(kind, game, lang, seed=7)
                except TutorError:
                    continue
                doc = Document()
                root = pn.panel(view)
                root.server_doc(doc=doc, location=False)
                doc.to_json()
                built += 1
                for board in root.select(Board):
                    for action, value in ACTION.findall(board.content)[:12]:
                        board.press(action, value or "")
                        pressed += 1
                doc.to_json()
    print(built, pressed, type(sys.modules["numpy"]).__name__,
          sorted(m for m in sys.modules if m.startswith("numpy.")))
"""


def test_no_widget_imports_numpy_built_shown_or_pressed(tmp_path: Path) -> None:
    out = _run(tmp_path, PRESS_EVERYTHING).split("\n")[-2]
    built, pressed, kind, submodules = out.split(" ", 3)
    assert int(built) >= 40 and int(pressed) >= 200, out
    assert (kind, submodules) == ("NumpyStandIn", "[]"), out


def test_numpy_works_as_before_once_something_uses_it(tmp_path: Path) -> None:
    out = _run(tmp_path, """
        import sys
        from tutor.site.lazy_numpy import install
        np = install()
        import bokeh.core.property.bases, param  # take placeholders at import, as Bokeh does
        placeholder = np.ndarray
        from bokeh.models import ColumnDataSource
        from bokeh.document import Document
        print(isinstance([1], placeholder), type(sys.modules["numpy"]).__name__)
        import numpy  # the stand-in still: nothing has used numpy
        total = numpy.arange(4).sum()  # a use: the real numpy, from here on
        real = sys.modules["numpy"]
        print(total, type(real).__name__, np.ndarray is real.ndarray)
        print(isinstance(numpy.zeros(1), placeholder), issubclass(numpy.float64, np.floating))
        import numpy.linalg
        print(float(numpy.linalg.norm(numpy.array([3.0, 4.0]))))
        doc = Document()
        doc.add_root(ColumnDataSource(data={"x": numpy.array([1.5, 2.5])}))
        print("ndarray" in str(doc.to_json()))
        print(np.dtype(np.float32) == numpy.dtype("float32"), np.int8(3) + 1)
    """)
    assert out.split("\n")[:6] == ["False NumpyStandIn", "6 module True", "True True", "5.0",
                                   "True", "True 4"], out


def test_a_placeholder_called_before_any_use_imports_numpy(tmp_path: Path) -> None:
    out = _run(tmp_path, """
        import sys
        from tutor.site.lazy_numpy import install
        np = install()
        value = np.float64(2.5)  # calling a placeholder class is a use
        print(value * 2, type(value).__module__, type(sys.modules["numpy"]).__name__)
        print(getattr(np, "__file__", "absent") == sys.modules["numpy"].__file__)
    """)
    assert out.split("\n")[:2] == ["5.0 numpy module", "True"], out


RENDER_THEN_USE_NUMPY = """
import json, sys
import tutor.site.pyodide_app as app
specs = [{"widget": w, "game": "holdem", "lang": lang, "seed": 3}
         for w in ("which-cards", "ladder", "quiz") for lang in ("en", "ru")]
out = json.loads(app.render("p1", json.dumps(specs)))
before = (len(out["slots"]), type(sys.modules["numpy"]).__name__, later_fetched())
import numpy
total = int(numpy.linalg.norm(numpy.array([3.0, 4.0])) + numpy.arange(4).sum())
json.dumps([*before, total, type(sys.modules["numpy"]).__name__, later_fetched()])
"""


@pytest.mark.pyodide
def test_the_sites_runtime_renders_without_numpy_and_fetches_it_when_used(
        built_site: Path) -> None:
    """In the site's own Pyodide, started as its worker starts it: a lesson page's widgets
    are built with numpy never imported, and its first use fetches the later files and
    imports the real numpy, compiled libraries included."""
    r = subprocess.run(["node", str(Path(__file__).parent / "node" / "site_runtime.mjs"),
                        str(built_site), RENDER_THEN_USE_NUMPY],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    assert json.loads(r.stdout.strip().splitlines()[-1]) == [
        6, "NumpyStandIn", 0, 11, "module", 1]
