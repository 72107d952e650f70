/* The page's language: English, German or French, on every page (loaded in <head>, before paint).
 *
 * - The language is the player's choice kept in localStorage["settings/lang"], else the first of
 *   the browser's languages (navigator.languages) the site speaks, else English.
 * - <html data-i18n-domains="site wind-river"> names the page's catalogues; for German or French this
 *   fetches locale/<lang>/<domain>.mo (compiled from locale/<lang>/LC_MESSAGES/<domain>.po by the
 *   build) and translates every element with a data-i18n attribute (its inner HTML, whitespace
 *   collapsed, is the message id) and the attributes named in data-i18n-attr. The page stays
 *   hidden (html.i18n-pending) until then, at most 1.5 s; a missing catalogue leaves English.
 * - Every <select data-lang-menu> becomes the language switch. A switch re-translates the page in
 *   place, sets <html lang>, keeps the setting and fires "wr-lang" on window, where the game's
 *   Python installs the same catalogues (window.wrLang.buffers) and repaints: nothing is reloaded.
 * - window.wrLang.t(msgid, values) translates the loaders' own messages (ui/boot.js) and the home
 *   page's script; window.wrLang.nt(singular, plural, n, values) picks the form for n by the
 *   catalogue's Plural-Forms (English: singular for 1), with {n} filled in.
 */
