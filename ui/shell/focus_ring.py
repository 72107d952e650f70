"""The keyboard focus ring of a board's shapes (issue 53): the same double ring, white inside
black, as every other control's (``:focus-visible`` in ui/style.css), and drawn *above* the
neighbouring shapes.

An SVG shape drawn early is painted over by the shapes drawn after it (a territory's neighbours
covered half of its ring). So when an SVG button (``role="button"`` inside an ``<svg>``) takes
the focus, a copy of its outline is put at the end of its parent, last in paint order: a
``<g class="focus-ring">`` with the button's own ``transform`` and its first shape twice (a wide
white stroke under a black one). The stylesheet shows it only while the button matches
``:focus-visible`` (``[role=button]:focus-visible ~ .focus-ring``): a mouse click draws none.
It is taken away when the focus leaves.
"""

from __future__ import annotations

from typing import Any

from ui.shell.dom import Dom, missing

#: the shapes a ring can follow (the first in the button is its outline)
SHAPES = "polygon, path, rect, circle, ellipse"
RING = "focus-ring"


def drop(dom: Dom) -> None:
    """Take away every ring on the page."""
    for node in dom.all(f"svg .{RING}"):
        node.remove()


def draw(dom: Dom, node: Any) -> bool:
    """Draw the ring of the focused SVG button ``node`` above its neighbours; True when drawn."""
    drop(dom)
    if missing(node) or missing(getattr(node, "closest", None)):
        return False
    if missing(node.closest("svg")) or str(node.getAttribute("role") or "") != "button":
        return False
    shape = node.querySelector(SHAPES)
    parent = node.parentNode
    if missing(shape) or missing(parent):
        return False
    ring = dom.document.createElementNS("http://www.w3.org/2000/svg", "g")
    ring.setAttribute("class", RING)
    ring.setAttribute("aria-hidden", "true")
    transform = node.getAttribute("transform")
    if not missing(transform) and transform:
        ring.setAttribute("transform", str(transform))
    for part in ("focus-ring-light", "focus-ring-dark"):
        copy = shape.cloneNode(False)
        copy.removeAttribute("id")
        copy.setAttribute("class", part)
        ring.appendChild(copy)
    parent.appendChild(ring)
    return True


def on_focus(dom: Dom, event: Any) -> None:
    """``focusin`` anywhere: a ring for an SVG button, none for anything else."""
    draw(dom, event.target)


def on_blur(dom: Dom, event: Any) -> None:
    """``focusout`` anywhere: the ring goes (the next ``focusin`` draws the next one)."""
    drop(dom)
