// Card Rules Tutor: the site's Python runtime (one Pyodide for all the widgets of a page).
// Started by page.js as a SharedWorker -- then one runtime serves every page of the site
// open in this browser, and (with extendedLifetime) survives going to the next page --
// or, where SharedWorker is missing, as a dedicated Worker per page.
// Protocol (every message names its page):
//   page -> worker: render {widgets}, rendered, act {slot, board, data}, drop
//   worker -> page: status {step}, render {slots}, boards {changes}, idle, error,
//                   outcome {slot, outcome}
// Offline, on a device that has not kept this build's runtime yet, Pyodide cannot be loaded:
// the pages say so in their language (an error with code "offline").
let pyodideMissing = null;
try {
  importScripts("./pyodide/pyodide.js");
} catch (err) {
  pyodideMissing = err;
}

function offlineError(why) {
  const err = new Error(`the runtime is not on this device and the server cannot be reached (${why})`);
  err.code = "offline";
  return err;
}

const BASE = new URL("./", self.location.href).href;
const BUILD = BASE.replace(/\/$/, "").split("/").pop();  // .../_tutor/<build id>/
const CACHE = "tutor-" + BUILD;                           // the service worker's cache of it
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
  if (pyodideMissing) throw offlineError(String(pyodideMissing));
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
  times.link_mb_s = linkSpeed(indexURL + BUNDLE.file);
  return buf;
}

