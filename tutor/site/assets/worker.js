// Card Rules Tutor: the site's Python runtime (one Pyodide for all the widgets of a page).
// Started by page.js as a SharedWorker -- then one runtime serves every page of the site
// open in this browser, and (with extendedLifetime) survives going to the next page --
// or, where SharedWorker is missing, as a dedicated Worker per page.
// Protocol (every message names its page):
//   page -> worker: render {widgets}, rendered, patch {patch}, drop
//   worker -> page: status {step}, render {docs_json, render_items, root_ids}, patch, idle, error,
//                   outcome {slot, outcome}
importScripts("./pyodide/pyodide.js");

const BASE = new URL("./", self.location.href).href;
const PACKAGES = ["card-rules-tutor", "panel", "pyodide-http", "fsrs"];
const clients = new Set();   // every connected page port (status goes to all)
const pages = new Map();     // page id -> port
let step = "boot";
const times = {};  // step -> ms since the worker started (for the benchmark's breakdown)

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

async function boot() {
  status("boot");
  const indexURL = await runtimeURL();
  const bundle = fetchBundle(indexURL);
  bundle.catch(() => {});
  let written = null;  // { later, sitePackages } once the bundle is in site-packages
  const py = await loadPyodide({
    indexURL,
    env: { PANEL_CDN_ROOT: BASE + "static/panel/" },
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
  if (!written) await py.loadPackage(PACKAGES, { messageCallback: () => {} });
  else if (written.later.length && BUNDLE.later) {
    const module = py.pyimport("tutor.site.later_files");
    module.install_from_js(written.sitePackages, JSON.stringify(written.later),
                           BUNDLE.later.sha256, fetchLaterSync(indexURL));
    later = { py, indexURL, sitePackages: written.sitePackages, module };
  }
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

function sendPatch(patch, buffers, page) {
  const port = pages.get(page);
  if (port) port.postMessage({ type: "patch", page, patch, buffers });
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
      app.link(page, sendPatch);
      app.watch_outcomes(page, sendOutcome);
    } else if (msg.type === "patch") {
      app.apply_patch(page, msg.patch);
      port.postMessage({ type: "idle", page });
      laterWhenIdle();
    } else if (msg.type === "drop") {
      pages.delete(page);
      app.drop(page);
    }
  } catch (err) {
    console.error(err);
    port.postMessage({ type: "error", page, msg: String(err) });
    if (msg.type === "patch") port.postMessage({ type: "idle", page });
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
