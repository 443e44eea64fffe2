#!/usr/bin/env bash
# Builds Tabula for the browser (docs/client.md, "In the browser"): the client compiled for
# wasm32-unknown-unknown with the `web` profile, bound to JavaScript by wasm-bindgen (the
# version Cargo.lock names: `cargo install wasm-bindgen-cli --version <it>`), shrunk by
# binaryen's wasm-opt (apt-get install binaryen) when present, with the page and the assets.
# The bundle goes to $CARGO_TARGET_DIR/web (default target/web); the last line printed is that
# folder. Usage: tools/build-web.sh
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
out="$target/web"

wanted="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)"
have="$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }')" || true
if [ "$have" != "$wanted" ]; then
  echo "build-web: wasm-bindgen $wanted is needed (found: ${have:-none}):" >&2
  echo "  cargo install wasm-bindgen-cli --version $wanted" >&2
  exit 1
fi
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

cargo build --profile web --target wasm32-unknown-unknown -p tabula --bin tabula
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name tabula \
  "$target/wasm32-unknown-unknown/web/tabula.wasm"
# Binaryen before version 116 breaks the module's function tables (Debian 12 has 108: the
# page then fails with "WebAssembly.Table.set(): Argument 1 is invalid"), so it is used only
# from 116 on.
opt_version="$(wasm-opt --version 2>/dev/null | awk '{ print $3 }')" || true
if [ -n "$opt_version" ] && [ "$opt_version" -ge 116 ] 2>/dev/null; then
  wasm-opt -Oz --all-features "$out/tabula_bg.wasm" -o "$out/tabula_bg.wasm"
else
  echo "build-web: wasm-opt ${opt_version:-missing}: 116 or later shrinks the bundle, older breaks it" >&2
fi
cp web/index.html "$out/"
mkdir -p "$out/assets"
cp -r assets/scenes assets/sounds "$out/assets/"
echo "$out"
