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
  if (!box || !me) return;
  const root = new URL(me.dataset.root, location.href);
  const build = me.dataset.build;
  const lang = me.dataset.lang === "ru" ? "ru" : "en";
  const CACHE = "tutor-" + build;
  const KEEP_ALL = new URL("_tutor/keep-the-whole-course", root).href;
  const FLAGS = "card-rules-tutor-offline";
  const mb = (n) => {
    const x = n / 1e6;
    const text = x < 10 ? x.toFixed(1) : x.toFixed(0);
    return lang === "ru" ? text.replace(".", ",") + " МБ" : text + " MB";
  };
  const T = {
    en: {
      keep: (n) => `Keep the whole course for offline use (${mb(n)})`,
      ask: (n, files) => `It downloads about ${mb(n)} (${files} files) once; nothing else is downloaded in the background.`,
      going: (done, all, files, n) => `Downloading: ${mb(done)} of ${mb(all)} (${files} of ${n} files)…`,
      done: "The whole course is kept on this device: every lesson and its exercises work offline.",
      stopped: (why) => `The download stopped (${why}). What was downloaded is kept: press the button again to go on.`,
      cannot: "This browser cannot keep the course for offline use here (it has no service worker or no storage for this site).",
      saveData: "Your browser asks to save data, so the tutor downloads nothing in the background; this button downloads only when you press it.",
      label: "Downloading the whole course",
    },
    ru: {
      keep: (n) => `Сохранить весь курс для работы без сети (${mb(n)})`,
      ask: (n, files) => `Скачается один раз около ${mb(n)} (файлов: ${files}); больше ничего в фоне не скачивается.`,
      going: (done, all, files, n) => `Скачивается: ${mb(done)} из ${mb(all)} (файлов: ${files} из ${n})…`,
      done: "Весь курс сохранён на этом устройстве: все уроки и их упражнения работают без сети.",
      stopped: (why) => `Скачивание прервалось (${why}). Скачанное сохранено: нажмите кнопку ещё раз, чтобы продолжить.`,
      cannot: "Этот браузер не может здесь сохранить курс для работы без сети (нет service worker или хранилища для этого сайта).",
      saveData: "Браузер просит экономить трафик, поэтому учебник ничего не скачивает в фоне; эта кнопка скачивает, только когда вы её нажмёте.",
      label: "Скачивание всего курса",
    },
  }[lang];

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
    button.textContent = T.keep(bytes);
    button.hidden = false;
    button.disabled = false;
    msg.textContent = T.ask(bytes, left.length);
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
      msg.textContent = T.going(0, all, 0, left.length);
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
          msg.textContent = T.going(done, all, files, left.length);
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
