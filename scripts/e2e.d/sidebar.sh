# Sidebar: an outline sidebar (compositional list, `.sidebar` appearance, section snapshots with
# header-style disclosures, a nested folder with a cell-style one). The demo prints
# "sidebar: rows A|B|..." and "sidebar: frames TITLE:y,h ..." (collection view points; the list
# starts under the 44-pt bar) after each change, and "sidebar: selected TITLE". Checked: both
# sections and the nested folder's rows shown, a click on a row selecting it (model, and the
# row's tinted selection in pixels), a click on the "Library" header collapsing its section
# (model) and a second click expanding it again, and a click on the folder's chevron (at the
# row's leading side) collapsing the folder alone.
# Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).

sidebar_y() { # TITLE (spaces as _): the middle of its row, in window points.
  grep -E "^sidebar: frames " "$log" | tail -n 1 | sed 's/^sidebar: frames //' | tr ' ' '\n' |
    awk -F'[:,]' -v t="$1" '$1 == t { print int(44 + $2 + $3 / 2) }'
}

if launch_app sidebar --demo sidebar; then
  check "sidebar: the outline is printed" \
    wait_for "^sidebar: rows Library\|Recently Added\|Artists\|Albums\|Songs\|Playlists\|Road Trip\|Focus\|Workout\|Genres\|Jazz\|Classical$" 10
  y=$(sidebar_y Albums)
  tap 150 "$y"
  check "sidebar: a click selects \"Albums\"" wait_for "^sidebar: selected Albums$" 5
  sleep 0.6
  read -r r g b <<<"$(pixel $((X + 300)) $((Y + y)))"
  check "sidebar: the selected row is tinted ($r $g $b)" test "$b" -gt 150 -a "$r" -lt 120
  y=$(sidebar_y Library)
  tap 150 "$y"
  check "sidebar: a click on the \"Library\" header collapses it" \
    wait_for "^sidebar: rows Library\|Playlists\|" 5
  sleep 0.8
  y=$(sidebar_y Library)
  tap 150 "$y"
  check "sidebar: a second click expands it again" \
    wait_for "^sidebar: rows Library\|Recently Added\|Artists\|Albums\|Songs\|Playlists\|.*\|Classical$" 5
  sleep 0.8
  y=$(sidebar_y Genres)
  tap 45 "$y"
  check "sidebar: the folder's chevron collapses the folder alone" \
    wait_for "^sidebar: rows .*\|Workout\|Genres$" 5
  stop_app
else
  check "sidebar: the demo opens" false
fi
