#!/usr/bin/env bash
# Installs Tabula for the current user so that it appears in the desktop's application menu:
# the binary with `cargo install --path .` (into ~/.cargo/bin), the game's assets and levels next
# to it in ~/.local/share/tabula-app, the icon into the hicolor theme, and the .desktop entry.
#   tools/install-desktop.sh            # install or update
#   tools/install-desktop.sh --remove   # take it all out again (settings and saves stay)
set -euo pipefail
cd "$(dirname "$0")/.."
data="${XDG_DATA_HOME:-$HOME/.local/share}"
app_dir="$data/tabula-app"
bin_dir="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}/bin"
entry="$data/applications/tabula.desktop"
icon="$data/icons/hicolor/scalable/apps/tabula.svg"

if [ "${1:-}" = "--remove" ]; then
  cargo uninstall tabula 2>/dev/null || true
  rm -rf "$app_dir" "$entry" "$icon"
  echo "Tabula removed (settings and saves in ~/.config/tabula and ~/.local/share/tabula are kept)."
  exit 0
fi

cargo install --locked --path . --bin tabula
mkdir -p "$app_dir" "$(dirname "$entry")" "$(dirname "$icon")"
rm -rf "$app_dir/assets" "$app_dir/levels"
cp -r assets levels "$app_dir/"
cp assets/icons/tabula.svg "$icon"
# The installed binary finds its assets through BEVY_ASSET_ROOT.
sed "s|^Exec=tabula|Exec=env BEVY_ASSET_ROOT=$app_dir $bin_dir/tabula|" assets/desktop/tabula.desktop > "$entry"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q "$data/icons/hicolor" 2>/dev/null || true
echo "Installed: $bin_dir/tabula, $entry ($app_dir holds the assets)."
