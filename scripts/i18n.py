#!/usr/bin/env python3
"""The site's translations: find the words to translate, keep the catalogues, compile them.

The English sentences in the sources are the message ids. They are found

* in Python (``engine/``, ``ui/``): the string arguments of ``_()``, ``N_()``, ``ngettext()`` and
  ``pgettext()`` (see ``engine/core/i18n.py``);
* in the loaders' JavaScript (``ui/*.js``) and the pages' inline ``<script>``s: ``t("...")`` and
  ``nt("singular", "plural", n)`` (``window.wrLang.t`` / ``.nt`` in ``ui/lang.js``); an inline
  script's words belong to its page's domain (``site`` for the home page);
* in the pages (``*.html``): the inner HTML of every element with a ``data-i18n`` attribute
  (whitespace collapsed, as ``ui/lang.js`` reads it back) and the attributes it names in
  ``data-i18n-attr`` (e.g. ``aria-label title``); ``data-i18n-domain="site"`` on such an element
  puts its words in that domain whatever the rule below says (a shared control's words that only
  one page happens to use).

Each message belongs to one domain: ``site`` (shared code, the home page, and any page text used
by two pages or more), a game (``wind-river``: its engine, page package and page) or a game's
rules page (``wind-river-rules``). The catalogues are ``locale/<lang>/LC_MESSAGES/<domain>.po``
(German and French; English needs none).

    python3 scripts/i18n.py update          # re-extract; add new ids to every .po, drop gone ones
    python3 scripts/i18n.py check           # every id translated, placeholders and markup kept
    python3 scripts/i18n.py compile DIR     # DIR/locale/<lang>/<domain>.mo (the build runs this)

Standard library only: the .po reader and .mo writer are here (the tests read the .mo back with
the standard library's ``gettext``).
"""

from __future__ import annotations

import argparse
import ast
import re
import string
import struct
import sys
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Tuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))
import partials  # noqa: E402 - scripts/partials.py: the pages' shared markup

from engine.core import registry  # noqa: E402 - the games, hence the domains

LOCALE = ROOT / "locale"
LANGS = ("de", "fr")
PLURALS = {
    "de": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
}
LANGUAGE_NAMES = {"de": "German", "fr": "French"}
SITE = "site"


def games() -> Dict[str, str]:
    """The registered games by the folder name of their packages (``wind_river`` ->
    ``wind-river``): a source under ``engine/<folder>/`` or ``ui/<folder>/`` speaks in that game's
    domain."""
    return {registry.package_name(g): g for g in registry.game_ids()}


def domains() -> Tuple[str, ...]:
    """Every domain (``site``, each registered game's and its rules page's), so that every page
    finds its catalogues even before it has words to translate."""
    ids = registry.game_ids()
    return (SITE, *ids, *(f"{g}-rules" for g in ids))


Key = Tuple[str, str]  # (context, msgid); context "" for none


@dataclass
class Message:
    """One message: its id, plural id, where it was found, and a translation per form."""

    msgid: str
    context: str = ""
    plural: str = ""
    where: List[str] = field(default_factory=list)
    strs: List[str] = field(default_factory=list)  # msgstr, or msgstr[0..] for plurals
    fuzzy: bool = False

    @property
    def key(self) -> Key:
        """(context, msgid)."""
        return (self.context, self.msgid)


# ---- finding the words ----------------------------------------------------------------------

def domain_of_python(path: Path) -> str:
    """The domain of a Python source: its game's, or ``site``."""
    parts = path.relative_to(ROOT).parts
    by_folder = games()
    if len(parts) > 1 and parts[1] in by_folder:
        return by_folder[parts[1]]
    return SITE


