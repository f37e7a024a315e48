#!/usr/bin/env bash
# Installs what is missing, builds, and starts the product: the user service (seeded, embedded
# PGlite database in apps/user-service/.data), the three post-sign-in sites and the portal.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
forecourt_install
pnpm exec turbo run build --filter @forecourt/portal --output-logs=errors-only

pids=()
stop() { kill "${pids[@]}" 2>/dev/null || true; wait 2>/dev/null || true; }
trap stop EXIT INT TERM

# The servers run as direct children (not under a pnpm wrapper) so stopping this script stops them.
(cd apps/user-service && exec node --conditions=@forecourt/source src/server.ts) &
pids+=($!)
(cd apps/portal && exec node server/preview.ts) &
pids+=($!)

for _ in $(seq 1 60); do
  if curl -fsS http://127.0.0.1:4100/healthz >/dev/null 2>&1 && curl -fsS http://127.0.0.1:4173/ >/dev/null 2>&1; then
    break
  fi
  sleep 1
done
cat <<TXT

Forecourt is running (Ctrl+C stops it):
  portal        http://localhost:4173/
  user service  http://localhost:4100/healthz
  OTP outbox    http://localhost:4100/__dev/outbox?to=<mobile or e-mail>
  sign-in sites http://localhost:4301 (customer), :4302 (dealer), :4303 (dealer group)

TXT
wait -n "${pids[@]}"
