// How a board answers the reader: clicks, menus, Enter in a field, shortcuts. One copy,
// shared by the static site's page (tutor/site/assets/page.js: the build puts this file in
// front of it) and Panel's Board (tutor/ui/views/board.py: the start of its module).
// act(data) sends {action, value[, focus]} to Python; keys() lists the board's shortcuts.

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

function tutorListen(root, act, keys) {
  const collect = () => tutorCollect(root);
  const send = (node) => act({ action: node.dataset.action,
    value: node.hasAttribute("data-collect") ? collect() : (node.dataset.value || "") });
  root.addEventListener("click", (event) => {
    const node = event.target.closest("[data-action]");
    if (!node || !root.contains(node) || node.disabled || node.tagName === "SELECT") return;
    send(node);
  });
  // a <select data-action> sends its new value when the reader changes it
  root.addEventListener("change", (event) => {
    const node = event.target;
    if (node.tagName !== "SELECT" || !node.dataset.action || !root.contains(node)) return;
    act({ action: node.dataset.action, value: node.value, focus: node.dataset.focus || "" });
  });
  root.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = event.target.tagName;
    if (tag === "INPUT" && event.key === "Enter") {
      const node = root.querySelector("[data-collect]");
      if (node) { event.preventDefault(); send(node); }
      return;
    }
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
    const key = tutorShortcut(event);
    if (!keys().includes(key)) return;
    event.preventDefault();
    const focus = event.target.dataset ? (event.target.dataset.focus || "") : "";
    act({ action: "key", value: key, focus });
  });
}
