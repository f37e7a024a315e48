#!/usr/bin/env bash
# Installs what is missing and runs every check: lint, typecheck, unit tests, package checks,
# Storybook build and the e2e suite in Chromium. Prints what ran and the total time.
set -uo pipefail
started=$(date +%s)
cd "$(dirname "$0")/.."
source scripts/env.sh
forecourt_install

# Debian's Chromium (the bench, the bundle checks) and its headless shell (the browser suites, a
# third less CPU: e2e/chromium.ts), unless PLAYWRIGHT_CHROMIUM_PATH names one binary for all.
if [ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ]; then
  [ -x "$PLAYWRIGHT_CHROMIUM_PATH" ] ||
    { echo "forecourt: PLAYWRIGHT_CHROMIUM_PATH ($PLAYWRIGHT_CHROMIUM_PATH) is not an executable" >&2; exit 1; }
elif [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "forecourt: installing Debian's chromium and chromium-headless-shell for the browser suites"
    (apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null) ||
      { echo "forecourt: apt-get install chromium chromium-headless-shell failed" >&2; exit 1; }
  elif [ ! -x /usr/bin/chromium ]; then
    echo "forecourt: the browser suites need Chromium: run 'sudo apt-get install chromium chromium-headless-shell'" >&2
    echo "           (or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome binary)" >&2
    exit 1
  else
    echo "forecourt: no chromium-headless-shell: the browser suites run in the full Chromium, slower"
    echo "           ('sudo apt-get install chromium-headless-shell' to add it)"
  fi
fi

rm -rf packages/*/reports apps/*/reports e2e/reports scripts/consumer/reports scripts/perf/reports scripts/checks/reports
failed=()
step() {
  local name="$1"; shift
  echo; echo "=== $name"
  local t0; t0=$(date +%s)
  if "$@"; then echo "=== $name: ok ($(( $(date +%s) - t0 )) s)"; else failed+=("$name"); echo "=== $name: FAILED"; fi
}

# The repository checks' own tests, reported as scripts/perf's are (JUnit, read by summary.mjs).
checks_tests() {
  mkdir -p scripts/checks/reports &&
    node --test --test-reporter=spec --test-reporter-destination=stdout \
      --test-reporter=junit --test-reporter-destination=scripts/checks/reports/node-test.xml \
      scripts/checks/*.test.mjs
}

step "supported Node range" node scripts/check-engines.mjs
step "lint and format (biome; no import cycles, type and dynamic imports included; the packages' and the portal's layers)" pnpm exec biome ci .
step "model checks (named steps, flags not status in portal views)" node scripts/checks/model.mjs
step "style tokens (every colour, font size, space and z-index in the portal's and the kit's styles a kit token)" node scripts/checks/style-tokens.mjs
step "tests of the repository checks (scripts/checks, node:test)" checks_tests
step "self-contained (requirement ids, no citation of documents outside the repository)" node scripts/checks/self-contained.mjs
step "content guide (the portal's and ui-kit's English copy, the product's fixed strings aside)" node scripts/checks/content.mjs
step "package READMEs: props tables match ui-kit's types, no link into the repository" sh -c 'node scripts/consumer/props-tables.mjs && node scripts/checks/readme-links.mjs'
step "build, typecheck and unit tests (turbo)" pnpm exec turbo run build typecheck test --continue --output-logs=errors-only
step "package checks (tarball contents, publint, attw)" node scripts/check-packages.mjs
step "consumer suite (local registry, npm and pnpm without overrides, strict TS, Vite, Node and Chromium sign-in, import budgets)" node scripts/consumer/run.mjs
step "bundle budget (initial JS per route against the React + TanStack Router floor, CSS)" node scripts/perf/budget.mjs
step "bundle budget: each page loads what its takeover needs before it, start-up's files as its last one arrives (Chromium), captcha rule" node scripts/perf/check-requests.mjs
step "storybook build" pnpm run build-storybook
step "storybook: axe over every story" pnpm --filter @forecourt/e2e exec playwright test -c storybook/playwright.config.ts
step "e2e (playwright, chromium)" pnpm --filter @forecourt/e2e exec playwright test -c playwright.config.ts

node scripts/summary.mjs || failed+=("test summary")
echo
echo "total time: $(( $(date +%s) - started )) s"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failed[*]}"
  exit 1
fi
echo "all checks passed"
