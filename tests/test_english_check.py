"""The browser tests' check for English words left in a translated page (e2e/language.py): it
finds English and spares names (no browser needed: it runs with the unit tests)."""

from __future__ import annotations

from e2e.language import english_words


def test_the_english_word_check_finds_english_and_spares_names():
    assert english_words("Ann moves a buffalo to C3") == ["buffalo", "moves", "to"]
    assert english_words("Ann setzt einen Büffel nach C3 · Wind River", allow=["Ann"]) == []
    assert english_words("Bob déplace un bison vers C3 et passe") == []
