# Draggable desktop (post 1): press-hold-drag-release reorders the pictures, a tap opens
# one and the back button returns; a picture that cannot be loaded leaves an empty cell.
# Sourced by scripts/e2e (helpers from scripts/e2e-lib.sh). Cells are 100x100 at x = 15,
# 145, 275 and y = 59, 169, ... (window points, below the 44-point navigation bar).
if launch_app desktop --demo desktop; then
  import -window root "$work/desktop.png"
  read -r r g b <<<"$(pixel $((X + 20)) $((Y + 140)))"
  check "desktop: picture 1 has its white border (got $r $g $b)" near "$r" "$g" "$b" 255 255 255
  read -r r g b <<<"$(pixel $((X + 24)) $((Y + 47)))"
  check "desktop: the cork background shows between the pictures (got $r $g $b)" \
    near "$r" "$g" "$b" 158 120 79
  # The sky of picture 1, in the first cell; it should follow the picture to the third cell.
  read -r r1 g1 b1 <<<"$(pixel $((X + 55)) $((Y + 109)))"
  read -r r3 g3 b3 <<<"$(pixel $((X + 315)) $((Y + 109)))"
  check "desktop: pictures 1 and 3 differ before the move" test "$r1 $g1 $b1" != "$r3 $g3 $b3"
  drag 65 109 325 109
  check "desktop: dragging picture 1 onto the third place reorders the data source" \
    wait_for "desktop: order 2.png,3.png,1.png,4.png,5.png" 5
  sleep 0.8
  import -window root "$work/desktop-moved.png"
  read -r r g b <<<"$(pixel $((X + 315)) $((Y + 109)))"
  check "desktop: picture 1 is drawn in the third place (got $r $g $b, want $r1 $g1 $b1)" \
    near "$r" "$g" "$b" "$r1" "$g1" "$b1"
  # Drag it back down to the fifth place (second row, middle).
  drag 325 109 195 219
  check "desktop: a second drag moves picture 1 to the fifth place" \
    wait_for "desktop: order 2.png,3.png,4.png,5.png,1.png,6.png" 5
  sleep 0.8
  tap 325 329
  check "desktop: a tap opens the picture in the ninth place" wait_for "desktop: open 9.png" 5
  sleep 1
  import -window root "$work/desktop-open.png"
  read -r r g b <<<"$(pixel $((X + 195)) $((Y + 120)))"
  check "desktop: the picture screen is dark (got $r $g $b)" near "$r" "$g" "$b" 31 31 31
  back
  sleep 1
  read -r r g b <<<"$(pixel $((X + 24)) $((Y + 47)))"
  check "desktop: back returns to the desktop (got $r $g $b)" near "$r" "$g" "$b" 158 120 79
  kill -0 "$pid" 2>/dev/null
  check "desktop: the app is still running" test $? -eq 0
  stop_app
else
  check "desktop: the window opens" false
fi

# A missing picture: an empty cell and one message on standard error, no crash.
if MOSAIC_DESKTOP_MISSING=2.png launch_app desktop-missing --demo desktop; then
  check "desktop: a missing picture is reported on standard error" \
    wait_for "desktop: cannot load the picture 'missing-2.png'" 3
  check "desktop: it is reported once" test "$(grep -c "missing-2.png" "$log")" -eq 1
  read -r r g b <<<"$(pixel $((X + 149)) $((Y + 140)))"
  check "desktop: the missing picture's cell is empty (got $r $g $b)" \
    near "$r" "$g" "$b" 158 120 79
  read -r r g b <<<"$(pixel $((X + 298)) $((Y + 109)))"
  check "desktop: the next picture is drawn (got $r $g $b)" near "$r" "$g" "$b" 255 255 255
  kill -0 "$pid" 2>/dev/null
  check "desktop: the app runs without the picture" test $? -eq 0
  stop_app
else
  check "desktop: the window opens without a picture" false
fi
