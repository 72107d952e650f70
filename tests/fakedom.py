"""A fake browser DOM in pure Python, so the pages' Python (ui/*/page.py) runs in unit tests.

It models what those pages use, the way a browser does it: parsing a page or an ``innerHTML``
(entities decoded, void elements, SVG's camel-case names), serialising it again, the element
properties the pages read and write, CSS selectors (a strict subset: anything else raises
``ValueError``, so an unsupported selector is seen rather than silently missed), the focus,
events that bubble, and a window with Web Storage (an optional quota), a location and history, a
clock and a timer queue, a console whose errors are recorded, and downloads through a Blob URL.

Anything read that this fake does not know is ``None`` (JS ``undefined``), never an error.

Start a page with :func:`install` (fake ``pyscript`` and ``pyodide.ffi`` modules in
``sys.modules``, forwarding to the current window) and :func:`load_page` (a built page, its
``<!-- include: -->`` markers expanded as scripts/partials.py does). Standard library only.
"""

from __future__ import annotations

import re
import sys
import traceback
import types
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Tuple, Union
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent

VOID = frozenset(("area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
                  "track", "wbr"))
#: raw text: not parsed (``noscript`` too, as in a browser with scripting on)
RAW_TEXT = frozenset(("script", "style", "noscript"))
#: a start tag closes these open elements first (the parser's implied end tags, simplified)
IMPLIED_END = {
    "li": {"li", "p"}, "option": {"option"}, "optgroup": {"option", "optgroup"},
    "dt": {"dt", "dd", "p"}, "dd": {"dt", "dd", "p"}, "tr": {"tr", "td", "th"},
    "td": {"td", "th"}, "th": {"td", "th"},
}
BLOCKS = frozenset((
    "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figure",
    "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre",
    "section", "table", "ul"))
SVG_TAGS = {t.lower(): t for t in (
    "foreignObject", "linearGradient", "radialGradient", "clipPath", "textPath", "feGaussianBlur",
    "feOffset", "feBlend", "feColorMatrix", "feMerge", "feMergeNode", "feFlood", "feComposite",
    "animateTransform")}
SVG_ATTRS = {a.lower(): a for a in (
    "viewBox", "preserveAspectRatio", "gradientUnits", "gradientTransform", "patternUnits",
    "patternContentUnits", "markerWidth", "markerHeight", "markerUnits", "refX", "refY",
    "stdDeviation", "textLength", "lengthAdjust", "pathLength", "clipPathUnits", "startOffset")}
FOCUSABLE = frozenset(("button", "input", "select", "textarea"))


def js_str(value: Any) -> str:
    """``String(value)`` as JS writes it (``true``, ``null``, ``3`` for 3.0)."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


class NodeList(list):
    """A static list of nodes with the JS names (``length``, ``item(i)``)."""

    @property
    def length(self) -> int:
        """How many nodes."""
        return len(self)

    def item(self, i: int) -> Any:
        """The node at ``i``, or None."""
        return self[i] if 0 <= i < len(self) else None


class JsArray(list):
    """A list with the JS array names the pages call (``length``, ``push``)."""

    @property
    def length(self) -> int:
        """How many items."""
        return len(self)

    def push(self, *items: Any) -> int:
        """Append ``items``; the new length."""
        self.extend(items)
        return len(self)


class Undefined:
    """Mixin: reading an unknown attribute gives None (JS ``undefined``) instead of raising."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return None


# ---- events ------------------------------------------------------------------------------------------
class FakeEvent(Undefined):
    """A DOM event (bubbling unless ``bubbles=False``); ``preventDefault`` sets
    ``defaultPrevented``, ``stopPropagation`` stops it after the current node."""

    def __init__(self, type: str, target: Any = None, key: Optional[str] = "", ctrlKey: bool = False,
                 metaKey: bool = False, shiftKey: bool = False, altKey: bool = False,
                 bubbles: bool = True, detail: Any = None, **extra: Any) -> None:
        self.type = type
        self.target = target
        self.currentTarget: Any = None
        self.key = key
        self.ctrlKey, self.metaKey, self.shiftKey, self.altKey = ctrlKey, metaKey, shiftKey, altKey
        self.bubbles = bubbles
        self.detail = detail
        self.defaultPrevented = False
        self.stopped = False
        self.stopped_now = False
        for k, v in extra.items():
            setattr(self, k, v)

    def preventDefault(self) -> None:
        """Ask that the browser's default action does not happen."""
        self.defaultPrevented = True

    def stopPropagation(self) -> None:
        """No node after the current one sees the event."""
        self.stopped = True

    def stopImmediatePropagation(self) -> None:
        """No further listener sees the event, not even on this node."""
        self.stopped = self.stopped_now = True


class EventTarget(Undefined):
    """addEventListener / removeEventListener / dispatchEvent."""

    def _listeners(self) -> Dict[str, List[Callable]]:
        found: Optional[Dict[str, List[Callable]]] = self.__dict__.get("_event_listeners")
        if found is None:
            found = {}
            self.__dict__["_event_listeners"] = found
        return found

    def addEventListener(self, type: str, listener: Any, options: Any = None) -> None:
        """Listen to ``type`` events (the same listener twice counts once)."""
        fns = self._listeners().setdefault(type, [])
        if listener not in fns:
            fns.append(listener)

    def removeEventListener(self, type: str, listener: Any, options: Any = None) -> None:
        """Stop listening."""
        fns = self._listeners().get(type, [])
        if listener in fns:
            fns.remove(listener)

    def listener_count(self, type: str) -> int:
        """How many listeners ``type`` has here (for tests)."""
        return len(self._listeners().get(type, []))

    def _parent_target(self) -> Any:
        return None

    def dispatchEvent(self, event: FakeEvent) -> bool:
        """Dispatch ``event`` at this target and bubble it up (to the document, then its
        window); False when a listener called ``preventDefault``. A listener that raises is
        reported on the window's console (as a browser does) and the others still run."""
        event.target = self
        path: List[Any] = []
        node: Any = self
        while node is not None:
            path.append(node)
            node = node._parent_target()
        for current in path if event.bubbles else path[:1]:
            event.currentTarget = current
            for fn in list(current._listeners().get(event.type, [])):
                try:
                    fn(event)
                except Exception:
                    _report(self, traceback.format_exc())
                if event.stopped_now:
                    break
            if event.stopped:
                break
        event.currentTarget = None
        return not event.defaultPrevented


def _report(target: Any, text: str) -> None:
    """An uncaught error in a listener or timer: onto the window's console, else raised."""
    doc = target if isinstance(target, FakeDocument) else getattr(target, "ownerDocument", None)
    win = target if isinstance(target, FakeWindow) else getattr(doc, "defaultView", None)
    if win is None:
        raise RuntimeError(text)
    win.console.error(text)


# ---- nodes -------------------------------------------------------------------------------------------
class Node(EventTarget):
    """What text, comments and elements share."""

    nodeType = 0

    def __init__(self, doc: Optional[FakeDocument]) -> None:
        self.ownerDocument = doc
        self.parentNode: Optional[Node] = None

    def _parent_target(self) -> Any:
        return self.parentNode

    @property
    def parentElement(self) -> Optional[FakeElement]:
        """The parent if it is an element."""
        p = self.parentNode
        return p if isinstance(p, FakeElement) else None

    @property
    def isConnected(self) -> bool:
        """True when the node is in its document."""
        node: Optional[Node] = self
        while node is not None:
            if isinstance(node, FakeDocument):
                return True
            node = node.parentNode
        return False

    def isSameNode(self, other: Any) -> bool:  # noqa: N802 - the DOM's name
        """True when ``other`` is this very node."""
        return other is self

    def remove(self) -> None:
        """Take the node out of its parent."""
        if self.parentNode is not None:
            self.parentNode.removeChild(self)

    @property
    def nextSibling(self) -> Optional[Node]:
        """The next node of the parent."""
        p = self.parentNode
        if p is None:
            return None
        kids = p.childNodes
        i = kids.index(self) + 1
        return kids[i] if i < len(kids) else None

    @property
    def previousSibling(self) -> Optional[Node]:
        """The previous node of the parent."""
        p = self.parentNode
        if p is None:
            return None
        kids = p.childNodes
        i = kids.index(self)
        return kids[i - 1] if i > 0 else None


class CharacterData(Node):
    """What text and comment nodes share: their ``data``, also read and written as
    ``textContent`` and ``nodeValue`` (the pages' morph compares and sets ``nodeValue``)."""

    _attrs: Dict[str, str] = {}    # none (never written: the tree walk reads it)
    childNodes: Tuple[Node, ...] = ()

    def __init__(self, doc: Optional[FakeDocument], data: str) -> None:
        super().__init__(doc)
        self.data = data

    @property
    def textContent(self) -> str:
        """The node's text."""
        return self.data

    @textContent.setter
    def textContent(self, value: Any) -> None:
        self.data = "" if value is None else js_str(value)

    nodeValue = textContent


class FakeText(CharacterData):
    """A text node."""

    nodeType = 3
    nodeName = "#text"


class FakeComment(CharacterData):
    """A comment node (kept so that serialising gives back what was parsed)."""

    nodeType = 8
    nodeName = "#comment"