// Megabytes a second the bundle came at over the network (Resource Timing: its bytes over the
// time they took to arrive, without the round trip), or 0 when it came from a cache (the
// service worker's, or the HTTP cache after a revalidation): then nothing was measured.
function linkSpeed(url) {
  try {
    const entry = performance.getEntriesByName(url).pop();
    if (!entry || entry.workerStart > 0 || !entry.encodedBodySize
        || entry.transferSize < entry.encodedBodySize) return 0;
    const ms = Math.max(entry.responseEnd - entry.responseStart, 1);
    return +(entry.encodedBodySize / 1e3 / ms).toFixed(1);
  } catch (err) {
    return 0;
  }
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
function fetchLaterSync(indexURL, file, mark = "later_fetched") {
  return () => {
    const xhr = new XMLHttpRequest();
    xhr.open("GET", indexURL + file, false);
    xhr.responseType = "arraybuffer";
    xhr.send();
    if (xhr.status !== 200) throw new Error(`${file}: HTTP ${xhr.status}`);
    times[mark] = Math.round(performance.now());
    used.add(file);
    return new Uint8Array(xhr.response);
  };
}

// Once a page has been answered and the worker has had nothing to do for a while, it works
// in the background, one step after the other (backgroundWhenIdle):
// - it keeps what this visit ran -- the runtime's files it fetched, from the HTTP cache, not
//   the network -- in the service worker's cache of this build, so that every page works
//   offline once its Python has been fetched (docs/site.md, "What a first visit downloads");
// - the later package files are fetched (the browser checks their sha256) and written, so
//   that an import made by a later answer finds them at once instead of waiting for
//   fetchLaterSync (0.05 MB: fsrs, two helpers of param);
// - the build's Python snapshot, when this visit did not start from it, is fetched into the
//   same cache for the next visit -- unless the browser asks to save data (Save-Data).
// 15 s: a learner reads a lesson for longer, and a quick "next" should not find the worker
// busy writing files (with 5 s, the benchmark's next page sometimes did).
const LATER_AFTER_IDLE_MS = 15000;
const KEEP_AFTER_IDLE_MS = 1000;
let later = null;  // { py, indexURL, sitePackages, module } until the later files are written
let backgroundTimer = null;
let backgroundState = "waiting";  // "waiting" -> "kept" (runtime kept) -> "done"
let indexOf = null;  // the runtime's URL this worker started from (pyodide/ or pyodide-offline/)
const used = new Set();  // the runtime's files (under pyodide/) this worker fetched
let startedFromSnapshot = false;
let saveData = false;
// A page's first message says whether its browser asks to save data (the worker's own
// navigator.connection need not know: Chromium, for one, sets it per page).
let pageHasSpoken = () => {};
const pageSpoke = new Promise((resolve) => { pageHasSpoken = resolve; });
try { saveData = !!(self.navigator.connection && self.navigator.connection.saveData); } catch (err) { /* */ }

function backgroundWhenIdle() {
  if (backgroundState === "done") return;
  clearTimeout(backgroundTimer);
  backgroundTimer = setTimeout(background,
    backgroundState === "waiting" ? KEEP_AFTER_IDLE_MS : LATER_AFTER_IDLE_MS);
}

function announce() {  // the worker's clock to every page (the benchmark reads it)
  for (const port of clients) port.postMessage({ type: "times", times });
}

async function background() {
  if (backgroundState === "waiting") {
    await keepWhatRan();
    backgroundState = "kept";
    times.kept = Math.round(performance.now());
    announce();
    backgroundWhenIdle();
    return;
  }
  backgroundState = "done";
  await writeLaterInBackground();
  await snapshotForNextVisit();
  await keepWhatRan();  // what the steps above fetched
  times.background_done = Math.round(performance.now());
  announce();
}

// The runtime's files this visit fetched, put into the service worker's cache of this build
// (from the HTTP cache: this costs no download). Online, the page's worker asks the server
// for them and the service worker, registered only after the first answer, did not see them.
async function keepWhatRan() {
  if (!indexOf || indexOf !== BASE + "pyodide/") return;  // started offline: kept already
  try {
    const cache = await caches.open(CACHE);
    // [the URL it is kept as, the URL this worker asked for]
    const urls = [[self.location.href.split("?")[0], self.location.href],
                  ...["pyodide.js", ...used].map((file) => BASE + "pyodide/" + file)
                    .map((url) => [url, url])];
    for (const [url, asked] of urls) {
      if (await cache.match(url)) continue;
      const response = await fetch(asked, { cache: "force-cache" });
      if (response.ok) await cache.put(url, response);
    }
  } catch (err) {
    console.warn("tutor: this visit's runtime was not kept for offline use:", err);
  }
}

async function writeLaterInBackground() {
  const job = later;
  if (!job || job.module.is_written()) {
    later = null;
    return;
  }
  try {
    const buf = await fetchInflated(job.indexURL + BUNDLE.later.file, BUNDLE.later.integrity);
    used.add(BUNDLE.later.file);
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
// inside this very Pyodide (tutor/site/snapshot.py): restored instead of starting Python and
// importing the tutor and param (docs/site.md, "Python memory snapshot"). It is 6 MB, more
// than the first bundle and the standard library together, so a first visit uses it only
// where it pays (SNAPSHOT_POLICY). Since the standard library comes compiled
// (tutor/site/stdlib.py), starting Python and importing takes about 0.35 s more than restoring
// it on a laptop (first visit; 0.2 s on a return visit): the snapshot pays only where its
// bytes take less time than that, over a link of LAN speed. "auto" (the default): a first
// visit measures the link on the first bundle (alone on it for at most AUTO_WAIT_MS) and
// fetches the snapshot only at SNAPSHOT_FAST_MB_S or more (and not when the browser asks
// to save data); a visit whose snapshot is kept restores it from the cache. "always"
// fetches it on every visit, "never" never does, "cached"
// restores it only from the cache, where a first visit puts it in the background once its
// widgets have answered (unless the browser asks to save data).
// Anything wrong with it (not fetched, refused by Pyodide) and Python starts as usual.
// Pyodide 0.27's snapshot header: a magic number, where Python's memory starts, ...; the
// memory is whole WebAssembly pages. Pyodide checks the rest (its own build id) and throws;
// a snapshot too short to hold a memory would instead stall its start, so it is checked here.
const SNAPSHOT_MAGIC = 1886286592;
const WASM_PAGE = 65536;
const SNAPSHOT_POLICY = (BUNDLE && BUNDLE.snapshot && BUNDLE.snapshot.policy) || "always";
const SNAPSHOT_FAST_MB_S = 12;  // about 100 Mbit/s: 5 MB in 0.4 s
const AUTO_WAIT_MS = 500;

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
  used.add(BUNDLE.snapshot.file);
  return buf;
}

// The snapshot from this build's cache (a return visit), checked against its sha256, or null.
async function cachedSnapshot() {
  if (!BUNDLE || !BUNDLE.snapshot || typeof DecompressionStream !== "function") return null;
  try {
    const hit = await (await caches.open(CACHE)).match(BASE + "pyodide/" + BUNDLE.snapshot.file);
    if (!hit) return null;
    const bytes = new Uint8Array(await hit.arrayBuffer());
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const want = BUNDLE.snapshot.integrity.slice("sha256-".length);
    if (btoa(String.fromCharCode(...digest)) !== want) throw new Error("sha256 differs");
    const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    const buf = new Uint8Array(await new Response(inflated).arrayBuffer());
    times.snapshot_cached = Math.round(performance.now());
    return buf;
  } catch (err) {
    console.warn("tutor: the kept Python snapshot was not used:", err);
    return null;
  }
}

async function snapshotForNextVisit() {
  if (startedFromSnapshot || !BUNDLE || !BUNDLE.snapshot) return;
  if (SNAPSHOT_POLICY !== "cached") return;
  if (saveData) {
    times.snapshot_skipped = Math.round(performance.now());  // the browser asks to save data
    return;
  }
  try {
    const url = BASE + "pyodide/" + BUNDLE.snapshot.file;
    const cache = await caches.open(CACHE);
    if (await cache.match(url)) return;
    const response = await fetch(url, { integrity: BUNDLE.snapshot.integrity });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await cache.put(url, response);
    times.snapshot_kept = Math.round(performance.now());
  } catch (err) {
    console.warn("tutor: the Python snapshot was not kept for the next visit:", err);
  }
}

// Earlier builds made the snapshot on a first visit and kept it in CacheStorage: a browser
// that still has one gets the space back.
function forgetOldSnapshots() {
  try {
    caches.delete("card-rules-tutor-python-snapshot").catch(() => {});
  } catch (err) { /* no CacheStorage here */ }
}

// The files left for later: the packages' rest ("later", also written in the background) and
// the standard library's rest ("stdlib", only when Python asks for one of them).
function installLater(py, indexURL, written) {
  const module = py.pyimport("tutor.site.later_files");
  if (STDLIB && STDLIB.later && written.sitePackages) {
    module.install_from_js(written.sitePackages, JSON.stringify(STDLIB.later.paths),
                           STDLIB.later.sha256,
                           fetchLaterSync(indexURL, STDLIB.later.file, "stdlib_later_fetched"),
                           "stdlib");
  }
  if (!written.later || !written.later.length || !BUNDLE.later) return;
  module.install_from_js(written.sitePackages, JSON.stringify(written.later),
                         BUNDLE.later.sha256, fetchLaterSync(indexURL, BUNDLE.later.file),
                         "later");
  later = { py, indexURL, sitePackages: written.sitePackages, module };
}

// The standard library the page's Python starts with (tutor/site/stdlib.py): the modules it
// imports, compiled; the rest comes when first asked for.
const STDLIB = (BUNDLE && BUNDLE.stdlib) || null;

function stdlibOptions(indexURL) {
  if (!STDLIB) return {};
  used.add(STDLIB.file);
  return { stdLibURL: indexURL + STDLIB.file };
}

// Python back from the build's snapshot, everything imported; the files are written in
// fsInit (the snapshot holds Python's memory, not its file system).
async function bootFromSnapshot(indexURL, bundle, saved) {
  if (!snapshotLooksWhole(saved)) throw new Error("not a whole Pyodide memory snapshot");
  let written = null;
  const py = await loadPyodide({
    indexURL,
    ...stdlibOptions(indexURL),
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
  startedFromSnapshot = true;
  status("packages");
  installLater(py, indexURL, written);
  status("imports");
  const app = py.pyimport("tutor.site.pyodide_app");
  app.restored();
  status("render");
  return { py, app };
}

// The snapshot this visit starts from, or null (see SNAPSHOT_POLICY).
async function snapshotToStart(indexURL, bundle) {
  if (SNAPSHOT_POLICY === "never") return null;
  const kept = await cachedSnapshot();
  if (kept) return kept;
  if (SNAPSHOT_POLICY === "always") return fetchSnapshot(indexURL);
  if (SNAPSHOT_POLICY !== "auto" || saveData || !BUNDLE || !BUNDLE.snapshot) return null;
  // measured on a first visit only: once this build's runtime is kept, its bundle comes from
  // a cache, which says nothing of the link (and a visit over a slow one must not fetch it)
  try {
    if (await caches.match(BASE + "pyodide/" + BUNDLE.file)) return null;
  } catch (err) { /* no CacheStorage here: measure */ }
  // the bundle is needed anyway: while it comes alone, the link is measured on it; when it
  // takes longer than AUTO_WAIT_MS the link is slow, and Python starts at once
  const measured = bundle.then(() => times.link_mb_s >= SNAPSHOT_FAST_MB_S, () => false);
  const late = new Promise((resolve) => setTimeout(() => resolve(false), AUTO_WAIT_MS));
  if (!(await Promise.race([measured, late]))) return null;
  // Save-Data is the page's to say, and its message may come after the bundle (bounded: a
  // worker no page speaks to starts Python all the same)
  await Promise.race([pageSpoke, new Promise((resolve) => setTimeout(resolve, AUTO_WAIT_MS))]);
  if (saveData) return null;
  return fetchSnapshot(indexURL);
}

async function boot() {
  status("boot");
  const indexURL = await runtimeURL();
  if (pyodideMissing) throw offlineError(String(pyodideMissing));
  indexOf = indexURL;
  if (BUNDLE) used.add(BUNDLE.file);
  for (const file of ["pyodide.asm.js", "pyodide.asm.wasm", "pyodide-lock.json"]) used.add(file);
  const bundle = fetchBundle(indexURL);
  bundle.catch(() => {});
  forgetOldSnapshots();
  try {
    const saved = await snapshotToStart(indexURL, bundle);
    if (saved) return await bootFromSnapshot(indexURL, bundle, saved);
  } catch (err) {
    console.warn("tutor: the Python snapshot was not used (starting Python as usual):", err);
  }
  let written = null;  // { later, sitePackages } once the bundle is in site-packages
  let sitePackagesDir = null;
  const py = await loadPyodide({
    indexURL,
    ...stdlibOptions(indexURL),
    fsInit: async (FS, { sitePackages }) => {
      sitePackagesDir = sitePackages;
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
  else {
    installLater(py, indexURL, { later: [], sitePackages: sitePackagesDir });
    await py.loadPackage(PACKAGES, { messageCallback: () => {} });
  }
  status("imports");
  const app = py.pyimport("tutor.site.pyodide_app");
  status("render");
  return { py, app };
}

const runtime = boot();
runtime.catch((err) => {
  for (const port of clients) port.postMessage({ type: "error", msg: String(err), code: err.code });
});

// Outcomes: every judged answer goes to its page as {type: "outcome", page, slot,
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
  if (msg.saveData) saveData = true;  // the page's browser asks to save data
  if (msg.type === "render") pageHasSpoken();
  try {
    const { app } = await runtime;
    if (msg.type === "render") {
      pages.set(page, port);
      const t0 = performance.now();
      const out = JSON.parse(app.render(page, JSON.stringify(msg.widgets)));
      times.render_ms = Math.round(performance.now() - t0);
      port.postMessage({ type: "render", page, times, ...out });
      backgroundWhenIdle();
    } else if (msg.type === "rendered") {
      app.link(page, sendBoards);
      app.watch_outcomes(page, sendOutcome);
    } else if (msg.type === "act") {
      app.act(page, msg.slot, msg.board, JSON.stringify(msg.data));
      port.postMessage({ type: "idle", page });
      backgroundWhenIdle();
    } else if (msg.type === "drop") {
      pages.delete(page);
      app.drop(page);
    }
  } catch (err) {
    if (err.code === "offline") console.warn("tutor:", String(err));
    else console.error(err);
    port.postMessage({ type: "error", page, msg: String(err), code: err.code });
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
