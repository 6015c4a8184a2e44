// The built site's own runtime under Node, started as worker.js starts it: the first package
// bundle written before Python starts, the later one fetched (read from the site) only when
// Python asks for one of its files, then tutor.site.pyodide_app imported. Runs CODE and prints
// its value.  node site_runtime.mjs SITE_DIR CODE
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [site, code] = process.argv.slice(2);
const tutorDir = path.join(site, "_tutor");
const runtime = path.join(tutorDir, fs.readdirSync(tutorDir).find(
  (d) => fs.existsSync(path.join(tutorDir, d, "worker.js"))));
const worker = fs.readFileSync(path.join(runtime, "worker.js"), "utf8");
const BUNDLE = JSON.parse(worker.match(/^const BUNDLE = (.*);$/m)[1]);
const pkgDir = path.join(runtime, "pyodide");
globalThis.XMLHttpRequest ??= class {};  // Panel's pyodide module takes it from the JS globals
const { loadPyodide } = await import(pathToFileURL(path.join(pkgDir, "pyodide.mjs")).href);

function writeBundle(FS, sitePackages, buf) {  // the format of tutor/site/bundle.py
  const n = buf.readUInt32LE(0);
  const { files, later } = JSON.parse(buf.subarray(4, 4 + n).toString());
  let at = 4 + n;
  for (const [p, size] of files) {
    const full = `${sitePackages}/${p}`;
    FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    FS.writeFile(full, buf.subarray(at, at + size));
    at += size;
  }
  return later || [];
}

let later = [];
let sitePackages = "";
const py = await loadPyodide({
  indexURL: path.resolve(pkgDir) + "/",
  fsInit: (FS, info) => {
    sitePackages = info.sitePackages;
    later = writeBundle(FS, sitePackages, zlib.gunzipSync(fs.readFileSync(path.join(pkgDir, BUNDLE.file))));
  },
});
const fetched = [];
const fetchLater = () => {
  fetched.push(BUNDLE.later.file);
  return new Uint8Array(fs.readFileSync(path.join(pkgDir, BUNDLE.later.file)));
};
py.pyimport("tutor.site.later_files").install_from_js(
  sitePackages, JSON.stringify(later), BUNDLE.later.sha256, fetchLater);
py.globals.set("later_fetched", () => fetched.length);
try {
  console.log(py.runPython(code));
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
