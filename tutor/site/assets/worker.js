// Card Rules Tutor: the site's Python runtime (one Pyodide for all the widgets of a page).
// Started by page.js as a SharedWorker -- then one runtime serves every page of the site
// open in this browser, and (with extendedLifetime) survives going to the next page --
// or, where SharedWorker is missing, as a dedicated Worker per page.
// Protocol (every message names its page):
//   page -> worker: render {widgets}, rendered, act {slot, board, data}, drop
//   worker -> page: status {step}, render {slots}, boards {changes}, idle, error,
//                   outcome {slot, outcome}
importScripts("./pyodide/pyodide.js");

const BASE = new URL("./", self.location.href).href;
const PACKAGES = ["card-rules-tutor", "param", "fsrs"];
const clients = new Set();   // every connected page port (status goes to all)
const pages = new Map();     // page id -> port
let step = "boot";
// step -> ms since the worker started (for the benchmark's breakdown); origin: when it started
const times = { origin: performance.timeOrigin };

function status(s) {
  step = s;
  times[s] = Math.round(performance.now());
  for (const port of clients) port.postMessage({ type: "status", step: s, times });
}

// Online, Pyodide's WebAssembly comes straight from the server through the HTTP cache, where
// the browser also keeps the compiled code (about 0.6 s faster on a return visit than through
// the service worker). Offline, the runtime is asked for under pyodide-offline/, which the
// service worker answers from its cache.
async function runtimeURL() {
  const online = BASE + "pyodide/";
  try {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 3000);
    const probe = await fetch(online + "pyodide-lock.json", {
      method: "HEAD", cache: "no-store", signal: abort.signal });
    clearTimeout(timer);
    if (probe.ok) return online;
  } catch (err) { /* the server cannot be reached, or did not answer in time */ }
  // The offline copy exists only once the service worker has cached this build: before
  // that (a first visit on a slow or busy server) the server is the only place to ask.
  try {
    if (await caches.match(online + "pyodide-lock.json")) return BASE + "pyodide-offline/";
  } catch (err) { /* no CacheStorage here */ }
  return online;
}

// Every file the runtime installs, unzipped and gzipped as one archive by the build
// (tutor/site/bundle.py): fetched while Pyodide boots, checked by the browser against its
// sha256 (integrity), inflated natively and written into site-packages by loadPyodide's
// fsInit hook before Python starts -- instead of loadPackage unzipping each wheel in
// Python afterwards. Null, or a failure, falls back to loadPackage (each wheel checked
// against the lock's sha256).
const BUNDLE = __TUTOR_BUNDLE__;

// A gzipped bundle, checked by the browser against its sha256 and inflated natively.
async function fetchInflated(url, integrity) {
  const response = await fetch(url, { integrity });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const inflated = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}

async function fetchBundle(indexURL) {
  if (!BUNDLE || typeof DecompressionStream !== "function") return null;
  const buf = await fetchInflated(indexURL + BUNDLE.file, BUNDLE.integrity);
  times.bundle_fetched = Math.round(performance.now());
  return buf;
}

// Format: uint32 LE n, n bytes of JSON {files: [[path, size], ...], later: [path, ...]}, the
// files' bytes. Returns the paths of the later files (not in this bundle).
function writeBundle(FS, sitePackages, buf, name) {
  const n = new DataView(buf.buffer, buf.byteOffset, 4).getUint32(0, true);
  const { files, later } = JSON.parse(new TextDecoder().decode(buf.subarray(4, 4 + n)));
  const made = new Set();
  let at = 4 + n;
  for (const [path, size] of files) {
    const full = sitePackages + "/" + path;
    const dir = full.slice(0, full.lastIndexOf("/"));
    if (!made.has(dir)) {
      FS.mkdirTree(dir);
      made.add(dir);
    }
    FS.writeFile(full, buf.subarray(at, at + size));
    at += size;
  }
  if (at !== buf.length) throw new Error(`${name}: ${buf.length - at} bytes left over`);
  return later || [];
}