class ParentNode(Node):
    """Children, tree editing, selectors and text: what elements and documents share."""

    def __init__(self, doc: Optional[FakeDocument]) -> None:
        super().__init__(doc)
        self.childNodes: List[Node] = []

    # ---- the tree --------------------------------------------------------------------------------
    @property
    def children(self) -> NodeList:
        """The element children."""
        return NodeList(n for n in self.childNodes if isinstance(n, FakeElement))

    @property
    def childElementCount(self) -> int:
        """How many element children."""
        return sum(1 for n in self.childNodes if isinstance(n, FakeElement))

    @property
    def firstChild(self) -> Optional[Node]:
        """The first child node."""
        return self.childNodes[0] if self.childNodes else None

    @property
    def lastChild(self) -> Optional[Node]:
        """The last child node."""
        return self.childNodes[-1] if self.childNodes else None

    @property
    def firstElementChild(self) -> Optional[FakeElement]:
        """The first element child."""
        return next((n for n in self.childNodes if isinstance(n, FakeElement)), None)

    @property
    def lastElementChild(self) -> Optional[FakeElement]:
        """The last element child."""
        return next((n for n in reversed(self.childNodes) if isinstance(n, FakeElement)), None)

    def _adopt(self, node: Node) -> None:
        if not isinstance(node, Node):
            raise TypeError(f"not a node: {node!r}")
        n: Optional[Node] = self
        while n is not None:
            if n is node:
                raise ValueError("HierarchyRequestError: a node cannot contain itself")
            n = n.parentNode
        node.remove()
        node.parentNode = self
        _set_doc(node, self.ownerDocument if not isinstance(self, FakeDocument) else self)

    def appendChild(self, node: Node) -> Node:
        """Move ``node`` to the end of the children."""
        self._adopt(node)
        self.childNodes.append(node)
        _moved(self, node)
        return node

    def insertBefore(self, node: Node, ref: Optional[Node]) -> Node:
        """Move ``node`` before ``ref`` (at the end when ``ref`` is None)."""
        if ref is None:
            return self.appendChild(node)
        if ref.parentNode is not self:
            raise ValueError("NotFoundError: the reference node is not a child")
        if node is ref:
            return node
        self._adopt(node)
        self.childNodes.insert(self.childNodes.index(ref), node)
        _moved(self, node)
        return node

    def removeChild(self, node: Node) -> Node:
        """Take ``node`` out of the children."""
        if node.parentNode is not self:
            raise ValueError("NotFoundError: not a child")
        self.childNodes.remove(node)
        node.parentNode = None
        _moved(self, node)
        doc = self.ownerDocument if not isinstance(self, FakeDocument) else self
        if doc is not None and doc._focused is not None and node_contains(node, doc._focused):
            doc._focused = None  # a removed element loses the focus (no blur event, as in browsers)
        return node

    def replaceChild(self, new: Node, old: Node) -> Node:
        """Put ``new`` where ``old`` is."""
        self.insertBefore(new, old)
        return self.removeChild(old)

    def _nodes(self, items: Iterable[Any]) -> List[Node]:
        doc = self if isinstance(self, FakeDocument) else self.ownerDocument
        return [n if isinstance(n, Node) else FakeText(doc, js_str(n)) for n in items]

    def append(self, *items: Any) -> None:
        """Append nodes (strings become text)."""
        for n in self._nodes(items):
            self.appendChild(n)

    def prepend(self, *items: Any) -> None:
        """Insert nodes (strings become text) before the first child."""
        first = self.firstChild
        for n in self._nodes(items):
            self.insertBefore(n, first)

    def replaceChildren(self, *items: Any) -> None:
        """Replace every child with ``items`` (strings become text)."""
        new = self._nodes(items)
        for n in list(self.childNodes):
            self.removeChild(n)
        for n in new:
            self.appendChild(n)

    def contains(self, other: Any) -> bool:
        """True when ``other`` is this node or inside it."""
        return isinstance(other, Node) and node_contains(self, other)

    # ---- text ------------------------------------------------------------------------------------
    @property
    def textContent(self) -> str:
        """Every descendant text, in order."""
        parts: List[str] = []
        _collect_text(self, parts)
        return "".join(parts)

    @textContent.setter
    def textContent(self, value: Any) -> None:
        text = "" if value is None else js_str(value)
        self.replaceChildren(*([text] if text else []))

    @property
    def innerText(self) -> str:
        """The text (no layout here: the same as ``textContent``)."""
        return self.textContent

    @innerText.setter
    def innerText(self, value: Any) -> None:
        self.textContent = value

    # ---- selectors -------------------------------------------------------------------------------
    def querySelectorAll(self, selector: str) -> NodeList:
        """Every descendant element matching ``selector``, in document order."""
        return NodeList(_select(self, selector, False))

    def querySelector(self, selector: str) -> Optional[FakeElement]:
        """The first descendant element matching ``selector``, or None."""
        if selector == ":focus":  # the focused element, if it is inside (no walk needed)
            doc = self if isinstance(self, FakeDocument) else self.ownerDocument
            f = doc._focused if doc is not None else None
            inside = f is not None and f is not self and f.isConnected and node_contains(self, f)
            return f if inside else None
        found = _select(self, selector, True)
        return found[0] if found else None

    def getElementsByTagName(self, tag: str) -> NodeList:
        """Descendant elements of one tag (``*``: all)."""
        t = tag.lower()
        return NodeList(e for e in _descendants(self) if t == "*" or e.localName.lower() == t)


def node_contains(outer: Node, inner: Node) -> bool:
    """True when ``inner`` is ``outer`` or inside it."""
    n: Optional[Node] = inner
    while n is not None:
        if n is outer:
            return True
        n = n.parentNode
    return False


def _set_doc(node: Node, doc: Optional[FakeDocument]) -> None:
    if node.ownerDocument is doc:
        return
    node.ownerDocument = doc
    if isinstance(node, ParentNode):
        for child in node.childNodes:
            _set_doc(child, doc)


def _collect_text(node: ParentNode, parts: List[str]) -> None:
    for child in node.childNodes:
        if isinstance(child, FakeText):
            parts.append(child.data)
        elif isinstance(child, ParentNode):
            _collect_text(child, parts)


def _descendants(node: ParentNode) -> Iterator[FakeElement]:
    """The element descendants of ``node`` in document order (a stack, not nested generators:
    the page's trees are deep and this is the fake browser's hottest loop)."""
    stack = [c for c in reversed(node.childNodes) if isinstance(c, FakeElement)]
    while stack:
        el = stack.pop()
        yield el
        kids = el.childNodes
        if kids:
            stack.extend(c for c in reversed(kids) if isinstance(c, FakeElement))


def _select(root: ParentNode, selector: str, first: bool) -> List[FakeElement]:
    """The element descendants of ``root`` matching ``selector`` in document order (only the
    first when ``first``).

    The fake browser's hottest code, so it works as a browser does, from indexes: when the
    selector's last compound names an id, a class or an attribute (``#x``, ``.x``, ``[a]``,
    ``[a=v]``), only the elements carrying it are matched (:func:`_having`); when an ancestor
    compound is a lone id (``#x .y``) that is unique in the document, only that element's subtree
    is searched. Anything else is matched element by element in one walk."""
    compiled = compile_selector(selector)
    plan = _PLANS.get(selector)
    if plan is None:
        plan = _PLANS[selector] = _plan(compiled)
    key, value, scope_id = plan
    start: ParentNode = root
    if scope_id is not None and (isinstance(root, FakeDocument) or root.isConnected):
        doc = root if isinstance(root, FakeDocument) else root.ownerDocument
        assert doc is not None
        scopes = _having(doc, ("id", scope_id))
        if not scopes:
            return []  # nothing can have that ancestor
        if len(scopes) == 1:
            scope = scopes[0]
            if node_contains(root, scope):
                start = scope
            elif not node_contains(scope, root):
                return []
    out: List[FakeElement] = []
    if key is not None:
        name = key if isinstance(key, str) else key[0]
        for el in _having(start, key):
            if (value is None or el._attrs[name] == value) and _matches(el, compiled):
                out.append(el)
                if first:
                    break
        return out
    stack = list(reversed(start.childNodes))
    pop, push = stack.pop, stack.extend
    while stack:
        node = pop()
        if isinstance(node, FakeElement) and _matches(node, compiled):
            out.append(node)
            if first:
                break
        kids = node.childNodes
        if kids:
            push(reversed(kids))
    return out


#: what :func:`_having` lists: the elements carrying an attribute (its name), or carrying one id
#: or one class (``("id", x)``, ``("class", x)``)
Key = Union[str, Tuple[str, str]]


def _keys(name: str, value: str) -> List[Key]:
    """The keys an attribute ``name="value"`` puts an element under."""
    if name == "id":
        return [name, ("id", value)]
    if name == "class":
        return [name, *(("class", c) for c in value.split())]
    return [name]


def _changed(node: Node, keys: Iterable[Key]) -> None:
    """Note that the elements under ``keys`` changed in ``node``'s document (the lists
    :func:`_having` keeps for them are stale)."""
    doc = node if isinstance(node, FakeDocument) else node.ownerDocument
    if doc is not None and doc._indexed:
        epochs = doc._epochs
        for key in keys:
            epochs[key] = epochs.get(key, 0) + 1


def _moved(parent: ParentNode, node: Node) -> None:
    """Note that ``node`` came into or left ``parent``: every key of its subtree changed (nothing
    to note in a document that keeps no lists yet, such as the parser's own)."""
    doc = parent if isinstance(parent, FakeDocument) else parent.ownerDocument
    if doc is None or not doc._indexed:
        return
    keys: set = set()
    stack = [node]
    while stack:
        n = stack.pop()
        for name, value in n._attrs.items():
            keys.update(_keys(name, value))
        stack.extend(n.childNodes)
    if keys:
        _changed(parent, keys)


def _having(root: ParentNode, key: Key) -> List[FakeElement]:
    """The elements of ``root``'s subtree under ``key`` (:data:`Key`), in document order; kept
    until the document notes a change of ``key``: every subtree that the tree-editing methods
    put in or take out, and every ``setAttribute``/``removeAttribute``, note theirs (the only
    ways in; a parsed or copied subtree is noted when it is inserted)."""
    doc = root if isinstance(root, FakeDocument) else root.ownerDocument
    kept: Dict[Key, Tuple[int, List[FakeElement]]] = root.__dict__.setdefault("_having", {})
    epoch = doc._epochs.get(key, 0) if doc is not None else -1
    hit = kept.get(key)
    if hit is not None and hit[0] == epoch >= 0:
        return hit[1]
    out: List[FakeElement] = []
    stack = list(reversed(root.childNodes))
    pop, push = stack.pop, stack.extend
    if isinstance(key, str):
        while stack:
            node = pop()
            if key in node._attrs:
                out.append(node)  # type: ignore[arg-type]
            kids = node.childNodes
            if kids:
                push(reversed(kids))
    else:
        name, want = key
        while stack:
            node = pop()
            have = node._attrs.get(name)
            if have is not None and (have == want if name == "id" else want in have.split()):
                out.append(node)  # type: ignore[arg-type]
            kids = node.childNodes
            if kids:
                push(reversed(kids))
    kept[key] = (epoch, out)
    if doc is not None:
        doc._indexed = True
    return out


