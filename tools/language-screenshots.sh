#!/usr/bin/env bash
# Renders the title, setup, a game and a lesson in every shipped language other than English
# into docs/screenshots/lang-<code>-*.png (docs/client.md, "Languages"). The language is chosen
# the way a player chooses it: in the settings file.
# Usage: tools/language-screenshots.sh [path/to/tabula]
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/screenshot-shot.sh "${1:-target/release/tabula}"
for code in de fr es ru; do
  export SHOT_SETTINGS="(language: Some(\"$code\"))"
  shot "lang-$code-title"
  shot "lang-$code-setup" --screen setup --game chess
  shot "lang-$code-game" --game chess --moves e2e4,e7e5,g1f3,b8c6,f1b5 --select a7
  shot "lang-$code-lesson" --lesson chess/13-pins --level 2
  shot "lang-$code-rules" --screen rules
done
