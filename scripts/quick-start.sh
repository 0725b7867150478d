#!/usr/bin/env bash
# One command on a new machine (README's quick start): Node 24 for the project when the machine's is older,
# the dependencies, the build, then the site on the embedded database with the demo data at
# http://127.0.0.1:3000 (PORT and the other settings of the README apply).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/use-node.sh
echo "node $(node --version)"
npm ci --no-audit --no-fund
npm run build
exec npm start
