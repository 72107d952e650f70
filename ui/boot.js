/* A game page's loader: runs before any Python (loaded async from the page's <head>, e.g.
 * wind-river.html; the page's <html data-game="<id>"> names its game).
 *
 * 1. No WebAssembly -> a readable message; neither Python nor PyScript is started.
 * 2. Starts everything at once, as a bare Pyodide page would, instead of after PyScript's own
 *    chain of imports: the runtime downloads (on a first visit in a worker that also compiles
 *    the wasm and counts the bytes; later the service worker serves them), packs/<id>.pack (the game's
 *    modules with their bytecode, see scripts/build_site.py), and Pyodide itself
 *    (window.wrEarlyPyodide, handed to PyScript by vendor/pyodide/early.mjs). Responses reach
 *    Pyodide/PyScript through a window.fetch wrapper for exactly those URLs (and the compiled
 *    wasm through WebAssembly.instantiateStreaming), so nothing is downloaded twice.
 * 3. Progress: "Downloading the game (x of y MB)" -> "Starting Python" -> "Loading the game",
 *    hidden when the page sets body[data-ready]; marks (ms since navigation start) in
 *    window.wrBoot.marks for the tests and bench/boot.py.
 * 4. A failed download, a failed PyScript import or a Python error before the game is ready
 *    -> a readable message with what to try.
 * 5. After the game is ready: registers ./sw.js (offline play) and shows "update ready" when a
 *    new version has been installed; the update is applied when the player presses the button,
 *    or on the next load: a page that finds a new version waiting starts nothing, switches to it
 *    and reloads ("Switching to the new version of the game"; see the end of this file).
 *
 * 6. Every word goes through t() (window.wrLang.t of ui/lang.js, English when it is missing) and
 *    is said again when the player switches the language ("wr-lang").
 *
 * scripts/build_site.py fills in RUNTIME, PRELOAD, EARLY and SNAPSHOTS below; served unbuilt (the
 * repo root) the page still works, with PyScript loading everything itself. Either way PyScript
 * runs the page's script; built, it takes the Pyodide started here (and restored from a snapshot on
 * a later visit, ui/snapshots.mjs), and the game's modules come in one pack.
 */
