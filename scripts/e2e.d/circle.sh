# Circle layout (post 2, part three): 16 cells on a ring; a tap on a cell deletes it, a tap
# elsewhere inserts one at index 0. The ring's centre is the collection view's (195, 400) in
# the 390x800 area under the bar, its radius 390 / 2.5 = 156. 184 pt from the centre a pixel
# is orange only near a cell's centre: at 180° there is one with 16 cells (item 8) and none
# with 15 (items at 168° and 192°).
ring_left() { pixel $((X + 195 - 184)) $((Y + 444)); }
if launch_app circle --demo circle; then
  import -window root "$work/circle.png"
  read -r r g b <<<"$(pixel $((X + 195)) $((Y + 444)))"
  check "circle: the centre is gray (got $r $g $b)" near "$r" "$g" "$b" 128 128 128
  read -r r g b <<<"$(pixel $((X + 351)) $((Y + 444)))"
  check "circle: cell 0 is at 0° (got $r $g $b)" near "$r" "$g" "$b" 255 153 25
  read -r r g b <<<"$(ring_left)"
  check "circle: 16 cells put one at 180° (got $r $g $b)" near "$r" "$g" "$b" 255 153 25

  tap 351 444
  check "circle: a tap on cell 0 deletes it" wait_for "circle: deleted 0, count 15$" 5
  sleep 1
  import -window root "$work/circle-15.png"
  read -r r g b <<<"$(ring_left)"
  check "circle: 15 cells leave 180° empty (got $r $g $b)" near "$r" "$g" "$b" 128 128 128

  tap 195 444
  check "circle: a tap in the middle inserts a cell" wait_for "circle: inserted, count 16$" 5
  sleep 1
  import -window root "$work/circle-16.png"
  read -r r g b <<<"$(ring_left)"
  check "circle: 16 cells again put one at 180° (got $r $g $b)" near "$r" "$g" "$b" 255 153 25
  read -r r g b <<<"$(pixel $((X + 195)) $((Y + 444)))"
  check "circle: the inserted cell left the centre (got $r $g $b)" near "$r" "$g" "$b" 128 128 128
else
  check "circle: the demo opens" false
fi
