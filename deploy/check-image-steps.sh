#!/usr/bin/env bash
# deploy/Containerfile's steps where no container tool can build it (decision 0055): the build stage's result
# (this checkout's node_modules and `npm run build`, which `npm ci` and `npm run build` make), pruned to the
# production dependencies in a scratch copy; then only what the runtime stage COPYs (read from the Containerfile),
# started as its CMD on an empty DATA_DIR, probed with its HEALTHCHECK's own command, and stopped with SIGTERM.
# Usage: bash deploy/check-image-steps.sh [port]   (needs `npm run build` first)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
port=${1:-3000}
[ -f build/server/index.js ] || { echo "no build: run npm run build first" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/build" "$scratch/app" "$scratch/data"

# Build stage: COPY package.json package-lock.json, patches, then everything; npm ci; build; prune.
cp -r package.json package-lock.json patches node_modules build server core app public "$scratch/build/"
(cd "$scratch/build" && npm prune --omit=dev --no-audit --no-fund >/dev/null)

# Runtime stage: only its COPY --from=build lines.
parts=$(sed -n 's|^COPY --from=build /app/\([^ ]*\) .*|\1|p' deploy/Containerfile)
for part in $parts; do cp -r "$scratch/build/$part" "$scratch/app/"; done
echo "runtime image holds: $(echo $parts) ($(du -sh "$scratch/app" | cut -f1))"

cd "$scratch/app"
NODE_ENV=production HOST=127.0.0.1 PORT=$port DATA_DIR="$scratch/data" LOG_LEVEL=warn node server/start.ts >"$scratch/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 90); do
  sleep 1
  kill -0 $pid 2>/dev/null || { cat "$scratch/server.log"; echo "the server stopped"; exit 1; }
  curl -fs -o /dev/null "http://127.0.0.1:$port/healthz" && break
done
# The HEALTHCHECK line's command, as the image runs it.
check=$(sed -n 's|^HEALTHCHECK .*CMD \["node", "-e", "\(.*\)"\]$|\1|p' "$root/deploy/Containerfile")
status=0
PORT=$port node -e "$check" || status=$?
echo "HEALTHCHECK: exit $status"
echo "/readyz: $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz"); /: $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")"
kill -TERM $pid
stopped=0
wait $pid || stopped=$?
echo "exit after SIGTERM: $stopped"
[ $status -eq 0 ] && [ $stopped -eq 0 ]
