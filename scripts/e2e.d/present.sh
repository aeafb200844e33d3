# Both presentation paths, forced: the book list drawn straight into the window's surface and
# through a texture looks the same, before and after a resize.
for mode in surface texture; do
  if MOSAIC_PRESENT=$mode MOSAIC_DEBUG=render launch_app "present-$mode" --demo books; then
    check "present: $mode is the path used" grep -q "presenting through .*MOSAIC_PRESENT=$mode" "$log"
    import -window root "$work/present-$mode.png"
    read -r r g b <<<"$(pixel $((X + 195)) $((Y + 2)))"
    check "present: $mode draws the navigation bar (got $r $g $b)" near "$r" "$g" "$b" 249 249 249
    read -r r g b <<<"$(pixel $((X + 6)) $((Y + 600)))"
    check "present: $mode draws the book list (got $r $g $b)" near "$r" "$g" "$b" 245 240 230
    xdotool windowsize "$wid" 600 500
    sleep 0.8
    eval "$(xdotool getwindowgeometry --shell "$wid")"
    import -window root "$work/present-$mode-resized.png"
    read -r r g b <<<"$(pixel $((X + 590)) $((Y + 2)))"
    check "present: $mode fills a wider window (got $r $g $b)" near "$r" "$g" "$b" 249 249 249
    read -r r g b <<<"$(pixel $((X + 6)) $((Y + 490)))"
    check "present: $mode draws the list to the new bottom (got $r $g $b)" near "$r" "$g" "$b" 245 240 230
    stop_app
  else
    check "present: the books demo opens with MOSAIC_PRESENT=$mode" false
  fi
done
