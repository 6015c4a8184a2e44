// Card Rules Tutor: service worker. Keeps the pages' HTML and what they load, so that the
// site reads offline after the first visit; the page's Python worker keeps the runtime it ran
// (a page whose runtime has been fetched works offline), and the progress page's "Keep the
// whole course for offline use" keeps the rest. A page only ever runs with the scripts and
// the runtime of its own build (docs/site.md, "Service worker" and "What a first visit
// downloads").
//
// - Every script and runtime file of a build lives under _tutor/<build id>/ (the id is the
//   sha256 of every shipped byte), so a URL names one build's bytes, forever. Such a
//   request is answered from that build's cache, tutor-<id>, by its exact path, or else from
//   the network (where the path can only hold that build's file), and kept.
// - Pages: network first (a new build is seen on the next navigation), and a page is cached
//   only into the cache of the build it belongs to; offline, this build's copy.
// - Other files (the theme's CSS and JS, images, the search index): this build's cache
//   first, by exact URL, else the network (and kept); for a page of another build (fetched
//   from the network after a deploy, before the new worker took over) the network, so
//   nothing of this build mixes in.
// - Installing keeps the pages' HTML and what they load (PAGES, SHELL: the build lists
//   them, tutor/site/offline.py); only SHELL when the browser asks to save data (those files
//   come from the HTTP cache: no background download); the whole course (COURSE) once the
//   learner asked for it on the progress page (the flag KEEP_ALL outlives builds).
// - A new worker takes over at once (skipWaiting + clients.claim) and keeps the cache of the
//   build before it, for pages still open on it; older caches are deleted.
const BUILD = "__TUTOR_BUILD__";
const CACHE = "tutor-" + BUILD;
const PAGES = __TUTOR_PAGES__;
const SHELL = __TUTOR_SHELL__;
const COURSE = __TUTOR_COURSE__;
const RUNTIME_ROOT = new URL("_tutor/", self.registration.scope).href;
const KEEP_ALL = new URL("_tutor/keep-the-whole-course", self.registration.scope).href;
const BUILD_ATTR = /\bdata-build="([0-9A-Za-z-]+)"/;
const foreign = new Map();  // client id -> build id, for pages of another build

function savingData() {
  try {
    return !!(self.navigator.connection && self.navigator.connection.saveData);
  } catch (err) {
    return false;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const whole = !!(await caches.match(KEEP_ALL));
    const list = whole ? COURSE : savingData() ? SHELL : [...PAGES, ...SHELL];
    const own = "_tutor/" + BUILD + "/";
    await Promise.all(list.map(async (path) => {
      // a build's own scripts: asked for as its pages ask (?v=<build>), so the HTTP cache
      // answers; kept by their path, as versioned() looks them up
      const asked = path.startsWith(own) && (path.endsWith(".js") || path.endsWith(".css"))
        ? path + "?v=" + BUILD : path;
      const response = await fetch(new Request(asked, { cache: "no-cache" }));
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      await cache.put(path, response);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const others = (await caches.keys()).filter((k) => k.startsWith("tutor-") && k !== CACHE);
    // caches.keys() lists caches in the order they were created: keep the newest other one
    for (const key of others.slice(0, -1)) await caches.delete(key);
    await self.clients.claim();
  })());
});

// The build a runtime URL belongs to (_tutor/<id>/...), or null.
function buildOf(url) {
  if (!url.startsWith(RUNTIME_ROOT)) return null;
  const id = url.slice(RUNTIME_ROOT.length).split(/[/?#]/)[0];
  return id || null;
}

async function versioned(request, build) {
  const url = request.url.split("?")[0];
  const name = "tutor-" + build;
  const offline = RUNTIME_ROOT + build + "/pyodide-offline/";
  // offline, worker.js asks for the runtime under pyodide-offline/: the same files
  const real = url.startsWith(offline)
    ? RUNTIME_ROOT + build + "/pyodide/" + url.slice(offline.length) : url;
  if (await caches.has(name)) {
    const hit = await (await caches.open(name)).match(real);
    if (hit) return hit;
  }
  const response = await fetch(real === url ? request : real);
  if (build === BUILD && response.ok && response.type === "basic") {
    await (await caches.open(CACHE)).put(real, response.clone());
  }
  return response;
}

async function navigate(event) {
  const request = event.request;
  const cache = await caches.open(CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch (err) {
    const hit = await cache.match(request, { ignoreSearch: true })
      // a page is kept as its folder ("games/holdem/"), the way the site links it
      || await cache.match(request.url.split(/[?#]/)[0].replace(/index\.html$/, ""));
    if (hit) return hit;
    // a page this build does not have: the site's own 404 page, as the server would answer
    const missing = await cache.match(new URL("404.html", self.registration.scope).href);
    if (!missing) throw err;
    return new Response(await missing.blob(), { status: 404, statusText: "Not Found",
      headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  if (response.ok && response.type === "basic") {
    const match = BUILD_ATTR.exec(await response.clone().text());
    const build = match ? match[1] : BUILD;
    if (build === BUILD) {
      await cache.put(request, response.clone());
    } else {
      if (event.resultingClientId) foreign.set(event.resultingClientId, build);
      self.registration.update().catch(() => {});  // a new build is out: fetch its worker
    }
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  const build = buildOf(request.url);
  // Pyodide's WebAssembly: online it bypasses this worker (HTTP cache, where the browser also
  // keeps the compiled code); offline worker.js asks for it under pyodide-offline/.
  if (build && request.url.split("?")[0].endsWith(".wasm")
      && request.url.startsWith(RUNTIME_ROOT + build + "/pyodide/")) return;
  if (build) {
    event.respondWith(versioned(request, build));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(navigate(event));
    return;
  }
  if (foreign.has(event.clientId)) return;  // a page of another build: the network
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request) || await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && response.type === "basic") await cache.put(request, response.clone());
    return response;
  })());
});
