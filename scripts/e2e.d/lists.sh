# Lists: a settings screen built with UICollectionViewCompositionalLayout.list(using:), inset
# grouped with supplementary headers, rows from a cell registration with list content
# configurations and disclosure indicators. The demo prints the first two rows of each section
# after each layout ("lists: appearance A width W: S.I:x,y,w,h ...", collection view points;
# the collection view starts under the 44-pt bar) and "lists: selected S.I". Checked: rows
# inset 20 pt from each side, rows of a section stacked with no gap, a row with secondary text
# taller than one without, the grouped background beside a row and the row's white inside it,
# the toolbar button switching to the plain appearance (rows edge to edge), and a click
# selecting the row under it, and the "Long list" button appending a section of 100,000 rows
# that scrolls and goes away again. In a taller window, where the last row ("Software Update") is
# whole: its activity indicator is drawn and turns on its own (two captures of it differ). In
# editing mode, a drag of a row's reorder grip moves the row.
# Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).

lists_rows() { # APPEARANCE: the last printed line's rows, one "S.I x y w h" a line.
  grep -E "^lists: appearance $1 " "$log" | tail -n 1 | sed 's/.*: //' | tr ' ' '\n' |
    tr ':,' '  ' | sed '/^$/d'
}
lists_row() { lists_rows "$1" | awk -v r="$2" '$1 == r { print $2, $3, $4, $5 }'; }

# lists_inset APPEARANCE X W: every printed row starts at X and is W wide.
lists_inset() {
  lists_rows "$1" | awk -v x="$2" -v w="$3" '
    $2 != x || $4 != w { print "e2e: lists: row " $1 " at x " $2 " width " $4; bad = 1 }
    END { exit bad || NR < 6 }'
}
# lists_stacked APPEARANCE: the second row of each section starts where the first ends.
lists_stacked() {
  lists_rows "$1" | awk '
    { split($1, p, "."); if (p[2] == 0) { end[p[1]] = $3 + $5 } else if ($3 != end[p[1]]) {
        print "e2e: lists: row " $1 " at " $3 ", the row above ends at " end[p[1]]; bad = 1 } }
    END { exit bad }'
}
lists_color_at() { # X Y R G B: the screen's pixel at window point (X, Y+44) is near R G B.
  local r g b
  read -r r g b <<<"$(pixel $((X + $1)) $((Y + 44 + $2)))"
  near "$r" "$g" "$b" "$3" "$4" "$5" || { echo "e2e: lists: at $1,$2 $r $g $b"; return 1; }
}

if launch_app lists --demo lists; then
  check "lists: the rows are printed" wait_for "^lists: appearance insetGrouped width 390: " 10
  check "lists: inset grouped rows are inset 20 pt from each side" lists_inset insetGrouped 20 350
  check "lists: rows of a section are stacked without gaps" lists_stacked insetGrouped
  read -r _ _ _ wifi <<<"$(lists_row insetGrouped 0.0)"
  read -r _ _ _ sounds <<<"$(lists_row insetGrouped 1.1)"
  check "lists: a row with secondary text ($wifi) is taller than one without ($sounds)" \
    test "${wifi%.*}" -gt "${sounds%.*}" -a "${sounds%.*}" -eq 44
  read -r _ y0 _ _ <<<"$(lists_row insetGrouped 1.1)"
  check "lists: the grouped background beside a row" lists_color_at 8 $((${y0%.*} + 20)) 242 242 247
  check "lists: the row is white inside" lists_color_at 200 $((${y0%.*} + 8)) 255 255 255
  tap 360 22
  check "lists: the button switches to the plain appearance" \
    wait_for "^lists: appearance plain width 390: " 10
  check "lists: plain rows run edge to edge" lists_inset plain 0 390
  check "lists: plain rows are stacked without gaps" lists_stacked plain
  read -r _ y1 _ _ <<<"$(lists_row plain 1.1)"
  tap 200 $((44 + ${y1%.*} + 20))
  check "lists: a click selects the row under it" wait_for "^lists: selected 1.1$" 5
  tap 288 22
  check "lists: \"Long list\" appends 100,000 rows" wait_for "^lists: rows 100014$" 10
  wheel 200 400 40
  tap 288 22
  check "lists: scrolled through, \"Short list\" takes them away" wait_for "^lists: rows 14$" 10
  stop_app
else
  check "lists: the demo opens" false
fi

