# Compositional: an App Store-style page (carousels, an adaptive grid with badges and a
# background, pinned headers). The demo prints the grid's first items after each change of
# size ("compositional: width W columns C offset Y: item:x,y,w,h ...", content points; the
# collection view starts under the 44-pt bar), "compositional: section S offset X" when a
# carousel scrolls sideways and "compositional: scrolled Y" when the page scrolls. Checked:
# the grid's frames against the documented arithmetic at 390 and 800 points wide (3 and 6
# columns), a horizontal drag over the featured carousel moving that carousel only and
# resting on a group, the wheel scrolling the page, and the cells drawn where they are laid out.
# Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).

# Featured: header 40, inset 4, groups 180, inset 16, then 8 between sections; the grid's
# header 40 and inset 8 put its first row at 296, items inset by 5.
compositional_grid_390="0:17,301,112,90 1:139,301,112,90 2:261,301,112,90 3:17,401,112,90 4:139,401,112,90 5:261,401,112,90"
# At 800 points: 776 / 6 = 129.3 a column, items 119.3 wide.
compositional_grid_800="0:17,301,119.3,90 1:146.3,301,119.3,90 2:275.7,301,119.3,90 3:405,301,119.3,90 4:534.3,301,119.3,90 5:663.7,301,119.3,90"

compositional_line() { grep -E "^compositional: width $1 columns $2 " "$log" | tail -n 1; }
compositional_grid_is() { # WIDTH COLUMNS EXPECTED
  local got; got=$(compositional_line "$1" "$2" | sed 's/.*: //' | cut -d' ' -f1-6)
  [ "$got" = "$3" ] || { echo "e2e: compositional: grid at $1: $got"; return 1; }
}
compositional_offset() { # SECTION: the last printed offset (0 when none)
  grep -E "^compositional: section $1 offset " "$log" | tail -n 1 | awk '{ v = $5 + 0 } END { print v + 0 }'
}
compositional_scrolled() {
  grep -E "^compositional: scrolled " "$log" | tail -n 1 | awk '{ v = $3 + 0 } END { print v + 0 }'
}
# compositional_tile X Y: the screen shows a tile colour (not white, not the background).
compositional_tile() {
  local r g b
  read -r r g b <<<"$(pixel $((X + $1)) $((Y + 44 + $2)))"
  ! near "$r" "$g" "$b" 255 255 255 && ! near "$r" "$g" "$b" 235 240 250 ||
    { echo "e2e: compositional: at $1,$2 $r $g $b"; return 1; }
}

if launch_app compositional --demo compositional; then
  check "compositional: the grid is printed at 390 pt" wait_for "^compositional: width 390 columns 3 " 10
  check "compositional: 3 columns at 390 pt, frames as documented" \
    compositional_grid_is 390 3 "$compositional_grid_390"
  check "compositional: grid item 0 is drawn where it is laid out" compositional_tile 40 330
  check "compositional: the centred featured card is drawn" compositional_tile 195 150
  before=$(pixel $((X + 40)) $((Y + 44 + 330)))
  # Drag the featured carousel (header 40 + inset 4: cards from y 44 to 224) leftwards.
  drag 320 130 80 134 0.05
  sleep 1.5
  off=$(compositional_offset 0)
  check "compositional: a horizontal drag scrolls the featured carousel ($off)" \
    test "${off:-0}" -ge 250
  check "compositional: groupPagingCentered rests on the next group (321 pt)" \
    test "${off:-0}" -ge 320 -a "${off:-0}" -le 322
  check "compositional: the page itself did not scroll" test "$(compositional_scrolled)" = "0"
  check "compositional: the grid did not move" test "$(pixel $((X + 40)) $((Y + 44 + 330)))" = "$before"
  check "compositional: the other carousels did not move" test "$(compositional_offset 2)" = "0"
  wheel 195 400 5
  sleep 1
  check "compositional: the wheel over the grid scrolls the page" test "$(compositional_scrolled)" -gt 100
  check "compositional: and leaves the carousel where it was" test "$(compositional_offset 0)" = "$off"
  xdotool windowsize "$wid" 800 700
  sleep 0.5
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  check "compositional: the grid is printed at 800 pt" wait_for "^compositional: width 800 columns 6 " 10
  check "compositional: 6 columns at 800 pt, frames as documented" \
    compositional_grid_is 800 6 "$compositional_grid_800"
  stop_app
else
  check "compositional: the demo opens" false
fi
