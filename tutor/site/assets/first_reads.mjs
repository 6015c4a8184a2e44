// Which package files starting the page's runtime and building every kind of widget read,
// traced inside Pyodide under Node (tutor/site/bundle.py splits the bundle by it).
//   node first_reads.mjs PYODIDE_PKG_DIR RAW_BUNDLE SPECS_JSON OUT_JSON
// RAW_BUNDLE is the unzipped bundle (tutor/site/bundle.py's format); SPECS_JSON lists the
// widget slots ({widget, game}) of every page. OUT_JSON gets the sorted site-packages paths
// that were opened, looked at with os.stat, or imported (extension modules included).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { writeBundle } from "./node_bundle.mjs";

const [pkgDir, rawPath, specsPath, outPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pkgDir, "pyodide.mjs")).href);
const raw = fs.readFileSync(rawPath);
const py = await loadPyodide({
  indexURL: path.resolve(pkgDir) + "/",
  // as worker.js writes the bundle
  fsInit: (FS, { sitePackages }) => writeBundle(FS, sitePackages, raw, rawPath),
});
py.globals.set("SPECS", fs.readFileSync(specsPath, "utf8"));
let out;
try {
  out = py.runPython(`
import json, os, sys

SP = "/lib/python3.12/site-packages/"
seen = set()

def note(p):
    if isinstance(p, str) and p.startswith(SP):
        seen.add(p[len(SP):])

def hook(event, args):
    if event == "open":
        note(args[0])

sys.addaudithook(hook)
_stat = os.stat

def stat(p, *a, **k):  # os.path.exists/isfile/... (the import system keeps its own stat)
    note(p)
    return _stat(p, *a, **k)

os.stat = stat
import tutor.site.later_files  # worker.js imports it first
import tutor.site.pyodide_app as app

for i, spec in enumerate(json.loads(SPECS)):
    for lang in ("en", "ru"):
        app.render(f"trace-{i}-{lang}", json.dumps([dict(spec, lang=lang, seed=i + 1)]))
        app.drop(f"trace-{i}-{lang}")
for m in list(sys.modules.values()):
    note(getattr(m, "__file__", None))
json.dumps(sorted(seen))
`);
} catch (err) {  // Python's traceback, not the minified line Node would print
  console.error(err.message);
  process.exit(1);
}
fs.writeFileSync(outPath, out);
