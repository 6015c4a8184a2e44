// Card Rules Tutor: "Keep the whole course for offline use", on the progress page
// (<div id="tutor-offline">). Every page a learner opens is kept by the service worker, and
// the Python a page ran by the page's worker (sw.js, worker.js); this keeps the rest -- every
// page, the whole runtime, the search -- in the service worker's cache of this build, on the
// learner's request only. It says how much it will download first and shows its progress.
// The list and the sizes (what travels: the gzipped copy a static host sends) are the build's
// (_tutor/<id>/offline.json, tutor/site/offline.py). The choice is remembered (the flag
// KEEP_ALL, which sw.js reads): a new build's service worker keeps its whole course too.
(function () {
  "use strict";
  const me = document.currentScript;
  const box = document.getElementById("tutor-offline");
  const P = window.tutorProgress;  // progress.js, loaded before this on the progress page
  if (!box || !me || !P) return;
  const root = new URL(me.dataset.root, location.href);
  const build = me.dataset.build;
  const CACHE = "tutor-" + build;
  const KEEP_ALL = new URL("_tutor/keep-the-whole-course", root).href;
  const FLAGS = "card-rules-tutor-offline";
  // the sentences in every language of the site: the build writes them from the text
  // catalogue (tutor/site/js_texts.py); progress.js fills them in (P.textsIn)
  const TEXTS = {};
  const T = P.textsIn(TEXTS, {
    mb: ["n"], keep: ["size"], ask: ["size", "files"], going: ["done", "all", "files", "n"],
    stopped: ["why"],
  }, P.siteLang(me.dataset.lang), {});
  const mb = (n) => {
    const x = n / 1e6;
    return T.mb((x < 10 ? x.toFixed(1) : x.toFixed(0)).replace(".", T.decimal));
  };
  const going = (done, all, files, n) => T.going(mb(done), mb(all), files, n);

  function el(tag, props, ...kids) {
    const e = document.createElement(tag);
    Object.assign(e, props || {});
    e.append(...kids);
    return e;
  }
  const msg = el("p", { className: "tutor-offline-msg" });
  msg.setAttribute("role", "status");
  const button = el("button", { type: "button", className: "tutor-btn", id: "tutor-keep-course", hidden: true });
  const bar = el("progress", { className: "tutor-offline-bar", hidden: true, max: 1, value: 0 });
  bar.setAttribute("aria-label", T.label);
  const note = el("p", { className: "tutor-offline-note", hidden: true }, T.saveData);
  box.replaceChildren(el("div", { className: "tutor-progress-actions" }, button), bar, msg, note);

  let supported = false;
  try {
    supported = location.protocol !== "file:" && "serviceWorker" in navigator && "caches" in window;
  } catch (err) { /* storage blocked (an embed) */ }
  if (!supported) {
    msg.textContent = T.cannot;
    return;
  }
  try {
    note.hidden = !(navigator.connection && navigator.connection.saveData);
  } catch (err) { /* */ }

  let course = null;  // [[absolute URL, bytes], ...]
  async function missing(cache) {
    const left = [];
    for (const [url, bytes] of course) {
      if (!(await cache.match(url))) left.push([url, bytes]);
    }
    return left;
  }
  async function show() {
    const left = await missing(await caches.open(CACHE));
    if (!left.length) {
      button.hidden = true;
      msg.textContent = T.done;
      return;
    }
    const bytes = left.reduce((sum, [, n]) => sum + n, 0);
    button.textContent = T.keep(mb(bytes));
    button.hidden = false;
    button.disabled = false;
    msg.textContent = T.ask(mb(bytes), left.length);
  }
  async function keepAll() {
    button.disabled = true;
    try {
      // remembered: the next build's service worker keeps its whole course too
      await (await caches.open(FLAGS)).put(KEEP_ALL, new Response("1"));
      const cache = await caches.open(CACHE);
      const left = await missing(cache);
      const all = left.reduce((sum, [, n]) => sum + n, 0);
      let done = 0;
      let files = 0;
      bar.max = Math.max(all, 1);
      bar.value = 0;
      bar.hidden = false;
      msg.textContent = going(0, all, 0, left.length);
      const queue = left.slice();
      let failure = null;
      async function lane() {
        while (queue.length && !failure) {
          const [url, bytes] = queue.shift();
          try {
            const response = await fetch(url, { cache: "no-cache" });
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            await cache.put(url, response);
          } catch (err) {
            failure = failure || err;
            return;
          }
          done += bytes;
          files += 1;
          bar.value = done;
          msg.textContent = going(done, all, files, left.length);
        }
      }
      await Promise.all([lane(), lane(), lane(), lane()]);
      if (failure) throw failure;
      bar.hidden = true;
      await show();
    } catch (err) {
      bar.hidden = true;
      button.disabled = false;
      msg.textContent = T.stopped(err && err.message ? err.message : String(err));
    }
  }
  button.addEventListener("click", keepAll);

  (async () => {
    try {
      const response = await fetch(new URL(`_tutor/${build}/offline.json`, root));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const doc = await response.json();
      course = doc.course.map(([url, bytes]) => [new URL(url, root).href, bytes]);
      await show();
    } catch (err) {
      console.warn("tutor: the course's offline list:", err);
      msg.textContent = T.cannot;
    }
  })();
})();
