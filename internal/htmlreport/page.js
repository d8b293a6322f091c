// Step navigation for rulecheck pages. Without this script every step is
// shown one after the other; with it, each scenario shows one step at a
// time, chosen with the slider, the step list or the keyboard.
(function () {
  "use strict";
  var scenarios = [];
  var current = null; // the scenario the keyboard moves

  function setup(article) {
    var steps = article.querySelectorAll("section.step");
    var control = article.querySelector(".step-control");
    if (steps.length === 0 || !control) {
      return;
    }
    var sc = {
      article: article,
      steps: steps,
      slider: control.querySelector("input"),
      output: control.querySelector("output"),
      links: article.querySelectorAll(".step-list a"),
      at: 0
    };
    control.hidden = false;
    sc.slider.addEventListener("input", function () { show(sc, Number(sc.slider.value), false); });
    Array.prototype.forEach.call(sc.links, function (a) {
      a.addEventListener("click", function (e) {
        e.preventDefault();
        show(sc, Number(a.getAttribute("data-step")), true);
      });
    });
    article.addEventListener("focusin", function () { current = sc; });
    article.addEventListener("pointerdown", function () { current = sc; });
    scenarios.push(sc);
    show(sc, 0, false);
  }

  function show(sc, i, fromUser) {
    i = Math.max(0, Math.min(sc.steps.length - 1, i));
    sc.at = i;
    current = sc;
    Array.prototype.forEach.call(sc.steps, function (s, j) { s.hidden = j !== i; });
    Array.prototype.forEach.call(sc.links, function (a, j) {
      if (j === i) {
        a.setAttribute("aria-current", "step");
      } else {
        a.removeAttribute("aria-current");
      }
    });
    sc.slider.value = String(i);
    sc.output.textContent = String(i + 1);
    if (fromUser && history.replaceState) {
      history.replaceState(null, "", "#" + sc.steps[i].id);
    }
  }

  function fromHash() {
    var id = decodeURIComponent(location.hash.slice(1));
    scenarios.forEach(function (sc) {
      Array.prototype.forEach.call(sc.steps, function (s, j) {
        if (s.id === id) {
          show(sc, j, false);
          sc.article.querySelector("nav").scrollIntoView();
        }
      });
    });
  }

  document.addEventListener("keydown", function (e) {
    var sc = current || scenarios[0];
    if (!sc || e.altKey || e.ctrlKey || e.metaKey) {
      return;
    }
    var t = e.target;
    if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.isContentEditable)) {
      return; // the slider moves itself with the arrow keys
    }
    var to = {ArrowRight: sc.at + 1, ArrowLeft: sc.at - 1, Home: 0, End: sc.steps.length - 1}[e.key];
    if (to === undefined) {
      return;
    }
    e.preventDefault();
    show(sc, to, true);
  });

  window.addEventListener("beforeprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll("details"), function (d) { d.open = true; });
  });

  Array.prototype.forEach.call(document.querySelectorAll("article.scenario"), setup);
  window.addEventListener("hashchange", fromHash);
  fromHash();
}());