// The package files nothing reads at start (numpy, requests, markdown, ...: see
// tutor/site/later_files.py) are a second bundle, fetched only when Python first imports or
// opens one of them. Python asks synchronously, in the middle of an import, so this is a
// synchronous request (allowed in a worker); Python checks its sha256 and writes it.
function fetchLaterSync(indexURL) {
  return () => {
    const xhr = new XMLHttpRequest();
    xhr.open("GET", indexURL + BUNDLE.later.file, false);
    xhr.responseType = "arraybuffer";
    xhr.send();
    if (xhr.status !== 200) throw new Error(`${BUNDLE.later.file}: HTTP ${xhr.status}`);
    times.later_fetched = Math.round(performance.now());
    return new Uint8Array(xhr.response);
  };
}

// Once a page has been answered and the worker has had nothing to do for a while, the later
// files are fetched (the browser checks their sha256) and written in the background -- the
// service worker fetches them for offline use at about the same time anyway -- so that an
// import made by a later answer finds them at once instead of waiting for fetchLaterSync.
// 15 s: a learner reads a lesson for longer, and a quick "next" should not find the worker
// busy writing files (with 5 s, the benchmark's next page sometimes did).
const LATER_AFTER_IDLE_MS = 15000;
let later = null;  // { py, indexURL, sitePackages, module } until the later files are written
let laterTimer = null;

function laterWhenIdle() {
  if (!later) return;
  clearTimeout(laterTimer);
  laterTimer = setTimeout(writeLaterInBackground, LATER_AFTER_IDLE_MS);
}

async function writeLaterInBackground() {
  const job = later;
  if (!job || job.module.is_written()) {
    later = null;
    return;
  }
  try {
    const buf = await fetchInflated(job.indexURL + BUNDLE.later.file, BUNDLE.later.integrity);
    if (!job.module.is_written()) {  // Python may have needed them, and written them, meanwhile
      writeBundle(job.py.FS, job.sitePackages, buf, BUNDLE.later.file);
      job.module.mark_written();
      times.later_written = Math.round(performance.now());
    }
    later = null;
  } catch (err) {
    console.warn("tutor: the later package files were not written ahead (Python fetches them "
                 + "if it needs them):", err);
  }
}

// The build's memory snapshot of this runtime's Python, taken right after the page's imports
// inside this very Pyodide (tutor/site/snapshot.py): fetched beside the first bundle, checked
// by the browser against its sha256 and inflated natively, then restored instead of starting
// Python and importing the tutor and param (docs/site.md, "Python memory snapshot").
// Anything wrong with it (not fetched, refused by Pyodide) and Python starts as usual.
// Pyodide 0.27's snapshot header: a magic number, where Python's memory starts, ...; the
// memory is whole WebAssembly pages. Pyodide checks the rest (its own build id) and throws;
// a snapshot too short to hold a memory would instead stall its start, so it is checked here.
const SNAPSHOT_MAGIC = 1886286592;
const WASM_PAGE = 65536;

function snapshotLooksWhole(bytes) {
  if (bytes.byteLength < 16 * WASM_PAGE) return false;
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, 2);
  const memory = bytes.byteLength - head[1];
  return head[0] === SNAPSHOT_MAGIC && head[1] < WASM_PAGE && memory % WASM_PAGE === 0;
}

async function fetchSnapshot(indexURL) {
  if (!BUNDLE || !BUNDLE.snapshot || typeof DecompressionStream !== "function") return null;
  const buf = await fetchInflated(indexURL + BUNDLE.snapshot.file, BUNDLE.snapshot.integrity);
  times.snapshot_fetched = Math.round(performance.now());
  return buf;
}

// Until stop 22 the first visit made the snapshot and kept it in CacheStorage: a browser
// that still has one gets the space back.
function forgetOldSnapshots() {
  try {
    caches.delete("card-rules-tutor-python-snapshot").catch(() => {});
  } catch (err) { /* no CacheStorage here */ }
}

function installLater(py, indexURL, written) {
  if (!written.later.length || !BUNDLE.later) return;
  const module = py.pyimport("tutor.site.later_files");
  module.install_from_js(written.sitePackages, JSON.stringify(written.later),
                         BUNDLE.later.sha256, fetchLaterSync(indexURL));
  later = { py, indexURL, sitePackages: written.sitePackages, module };
}