#: per selector: the key of :func:`_having` its matches are all under (None: none), the value
#: that attribute must have (None: any), and the id an ancestor compound is made of alone
_PLANS: Dict[str, Tuple[Optional[Key], Optional[str], Optional[str]]] = {}


def _plan(compiled: List[Complex]) -> Tuple[Optional[Key], Optional[str], Optional[str]]:
    """How :func:`_select` answers ``compiled`` (a selector list is matched element by element)."""
    if len(compiled) != 1:
        return None, None, None
    parts = compiled[0]
    key: Optional[Key] = None
    value: Optional[str] = None
    for kind, a, op, v in parts[0][0][1]:
        if kind in ("id", "class"):
            key, value = (kind, a), None
            break
        # an attribute with the same name in HTML and SVG (an HTML element's names are lower case)
        if kind == "attr" and op in ("", "=") and a == a.lower():
            key, value = a, (None if op == "" else (v or ""))
            break
    scope_id = None
    for compound, _ in parts[1:]:
        tag, tests = compound
        if tag is None and len(tests) == 1 and tests[0][0] == "id":
            scope_id = str(tests[0][1])
            break
    return key, value, scope_id


# ---- elements ----------------------------------------------------------------------------------------
def _camel(name: str) -> str:
    return re.sub(r"-([a-z])", lambda m: m.group(1).upper(), name)


def _kebab(name: str) -> str:
    return re.sub(r"[A-Z]", lambda m: "-" + m.group(0).lower(), name)


class Dataset:
    """``element.dataset``: the data-* attributes under camelCase names, both ways."""

    _el: FakeElement

    def __init__(self, element: FakeElement) -> None:
        object.__setattr__(self, "_el", element)

    def __getattr__(self, name: str) -> Optional[str]:
        if name.startswith("_"):
            raise AttributeError(name)
        el: FakeElement = object.__getattribute__(self, "_el")
        return el.getAttribute("data-" + _kebab(name))

    def __setattr__(self, name: str, value: Any) -> None:
        self._el.setAttribute("data-" + _kebab(name), value)

    def __delattr__(self, name: str) -> None:
        self._el.removeAttribute("data-" + _kebab(name))

    __getitem__ = __getattr__
    __setitem__ = __setattr__
    __delitem__ = __delattr__

    def __contains__(self, name: str) -> bool:
        return self._el.hasAttribute("data-" + _kebab(name))

    def to_dict(self) -> Dict[str, str]:
        """Every data-* attribute, camelCase keys."""
        return {_camel(k[5:]): v for k, v in self._el._attrs.items() if k.startswith("data-")}


class ClassList:
    """``element.classList`` over the class attribute."""

    def __init__(self, element: FakeElement) -> None:
        self._el = element

    def _names(self) -> List[str]:
        return (self._el.getAttribute("class") or "").split()

    def _write(self, names: List[str]) -> None:
        self._el.setAttribute("class", " ".join(dict.fromkeys(names)))

    def contains(self, name: str) -> bool:
        """True when the class is there."""
        return name in self._names()

    def add(self, *names: str) -> None:
        """Add classes."""
        self._write(self._names() + list(names))

    def remove(self, *names: str) -> None:
        """Remove classes."""
        if self._el.hasAttribute("class"):
            self._write([n for n in self._names() if n not in names])

    def toggle(self, name: str, force: Optional[bool] = None) -> bool:
        """Add or remove ``name`` (``force`` says which); True when it is there afterwards."""
        on = not self.contains(name) if force is None else bool(force)
        if on:
            self.add(name)
        else:
            self.remove(name)
        return on

    @property
    def length(self) -> int:
        """How many classes."""
        return len(self._names())

    @property
    def value(self) -> str:
        """The class attribute."""
        return self._el.getAttribute("class") or ""

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())


class Style:
    """``element.style`` over the style attribute: ``setProperty``, ``getPropertyValue``,
    ``removeProperty`` and camelCase assignment (``style.background = "x"``)."""

    _el: FakeElement

    def __init__(self, element: FakeElement) -> None:
        object.__setattr__(self, "_el", element)

    def _read(self) -> Dict[str, str]:
        out: Dict[str, str] = {}
        for part in (self._el.getAttribute("style") or "").split(";"):
            if ":" in part:
                k, v = part.split(":", 1)
                out[k.strip()] = v.strip()
        return out

    def _write(self, props: Dict[str, str]) -> None:
        if props:
            self._el.setAttribute("style", " ".join(f"{k}: {v};" for k, v in props.items()))
        else:
            self._el.removeAttribute("style")

    def setProperty(self, name: str, value: Any, priority: str = "") -> None:
        """Set one property (an empty value removes it)."""
        props = self._read()
        text = "" if value is None else js_str(value)
        if text:
            props[name] = text
        else:
            props.pop(name, None)
        self._write(props)

    def getPropertyValue(self, name: str) -> str:
        """One property's value, or ""."""
        return self._read().get(name, "")

    def removeProperty(self, name: str) -> str:
        """Remove one property; its old value."""
        props = self._read()
        old = props.pop(name, "")
        self._write(props)
        return old

    @property
    def cssText(self) -> str:
        """The declarations."""
        return self._el.getAttribute("style") or ""

    def __getattr__(self, name: str) -> str:
        if name.startswith("_"):
            raise AttributeError(name)
        return self.getPropertyValue(_kebab(name))

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "cssText":
            self._el.setAttribute("style", js_str(value))
        else:
            self.setProperty(_kebab(name), value)


class Rect(Undefined):
    """``getBoundingClientRect()``: no layout here, so all zeros."""

    x = y = top = bottom = left = right = width = height = 0


class FakeFile(Undefined):
    """A chosen file: ``name``, ``size`` (bytes) and ``text()`` (a resolved promise)."""

    def __init__(self, name: str, text: str, type: str = "") -> None:
        self.name, self._text, self.type = name, text, type
        self.size = len(text.encode("utf-8"))

    def text(self) -> FakePromise:
        """The file's text."""
        return FakePromise(self._text)


class FakePromise(Undefined):
    """A settled promise; ``then`` calls its callback at once (no microtask queue here)."""

    def __init__(self, value: Any = None, error: Any = None, failed: bool = False) -> None:
        self.value, self.error, self.failed = value, error, failed

    def then(self, on_ok: Optional[Callable] = None, on_error: Optional[Callable] = None) -> FakePromise:
        """Call ``on_ok`` with the value (or ``on_error`` with the error)."""
        if self.failed:
            if on_error is None:
                return self
            return FakePromise(on_error(self.error))
        return FakePromise(on_ok(self.value) if on_ok is not None else self.value)

    def catch(self, on_error: Callable) -> FakePromise:
        """Call ``on_error`` if the promise failed."""
        return self.then(None, on_error)


def _reflect(attr: str) -> property:
    def get(self: FakeElement) -> str:
        return self.getAttribute(attr) or ""

    def put(self: FakeElement, value: Any) -> None:
        self.setAttribute(attr, value)

    return property(get, put, doc=f"The {attr} attribute.")


def _flag(attr: str, tags: Optional[frozenset] = None) -> property:
    """A boolean attribute's property: on every HTML element (``tags`` None) or only on those
    tags; elsewhere (and on SVG elements) JS has no such property: reading gives None
    (``undefined``) and writing keeps a plain value that changes no attribute."""

    def get(self: FakeElement) -> Optional[bool]:
        if self.svg or (tags is not None and self.localName not in tags):
            found: Optional[bool] = self._expando.get(attr)
            return found
        return self.hasAttribute(attr)

    def put(self: FakeElement, value: Any) -> None:
        if self.svg or (tags is not None and self.localName not in tags):
            self._expando[attr] = value
        else:
            self.toggleAttribute(attr, bool(value))

    return property(get, put, doc=f"The {attr} boolean attribute.")


#: the elements with a ``disabled`` property, and with a ``value`` property
DISABLING = frozenset(("button", "input", "select", "textarea", "option", "optgroup", "fieldset"))
VALUED = frozenset(("button", "input", "select", "textarea", "option", "output", "data", "param", "li"))


