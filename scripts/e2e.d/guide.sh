# Selection and menus (post 4): taps select several items (and a second tap deselects),
# the selected background shows, a touched cell dims its image, and a long press shows the
# edit menu whose Copy puts the photo's name on the desktop clipboard.
# Sourced by scripts/e2e (helpers from scripts/e2e-lib.sh). Window points: 110x110 cells at
# x = 10, 140, 270; the first section's header at y = 44..94 and its rows at y = 104 and 224.
if launch_app guide --demo guide; then
  import -window root "$work/guide.png"
  read -r r g b <<<"$(pixel $((X + 15)) $((Y + 109)))"
  check "guide: an unselected cell has a white frame (got $r $g $b)" near "$r" "$g" "$b" 255 255 255
  read -r r g b <<<"$(pixel $((X + 200)) $((Y + 60)))"
  check "guide: the section header is drawn (got $r $g $b)" near "$r" "$g" "$b" 56 56 56

  tap 65 159
  check "guide: a tap selects Photo 1" wait_for "guide: selected 0.0\$" 5
  sleep 0.5
  tap 195 279
  check "guide: a second tap adds Photo 13 to the selection" wait_for "guide: selected 0.0,0.4\$" 5
  sleep 0.5
  tap 65 159
  check "guide: tapping a selected item deselects it" wait_for "guide: selected 0.4\$" 5
  sleep 0.5
  tap 65 159
  sleep 0.5
  check "guide: two items end up selected" \
    test "$(grep '^guide: selected' "$log" | tail -n 1)" = "guide: selected 0.0,0.4"
  import -window root "$work/guide-selected.png"
  read -r r g b <<<"$(pixel $((X + 15)) $((Y + 109)))"
  check "guide: a selected cell shows its selected background (got $r $g $b)" \
    near "$r" "$g" "$b" 71 143 245
  read -r r g b <<<"$(pixel $((X + 145)) $((Y + 109)))"
  check "guide: the cell between stays white (got $r $g $b)" near "$r" "$g" "$b" 255 255 255

  # Long press Photo 7: while the finger is down the cell is highlighted (image dimmed),
  # then the menu appears above the cell; tap Copy.
  read -r r0 g0 b0 <<<"$(pixel $((X + 290)) $((Y + 130)))"
  xdotool mousemove $((X + 325)) $((Y + 159)) mousedown 1
  sleep 0.3
  read -r r g b <<<"$(pixel $((X + 290)) $((Y + 130)))"
  check "guide: a touched cell dims its image (was $r0 $g0 $b0, now $r $g $b)" \
    test "$r $g $b" != "$r0 $g0 $b0"
  sleep 0.6
  xdotool mouseup 1
  sleep 0.6
  import -window root "$work/guide-menu.png"
  read -r r g b <<<"$(pixel $((X + 305)) $((Y + 77)))"
  check "guide: the edit menu is shown above the cell (got $r $g $b)" near "$r" "$g" "$b" 83 83 84
  tap 324 77
  check "guide: Copy reports the photo's name" wait_for "guide: copied Photo 7\$" 5
  clip=$(xclip -o -selection clipboard 2>/dev/null)
  check "guide: the clipboard holds the name (got '$clip')" test "$clip" = "Photo 7"
  check "guide: the menu left the selection alone" \
    test "$(grep '^guide: selected' "$log" | tail -n 1)" = "guide: selected 0.0,0.4"
  kill -0 "$pid" 2>/dev/null
  check "guide: the app is still running" test $? -eq 0
  stop_app
else
  check "guide: the window opens" false
fi