def python_messages(path: Path) -> Iterable[Message]:
    """The marked strings of one Python file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    rel = path.relative_to(ROOT).as_posix()

    def text(node: ast.AST) -> Optional[str]:
        return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None

    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        args = [text(a) for a in node.args]
        where = [f"{rel}:{node.lineno}"]
        if name in ("_", "N_") and args and args[0] is not None:
            yield Message(args[0], where=where)
        elif name == "ngettext" and len(args) >= 2 and args[0] is not None and args[1] is not None:
            yield Message(args[0], plural=args[1], where=where)
        elif name == "pgettext" and len(args) >= 2 and args[0] is not None and args[1] is not None:
            yield Message(args[1], context=args[0], where=where)


_JS_STR = r'"((?:[^"\\]|\\.)*)"'
_JS_T = re.compile(r'\b(?:(t)\(\s*' + _JS_STR + r'|(nt)\(\s*' + _JS_STR + r'\s*,\s*' + _JS_STR + ')')


def js_source_messages(source: str, rel: str, first_line: int = 1) -> Iterable[Message]:
    """The ``t("...")`` and ``nt("...", "...", n)`` strings of JavaScript ``source`` (found in
    ``rel``, starting at line ``first_line``)."""
    def text(quoted: str) -> str:
        value: str = ast.literal_eval('"' + quoted + '"')
        return value

    for m in _JS_T.finditer(source):
        where = [f"{rel}:{first_line + source.count(chr(10), 0, m.start())}"]
        if m.group(1):
            yield Message(text(m.group(2)), where=where)
        else:
            yield Message(text(m.group(4)), plural=text(m.group(5)), where=where)


def js_messages(path: Path) -> Iterable[Message]:
    """The ``t("...")`` and ``nt(...)`` strings of one JavaScript file."""
    return js_source_messages(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())


_INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)


def inline_script_messages(path: Path) -> Iterable[Message]:
    """The ``t(...)`` and ``nt(...)`` strings of a page's inline ``<script>``s (no ``src``)."""
    html = partials.page_text(path)
    for m in _INLINE_SCRIPT.finditer(html):
        yield from js_source_messages(m.group(1), path.name, html.count("\n", 0, m.start(1)) + 1)


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def normalize(markup: str) -> str:
    """Whitespace collapsed and trimmed (what ``ui/lang.js`` does to an element's inner HTML)."""
    return re.sub(r"\s+", " ", markup).strip()


def _escape_text(s: str) -> str:
    return s.replace("&", "&amp;").replace("\xa0", "&nbsp;").replace("<", "&lt;").replace(">", "&gt;")


def _escape_attr(s: str) -> str:
    return s.replace("&", "&amp;").replace("\xa0", "&nbsp;").replace('"', "&quot;")


def html_messages(path: Path) -> List[Tuple[str, int]]:
    """``(msgid, line)`` for every translated element and attribute of a page."""
    return [(msgid, line) for msgid, line, _domain in html_messages_with_domains(path)]


def html_messages_with_domains(path: Path) -> List[Tuple[str, int, Optional[str]]]:
    """``(msgid, line, domain)``: as :func:`html_messages`, with the domain an element names in
    ``data-i18n-domain`` (None: the usual rule)."""
    parser = _Page2()
    parser.feed(partials.page_text(path))
    parser.close()
    return [(msgid, line, parser.forced.get(i)) for i, (msgid, line) in enumerate(parser.found)]


class _Page2(HTMLParser):
    """Collects the ``data-i18n`` elements of a page as the browser would serialize them."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: List[Tuple[str, int]] = []
        self.forced: Dict[int, str] = {}  # index in found -> the domain its element names
        self.open: List[Tuple[str, Optional[List[str]], int, Optional[str]]] = []
        # (tag, own buffer or None, line, data-i18n-domain)

    def _emit(self, piece: str) -> None:
        for _tag, buf, _line, _domain in self.open:
            if buf is not None:
                buf.append(piece)

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        parts = [tag] + [f'{k}="{_escape_attr(v or "")}"' if v is not None else k for k, v in attrs]
        self._emit("<" + " ".join(parts) + ">")
        a = dict(attrs)
        line = self.getpos()[0]
        forced = a.get("data-i18n-domain") or None
        for name in (a.get("data-i18n-attr") or "").split():
            value = normalize(a.get(name) or "")
            if value:
                self._found(value, line, forced)
        if tag not in VOID:
            self.open.append((tag, [] if "data-i18n" in a else None, line, forced))

    def _found(self, msgid: str, line: int, forced: Optional[str]) -> None:
        if forced:
            self.forced[len(self.found)] = forced
        self.found.append((msgid, line))

    def handle_startendtag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or not any(t == tag for t, _b, _l, _d in self.open):
            return
        while self.open:
            open_tag, buf, line, forced = self.open.pop()
            if buf is not None:
                msgid = normalize("".join(buf))
                if msgid:
                    self._found(msgid, line, forced)
            self._emit(f"</{open_tag}>")
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        self._emit(_escape_text(data))


def pages() -> List[Path]:
    """The site's HTML pages in the repository root."""
    return sorted(ROOT.glob("*.html"))