class FakeElement(ParentNode):
    """An element; HTML names are case-insensitive, SVG's keep their case."""

    nodeType = 1

    def __init__(self, doc: Optional[FakeDocument], tag: str, svg: bool = False) -> None:
        super().__init__(doc)
        self.svg = svg
        self.localName = SVG_TAGS.get(tag.lower(), tag) if svg else tag.lower()
        self._attrs: Dict[str, str] = {}
        self._value: Optional[str] = None      # an input's or textarea's value once set
        self._checked: Optional[bool] = None   # a checkbox's checkedness once set
        self._selected: Optional[bool] = None  # an option's selectedness once set
        self._files: NodeList = NodeList()
        self._expando: Dict[str, Any] = {}      # properties JS would keep as plain values
        self.scroll_count = 0
        self.select_count = 0

    def __repr__(self) -> str:
        return f"<FakeElement {self.outerHTML[:80]!r}>"

    @property
    def tagName(self) -> str:
        """Upper case for HTML, as written for SVG."""
        return self.localName if self.svg else self.localName.upper()

    nodeName = tagName

    # ---- attributes ------------------------------------------------------------------------------
    def _name(self, name: str) -> str:
        return name if self.svg else name.lower()  # SVG's names are case-sensitive

    def getAttribute(self, name: str) -> Optional[str]:
        """The attribute's value, or None."""
        return self._attrs.get(self._name(name))

    def setAttribute(self, name: str, value: Any) -> None:
        """Set an attribute (the value as JS turns it into a string)."""
        if not re.fullmatch(r"[^\s\"'>/=]+", name):
            raise ValueError(f"InvalidCharacterError: bad attribute name {name!r}")
        key = self._name(name)
        value = js_str(value)
        old = self._attrs.get(key)
        if old != value:
            self._attrs[key] = value
            _changed(self, {*_keys(key, value), *(_keys(key, old) if old is not None else ())})

    def removeAttribute(self, name: str) -> None:
        """Remove an attribute (nothing if absent)."""
        key = self._name(name)
        old = self._attrs.pop(key, None)
        if old is not None:
            _changed(self, _keys(key, old))

    def hasAttribute(self, name: str) -> bool:
        """True when the attribute is there."""
        return self._name(name) in self._attrs

    def toggleAttribute(self, name: str, force: Optional[bool] = None) -> bool:
        """Add (as "") or remove a boolean attribute; True when it is there afterwards."""
        on = not self.hasAttribute(name) if force is None else bool(force)
        if on:
            if not self.hasAttribute(name):
                self.setAttribute(name, "")
        else:
            self.removeAttribute(name)
        return on

    def getAttributeNames(self) -> List[str]:
        """The attributes' names, in order."""
        return list(self._attrs)

    @property
    def dataset(self) -> Dataset:
        """The data-* attributes under camelCase names."""
        return Dataset(self)

    @property
    def classList(self) -> ClassList:
        """The class attribute as a token list."""
        return ClassList(self)

    @property
    def style(self) -> Style:
        """The style attribute as properties."""
        return Style(self)

    id = _reflect("id")
    className = _reflect("class")
    title = _reflect("title")
    name = _reflect("name")
    href = _reflect("href")
    download = _reflect("download")
    placeholder = _reflect("placeholder")
    htmlFor = _reflect("for")
    role = _reflect("role")
    hidden = _flag("hidden")
    disabled = _flag("disabled", DISABLING)
    required = _flag("required", frozenset(("input", "select", "textarea")))
    multiple = _flag("multiple", frozenset(("input", "select")))
    open = _flag("open", frozenset(("details", "dialog")))
    readOnly = _flag("readonly", frozenset(("input", "textarea")))

    @property
    def type(self) -> str:
        """An input's type (``text`` by default), a button's (``submit``), else the attribute."""
        t = (self.getAttribute("type") or "").lower()
        if self.localName == "input":
            return t or "text"
        if self.localName == "button":
            return t if t in ("button", "reset") else "submit"
        if self.localName == "select":
            return "select-multiple" if self.multiple else "select-one"
        return self.getAttribute("type") or ""

    @type.setter
    def type(self, value: Any) -> None:
        self.setAttribute("type", value)

    @property
    def tabIndex(self) -> int:
        """The tabindex attribute (0 for a focusable element without one, else -1)."""
        raw = self.getAttribute("tabindex")
        if raw is not None and re.fullmatch(r"\s*[+-]?\d+\s*", raw):
            return int(raw)
        return 0 if self._natively_focusable() else -1

    @tabIndex.setter
    def tabIndex(self, value: Any) -> None:
        self.setAttribute("tabindex", int(value))

    # ---- form controls ---------------------------------------------------------------------------
    @property
    def value(self) -> Any:
        """A control's value: an input's or textarea's own, a select's chosen option's, an
        option's value attribute (else its text), a button's value attribute; None on elements
        that have no value property (a div, an SVG element)."""
        tag = self.localName
        if self.svg or tag not in VALUED:
            return self._expando.get("value")
        if tag == "select":
            chosen = self._chosen_option()
            return "" if chosen is None else chosen.value
        if tag == "option":
            v = self.getAttribute("value")
            return " ".join(self.textContent.split()) if v is None else v
        if tag == "textarea":
            return self.textContent if self._value is None else self._value
        if tag == "input":
            if self.type == "file":
                return f"C:\\fakepath\\{self._files[0].name}" if self._files else ""
            if self._value is None:
                v = self.getAttribute("value")
                return ("on" if self.type in ("checkbox", "radio") else "") if v is None else v
            return self._value
        if tag == "li":
            raw = (self.getAttribute("value") or "").strip()
            return int(raw) if re.fullmatch(r"[+-]?\d+", raw) else 0
        return self.getAttribute("value") or ""

    @value.setter
    def value(self, value: Any) -> None:
        text = "" if value is None else js_str(value)
        tag = self.localName
        if self.svg or tag not in VALUED:
            self._expando["value"] = value
        elif tag == "select":
            found = False
            for option in self.options:
                option._selected = not found and option.value == text
                found = found or bool(option._selected)
        elif tag == "input" and self.type == "file":
            if text:
                raise ValueError("InvalidStateError: a file input's value can only be emptied")
            self._files = NodeList()
        elif tag in ("input", "textarea"):
            self._value = text
        else:
            self.setAttribute("value", text)

    @property
    def defaultValue(self) -> str:
        """The value attribute (a textarea: its text)."""
        return self.textContent if self.localName == "textarea" else self.getAttribute("value") or ""

    @property
    def options(self) -> NodeList:
        """A select's options."""
        return NodeList(e for e in _descendants(self) if e.localName == "option")

    def _chosen_option(self) -> Optional[FakeElement]:
        options = self.options
        for option in options:
            if option.selected:
                return option
        if self.multiple or any(o._selected is not None for o in options):
            return None
        return next((o for o in options if not o.disabled), None)

    @property
    def selectedIndex(self) -> int:
        """A select's chosen option's index, or -1."""
        chosen = self._chosen_option()
        return -1 if chosen is None else self.options.index(chosen)

    @selectedIndex.setter
    def selectedIndex(self, index: int) -> None:
        for i, option in enumerate(self.options):
            option._selected = i == index

    @property
    def selected(self) -> Optional[bool]:
        """An option's selectedness (its selected attribute until set); None elsewhere."""
        if self.localName != "option" or self.svg:
            found: Optional[bool] = self._expando.get("selected")
            return found
        return self.hasAttribute("selected") if self._selected is None else self._selected

    @selected.setter
    def selected(self, value: Any) -> None:
        if self.localName != "option" or self.svg:
            self._expando["selected"] = value
            return
        select = self.closest("select")
        if value and select is not None and not select.multiple:
            for option in select.options:
                option._selected = False
        self._selected = bool(value)

    @property
    def checked(self) -> Optional[bool]:
        """An input's checkedness (its checked attribute until set); None on other elements."""
        if self.localName != "input" or self.svg:
            found: Optional[bool] = self._expando.get("checked")
            return found
        return self.hasAttribute("checked") if self._checked is None else self._checked

    @checked.setter
    def checked(self, value: Any) -> None:
        if self.localName != "input" or self.svg:
            self._expando["checked"] = value
            return
        if value and self.type == "radio" and self.name:
            scope = self.closest("form") or self.ownerDocument
            if scope is not None:
                for other in scope.querySelectorAll("input"):
                    if other.type == "radio" and other.name == self.name:
                        other._checked = False
        self._checked = bool(value)

    @property
    def files(self) -> Optional[NodeList]:
        """A file input's chosen files (a list with ``length`` and ``item``); None elsewhere."""
        if self.localName == "input" and self.type == "file":
            return self._files
        return None

    @files.setter
    def files(self, value: Iterable[Any]) -> None:
        self._files = NodeList(value or [])

    @property
    def form(self) -> Optional[FakeElement]:
        """The form holding this control (None for anything else)."""
        parent = self.parentElement
        if self.localName not in VALUED or self.svg or parent is None:
            return None
        return parent.closest("form")

    def fill(self, value: Any) -> None:
        """Test helper: set the value as a person would, firing ``input`` then ``change``."""
        self.value = value
        self.dispatchEvent(FakeEvent("input"))
        self.dispatchEvent(FakeEvent("change"))

    # ---- markup ----------------------------------------------------------------------------------
    @property
    def innerHTML(self) -> str:
        """The children, serialised."""
        return "".join(serialize(n) for n in self.childNodes)

    @innerHTML.setter
    def innerHTML(self, html: Any) -> None:
        nodes = parse_fragment(self.ownerDocument, "" if html is None else js_str(html), self)
        self.replaceChildren(*nodes)

    @property
    def outerHTML(self) -> str:
        """This element, serialised."""
        return serialize(self)

    @outerHTML.setter
    def outerHTML(self, html: Any) -> None:
        parent = self.parentNode
        if parent is None:
            raise ValueError("NoModificationAllowedError: no parent")
        context = parent if isinstance(parent, FakeElement) else None
        for n in parse_fragment(self.ownerDocument, js_str(html), context):
            parent.insertBefore(n, self)
        self.remove()

    def insertAdjacentHTML(self, position: str, html: str) -> None:
        """Parse ``html`` and put it beforebegin / afterbegin / beforeend / afterend."""
        where = position.lower()
        context = self if where in ("afterbegin", "beforeend") else self.parentElement
        nodes = parse_fragment(self.ownerDocument, js_str(html), context)
        self._insert_adjacent(where, nodes)

    def insertAdjacentElement(self, position: str, element: FakeElement) -> FakeElement:
        """Put ``element`` beforebegin / afterbegin / beforeend / afterend; returns it."""
        self._insert_adjacent(position.lower(), [element])
        return element

    def insertAdjacentText(self, position: str, text: str) -> None:
        """Put a text node beforebegin / afterbegin / beforeend / afterend."""
        self._insert_adjacent(position.lower(), [FakeText(self.ownerDocument, text)])

    def _insert_adjacent(self, where: str, nodes: List[Node]) -> None:
        parent = self.parentNode
        if where == "beforebegin" or where == "afterend":
            if parent is None:
                raise ValueError("NoModificationAllowedError: no parent")
            ref = self if where == "beforebegin" else self.nextSibling
            for n in nodes:
                parent.insertBefore(n, ref)
        elif where == "afterbegin":
            first = self.firstChild
            for n in nodes:
                self.insertBefore(n, first)
        elif where == "beforeend":
            for n in nodes:
                self.appendChild(n)
        else:
            raise ValueError(f"SyntaxError: bad position {where!r}")

    def cloneNode(self, deep: bool = False) -> FakeElement:
        """A copy (with its children when ``deep``), made as a parsed fragment is copied."""
        if deep:
            copy = _copy_tree(self, self.ownerDocument)
            assert isinstance(copy, FakeElement)
            return copy
        copy = FakeElement(self.ownerDocument, self.localName, self.svg)
        copy._attrs = dict(self._attrs)
        return copy

    # ---- selectors -------------------------------------------------------------------------------
    def matches(self, selector: str) -> bool:
        """True when this element matches ``selector``."""
        return _matches(self, compile_selector(selector))

    def closest(self, selector: str) -> Optional[FakeElement]:
        """This element or its nearest ancestor matching ``selector``, or None."""
        compiled = compile_selector(selector)
        node: Optional[Node] = self
        while isinstance(node, FakeElement):
            if _matches(node, compiled):
                return node
            node = node.parentNode
        return None

    # ---- siblings --------------------------------------------------------------------------------
    @property
    def nextElementSibling(self) -> Optional[FakeElement]:
        """The next element of the parent."""
        n = self.nextSibling
        while n is not None and not isinstance(n, FakeElement):
            n = n.nextSibling
        return n

    @property
    def previousElementSibling(self) -> Optional[FakeElement]:
        """The previous element of the parent."""
        n = self.previousSibling
        while n is not None and not isinstance(n, FakeElement):
            n = n.previousSibling
        return n

    # ---- focus, clicks, layout -------------------------------------------------------------------
    def _natively_focusable(self) -> bool:
        if self.localName in FOCUSABLE:
            return not (self.localName == "input" and self.type == "hidden")
        return self.localName == "a" and self.hasAttribute("href")

    def focusable(self) -> bool:
        """True when :meth:`focus` would take: connected, not hidden (in a ``[hidden]``
        subtree), not inert (in an ``[inert]`` subtree), not disabled, and a control, a link or
        carrying a tabindex."""
        if not self.isConnected or self.closest("[hidden], [inert]") is not None:
            return False
        if self.localName in FOCUSABLE and self.disabled:
            return False
        return self._natively_focusable() or self.hasAttribute("tabindex")

    def focus(self, options: Any = None) -> None:
        """Take the focus (if this element can): ``blur``/``focusout`` on the one that had it,
        then ``focus``/``focusin`` here."""
        doc = self.ownerDocument
        if doc is None or not self.focusable() or doc._focused is self:
            return
        old = doc._focused
        if old is not None:
            old.blur()
        doc._focused = self
        self.dispatchEvent(FakeEvent("focus", bubbles=False))
        self.dispatchEvent(FakeEvent("focusin"))

    def blur(self) -> None:
        """Give up the focus (to the body)."""
        doc = self.ownerDocument
        if doc is None or doc._focused is not self:
            return
        doc._focused = None
        self.dispatchEvent(FakeEvent("blur", bubbles=False))
        self.dispatchEvent(FakeEvent("focusout"))

    def select(self) -> None:
        """Select a field's text (counted in ``select_count``)."""
        self.select_count += 1

    def click(self) -> None:
        """A click: nothing on a disabled control; else a bubbling ``click`` event, then the
        default action (a checkbox toggles, a submit button submits its form, a link with
        ``download`` is recorded in ``window.downloads``)."""
        if self.localName in FOCUSABLE and self.disabled:
            return
        toggle = self.localName == "input" and self.type in ("checkbox", "radio")
        before = self.checked
        if toggle:
            self.checked = True if self.type == "radio" else not before
        event = FakeEvent("click")
        if not self.dispatchEvent(event):
            if toggle:
                self.checked = before  # a prevented click leaves the box as it was
            return
        if toggle and before != self.checked:
            self.dispatchEvent(FakeEvent("input"))
            self.dispatchEvent(FakeEvent("change"))
        self._activate()

    def _activate(self) -> None:
        doc = self.ownerDocument
        win = None if doc is None else doc.defaultView
        submit = (self.localName == "button" and self.type == "submit") or (
            self.localName == "input" and self.type in ("submit", "image"))
        if submit and self.form is not None:
            self.form.requestSubmit()
        elif self.localName == "a" and self.hasAttribute("download") and win is not None:
            win._download(self.download, self.href)
        elif self.localName == "a" and self.href.startswith("#") and win is not None:
            win.location.hash = self.href

    def requestSubmit(self, submitter: Any = None) -> None:
        """A form: fire ``submit`` (nothing navigates here)."""
        self.dispatchEvent(FakeEvent("submit", submitter=submitter))

    def scrollIntoView(self, *args: Any) -> None:
        """No layout here: only counted (``scroll_count``)."""
        self.scroll_count += 1

    def getBoundingClientRect(self) -> Rect:
        """All zeros (no layout)."""
        return Rect()

    offsetHeight = offsetWidth = offsetTop = offsetLeft = clientHeight = clientWidth = 0
    scrollTop = scrollLeft = scrollHeight = scrollWidth = 0


