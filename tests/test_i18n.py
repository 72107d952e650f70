"""The translations: catalogues complete and consistent, compiled .mo files read back by the
standard library's gettext, the runtime switch, and the extraction of words from the sources."""

from __future__ import annotations

import gettext
import sys
from pathlib import Path

import pytest

from engine.core import i18n

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import i18n as tool  # noqa: E402  (scripts/i18n.py)


def test_every_message_is_translated_with_the_same_placeholders_and_markup():
    assert tool.problems() == []


def test_catalogues_exist_for_every_domain_and_language():
    for domain in tool.domains():
        for lang in tool.LANGS:
            header, _ = tool.read_po(tool.po_path(lang, domain))
            assert tool.PLURALS[lang] in header


def test_compiled_catalogues_read_back_with_gettext(compiled):
    checked = 0
    for po in sorted(tool.LOCALE.glob("*/LC_MESSAGES/*.po")):
        lang, domain = po.parent.parent.name, po.stem
        with open(compiled / "locale" / lang / f"{domain}.mo", "rb") as f:
            tr = gettext.GNUTranslations(f)
        for m in tool.read_po(po)[1].values():
            if m.plural:
                for n, want in ((1, m.strs[0]), (5, m.strs[1])):
                    got = (tr.npgettext(m.context, m.msgid, m.plural, n) if m.context
                           else tr.ngettext(m.msgid, m.plural, n))
                    assert got == want
            elif m.context:
                assert tr.pgettext(m.context, m.msgid) == m.strs[0]
            else:
                assert tr.gettext(m.msgid) == m.strs[0]
            checked += 1
    assert checked > 0


def test_mo_writer_plural_rules_follow_the_language(tmp_path):
    msgs = [tool.Message("{n} tipi", plural="{n} tipis", strs=["{n} tipi (1)", "{n} tipis (2)"])]
    for lang, zero in (("de", 1), ("fr", 0)):
        data = tool.mo_bytes(f"Language: {lang}\nContent-Type: text/plain; charset=UTF-8\n"
                             f"Plural-Forms: {tool.PLURALS[lang]}\n", msgs)
        i18n.install(lang, {"t": data})
        _, ngettext, _p = i18n.words("t").functions()
        assert ngettext("{n} tipi", "{n} tipis", 1) == "1 tipi (1)"
        assert ngettext("{n} tipi", "{n} tipis", 2) == "2 tipis (2)"
        # German says "0 Tipis", French "0 tipi": the plural rule comes from the catalogue
        assert ngettext("{n} tipi", "{n} tipis", 0) == ("0 tipis (2)" if zero else "0 tipi (1)")


def test_install_switches_every_domain_at_once_and_english_is_the_ids(compiled):
    data = (compiled / "locale" / "de" / "site.mo").read_bytes()
    _, ngettext, pgettext = i18n.words("site").functions()
    assert _("Language") == "Language"
    i18n.install("de", {"site": data})
    assert i18n.language() == "de"
    assert _("Language") == "Sprache"
    assert _("Not in any catalogue {x}", x=3) == "Not in any catalogue 3"
    i18n.reset()
    assert _("Language") == "Language"


def test_bad_catalogues_and_languages_are_refused_and_keep_the_language(compiled):
    data = (compiled / "locale" / "fr" / "site.mo").read_bytes()
    i18n.install("fr", {"site": data})
    with pytest.raises(ValueError):
        i18n.install("xx", {})
    with pytest.raises(ValueError):
        i18n.install("de", {"site": b"not a catalogue at all"})
    assert i18n.language() == "fr"
    assert i18n.words("site").gettext("Language") == "Langue"


def test_python_extraction_finds_every_marked_call(tmp_path, monkeypatch):
    src = tmp_path / "engine" / "wind_river" / "x.py"
    src.parent.mkdir(parents=True)
    src.write_text('_("One {who}", who=w)\nN_("Two")\nngettext("{n} hex", "{n} hexes", k)\n'
                   'pgettext("colour", "red")\nprint("not marked")\n_(variable)\n', encoding="utf-8")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    found = {(m.context, m.msgid, m.plural) for m in tool.python_messages(src)}
    assert found == {("", "One {who}", ""), ("", "Two", ""), ("", "{n} hex", "{n} hexes"),
                     ("colour", "red", "")}
    assert tool.domain_of_python(src) == "wind-river"