(function () {
  "use strict";
  const RUNTIME = /*@RUNTIME@*/null;
  // also filled in by the build: PyScript's chunks (fetched at once instead of one after the
  // other) and whether the deployed pyscript.toml takes Pyodide from vendor/pyodide/early.mjs
  const PRELOAD = /*@PRELOAD@*/[];
  const EARLY = /*@EARLY@*/false;
  // also filled in by the build: each game's snapshot key (ui/snapshots.mjs; none served unbuilt)
  const SNAPSHOTS = /*@SNAPSHOTS@*/{};
  const GAME = document.documentElement.dataset.game || "game";
  const TITLE = document.documentElement.dataset.title || "The game";
  const PACK = "packs/" + GAME + ".pack";  // scripts/build_site.py: this page's modules
  const PY = "./vendor/pyodide/";
  const PS = "./vendor/pyscript/";
  // the standard library: built, a pack that early.mjs writes into Python's file system (and an
  // empty python_stdlib.zip for Pyodide)
  const STDLIB = RUNTIME && "vendor/pyodide/stdlib.pack" in RUNTIME ? [PY + "stdlib.pack"] : [];
  const FETCHED = [PY + "pyodide.asm.wasm", PY + "python_stdlib.zip"].concat(STDLIB, [PY + "pyodide-lock.json"]);
  const MODULES = [PY + "pyodide.mjs", PY + "pyodide.asm.mjs"].concat(EARLY ? [PY + "early.mjs"] : [], PRELOAD);
  const MB = 1e6;
  const boot = (window.wrBoot = { stage: "download", failed: null, marks: {} });
  let done = false;
  // the snapshot helpers (built site only); without them Python starts as usual
  const snapshots = EARLY && SNAPSHOTS[GAME]
    ? import(new URL(PY + "snapshots.mjs", location.href).href).then((m) => { mark("snapshot code"); return m; }, () => null)
    : Promise.resolve(null);
  function snapshotSaid(status) { boot.snapshot = status; mark("snapshot " + status); }

  function $(id) { return document.getElementById(id); }
  function whenDom(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn, { once: true });
    else fn();
  }
  function mark(name) { boot.marks[name] = performance.now(); }

  // ---- words ---------------------------------------------------------------------------------
  function t(msgid, values) {
    const lang = window.wrLang;
    if (lang && typeof lang.t === "function") return lang.t(msgid, values);
    return values ? msgid.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m)) : msgid;
  }
  // a message is said when shown: a function of no arguments, or a text that is no sentence of
  // ours (an error's own words)
  function say(words) { return typeof words === "function" ? words() : String(words); }
  function mb(bytes) {
    const lang = (window.wrLang && window.wrLang.lang) || "en";
    const x = bytes / MB;
    return lang === "en" ? x.toFixed(1)
      : x.toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  }

  // ---- failure messages --------------------------------------------------------------------
  let failure = null;
  function showFailure() {
    const box = $("boot-error");
    if (!box || !failure) return;
    boot.failed = { title: say(failure.title), detail: say(failure.detail) };
    box.querySelector("h2").textContent = boot.failed.title;
    box.querySelector(".what").textContent = boot.failed.detail;
    box.querySelector(".try").textContent = say(failure.advice);
    box.hidden = false;
    document.body.dataset.boot = "failed";
    const status = $("status");
    if (status) status.textContent = t("The game could not start (see the message above).");
  }
  function fail(title, detail, advice) {
    if (boot.failed || done) return;
    failure = { title, detail, advice };
    boot.failed = { title: say(title), detail: say(detail) };
    boot.stage = "failed";
    whenDom(showFailure);
  }
  const RELOAD = () => t("Reload the page. If you are offline, the game only works offline after one complete visit with a connection; your saved game stays in this browser either way.");
  const REPORT = () => RELOAD() + " " + t("If it happens again, please report this message.");
  const NOT_DOWNLOADED = () => t("A file of the game could not be downloaded");
  const NOT_STARTED = () => t("The game could not start");
  function answered(name, response) {
    const status = `${response.status} ${response.statusText}`.trim();
    return () => t("{file} answered HTTP {status}.", { file: name, status });
  }
  function unreachable(name, error) {
    const why = String(error.message || error);
    return () => t("{file}: {error} (the connection failed).", { file: name, error: why });
  }
  // the page's own words while Python starts, in the player's language once the words arrive
  function loading() {
    const status = $("status");
    if (status && !done && !boot.failed && !document.body.dataset.ready) {
      status.textContent = t("Loading the game… (the rules engine starts in your browser, offline)");
    }
  }
  window.addEventListener("wr-lang", () => {
    if (failure) whenDom(showFailure);
    else whenDom(() => { loading(); paint(); });
  });

  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    fail(() => t("This browser cannot run the game"),
      () => t("{title} runs its rules in Python compiled to WebAssembly, and WebAssembly is missing or switched off in this browser.", { title: TITLE }),
      () => t("Use a current Chrome, Edge, Firefox or Safari. If you already do, WebAssembly may be turned off by a security setting, an enterprise policy or an add-on (for example Edge's \"enhanced security\" or a script blocker): allow it for this site and reload."));
    return;
  }

  // ---- progress ----------------------------------------------------------------------------
  const got = {};
  const total = RUNTIME ? Object.values(RUNTIME).reduce((a, b) => a + b, 0) : 0;
  let downloading = RUNTIME ? Object.keys(RUNTIME).length : 0;
  function paint() {
    if (done || boot.failed) return;
    const stage = $("boot-stage"), bar = $("boot-progress");
    if (!stage || !bar) return;
    if (boot.stage === "download") {
      const have = Object.values(got).reduce((a, b) => a + b, 0);
      stage.textContent = total
        ? t("Downloading the game ({have} of {total} MB)", { have: mb(have), total: mb(total) })
        : t("Downloading the game ({have} MB)", { have: mb(have) });
      bar.value = total ? Math.min(80, (80 * have) / total) : 0;
    } else if (boot.stage === "update") {
      stage.textContent = t("Switching to the new version of the game");
      bar.removeAttribute("value");  // no figure to show: the bar just says "working"
    } else if (boot.stage === "python") {
      stage.textContent = t("Starting Python");
      bar.value = 85;
    } else if (boot.stage === "game") {
      stage.textContent = t("Loading the game");
      bar.value = 95;
    }
  }
  let queued = false;
  function repaint() {
    // at most ~8 updates a second: each one costs style and layout work on the main thread,
    // which is exactly what Pyodide needs while it starts
    if (!queued) { queued = true; setTimeout(() => requestAnimationFrame(() => { queued = false; paint(); }), 120); }
  }
  function setStage(stage) {
    const order = ["download", "python", "game"];
    if (order.indexOf(stage) > order.indexOf(boot.stage)) { boot.stage = stage; mark(stage); paint(); }
  }
  function finished(rel) {
    if (RUNTIME && rel in RUNTIME) got[rel] = RUNTIME[rel];
    if (--downloading <= 0) setStage("python");
    repaint();
  }
  async function count(response, name) {
    if (!response.body) { finished(name); return; }
    const reader = response.body.getReader();
    got[name] = 0;
    for (;;) {
      const { done: end, value } = await reader.read();
      if (end) break;
      got[name] += value.byteLength;
      repaint();
    }
    finished(name);
  }

  // ---- early downloads, handed over through window.fetch ----------------------------------
  const early = new Map();
  const realFetch = window.fetch.bind(window);
  function start(url, counted, peek) {
    const abs = new URL(url, location.href).href;
    const name = url.replace(/^\.\//, "");
    const promise = realFetch(abs).then((response) => {
      if (!response.ok) {
        fail(NOT_DOWNLOADED, answered(name, response), RELOAD);
      } else {
        if (counted) count(response.clone(), name).catch(() => {});
        else if (RUNTIME && name in RUNTIME) finished(name);
        if (peek) peek(response.clone());
      }
      return response;
    }, (error) => {
      fail(NOT_DOWNLOADED, unreachable(name, error), RELOAD);
      throw error;
    });
    promise.catch(() => {});
    // the big runtime files are handed out once; small files (main.py is fetched twice by
    // PyScript: as a [files] entry and as the script's src) as a fresh clone each time
    early.set(abs, { promise, multi: !FETCHED.includes(url) });
  }
  window.fetch = function (input, init) {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : null;
    if (url !== null && (!init || !init.method || init.method === "GET")) {
      const abs = new URL(url, location.href).href;
      if (abs === WASM && compiled && !wasmHanded) {
        // hand Pyodide a stand-in that instantiateStreaming (below) recognises; if compiling
        // failed, Pyodide fetches and compiles the file itself
        wasmHanded = true;
        return compiled.then(shown).then(() => {
          const stand = new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } });
          handed.add(stand);
          return stand;
        }, () => realFetch(input, init));
      }
      const hit = early.get(abs);
      if (hit && hit.multi) return hit.promise.then((r) => r.clone());
      if (hit) { early.delete(abs); return hit.promise.then((r) => shown().then(() => r)); }
    }
    return realFetch(input, init);
  };
  // Python's start is one long task on the main thread, right after Pyodide has the wasm and
  // the stdlib: let the browser paint the current stage ("Starting Python") before handing over
  // either (also without frames, in a background tab, after at most 0.1 s).
  function shown() {
    paint();
    return new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    });
  }

  // ---- the wasm: compiled while it downloads ------------------------------------------------
  // Pyodide calls WebAssembly.instantiateStreaming(fetch(".../pyodide.asm.wasm"), imports) only
  // once PyScript and pyodide.mjs have loaded; compiling as the bytes arrive (as a bare
  // loadPyodide page would) and letting Pyodide only instantiate the module saves that wait.
  const WASM = new URL(PY + "pyodide.asm.wasm", location.href).href;
  const handed = new WeakSet();
  let compiled = null;
  let wasmHanded = false;
  function startWasm() {
    const name = "vendor/pyodide/pyodide.asm.wasm";
    const controlled = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
    compiled = realFetch(WASM).then((response) => {
      if (!response.ok) {
        fail(NOT_DOWNLOADED, answered(name, response), RELOAD);
        throw new Error(`HTTP ${response.status}`);
      }
      let source = response;  // from the service worker: keep it as is (wasm code caching)
      if (!controlled && response.body && typeof TransformStream === "function") {
        got[name] = 0;
        source = new Response(response.body.pipeThrough(new TransformStream({
          transform(chunk, out) { got[name] += chunk.byteLength; repaint(); out.enqueue(chunk); },
          flush() { finished(name); },
        })), { headers: { "Content-Type": "application/wasm" } });
      }
      const module = WebAssembly.compileStreaming(source);
      module.then(() => mark("wasm compiled"), () => {});
      if (source === response) module.then(() => finished(name), () => {});
      return module;
    }, (error) => {
      fail(NOT_DOWNLOADED, unreachable(name, error), RELOAD);
      throw error;
    });
    compiled.catch(() => {});
  }
  // ---- first visit: download (and compile) in a worker ------------------------------------
  // Counting bytes means JavaScript work for every chunk that arrives (about 0.1 s of main
  // thread for these 12 MB), just when Pyodide needs the main thread. So on a first visit a
  // worker downloads the wasm (compiling it as it arrives), the stdlib and the lock file, counts
  // the bytes and posts the results: a compiled module and two buffers. Later visits get them
  // from the service worker's cache, uncounted (and the wasm keeps the browser's code cache).
  function downloader() {
    self.onmessage = (event) => {
      const got = {};
      let last = 0;
      const report = (force) => {
        const now = Date.now();
        if (force || now - last > 100) { last = now; postMessage({ got }); }
      };
      for (const { url, wasm } of event.data) {
        fetch(url).then((response) => {
          if (!response.ok) throw new Error(`answered HTTP ${response.status} ${response.statusText}`.trim());
          got[url] = 0;
          const body = new Response(response.body.pipeThrough(new TransformStream({
            transform(chunk, out) { got[url] += chunk.byteLength; report(false); out.enqueue(chunk); },
          })), { headers: { "Content-Type": wasm ? "application/wasm" : "application/octet-stream" } });
          return wasm ? WebAssembly.compileStreaming(body) : body.arrayBuffer();
        }).then((result) => {
          report(true);
          postMessage({ url, result }, wasm ? [] : [result]);
        }, (error) => postMessage({ url, error: String((error && error.message) || error) }));
      }
    };
  }
  function inWorker(urls) {
    const results = new Map();
    let worker;
    try {
      worker = new Worker(URL.createObjectURL(new Blob([`(${downloader})();`], { type: "text/javascript" })));
    } catch (error) {
      return null;
    }
    const pending = new Map();
    for (const url of urls) results.set(url, new Promise((resolve, reject) => pending.set(url, { resolve, reject })));
    const name = (url) => url.slice(new URL("./", location.href).href.length);
    worker.onmessage = ({ data }) => {
      if (data.got) {
        for (const [url, n] of Object.entries(data.got)) got[name(url)] = n;
        repaint();
        return;
      }
      const waiting = pending.get(data.url);
      pending.delete(data.url);
      if (!waiting) return;
      if ("error" in data) {
        const error = new Error(data.error);
        error.http = data.error.startsWith("answered HTTP");
        waiting.reject(error);
      } else waiting.resolve(data.result);
      // the worker is left to idle, not terminated: the compiled module came from its isolate,
      // and ending that while the engine may still work on the module is asking for trouble
    };
    worker.onerror = () => { for (const w of pending.values()) w.reject(new Error("the download worker failed")); };
    worker.postMessage(urls.map((url) => ({ url, wasm: url === WASM })));
    return results;
  }
  function httpFailure(url, error) {
    const file = url.slice(new URL("./", location.href).href.length);
    const status = String(error.message).replace(/^answered HTTP /, "");
    fail(NOT_DOWNLOADED, () => t("{file} answered HTTP {status}.", { file, status }), RELOAD);
  }

  // ---- PyScript ----------------------------------------------------------------------------
  addEventListener("py:progress", (event) => {
    const what = String(event.detail || "");
    mark(what);
    if (/^Loaded interpreter|^Loading files|^Loaded files|^Loaded Pyodide/.test(what)) setStage("game");
  });
  // what went wrong goes to the console; the player reads what happened and what is kept
  const BROKE = () => t("Something in the game's own files went wrong while it started. Your saved games are kept in this browser.");
  function broke(details) {
    console.error("The game could not start:", details);
    // a start from a snapshot that failed: the next visit starts without it
    if (boot.snapshot === "restored") snapshots.then((snaps) => snaps && snaps.drop(GAME));
    fail(NOT_STARTED, BROKE, REPORT);
  }
  addEventListener("error", (event) => {
    const message = String(event.message || "");
    if (!done && /PythonError|Error/.test(message)) broke(message);
  });
  addEventListener("unhandledrejection", (event) => {
    if (done) return;
    const reason = event.reason;
    broke(String((reason && reason.message) || reason));
  });
  whenDom(() => {
    // PyScript's own error banner (a Python exception while the game starts)
    new MutationObserver((records) => {
      for (const r of records) for (const node of r.addedNodes) {
        if (node.classList && node.classList.contains("py-error") && !done) {
          broke(node.textContent || "");
        }
      }
      if (document.body.dataset.ready && !done) ready();
    }).observe(document.body, { childList: true, attributes: true, attributeFilter: ["data-ready"] });
  });
  // ---- the start: downloads, Python and the game, all at once -----------------------------
  // (called at once, unless a new version waits: see the end of this file)
  function begin() {
    const realInstantiate = WebAssembly.instantiateStreaming;
    const streaming = typeof WebAssembly.compileStreaming === "function" && typeof realInstantiate === "function";
    const controlled = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
    const urls = FETCHED.map((url) => new URL(url, location.href).href);
    const worked = streaming && !controlled && RUNTIME && typeof TransformStream === "function" ? inWorker(urls) : null;
    if (worked) {
      // anything but an HTTP error (say, a browser that cannot post a compiled module) falls back
      // to downloading on the main thread
      compiled = worked.get(WASM).then((module) => {
        mark("wasm compiled");
        finished("vendor/pyodide/pyodide.asm.wasm");
        return module;
      }, (error) => {
        if (error.http) { httpFailure(WASM, error); throw error; }
        startWasm();
        return compiled;
      });
      compiled.catch(() => {});
      for (const url of urls.filter((u) => u !== WASM)) {
        const name = url.slice(new URL("./", location.href).href.length);
        const promise = worked.get(url).then((buffer) => {
          finished(name);
          return new Response(buffer, { status: 200, headers: { "Content-Type": "application/octet-stream" } });
        }, (error) => {
          if (error.http) { httpFailure(url, error); throw error; }
          return realFetch(url);
        });
        promise.catch(() => {});
        early.set(url, { promise, multi: false });
      }
    }
    if (streaming) {
      if (!worked) startWasm();
      WebAssembly.instantiateStreaming = function (source, imports) {
        return Promise.resolve(source).then((response) => {
          if (!handed.has(response)) return realInstantiate.call(WebAssembly, response, imports);
          mark("wasm instantiate");
          return compiled.then((module) => WebAssembly.instantiate(module, imports)
            .then((instance) => { mark("wasm instantiated"); return { module, instance }; }));
        });
      };
    } else {
      start(PY + "pyodide.asm.wasm", true);
    }
    if (!worked) for (const url of FETCHED) if (!url.endsWith(".wasm")) start(url, !controlled);
    // pyscript.toml and the [files] it lists: read from the page's py script (config attribute).
    whenDom(() => {
      const tag = document.querySelector('script[type="py"][config]');
      if (tag && tag.getAttribute("src")) start(tag.getAttribute("src"), false);
      // (built, the [files] travel in the game's pack: see EARLY below)
      if (tag) {
        start(tag.getAttribute("config"), false, EARLY ? null : (response) => response.text().then((text) => {
          for (const m of text.matchAll(/^"(\.\/[^"]+\.py)"\s*=/gm)) start(m[1], false);
        }).catch(() => {}));
      }
      loading();
      paint();
    });
    // ES modules: start them now; their bytes are counted when each has arrived.
    for (const url of MODULES) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      document.head.appendChild(link);
    }
    if (RUNTIME && typeof PerformanceObserver === "function") {
      const wanted = new Map(Object.keys(RUNTIME).filter((k) => k.endsWith(".mjs"))
        .map((k) => [new URL("./" + k, location.href).href, k]));
      const seen = (entry) => {
        const name = wanted.get(entry.name);
        if (name) { wanted.delete(entry.name); finished(name); }
      };
      new PerformanceObserver((list) => list.getEntries().forEach(seen)).observe({ type: "resource", buffered: true });
    }

    // ---- Python, started now ------------------------------------------------------------------
    // As a bare Pyodide page would: PyScript, when ready, takes this instance (see
    // ui/pyodide-early.mjs) instead of starting Python only then.
    if (EARLY) {
      // from the game's snapshot on a later visit (ui/snapshots.mjs), a normal start otherwise
      const indexURL = new URL(PY, location.href).href;
      // (read at once, while the runtime loads and compiles)
      const bytes = snapshots.then((snaps) => snaps && snaps.read(GAME, SNAPSHOTS[GAME], snapshotSaid))
        .then((read) => { if (read) mark("snapshot read"); return read; });
      // (early.mjs's startPyodide: Pyodide's loadPyodide with the site's standard library)
      window.wrEarlyPyodide = Promise.all([import(new URL(PY + "early.mjs", location.href).href), snapshots])
        .then(([m, snaps]) => (snaps ? snaps.restore(m.startPyodide, { indexURL, game: GAME }, bytes, snapshotSaid)
          : m.startPyodide({ indexURL })));
      window.wrEarlyPyodide.catch(() => {});  // shown by fail() (downloads) or by PyScript
      window.wrGamePack = realFetch(new URL("./" + PACK, location.href).href).then((response) => {
        if (!response.ok) {
          fail(NOT_DOWNLOADED, answered(PACK, response), RELOAD);
          throw new Error(`HTTP ${response.status}`);
        }
        return response.arrayBuffer();
      }, (error) => {
        fail(NOT_DOWNLOADED, unreachable(PACK, error), RELOAD);
        throw error;
      });
      window.wrGamePack.catch(() => {});
    }

    // PyScript runs the page's script once it finds its <script type="py"> (imported when the
    // page is parsed: this script is async); built, it takes the Pyodide started above (its
    // interpreter is vendor/pyodide/early.mjs). import() in a classic script resolves against the
    // script's own URL: make it absolute.
    whenDom(() => import(new URL(PS + "core.js", location.href).href).catch((error) => {
      console.error("PyScript did not load:", String(error.message || error));
      fail(NOT_STARTED, BROKE, RELOAD);
    }));
  }

  // ---- after ready: offline support and updates ---------------------------------------------
  function ready() {
    done = true;
    mark("ready");
    boot.stage = "ready";
    reloadOnSwitch = false;
    // (only built: served from source there is no sw.js, whose file list the build writes)
    if (sw && RUNTIME && location.protocol !== "file:") registerWorker();
    // the next visit restores Python from a snapshot, made now in a worker (ui/snapshots.mjs);
    // window.wrSnapshots = false (set before this script runs) makes none: the browser tests set
    // it, as each of their fresh profiles would start a second Python in the background
    if (window.wrSnapshots !== false) snapshots.then((snaps) => snaps && snaps.makeLater({ game: GAME, key: SNAPSHOTS[GAME], pack: PACK },
      (status) => { boot.nextSnapshot = status; mark("next snapshot " + status); }));
  }

  // ---- a new version: switching to it ------------------------------------------------------
  // The browser lets a waiting version in once the old worker has stopped, and stops it as soon
  // as no request is under way; a request at that moment restarts it and the switch then waits
  // for minutes (Chromium; a late request for the page's icon did it in one reload in two on a
  // busy machine, hence the icon inlined by scripts/build_site.py). So a page that finds a new
  // version waiting starts nothing else: it asks for the switch and reloads once it has happened.
  // If it has not come within PATIENCE ms the page starts as it is (reloading while the switch is
  // pending once left a blank page): the switch still reloads it until the game is ready, after
  // that only the "update ready" button does.
  const sw = "serviceWorker" in navigator ? navigator.serviceWorker : null;
  const PATIENCE = 3000;
  let reloadOnSwitch = false;  // off once the game is ready: then only the button's request reloads
  // a reload is under way: nothing else starts, and the switch's two signals (the worker
  // activated, the controller changed) reload once, not twice (a second reload aborts the first)
  let reloading = false;
  function reloadNow() { if (!reloading) { reloading = true; location.reload(); } }
  function applyUpdate(reg) {
    // activate the waiting version, then reload into it (the game is saved after every step)
    reloadOnSwitch = true;
    const worker = reg.waiting;
    // a page the old worker did not control (the first visit) does not hold the new one back:
    // it is active already
    if (!worker) { reloadNow(); return; }
    const reload = () => { if (reloadOnSwitch) reloadNow(); };
    worker.addEventListener("statechange", () => { if (worker.state === "activated") reload(); });
    sw.addEventListener("controllerchange", reload, { once: true });
    worker.postMessage({ type: "skip-waiting" });
  }
  if (sw && sw.controller && location.protocol !== "file:") {
    sw.getRegistration("./").then((reg) => {
      if (!(reg && reg.waiting && reg.active)) { begin(); return; }
      boot.stage = "update";
      mark("update");
      whenDom(paint);
      applyUpdate(reg);
      setTimeout(() => { if (!reloading) { boot.stage = "download"; begin(); } }, PATIENCE);
    }, () => begin());
  } else {
    begin();
  }

  function registerWorker() {
    sw.register("./sw.js").then((reg) => {
      // a waiting worker next to an active one is a new version (a first install never waits)
      const offer = () => { if (reg.waiting && reg.active) showUpdate(reg); };
      offer();
      reg.addEventListener("updatefound", () => {
        const worker = reg.installing;
        if (worker) worker.addEventListener("statechange", () => { if (worker.state === "installed") offer(); });
      });
      let last = Date.now();
      const check = () => { last = Date.now(); reg.update().catch(() => {}); };
      setInterval(check, 60 * 60 * 1000);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible" && Date.now() - last > 5 * 60 * 1000) check();
      });
    }).catch((error) => console.warn("Offline play is not available:", error));
  }

  function showUpdate(reg) {
    const box = $("update");
    if (!box || !box.hidden) return;
    box.hidden = false;
    const button = box.querySelector("button");
    button.addEventListener("click", () => {
      button.disabled = true;
      box.setAttribute("aria-busy", "true");
      applyUpdate(reg);
    }, { once: true });
  }
})();

