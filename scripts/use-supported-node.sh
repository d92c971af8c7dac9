# Sourced, not run: `. scripts/use-supported-node.sh`. When this shell's Node is older than the
# version package.json's `engines` asks for (22.12; Node 20's life ended in April 2026), it puts an
# official Node 22 build first on PATH, for this shell only. With a new enough Node it does nothing.
# The build comes from the npm registry (package node-linux-<arch>), the one registry here that has
# it: Debian 12's nodejs is 18. It is unpacked once into a cache folder; native addons
# (better-sqlite3) then build against that Node's own headers (npm_config_nodedir).
# .ci/run sources it before `npm install`.

cms_use_supported_node() {
  local fallback_version=22.23.3
  local package_json
  package_json="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/package.json"
  cms_node_new_enough() {
    node -e '
      const wanted = require(process.argv[1]).engines.node.replace(/^>=\s*/, "").split(".").map(Number);
      const have = process.versions.node.split(".").map(Number);
      for (let i = 0; i < wanted.length; i++) {
        if ((have[i] ?? 0) !== wanted[i]) process.exit((have[i] ?? 0) > wanted[i] ? 0 : 1);
      }' "$package_json" 2>/dev/null
  }
  cms_node_new_enough && return 0

  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "use-supported-node: no Node build for $(uname -m) on the npm registry" >&2; return 1 ;;
  esac
  local dir="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/cms-admin/node-v$fallback_version-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    echo "use-supported-node: Node $(node -v 2>/dev/null || echo missing) is older than package.json asks; fetching $fallback_version"
    local tmp
    tmp=$(mktemp -d)
    if ! (cd "$tmp" && npm pack --silent "node-linux-$arch@$fallback_version" >/dev/null); then
      echo "use-supported-node: could not fetch node-linux-$arch@$fallback_version" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$dir" && tar xzf "$tmp"/*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  cms_node_new_enough || { echo "use-supported-node: $dir/bin/node is older than package.json asks" >&2; return 1; }
}

cms_use_supported_node
