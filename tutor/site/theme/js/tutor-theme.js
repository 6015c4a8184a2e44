// Card Rules Tutor: dark mode. The page starts in the reader's stored choice, else the
// system's (prefers-color-scheme, followed live until the reader chooses); the navbar's
// toggle button (aria-pressed) switches it and remembers the choice in localStorage.
(function () {
  "use strict";
  var KEY = "tutor-theme";
  var html = document.documentElement;
  var system = window.matchMedia("(prefers-color-scheme: dark)");
  function stored() { try { return localStorage.getItem(KEY); } catch (e) { return null; } }
  function apply(dark) {
    html.setAttribute("data-bs-theme", dark ? "dark" : "light");
    document.querySelectorAll(".tutor-theme-toggle").forEach(function (b) {
      b.setAttribute("aria-pressed", dark ? "true" : "false");
    });
  }
  apply(stored() ? stored() === "dark" : system.matches);
  system.addEventListener("change", function (e) { if (!stored()) apply(e.matches); });
  document.querySelectorAll(".tutor-theme-toggle").forEach(function (b) {
    b.addEventListener("click", function () {
      var dark = html.getAttribute("data-bs-theme") !== "dark";
      try { localStorage.setItem(KEY, dark ? "dark" : "light"); } catch (e) {}
      apply(dark);
    });
  });
})();
