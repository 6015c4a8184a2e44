// Card Rules Tutor: service worker. Caches the whole site, the Python runtime included, so
// that it works offline after the first visit. The cache is named after the build, so a new
// build installs a new cache and deletes the old one (no stale app).
// Pages: network first (a new build is seen at once), the cache when offline.
// Everything else: the cache first (the build hash makes it safe), the network otherwise.
const BUILD = "__TUTOR_BUILD__";
const CACHE = "tutor-" + BUILD;
const PRECACHE = __TUTOR_PRECACHE__;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(PRECACHE.map((path) => new Request(path, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("tutor-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

async function fromNetwork(request, cache) {
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

const RUNTIME = new URL("_tutor/pyodide/", self.registration.scope).href;
const RUNTIME_OFFLINE = new URL("_tutor/pyodide-offline/", self.registration.scope).href;

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // Pyodide's WebAssembly: online it bypasses this worker (HTTP cache, where the browser also
  // keeps the compiled code); offline worker.js asks for the runtime under pyodide-offline/,
  // served from this cache.
  if (request.url.startsWith(RUNTIME) && request.url.split("?")[0].endsWith(".wasm")) return;
  if (request.url.startsWith(RUNTIME_OFFLINE)) {
    const real = RUNTIME + request.url.slice(RUNTIME_OFFLINE.length).split("?")[0];
    event.respondWith((async () => {
      const hit = await caches.match(real, { cacheName: CACHE });
      return hit || fetch(real);
    })());
    return;
  }
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    if (request.mode === "navigate") {
      try {
        return await fromNetwork(request, cache);
      } catch (err) {
        const hit = await cache.match(request, { ignoreSearch: true });
        if (hit) return hit;
        throw err;
      }
    }
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    return fromNetwork(request, cache);
  })());
});