def page_domain(page: Path) -> str:
    """The domain of a page's own words: ``site`` for the home page, else the game's or its rules'."""
    stem = page.stem
    return SITE if stem == "index" else stem


def extract() -> Dict[str, Dict[Key, Message]]:
    """Every message of the sources, by domain."""
    out: Dict[str, Dict[Key, Message]] = {}

    def add(domain: str, m: Message) -> None:
        have = out.setdefault(domain, {}).get(m.key)
        if have is None:
            out[domain][m.key] = m
        else:
            have.where.extend(w for w in m.where if w not in have.where)
            if m.plural and not have.plural:
                have.plural = m.plural

    for py in sorted([*ROOT.glob("engine/**/*.py"), *ROOT.glob("ui/**/*.py")]):
        for m in python_messages(py):
            add(domain_of_python(py), m)
    for js in sorted(ROOT.glob("ui/*.js")):
        for m in js_messages(js):
            add(SITE, m)
    for page in pages():
        for m in inline_script_messages(page):
            add(page_domain(page), m)
    by_page = {page: html_messages_with_domains(page) for page in pages()}
    seen_in: Dict[str, set] = {}
    for page, found in by_page.items():
        for msgid, _line, _forced in found:
            seen_in.setdefault(msgid, set()).add(page)
    for page, found in by_page.items():
        for msgid, line, forced in found:
            domain = forced or (SITE if len(seen_in[msgid]) > 1 else page_domain(page))
            add(domain, Message(msgid, where=[f"{page.name}:{line}"]))
    return out


# ---- .po files --------------------------------------------------------------------------------

def _unquote(s: str) -> str:
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError(f"not a quoted string: {s}")
    return ast.literal_eval(s)


@dataclass
class _Entry:
    fields: Dict[str, str] = field(default_factory=dict)
    where: List[str] = field(default_factory=list)
    strs: Dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False


