// Which package files starting the page's runtime and building every kind of widget read,
// and which modules of the standard library it imports, traced inside Pyodide under Node
// (tutor/site/bundle.py splits the bundle by it, tutor/site/stdlib.py the standard library).
//   node first_reads.mjs PYODIDE_PKG_DIR RAW_BUNDLE SPECS_JSON OUT_JSON
// RAW_BUNDLE is the unzipped bundle (tutor/site/bundle.py's format); SPECS_JSON lists the
// widget slots ({widget, game}) of every page. OUT_JSON gets {"site": the sorted
// site-packages paths that were opened, looked at with os.stat, or imported (extension
// modules included), "stdlib": the sorted modules of the standard library's zip imported by
// then, or by importing every module of it that the shipped packages name anywhere (in a
// function too: an answer may import what building a widget does not), and the codecs
// text commonly meets}.
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
site = sorted(seen)

import dis, importlib, importlib.util, marshal

ZIP = "/lib/python312.zip/"
NEVER = {"antigravity", "this", "idlelib", "tkinter", "turtle", "turtledemo", "__main__"}

def code_of(path):
    data = open(path, "rb").read()
    return marshal.loads(data[16:]) if path.endswith(".pyc") else compile(data, path, "exec")

def named(code, out):
    consts = []
    for ins in dis.get_instructions(code):
        if ins.opname == "IMPORT_NAME" and len(consts) >= 2 and consts[-2] == 0:
            fromlist = consts[-1] if isinstance(consts[-1], tuple) else ()
            out.add(ins.argval)
            out.update(f"{ins.argval}.{n}" for n in fromlist if n != "*")
        consts = consts + [ins.argval] if ins.opname == "LOAD_CONST" else []
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            named(const, out)

names = set()
for folder, _, files in os.walk(SP):
    for f in files:
        if f.endswith((".py", ".pyc")):
            try:
                named(code_of(os.path.join(folder, f)), names)
            except Exception:
                pass

def in_zip(top):
    try:
        spec = importlib.util.find_spec(top)
    except Exception:
        return False
    return spec is not None and (spec.origin or "").startswith(ZIP)

for name in sorted(names):
    if name.split(".")[0] not in NEVER and in_zip(name.split(".")[0]):
        try:
            importlib.import_module(name)
        except BaseException:
            pass
import codecs

for codec in ("ascii", "latin-1", "utf-8-sig", "utf-16", "utf-32", "raw-unicode-escape",
              "unicode-escape", "idna"):
    codecs.lookup(codec)  # "x".encode() takes a shortcut for a few: the module is imported
stdlib = sorted(n for n, m in list(sys.modules.items())
                if (getattr(m, "__file__", None) or "").startswith(ZIP))
json.dumps({"site": site, "stdlib": stdlib})
`);
} catch (err) {  // Python's traceback, not the minified line Node would print
  console.error(err.message);
  process.exit(1);
}
fs.writeFileSync(outPath, out);
