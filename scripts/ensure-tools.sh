#!/usr/bin/env bash
# Installs what Khel needs on a fresh machine with only Node 20 and npm: pnpm (through npm; corepack
# does not work here), the workspace's packages, and, for the tests, Debian's Chromium and Noto fonts.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
export npm_config_nodedir=${npm_config_nodedir:-/usr}   # native addons build against Node's own headers
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1                # browsers come from Debian, never downloaded

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "khel: installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
fi

# The browser and, for the seven languages' scripts (Devanagari, Gujarati, Kannada, Bengali), Debian's
# Noto fonts: without them Chromium draws Hindi as boxes in screenshots and visual checks.
if [ "${1:-}" = "--with-browser" ]; then
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)
  if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" = "0" ]; then
      echo "khel: installing Debian's ${missing[*]}"
      apt-get update -qq >/dev/null
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
      echo "khel: ${missing[*]} missing; install Debian's packages (apt-get install ${missing[*]})" >&2
      exit 1
    fi
  fi
fi

echo "khel: installing packages"
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -vE '^(Progress|Packages:)' | tail -n 3