// Python back from the build's snapshot, everything imported; the files are written in
// fsInit (the snapshot holds Python's memory, not its file system).
async function bootFromSnapshot(indexURL, bundle, saved) {
  if (!snapshotLooksWhole(saved)) throw new Error("not a whole Pyodide memory snapshot");
  let written = null;
  const py = await loadPyodide({
    indexURL,
    _loadSnapshot: saved,
    fsInit: async (FS, { sitePackages }) => {
      try {
        const buf = await bundle;
        if (buf) written = { later: writeBundle(FS, sitePackages, buf, BUNDLE.file), sitePackages };
      } catch (err) { /* written stays null: the normal start follows */ }
    },
  });
  if (!written) throw new Error("the package bundle could not be written");
  times.bundle_written = times.bundle_written || Math.round(performance.now());
  times.snapshot_restored = Math.round(performance.now());
  status("packages");
  installLater(py, indexURL, written);
  status("imports");
  const app = py.pyimport("tutor.site.pyodide_app");
  app.restored();
  status("render");
  return { py, app };
}

async function boot() {
  status("boot");
  const indexURL = await runtimeURL();
  const bundle = fetchBundle(indexURL);
  bundle.catch(() => {});
  const snapshot = fetchSnapshot(indexURL);
  forgetOldSnapshots();
  try {
    const saved = await snapshot;
    if (saved) return await bootFromSnapshot(indexURL, bundle, saved);
  } catch (err) {
    console.warn("tutor: the Python snapshot was not used (starting Python as usual):", err);
  }
  let written = null;  // { later, sitePackages } once the bundle is in site-packages
  const py = await loadPyodide({
    indexURL,
    fsInit: async (FS, { sitePackages }) => {
      try {
        const buf = await bundle;
        if (buf) {
          written = { later: writeBundle(FS, sitePackages, buf, BUNDLE.file), sitePackages };
          times.bundle_written = Math.round(performance.now());
        }
      } catch (err) {
        console.warn("tutor: package bundle not used, loading the wheels:", err);
      }
    },
  });
  status("packages");
  if (written) installLater(py, indexURL, written);
  else await py.loadPackage(PACKAGES, { messageCallback: () => {} });
  status("imports");
  const app = py.pyimport("tutor.site.pyodide_app");
  status("render");
  return { py, app };
}

const runtime = boot();
runtime.catch((err) => {
  for (const port of clients) port.postMessage({ type: "error", msg: String(err) });
});

// Outcomes (issue 13): every judged answer goes to its page as {type: "outcome", page, slot,
// outcome}; page.js dispatches it as a tutor-outcome event on the slot.
function sendOutcome(page, slot, outcome) {
  const port = pages.get(page);
  if (port) port.postMessage({ type: "outcome", page, slot, outcome: JSON.parse(outcome) });
}

// the new states of boards an answer changed (tutor/site/boards_runtime.py)
function sendBoards(page, changes) {
  const port = pages.get(page);
  if (port) port.postMessage({ type: "boards", page, changes: JSON.parse(changes) });
}

async function handle(port, msg) {
  const page = msg.page;
  try {
    const { app } = await runtime;
    if (msg.type === "render") {
      pages.set(page, port);
      const t0 = performance.now();
      const out = JSON.parse(app.render(page, JSON.stringify(msg.widgets)));
      times.render_ms = Math.round(performance.now() - t0);
      port.postMessage({ type: "render", page, times, ...out });
      laterWhenIdle();
    } else if (msg.type === "rendered") {
      app.link(page, sendBoards);
      app.watch_outcomes(page, sendOutcome);
    } else if (msg.type === "act") {
      app.act(page, msg.slot, msg.board, JSON.stringify(msg.data));
      port.postMessage({ type: "idle", page });
      laterWhenIdle();
    } else if (msg.type === "drop") {
      pages.delete(page);
      app.drop(page);
    }
  } catch (err) {
    console.error(err);
    port.postMessage({ type: "error", page, msg: String(err) });
    if (msg.type === "act") port.postMessage({ type: "idle", page });
  }
}

function connect(port) {
  clients.add(port);
  port.onmessage = (event) => handle(port, event.data);
  port.postMessage({ type: "status", step, times });
}

if (typeof SharedWorkerGlobalScope !== "undefined" && self instanceof SharedWorkerGlobalScope) {
  self.onconnect = (event) => {
    const port = event.ports[0];
    connect(port);
    port.start();
  };
} else {
  connect(self);
}
