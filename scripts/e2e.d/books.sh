# Book list (post 2, part one): the horizontal list of covers, a book's detail and back, the
# half-size variant. Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).
if launch_app books --demo books; then
  check "books: the list opens" test -n "$wid"
  import -window root "$work/books.png"
  # The grid starts 16 pt under the 44 pt bar; the first cell is at x 2 (the section inset).
  read -r r g b <<<"$(pixel $((X + 60)) $((Y + 80)))"
  check "books: the first cover is drawn (got $r $g $b)" near "$r" "$g" "$b" 86 141 191
  read -r r g b <<<"$(pixel $((X + 3)) $((Y + 61)))"
  check "books: the cell's corner is rounded off (got $r $g $b)" near "$r" "$g" "$b" 245 240 230
  read -r r g b <<<"$(pixel $((X + 10)) $((Y + 214)))"
  check "books: the title label is on white (got $r $g $b)" near "$r" "$g" "$b" 255 255 255

  # The list scrolls sideways: two notches of the horizontal wheel (button 7), 40 pt each.
  xdotool mousemove $((X + 200)) $((Y + 150))
  for _ in 1 2; do xdotool click 7; sleep 0.05; done
  check "books: the horizontal wheel scrolls the list by 80 pt" wait_for "books: scrolled to 80$" 5
  import -window root "$work/books-scrolled.png"
  read -r r g b <<<"$(pixel $((X + 3)) $((Y + 61)))"
  check "books: the first column moved off the left edge (got $r $g $b)" \
    eval '! near "$r" "$g" "$b" 245 240 230'
  for _ in 1 2; do xdotool click 6; sleep 0.05; done
  check "books: and back to the start" wait_for "books: scrolled to 0$" 5
  sleep 0.3

  # Horizontal flow: the second column starts at 2 + 120 + 10; its first book is item 2.
  tap 190 120
  check "books: a tap opens book 2" wait_for "books: open 2 疯狂HTML5/CSS3/JavaScript讲义" 5
  sleep 0.8
  import -window root "$work/books-detail.png"
  read -r r g b <<<"$(pixel $((X + 195)) $((Y + 150)))"
  check "books: the detail shows the cover (got $r $g $b)" near "$r" "$g" "$b" 191 115 86
  back
  check "books: back closes the detail" wait_for "books: closed" 5
  sleep 0.8

  # The post's part two: each cell half its cover's size.
  tap 360 22
  check "books: the ½ button makes cells half their covers' size" \
    wait_for "books: half size on, sizes 100x130,120x150,110x150,120x160,90x120,115x155,105x140,95x125" 5
  sleep 0.8
  import -window root "$work/books-half.png"
  # The first column holds items 0 (100x130) and 1 (120x150), justified to its 330 pt.
  read -r r g b <<<"$(pixel $((X + 60)) $((Y + 215)))"
  check "books: the first cell is now 130 pt tall (got $r $g $b below it)" \
    near "$r" "$g" "$b" 245 240 230
  back
  check "books: back to the gallery" wait_for "gallery: back" 5
  kill -0 "$pid" 2>/dev/null
  check "books: the app is still running" test $? -eq 0
else
  check "books: the list opens" false
fi
