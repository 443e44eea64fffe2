# Sourced by the screenshot scripts: `shot NAME ARGS...` renders the client (binary in $1 of the
# caller, default target/release/tabula) under Xvfb and Mesa's software Vulkan (apt-get install
# xvfb xauth mesa-vulkan-drivers libvulkan1) into docs/screenshots/NAME.png, with a private
# settings/saves folder so the pictures do not depend on the user's settings.
binary="${1:-target/release/tabula}"
out=docs/screenshots
mkdir -p "$out"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT

# With SHOT_SETTINGS set (a RON settings text such as '(piece_set: Flat)'), the shot runs in a
# folder of its own holding those settings.
shot() {
  local name="$1"
  shift
  local shot_home="$home"
  if [ -n "${SHOT_SETTINGS:-}" ]; then
    shot_home="$home/$name"
    mkdir -p "$shot_home"
    printf '%s' "$SHOT_SETTINGS" >"$shot_home/settings.ron"
  fi
  TABULA_HOME="$shot_home" WGPU_BACKEND=vulkan xvfb-run -a -s "-screen 0 1280x800x24" \
    "$binary" "$@" --screenshot "$out/$name.png" 2>&1 | { grep "^tabula:" || true; }
  echo "$out/$name.png"
}