def read_po(path: Path) -> Tuple[str, Dict[Key, Message]]:
    """The header (msgstr of the empty id) and the messages of a .po file (obsolete ones skipped)."""
    entries = [_Entry()]
    last = ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        cur = entries[-1]
        if not line or line.startswith("#~"):
            continue
        if line.startswith("#"):
            if last.startswith("msgstr"):
                cur, last = _Entry(), ""
                entries.append(cur)
            if line.startswith("#:"):
                cur.where.extend(line[2:].split())
            elif line.startswith("#,") and "fuzzy" in line:
                cur.fuzzy = True
            continue
        if line.startswith('"'):
            value = _unquote(line)
            if last.startswith("msgstr"):
                idx = int(last[7:-1]) if last.startswith("msgstr[") else 0
                cur.strs[idx] += value
            elif last:
                cur.fields[last] += value
            continue
        word, _, rest = line.partition(" ")
        if word in ("msgctxt", "msgid") and last.startswith("msgstr"):
            cur = _Entry()
            entries.append(cur)
        if word.startswith("msgstr"):
            cur.strs[int(word[7:-1]) if word.startswith("msgstr[") else 0] = _unquote(rest)
        elif word in ("msgctxt", "msgid", "msgid_plural"):
            cur.fields[word] = _unquote(rest)
        else:
            raise ValueError(f"{path}: cannot read {line!r}")
        last = word
    header = ""
    messages: Dict[Key, Message] = {}
    for e in entries:
        if "msgid" not in e.fields:
            continue
        m = Message(e.fields["msgid"], context=e.fields.get("msgctxt", ""),
                    plural=e.fields.get("msgid_plural", ""), where=e.where,
                    strs=[e.strs[k] for k in sorted(e.strs)], fuzzy=e.fuzzy)
        if m.msgid == "" and not m.context:
            header = m.strs[0] if m.strs else ""
        else:
            messages[m.key] = m
    return header, messages


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def write_po(path: Path, lang: str, domain: str, messages: Iterable[Message]) -> None:
    """Write a catalogue (messages in the order given)."""
    lines = [
        f"# {LANGUAGE_NAMES[lang]} words of the buffalo games site, domain {domain}.",
        "# Maintained with scripts/i18n.py (update, check); compiled by the site's build.",
        'msgid ""',
        'msgstr ""',
        _quote(f"Language: {lang}\n"),
        _quote("MIME-Version: 1.0\n"),
        _quote("Content-Type: text/plain; charset=UTF-8\n"),
        _quote("Content-Transfer-Encoding: 8bit\n"),
        _quote(f"Plural-Forms: {PLURALS[lang]}\n"),
        "",
    ]
    for m in messages:
        files = list(dict.fromkeys(w.rsplit(":", 1)[0] for w in m.where))
        if files:
            lines.append("#: " + " ".join(files[:6]))
        if m.fuzzy:
            lines.append("#, fuzzy")
        if m.context:
            lines.append("msgctxt " + _quote(m.context))
        lines.append("msgid " + _quote(m.msgid))
        if m.plural:
            lines.append("msgid_plural " + _quote(m.plural))
            strs = m.strs + [""] * (2 - len(m.strs))
            for i, s in enumerate(strs[:2]):
                lines.append(f"msgstr[{i}] " + _quote(s))
        else:
            lines.append("msgstr " + _quote(m.strs[0] if m.strs else ""))
        lines.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


def po_path(lang: str, domain: str) -> Path:
    """Where a catalogue lives."""
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def update(only: Optional[str] = None) -> List[str]:
    """Bring every catalogue (or ``only`` that domain's) in line with the sources; what changed."""
    changes = []
    extracted = extract()
    # a message that moved to another domain (e.g. now used by two pages) keeps its translation
    known = {lang: {k: m for po in sorted(LOCALE.glob(f"{lang}/LC_MESSAGES/*.po"))
                    for k, m in read_po(po)[1].items() if all(m.strs)} for lang in LANGS}
    for domain in sorted(set(domains()) | set(extracted)):
        if only and domain != only:
            continue
        found = extracted.get(domain, {})
        for lang in LANGS:
            path = po_path(lang, domain)
            old = read_po(path)[1] if path.is_file() else {}
            merged = []
            for key, m in found.items():  # in the order of the sources
                have = old.get(key) or known[lang].get(key)
                merged.append(Message(m.msgid, m.context, m.plural, m.where,
                                      have.strs if have else [], have.fuzzy if have else False))
            added = [k for k in found if k not in old]
            gone = [k for k in old if k not in found]
            if added or gone or not path.is_file():
                changes.append(f"{path.relative_to(ROOT)}: {len(added)} new, {len(gone)} dropped")
            write_po(path, lang, domain, merged)
    return changes


# ---- checks -------------------------------------------------------------------------------------

def placeholders(s: str) -> set:
    """The ``{named}`` fields of a message."""
    try:
        return {f for _lit, f, _spec, _conv in string.Formatter().parse(s) if f is not None}
    except ValueError:
        return {"<bad braces>"}


_TAG = re.compile(r"</?([a-z][a-z0-9]*)\b")


def tags(s: str) -> List[str]:
    """The markup tags of a message, sorted (a translation keeps the same ones)."""
    return sorted(_TAG.findall(s))


