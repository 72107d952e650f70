"""A quiet static file server for the repo root on a free 127.0.0.1 port (tests and bench)."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


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


class StaticServer:
    """Serve ``root`` in a daemon thread; ``url`` is the base address (ends with ``/``)."""

    def __init__(self, root: Path = ROOT, prefix: str = "") -> None:
        handler = functools.partial(_Handler, directory=str(root))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/{prefix}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> "StaticServer":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)
