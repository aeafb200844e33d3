# Basics and waterfall (post 5): nine random colours, performBatchUpdates { reloadSections }
# from the button at the bottom, and the two-column waterfall, balanced, scrolled by the
# wheel.
if launch_app basics --demo basics; then
  tap 195 796
  check "basics: the button reloads the section" wait_for "basics: reloaded 1, colors " 5
  tap 195 796
  check "basics: and again" wait_for "basics: reloaded 2, colors " 5
  sleep 0.8
  first=$(grep -o "reloaded 1, colors .*" "$log" | sed 's/.*colors //')
  second=$(grep -o "reloaded 2, colors .*" "$log" | sed 's/.*colors //')
  check "basics: the colours changed ($first / $second)" test "$first" != "$second"
  import -window root "$work/basics.png"
  hex=${second%%,*}
  read -r r g b <<<"$(pixel $((X + 50)) $((Y + 94)))"
  check "basics: item 0 shows the logged colour $hex (got $r $g $b)" \
    near "$r" "$g" "$b" $((16#${hex:0:2})) $((16#${hex:2:2})) $((16#${hex:4:2}))

  tap 350 22
  check "basics: the Waterfall button opens the waterfall" wait_for "basics: open waterfall" 5
  check "basics: the waterfall reports its columns" wait_for "basics: waterfall columns" 5
  sleep 0.8
  read -r h1 h2 tallest <<<"$(grep -o "waterfall columns [0-9]* [0-9]*, tallest [0-9]*" "$log" |
    tail -n 1 | sed 's/waterfall columns \([0-9]*\) \([0-9]*\), tallest \([0-9]*\)/\1 \2 \3/')"
  d=$((h1 - h2)); d=${d#-}
  check "basics: the columns ($h1, $h2) differ by less than the tallest item ($tallest)" \
    test -n "$h1" -a "$d" -lt "${tallest:-0}"
  import -window root "$work/waterfall-top.png"
  read -r r g b <<<"$(pixel $((X + 5)) $((Y + 100)))"
  check "basics: white margin left of the first column (got $r $g $b)" near "$r" "$g" "$b" 255 255 255
  read -r r g b <<<"$(pixel $((X + 100)) $((Y + 100)))"
  check "basics: the first item is coloured (got $r $g $b)" test "$r $g $b" != "255 255 255"

  wheel 200 500 5
  check "basics: five wheel notches scroll the waterfall by 200 pt" \
    wait_for "basics: waterfall scrolled to 200$" 5
  import -window root "$work/waterfall-scrolled.png"
  diff=$(compare -metric AE "$work/waterfall-top.png" "$work/waterfall-scrolled.png" null: 2>&1 || true)
  check "basics: the screen changed after scrolling ($diff pixels)" test "${diff%% *}" -gt 1000
  back
  sleep 0.8
  back
  check "basics: back to the gallery" wait_for "gallery: back" 5
else
  check "basics: the demo opens" false
fi
