// Compile files of Pyodide's standard-library zip to CPython-3.12 bytecode (unchecked-hash
// .pyc, by Pyodide's own interpreter, so the magic number matches), for the smaller zip the
// page's Python starts from (tutor/site/stdlib.py). Compiled as `python -OO -X
// no_debug_ranges` would: without docstrings, asserts and column positions (1.0 MB zipped
// instead of 1.6 MB; CPython's own test suite runs the standard library so).
//   node compile_stdlib.mjs PYODIDE_PKG_DIR STDLIB_ZIP FILES_JSON OUT
// FILES_JSON lists the zip's .py members to compile; OUT gets a bundle (tutor/site/bundle.py's
// format) of "<member without .py>.pyc" and its bytecode, in the same order.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pkgDir, zipPath, filesPath, outPath] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pkgDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: path.resolve(pkgDir) + "/",
                               env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.writeFile("/tmp/stdlib.zip", fs.readFileSync(zipPath));
py.globals.set("FILES", fs.readFileSync(filesPath, "utf8"));
let out;
try {
  py.runPython(`
import importlib.util, json, struct, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

z = zipfile.ZipFile("/tmp/stdlib.zip")
index, blobs = [], []
for name in json.loads(FILES):
    source = z.read(name)
    # the path the official zip's module would have, so tracebacks and __file__ agree
    code = compile(source, "/lib/python312.zip/" + name, "exec", dont_inherit=True, optimize=2)
    pyc = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))
    index.append([name[:-3] + ".pyc", len(pyc)])
    blobs.append(pyc)
head = json.dumps({"files": index}, separators=(",", ":")).encode()
open("/tmp/out.bundle", "wb").write(struct.pack("<I", len(head)) + head + b"".join(blobs))
`);
  out = py.FS.readFile("/tmp/out.bundle");
} catch (err) {  // Python's traceback, not the minified line Node would print
  console.error(err.message);
  process.exit(1);
}
fs.writeFileSync(outPath, out);
