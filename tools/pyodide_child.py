"""Run a Python script under Pyodide in Node (tools/pyodide_run.mjs) and read its JSON answer.

Used by the benchmarks that report CPython and Pyodide figures side by side.
"""
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_json(script, *args):
    """Run ``script`` with ``args`` under Pyodide; return the JSON its last output line holds.

    Exits with a readable message when Node or the npm runtime (``make setup``) is missing, or
    when the script fails.
    """
    node = shutil.which("node")
    if node is None:
        sys.exit("node not found: the Pyodide measurement needs Node.js")
    if not os.path.isfile(os.path.join(ROOT, "node_modules", "pyodide", "pyodide.mjs")):
        sys.exit("node_modules/pyodide is missing: run `make setup` first")
    runner = os.path.join(ROOT, "tools", "pyodide_run.mjs")
    proc = subprocess.run([node, runner, os.path.abspath(script), *map(str, args)],
                          cwd=ROOT, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        sys.exit(f"Pyodide run failed with exit code {proc.returncode}")
    return json.loads(proc.stdout.strip().splitlines()[-1])
