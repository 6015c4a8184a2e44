// Add CPython-3.12 bytecode (__pycache__/*.cpython-312.pyc, unchecked-hash) to the Python
// files of wheels, compiled by Pyodide's own interpreter so the magic number matches, as
// `python -X no_debug_ranges` would (no column positions: the page ships the bytecode
// without its sources, so a traceback has no line to point into anyway; the bundle is smaller).
// Rewrites the wheels in place.  node compile_pyc.mjs PYODIDE_PKG_DIR WHEEL_DIR WHEEL...
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pkgDir, wheelDir, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pkgDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: path.resolve(pkgDir) + "/",
                               env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.mkdirTree("/whl");
py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(wheelDir) }, "/whl");
py.globals.set("WHEELS", py.toPy(wheels));
console.log(py.runPython(`
import base64, csv, hashlib, importlib.util, io, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag

def rec(b):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(b).digest()).rstrip(b"=").decode()

report = []
for name in WHEELS:
    src = f"/whl/{name}"
    zin = zipfile.ZipFile(io.BytesIO(open(src, "rb").read()))
    dist_info = next(n.split("/")[0] for n in zin.namelist()
                     if n.split("/")[0].endswith(".dist-info"))
    out, rows, n_pyc = io.BytesIO(), [], 0
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            fn = info.filename
            if fn == f"{dist_info}/RECORD" or "/__pycache__/" in fn or fn.endswith("/"):
                continue
            data = zin.read(fn)
            zout.writestr(info, data)
            rows.append((fn, rec(data), len(data)))
            if fn.endswith(".py") and not fn.startswith(dist_info):
                try:
                    code = compile(data, "/lib/python3.12/site-packages/" + fn, "exec",
                                   dont_inherit=True)
                except SyntaxError:
                    continue
                pyc = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
                d, _, base = fn.rpartition("/")
                pfn = (d + "/" if d else "") + f"__pycache__/{base[:-3]}.{TAG}.pyc"
                zi = zipfile.ZipInfo(pfn, date_time=info.date_time)
                zi.compress_type = zipfile.ZIP_DEFLATED
                zout.writestr(zi, pyc)
                rows.append((pfn, rec(pyc), len(pyc)))
                n_pyc += 1
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\\n")
        w.writerows(rows)
        w.writerow((f"{dist_info}/RECORD", "", ""))
        zi = zipfile.ZipInfo(f"{dist_info}/RECORD", date_time=(2020, 1, 1, 0, 0, 0))
        zi.compress_type = zipfile.ZIP_DEFLATED
        zout.writestr(zi, buf.getvalue())
    open(src, "wb").write(out.getvalue())
    report.append(f"{name}: +{n_pyc} pyc")
"\\n".join(report)
`));
