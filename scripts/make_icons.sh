#!/usr/bin/env bash
# Rasterise the hand-drawn SVG icons into the PNG sizes the web app manifest lists.
# Needs Chromium (Debian: apt-get install chromium). The PNGs are committed; rerun after editing an SVG.
set -euo pipefail
cd "$(dirname "$0")/.."
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
shot() {  # svg size out
  printf '<html><body style="margin:0"><img src="file://%s" style="width:100vw;height:100vh;display:block"></body></html>' \
    "$PWD/icons/$1" > "$tmp/page.html"
  "$browser" --headless=new --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --default-background-color=00000000 --window-size="$2,$2" --screenshot="$PWD/icons/$3" \
    "file://$tmp/page.html" 2>/dev/null
}
shot icon.svg 192 icon-192.png
shot icon.svg 512 icon-512.png
shot icon-maskable.svg 512 icon-maskable-512.png
ls -l icons