# ---- the document ------------------------------------------------------------------------------------
class FakeDocument(ParentNode):
    """A parsed page."""

    nodeType = 9
    nodeName = "#document"

    def __init__(self) -> None:
        super().__init__(None)
        self._focused: Optional[FakeElement] = None
        self._epochs: Dict[Key, int] = {}  # per key: the changes noted in its trees (see _having)
        self._indexed = False  # True once a list of _having was kept: changes are noted from then on
        self.defaultView: Optional[FakeWindow] = None
        self.readyState = "complete"
        self.visibilityState = "visible"
        self.hidden = False

    def _parent_target(self) -> Any:
        return self.defaultView

    @classmethod
    def from_html(cls, html: str) -> FakeDocument:
        """Parse a whole page (``<html>``, ``<head>`` and ``<body>`` made if missing)."""
        doc = cls()
        builder = _Builder(doc, doc, svg=False)
        builder.feed(html)
        builder.close()
        elements = [n for n in doc.childNodes if isinstance(n, FakeElement)]
        if len(elements) != 1 or elements[0].localName != "html":
            html_el = doc.createElement("html")
            body_el = doc.createElement("body")
            for n in list(doc.childNodes):
                if not isinstance(n, FakeComment):
                    body_el.appendChild(n)
            html_el.appendChild(body_el)
            doc.appendChild(html_el)
        html_el = doc.documentElement
        for tag in ("head", "body"):
            if not any(isinstance(n, FakeElement) and n.localName == tag for n in html_el.childNodes):
                made = doc.createElement(tag)
                html_el.insertBefore(made, html_el.firstChild if tag == "head" else None)
        return doc

    @property
    def documentElement(self) -> FakeElement:
        """The ``<html>`` element."""
        root = self.firstElementChild
        assert root is not None
        return root

    def _top(self, tag: str) -> FakeElement:
        found = next((n for n in self.documentElement.childNodes
                      if isinstance(n, FakeElement) and n.localName == tag), None)
        assert found is not None
        return found

    @property
    def head(self) -> FakeElement:
        """The ``<head>`` element."""
        return self._top("head")

    @property
    def body(self) -> FakeElement:
        """The ``<body>`` element."""
        return self._top("body")

    @property
    def activeElement(self) -> FakeElement:
        """The focused element (the body when none is)."""
        f = self._focused
        if f is not None and f.isConnected:
            return f
        return self.body

    @property
    def title(self) -> str:
        """The ``<title>``'s text."""
        t = self.querySelector("title")
        return "" if t is None else " ".join(t.textContent.split())

    def createElement(self, tag: str) -> FakeElement:
        """A new HTML element (not in the page yet)."""
        return FakeElement(self, tag)

    def createElementNS(self, namespace: Optional[str], tag: str) -> FakeElement:
        """A new element; SVG's namespace makes an SVG element."""
        return FakeElement(self, tag, svg=namespace == "http://www.w3.org/2000/svg")

    def createTextNode(self, text: str) -> FakeText:
        """A new text node."""
        return FakeText(self, text)

    def getElementById(self, id: str) -> Optional[FakeElement]:
        """The first element with this id."""
        found = _having(self, ("id", js_str(id)))
        return found[0] if found else None

    def press(self, key: str, **modifiers: Any) -> FakeEvent:
        """Test helper: a key pressed on the focused element (else the body): ``keydown``, the
        browser's default action unless prevented (Enter or Space on a button clicks it, Enter
        in a form's text field submits the form), then ``keyup``; returns the keydown event.
        Tab does not move the focus here."""
        target = self.activeElement
        event = FakeEvent("keydown", key=key, **modifiers)
        target.dispatchEvent(event)
        if not event.defaultPrevented and not (event.ctrlKey or event.metaKey or event.altKey):
            tag, kind = target.localName, target.type
            toggle = tag == "input" and kind in ("checkbox", "radio")
            button = tag == "button" or toggle or (tag == "input" and kind in ("button", "submit"))
            if button and (key == " " or (key == "Enter" and not toggle)):
                target.click()
            elif (key == "Enter" and target.localName == "input" and target.form is not None
                  and target.type not in ("checkbox", "radio", "file")):
                target.form.requestSubmit()
        target.dispatchEvent(FakeEvent("keyup", key=key, **modifiers))
        return event


# ---- parsing and serialising -------------------------------------------------------------------------
class _Builder(HTMLParser):
    """Builds nodes under ``root`` (a tree builder simplified to what well-formed pages need:
    implied end tags of li, option, p, table cells, an implied tbody; stray end tags ignored)."""

    def __init__(self, doc: FakeDocument, root: ParentNode, svg: bool) -> None:
        super().__init__(convert_charrefs=True)
        self.doc = doc
        self.stack: List[ParentNode] = [root]
        self.svg_root = svg

    def _in_svg(self) -> bool:
        top = self.stack[-1]
        if len(self.stack) > 1 and isinstance(top, FakeElement):
            return top.svg and top.localName != "foreignObject"
        return self.svg_root

    def _put(self, node: Node) -> None:
        """A new node as the last child of the open element (the parser builds fresh trees no
        one has looked at yet: nothing to move out or to note)."""
        top = self.stack[-1]
        top.childNodes.append(node)
        node.parentNode = top

    def _open(self, tag: str, attrs: List[Tuple[str, Optional[str]]], closed: bool) -> None:
        svg = tag == "svg" or self._in_svg()
        if not svg:
            implied = IMPLIED_END.get(tag, set()) | ({"p"} if tag in BLOCKS else set())
            while (len(self.stack) > 1 and isinstance(self.stack[-1], FakeElement)
                   and self.stack[-1].localName in implied):
                self.stack.pop()
        if not svg and tag == "tr":
            top = self.stack[-1]
            if isinstance(top, FakeElement) and top.localName == "table":
                body = FakeElement(self.doc, "tbody")
                top.appendChild(body)  # the parser's implied <tbody>
                self.stack.append(body)
        node = FakeElement(self.doc, tag, svg=svg)
        for k, v in attrs:
            name = SVG_ATTRS.get(k, k) if svg else k
            if name not in node._attrs:
                node._attrs[name] = "" if v is None else v
        self._put(node)
        if not ((closed and svg) or (not svg and tag in VOID)):
            self.stack.append(node)

    def handle_starttag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        self._open(tag, attrs, False)
        if tag == "noscript":  # html.parser knows script and style as raw text, not noscript
            self.set_cdata_mode(tag)

    def handle_startendtag(self, tag: str, attrs: List[Tuple[str, Optional[str]]]) -> None:
        self._open(tag, attrs, True)

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.stack) - 1, 0, -1):
            node = self.stack[i]
            if isinstance(node, FakeElement) and node.localName.lower() == tag:
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        top = self.stack[-1]
        if isinstance(top, FakeDocument):
            return  # text outside <html>: only whitespace in the pages
        last = top.childNodes[-1] if top.childNodes else None
        if isinstance(last, FakeText):
            last.data += data
        else:
            self._put(FakeText(self.doc, data))

    def handle_comment(self, data: str) -> None:
        self._put(FakeComment(self.doc, data))


