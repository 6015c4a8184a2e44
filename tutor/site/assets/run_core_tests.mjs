// The rules core's tests inside Pyodide under Node (no browser, no network).
//   node run_core_tests.mjs PYODIDE_PKG_DIR REPO_DIR WHEEL_DIR -- PYTEST_ARGS...
// The repository is mounted read-only-in-spirit at /repo (NODEFS); pytest and its pure
// dependencies are unpacked from hash-pinned wheels (no micropip, no network).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const argv = process.argv.slice(2);
const sep = argv.indexOf("--");
const [pkgDir, repo, wheelDir] = argv.slice(0, sep);
const pytestArgs = argv.slice(sep + 1);
const { loadPyodide } = await import(pathToFileURL(path.join(pkgDir, "pyodide.mjs")).href);
const t0 = performance.now();
const py = await loadPyodide({ indexURL: path.resolve(pkgDir) + "/" });
const t1 = performance.now();
for (const f of fs.readdirSync(wheelDir).filter((f) => f.endsWith(".whl")).sort()) {
  py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(wheelDir, f))), "wheel",
                   { extractDir: "/lib/python3.12/site-packages" });
}
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(repo) }, "/repo");
py.globals.set("PYTEST_ARGS", py.toPy(pytestArgs));
let rc = 3;
try {
  rc = await py.runPythonAsync(`
import os, sys
os.chdir("/repo")
sys.path.insert(0, "/repo")
sys.dont_write_bytecode = True
import pytest
print(f"Python {sys.version.split()[0]} on {sys.platform}")
int(pytest.main(["-p", "no:cacheprovider", *PYTEST_ARGS]))
`);
} catch (err) {
  console.log(`Python failed: ${err.message}`);
}
const t2 = performance.now();
console.log(`timings: loadPyodide ${((t1 - t0) / 1000).toFixed(1)} s, tests ${((t2 - t1) / 1000).toFixed(1)} s`);
process.exit(rc);
