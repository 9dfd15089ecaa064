#!/usr/bin/env bash
# Renders the sample app's flow tree to Docs/flow-tree.{txt,dot,mmd,png}.
#
# RideApp walks to a ride in progress (so Root, Home, Ride and Trip are built and on the path),
# dumps the tree as text, Graphviz DOT and Mermaid, and Graphviz draws the PNG.
# Usage: Docs/render-flow-tree.sh   (installs Debian's graphviz with apt-get when `dot` is missing)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v dot >/dev/null; then
    echo "== installing graphviz (for dot)"
    sudo=$([ "$(id -u)" = 0 ] || echo sudo)
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq graphviz
fi

scratch=${SCRATCH_PATH:-.build}
swift build --scratch-path "$scratch" --product RideApp
app="$(swift build --scratch-path "$scratch" --show-bin-path)/RideApp"

walk=$(mktemp)
trap 'rm -f "$walk"' EXIT
cat >"$walk" <<'SCRIPT'
tap request-ride
expect path Root > Home > Ride > Trip > trip
SCRIPT

"$app" --flag signed-in=on --flag active-trip=on --script "$walk" --dump-tree --output Docs >/dev/null
"$app" --flag signed-in=on --flag active-trip=on --script "$walk" --dump-tree --output Docs \
    | sed -n '/^Root$/,/^wrote /p' | sed '$d' >Docs/flow-tree.txt
dot -Tpng -Gdpi=110 Docs/flow-tree.dot -o Docs/flow-tree.png
echo "wrote Docs/flow-tree.txt, Docs/flow-tree.dot, Docs/flow-tree.mmd and Docs/flow-tree.png"
