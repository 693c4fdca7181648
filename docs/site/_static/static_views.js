/* The view switcher of edgekit's website: the one script behind every explorer that works without a
   kernel (issue 23).

   An explorer whose controls take few values lists, when its notebook runs, every view it can show
   (edgekit/widgets/static.py describes the format); scripts/build_site.py puts them in the page as JSON
   beside the controls (class "edgekit-static"). Here a change of a control only picks which stored
   view to show: nothing is computed in the page, so every number is the one edgekit computed, in its
   number style.

   Why hand-written, in a few lines: ipywidgets' own way to put widgets in a page (the html-manager of
   @jupyter-widgets, an npm package loaded from a CDN) draws the saved state of a widget but runs no
   Python, so a changed control would show nothing new; Panel's "embed" mode precomputes states like
   this, but only for Panel/Bokeh widgets, and the explorers are ipywidgets. No registry package
   switches between precomputed ipywidgets views offline. */
(function () {
  "use strict";

  // A view's pieces: an index, or a run [first, last] (descending when first > last).
  function expand(parts) {
    var out = [];
    parts.forEach(function (p) {
      if (typeof p === "number") { out.push(p); return; }
      var step = p[0] <= p[1] ? 1 : -1;
      for (var i = p[0]; i !== p[1] + step; i += step) out.push(i);
    });
    return out;
  }

  function setup(root) {
    var data = JSON.parse(root.querySelector("script.edgekit-static-data").textContent);
    var controls = data.controls;
    var values = data.start.split("|").map(Number);
    var view = root.querySelector(".edgekit-static-view");
    var note = root.querySelector(".edgekit-static-note");
    var at = function (i) { return root.querySelector("[data-control='" + i + "']"); };
    var position = controls.findIndex(function (c) { return c.kind === "position"; });

    function viewOf(vals) { return data.views[vals.join("|")]; }

    function setOptions(select, labels, chosen) {
      select.innerHTML = "";
      labels.forEach(function (label, j) {
        var o = document.createElement("option");
        o.value = String(j);
        o.textContent = label;
        select.appendChild(o);
      });
      select.selectedIndex = chosen;
    }

    function show() {
      var v = viewOf(values);
      if (!v) { note.textContent = "No view was computed for this setting."; return; }
      note.textContent = "";
      view.innerHTML = expand(v.parts).map(function (k) { return data.parts[k]; }).join("");
      controls.forEach(function (c, i) {
        var el = at(i);
        if (c.kind === "select") el.selectedIndex = values[i];
        if (c.kind === "range") { el.value = values[i]; el.parentNode.querySelector("output").textContent = values[i]; }
        if (c.kind === "position") {
          var pos = values[i], ahead = values.slice();
          ahead[i] = pos + 1;
          var end = !viewOf(ahead);
          el.querySelector("[data-act='back']").disabled = pos <= 0;
          el.querySelector("[data-act='reset']").disabled = pos <= 0;
          el.querySelector("[data-act='next']").disabled = end;
          el.querySelectorAll("[data-jump]").forEach(function (b) { b.disabled = end; });
          el.querySelector("[data-act='goto']").value = pos;
        }
      });
      if (window.MathJax && window.MathJax.Hub) window.MathJax.Hub.Queue(["Typeset", window.MathJax.Hub, view]);
    }

    function changed(i, value) {
      values[i] = value;
      controls.forEach(function (c, j) {  // choices that depend on this control go back to its default
        if (c.depends_on === controls[i].name) {
          setOptions(at(j), c.options_by[String(value)], c.value_by[String(value)]);
          values[j] = c.value_by[String(value)];
        }
      });
      if (position >= 0 && i !== position) values[position] = 0;  // another playthrough starts from the top
      show();
    }

    controls.forEach(function (c, i) {
      var el = at(i);
      if (c.kind === "select") el.addEventListener("change", function () { changed(i, el.selectedIndex); });
      if (c.kind === "range") el.addEventListener("input", function () { changed(i, Number(el.value)); });
      if (c.kind !== "position") return;
      var go = function (pos) { values[i] = pos; show(); };
      el.querySelector("[data-act='back']").addEventListener("click", function () { go(Math.max(0, values[i] - 1)); });
      el.querySelector("[data-act='next']").addEventListener("click", function () { go(values[i] + 1); });
      el.querySelector("[data-act='reset']").addEventListener("click", function () { go(0); });
      el.querySelectorAll("[data-jump]").forEach(function (b) {
        b.addEventListener("click", function () { go(viewOf(values).jumps[Number(b.dataset.jump)]); });
      });
      var box = el.querySelector("[data-act='goto']");
      box.addEventListener("change", function () {
        var want = values.slice(), probe = values.slice(), last = values[i];
        for (probe[i] = last + 1; viewOf(probe); probe[i] = last + 1) last += 1;  // the last step there is
        want[i] = Number(box.value);
        if (Number.isInteger(want[i]) && viewOf(want)) { go(want[i]); return; }
        box.value = values[i];
        note.textContent = "Not allowed: step must be from 0 to " + last + " (the steps of this playthrough)";
      });
    });
    // the view shown first is already in the page; this syncs the buttons and the dependent choices
    controls.forEach(function (c, j) {
      if (c.depends_on) {
        var parent = controls.findIndex(function (p) { return p.name === c.depends_on; });
        setOptions(at(j), c.options_by[String(values[parent])], values[j]);
      }
    });
    show();
    root.classList.add("edgekit-static-ready");
  }

  function start() { document.querySelectorAll(".edgekit-static").forEach(setup); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
