#!/usr/bin/env bash
# Installs what the browser, PDF and PostgreSQL tests need from Debian (Chromium, pdftotext/pdftoppm,
# the PostgreSQL server binaries), if missing.
set -euo pipefail
missing=()
command -v chromium >/dev/null || missing+=(chromium)
# The same Chromium without the desktop layers, for the journeys (pwa/e2e/support/browser.ts).
command -v chromium-headless-shell >/dev/null || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
# Debian keeps the server binaries off PATH, under /usr/lib/postgresql/<major>/bin.
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Please install: ${missing[*]} (sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
