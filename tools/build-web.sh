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
# The engine for the page's Web Worker (web/engine-worker.js), its own module: loaded when the
# computer first plays, not on the first visit.
cargo build --profile web-engine --target wasm32-unknown-unknown -p tabula-engine-web --lib
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name tabula \
  "$target/wasm32-unknown-unknown/web/tabula.wasm"
wasm-bindgen --target no-modules --no-typescript --out-dir "$out/engine" \
  "$target/wasm32-unknown-unknown/web-engine/tabula_engine_web.wasm"
# Binaryen before version 116 breaks the module's function tables (Debian 12 has 108: the
# page then fails with "WebAssembly.Table.set(): Argument 1 is invalid"), so it is used only
# from 116 on.
opt_version="$(wasm-opt --version 2>/dev/null | awk '{ print $3 }')" || true
if [ -n "$opt_version" ] && [ "$opt_version" -ge 116 ] 2>/dev/null; then
  wasm-opt -Oz --all-features "$out/tabula_bg.wasm" -o "$out/tabula_bg.wasm"
  wasm-opt -O3 --all-features "$out/engine/tabula_engine_web_bg.wasm" -o "$out/engine/tabula_engine_web_bg.wasm"
else
  echo "build-web: wasm-opt ${opt_version:-missing}: 116 or later shrinks the bundle, older breaks it" >&2
fi
cp web/index.html web/engine-worker.js "$out/"
mkdir -p "$out/assets"
cp -r assets/scenes assets/sounds "$out/assets/"

# Compressed copies beside the files a first visit downloads, which tabula-server sends to the
# browsers that take them (docs/server.md, "Serving the browser build"). Brotli at quality 11
# takes about 45 s for the 24.6 MB module (one core of this machine) and makes it 4.96 MB, 12% less than
# quality 9 (5.65 MB in 4 s): paid once per build, saved on every first visit. gzip -9 (7.16 MB,
# about 1.5 s) is for browsers without Brotli. Both keep the file's time on the copy, so the
# server can tell a copy left from an older build (one older than its file) and not send it.
compressible=()
while IFS= read -r -d '' file; do
  compressible+=("$file")
done < <(find "$out" -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.html' \) -print0)
if [ "${#compressible[@]}" -gt 0 ]; then
  if command -v brotli >/dev/null; then
    brotli -q 11 -k -f -- "${compressible[@]}"
  else
    echo "build-web: brotli is not installed (apt-get install brotli): no .br files" >&2
  fi
  if command -v gzip >/dev/null; then
    gzip -9 -k -f -- "${compressible[@]}"
  else
    echo "build-web: gzip is not installed: no .gz files" >&2
  fi
fi
echo "$out"
