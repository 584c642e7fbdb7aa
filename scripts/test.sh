#!/usr/bin/env bash
# `npm test`: every test of Khel. Installs what is missing (pnpm, packages, Debian's Chromium), then, at once:
#   - builds the product, checks its bundle budget (tools/bundle-report.mjs) and runs the Playwright
#     end-to-end tests against it in Chromium (scripts/e2e.mjs: the desktop and the mobile project at once,
#     each against its own started product on its own ports, and the specs that start a product of their
#     own in a third lane);
#   - beside them, at a lower priority (nice), type-checks every package and runs jest on two workers: unit
#     and component tests of every package, and the server's tests on embedded PGlite and on PostgreSQL
#     when one answers (KHEL_TEST_PG_URL, default 127.0.0.1:5432, trust auth).
# The end-to-end lanes are the longest chain and cannot use both cores alone; jest can. So the lanes get
# the CPU they ask for, jest the rest, and once the lanes are done jest has both cores to itself.
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

# The build starts at once and does not wait for the type-check or jest; the end-to-end tests start as soon
# as the build (and its bundle budget) is done, beside jest. Their outputs go to logs shown in turn once
# each has finished (the lanes' lines carry their lane's name).
build_log="$results/build.log"
e2e_log="$results/e2e.log"
(
  if (node scripts/build.mjs && (cd e2e/fixtures/crashing-remote && npx webpack --mode production >/dev/null)) >"$build_log" 2>&1; then
    echo "== bundle budget (gzip sizes of the built shell and remotes) ==" >>"$build_log"
    node tools/bundle-report.mjs --check "$results/bundle-budget.json" >>"$build_log" 2>&1 || echo "bundle over budget" >>"$build_log"
    echo "== end-to-end tests (Playwright, Chromium: desktop, mobile and replay lanes at once) started at $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s ==" >"$e2e_log"
    CI=${CI:-} node scripts/e2e.mjs >>"$e2e_log" 2>&1
  else
    echo "build failed: end-to-end tests not run" >>"$build_log"
    exit 1
  fi
) &
build_e2e_pid=$!

# jest and the type-check yield to the build and the lanes (nice only weighs against other runnable
# processes: alone, they run at full speed). KHEL_TEST_NICE=0 runs them at normal priority.
nice_level=${KHEL_TEST_NICE:-3}
typecheck_log="$results/typecheck.log"
step "type-check (beside jest, shown when jest is done)"
(
  tc_status=0
  # (the casino provider's page modules have a tsconfig of their own: the browser's DOM, no Node)
  for pkg in shared-kernel shell mfe-sports mfe-racing mfe-casino mfe-account operator server casino-provider casino-provider/src/client e2e; do
    if ! nice -n "$nice_level" node_modules/.bin/tsc -p "$pkg/tsconfig.json"; then
      echo "type errors in $pkg"
      tc_status=1
    fi
  done
  exit $tc_status
) >"$typecheck_log" 2>&1 &
typecheck_pid=$!

step "unit, component and server tests (jest, two workers)"
# --forceExit: a finished run must not wait on a handle a test left open (the run's result is already
# written); --detectOpenHandles on one project at a time finds such a handle. Two workers: no two test
# files share a port, a database or a build folder (server/test/cluster/harness.ts, support/test-db.ts).
NODE_OPTIONS=--experimental-vm-modules nice -n "$nice_level" node_modules/.bin/jest --ci --forceExit --maxWorkers=2 --json --outputFile="$results/jest.json" || status=1

step "type-check (done beside jest)"
wait "$typecheck_pid" || status=1
cat "$typecheck_log"

step "build, bundle budget and end-to-end tests (started with the run, beside the type-check and jest)"
wait "$build_e2e_pid" || status=1
cat "$build_log"
grep -q "bundle over budget" "$build_log" && status=1
if [ -f "$e2e_log" ]; then
  cat "$e2e_log"
else
  echo "end-to-end tests not run"
  status=1
fi

step "summary (the tests took $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s)"
node scripts/summarise-tests.mjs "$results" || status=1
exit $status
