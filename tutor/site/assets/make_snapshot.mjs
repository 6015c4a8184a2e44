// The lesson pages' Python memory snapshot, made at build time inside the site's own
// Pyodide under Node (tutor/site/snapshot.py; docs/site.md, "Python memory snapshot").
//   node make_snapshot.mjs PYODIDE_DIR FIRST_BUNDLE OUT FAMILIES [STDLIB_ZIP]
// PYODIDE_DIR is the site's pyodide/ folder, FIRST_BUNDLE its gzipped first package bundle
// (tutor/site/bundle.py's format), STDLIB_ZIP the standard library the page's Python starts
// with (tutor/site/stdlib.py; the snapshot holds its zip's index, so it must be the same). OUT gets Pyodide's snapshot of Python's memory right after
// `import tutor.site.pyodide_app` (what worker.js does on a page, minus the start and imports)
// and after building the five-card lookup tables of FAMILIES (comma-separated ranking family
// ids), which a page's first hands would otherwise build.
//
// Reproducible: the same inputs give the same bytes. What would differ from run to run is
// fixed: the hash seed (PYTHONHASHSEED=0), `random`'s generator (seeded with 0 here, seeded
// again from the browser's entropy by pyodide_app.restored() on every restore) and both
// clocks (files written and directories read at one fixed time; the tables' build time,
// which their families keep, is 0).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

import { writeBundle } from "./node_bundle.mjs";

const [pyodideDir, bundlePath, outPath, families, stdlib] = process.argv.slice(2);
const FIXED_CLOCK_MS = 1767225600000;  // 2026-01-01T00:00:00Z
Date.now = () => FIXED_CLOCK_MS;
performance.now = () => 0;
// ... and the entropy Python reads while it starts (os.urandom: `random` seeds its generator
// from 2.5 KB of it). The values are replaced (random.seed(0) below; pyodide_app.restored()
// seeds again from the browser on every restore), but the bytes stay in memory Python freed
// or on its stack: from the compiled standard library, which allocates less
// than compiling sources did, about 330 of them were left in the snapshot, different at
// every making. A fixed sequence (a 32-bit LCG) makes them the same.
let entropy = 0x2f6b1d3;
crypto.getRandomValues = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    entropy = (Math.imul(entropy, 1664525) + 1013904223) >>> 0;
    bytes[i] = entropy >>> 24;
  }
  return view;
};

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const raw = zlib.gunzipSync(fs.readFileSync(bundlePath));

let snapshot;
try {
  const py = await loadPyodide({
    indexURL: path.resolve(pyodideDir) + "/",
    ...(stdlib ? { stdLibURL: path.resolve(stdlib) } : {}),
    env: { PYTHONHASHSEED: "0" },
    _makeSnapshot: true,
  });
  const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
  // after Python has started: Pyodide records the packages it finds in site-packages at
  // start in a form a snapshot refuses
  writeBundle(py.FS, sitePackages, raw, bundlePath);
  // as worker.js: only site-packages' finder has a stale listing
  py.runPython(`import sys; sys.path_importer_cache.pop(${JSON.stringify(sitePackages)}, None)`);
  py.runPython("import tutor.site.pyodide_app");
  py.globals.set("FAMILIES", families || "");
  py.runPython(`
from tutor.rankings import get_family
for family in filter(None, FAMILIES.split(",")):
    get_family(family).ensure_tables()
del FAMILIES
`);
  py.runPython("import gc, random\ngc.collect()\nrandom.seed(0)");
  snapshot = py.makeMemorySnapshot({
    serializer: (obj) => {
      throw new Error(`a JavaScript object the snapshot cannot keep: ${String(obj).slice(0, 80)}`);
    },
  });
} catch (err) {  // Python's traceback, not the minified line Node would print
  console.error(err.message || String(err));
  process.exit(1);
}
fs.writeFileSync(outPath, snapshot);
