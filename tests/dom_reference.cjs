// The reference for tests/test_fakedom_reference.py: the same page fragments and the same morphs
// as tests/fakedom.py, run on a real DOM (jsdom, the npm devDependency pinned in package-lock.json)
// with the page's own wrMorph (the <script> of manitou.html and white-buffalo.html).
//
// stdin: {"morph": "<the page's wrMorph script>", "cases": [{"name", "container", "start",
//          "steps": [html, ...], "focus": selector or null}]}
// stdout: {name: [snapshot after the start, snapshot after each step, ...]}, where a snapshot is
//   {"tree": the container's children, "html": its innerHTML, "focus": the focused node's number}
// and a node is [nodeName, svg?, [[attribute, value], ...] or its text, its number before this
// step (null: a node made by this step), children]. Nodes are numbered in document order after
// each snapshot, so a number says which node of the previous snapshot an element still is.
"use strict";
const { JSDOM } = require("jsdom");

const SVG = "http://www.w3.org/2000/svg";

function run(input) {
  const dom = new JSDOM("<!DOCTYPE html><html><head></head><body></body></html>", { runScripts: "outside-only" });
  const { window } = dom;
  const { document } = window;
  window.eval(input.morph);
  const out = {};
  for (const c of input.cases) {
    document.body.innerHTML = "";
    const box = c.container === "svg" ? document.createElementNS(SVG, "svg") : document.createElement(c.container);
    document.body.appendChild(box);
    box.innerHTML = c.start;
    let numbers = new Map();
    const shots = [];
    const snapshot = () => {
      const next = new Map();
      let count = 0;
      const walk = (node) => {
        const mine = next.size;
        next.set(node, mine);
        count += 1;
        const was = numbers.has(node) ? numbers.get(node) : null;
        if (node.nodeType === 1) {
          const attrs = Array.from(node.attributes, (a) => [a.name, a.value]);
          return [node.nodeName, node.namespaceURI === SVG, attrs, was, Array.from(node.childNodes, walk)];
        }
        return [node.nodeName, false, node.nodeValue, was, []];
      };
      const tree = Array.from(box.childNodes, walk);
      const active = document.activeElement;
      const focus = active && next.has(active) ? next.get(active) : null;
      numbers = next;
      shots.push({ tree, html: box.innerHTML, focus });
      return count;
    };
    snapshot();
    if (c.focus) {
      const target = box.querySelector(c.focus);
      if (!target) throw new Error(`${c.name}: nothing to focus at ${c.focus}`);
      target.focus();
      shots[0].focus = numbers.get(document.activeElement) ?? null;
    }
    for (const html of c.steps) {
      window.wrMorph(box, html);
      snapshot();
    }
    out[c.name] = shots;
  }
  return out;
}

let text = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { text += chunk; });
process.stdin.on("end", () => { process.stdout.write(JSON.stringify(run(JSON.parse(text)))); });
