#!/usr/bin/env bash
# `npm test`: every test of Khel. Installs what is missing (pnpm, packages, Debian's Chromium), then:
#   1. type-checks every package;
#   2. jest: unit and component tests of every package, and the server's tests on embedded PGlite
#      and on PostgreSQL when one answers (KHEL_TEST_PG_URL, default 127.0.0.1:5432, trust auth);
#   3. builds the product (alongside jest), checks its bundle budget (tools/bundle-report.mjs) and runs
#      Playwright end-to-end tests against it in Chromium (scripts/e2e.mjs: the desktop and the mobile
#      project at once, each against its own started product on its own ports).
# Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
results="$root/e2e/.results"
mkdir -p "$results"
rm -f "$results"/*.json

bash scripts/ensure-tools.sh --with-browser || exit 1

status=0
started=$SECONDS
# each step says when it starts: minutes since the start of the run
step() { echo; echo "== $* (at $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s) =="; }

step "type-check"
# (the casino provider's page modules have a tsconfig of their own: the browser's DOM, no Node)
for pkg in shared-kernel shell mfe-sports mfe-racing mfe-casino mfe-account operator server casino-provider casino-provider/src/client e2e; do
  if ! node_modules/.bin/tsc -p "$pkg/tsconfig.json"; then
    echo "type errors in $pkg"
    status=1
  fi
done

# The build does not wait for jest: it runs alongside (its output is shown once jest has finished).
build_log="$results/build.log"
(node scripts/build.mjs && (cd e2e/fixtures/crashing-remote && npx webpack --mode production >/dev/null)) >"$build_log" 2>&1 &
build_pid=$!

step "unit, component and server tests (jest)"
# --forceExit: a finished run must not wait on a handle a test left open (the run's result is already
# written); --detectOpenHandles on one project at a time finds such a handle.
NODE_OPTIONS=--experimental-vm-modules node_modules/.bin/jest --ci --forceExit --json --outputFile="$results/jest.json" || status=1

step "build (run alongside jest)"
if wait "$build_pid"; then
  cat "$build_log"
  step "bundle budget (gzip sizes of the built shell and remotes)"
  node tools/bundle-report.mjs --check "$results/bundle-budget.json" || status=1
  step "end-to-end tests (Playwright, Chromium: the desktop and mobile projects at once, each against its own product)"
  CI=${CI:-} node scripts/e2e.mjs || status=1
else
  cat "$build_log"
  echo "build failed: end-to-end tests not run"
  status=1
fi

step "summary (the tests took $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s)"
node scripts/summarise-tests.mjs "$results" || status=1
exit $status
