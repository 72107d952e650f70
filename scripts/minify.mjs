#!/usr/bin/env node
// Minify JavaScript files for the built site with terser (pinned in package-lock.json).
//
//   node scripts/minify.mjs JOBS.json
//
// JOBS.json: [{"src": path, "dest": path, "mode": "whole" | "comments", "module": bool}, ...].
// "whole": compressed and local names shortened (Pyodide's JavaScript); "comments": only the
// comments and the indentation go, every statement stays as written, one to a line (our own
// scripts: the build and its tests still read their filled-in constants). Strings and property
// names stay in both. Used by scripts/build_site.py (which keeps the results in a cache); run
// `make setup` first.
import fs from "node:fs";
import { minify } from "terser";

const WHOLE = { compress: true, mangle: true, format: { comments: false } };
const COMMENTS = { compress: false, mangle: false, format: { comments: false, beautify: true, indent_level: 0, quote_keys: true } };

const jobs = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
for (const { src, dest, mode, module } of jobs) {
  const code = fs.readFileSync(src, "utf8");
  const out = await minify(code, { module, ...(mode === "whole" ? WHOLE : COMMENTS) });
  fs.writeFileSync(dest, out.code + "\n");
}