def problems(only: Optional[str] = None) -> List[str]:
    """Everything wrong with the catalogues (or ``only`` one domain's): missing, fuzzy, stale, or
    changed placeholders or markup."""
    out = []
    found = extract()
    for domain in sorted(set(domains()) | set(found)):
        if only and domain != only:
            continue
        msgs = found.get(domain, {})
        for lang in LANGS:
            path = po_path(lang, domain)
            if not path.is_file():
                out.append(f"{lang}/{domain}: no catalogue (run scripts/i18n.py update)")
                continue
            header, have = read_po(path)
            if PLURALS[lang] not in header:
                out.append(f"{lang}/{domain}: Plural-Forms is not '{PLURALS[lang]}'")
            for key in msgs:
                if key not in have:
                    out.append(f"{lang}/{domain}: not in the catalogue: {key[1]!r} (run update)")
            for key in have:
                if key not in msgs:
                    out.append(f"{lang}/{domain}: no longer in the sources: {key[1]!r} (run update)")
            for m in have.values():
                need = 2 if m.plural else 1
                if m.fuzzy or len(m.strs) < need or not all(s.strip() for s in m.strs[:need]):
                    out.append(f"{lang}/{domain}: untranslated: {m.msgid!r}")
                    continue
                want = placeholders(m.msgid) | placeholders(m.plural)
                for s in m.strs:
                    got = placeholders(s)
                    if (got - {"n"} != want - {"n"} or not got <= want) if m.plural else got != want:
                        out.append(f"{lang}/{domain}: placeholders differ in {m.msgid!r}: {s!r}")
                    if tags(s) != tags(m.msgid):
                        out.append(f"{lang}/{domain}: markup differs in {m.msgid!r}: {s!r}")
    return out


# ---- .mo files ----------------------------------------------------------------------------------

def mo_bytes(header: str, messages: Iterable[Message]) -> bytes:
    """A GNU .mo file (little-endian, no hash table) of the translated messages."""
    entries: Dict[bytes, bytes] = {b"": header.encode("utf-8")}
    for m in messages:
        if m.fuzzy or not m.strs or not all(m.strs):
            continue
        key = m.msgid + ("\x00" + m.plural if m.plural else "")
        if m.context:
            key = m.context + "\x04" + key
        entries[key.encode("utf-8")] = "\x00".join(m.strs).encode("utf-8")
    keys = sorted(entries)
    ids = b"".join(k + b"\x00" for k in keys)
    strs = b"".join(entries[k] + b"\x00" for k in keys)
    n = len(keys)
    start = 7 * 4 + 16 * n
    offsets_ids, offsets_strs = [], []
    pos = 0
    for k in keys:
        offsets_ids += [len(k), start + pos]
        pos += len(k) + 1
    ids_end = start + pos
    pos = 0
    for k in keys:
        offsets_strs += [len(entries[k]), ids_end + pos]
        pos += len(entries[k]) + 1
    head = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    tables = struct.pack(f"<{2 * n}I", *offsets_ids) + struct.pack(f"<{2 * n}I", *offsets_strs)
    return head + tables + ids + strs


def compile_all(out: Path) -> List[Path]:
    """Write ``out/locale/<lang>/<domain>.mo`` for every catalogue; the files written."""
    written = []
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        lang, domain = po.parent.parent.name, po.stem
        header, messages = read_po(po)
        target = out / "locale" / lang / f"{domain}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(mo_bytes(header, messages.values()))
        written.append(target)
    return written


def main(argv: Optional[List[str]] = None) -> int:
    """The command line (see the module's docstring)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("update", "check"):
        sub.add_parser(name).add_argument("--domain", choices=domains(), help="only this domain")
    c = sub.add_parser("compile")
    c.add_argument("out", type=Path)
    args = ap.parse_args(argv)
    if args.cmd == "update":
        for line in update(args.domain):
            print(line)
        return 0
    if args.cmd == "check":
        found = problems(args.domain)
        for line in found:
            print(line)
        print(f"{len(found)} problems" if found else "catalogues complete")
        return 1 if found else 0
    for path in compile_all(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