(function () {
  "use strict";
  const LANGS = ["en", "de", "fr"];
  const NAMES = { en: "English", de: "Deutsch", fr: "Français" };
  const KEY = "settings/lang";
  const root = document.documentElement;
  const domains = (root.dataset.i18nDomains || "site").split(/\s+/).filter(Boolean);
  const script = document.currentScript;
  const base = script ? new URL("../locale/", script.src).href : "locale/";
  const sources = new WeakMap();  // element -> its English inner HTML and attributes
  let translated = false;  // true once the page's words were rewritten (a switch must restore English)

  function chosen() {
    try {
      const saved = localStorage.getItem(KEY);
      if (LANGS.includes(saved)) return saved;
    } catch (e) { /* storage blocked: follow the browser */ }
    const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"];
    for (const tag of wanted) {
      const code = String(tag).slice(0, 2).toLowerCase();
      if (LANGS.includes(code)) return code;
    }
    return "en";
  }

  // The plural rule of a catalogue's header ("Plural-Forms: nplurals=2; plural=(n > 1);") as a
  // function n -> form index. The expression may hold only n, digits, spaces and C operators,
  // so nothing but arithmetic on n can run; anything else means the English rule.
  function pluralRule(header) {
    const m = /plural=([^;\n]+)/.exec(header || "");
    if (m && /^[n0-9\s()!=<>&|?:%+-]+$/.test(m[1])) {
      try {
        const rule = new Function("n", "return +(" + m[1] + ");");
        if (Number.isInteger(rule(1))) return rule;
      } catch (e) { /* not an expression: English rule */ }
    }
    return (n) => (n === 1 ? 0 : 1);
  }

  // A GNU .mo file -> { map: Map(msgid -> msgstr), plurals: Map(singular -> [forms]), header };
  // plural entries are also in map (keyed by their singular id, first form).
  function parseMo(buffer) {
    const view = new DataView(buffer);
    let little = true;
    if (view.getUint32(0, true) !== 0x950412de) {
      if (view.getUint32(0, false) !== 0x950412de) throw new Error("not a .mo file");
      little = false;
    }
    const n = view.getUint32(8, little), ids = view.getUint32(12, little), strs = view.getUint32(16, little);
    const bytes = new Uint8Array(buffer), utf8 = new TextDecoder("utf-8");
    const map = new Map(), plurals = new Map();
    let header = "";
    for (let i = 0; i < n; i++) {
      const il = view.getUint32(ids + 8 * i, little), io = view.getUint32(ids + 8 * i + 4, little);
      const sl = view.getUint32(strs + 8 * i, little), so = view.getUint32(strs + 8 * i + 4, little);
      const ids0 = utf8.decode(bytes.subarray(io, io + il)).split("\u0000");
      const forms = utf8.decode(bytes.subarray(so, so + sl)).split("\u0000");
      const id = ids0[0];
      if (!id) { header = forms[0]; continue; }
      map.set(id, forms[0]);
      if (ids0.length > 1) plurals.set(id, forms);
    }
    return { map, plurals, header };
  }

  function fill(text, values) {
    return values ? text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m)) : text;
  }

  const api = (window.wrLang = {
    langs: LANGS, names: NAMES, lang: "en", buffers: {}, missing: [], ready: null,
    catalogue: new Map(), plurals: new Map(), plural: (n) => (n === 1 ? 0 : 1),
    t(msgid, values) {
      return fill(api.catalogue.get(msgid) || msgid, values);
    },
    nt(singular, plural, n, values) {
      const forms = api.plurals.get(singular);
      let text = n === 1 ? singular : plural;
      if (forms) text = forms[Math.min(Math.max(0, api.plural(n) | 0), forms.length - 1)] || text;
      return fill(text, Object.assign({ n }, values));
    },
    use, translate,
  });

  async function load(lang) {
    const english = (n) => (n === 1 ? 0 : 1);
    if (lang === "en") return { buffers: {}, catalogue: new Map(), plurals: new Map(), plural: english };
    const buffers = {}, catalogue = new Map(), plurals = new Map();
    let plural = null;
    await Promise.all(domains.map(async (d) => {
      try {
        const r = await fetch(base + lang + "/" + d + ".mo");
        if (!r.ok) throw new Error("HTTP " + r.status);
        const buf = await r.arrayBuffer();
        buffers[d] = new Uint8Array(buf);
        const mo = parseMo(buf);
        for (const [k, v] of mo.map) if (!catalogue.has(k)) catalogue.set(k, v);
        for (const [k, v] of mo.plurals) if (!plurals.has(k)) plurals.set(k, v);
        if (!plural && /plural=/.test(mo.header)) plural = pluralRule(mo.header);
      } catch (e) {
        console.warn("No " + lang + " words for " + d + ":", e);
      }
    }));
    return { buffers, catalogue, plurals, plural: plural || english };
  }

  function norm(s) { return s.replace(/\s+/g, " ").trim(); }

  function translate(scope) {
    const missing = [];
    for (const el of (scope || document).querySelectorAll("[data-i18n], [data-i18n-attr]")) {
      let src = sources.get(el);
      if (!src) {
        src = { html: el.hasAttribute("data-i18n") ? norm(el.innerHTML) : null, attrs: {} };
        for (const name of (el.getAttribute("data-i18n-attr") || "").split(/\s+/).filter(Boolean)) {
          if (el.hasAttribute(name)) src.attrs[name] = norm(el.getAttribute(name));
        }
        sources.set(el, src);
      }
      if (src.html) {
        const tr = api.catalogue.get(src.html);
        if (api.lang !== "en" && !tr) missing.push(src.html);
        const text = tr || src.html;
        if (/[<&]/.test(text)) el.innerHTML = text; else el.textContent = text;
      }
      for (const [name, value] of Object.entries(src.attrs)) {
        const tr = api.catalogue.get(value);
        if (api.lang !== "en" && !tr) missing.push(value);
        el.setAttribute(name, tr || value);
      }
    }
    api.missing = missing;
  }

  // (also called by the page's Python for a menu it draws later: the new-game form's)
  function menus() {
    for (const sel of document.querySelectorAll("select[data-lang-menu]")) {
      if (!sel.options.length) {
        for (const code of LANGS) sel.add(new Option(NAMES[code], code));
        sel.addEventListener("change", () => use(sel.value, true));
      }
      sel.value = api.lang;
    }
  }

  api.menus = menus;

  async function use(lang, keep) {
    if (!LANGS.includes(lang)) return;
    if (keep) { try { localStorage.setItem(KEY, lang); } catch (e) { /* full or blocked */ } }
    const loaded = await load(lang);
    api.lang = lang;
    api.buffers = loaded.buffers;
    api.catalogue = loaded.catalogue;
    api.plurals = loaded.plurals;
    api.plural = loaded.plural;
    root.lang = lang;
    whenDom(() => {
      // the page is written in English: on an English first load there is nothing to rewrite
      if (lang !== "en" || translated) {
        translate(document);
        translated = true;
      }
      menus();
      root.classList.remove("i18n-pending");
      window.dispatchEvent(new CustomEvent("wr-lang", { detail: { lang } }));
    });
  }

  function whenDom(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn, { once: true });
    else fn();
  }

  const first = chosen();
  if (first !== "en") {
    root.classList.add("i18n-pending");
    setTimeout(() => root.classList.remove("i18n-pending"), 1500);
  }
  api.ready = new Promise((resolve) => {
    window.addEventListener("wr-lang", () => resolve(api.lang), { once: true });
  });
  use(first, false);
})();
