"""The widgets' own HTML escaping (tutor.ui.html_escape) escapes exactly as html.escape does."""

from __future__ import annotations

import html
import random
import subprocess
import sys

import pytest

from tutor.ui.html_escape import escape


@pytest.mark.parametrize("quote", [True, False])
def test_every_character_escapes_as_the_stdlib_does(quote: bool) -> None:
    for code in range(0x3000):
        ch = chr(code)
        assert escape(f"a{ch}b{ch}", quote) == html.escape(f"a{ch}b{ch}", quote), hex(code)


def test_random_markup_escapes_as_the_stdlib_does() -> None:
    rng = random.Random(7)
    alphabet = "<>&\"' a=/;#x♠♥♦♣ТЗ\n"
    for _ in range(2000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 30)))
        assert escape(text) == html.escape(text)
        assert escape(text, quote=False) == html.escape(text, quote=False)


def test_a_lesson_pages_python_does_not_import_html() -> None:
    """What the site's worker imports at start leaves html (and html.entities) out."""
    code = ("import sys, types; stub = types.ModuleType('pyodide'); "
            "stub.ffi = types.ModuleType('pyodide.ffi'); sys.modules['pyodide'] = stub; "
            "sys.modules['pyodide.ffi'] = stub.ffi; import tutor.site.pyodide_app; "
            "print(sorted(m for m in ('html', 'html.entities', 'importlib.metadata', "
            "'fractions') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