#: fragments parsed before, by (markup, in SVG, as raw text): the page paints the same markup
#: again and again, and copying a parsed tree is several times cheaper than parsing it
_PARSED: Dict[Tuple[str, bool, bool], List[Node]] = {}
PARSED_KEPT = 4000


def _copy_tree(node: Node, doc: Optional[FakeDocument]) -> Node:
    """A fresh copy of a node and its subtree (a parsed fragment's, or ``cloneNode``'s), owned by
    ``doc``, with no parent."""
    if isinstance(node, FakeText):
        return FakeText(doc, node.data)
    if isinstance(node, FakeComment):
        return FakeComment(doc, node.data)
    assert isinstance(node, FakeElement)
    copy = FakeElement(doc, node.localName, node.svg)
    copy._attrs = dict(node._attrs)
    kids = [_copy_tree(k, doc) for k in node.childNodes]
    for k in kids:
        k.parentNode = copy
    copy.childNodes = kids
    return copy


def parse_fragment(doc: Optional[FakeDocument], html: str, context: Optional[FakeElement]) -> List[Node]:
    """The nodes ``html`` makes as the content of ``context`` (SVG inside an SVG element)."""
    svg = context is not None and context.svg and context.localName != "foreignObject"
    raw = context is not None and context.localName in RAW_TEXT
    key = (html, bool(svg), raw)
    parsed = _PARSED.get(key)
    if parsed is None:
        parsed = _parse_fragment(html, bool(svg), raw)
        if len(_PARSED) >= PARSED_KEPT:
            _PARSED.clear()
        _PARSED[key] = parsed
    owner = FakeDocument() if doc is None else doc
    return [_copy_tree(n, owner) for n in parsed]


def _morph_children(a: ParentNode, new: List[Node]) -> None:
    """``wrMorph``'s walk: make ``a``'s children like ``new`` (fresh nodes, no parent)."""
    kids = list(a.childNodes)
    for i, y in enumerate(new):
        x = kids[i] if i < len(kids) else None
        if x is None:
            a.appendChild(y)
        elif x.nodeType == y.nodeType and x.nodeName == y.nodeName:
            if isinstance(x, FakeElement) and isinstance(y, FakeElement):
                for name in [k for k in x._attrs if k not in y._attrs]:
                    x.removeAttribute(name)
                for name, value in y._attrs.items():
                    if x._attrs.get(name) != value:
                        x.setAttribute(name, value)
                _morph_children(x, list(y.childNodes))
            elif isinstance(x, CharacterData) and isinstance(y, CharacterData) and x.data != y.data:
                x.data = y.data
        else:
            a.replaceChild(y, x)
    for x in kids[len(new):]:
        a.removeChild(x)


def _parse_fragment(html: str, svg: bool, raw: bool) -> List[Node]:
    """:func:`parse_fragment`'s parsing, into a document of its own (copied out by the caller)."""
    holder = FakeDocument()
    box = FakeElement(holder, "template")
    builder = _Builder(holder, box, svg=svg)
    if raw:
        box.childNodes.append(FakeText(holder, html))
        box.childNodes[-1].parentNode = box
    else:
        builder.feed(html)
        builder.close()
    nodes = list(box.childNodes)
    for n in nodes:
        n.parentNode = None
    box.childNodes = []
    return nodes


def _escape_text(text: str) -> str:
    return text.replace("&", "&amp;").replace("\xa0", "&nbsp;").replace("<", "&lt;").replace(">", "&gt;")


def _escape_attr(text: str) -> str:
    return text.replace("&", "&amp;").replace("\xa0", "&nbsp;").replace('"', "&quot;")


def serialize(node: Node) -> str:
    """A node's markup as a browser's ``outerHTML`` writes it."""
    if isinstance(node, FakeText):
        parent = node.parentNode
        raw = isinstance(parent, FakeElement) and not parent.svg and parent.localName in RAW_TEXT
        return node.data if raw else _escape_text(node.data)
    if isinstance(node, FakeComment):
        return f"<!--{node.data}-->"
    if isinstance(node, FakeDocument):
        return "".join(serialize(n) for n in node.childNodes)
    assert isinstance(node, FakeElement)
    attrs = "".join(f' {k}="{_escape_attr(v)}"' for k, v in node._attrs.items())
    tag = node.localName
    if not node.svg and tag in VOID:
        return f"<{tag}{attrs}>"
    return f"<{tag}{attrs}>{''.join(serialize(n) for n in node.childNodes)}</{tag}>"


# ---- selectors ---------------------------------------------------------------------------------------
_IDENT = r"-?[_a-zA-Z\u00a0-\uffff][-\w\u00a0-\uffff]*"
_STRING = r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\''
_ATTR_RE = re.compile(
    r"\[\s*(" + _IDENT + r")\s*(?:([\^*$~|]?=)\s*(" + _STRING + r"|[-\w]+)\s*)?\]")
_SIMPLE_RE = re.compile(r"(\*)|(" + _IDENT + r")|#(" + r"-?[-\w\u00a0-\uffff]+" + r")|\.(" + _IDENT + r")")

#: a compound selector: (tag or None, [id / class / attribute / pseudo tests])
Test = Tuple[str, Any, Any, Any]
Compound = Tuple[Optional[str], List[Test]]
#: a complex selector, right to left: [(compound, combinator to its left: " ", ">" or "")]
Complex = List[Tuple[Compound, str]]

_CACHE: Dict[str, List[Complex]] = {}


def _unquote(value: str) -> str:
    if value[:1] in "\"'":
        return re.sub(r"\\(.)", r"\1", value[1:-1])
    return value


def _parse_compound(text: str, pos: int, selector: str, nested: bool = False) -> Tuple[Compound, int]:
    tag: Optional[str] = None
    tests: List[Test] = []
    start = pos
    while pos < len(text):
        ch = text[pos]
        if ch == "[":
            m = _ATTR_RE.match(text, pos)
            if not m:
                raise ValueError(f"unsupported selector {selector!r} (attribute at {pos})")
            op = m.group(2) or ""
            if op in ("|=",):
                raise ValueError(f"unsupported selector {selector!r} (operator {op})")
            tests.append(("attr", m.group(1), op, _unquote(m.group(3)) if op else None))
            pos = m.end()
        elif ch == ":":
            if text.startswith(":focus", pos) and not re.match(r"[-\w]", text[pos + 6:pos + 7]):
                tests.append(("focus", None, None, None))
                pos += 6
            elif text.startswith(":focus-visible", pos) and not re.match(r"[-\w]", text[pos + 14:pos + 15]):
                tests.append(("focus", None, None, None))  # no pointer here: every focus is the keyboard's
                pos += 14
            elif text.startswith(":not(", pos) and not nested:
                inner, end = _parse_compound(text, pos + 5, selector, nested=True)
                while end < len(text) and text[end] == " ":
                    end += 1
                if end >= len(text) or text[end] != ")" or inner == (None, []):
                    raise ValueError(f"unsupported selector {selector!r} (:not takes one compound)")
                tests.append(("not", inner, None, None))
                pos = end + 1
            else:
                raise ValueError(f"unsupported selector {selector!r} (pseudo-class at {pos})")
        else:
            m = _SIMPLE_RE.match(text, pos)
            if not m:
                break
            if pos > start and (m.group(1) or m.group(2)):
                raise ValueError(f"bad selector {selector!r} (a tag name after {text[start:pos]!r})")
            if m.group(1):
                tag = "*"
            elif m.group(2):
                tag = m.group(2).lower()
            elif m.group(3):
                tests.append(("id", m.group(3), None, None))
            else:
                tests.append(("class", m.group(4), None, None))
            pos = m.end()
    return (tag, tests), pos


def compile_selector(selector: str) -> List[Complex]:
    """A selector list, parsed (and cached); ``ValueError`` for anything unsupported."""
    cached = _CACHE.get(selector)
    if cached is not None:
        return cached
    text = selector.strip()
    out: List[Complex] = []
    current: Complex = []
    combinator = ""
    pos = 0
    if not text:
        raise ValueError("empty selector")
    while pos < len(text):
        ch = text[pos]
        if ch in " \t\n":
            pos += 1
            if current and not combinator:
                combinator = " "
            continue
        if ch in ">,":
            if not current or combinator == ">":
                raise ValueError(f"bad selector {selector!r} at {pos}")
            pos += 1
            if ch == ",":
                out.append(current[::-1])
                current, combinator = [], ""
            else:
                combinator = ">"
            continue
        compound, end = _parse_compound(text, pos, selector)
        if end == pos:
            raise ValueError(f"unsupported selector {selector!r} at {pos}: {text[pos:pos + 10]!r}")
        current.append((compound, combinator if current else ""))
        combinator = ""
        pos = end
    if not current or combinator == ">":
        raise ValueError(f"bad selector {selector!r}")
    out.append(current[::-1])
    _CACHE[selector] = out
    return out


def _attr_op(op: str, have: str, want: Optional[str]) -> bool:
    """``[a]``, ``[a=v]``, ``[a^=v]``, ``[a*=v]``, ``[a$=v]``, ``[a~=v]`` on a present attribute
    (an empty ``v`` matches nothing for the substring operators, as in CSS)."""
    if not op:
        return True
    v = want or ""
    if op == "=":
        return have == v
    if op == "~=":
        return v in have.split()
    if not v:
        return False
    return have.startswith(v) if op == "^=" else have.endswith(v) if op == "$=" else v in have