def test_html_extraction_gives_the_inner_html_the_browser_serializes(tmp_path):
    page = tmp_path / "p.html"
    page.write_text('<p data-i18n>Move   a <em>tipi</em>\n &amp; “pay” &lt;1&gt;<br>now</p>'
                    '<button data-i18n data-i18n-attr="title aria-label" title="Undo  (Ctrl+Z)" '
                    'aria-label="Undo">↶ Undo</button><span>not marked</span>'
                    '<a data-i18n href="./x.html?a=1&amp;b=2">Rules</a>', encoding="utf-8")
    found = [m for m, _line in tool.html_messages(page)]
    assert found == ["Move a <em>tipi</em> &amp; “pay” &lt;1&gt;<br>now", "Undo (Ctrl+Z)", "Undo",
                     "↶ Undo", "Rules"]


def test_po_files_round_trip_with_escapes(tmp_path):
    path = tmp_path / "x.po"
    msgs = [tool.Message('Say "hi"\\n\tnow\nthen', strs=["Sag „hallo“\nund"], where=["a.py:1"]),
            tool.Message("{n} card", plural="{n} cards", strs=["{n} Karte", "{n} Karten"], context="hand")]
    tool.write_po(path, "de", "site", msgs)
    header, back = tool.read_po(path)
    assert "Plural-Forms: nplurals=2" in header
    assert [(m.msgid, m.context, m.plural, m.strs) for m in back.values()] == \
        [(m.msgid, m.context, m.plural, m.strs) for m in msgs]


def test_placeholder_and_markup_checks_catch_a_bad_translation():
    assert tool.placeholders("{who} pays {n}") == {"who", "n"}
    assert tool.tags("a <em>b</em> <a href='x'>c</a>") == ["a", "a", "em", "em"]
    assert tool.placeholders("{broken") == {"<bad braces>"}


def test_javascript_extraction_finds_t_and_nt_in_files_and_inline_scripts(tmp_path, monkeypatch):
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    js = tmp_path / "ui" / "x.js"
    js.parent.mkdir()
    js.write_text('say(t("Hello {who}", {who}));\nwent("no"); x.t("Bye \\"you\\"");\n'
                  'wrLang.nt("{n} game", "{n} games", k, {});\n', encoding="utf-8")
    found = [(m.msgid, m.plural, m.where) for m in tool.js_messages(js)]
    assert found == [("Hello {who}", "", ["ui/x.js:1"]), ('Bye "you"', "", ["ui/x.js:2"]),
                     ("{n} game", "{n} games", ["ui/x.js:3"])]
    page = tmp_path / "index.html"
    page.write_text('<p data-i18n>Hi</p>\n<script src="./ui/x.js"></script>\n<script>\n'
                    '  a = nt("{n} player", "{n} players", 3);\n  b = t("move {n}", {n: 1});\n</script>\n',
                    encoding="utf-8")
    inline = [(m.msgid, m.plural, m.where) for m in tool.inline_script_messages(page)]
    assert inline == [("{n} player", "{n} players", ["index.html:4"]), ("move {n}", "", ["index.html:5"])]


def test_the_home_pages_inline_words_and_a_forced_domain_land_in_site():
    site = tool.extract()["site"]
    assert site[("", "{n} player")].plural == "{n} players"  # the form's and the home page's
    assert any(w.startswith("index.html:") for w in site[("", "{n} player")].where)
    assert ("", "{name} to play") in site
    # "Undo (Ctrl+Z)" is only on Wind River's page, but its element says data-i18n-domain="site"
    assert ("", "Undo (Ctrl+Z)") in site


def test_an_element_may_name_the_domain_of_its_words(tmp_path):
    page = tmp_path / "p.html"
    page.write_text('<button data-i18n data-i18n-attr="title" data-i18n-domain="site" title="T">'
                    '<span>B</span></button><p data-i18n>C</p>', encoding="utf-8")
    assert tool.html_messages_with_domains(page) == [("T", 1, "site"), ("<span>B</span>", 1, "site"),
                                                     ("C", 1, None)]
