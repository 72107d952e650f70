"""The glossary of docs/translations.md holds in every catalogue: one word per game term in each
language (where the English message has the term, the German and French translations have theirs)
and none of the words it rules out ("resources" beside "food", "Seed", "Graine", ...)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Dict, Iterator, List, Tuple

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "translations.md"
LOCALE = ROOT / "locale"
GAMES = ("wind-river", "manitou", "white-buffalo")


def glossary() -> List[Dict[str, Any]]:
    """The rows of the glossary table (between its markers)."""
    text = DOC.read_text(encoding="utf-8")
    body = text.split("<!-- glossary:begin -->")[1].split("<!-- glossary:end -->")[0]
    rows = []
    for line in body.strip().splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        en, de, fr, never_en, never_de, never_fr, domains = cells
        rows.append({"en": re.sub(r"\s*\(.*\)", "", en), "de": de.split("/"), "fr": fr.split("/"),
                     "never": {"en": never_en, "de": never_de, "fr": never_fr},
                     "domains": [d.strip() for d in domains.split(",")]})
    return rows


def _unquote(s: str) -> str:
    return bytes(s, "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


def entries(lang: str, domain: str) -> Iterator[Tuple[str, List[str]]]:
    """(msgid, [msgstr forms]) of one catalogue (the plural msgid joined to the singular)."""
    text = (LOCALE / lang / "LC_MESSAGES" / f"{domain}.po").read_text(encoding="utf-8")
    for block in text.split("\n\n"):
        lines = [ln for ln in block.splitlines() if not ln.startswith("#")]
        fields: Dict[str, str] = {}
        key = ""
        for ln in lines:
            m = re.match(r'^(msgid|msgid_plural|msgstr(?:\[\d\])?) "(.*)"$', ln)
            if m:
                key = m.group(1)
                fields[key] = _unquote(m.group(2))
            elif ln.startswith('"') and key:
                fields[key] += _unquote(ln[1:-1])
        if fields.get("msgid"):
            source = fields["msgid"] + " " + fields.get("msgid_plural", "")
            yield source, [v for k, v in fields.items() if k.startswith("msgstr")]


def domains_of(row_domains: List[str]) -> List[str]:
    """The catalogue domains a row covers (a game brings its rules page)."""
    every = sorted(p.stem for p in (LOCALE / "de" / "LC_MESSAGES").glob("*.po"))
    if "*" in row_domains:
        return every
    return [d for d in every if d in row_domains or d.removesuffix("-rules") in row_domains]


def _plain(s: str) -> str:
    """Text only: no tags, no placeholders, no quoted field names of a damaged save ('buffalo')."""
    s = re.sub(r"\b[a-z_]+(, [a-z_]+){2,}", "", s)  # a list of move types: the code's words
    return re.sub(r"<[^>]+>|\{\w+\}|'[a-z_]+'", "", s)


ROWS = glossary()


def test_the_glossary_names_every_term_once():
    assert len(ROWS) >= 8
    terms = [str(r["en"]) for r in ROWS]
    assert len(set(terms)) == len(terms)


@pytest.mark.parametrize("row", ROWS, ids=[str(r["en"]) for r in ROWS])
def test_every_catalogue_says_the_glossary_word(row):
    wrong = []
    term = re.compile(rf"\b{re.escape(str(row['en']))}\b", re.I)
    for domain in domains_of(row["domains"]):
        for lang in ("de", "fr"):
            forms = [f.lower() for f in row[lang]]
            never = str(row["never"][lang])
            for source, translations in entries(lang, domain):
                for tr in translations:
                    low = _plain(tr).lower()
                    if term.search(_plain(source)) and not any(f in low for f in forms):
                        wrong.append(f"{lang}/{domain}: {source[:60]!r} -> {tr[:80]!r} (wants {forms})")
                    if never and re.search(rf"\b{re.escape(never)}", _plain(tr)):  # as written
                        wrong.append(f"{lang}/{domain}: {tr[:80]!r} says {never!r}")
                never_en = str(row["never"]["en"])
                if lang == "de" and never_en and re.search(rf"\b{re.escape(never_en)}", source, re.I):
                    wrong.append(f"en/{domain}: {source[:80]!r} says {never_en!r}")
    assert not wrong, "\n".join(wrong[:30]) + f"\n({len(wrong)} in all)"