def _match_compound(el: FakeElement, compound: Compound) -> bool:
    tag, tests = compound
    if tag is not None and tag != "*" and el.localName.lower() != tag:
        return False
    attrs = el._attrs
    for kind, a, op, v in tests:
        if kind == "id":
            if attrs.get("id") != a:
                return False
        elif kind == "class":
            if a not in attrs.get("class", "").split():
                return False
        elif kind == "attr":
            have = attrs.get(a if el.svg else a.lower())
            if have is None:
                return False
            if not _attr_op(op, have, v):
                return False
        elif kind == "focus":
            doc = el.ownerDocument
            if doc is None or doc._focused is not el or not el.isConnected:
                return False
        elif kind == "not" and _match_compound(el, a):
            return False
    return True


def _match_complex(el: FakeElement, parts: Complex, i: int) -> bool:
    compound, combinator = parts[i]
    if not _match_compound(el, compound):
        return False
    if i == len(parts) - 1:
        return True
    node = el.parentNode
    if combinator == ">":
        return isinstance(node, FakeElement) and _match_complex(node, parts, i + 1)
    while isinstance(node, FakeElement):
        if _match_complex(node, parts, i + 1):
            return True
        node = node.parentNode
    return False


def _matches(el: FakeElement, compiled: List[Complex]) -> bool:
    return any(_match_complex(el, parts, 0) for parts in compiled)


# ---- the window --------------------------------------------------------------------------------------
class QuotaExceededError(Exception):
    """Storage is full (``str()`` names it as a browser's DOMException does)."""


class FakeStorage(Undefined):
    """Web Storage over a dict; ``quota`` (characters of keys and values) makes it fill up,
    ``full`` is a quota of nothing (every write that adds raises), ``broken`` makes every call
    raise (storage forbidden). Windows of one origin share the dict (:meth:`FakeWindow.new_tab`);
    a change fires ``storage`` on the *other* windows (as a queued timer, like the browser's task).
    The one fake storage of the tests: the pages' windows and the storage modules' own tests."""

    def __init__(self, quota: Optional[int] = None, broken: bool = False,
                 shared_with: Optional[FakeStorage] = None, full: bool = False) -> None:
        self.data: Dict[str, str] = {} if shared_with is None else shared_with.data
        self.peers: List[FakeStorage] = [] if shared_with is None else shared_with.peers
        self.peers.append(self)
        self.quota: Optional[int] = quota if shared_with is None else shared_with.quota
        if full:
            self.quota = 0
        self.broken = broken
        self.window: Optional[FakeWindow] = None

    @property
    def full(self) -> bool:
        """True when no write that adds anything fits (a quota of 0); setting it False lifts
        the quota."""
        return self.quota == 0

    @full.setter
    def full(self, value: bool) -> None:
        self.quota = 0 if value else None

    def _check(self) -> None:
        if self.broken:
            raise RuntimeError("SecurityError: The operation is insecure.")

    def _changed(self, key: Optional[str], old: Optional[str], new: Optional[str]) -> None:
        for peer in self.peers:
            win = peer.window
            if peer is self or win is None:
                continue
            url = "" if self.window is None else self.window.location.href
            event = FakeEvent("storage", bubbles=False, key=key, oldValue=old, newValue=new,
                              storageArea=peer, url=url)
            win.setTimeout(lambda w=win, e=event: w.dispatchEvent(e), 0)

    def used(self) -> int:
        """Characters held (keys and values)."""
        return sum(len(k) + len(v) for k, v in self.data.items())

    @property
    def length(self) -> int:
        """How many keys."""
        self._check()
        return len(self.data)

    def key(self, i: int) -> Optional[str]:
        """The ``i``-th key, or None."""
        self._check()
        keys = list(self.data)
        return keys[i] if 0 <= i < len(keys) else None

    def getItem(self, key: str) -> Optional[str]:
        """The value, or None."""
        self._check()
        return self.data.get(js_str(key))

    def setItem(self, key: str, value: Any) -> None:
        """Store ``value`` as a string; raises ``QuotaExceededError`` past the quota."""
        self._check()
        k, v = js_str(key), js_str(value)
        old = self.data.get(k)
        if old == v:
            return
        if self.quota is not None:
            after = self.used() - (0 if old is None else len(k) + len(old)) + len(k) + len(v)
            if after > self.quota:
                raise QuotaExceededError(
                    f"QuotaExceededError: Failed to execute 'setItem' on 'Storage': Setting the value "
                    f"of '{k}' exceeded the quota.")
        self.data[k] = v
        self._changed(k, old, v)

    def removeItem(self, key: str) -> None:
        """Remove a key (nothing if absent)."""
        self._check()
        k = js_str(key)
        if k in self.data:
            old = self.data.pop(k)
            self._changed(k, old, None)

    def clear(self) -> None:
        """Remove every key."""
        self._check()
        if self.data:
            self.data.clear()
            self._changed(None, None, None)


class FakeLocation(Undefined):
    """``window.location``: setting ``hash`` (or an ``href`` differing only by it) fires
    ``hashchange`` on the window."""

    def __init__(self, window: FakeWindow, url: str) -> None:
        self._window = window
        self._url = url

    def _parts(self) -> Any:
        return urlsplit(self._url)

    def _set(self, url: str, event: bool) -> None:
        old = self._url
        self._url = url
        if event and old.split("#")[0] == url.split("#")[0] and old != url:
            self._window.dispatchEvent(FakeEvent("hashchange", bubbles=False, oldURL=old, newURL=url))

    @property
    def href(self) -> str:
        """The whole address."""
        return self._url

    @href.setter
    def href(self, url: str) -> None:
        self._set(self._resolve(url), True)

    def _resolve(self, url: str) -> str:
        p = self._parts()
        if url.startswith("#"):
            return self._url.split("#")[0] + url
        if url.startswith("?"):
            return f"{p.scheme}://{p.netloc}{p.path}{url}"
        if url.startswith("/"):
            return f"{p.scheme}://{p.netloc}{url}"
        if "://" in url:
            return url
        base = p.path.rsplit("/", 1)[0]
        return f"{p.scheme}://{p.netloc}{base}/{url.removeprefix('./')}"

    @property
    def hash(self) -> str:
        """``#…`` or ""."""
        f = self._parts().fragment
        return "#" + f if f else ""

    @hash.setter
    def hash(self, value: str) -> None:
        value = js_str(value)
        self._set(self._url.split("#")[0] + ("" if not value else value if value.startswith("#")
                                              else "#" + value), True)

    @property
    def pathname(self) -> str:
        """The path."""
        return self._parts().path or "/"

    @property
    def search(self) -> str:
        """``?…`` or ""."""
        q = self._parts().query
        return "?" + q if q else ""

    @property
    def origin(self) -> str:
        """scheme://host."""
        p = self._parts()
        return f"{p.scheme}://{p.netloc}"

    @property
    def host(self) -> str:
        """The host (and port)."""
        return str(self._parts().netloc)

    @property
    def protocol(self) -> str:
        """``https:``."""
        return self._parts().scheme + ":"

    def toString(self) -> str:
        """The address."""
        return self._url

    def __str__(self) -> str:
        return self._url


class FakeHistory(Undefined):
    """``window.history``: ``replaceState`` and ``pushState`` change the address, no event."""

    def __init__(self, window: FakeWindow) -> None:
        self._window = window
        self.state: Any = None
        self.entries: List[str] = []

    def replaceState(self, state: Any, title: str, url: Optional[str] = None) -> None:
        """Change the current entry's state and address."""
        self.state = state
        if url is not None:
            loc = self._window.location
            loc._set(loc._resolve(js_str(url)), False)

    def pushState(self, state: Any, title: str, url: Optional[str] = None) -> None:
        """A new entry (its address kept in ``entries``)."""
        self.entries.append(self._window.location.href)
        self.replaceState(state, title, url)

    @property
    def length(self) -> int:
        """How many entries."""
        return len(self.entries) + 1


class FakeConsole(Undefined):
    """``console``: what is written is kept in the window's lists."""

    def __init__(self, window: FakeWindow) -> None:
        self._window = window

    def error(self, *args: Any) -> None:
        """Kept in ``window.errors``."""
        self._window.errors.append(" ".join(js_str(a) for a in args))

    def warn(self, *args: Any) -> None:
        """Kept in ``window.warnings``."""
        self._window.warnings.append(" ".join(js_str(a) for a in args))

    def log(self, *args: Any) -> None:
        """Kept in ``window.logs``."""
        self._window.logs.append(" ".join(js_str(a) for a in args))

    info = debug = log


class FakePerformance(Undefined):
    """``performance.now()``: the window's clock (ms)."""

    def __init__(self, window: FakeWindow) -> None:
        self._window = window

    def now(self) -> float:
        """The window's clock, in ms."""
        return float(self._window.clock)


class MediaQuery(Undefined):
    """``matchMedia(q)``: never matches."""

    def __init__(self, query: str) -> None:
        self.media = query
        self.matches = False

    def addEventListener(self, *args: Any) -> None:
        """Ignored (a query here never changes)."""

    removeEventListener = addListener = removeListener = addEventListener


class FakeBlob(Undefined):
    """``new Blob(parts, {type})``."""

    def __init__(self, parts: Iterable[Any] = (), options: Any = None) -> None:
        self.text_value = "".join(js_str(p) for p in parts)
        self.type = (options or {}).get("type", "") if isinstance(options, dict) else ""
        self.size = len(self.text_value.encode("utf-8"))

    @classmethod
    def new(cls, parts: Iterable[Any] = (), options: Any = None) -> FakeBlob:
        """Pyodide's way of calling a JS constructor."""
        return cls(parts, options)

    def text(self) -> FakePromise:
        """The blob's text."""
        return FakePromise(self.text_value)


