"""A quiet static file server on a free 127.0.0.1 port, and the built site it serves (tests, bench).

``built_site()`` builds the deployable site (scripts/build_site.py) into a temporary folder, so
the browser tests and the benchmarks always run what would be deployed, from the current sources.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import importlib
import io
import shutil
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the folder the tests build the site into and serve it under, to prove that every URL is relative
SITE_SUBPATH = "wind-river"


def build_site_module():
    """scripts/build_site.py as a module (scripts/ is not a package: imported from its folder,
    as the unit tests do)."""
    if str(ROOT / "scripts") not in sys.path:
        sys.path.insert(0, str(ROOT / "scripts"))
    return importlib.import_module("build_site")


@contextlib.contextmanager
def built_site(subpath: str = SITE_SUBPATH):
    """Build the site into ``<tmp>/<subpath>/``; yields ``(root to serve, site folder)``."""
    tmp = Path(tempfile.mkdtemp(prefix="wind-river-site-"))
    site = tmp / subpath if subpath else tmp
    try:
        build_site_module().build(site)
        yield tmp, site
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


class _Server(http.server.ThreadingHTTPServer):
    """A threading HTTP server that keeps (path, body bytes) of every response, in order."""

    def __init__(self, address: tuple[str, int], handler) -> None:
        super().__init__(address, handler)
        self.sent: list[tuple[str, int]] = []


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".toml": "text/plain",
        ".py": "text/plain",
        ".svg": "image/svg+xml",
    }

    def log_message(self, format, *args):  # noqa: A002 - keep test output clean
        pass

    def copyfile(self, source, outputfile):
        """Send the body and record (path, bytes) for the benchmarks' bytes-on-the-wire figure."""
        data = source.read()
        outputfile.write(data)
        assert isinstance(self.server, _Server)
        self.server.sent.append((self.path, len(data)))


class _SourceHandler(_Handler):
    """Serves the repository as it is, but its pages with their shared parts filled in
    (scripts/partials.py does it at build time): the pages as a developer edits them."""

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.suffix != ".html" or not path.is_file():
            return super().send_head()
        if str(ROOT / "scripts") not in sys.path:
            sys.path.insert(0, str(ROOT / "scripts"))
        body = importlib.import_module("partials").page_text(path).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


class StaticServer:
    """Serve ``root`` in a daemon thread; ``url`` is the base address (ends with ``/``). With
    ``source=True`` the pages' include markers are filled in as they are served (the repository
    served unbuilt)."""

    def __init__(self, root: Path = ROOT, prefix: str = "", source: bool = False) -> None:
        handler = functools.partial(_SourceHandler if source else _Handler, directory=str(root))
        self.httpd = _Server(("127.0.0.1", 0), handler)
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/{prefix}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> StaticServer:
        self.thread.start()
        return self

    @property
    def sent(self) -> list:
        return self.httpd.sent

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)
