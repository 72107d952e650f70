/* The site's service worker: every game offline after one visit.
 *
 * This is a template: scripts/build_site.py writes the real _site/sw.js from it, filling in
 * PRECACHE (every file of the site with its size and SHA-256) and CACHE, a name derived from all
 * of those hashes, so any change to any file gives a new sw.js and a new cache.
 *
 * install   copies every file into the new cache (a file whose content is unchanged is taken
 *           from an older cache, the rest from the network); every body is checked against its
 *           SHA-256, and a stale HTTP-cache copy is fetched again, so a cache never mixes versions.
 * activate  deletes the site's other caches (buffalo-*, and wind-river-* of the one-game site),
 *           and the Python snapshots (ui/snapshots.mjs) made for another build.
 * fetch     cache first for the site's own files; anything else goes to the network untouched.
 * message   "skip-waiting": the page applies a waiting update when the player says so (or on the
 *           next load, see ui/boot.js); the running page is never switched under the player.
 */
"use strict";

const CACHE = "@CACHE@";
const PRECACHE = /*@PRECACHE@*/[];
// the games' Python snapshot keys of this build (ui/snapshots.mjs): other snapshots are dropped
const SNAPSHOT_KEYS = new Set(/*@SNAPSHOTS@*/[]);
const SNAPSHOT_STORE = "python-snapshots";
const PREFIXES = ["buffalo-", "wind-river-"];
const ours = (name) => PREFIXES.some((p) => name.startsWith(p));
const BASE = new URL("./", self.location).href;
const FILES = new Map(PRECACHE.map((e) => [e.url, e]));

async function hex(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function verified(response, entry) {
  if (!response || !response.ok) return null;
  const body = await response.clone().arrayBuffer();
  return (await hex(body)) === entry.sha256 ? response : null;
}

async function fromOldCaches(url, entry) {
  for (const name of await caches.keys()) {
    if (name === CACHE || !ours(name)) continue;
    const hit = await verified(await (await caches.open(name)).match(url), entry);
    if (hit) return hit;
  }
  return null;
}

async function fetchOne(cache, entry) {
  const url = BASE + entry.url;
  let response = await fromOldCaches(url, entry);
  if (!response) response = await verified(await fetch(url), entry);
  if (!response) response = await verified(await fetch(url, { cache: "reload" }), entry);
  if (!response) throw new Error(`${entry.url} does not match this version of the game`);
  await cache.put(url, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(PRECACHE.map((entry) => fetchOne(cache, entry)));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && ours(name)) await caches.delete(name);
    }
    const snapshots = await caches.open(SNAPSHOT_STORE);
    for (const request of await snapshots.keys()) {
      const entry = await snapshots.match(request);
      if (!entry || !SNAPSHOT_KEYS.has(entry.headers.get("x-snapshot-key"))) await snapshots.delete(request);
    }
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
  if (event.data && event.data.type === "version" && event.ports[0]) event.ports[0].postMessage(CACHE);
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(BASE)) return;
  let path = request.url.slice(BASE.length).split(/[?#]/)[0];
  if (path === "") path = "index.html";
  if (!FILES.has(path)) return;
  event.respondWith((async () => {
    const hit = await caches.match(BASE + path, { cacheName: CACHE });
    return hit || fetch(request);
  })());
});