/* The header's menu (ui/shell/header-menu.html): a disclosure button, working from the first
 * paint (before Python): the button toggles aria-expanded and the header's data-menu; Escape, a
 * click outside, the focus leaving the header or a chosen item close it; Escape gives the focus
 * back to the button. On a phone or tablet the menu is the whole panel of tools; on a desktop
 * its main items sit in the row and the button opens the game-file actions only (ui/style.css). */
(function () {
  "use strict";
  function wire() {
    const top = document.querySelector("header.top");
    const button = top && top.querySelector("[data-menu-toggle]");
    if (!button) return;
    const files = top.querySelector(".game-files");
    const isOpen = () => top.dataset.menu === "open";
    function set(open, focusButton) {
      top.dataset.menu = open ? "open" : "closed";
      button.setAttribute("aria-expanded", open ? "true" : "false");
      if (open && files) top.style.setProperty("--files-left", button.offsetLeft + "px");
      if (!open && focusButton) button.focus({ preventScroll: true });
    }
    button.addEventListener("click", () => {
      const open = !isOpen();
      set(open, false);
      if (open) {  // the first item takes the focus (keyboard users go on with Tab or arrows)
        const first = [...top.querySelectorAll("#game-menu button, #game-menu a, #game-menu select")]
          .find((el) => el.getClientRects().length > 0 && !el.disabled);
        if (first && document.activeElement === button && button.matches(":focus-visible")) first.focus();
      }
    });
    // Escape closes first, before the page's own Escape (which cancels a pick): capture on window
    window.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && isOpen()) {
        event.preventDefault();
        event.stopImmediatePropagation();
        set(false, true);
      }
    }, true);
    document.addEventListener("click", (event) => {
      if (!isOpen()) return;
      const target = event.target;
      if (!top.contains(target)) { set(false, false); return; }
      // a chosen item (not the language menu, which stays until a language is picked)
      const item = target.closest("#game-menu button, #game-menu a");
      if (item) set(false, true);
    }, true);
    top.addEventListener("change", (event) => {
      if (event.target.matches("select[data-lang-menu]") && isOpen()) set(false, true);
    });
    top.addEventListener("focusout", (event) => {
      if (isOpen() && event.relatedTarget && !top.contains(event.relatedTarget)) set(false, false);
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wire);
  else wire();
})();

