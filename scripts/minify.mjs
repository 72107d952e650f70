#!/usr/bin/env node
// Minify JavaScript files for the built site with terser (pinned in package-lock.json).
//
//   node scripts/minify.mjs JOBS.json
//
// JOBS.json: [{"src": path, "dest": path}, ...], ES modules. Each is compressed and its local names
// shortened; comments go, strings and property names stay (what other code looks up by name).
// Used by scripts/build_site.py (which keeps the results in a cache); run `make setup` first.
import fs from "node:fs";
import { minify } from "terser";

const jobs = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
for (const { src, dest } of jobs) {
  const code = fs.readFileSync(src, "utf8");
  const out = await minify(code, { module: true, compress: true, mangle: true, format: { comments: false } });
  fs.writeFileSync(dest, out.code + "\n");
}