# Editing: "Edit" (the bar's left button) shows selection circles and reorder grips; dragging
# Wi-Fi's grip (24 pt wide, 16 pt from the row's trailing edge) below Mobile Data moves the row
# (the demo prints the section's new order), and "Done" leaves editing.
if launch_app lists-edit --demo lists; then
  check "lists: the rows are printed before editing" \
    wait_for "^lists: appearance insetGrouped width 390: " 10
  tap 30 22
  check "lists: \"Edit\" begins editing" wait_for "^lists: editing true$" 5
  sleep 0.6
  read -r _ wy _ wh <<<"$(lists_row insetGrouped 0.0)"
  read -r _ by _ bh <<<"$(lists_row insetGrouped 0.1)"
  # Mobile Data (one line, 44 pt) follows Bluetooth.
  mobile_mid=$((44 + ${by%.*} + ${bh%.*} + 22))
  drag 342 $((44 + ${wy%.*} + ${wh%.*} / 2)) 342 $((mobile_mid + 4)) 0.1
  check "lists: dragging Wi-Fi's grip moves it below Mobile Data" \
    wait_for "^lists: reordered 0: Bluetooth, Mobile Data, Wi-Fi$" 5
  tap 30 22
  check "lists: \"Done\" ends editing" wait_for "^lists: editing false$" 5
  stop_app
else
  check "lists: the demo opens for editing" false
fi

# The activity indicator of the last row, at the right end of the row (window points 313..373,
# 813..873 in a 390x960 window): drawn (a dark spoke) and turning (two captures 0.3 s apart
# differ).
if MOSAIC_WINDOW_SIZE=390x960 launch_app lists-spinner --demo lists; then
  check "lists: the rows are printed in a 390x960 window" \
    wait_for "^lists: appearance insetGrouped width 390: " 10
  sleep 0.5
  crop="60x60+$((X + 313))+$((Y + 813))"
  import -window root -crop "$crop" +repage "$work/spinner-1.png"
  sleep 0.3
  import -window root -crop "$crop" +repage "$work/spinner-2.png"
  darkest=$(convert "$work/spinner-1.png" -colorspace Gray -format "%[fx:int(255*minima)]" info:)
  check "lists: the activity indicator is drawn (darkest pixel $darkest)" test "$darkest" -lt 190
  changed=$(compare -metric AE "$work/spinner-1.png" "$work/spinner-2.png" null: 2>&1)
  check "lists: the activity indicator turns ($changed pixels changed in 0.3 s)" \
    test "${changed%%.*}" -gt 10
  stop_app
else
  check "lists: the demo opens in a 390x960 window" false
fi

# Swipe actions: the "Sounds" row (1.1) dragged 100 pt to the left stays open on its two
# buttons (the red Delete at the row's right end, the gray More next to it) with its content
# slid out; a click on More runs it and closes the row; dragged right the next row shows its
# orange Pin; a full swipe to the left deletes "Sounds".
swipe_left() { # Y DX: press at (360, Y), move DX to the left in 10 steps, release.
  local i
  xdotool mousemove $((X + 360)) $((Y + $1)) mousedown 1
  for i in $(seq 1 10); do xdotool mousemove $((X + 360 - $2 * i / 10)) $((Y + $1)); sleep 0.03; done
  sleep 0.3
  xdotool mouseup 1
  sleep 0.8
}
if launch_app lists-swipe --demo lists; then
  check "lists: the rows are printed for swiping" \
    wait_for "^lists: appearance insetGrouped width 390: " 10
  read -r _ sy _ sh <<<"$(lists_row insetGrouped 1.1)"
  sy=$((44 + ${sy%.*} + ${sh%.*} / 2))
  swipe_left "$sy" 100
  check "lists: a swiped row shows the red Delete at its right end" \
    lists_color_at 366 $((sy - 44 - 18)) 255 59 48
  check "lists: and the gray More beside it" lists_color_at 230 $((sy - 44 - 18)) 142 142 147
  tap 250 "$sy"
  check "lists: a click on More runs it" wait_for "^lists: swipe More Sounds$" 5
  sleep 0.8
  check "lists: the row closes" lists_color_at 366 $((sy - 44 - 18)) 255 255 255
  xdotool mousemove $((X + 40)) $((Y + sy + 44)) mousedown 1
  for i in $(seq 1 10); do xdotool mousemove $((X + 40 + 10 * i)) $((Y + sy + 44)); sleep 0.03; done
  sleep 0.3
  check "lists: dragged right, the next row shows the orange Pin" \
    lists_color_at 24 $((sy - 44 + 44 - 18)) 255 149 0
  xdotool mouseup 1
  sleep 0.5
  tap 200 700
  sleep 0.8
  swipe_left "$sy" 320
  check "lists: a full swipe deletes the row" wait_for "^lists: swipe Delete Sounds$" 5
  stop_app
else
  check "lists: the demo opens for swiping" false
fi
