// Card Rules Tutor: progress kept in this browser (localStorage; no server, no account).
// Listens for the widgets' tutor-outcome events (page.js dispatches them), counts right and
// wrong first answers per lesson and exercise, keeps one FSRS card per item answered wrongly
// (the review page's Python schedules it), marks the lessons with stars in the navigation and
// on the home page, says "continue where you left off", and exports / imports / resets it all.
// Format and star rules: docs/ui.md "Progress and review". window.tutorProgress is its API.
(function () {
  "use strict";
  const KEY = "tutor-progress";        // not keyed by the build: survives a new build
  const VERSION = 2;                 // the stored object's format: 2 adds "rules" (mastery)
  const CODE_VERSION = 1;            // the code's envelope (packing and check characters)
  const PREFIX = "CRT" + CODE_VERSION + "-";
  const MAX_RULES = 400;             // rules kept in one progress object
  const RULE_ID = /^[a-z0-9][a-z0-9._:-]{0,79}$/;
  const M = window.tutorMastery;     // the model (assets/mastery.js, built in before this)
  const MAX_CARDS = 500;
  const REVIEW_MAX = 50;
  const FIRST_LESSON = "games/holdem/";
  const MAX_ITEM = 4000;             // characters of one review item's JSON (a deal is ~200)
  const MAX_CODE = 1000000;          // characters of a pasted code
  const MAX_FILE = 4000000;          // bytes of an imported file, and of a code's unpacked JSON
  // the course's lessons: id -> {t: titles by language, x: its exercises "kind/game"}, and
  // the games; the build writes both (tutor/site/build.py, progress_js). Stored and imported
  // progress is checked against them, and every link and title shown comes from them.
  const COURSE = new Map([]);
  const GAMES = new Set([]);
  // the kinds whose answers are judged, and their titles by language: the build writes them
  // from the kinds' registry (tutor/ui/kinds.py, browser_lists)
  const JUDGED = [];
  const KIND_NAMES = {};
  // the game of a slot that names none, by kind (exercise keys are kind/game)
  const SLOT_GAMES = {};
  // the kinds showing the learner's own data (the review) and the lesson's closing check's
  const KINDS = {};
  const me = document.currentScript;
  const root = new URL(me.dataset.root, location.href);
  // the sentences in every language of the site, and each language's URL prefix and plural
  // rule (a function of n: the index of a plural's form): the build writes them from the text
  // catalogue (tutor/site/js_texts.py), the source language first
  const TEXTS = {};
  const LANGS = {};
  const SOURCE = Object.keys(LANGS)[0];
  // a language tag as one of the site's languages ("ru-RU" is "ru"), or the source language
  const siteLang = (tag) => {
    const code = String(tag || "").trim().split(/[-_]/)[0].toLowerCase();
    return Object.prototype.hasOwnProperty.call(LANGS, code) ? code : SOURCE;
  };
  const lang = siteLang(me.dataset.lang || document.documentElement.lang);
  const langPrefix = LANGS[lang].prefix;
  // a text's {name} placeholders filled from values (a name without a value stays)
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (all, k) => (k in values ? String(values[k]) : all));
  // a script's texts (TEXTS as the build writes it) in language `code`, each one taking
  // values a function of them: args[key] names its values in order (a plural's first is n,
  // which picks its form); `fixed` fills the placeholders every text may name
  function textsIn(texts, args, code, fixed) {
    const own = texts[code] || texts[SOURCE];
    const plural = (LANGS[code] || LANGS[SOURCE]).plural;
    const out = {};
    for (const [key, text] of Object.entries(own)) {
      const names = args[key];
      const pick = (n) => Array.isArray(text) ? text[Math.min(plural(n), text.length - 1)] : text;
      out[key] = names ? (...v) => fill(pick(v[0]), { ...fixed, ...Object.fromEntries(names.map((k, i) => [k, v[i]])) })
        : fill(pick(1), fixed || {});
    }
    return out;
  }
  const S = textsIn(TEXTS, {
    stars: ["n"], answers: ["r", "a"], dueForReview: ["n"], checkPassed: ["b", "n"], checkNot: ["b", "n"],
    cards: ["n", "d"], replaceAsk: ["n"], imported: ["n", "items"], importedItems: ["n"],
    newer: ["v"], badData: ["why"], notJson: ["f"], notOurs: ["f"], badFile: ["f", "why"],
    pNotObject: ["w"], q: ["x"], pCount: ["l", "w", "f"], pKind: ["w", "k"], pCard: ["k"],
    pVersion: ["v"], pLesson: ["l"], pField: ["w", "f"], inLesson: ["l"], inCard: ["k"],
    tooBig: ["f"], setAside: ["why", "erase"], pRule: ["r"], rulesCount: ["m", "s", "u"],
  }, lang, { prefix: PREFIX, mine: CODE_VERSION });
  const T = { ...S,
    imported: (l, c) => S.imported(l, S.importedItems(c)),
    setAside: (why, here) => S.setAside(why, here ? S.eraseHere : S.eraseThere) };

  // -- storage ------------------------------------------------------------------------------
  function blank() { return { v: VERSION, lessons: {}, cards: {}, last: null, rules: {} }; }
  // a v1 object (checked by problem) as v2, every field kept: its outcomes name no rule, so
  // its mastery starts empty
  const migrate = (d) => d.v === 1 ? { ...d, v: VERSION, rules: {} } : d;
  const isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
  const isCount = (x) => Number.isSafeInteger(x) && x >= 0;
  const validDate = (s) => typeof s === "string" && !Number.isNaN(Date.parse(s));

  const isText = (x, n) => typeof x === "string" && x.length <= n;
  const isDate = (x) => x === null || validDate(x);
  const isNum = (x) => x === null || Number.isFinite(x);
  const short = (x) => String(x).slice(0, 40);
  const only = (o, keys) => Object.keys(o).find((k) => !keys.includes(k));
  // "quiz/holdem": a judged kind and a game of the tutor
  function exerciseOk(key) {
    if (!isText(key, 60)) return false;
    const i = key.indexOf("/");
    return i > 0 && JUDGED.includes(key.slice(0, i)) && GAMES.has(key.slice(i + 1));
  }
  // an FSRS card as fsrs.Card.to_dict() writes it
  function cardOk(c) {
    return isObj(c) && !only(c, ["card_id", "state", "step", "stability", "difficulty", "due", "last_review"])
      && Number.isSafeInteger(c.card_id) && [1, 2, 3].includes(c.state)
      && (c.step === null || (isCount(c.step) && c.step < 100)) && isNum(c.stability)
      && isNum(c.difficulty) && isText(c.due, 40) && validDate(c.due) && isDate(c.last_review)
      && (c.last_review === null || isText(c.last_review, 40));
  }
  const itemOk = (x) => isObj(x) && JSON.stringify(x).length <= MAX_ITEM;
  // a lesson's closing check: passed once (what "done" means), the best score, when
  const CHECK_MAX = 20;
  const checkOk = (c) => isObj(c) && !only(c, ["passed", "best", "of", "time"])
    && typeof c.passed === "boolean" && isCount(c.best) && isCount(c.of) && c.of <= CHECK_MAX
    && c.best <= c.of && Number.isFinite(c.time);
  const isDone = (rec) => !!(rec && rec.check && rec.check.passed);

  // what is wrong with a progress object, in the page's language ("" when nothing is): every
  // field is checked against the course (its lessons, their exercises, the games), by type
  // and size, so nothing stored or imported is ever used as a link, markup or a lesson
  function lessonProblem(id, rec) {
    const where = T.inLesson(short(id));
    if (!COURSE.has(id)) return T.pLesson(short(id));
    if (!isObj(rec)) return T.pNotObject(where);
    const extra = only(rec, ["path", "title", "exercises", "widgets", "check"]);
    if (extra) return T.pField(where, short(extra));
    if (rec.check !== undefined && !checkOk(rec.check)) return T.pField(where, "check");
    if (rec.path !== id) return T.pField(where, "path");
    if (!isObj(rec.title) || only(rec.title, Object.keys(LANGS))
        || !Object.values(rec.title).every((t) => isText(t, 200))) return T.pField(where, "title");
    if (!Array.isArray(rec.exercises) || rec.exercises.length > 40
        || !rec.exercises.every(exerciseOk)) return T.pField(where, "exercises");
    if (!isObj(rec.widgets) || Object.keys(rec.widgets).length > 40) return T.pField(where, "widgets");
    for (const [w, c] of Object.entries(rec.widgets)) {
      if (!exerciseOk(w) || !isObj(c) || typeof c.kind !== "string" || typeof c.game !== "string"
          || exKey(c.kind, c.game) !== w || only(c, ["kind", "game", "right", "wrong"])) {
        return T.pKind(where, short(w));
      }
      for (const f of ["right", "wrong"]) if (!isCount(c[f])) return T.pCount(short(id), short(w), f);
    }
    return "";
  }
  function cardProblem(k, c) {
    const where = T.inCard(short(k));
    if (!isText(k, MAX_ITEM + 100) || !isObj(c)) return T.pNotObject(where);
    if (!JUDGED.includes(c.kind)) return T.pKind(where, short(c.kind));
    const extra = only(c, ["kind", "game", "item", "lesson", "card", "reviews", "lapses"]);
    if (extra) return T.pField(where, short(extra));
    if (!GAMES.has(c.game)) return T.pField(where, "game");
    if (!itemOk(c.item)) return T.pField(where, "item");
    if (!COURSE.has(c.lesson)) return T.pField(where, "lesson");
    if (!cardOk(c.card)) return T.pCard(short(k));
    for (const f of ["reviews", "lapses"]) if (c[f] !== undefined && !isCount(c[f])) return T.pField(where, f);
    return "";
  }
  // a rule's mastery (assets/mastery.js, record): {p, n, wrong, time}
  const ruleOk = (r) => isObj(r) && !only(r, ["p", "n", "wrong", "time"]) && Number.isFinite(r.p)
    && r.p >= 0 && r.p <= 1 && isCount(r.n) && r.n >= 1 && isCount(r.wrong) && r.wrong <= r.n
    && Number.isFinite(r.time);
  function rulesProblem(rules) {
    if (!isObj(rules)) return T.pNotObject(T.q("rules"));
    if (Object.keys(rules).length > MAX_RULES) return T.pField(T.inAll, "rules");
    for (const [id, r] of Object.entries(rules)) {
      if (!RULE_ID.test(id) || !ruleOk(r)) return T.pRule(short(id));
    }
    return "";
  }
  // v1 (no "rules") and v2 are read; load, readCode and readFile return v2 (migrate)
  function problem(d) {
    if (!isObj(d)) return T.pNotObject(T.inAll);
    if (d.v !== VERSION && d.v !== 1) return T.pVersion(String(d.v).slice(0, 20));
    const extra = only(d, d.v === 1 ? ["v", "lessons", "cards", "last"]
      : ["v", "lessons", "cards", "last", "rules"]);
    if (extra) return T.pField(T.inAll, short(extra));
    if (d.v === VERSION) {
      const why = rulesProblem(d.rules);
      if (why) return why;
    }
    if (!isObj(d.lessons)) return T.pNotObject(T.q("lessons"));
    if (!isObj(d.cards)) return T.pNotObject(T.q("cards"));
    for (const [id, rec] of Object.entries(d.lessons)) {
      const why = lessonProblem(id, rec);
      if (why) return why;
    }
    if (Object.keys(d.cards).length > MAX_CARDS) return T.pField(T.inAll, "cards");
    for (const [k, c] of Object.entries(d.cards)) {
      const why = cardProblem(k, c);
      if (why) return why;
    }
    if (d.last !== null && (!isObj(d.last) || only(d.last, ["lesson", "path", "time"])
        || !COURSE.has(d.last.lesson) || d.last.path !== d.last.lesson
        || !Number.isFinite(d.last.time))) return T.pField(T.inAll, "last");
    return "";
  }

  // Stored progress that does not pass is set aside (kept under KEY-unreadable, never lost
  // silently) and the learner is told on the page (notice); this page starts afresh.
  function load() {
    let raw = null;
    try { raw = localStorage.getItem(KEY); } catch (err) { return blank(); }
    if (!raw) return blank();
    let why;
    try {
      const d = JSON.parse(raw);
      why = problem(d);
      if (!why) return migrate(d);
    } catch (err) { why = T.notJsonStored; }
    console.warn("tutor: saved progress could not be read (" + why + "); kept as " + KEY + "-unreadable");
    try {
      localStorage.setItem(KEY + "-unreadable", raw);
      localStorage.removeItem(KEY);
    } catch (err) { /* storage full: left where it is, and this page starts afresh */ }
    notice(T.setAside(why, !!document.getElementById("tutor-progress")));
    return blank();
  }
  // true when the browser kept it
  function save(d) {
    try { localStorage.setItem(KEY, JSON.stringify(d)); return true; } catch (err) {
      console.warn("tutor: progress not saved:", err);
      return false;
    }
  }
  function setAside() {
    try { return localStorage.getItem(KEY + "-unreadable") !== null; } catch (err) { return false; }
  }
  // a line at the top of the page's text (above any other), in the page's language
  function notice(text) {
    const mainEl = document.querySelector("[role=main]") || document.body;
    if (!mainEl) return;
    for (const old of document.querySelectorAll(".tutor-progress-notice")) old.remove();
    const p = document.createElement("p");
    p.className = "tutor-progress-notice";
    p.setAttribute("role", "status");
    p.textContent = text;
    if (!document.getElementById("tutor-progress")) {
      const a = document.createElement("a");
      a.href = new URL(langPrefix + "progress/", root).href;
      a.textContent = T.progressPage;
      p.append(" ", a);
    }
    const h1 = mainEl.querySelector("h1");
    if (h1) h1.after(p); else mainEl.prepend(p);
  }

  // -- lessons ------------------------------------------------------------------------------
  // A lesson's id: its own data-lesson-id (when the page declares one), else its path under the
  // site's root without the language folder ("games/holdem/"), so en and ru share progress.
  function slugOf(href) {
    let u;
    try { u = new URL(href, location.href); } catch (err) { return null; }
    if (u.origin !== root.origin || !u.pathname.startsWith(root.pathname)) return null;
    let p = u.pathname.slice(root.pathname.length).replace(/index\.html$/, "");
    const pre = Object.values(LANGS).map((l) => l.prefix)  // another language's folder
      .find((f) => f && (p.startsWith(f) || p === f.slice(0, -1)));
    return pre ? p.slice(pre.length) : p;
  }
  const here = slugOf(location.href);
  const declared = document.querySelector("[data-lesson-id]");
  const lessonId = declared ? declared.dataset.lessonId : here;
  const judgedSlots = Array.from(document.querySelectorAll(".tutor-widget[data-widget]"))
    .filter((s) => JUDGED.includes(s.dataset.widget));
  const exKey = (kind, game) => kind + "/" + (game || SLOT_GAMES[kind] || "");

  function lessonRec(d, id) {
    let rec = d.lessons[id];
    if (!rec) rec = d.lessons[id] = { path: here, title: {}, widgets: {}, exercises: [] };
    return rec;
  }

  // ★ 3 right answers in the lesson; ★★ 3 right in each of its exercises;
  // ★★★ 10 right in each exercise, with at least 80 % of its first answers right
  function stars(rec) {
    const ex = rec.exercises && rec.exercises.length ? rec.exercises : Object.keys(rec.widgets);
    const get = (k) => rec.widgets[k] || { right: 0, wrong: 0 };
    const right = Object.values(rec.widgets).reduce((n, c) => n + c.right, 0);
    if (!ex.length || right < 3) return 0;
    if (!ex.every((k) => get(k).right >= 3)) return 1;
    if (!ex.every((k) => get(k).right >= 10 && get(k).right >= 0.8 * (get(k).right + get(k).wrong))) return 2;
    return 3;
  }
  function totals(rec) {
    let right = 0, all = 0;
    for (const c of Object.values(rec.widgets)) { right += c.right; all += c.right + c.wrong; }
    return [right, all];
  }

  function recordVisit() {
    if (!judgedSlots.length || !COURSE.has(lessonId)) return;
    const d = load();
    const rec = lessonRec(d, lessonId);
    rec.path = here;
    rec.exercises = Array.from(new Set(judgedSlots.map((s) => exKey(s.dataset.widget, s.dataset.game))));
    const h1 = document.querySelector("[role=main] h1, main h1, h1");
    if (h1) rec.title[lang] = h1.textContent.trim().slice(0, 120);
    d.last = { lesson: lessonId, path: here, time: Date.now() };
    save(d);
  }

  // a stable text of an item id (same keys in any order -> same text)
  function stable(x) {
    if (Array.isArray(x)) return "[" + x.map(stable).join(",") + "]";
    if (isObj(x)) return "{" + Object.keys(x).sort().map((k) => JSON.stringify(k) + ":" + stable(x[k])).join(",") + "}";
    return JSON.stringify(x);
  }
  // a new FSRS card (fsrs.Card().to_dict()), due at once: the review's first answer rates it
  function newCard(time) {
    return { card_id: time, state: 1, step: 0, stability: null, difficulty: null,
             due: new Date(time).toISOString(), last_review: null };
  }

  // the check's result (tutor/ui/models/check.py): passed once, the lesson stays done
  function onCheck(o) {
    if (!COURSE.has(lessonId) || typeof o.passed !== "boolean" || !isCount(o.right)
        || !isCount(o.of) || o.of > CHECK_MAX || o.right > o.of) return;
    const d = load();
    const rec = lessonRec(d, lessonId);
    const before = rec.check;
    const time = Number.isFinite(o.time) ? o.time : Date.now();
    rec.check = { passed: !!(before && before.passed) || o.passed,
                  best: Math.max(before ? before.best : 0, o.right),
                  of: o.of, time };
    d.last = { lesson: lessonId, path: here, time };
    save(d);
    mark();
  }

  // each rule the answer turned on (ids only: names and links come from rules.json)
  function learn(d, rules, correct, time) {
    if (!isObj(d.rules)) d.rules = {};
    for (const id of new Set(rules.slice(0, 10))) {
      if (typeof id !== "string" || !RULE_ID.test(id)) continue;
      if (!Object.hasOwn(d.rules, id) && Object.keys(d.rules).length >= MAX_RULES) continue;
      d.rules[id] = M.record(Object.hasOwn(d.rules, id) ? d.rules[id] : null, correct, time);
    }
  }

  function onOutcome(event) {
    const o = event.detail;
    if (isObj(o) && o.kind === KINDS.check) { onCheck(o); return; }
    if (!isObj(o) || !JUDGED.includes(o.kind)) return;
    if (o.game !== undefined && typeof o.game !== "string") return;
    const d = load();
    const time = Number.isFinite(o.time) ? o.time : Date.now();
    // a first answer (in a lesson, a review or a weak-spots session) about named rules
    if (o.first && Array.isArray(o.rules)) learn(d, o.rules, !!o.correct, time);
    if (o.weak) { save(d); return; }  // a weak-spots deal: mastery only, no schedule
    if (o.review) {  // the review page: the item's new schedule
      const c = d.cards[o.key];
      if (c && cardOk(o.card)) {
        c.card = o.card;
        c.reviews = (c.reviews || 0) + 1;
        c.lapses = (c.lapses || 0) + (o.correct ? 0 : 1);
      }
      save(d);
      return;
    }
    if (!o.first || !COURSE.has(lessonId)) { save(d); return; }  // a retry counts once
    const k = exKey(o.kind, o.game);
    if (!exerciseOk(k)) return;  // only what the stored progress may hold is kept
    const rec = lessonRec(d, lessonId);
    const c = rec.widgets[k] || (rec.widgets[k] = { kind: o.kind, game: o.game, right: 0, wrong: 0 });
    c[o.correct ? "right" : "wrong"] += 1;
    if (!o.correct && itemOk(o.item)) {
      const key = o.kind + "|" + o.game + "|" + stable(o.item);
      if (!d.cards[key]) {
        d.cards[key] = { kind: o.kind, game: k.slice(o.kind.length + 1), item: o.item, lesson: lessonId,
                         card: newCard(time) };
        const keys = Object.keys(d.cards);
        if (keys.length > MAX_CARDS) delete d.cards[keys[0]];  // the oldest goes first
      }
    }
    d.last = { lesson: lessonId, path: here, time };
    save(d);
    mark();
  }
  document.addEventListener("tutor-outcome", onOutcome);

  // -- review -------------------------------------------------------------------------------
  function dueCards(d, now) {
    return Object.entries(d.cards).filter(([, c]) => Date.parse(c.card.due) <= now)
      .sort((a, b) => Date.parse(a[1].card.due) - Date.parse(b[1].card.due));
  }
  // the review page's widget: the due items, or with ?weak=1 a weak-spots session on the
  // learner's weakest rules (tutor/ui/models/review.py deals them, fresh, through the core)
  const WEAK_RULES = 4;
  const weakAsked = () => new URLSearchParams(location.search).get("weak") === "1";
  function reviewQuery() {
    const d = load();
    if (weakAsked()) {
      return { weak: M.weakest(d.rules, WEAK_RULES), seed: [String(Date.now() % 1000000000)],
               first: [new URL(langPrefix + FIRST_LESSON, root).pathname] };
    }
    const now = Date.now();
    const due = dueCards(d, now).slice(0, REVIEW_MAX);
    const later = Object.values(d.cards).map((c) => Date.parse(c.card.due)).filter((t) => t > now);
    const q = {
      item: due.map(([key, c]) => JSON.stringify({ key, kind: c.kind, game: c.game, item: c.item, lesson: c.lesson, card: c.card })),
      first: [new URL(langPrefix + FIRST_LESSON, root).pathname],
    };
    if (later.length) q.next = [new Date(Math.min(...later)).toISOString()];
    return q;
  }

  // -- marks in the navigation and on the home page -------------------------------------------
  function starsHtml(n, rec) {
    const [right, all] = totals(rec);
    const span = document.createElement("span");
    span.className = "tutor-stars";
    span.dataset.stars = String(n);
    const vis = document.createElement("span");
    vis.setAttribute("aria-hidden", "true");
    vis.textContent = "★".repeat(n) + "☆".repeat(3 - n);
    const sr = document.createElement("span");
    sr.className = "tutor-sr";
    sr.textContent = ", " + T.stars(n) + ", " + T.answers(right, all);
    span.append(vis, sr);
    span.title = T.stars(n) + " · " + T.answers(right, all);
    return span;
  }
  // ✓ next to a lesson whose check is passed (the stars measure the practice)
  function doneHtml() {
    const span = document.createElement("span");
    span.className = "tutor-done";
    const vis = document.createElement("span");
    vis.setAttribute("aria-hidden", "true");
    vis.textContent = "✓";
    const sr = document.createElement("span");
    sr.className = "tutor-sr";
    sr.textContent = ", " + T.done;
    span.append(vis, sr);
    span.title = T.done;
    return span;
  }
  const shown = (rec) => Object.keys(rec.widgets).length || rec.check;
  function marks(rec) {  // what goes after a lesson's link: ✓ when done, its stars
    return isDone(rec) ? [" ", doneHtml(), " ", starsHtml(stars(rec), rec)]
      : [" ", starsHtml(stars(rec), rec)];
  }
  function mark() {
    const d = load();
    const byPath = Object.create(null);
    for (const [id, rec] of Object.entries(d.lessons)) {
      if (shown(rec)) { byPath[id] = rec; byPath["#" + id] = rec; }
    }
    const links = document.querySelectorAll(".navbar a[href], .bs-sidebar a[href], #tutor-path a[href]"
      + (here === "" ? ", [role=main] a[href]" : ""));
    for (const a of links) {
      for (const old of a.querySelectorAll(".tutor-stars, .tutor-done")) old.remove();
      // marks on links to a lesson only: not on a menu's toggle or Search ("#"), the
      // language switch, Previous/Next or the bar's other buttons
      if (a.getAttribute("href").startsWith("#")
          || a.matches(".tutor-lang, [rel=prev], [rel=next], [data-bs-toggle], .navbar-brand")) continue;
      const li = a.closest("[data-lesson]");
      const slug = slugOf(a.getAttribute("href"));
      if (slug === null || (a.hash && slug === here)) continue;
      const rec = (li && byPath["#" + li.dataset.lesson]) || byPath[slug];
      if (rec) a.append(...marks(rec));
    }
    if (here === "") homeBox(d);
  }
  function homeBox(d) {
    const mainEl = document.querySelector("[role=main]") || document.body;
    let box = document.getElementById("tutor-continue");
    const last = d.last && Object.hasOwn(d.lessons, d.last.lesson) && d.lessons[d.last.lesson];
    if (!last) {  // nothing done yet: the path's own "Start the course" link is the way in
      if (box) box.remove();
      return;
    }
    if (!box) {
      box = document.createElement("div");
      box.id = "tutor-continue";
      const h1 = mainEl.querySelector("h1");
      if (h1) h1.after(box); else mainEl.prepend(box);
    }
    box.className = "tutor-continue";
    box.replaceChildren();
    const p = document.createElement("p");
    const a = document.createElement("a");
    p.append(T.cont + " ");
    a.href = lessonHref(d.last.lesson);
    a.textContent = lessonTitle(d.last.lesson);
    p.append(a, ...marks(last));
    box.append(p);
    const due = dueCards(d, Date.now()).length;
    if (due) {
      const r = document.createElement("p");
      const ra = document.createElement("a");
      ra.href = new URL(langPrefix + "review/", root).href;
      ra.textContent = T.dueForReview(due);
      r.append(ra);
      box.append(r);
    }
  }

  // a lesson's link and title: the course's own (the id is one of its lessons)
  const lessonHref = (id) => new URL(langPrefix + id, root).href;
  const lessonTitle = (id) => COURSE.get(id).t[lang];

  // -- export, import, reset --------------------------------------------------------------------
  function b64url(bytes) {
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function unb64url(text) {
    const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(s, (ch) => ch.charCodeAt(0));
  }
  function check(text) {  // FNV-1a, 32 bits, 6 base-36 characters
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
    return h.toString(36).padStart(7, "0").slice(-6);
  }
  async function pipe(bytes, stream) {
    return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer());
  }
  // a code's JSON, unpacked, never more than MAX_FILE bytes (a small code can unpack to
  // gigabytes)
  async function inflate(bytes) {
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    const parts = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_FILE) { reader.cancel(); throw new Error("too large"); }
      parts.push(value);
    }
    return new Uint8Array(await new Blob(parts).arrayBuffer());
  }
  async function exportCode() {
    if (typeof CompressionStream !== "function") throw new Error(T.noCompress);
    const packed = await pipe(new TextEncoder().encode(JSON.stringify(load())), new CompressionStream("deflate-raw"));
    const body = b64url(packed);
    return PREFIX + body + "-" + check(body);
  }
  // the progress a code holds, or an Error whose message says what is wrong with the code
  async function readCode(text) {
    const code = String(text || "").slice(0, MAX_CODE + 1).replace(/\s+/g, "");
    if (!code) throw new Error(T.empty);
    if (code.length > MAX_CODE) throw new Error(T.damaged);
    const m = /^CRT(\d+)-([A-Za-z0-9_-]+)-([0-9a-z]{6})$/.exec(code);
    if (!m) throw new Error(/^CRT\d+-/.test(code) ? T.damaged : T.notCode);
    if (Number(m[1]) > CODE_VERSION) throw new Error(T.newer(m[1]));
    if (Number(m[1]) !== CODE_VERSION || check(m[2]) !== m[3]) throw new Error(T.damaged);
    // the check characters match: what the code carries is what was packed, so a failure
    // from here on is not damage in the copying but a code made from no progress
    let d;
    try {
      const raw = await inflate(unb64url(m[2]));
      d = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
    } catch (err) { throw new Error(T.noData); }
    const why = problem(d);
    if (why) throw new Error(T.badData(why));
    return migrate(d);
  }
  function readFile(name, text) {
    let d;
    try { d = JSON.parse(text); } catch (err) { throw new Error(T.notJson(name)); }
    if (!isObj(d) || d.format !== "card-rules-tutor-progress") throw new Error(T.notOurs(name));
    delete d.format;
    const why = problem(d);
    if (why) throw new Error(T.badFile(name, why));
    return migrate(d);
  }
  function fileText() { return JSON.stringify({ format: "card-rules-tutor-progress", ...load() }, null, 1); }
  // false when the browser refused to keep it (nothing changed then)
  function replaceWith(d) { const kept = save(d); mark(); return kept; }
  function reset() {
    try {
      localStorage.removeItem(KEY);
      localStorage.removeItem(KEY + "-unreadable");
    } catch (err) { /* nothing kept */ }
    for (const old of document.querySelectorAll(".tutor-progress-notice")) old.remove();
    mark();
  }

  // -- the course's rules (assets/rules.json, written by the build) -----------------------------
  // [{id, lesson, games, name}] in the course's order, only entries whose id, lesson and name
  // are valid: every name and link shown comes from here and the course, never from progress
  let rulesPromise = null;
  function courseRules() {
    if (!rulesPromise) {
      rulesPromise = fetch(new URL("assets/rules.json", root).href).then((r) => r.json()).then((j) => {
        const order = Array.from(COURSE.keys());
        return (isObj(j) && Array.isArray(j.rules) ? j.rules : [])
          .filter((r) => isObj(r) && typeof r.id === "string" && RULE_ID.test(r.id)
                  && COURSE.has(r.lesson) && isObj(r.name) && isText(r.name[lang], 200))
          .map((r, i) => ({ id: r.id, lesson: r.lesson, name: r.name[lang], i }))
          .sort((a, b) => order.indexOf(a.lesson) - order.indexOf(b.lesson) || a.i - b.i);
      });
    }
    return rulesPromise;
  }
  const STATUS_MARK = { mastered: "✓", shaky: "~", unseen: "○" };
  const weakHref = () => new URL(langPrefix + "review/?weak=1", root).href;
  // the map: per lesson of the course, its rules with a text label each (not colour alone)
  function rulesMap(box, rulesOf) {
    courseRules().then((rules) => {
      const mine = rulesOf();
      const count = { mastered: 0, shaky: 0, unseen: 0 };
      const byLesson = new Map();
      for (const r of rules) {
        const st = M.status(Object.hasOwn(mine, r.id) ? mine[r.id] : null);
        count[st] += 1;
        if (!byLesson.has(r.lesson)) byLesson.set(r.lesson, []);
        byLesson.get(r.lesson).push([r, st]);
      }
      const weak = M.weakest(mine, WEAK_RULES).length;
      const parts = [el("h2", { id: "tutor-rules-head" }, T.rulesHead),
        el("p", { className: "tutor-rules-count" }, T.rulesCount(count.mastered, count.shaky, count.unseen)),
        weak ? el("p", {}, el("a", { className: "tutor-btn tutor-weak", href: weakHref() }, T.weak))
          : el("p", { className: "tutor-weak-none" }, T.weakNone)];
      for (const [lesson, list] of byLesson) {
        const ul = el("ul", { className: "tutor-rules-list" });
        for (const [r, st] of list) {
          const li = el("li", { className: "tutor-rule tutor-rule-" + st },
            el("span", { className: "tutor-rule-mark", ariaHidden: "true" }, STATUS_MARK[st]), " ",
            el("a", { href: lessonHref(lesson) }, r.name), " — ",
            el("span", { className: "tutor-rule-status" }, T[st]));
          li.dataset.rule = r.id;
          li.dataset.status = st;
          ul.append(li);
        }
        parts.push(el("h3", {}, lessonTitle(lesson)), ul);
      }
      box.replaceChildren(...parts);
    }).catch((err) => {
      console.warn("tutor: rules:", err);
      box.replaceChildren(el("p", {}, T.rulesNone));
    });
  }

  // -- the progress page: <div id="tutor-progress"></div> ---------------------------------------
  function el(tag, props, ...kids) {
    const e = document.createElement(tag);
    Object.assign(e, props || {});
    e.append(...kids);
    return e;
  }
  function progressPage(box) {
    const msg = el("p", { className: "tutor-progress-msg" });
    msg.setAttribute("role", "alert");
    const say = (text, bad) => { msg.textContent = text; msg.classList.toggle("tutor-bad", !!bad); };
    const table = el("div", { className: "tutor-progress-table" });
    const rulesBox = el("section", { className: "tutor-rules-map", id: "tutor-rules-map" });
    function drawTable() {
      const d = load();
      rulesMap(rulesBox, () => load().rules);
      table.replaceChildren();
      const rows = Object.entries(d.lessons).filter(([, r]) => shown(r));
      if (!rows.length) { table.append(el("p", {}, T.noProgress)); } else {
        const t = el("table", { className: "tutor-progress-lessons" });
        t.append(el("thead", {}, el("tr", {}, ...[T.lesson, T.checkHead, T.mark, T.exercise, T.right, T.wrong].map((h) => el("th", { scope: "col" }, h)))));
        const body = el("tbody");
        for (const [id, rec] of rows) {
          const ws = Object.entries(rec.widgets);
          if (!ws.length) ws.push(["", null]);  // a check passed, no exercise answered here
          ws.forEach(([k, c], i) => {
            const tr = el("tr");
            if (i === 0) {
              const a = el("a", { href: lessonHref(id) }, lessonTitle(id));
              const ck = rec.check;
              const checkCell = el("td", { rowSpan: ws.length, className: "tutor-check-cell" },
                ...(isDone(rec) ? [el("span", { className: "tutor-done", ariaHidden: "true" }, "✓"), " "] : []),
                !ck ? T.checkNone : ck.passed ? T.checkPassed(ck.best, ck.of) : T.checkNot(ck.best, ck.of));
              tr.append(el("th", { scope: "row", rowSpan: ws.length }, a), checkCell,
                        el("td", { rowSpan: ws.length }, starsHtml(stars(rec), rec)));
            }
            if (!c) { tr.append(el("td"), el("td"), el("td")); body.append(tr); return; }
            const twice = ws.filter(([, o]) => o.kind === c.kind).length > 1;
            const name = (KIND_NAMES[lang][c.kind] || c.kind) + (twice ? " (" + c.game + ")" : "");
            tr.append(el("td", {}, name), el("td", {}, String(c.right)), el("td", {}, String(c.wrong)));
            body.append(tr);
          });
        }
        t.append(body);
        table.append(t);
      }
      const n = Object.keys(d.cards).length;
      table.append(el("p", {}, T.cards(n, dueCards(d, Date.now()).length), " ",
        el("a", { href: new URL(langPrefix + "review/", root).href }, T.goReview)));
    }
    const codeOut = el("textarea", { id: "tutor-code-out", readOnly: true, rows: 3, hidden: true });
    const codeOutLabel = el("label", { htmlFor: "tutor-code-out", hidden: true }, T.codeLabel);
    const copyBtn = el("button", { type: "button", className: "tutor-btn", hidden: true, onclick: async () => {
      codeOut.select();
      try { await navigator.clipboard.writeText(codeOut.value); say(T.copied); } catch (err) { document.execCommand("copy"); say(T.copied); }
    } }, T.copy);
    const showBtn = el("button", { type: "button", className: "tutor-btn", id: "tutor-show-code", onclick: async () => {
      try {
        codeOut.value = await exportCode();
        codeOut.hidden = codeOutLabel.hidden = copyBtn.hidden = false;
        say("");
      } catch (err) { say(err.message, true); }
    } }, T.showCode);
    const dlBtn = el("button", { type: "button", className: "tutor-btn", onclick: () => {
      const url = URL.createObjectURL(new Blob([fileText()], { type: "application/json" }));
      const a = el("a", { href: url, download: "card-rules-tutor-progress-" + new Date().toISOString().slice(0, 10) + ".json" });
      document.body.append(a); a.click(); a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } }, T.download);
    const codeIn = el("textarea", { id: "tutor-code-in", rows: 3 });
    const confirmBox = el("div", { className: "tutor-confirm", hidden: true });
    function ask(text, yes, action) {
      confirmBox.replaceChildren(el("p", {}, text),
        el("button", { type: "button", className: "tutor-btn tutor-danger", onclick: () => { confirmBox.hidden = true; action(); } }, yes),
        " ", el("button", { type: "button", className: "tutor-btn", onclick: () => { confirmBox.hidden = true; say(""); } }, T.cancel));
      confirmBox.hidden = false;
      confirmBox.querySelector("button").focus();
    }
    // a code shown before a reset or an import is no longer this device's progress
    function forgetCode() {
      codeOut.value = "";
      codeOut.hidden = codeOutLabel.hidden = copyBtn.hidden = true;
    }
    function take(d) {
      const done = () => {
        forgetCode();
        const kept = replaceWith(d);
        drawTable();
        if (!kept) say(T.notSaved, true);
        else say(T.imported(Object.keys(d.lessons).length, Object.keys(d.cards).length));
      };
      const mine = Object.keys(load().lessons).length;
      if (mine) ask(T.replaceAsk(mine), T.replaceYes, done); else done();
    }
    const importBtn = el("button", { type: "button", className: "tutor-btn", id: "tutor-import-code", onclick: async () => {
      try { take(await readCode(codeIn.value)); } catch (err) { say(err.message, true); }
    } }, T.importCode);
    const fileIn = el("input", { type: "file", id: "tutor-import-file", accept: ".json,application/json", onchange: async () => {
      const f = fileIn.files[0];
      if (!f) return;
      const name = f.name.slice(0, 80);
      try {
        if (f.size > MAX_FILE) throw new Error(T.tooBig(name));
        take(readFile(name, await f.text()));
      } catch (err) { say(err.message, true); }
      fileIn.value = "";
    } });
    const resetBtn = el("button", { type: "button", className: "tutor-btn tutor-danger", id: "tutor-reset", onclick: () => {
      ask(T.resetAsk, T.resetYes, () => { reset(); forgetCode(); drawTable(); say(T.resetDone); });
    } }, T.reset);
    box.replaceChildren(table, rulesBox,
      el("div", { className: "tutor-progress-actions" }, showBtn, " ", dlBtn),
      codeOutLabel, codeOut, copyBtn,
      el("label", { htmlFor: "tutor-code-in" }, T.importLabel), codeIn,
      el("div", { className: "tutor-progress-actions" }, importBtn, " ",
        el("label", { className: "tutor-file" }, T.importFile + " ", fileIn)),
      el("div", { className: "tutor-progress-actions" }, resetBtn),
      confirmBox, msg);
    // the buttons are there first: whatever the table meets, Import and Reset work
    try { drawTable(); } catch (err) { console.warn("tutor: progress table:", err); }
    if (setAside() && !document.querySelector(".tutor-progress-notice")) notice(T.keptAside);
  }

  const box = document.getElementById("tutor-progress");
  if (box) progressPage(box);
  for (const step of [recordVisit, mark]) {
    try { step(); } catch (err) { console.warn("tutor: progress:", err); }
  }
  // the review page: "Practise my weak spots" above the review (and the way back)
  const reviewSlot = KINDS.learnerData.length ? document.querySelector(KINDS.learnerData
    .map((k) => `.tutor-widget[data-widget="${k}"]`).join(", ")) : null;
  if (reviewSlot && !weakAsked()) {
    const has = M.weakest(load().rules, WEAK_RULES).length;
    reviewSlot.before(has ? el("p", {}, el("a", { className: "tutor-btn tutor-weak", href: weakHref() }, T.weak))
      : el("p", { className: "tutor-weak-none" }, T.weakNone));
  }
  window.tutorProgress = { load, save, reviewQuery, exportCode, readCode, readFile, fileText,
                           replaceWith, reset, stars, lessonId, courseRules, lessonHref,
                           lessonTitle, kindName: (k) => KIND_NAMES[lang][k] || k, KEY, VERSION,
                           siteLang, langPrefix: (code) => LANGS[code].prefix, textsIn };
})();
