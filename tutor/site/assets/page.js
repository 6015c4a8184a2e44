// Card Rules Tutor: runs on every page. Registers the service worker (offline use) and,
// when the page has widget slots (<div class="tutor-widget" data-widget=... data-game=...>),
// starts the Python runtime (worker.js) and renders each widget into its slot.
(function () {
  "use strict";
  // the kinds given the page's shared deal and those showing the learner's own data: the
  // build writes them from the kinds' registry (tutor/ui/kinds.py, browser_lists)
  const KINDS = {};
  const me = document.currentScript;
  const base = new URL(me.dataset.base, location.href).href;   // .../_tutor/
  const root = new URL(me.dataset.root, location.href).href;   // the site's root
  const build = me.dataset.build;
  // the page's sentences in every language of the site: the build writes them from the
  // text catalogue (tutor/site/js_texts.py)
  const TEXTS = {};
  // a language tag read as one of the site's languages: "ru", "ru-RU", "RU_ru" are Russian,
  // "en-GB" English; anything else is none (the page keeps its own)
  const siteLang = (tag) => {
    const m = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i.exec(String(tag || "").trim());
    const code = m ? m[1].toLowerCase() : null;
    return code && Object.prototype.hasOwnProperty.call(TEXTS, code) ? code : null;
  };
  const urlLang = me.dataset.urlLang ? siteLang(new URLSearchParams(location.search).get("lang")) : null;
  const lang = urlLang || siteLang(me.dataset.lang) || siteLang(document.documentElement.lang) || "en";
  if (urlLang) document.documentElement.lang = urlLang;  // one language on the whole page
  const TEXT = TEXTS[lang] || TEXTS.en;

  function registerServiceWorker() {
    try {  // a browser that blocks an embed's storage throws on navigator.serviceWorker itself
      if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
      navigator.serviceWorker.register(root + "sw.js", { scope: root }).catch((err) => {
        console.warn("service worker not registered:", err);
      });
    } catch (err) { console.warn("service worker not available here:", err.name); }
  }

  const slots = Array.from(document.querySelectorAll(".tutor-widget[data-widget]"));
  // the fields a button with data-collect sends (tutor/ui/views/board.py reads the same)
  if (!slots.length) {
    if (document.readyState === "complete") registerServiceWorker();
    else addEventListener("load", registerServiceWorker);
    return;
  }

  // ---- first states before Python (tutor/site/static_widgets.py) -------------------------
  // The build wrote each widget's first state(s) into its slot as <template>s. One is shown
  // at once (picked at random where there are several; Python then deals with its seed, so
  // it takes over exactly that state). Clicks on it are queued and replayed on Python's
  // widget once it is up.
  const early = [];  // per slot: { clicks: [...] } when a first state is shown, else null
  const DEALT_QUERY = ["seed", "p", "b"];
  // what a widget that reads its page's URL (the explainer, a class's plan) may be given
  const QUERY_KEYS = ["game", "lang", "seed", "p", "b", "plan", "view"];
  function randomBelow(n) {  // the browser's entropy: every visit its own
    return crypto.getRandomValues(new Uint32Array(1))[0] % n;
  }
  function pickState(slot, dealt) {
    const states = Array.from(slot.querySelectorAll("template.tutor-static-state"));
    if (!states.length || slot.dataset.fromUrl) return null;
    const query = new URLSearchParams(location.search);
    if (dealt && DEALT_QUERY.some((key) => query.has(key))) return null;  // Python deals that
    return states[randomBelow(states.length)];
  }
  // A first state marked data-visit (the quiz, the split trainer, the drills) was made for a
  // five-digit seed B: the visit's seed is V * 100000 + B, with V five fresh digits. Python
  // deals its first deal or task from B (the state on screen) and every later one from the
  // whole seed (tutor/ui/models/seeds.py), so the visit's deals are its own and "Link to
  // these deals" (?seed=) gives them all again. (The Raspisnoy game's B is its own seed.)
  function visitSeed(first) {
    return (10000 + randomBelow(90000)) * 100000 + first;
  }
  function showSeed(shown, from, to) {  // the seed the first state names: the visit's
    const digits = new RegExp("\\b" + from + "\\b", "g");
    for (const note of shown.querySelectorAll(".tt-share")) {
      const walker = document.createTreeWalker(note, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        node.nodeValue = node.nodeValue.replace(digits, String(to));
      }
      for (const link of note.querySelectorAll("a[href]")) {
        const href = new URL(link.getAttribute("href"), location.href);
        if (href.searchParams.get("seed") !== String(from)) continue;
        href.searchParams.set("seed", String(to));
        link.setAttribute("href", href.search + href.hash);
      }
    }
  }
  // The build also wrote, next to a first state, what its first deal shows after each
  // answering click (tutor/site/early_answers.py: the model's own states, as data): a click
  // on an edge of that graph is answered at once, from the data; Python replays the clicks
  // when it takes over, so its state and outcome follow from them. A click off the graph
  // (typed answers, a new deal, a second pick...) is queued for Python.
  function patchContent(old, ops) {  // early_answers.patch: keep n, drop -n, put a string
    let out = "";
    let at = 0;
    for (const op of ops) {
      if (typeof op === "string") out += op;
      else if (op > 0) { out += old.slice(at, at + op); at += op; }
      else at -= op;
    }
    return out + old.slice(at);
  }
  function answerEarly(record, boards, j, data) {
    const graph = record.graph;
    if (!graph || record.off) return false;
    const to = graph.edges[record.at][`${j}|${data.action}|${data.value}`];
    if (to === undefined) return false;
    boards.forEach((board, k) => {  // drawn as Python draws it (tutorPaint, board_events.js)
      const change = graph.states[to][k] || {};
      const content = change.d ? patchContent(graph.boards[k], change.d) : graph.boards[k];
      tutorPaint(board, { ...board.tutorFirst, content, label: change.l || board.tutorFirst.label,
                          keys: change.k || board.tutorFirst.keys });
    });
    if (record.seed) showSeed(boards[0].parentNode, record.seed[0], record.seed[1]);
    record.at = to;
    return true;
  }
  function showState(slot, state, i) {
    const shown = document.createElement("div");
    shown.className = "tutor-static";
    shown.append(state.content.cloneNode(true));
    const record = { clicks: [], graph: null, at: 0, off: false, answered: false, seed: null };
    const data = shown.querySelector("script.tutor-answers");
    if (data) {
      try { record.graph = JSON.parse(data.textContent); } catch (err) { /* none then */ }
      data.remove();
    }
    const boards = Array.from(shown.children).filter((el) => el.getAttribute("role") === "group");
    if (record.graph && record.graph.boards.length !== boards.length) record.graph = null;
    record.labels = boards.map((board) => board.getAttribute("aria-label"));
    // every click, menu change and shortcut is read as Python's board reads it (tutorListen,
    // board_events.js), recorded as the data Python receives, and sent to Python's widget
    // once it is up (replayEarlyClicks); one on the graph of early answers is answered now
    boards.forEach((board, j) => {
      board.tutorFirst = { root_class: board.className, label: board.getAttribute("aria-label"),
                           lang: board.getAttribute("lang") || "", focusable: board.tabIndex >= 0,
                           keys: JSON.parse(board.dataset.keys || "[]") };
      tutorListen(board, (data, node) => {
        record.clicks.push({ board: j, data });
        if (answerEarly(record, boards, j, data)) {
          record.answered = true;
          messages[i].lastChild.textContent = TEXT.answered;
          return;
        }
        record.off = true;  // Python answers this click and every later one
        if (data.action !== "key" && node.hasAttribute("aria-pressed")) {
          node.setAttribute("aria-pressed", node.getAttribute("aria-pressed") === "true"
            ? "false" : "true");
        }
        messages[i].lastChild.textContent = TEXT.queued;
      });
    });
    early[i] = record;
    slot.classList.add("tutor-has-static");
    return shown;
  }
  let idleWaiters = [];
  const nextIdle = () => new Promise((resolve) => idleWaiters.push(resolve));
  const boardSelector = (label) => `[role="group"][aria-label="${CSS.escape(label)}"]`;
  // Python's boards that the first state shows (those with content, in order), when they are
  // the first state's (the same labels); else null: Python's widget differs, and the recorded
  // clicks mean nothing on it
  function firstBoardsOf(i, app) {
    const labels = early[i].labels;
    const drawn = app.boards.map((state, k) => [state, k]).filter(([state]) => state.content);
    if (drawn.length !== labels.length || drawn.some(([state], j) => state.label !== labels[j])) return null;
    return drawn.map(([, k]) => k);
  }
  async function replayEarlyClicks(apps) {
    for (let i = 0; i < early.length; i++) {
      if (!early[i] || !early[i].clicks.length || !apps[i] || !apps[i].boards) continue;
      const boards = firstBoardsOf(i, apps[i]);
      if (!boards) continue;
      for (const click of early[i].clicks) {
        const idle = nextIdle();
        port.postMessage({ type: "act", page, slot: i, board: boards[click.board], data: click.data });
        await Promise.race([idle, new Promise((r) => setTimeout(r, 3000))]);
      }
    }
  }
  // ---- end of the first states ------------------------------------------------------------

  const page = Math.random().toString(36).slice(2) + "-" + Date.now().toString(36);
  const targets = [];
  const messages = [];
  const specs = slots.map((slot, i) => {
    const dealt = KINDS.dealt.includes(slot.dataset.widget);
    const state = pickState(slot, dealt);
    early.push(null);
    slot.classList.add("tutor-loading");
    slot.setAttribute("aria-busy", state ? "false" : "true");
    const msg = document.createElement("div");
    msg.className = "tutor-status";
    msg.setAttribute("role", "status");
    msg.innerHTML = '<span class="tutor-spinner" aria-hidden="true"></span><span class="tutor-status-text"></span>';
    msg.lastChild.textContent = state ? TEXT.early : TEXT.boot;
    const target = document.createElement("div");
    target.id = "tutor-root-" + i;
    target.className = "tutor-root";
    messages.push(msg);
    targets.push(target);
    const first = state && state.dataset.seed ? parseInt(state.dataset.seed, 10) : null;
    const visit = first !== null && state.hasAttribute("data-visit") && !slot.dataset.seed;
    const seed = visit ? visitSeed(first) : first;
    if (state) {
      const shown = showState(slot, state, i);
      if (seed !== first) {
        showSeed(shown, first, seed);
        early[i].seed = [first, seed];
      }
      slot.replaceChildren(msg, shown, target);
    } else slot.replaceChildren(msg, target);
    const spec = { widget: slot.dataset.widget, game: slot.dataset.game || "",
                   lang: slot.dataset.lang || lang };
    if (slot.dataset.seed) spec.seed = parseInt(slot.dataset.seed, 10);
    else if (seed !== null) spec.seed = seed;
    // spaced review (issue 13): the due items, as data, from the progress kept in the browser
    if (KINDS.learnerData.includes(spec.widget) && window.tutorProgress) spec.query = window.tutorProgress.reviewQuery();
    // the lesson's check: its exercises and lesson, written into the slot by the build
    if (slot.dataset.items) spec.query = { items: slot.dataset.items.split(" ").slice(0, 40),
                                           lesson: [slot.dataset.lesson || ""] };
    if (slot.dataset.fromUrl || dealt) {
      // the page's own URL query, passed as data, never as HTML: all of it for the
      // embeddable explainer; a shared seed or position (?seed=, ?p=…&b=) for the quiz
      // and the split trainer, whose game the lesson page fixes
      // A map with no prototype, of the keys the widgets read only: ?constructor=1 or
      // ?__proto__=1 is an unknown key like any other, ignored.
      const query = Object.create(null);
      for (const [key, raw] of new URLSearchParams(location.search)) {
        if (!(slot.dataset.fromUrl ? QUERY_KEYS : DEALT_QUERY).includes(key)) continue;
        // a language as the page reads it (ru-RU is Russian); a class's plan (teach/class/
        // ?plan=…) passes whole, so a plan too long is refused with its true length (a URL
        // is at most 2 MB in Chromium; Python checks the length before reading it)
        const value = (key === "lang" && siteLang(raw)) || raw.slice(0, key === "plan" ? 2100000 : 200);
        (query[key] = query[key] || []).push(value);
      }
      if (Object.keys(query).length) spec.query = query;
    }
    return spec;
  });

  function setStatus(text) {
    for (let i = 0; i < messages.length; i++) {
      if (!early[i]) messages[i].lastChild.textContent = text;
    }
  }

  function showError(text) {
    for (const m of messages) {
      m.classList.add("tutor-error");
      m.setAttribute("role", "alert");
      m.lastChild.textContent = TEXT.error + text;
    }
    for (const s of slots) s.classList.remove("tutor-loading");
    for (const s of document.querySelectorAll(".tutor-static")) s.remove();
  }

  // the Python worker's, once started (startPython, at the end); started by the page's <head>
  // when this browser keeps this build's runtime (tutor/site/inject.py, EARLY_START)
  let port = window.tutorPort || null;

  let drawnAll = false;  // Python's widgets have replaced the first states

  // ---- widgets drawn by the page from their boards' states (tutor/site/boards_runtime.py) --
  // Drawn and listened to by board_events.js (tutorPaint, tutorListen, tutorRoomKeys), as
  // Panel's Board draws and listens (tutor/ui/views/board.py); every click, menu change and
  // shortcut goes to Python as {type: "act"}, and Python sends back the boards it changed.
  const boardRoots = [];  // per slot: its boards' root elements
  function paintBoard(root, state, store = true) {
    root.parentNode.className = ["tutor-board", ...state.css_classes].join(" ");
    tutorPaint(root, state);
    if (store) tutorStore(state);  // a board's saved state (the Raspisnoy game)
  }
  function drawBoards(i, app) {
    const box = document.createElement("div");
    box.className = app.classes.join(" ");
    let group = box;  // boards with a box of their own (the review's item) share one
    let groupKey = "";
    boardRoots[i] = app.boards.map((state, j) => {
      const wrap = document.createElement("div");
      const root = document.createElement("div");
      wrap.appendChild(root);
      const key = (state.box || []).join(" ");
      if (key !== groupKey) {
        groupKey = key;
        group = box;
        if (key) {
          group = document.createElement("div");
          group.className = key;
          box.appendChild(group);
        }
      }
      group.appendChild(wrap);
      const act = (data) => port.postMessage({ type: "act", page, slot: i, board: j, data });
      // what the board kept on an earlier visit goes back to Python once (not overwritten
      // by the fresh state before Python has answered)
      const restored = tutorRestore(state, act);
      paintBoard(root, state, !restored);
      tutorListen(root, act);
      tutorRoomKeys(root, act);
      return root;
    });
    targets[i].replaceChildren(box);
  }
  function drawError(i, text) {
    const box = document.createElement("div");
    box.className = "tt-root";
    box.innerHTML = '<div class="tt-err" role="alert"></div>';
    box.firstChild.textContent = text;
    targets[i].replaceChildren(box);
  }
  // ---- end of the widgets drawn by the page ------------------------------------------------

  async function rendered(msg) {
    msg.slots.forEach((slot, i) => {
      if (slot.boards) drawBoards(i, slot);
      else if (slot.error !== undefined) drawError(i, slot.error);
    });
    drawnAll = true;
    port.postMessage({ type: "rendered", page });
    for (const m of messages) m.remove();
    // a keyboard user inside a first state keeps the focus on the same board of Python's widget
    const focused = document.activeElement && document.activeElement.closest(".tutor-static [role=group]");
    const focusSlot = focused ? slots.findIndex((s) => s.contains(focused)) : -1;
    const focusLabel = focused ? focused.getAttribute("aria-label") : null;
    // a first state that has answered stays on screen while Python replays its clicks (its
    // widget, hidden until then, comes to the same state): no flash of the first deal
    const answered = slots.map((s, i) => !!(early[i] && early[i].answered && targets[i].firstChild));
    slots.forEach((s, i) => {
      if (answered[i]) targets[i].hidden = true;
      else for (const shown of s.querySelectorAll(".tutor-static")) shown.remove();
      s.classList.remove("tutor-loading");
      s.setAttribute("aria-busy", "false");
    });
    await replayEarlyClicks(msg.slots);
    const focusKey = focusSlot >= 0 && document.activeElement ? document.activeElement.dataset.focus : "";
    slots.forEach((s, i) => {
      for (const shown of s.querySelectorAll(".tutor-static")) shown.remove();
      targets[i].hidden = false;
      s.classList.remove("tutor-has-static");
    });
    if (focusSlot >= 0) {
      const board = targets[focusSlot].querySelector(boardSelector(focusLabel));
      const again = board && focusKey && Array.from(board.querySelectorAll("[data-focus]"))
        .find((n) => n.dataset.focus === focusKey);
      if (again) again.focus();
      else if (board && board.tabIndex >= 0) board.focus();
    }
    window.tutorReady = performance.now();
    document.dispatchEvent(new CustomEvent("tutor-ready"));
    // the widgets grew from their reserved height: a #section link lands where it points
    if (location.hash.length > 1) {
      const anchor = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (anchor) {
        // the widgets settle over a few frames: land again unless the reader has moved
        let moved = false;
        for (const type of ["wheel", "touchstart", "keydown", "mousedown"]) {
          addEventListener(type, () => { moved = true; }, { once: true, passive: true });
        }
        const land = () => { if (!moved) anchor.scrollIntoView(); };
        requestAnimationFrame(land);
        for (const ms of [300, 800, 1500, 2500]) setTimeout(land, ms);
      }
    }
    setTimeout(registerServiceWorker, 500);
  }

  const onMessage = async (event) => {
    const msg = event.data;
    if (msg.page !== undefined && msg.page !== page) return;
    if (msg.times) window.tutorTimes = msg.times;
    if (msg.times && msg.times.kept) {  // the next page starts Python at once (from the cache)
      try { localStorage.setItem("tutor-runtime-kept", build); } catch (err) { /* no storage */ }
    }
    if (msg.type === "status") {
      if (!drawnAll && TEXT[msg.step]) setStatus(TEXT[msg.step]);
    } else if (msg.type === "render") {
      try {
        await rendered(msg);
      } catch (err) {
        console.error(err);
        showError(String(err));
      }
    } else if (msg.type === "boards") {
      for (const change of msg.changes) {
        if (change.app) {  // other boards (the review's next item): the slot drawn again
          const focusHere = targets[change.slot].contains(document.activeElement);
          drawBoards(change.slot, change.app);
          const first = targets[change.slot].querySelector("[role=group][tabindex='0']");
          if (focusHere && first) first.focus();
          continue;
        }
        const root = (boardRoots[change.slot] || [])[change.board];
        if (root) paintBoard(root, change.state);
      }
    } else if (msg.type === "outcome") {
      // a judged answer (issue 13): progress.js listens for it (the event bubbles)
      const slot = slots[msg.slot];
      if (slot) slot.dispatchEvent(new CustomEvent("tutor-outcome", { detail: msg.outcome, bubbles: true }));
    } else if (msg.type === "idle") {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    } else if (msg.type === "error") {
      if (!drawnAll) showError(msg.code === "offline" ? TEXT.offline : msg.msg);
      else console.error("tutor runtime:", msg.msg);
    }
  };

  // ---- Python starts once the page is painted (issue 24, prose first) ----------------------
  // Nothing Python needs (the worker, Pyodide, the bundle: megabytes) competes with the page's
  // own HTML, styles and the widgets' first states: the worker starts after the frame that
  // shows them (at once in a tab drawn in the background, where frames wait).
  let started = false;
  function startPython() {
    if (started) return;
    started = true;
    const url = base + "worker.js?v=" + build;
    if (port !== null) {  // started early: nothing to wait for
      port.onmessage = onMessage;
      if (port.start) port.start();
      port.postMessage({ type: "render", page, widgets: specs, saveData: savingData() });
      return;
    }
    // the worker's own script could not be loaded (an error without a message: not one
    // thrown inside it): offline, before this device kept it
    const failed = (event) => { if (!drawnAll && !(event && event.message)) showError(TEXT.offline); };
    if (typeof SharedWorker === "function") {
      try {
        const shared = new SharedWorker(url, { name: "tutor-" + build, extendedLifetime: true });
        port = shared.port;
        shared.onerror = failed;
      } catch (err) {
        port = null;
      }
    }
    if (port === null) {
      port = new Worker(url);
      port.onerror = failed;
    }
    port.onmessage = onMessage;
    if (port.start) port.start();
    port.postMessage({ type: "render", page, widgets: specs, saveData: savingData() });
  }
  function savingData() {  // the browser asks to save data: nothing in the background
    try { return !!(navigator.connection && navigator.connection.saveData); } catch (err) { return false; }
  }
  if (port !== null || document.visibilityState === "hidden") startPython();
  else requestAnimationFrame(() => setTimeout(startPython, 0));
  setTimeout(startPython, 1000);  // frames may not come at all (a hidden frame, a print)
  addEventListener("pagehide", (event) => {
    if (!event.persisted && port) port.postMessage({ type: "drop", page });
  });
})();
