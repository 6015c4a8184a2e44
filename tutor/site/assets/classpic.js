// Card Rules Tutor: the class picture on the teacher's page (issue 28). The teacher pastes the
// students' progress codes (or drops their files); each is read and checked exactly as an
// import on the progress page (window.tutorProgress.readCode / readFile: same validation,
// v1 migrated), in this browser only: nothing is sent anywhere. It shows, per rule of the
// course, how many students have it mastered, shaky or not seen (assets/mastery.js), the
// positions most students got wrong, and turns those into a class plan (docs/dev/contracts.md,
// "Classroom mode"). Every name and link shown comes from the course and rules.json.
(function () {
  "use strict";
  const box = document.getElementById("tutor-class-picture");
  const P = window.tutorProgress;
  const M = window.tutorMastery;
  if (!box || !P || !M) return;
  const me = document.currentScript;
  const root = new URL(me.dataset.root, location.href);
  const lang = P.siteLang(me.dataset.lang);
  const langPrefix = P.langPrefix(lang);
  const MAX_CODES = 200;
  const TOP_POSITIONS = 10;
  const MAX_PLAN = 3000;  // characters of a plan (tutor.ui.teach.plan)
  const MAX_TASK_SEED = 1e12;  // a task step's seed and number (tutor.ui.teach.plan.MAX_TASK_SEED)
  // the drills a plan deals as a task (tutor.ui.teach.plan.TASK_KINDS, written by the build)
  const TASK_KINDS = new Set((me.dataset.tasks || "").split(/\s+/).filter(Boolean));
  const CARD = /^([2-9TJQKA][cdhs]\s*)+$/;  // one hand or board, as a position item holds it
  // the sentences in every language of the site: the build writes them from the text
  // catalogue (tutor/site/js_texts.py); progress.js fills them in (P.textsIn)
  const TEXTS = {};
  const S = P.textsIn(TEXTS, {
    readN: ["n", "rest"], leftOut: ["n"], bad: ["i", "why"], tooMany: ["n"],
    weakLine: ["name", "s", "n"], planNote: ["n"], task: ["s", "n"],
  }, lang, {});
  const T = { ...S, read1: (n, bad) => S.readN(n, bad ? S.leftOut(bad) : S.readEnd) };

  function el(tag, props, ...kids) {
    const e = document.createElement(tag);
    Object.assign(e, props || {});
    e.append(...kids);
    return e;
  }
  const isObj = (x) => x !== null && typeof x === "object" && !Array.isArray(x);

  // a quiz position item ({p: hands, b: board}) as a plan's d: part, or null when it is not one
  function planPosition(card) {
    const it = card.item;
    if (!isObj(it) || !Array.isArray(it.p) || it.p.length < 2 || it.p.length > 10
        || !it.p.every((h) => typeof h === "string" && CARD.test(h))
        || !(it.b === undefined || it.b === "" || (typeof it.b === "string" && CARD.test(it.b)))) return null;
    const squash = (s) => s.replace(/\s+/g, "");
    return "d:" + card.game + ":" + it.p.map(squash).join("/") + (it.b ? ":" + squash(it.b) : "");
  }
  // a drill task item ({seed, number}) of a kind a plan deals as a plan's t: part, or null
  function planTask(card) {
    const it = card.item;
    const whole = (x) => Number.isSafeInteger(x) && x >= 0 && x <= MAX_TASK_SEED;
    if (!TASK_KINDS.has(card.kind) || typeof card.game !== "string" || !/^[a-z0-9-]{1,40}$/.test(card.game)
        || !isObj(it) || !whole(it.seed) || !whole(it.number)) return null;
    return "t:" + card.kind + ":" + card.game + ":" + it.seed + ":" + it.number;
  }
  function planStep(card) { return planPosition(card) || planTask(card); }
  function positionText(card) {
    const it = card.item;
    if (planPosition(card)) return it.p.join(" | ") + (it.b ? " / " + it.b : "");
    if (isObj(it) && Number.isSafeInteger(it.seed) && Number.isSafeInteger(it.number)) return T.task(it.seed, it.number);
    return "";
  }

  const codes = el("textarea", { id: "tutor-class-codes", rows: 6 });
  const fileIn = el("input", { type: "file", id: "tutor-class-files", multiple: true, accept: ".json,application/json,.txt,text/plain" });
  const msg = el("div", { className: "tutor-progress-msg", role: "status" });
  const out = el("div", { className: "tutor-class-out" });
  const dropped = [];  // [name, text] of files dropped or chosen (read with the pasted codes)

  async function students() {
    const tokens = codes.value.split(/[\s,;]+/).filter(Boolean);
    const got = [], bad = [];
    let i = 0;
    for (const tok of tokens) {
      i += 1;
      if (got.length + bad.length >= MAX_CODES) { bad.push(T.tooMany(MAX_CODES)); break; }
      try { got.push(await P.readCode(tok)); } catch (err) { bad.push(T.bad(i, err.message)); }
    }
    for (const [name, text] of dropped) {
      if (got.length >= MAX_CODES) break;
      try {
        got.push(text.trimStart().startsWith("{") ? P.readFile(name, text) : await P.readCode(text));
      } catch (err) { bad.push(err.message); }
    }
    return [got, bad];
  }

  function ruleTable(rules, class_) {
    const n = class_.length;
    const rows = rules.map((r) => {
      const c = { mastered: 0, shaky: 0, unseen: 0 };
      for (const d of class_) c[M.status(Object.hasOwn(d.rules, r.id) ? d.rules[r.id] : null)] += 1;
      return [r, c];
    });
    const weakest = rows.filter(([, c]) => c.shaky).sort((a, b) => b[1].shaky - a[1].shaky || a[1].mastered - b[1].mastered).slice(0, 5);
    const parts = [el("h3", {}, T.weakestHead),
      weakest.length ? el("ol", { className: "tutor-class-weakest" }, ...weakest.map(([r, c]) => el("li", {}, T.weakLine(r.name, c.shaky, n))))
        : el("p", {}, T.noneShaky)];
    const t = el("table", { className: "tutor-class-rules" });
    t.append(el("thead", {}, el("tr", {}, ...[T.rule, T.lesson, T.mastered, T.shaky, T.unseen].map((h) => el("th", { scope: "col" }, h)))));
    const body = el("tbody");
    for (const [r, c] of rows) {
      const tr = el("tr");
      tr.dataset.rule = r.id;
      const bar = (k) => {
        const td = el("td", { className: "tutor-class-n tutor-class-" + k }, String(c[k]));
        td.dataset.n = String(c[k]);
        td.style.setProperty("--share", String(n ? c[k] / n : 0));
        return td;
      };
      tr.append(el("th", { scope: "row" }, r.name),
        el("td", {}, el("a", { href: P.lessonHref(r.lesson) }, P.lessonTitle(r.lesson))),
        bar("mastered"), bar("shaky"), bar("unseen"));
      body.append(tr);
    }
    t.append(body);
    parts.push(el("h3", {}, T.rulesHead), el("div", { className: "tutor-progress-table" }, t));
    return parts;
  }

  function positions(class_) {
    const seen = new Map();  // card key -> [card, students]
    for (const d of class_) {
      for (const [key, c] of Object.entries(d.cards)) {
        if (!seen.has(key)) seen.set(key, [c, 0]);
        seen.get(key)[1] += 1;
      }
    }
    const top = Array.from(seen.values()).sort((a, b) => b[1] - a[1]).slice(0, TOP_POSITIONS);
    const parts = [el("h3", {}, T.posHead)];
    if (!top.length) { parts.push(el("p", {}, T.noPos)); return parts; }
    const t = el("table", { className: "tutor-class-positions" });
    t.append(el("thead", {}, el("tr", {}, ...[T.exCol, T.posCol, T.whoCol].map((h) => el("th", { scope: "col" }, h)))));
    const body = el("tbody");
    for (const [c, k] of top) {
      body.append(el("tr", {}, el("td", {}, P.kindName(c.kind) + " · " + P.lessonTitle(c.lesson)),
        el("td", { className: "tutor-class-cards" }, positionText(c)), el("td", { className: "tutor-class-n" }, String(k))));
    }
    t.append(body);
    parts.push(el("div", { className: "tutor-progress-table" }, t));
    const plan = ["1"];
    for (const [c] of top) {
      const d = planStep(c);
      if (d && plan.join("~").length + d.length < MAX_PLAN) plan.push(d);
    }
    const links = el("div", { className: "tutor-class-plan" });
    if (plan.length === 1) { parts.push(el("p", {}, T.noPlan)); return parts; }
    const text = plan.join("~");
    const href = new URL(langPrefix + "teach/class/?plan=" + encodeURIComponent(text), root).href;
    const btn = el("button", { type: "button", className: "tutor-btn", id: "tutor-class-plan", onclick: () => {
      links.replaceChildren(el("p", {}, T.planNote(plan.length - 1)),
        el("p", {}, el("a", { href, id: "tutor-class-plan-link" }, T.planOpen)),
        el("p", {}, el("a", { href: href + "&view=projector", id: "tutor-class-plan-projector" }, T.projector)));
      links.dataset.plan = text;
    } }, T.plan);
    parts.push(el("p", {}, btn), links);
    return parts;
  }

  async function show() {
    const [class_, bad] = await students();
    const problems = bad.map((b) => el("li", {}, b));
    if (!class_.length) {
      msg.replaceChildren(el("p", { className: "tutor-bad" }, bad.length ? T.read1(0, bad.length) : T.none),
        el("ul", {}, ...problems));
      out.replaceChildren();
      return;
    }
    msg.replaceChildren(el("p", {}, T.read1(class_.length, bad.length)), ...(problems.length ? [el("ul", {}, ...problems)] : []));
    let rules = [];
    try { rules = await P.courseRules(); } catch (err) { out.replaceChildren(el("p", {}, T.rulesNone)); }
    out.replaceChildren(...positions(class_), ...(rules.length ? ruleTable(rules, class_) : [el("p", {}, T.rulesNone)]));
    out.dataset.students = String(class_.length);
  }

  async function addFiles(files) {
    for (const f of Array.from(files).slice(0, MAX_CODES)) {
      if (f.size <= 4000000) dropped.push([f.name.slice(0, 80), await f.text()]);
    }
    await show();
  }
  codes.addEventListener("dragover", (e) => { e.preventDefault(); codes.classList.add("tutor-drop"); });
  codes.addEventListener("dragleave", () => codes.classList.remove("tutor-drop"));
  codes.addEventListener("drop", (e) => {
    e.preventDefault();
    codes.classList.remove("tutor-drop");
    if (e.dataTransfer && e.dataTransfer.files.length) addFiles(e.dataTransfer.files);
  });
  fileIn.addEventListener("change", () => { addFiles(fileIn.files); });
  const readBtn = el("button", { type: "button", className: "tutor-btn", id: "tutor-class-read", onclick: show }, T.read);
  box.replaceChildren(el("label", { htmlFor: "tutor-class-codes" }, T.label), codes,
    el("div", { className: "tutor-progress-actions" }, readBtn, " ",
      el("label", { className: "tutor-file" }, T.files + " ", fileIn)),
    msg, out);
})();
