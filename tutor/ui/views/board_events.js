// A board in the browser: how it is drawn and how it answers the reader (clicks, menus,
// Enter in a field, shortcuts, the room's page-wide keys). One copy, shared by the static
// site's page (tutor/site/assets/page.js: the build puts this file in front of it) and
// Panel's Board (tutor/ui/views/board.py: the start of its module). A state is a
// BoardState's fields (tutor/ui/views/surface.py): the page gets them as data, Panel's
// model has them as properties. Python draws the same markup (surface.board_html).
// act(data) sends {action, value[, focus]} to Python.

// Draw `state` into `root` (the markup of surface.board_html), keeping the focus on the
// element with the same data-focus (or on the board) when the focus was inside it.
function tutorPaint(root, state) {
  const active = root.getRootNode().activeElement;
  const focusKey = active && active.dataset ? active.dataset.focus : undefined;
  const hadFocus = !!active && (active === root || root.contains(active));
  root.className = state.root_class;
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", state.label);
  if (state.lang) root.setAttribute("lang", state.lang);
  else root.removeAttribute("lang");
  root.tabIndex = state.focusable ? 0 : -1;
  const keys = Array.from(state.keys || []);
  if (keys.length) root.dataset.keys = JSON.stringify(keys);
  else delete root.dataset.keys;
  root.tutorRoomKeys = state.room_keys || {};
  // a class <body> carries while the board shows (the projector hides the site around it)
  const bodyClass = state.body_class || "";
  if (root.tutorBodyClass && root.tutorBodyClass !== bodyClass) {
    document.body.classList.remove(root.tutorBodyClass);
  }
  if (bodyClass) document.body.classList.add(bodyClass);
  root.tutorBodyClass = bodyClass;
  if (root.tutorContent !== state.content) {
    root.innerHTML = state.content;
    root.tutorContent = state.content;
  }
  if (hadFocus) {
    const again = focusKey && Array.from(root.querySelectorAll("[data-focus]"))
      .find((node) => node.dataset.focus === focusKey);
    (again || root).focus();
  }
}

// A board's saved state (the Raspisnoy game): tutorStore keeps `kept` under `keep`;
// tutorRestore, at the board's first drawing, sends what this browser kept back once (as the
// action "restore") and says whether it found any (then the fresh state is not stored
// over it before Python has answered).
function tutorStore(state) {
  if (!state.keep || !state.kept) return;
  try { localStorage.setItem(state.keep, state.kept); } catch (err) { /* private mode */ }
}
function tutorRestore(state, act) {
  let stored = null;
  try { stored = state.keep ? localStorage.getItem(state.keep) : null; } catch (err) { /* */ }
  if (stored && stored !== state.kept) act({ action: "restore", value: stored.slice(0, 200000) });
  return !!stored;
}

// A shortcut's name: event.code names the physical key, so a Russian layout gives the same
// shortcuts ("a" on a Russian layout types "ф").
function tutorShortcut(event) {
  const code = event.code || "";
  if (event.shiftKey && code.startsWith("Digit")) return "shift+" + code.slice(5);
  if (/^Key[A-Z]$/.test(code)) return code.slice(3).toLowerCase();
  if (/^(Digit|Numpad)[0-9]$/.test(code)) return code.slice(-1);
  return event.key.length === 1 ? event.key.toLowerCase() : event.key;
}

const TUTOR_FIELDS = "input[data-name], textarea[data-name], select[data-name]";
const TUTOR_TEXT_BOXES = ["INPUT", "TEXTAREA", "SELECT"];

// what a button with data-collect sends: the values of the board's fields (as JSON)
function tutorCollect(root) {
  const out = {};
  for (const input of root.querySelectorAll(TUTOR_FIELDS)) {
    const name = input.dataset.name;
    if (input.type === "checkbox") {  // a group of checkboxes: the checked ones' values
      out[name] = out[name] || [];
      if (input.checked) out[name].push(input.value);
    } else {
      out[name] = input.value;
    }
  }
  return JSON.stringify(out);
}

// The board's clicks, menus, Enter in a field and shortcuts (its data-keys) as the data
// Python receives: act(data, node), node being the element clicked or changed.
function tutorListen(root, act) {
  const send = (node) => act({ action: node.dataset.action,
    value: node.hasAttribute("data-collect") ? tutorCollect(root) : (node.dataset.value || "") },
  node);
  root.addEventListener("click", (event) => {
    const node = event.target.closest("[data-action]");
    if (!node || !root.contains(node) || node.disabled || node.tagName === "SELECT") return;
    send(node);
  });
  // a <select data-action> sends its new value when the reader changes it
  root.addEventListener("change", (event) => {
    const node = event.target;
    if (node.tagName !== "SELECT" || !node.dataset.action || !root.contains(node)) return;
    act({ action: node.dataset.action, value: node.value, focus: node.dataset.focus || "" }, node);
  });
  root.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = event.target.tagName;
    if (tag === "INPUT" && event.key === "Enter") {
      const node = root.querySelector("[data-collect]");
      if (node) { event.preventDefault(); send(node); }
      return;
    }
    if (TUTOR_TEXT_BOXES.includes(tag)) return;
    const key = tutorShortcut(event);
    if (!JSON.parse(root.dataset.keys || "[]").includes(key)) return;
    event.preventDefault();
    const focus = event.target.dataset ? (event.target.dataset.focus || "") : "";
    act({ action: "key", value: key, focus }, event.target);
  });
}

// The room's keys (the board's room_keys, {event.code: action}: the projector's clicker and
// arrows) work wherever the focus is but in a text box, while the board is on the page;
// captured before the theme's own n / p shortcuts, which would leave the page.
function tutorRoomKeys(root, act) {
  window.addEventListener("keydown", (event) => {
    const action = (root.tutorRoomKeys || {})[event.code];
    if (!action || !root.isConnected || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.composedPath()[0] || event.target;
    if (TUTOR_TEXT_BOXES.includes(target.tagName)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    act({ action, value: "" });
  }, true);
}