/* Drawers on a phone (ui/style.css, "drawers"): a <button data-drawer-toggle="<panel id>">
 * opens and closes its panel (data-open on the panel, aria-expanded on every toggle of it);
 * toggles sharing a data-drawer-group are tabs: opening one closes the others of the group.
 * Works before Python, for any panel of the shell or of a game. */
(function () {
  "use strict";
  function toggles(id) {
    return [...document.querySelectorAll("[data-drawer-toggle]")].filter((b) => b.dataset.drawerToggle === id);
  }
  function set(id, open) {
    const panel = document.getElementById(id);
    if (!panel) return;
    if (open) panel.dataset.open = ""; else delete panel.dataset.open;
    for (const b of toggles(id)) b.setAttribute("aria-expanded", open ? "true" : "false");
  }
  document.addEventListener("click", (event) => {
    const button = event.target.closest && event.target.closest("[data-drawer-toggle]");
    if (!button || button.disabled) return;
    const id = button.dataset.drawerToggle, panel = document.getElementById(id);
    if (!panel) return;
    const open = !("open" in panel.dataset);
    const group = button.dataset.drawerGroup;
    if (open && group) {
      for (const other of document.querySelectorAll("[data-drawer-toggle][data-drawer-group]")) {
        if (other.dataset.drawerGroup === group && other.dataset.drawerToggle !== id) set(other.dataset.drawerToggle, false);
      }
    }
    set(id, open);
  });
})();