class FakeURL(Undefined):
    """``URL.createObjectURL`` / ``revokeObjectURL`` over the window's blobs."""

    def __init__(self, window: FakeWindow) -> None:
        self._window = window

    def createObjectURL(self, blob: FakeBlob) -> str:
        """A ``blob:`` address for ``blob``."""
        w = self._window
        url = f"blob:{w.location.origin}/{len(w.blobs) + len(w.revoked) + 1}"
        w.blobs[url] = blob
        return url

    def revokeObjectURL(self, url: str) -> None:
        """Forget the address."""
        if url in self._window.blobs:
            del self._window.blobs[url]
            self._window.revoked.append(url)


class FakeObject(Undefined):
    """``Object.fromEntries``."""

    @staticmethod
    def fromEntries(entries: Iterable[Any]) -> Dict[Any, Any]:
        """A dict from (key, value) pairs."""
        return dict(entries)


class FakeClipboard(Undefined):
    """``navigator.clipboard`` (set it on ``window.navigator``): ``writeText`` keeps the text
    in ``texts``, or fails when ``fail``."""

    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.texts: List[str] = []

    def writeText(self, text: str) -> FakePromise:
        """Copy ``text`` (a settled promise)."""
        if self.fail:
            return FakePromise(error="NotAllowedError", failed=True)
        self.texts.append(text)
        return FakePromise(None)


class FakeNavigator(Undefined):
    """``window.navigator``: no clipboard unless a test sets one."""

    def __init__(self) -> None:
        self.clipboard: Any = None
        self.language = "en"
        self.languages = JsArray(["en"])
        self.userAgent = "fakedom"


class FakeWindow(EventTarget):
    """``window`` for a :class:`FakeDocument` (linked both ways: ``document.defaultView``)."""

    def __init__(self, document: Optional[FakeDocument] = None, url: str = "https://example.test/index.html",
                 quota: Optional[int] = None, shared_with: Optional[FakeWindow] = None) -> None:
        self.document = document if document is not None else FakeDocument.from_html("")
        self.document.defaultView = self
        self.window = self.self = self
        self.localStorage: FakeStorage = FakeStorage(quota, shared_with=None if shared_with is None
                                        else shared_with.localStorage)
        self.localStorage.window = self
        self.sessionStorage = FakeStorage(quota)
        self.sessionStorage.window = self
        self.location = FakeLocation(self, url)
        self.history = FakeHistory(self)
        self.clock = 0.0
        self.performance = FakePerformance(self)
        self.errors: List[str] = []
        self.warnings: List[str] = []
        self.logs: List[str] = []
        self.console = FakeConsole(self)
        self.timers: Dict[int, Tuple[float, int, Callable, Tuple[Any, ...]]] = {}
        self._timer_ids = 0
        self.innerHeight = 800
        self.innerWidth = 1280
        self.devicePixelRatio = 1
        self.navigator = FakeNavigator()
        self.wrTimings = JsArray()
        self.wrLang: Any = None
        self.wrBotTrace: Any = None
        self.Blob = FakeBlob
        self.URL = FakeURL(self)
        self.Object = FakeObject
        self.blobs: Dict[str, FakeBlob] = {}
        self.revoked: List[str] = []
        self.downloads: List[Tuple[str, str]] = []
        self.morphs = 0

    def _parent_target(self) -> Any:
        return None

    def new_tab(self, document: Optional[FakeDocument] = None, url: Optional[str] = None) -> FakeWindow:
        """Another tab of the same site: its own document, session storage and clock, the same
        ``localStorage`` (a change in one fires ``storage`` in the other once its timers run)."""
        return FakeWindow(document, url or self.location.href, shared_with=self)

    def wrMorph(self, node: FakeElement, html: str) -> None:
        """The pages' DOM morph (``window.wrMorph`` of each game page), the same walk: nodes of the
        same kind and name are kept (their attributes and texts brought up to date), others are
        replaced, the rest added or removed; so an element keeps its identity, its listeners and
        the focus as in a browser (counted in ``morphs``). Like the pages' morph, which parses
        ``html`` in a ``<template>``, the markup is parsed as HTML whatever ``node`` is: content
        morphed into an SVG element would be HTML elements (tests/test_fakedom_reference.py)."""
        self.morphs += 1
        _morph_children(node, parse_fragment(node.ownerDocument, "" if html is None else js_str(html), None))

    def matchMedia(self, query: str) -> MediaQuery:
        """A media query that never matches."""
        return MediaQuery(query)

    # ---- timers ----------------------------------------------------------------------------------
    def setTimeout(self, fn: Callable, ms: Any = 0, *args: Any) -> int:
        """Queue ``fn`` to run ``ms`` later on the clock (see :meth:`run_timers`)."""
        self._timer_ids += 1
        delay = max(0.0, float(ms or 0))
        self.timers[self._timer_ids] = (self.clock + delay, self._timer_ids, fn, args)
        return self._timer_ids

    def clearTimeout(self, timer_id: Any) -> None:
        """Drop a queued timer (nothing if it ran or never was)."""
        if isinstance(timer_id, int):
            self.timers.pop(timer_id, None)

    def requestAnimationFrame(self, fn: Callable) -> int:
        """A timer 16 ms later, called with the time."""
        return self.setTimeout(lambda: fn(self.clock), 16)

    cancelAnimationFrame = clearTimeout

    def run_timers(self, ms: Optional[float] = None, limit: int = 100_000) -> int:
        """Run the queued timers in time order, moving the clock to each: all of them (and the
        ones they queue) when ``ms`` is None, else those due within ``ms`` from now (the clock
        then ends ``ms`` later). Returns how many ran; more than ``limit`` raises (a loop)."""
        end = None if ms is None else self.clock + ms
        ran = 0
        while self.timers:
            due, tid, fn, args = min(self.timers.values(), key=lambda t: (t[0], t[1]))
            if end is not None and due > end:
                break
            del self.timers[tid]
            self.clock = max(self.clock, due)
            ran += 1
            if ran > limit:
                raise RuntimeError(f"run_timers: more than {limit} timers (a timer loop?)")
            try:
                fn(*args)
            except Exception:
                self.console.error(traceback.format_exc())
        if end is not None:
            self.clock = max(self.clock, end)
        return ran

    # ---- downloads -------------------------------------------------------------------------------
    def _download(self, name: str, href: str) -> None:
        blob = self.blobs.get(href)
        if blob is None:
            self.console.warn(f"download of {href!r}: no such blob URL")
            return
        self.downloads.append((name, blob.text_value))


# ---- pages and the fake pyscript / pyodide modules ---------------------------------------------------
def page_html(name: str) -> str:
    """A page of the repository as deployed (``<!-- include: -->`` markers expanded)."""
    scripts = str(ROOT / "scripts")
    if scripts not in sys.path:
        sys.path.insert(0, scripts)
    import partials  # scripts/partials.py

    text: str = partials.page_text(ROOT / name)
    return text


def load_page(name: str) -> FakeDocument:
    """``<repo>/<name>`` (e.g. ``manitou.html``) parsed, its partials in."""
    return FakeDocument.from_html(page_html(name))


class _Current:
    """Forwards every attribute to the current window (or its document), so the names the
    pages import once (``from pyscript import document, window``) follow :func:`install`."""

    def __init__(self, what: str) -> None:
        object.__setattr__(self, "_what", what)

    def _target(self) -> Any:
        win = _STATE.get("window")
        if win is None:
            raise RuntimeError("fakedom.install(window) was not called")
        return win.document if self._what == "document" else win

    def __getattr__(self, name: str) -> Any:
        return getattr(self._target(), name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._target(), name, value)

    def __repr__(self) -> str:
        return f"<fakedom current {self._what}>"


_STATE: Dict[str, Any] = {}


def _identity(fn: Any, **options: Any) -> Any:
    return fn


def _to_js(value: Any, dict_converter: Optional[Callable] = None, **options: Any) -> Any:
    if isinstance(value, dict) and dict_converter is not None:
        return dict_converter(list(value.items()))
    return value


def _when(event_type: str, selector: Any = None, **options: Any) -> Callable[[Any], Any]:
    """PyScript's ``when`` for DOM events (pyscript/events.py): a selector, or a list of elements,
    each given ``addEventListener(event_type, wrapper)``; no element is an error, as there."""
    if not selector:
        raise ValueError("Selector required for DOM event handling.")
    elements = list(selector) if isinstance(selector, list) else (
        list(_Current("document").querySelectorAll(selector)) if isinstance(selector, str) else [selector])
    if not elements:
        raise ValueError(f"No elements found for selector: {selector}")

    def decorator(func: Callable[[Any], Any]) -> Callable[[Any], Any]:
        def wrapper(event: Any) -> Any:
            return func(event)
        for element in elements:
            element.addEventListener(event_type, wrapper)
        return wrapper

    return decorator


def install(window: FakeWindow) -> FakeWindow:
    """Make ``window`` the page's: fake ``pyscript`` (``document``, ``window``, ``when``) and
    ``pyodide.ffi`` (``create_proxy``, ``create_once_callable``, ``to_js``: the identity, or a
    dict through ``dict_converter``) modules in ``sys.modules``; call it again for a new page."""
    _STATE["window"] = window
    if not isinstance(sys.modules.get("pyscript"), _FakeModule):
        pyscript = _FakeModule("pyscript")
        pyodide = _FakeModule("pyodide")
        ffi = _FakeModule("pyodide.ffi")
        for module, names in ((pyscript, {"document": _Current("document"), "window": _Current("window"),
                                           "when": _when}),
                              (ffi, {"create_proxy": _identity, "create_once_callable": _identity,
                                     "to_js": _to_js, "JsProxy": object}),
                              (pyodide, {"ffi": ffi})):
            for key, value in names.items():
                setattr(module, key, value)
        sys.modules.update({"pyscript": pyscript, "pyodide": pyodide, "pyodide.ffi": ffi})
    return window


class _FakeModule(types.ModuleType):
    """A module made here (so :func:`install` knows its own)."""


Page = Union[str, FakeDocument]


def open_page(page: Page, url: Optional[str] = None, quota: Optional[int] = None) -> FakeWindow:
    """A window on ``page`` (a repository page name or a parsed document), installed."""
    doc = load_page(page) if isinstance(page, str) else page
    name = page if isinstance(page, str) else "index.html"
    return install(FakeWindow(doc, url or f"https://example.test/{name}", quota))
