#!/usr/bin/env bash
# Prints the bin folder of the pinned Node (the version in .node-version), fetching it once from the
# npm registry's node-linux-<arch> package (the binaries the `node` package installs) into
# .tmp/node-<version>. For machines whose own Node is older and that reach only the npm registry
# (docs/decisions/0016-node-24-lts.md). Usage: PATH="$(bash scripts/pinned-node.sh):$PATH"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(tr -d '[:space:]' < "$root/.node-version")"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node package on the npm registry for $(uname -m): install Node $version by hand." >&2; exit 1 ;;
esac
dir="$root/.tmp/node-$version"
if [ ! -x "$dir/bin/node" ]; then
  download="$(mktemp -d)"
  # npm pack checks the tarball against the registry's integrity hash.
  (cd "$download" && npm pack --silent "node-linux-$arch@$version" > /dev/null)
  mkdir -p "$dir.partial"
  tar -xzf "$download"/node-linux-"$arch"-*.tgz -C "$dir.partial" --strip-components=1
  rm -rf "$download" "$dir"
  mv "$dir.partial" "$dir"
fi
"$dir/bin/node" --version > /dev/null
echo "$dir/bin"
