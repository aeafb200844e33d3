# MOSAIC_PERF_HUD=1: the frame-time overlay sits in the window's bottom-right corner (200×72
# pt, 8 pt in), a dark panel with a bar for each frame, over the book list; frames redraw
# what is below it first (damage tracking), and the list stays drawn around it.
if MOSAIC_PERF_HUD=1 MOSAIC_DEBUG=damage launch_app "hud" --demo books; then
  # Open a book and come back: animated frames.
  tap 60 100
  sleep 1
  back
  sleep 1
  import -window root "$work/hud.png"
  left=$((X + WIDTH - 208))
  top=$((Y + HEIGHT - 80))
  read -r r g b <<<"$(pixel $((left + 2)) $((top + 40)))"
  check "hud: the panel is dark over the list (got $r $g $b)" test "$r" -lt 90 -a "$b" -lt 100
  # The newest bars are at the right end of the graph, above its bottom line.
  bars=$(for i in 1 2 3 4 5 6 7 8 9 10; do pixel $((left + 196 - i * 2)) $((top + 66)); done \
    | awk '$1 > 120 || $3 > 150' | wc -l)
  check "hud: recent frames have bars ($bars of 10 columns)" test "$bars" -ge 1
  read -r r g b <<<"$(pixel $((left - 20)) $((top + 40)))"
  check "hud: the list is drawn next to it (got $r $g $b)" near "$r" "$g" "$b" 245 240 230
  check "hud: frames redraw only damaged rectangles" grep -q "Mosaic\[damage\]: [0-9]* rect(s), [0-9]* px ([0-9.]*%): " "$log"
  stop_app
else
  check "hud: the books demo opens with MOSAIC_PERF_HUD=1" false
fi
