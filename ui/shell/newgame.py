"""The new-game form on the page (its markup is :func:`ui.shell.form.form_html`): drawing it in the
player's language, opening it with the running game's players, keeping the seat rows in line with
the player count, and reading what was chosen.
"""

from __future__ import annotations

import json
import random
from typing import Any, Dict, List, Mapping, NamedTuple, Optional

from engine.core.i18n import words
from ui.shell import games, seats
from ui.shell.colours import PALETTE, colour
from ui.shell.dom import Dom
from ui.shell.form import form_html
from ui.shell.modal import Layer

_, ngettext, pgettext = words("site").functions()


#: the setting (``<game id>/pref-setup``) that keeps the last game's setup for the next form
SETUP = "setup"


def parse_setup(text: str, info: Any) -> Optional[Dict[str, Any]]:
    """The kept setup (untrusted: another build, a hand or an extension may have written it), or
    None unless it is ``{"players", "names", "colours", "seats", "level"}`` with a player count of
    the game, one short name, palette colour and seat choice per player, and a bot level."""
    data = json.loads(text)
    if not isinstance(data, dict):
        return None
    n = data.get("players")
    if type(n) is not int or not info.min_players <= n <= info.max_players:
        return None
    names, colours, kinds = data.get("names"), data.get("colours"), data.get("seats")
    if not all(isinstance(v, list) and len(v) == n for v in (names, colours, kinds)):
        return None
    assert isinstance(names, list) and isinstance(colours, list) and isinstance(kinds, list)
    if not all(isinstance(x, str) and len(x) <= 24 for x in names) \
            or not all(c in PALETTE for c in colours) or not all(k in seats.CHOICES for k in kinds):
        return None
    level = data.get("level")
    return {"players": n, "names": names, "colours": colours, "seats": kinds,
            "level": level if level in seats.LEVELS else "normal"}


def new_seed() -> int:
    """A random seed for a new game (short enough to read out and type again)."""
    return random.randrange(1, 1_000_000)


class Choice(NamedTuple):
    """What the form asks for: a new game's players, colours, seat kinds and seed."""

    names: List[str]
    colours: List[str]
    kinds: List[str]
    seed: int


