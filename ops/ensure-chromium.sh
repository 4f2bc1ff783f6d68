#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium for the browser journeys…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser journeys need Chromium at $browser: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
exit 1
