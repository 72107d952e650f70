"""One way for every game to explain a card, a token or an icon (issue 49): the words ride on the
element itself, and the page shows them in a bubble, never in a mouse-only ``title``.

* The markup (:func:`explain_attrs`): ``data-explain`` holds the words (the shared CSS in
  ``ui/style.css`` draws them in a bubble under the element on hover with a mouse, and after a
  long press on a touch screen), ``aria-description`` gives them to a screen reader with the
  element, and ``class="explained"`` marks it. An element that is not a control anyway is made
  focusable by a tap (``tabindex="-1"``: no extra Tab stop), so a tap shows the words too.
* The focus bubble (:class:`ui.shell.reasons.Reasons`): a focused element with ``data-explain``
  (reached with the keyboard, or tapped when it is not a control) shows the words in the page's
  one shared bubble (``#focus-tip``, ``role="tooltip"``), linked by ``aria-describedby``.

Pure markup: the words come from the game's own catalogue, already translated by the caller.
"""

from __future__ import annotations

from ui.shell.safe_html import esc

#: the class every explained element carries (the shared CSS and the focus bubble look for it)
EXPLAINED = "explained"


def explain_attrs(words: str, control: bool = False) -> str:
    """The attributes (leading space) that explain an element with ``words``; ``control``: the
    element is a button or a link already (it takes focus by itself). Empty words: nothing."""
    said = " ".join(str(words).split())
    if not said:
        return ""
    focus = "" if control else ' tabindex="-1"'
    return f' data-explain="{esc(said)}" aria-description="{esc(said)}"{focus}'


def explained_class(words: str) -> str:
    """``" explained"`` when there are words to explain with, else ``""`` (for a class list)."""
    return " " + EXPLAINED if " ".join(str(words).split()) else ""
