# Tables: a settings screen as a UITableViewController (inset grouped, value1 cells, a switch
# as an accessory view, single-choice checkmarks, section titles and a footer), and an inbox
# pushed from it on a UITableViewDiffableDataSource with swipe actions and Edit. The demo prints
# "tables: rows S.R:x,y,w,h ..." (table content points; the table starts under the 44-pt bar),
# "tables: sort N", "tables: notifications on|off", "inbox: rows A|B|..." and
# "inbox: editing on|off". Checked: rows inset 20 pt and stacked, the grouped background beside
# a row and white inside, a click on a sort option moving the checkmark (model and pixels), the
# switch toggled by a click, the inbox pushed, Edit showing the red delete controls, a click on
# a delete control and then on the revealed Delete button removing the row, a row swiped
# with the mouse revealing its actions, and a row dragged by its reorder grip.
# Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).

tables_row() { # S.R: "x y w h" of the last printed rows line.
  grep -E "^tables: rows " "$log" | tail -n 1 | sed 's/^tables: rows //' | tr ' ' '\n' |
    awk -F'[:,]' -v r="$1" '$1 == r { print $2, $3, $4, $5 }'
}
tables_color_at() { # X Y R G B: the screen's pixel at window point (X, Y) is near R G B.
  local r g b
  read -r r g b <<<"$(pixel $((X + $1)) $((Y + $2)))"
  near "$r" "$g" "$b" "$3" "$4" "$5" || { echo "e2e: tables: at $1,$2 $r $g $b"; return 1; }
}
tables_min_red() { # X Y W H: the smallest red value in a window rectangle.
  import -window root -crop "$3x$4+$((X + $1))+$((Y + $2))" +repage "$work/tables-crop.png"
  convert "$work/tables-crop.png" -format '%[fx:int(255*minima.r)]' info:
}
tables_wait_count() { # PATTERN N SECONDS: waits until the log has N lines matching PATTERN.
  for _ in $(seq 1 $(($3 * 10))); do
    [ "$(grep -Ec "$1" "$log")" -ge "$2" ] && return 0
    sleep 0.1
  done
  return 1
}
tables_inbox_count() { # the number of rows in the last printed inbox line
  grep -E "^inbox: rows " "$log" | tail -n 1 | sed 's/^inbox: rows //' | tr '|' '\n' | wc -l
}

if launch_app tables --demo tables; then
  check "tables: the rows are printed" wait_for "^tables: rows " 10
  check "tables: rows are inset 20 pt, 350 wide" \
    test "$(tables_row 0.0 | cut -d' ' -f1,3)" = "20 350"
  read -r _ y00 _ h00 <<<"$(tables_row 0.0)"
  read -r _ y01 _ _ <<<"$(tables_row 0.1)"
  check "tables: rows of a section are stacked ($y00+$h00 = $y01)" test $((y00 + h00)) -eq "$y01"
  check "tables: the grouped background beside a row" tables_color_at 8 $((44 + y01 + 20)) 242 242 247
  check "tables: the row is white inside" tables_color_at 200 $((44 + y01 + 4)) 255 255 255
  read -r _ ys _ _ <<<"$(tables_row 1.2)"
  tap 200 $((44 + ys + 22))
  check "tables: a click on \"Subject\" picks it" wait_for "^tables: sort 2$" 5
  sleep 0.6
  # The checkmark (tint blue) is at the trailing end of the row picked, and gone from "Date".
  red=$(tables_min_red 325 $((44 + ys + 7)) 40 30)
  check "tables: the checkmark (blue) is on the row clicked (red $red)" test "$red" -lt 100
  read -r _ yd _ _ <<<"$(tables_row 1.0)"
  red=$(tables_min_red 325 $((44 + yd + 7)) 40 30)
  check "tables: no checkmark on \"Date\" (red $red)" test "$red" -gt 200
  read -r _ yn _ _ <<<"$(tables_row 0.2)"
  tap 330 $((44 + yn + 22))
  check "tables: a click on the switch turns notifications off" \
    wait_for "^tables: notifications off$" 5
  tap 350 22
  check "tables: \"Inbox\" pushes the inbox" wait_for "^inbox: rows Lunch on Friday\?\|" 10
  sleep 0.6
  tap 355 22
  check "tables: Edit enters editing" wait_for "^inbox: editing on$" 5
  sleep 0.6
  check "tables: a red delete control at the start of the first row" \
    tables_color_at 20 $((44 + 31)) 255 59 48
  tap 20 $((44 + 31))
  sleep 0.8
  check "tables: the delete control reveals the red Delete button at the row's end" \
    tables_color_at 375 $((44 + 31)) 255 59 48
  tap 375 $((44 + 31))
  check "tables: Delete removes the first message" \
    wait_for "^inbox: rows Invoice #2041\|Weekend plans" 5
  tap 355 22
  check "tables: Done leaves editing" wait_for "^inbox: editing off$" 5
  sleep 0.8
  # A sideways mouse drag on the second row reveals its trailing actions: Archive (indigo)
  # nearest the row, Delete (red) at the edge.
  drag 300 $((44 + 94)) 140 $((44 + 94)) 0.05
  sleep 0.8
  check "tables: a sideways drag reveals Delete at the row's end" \
    tables_color_at 378 $((44 + 94)) 255 59 48
  read -r r g b <<<"$(pixel $((X + 300)) $((Y + 44 + 94)))"
  check "tables: and Archive beside it ($r $g $b)" near "$r" "$g" "$b" 88 86 214
  tap 200 500
  sleep 0.8
  check "tables: a click elsewhere closes the row" tables_color_at 378 $((44 + 94)) 255 255 255
  check "tables: no row was deleted by the swipe" test "$(tables_inbox_count)" -eq 9
  # Edit again, and drag the first row's grip down two rows.
  tap 355 22
  check "tables: Edit enters editing again" tables_wait_count "^inbox: editing on$" 2 5
  sleep 0.8
  drag 362 $((44 + 31)) 362 $((44 + 31 + 126)) 0.05
  check "tables: the grip moves \"Invoice #2041\" below the next two messages" \
    wait_for "^inbox: rows Weekend plans\|Build failed on main\|Invoice #2041\|" 5
  stop_app
else
  check "tables: the demo opens" false
fi