class NewGameForm:
    """``#new-game``: the form and its fields."""

    def __init__(self, dom: Dom, info: Any, store: Any = None) -> None:
        self.dom = dom
        self.info = info
        #: where the last setup is kept (``ui.shell.storage.Store``; None: not kept)
        self.store = store
        #: the form is modal: the page behind inert, the focus given back when it is cancelled
        self.layer = Layer(dom, "new-game")

    @property
    def open(self) -> bool:
        """True while the form is shown."""
        return not self.dom.el("new-game").hidden

    def draw(self, counts: Mapping[int, str], seed_hint: str) -> None:
        """Draw the form in the language of the moment (its listeners are bound by :meth:`wire`)."""
        self.dom.el("new-game").innerHTML = form_html(self.info, counts, seed_hint)
        self.dom.language_menus()

    def wire(self, on_submit: Any) -> None:
        """Listen to the form (call again after :meth:`draw`): submit, and the fields that change
        the seat rows."""
        dom = self.dom
        dom.on(dom.el("new-game-form"), "submit", on_submit)
        dom.on(dom.el("players-field"), "change", lambda e: self.sync())
        for i in range(self.info.max_players):
            dom.on(dom.el(f'[name="color-{i}"]'), "change", lambda e: self.sync())

    def show(self, session: Any) -> None:
        """Open the form filled with ``session``'s players (if any); it says a running game is kept."""
        dom = self.dom
        running = session is not None and session.actor(session.cursor) is not None
        warn = dom.el("discard-warning")
        if running:
            warn.textContent = games.form_keeps_words(session.cursor)
        warn.hidden = not running
        dom.el("start").textContent = games.start_words()
        dom.el("cancel-new").hidden = session is None
        kept = self.kept()
        if kept is not None:
            dom.el('[name="bot-level"]').value = kept["level"]
        if session is None and kept is not None:  # the setup of the last game started here
            dom.el("players-field").value = str(kept["players"])
            for i in range(kept["players"]):
                dom.el(f'[name="name-{i}"]').value = kept["names"][i]
                dom.el(f'[name="seat-{i}"]').value = kept["seats"][i]
                dom.el(f'[name="color-{i}"]').value = kept["colours"][i]
        if session is not None:
            dom.el("players-field").value = str(len(session.players))
            for i, name in enumerate(getattr(session, "names", session.players)):
                dom.el(f'[name="name-{i}"]').value = name
                dom.el(f'[name="seat-{i}"]').value = seats.to_choice(session.kinds[i])
                chosen = session.colors[i]
                dom.el(f'[name="color-{i}"]').value = chosen if chosen in PALETTE else ""
        self.reseed()
        dom.el("form-error").textContent = ""
        dom.el("new-game").hidden = False
        self.sync()
        self.layer.up()
        dom.el("players-field").focus()

    def hide(self, give_back: bool = False) -> None:
        """Close the form; ``give_back``: the focus returns to where it was when the form opened
        (a cancelled form; after a game starts the focus goes where the person acts next)."""
        self.dom.el("new-game").hidden = True
        if not give_back:
            self.layer.opener = None
        self.layer.down()

    def reseed(self) -> None:
        """Put a fresh random seed in the form."""
        self.dom.el("seed-field").value = str(new_seed())

    def sync(self) -> None:
        """Show the seats of the chosen player count only; paint the colour swatches."""
        dom, info = self.dom, self.info
        n = int(dom.el("players-field").value or info.max_players)
        for i in range(info.max_players):
            off = i >= n
            dom.el(f'[data-seat-row="{i}"]').hidden = off
            for field in ("name", "color", "seat"):
                dom.el(f'[name="{field}-{i}"]').disabled = off
            value = dom.el(f'[name="color-{i}"]').value
            dom.el(f'[data-seat-row="{i}"] .swatch').style.background = colour(value)[0]

    def read(self) -> Choice:
        """What the form says; ``ValueError`` (plain words) for a seed that is no whole number."""
        dom = self.dom
        n = int(dom.el("players-field").value)
        names, colours, kinds = [], [], []
        for i in range(n):
            names.append(dom.el(f'[name="name-{i}"]').value.strip())  # "": named when shown
            colours.append(dom.el(f'[name="color-{i}"]').value)
            kinds.append(seats.from_choice(dom.el(f'[name="seat-{i}"]').value or seats.HUMAN))
        text = dom.el("seed-field").value.strip()
        seed: Optional[int] = None
        if not text:
            seed = new_seed()
        else:
            try:
                seed = int(text)
            except ValueError:
                raise ValueError(_("The seed must be a whole number (or empty for a random one).")) from None
        return Choice(names, colours, kinds, seed)

    def against_bots(self) -> None:
        """Set the form for one person against the computer: the first seat a person, every other
        seat a bot of the chosen level, named by its level (their name fields emptied)."""
        dom = self.dom
        level = dom.el('[name="bot-level"]').value
        level = level if level in seats.LEVELS else "normal"
        n = int(dom.el("players-field").value or self.info.max_players)
        dom.el('[name="seat-0"]').value = seats.HUMAN
        for i in range(1, n):
            dom.el(f'[name="seat-{i}"]').value = level
            dom.el(f'[name="name-{i}"]').value = ""

    def kept(self) -> Optional[Dict[str, Any]]:
        """The setup kept from the last game started with the form (checked), or None."""
        if self.store is None:
            return None
        result: Optional[Dict[str, Any]] = self.store.read_setting(SETUP, lambda t: parse_setup(t, self.info))
        return result

    def remember(self, choice: Choice) -> None:
        """Keep ``choice``'s setup (not its seed) for the next form (best effort)."""
        if self.store is None:
            return
        level = self.dom.el('[name="bot-level"]').value
        data = {"players": len(choice.names), "names": choice.names, "colours": choice.colours,
                "seats": [seats.to_choice(k) for k in choice.kinds],
                "level": level if level in seats.LEVELS else "normal"}
        self.store.write_pref(SETUP, json.dumps(data, ensure_ascii=False), note=False)

    def error(self, text: str) -> None:
        """Say under the form why it cannot start."""
        self.dom.el("form-error").textContent = text
