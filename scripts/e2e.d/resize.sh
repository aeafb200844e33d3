# Every demo survives a very small window and comes back: open it, shrink the window to
# 120x120, restore 390x844, then the back button must still return to the gallery.
for id in desktop books circle channels guide basics; do
  if launch_app "resize-$id" --demo "$id"; then
    xdotool windowsize "$wid" 120 120
    sleep 0.8
    xdotool windowsize "$wid" 390 844
    sleep 0.8
    kill -0 "$pid" 2>/dev/null
    check "resize: $id survives 120x120 and back" test $? -eq 0
    eval "$(xdotool getwindowgeometry --shell "$wid")"
    import -window root "$work/resize-$id.png"
    read -r r g b <<<"$(pixel $((X + 195)) $((Y + 2)))"
    check "resize: $id draws its bar again (got $r $g $b)" near "$r" "$g" "$b" 249 249 249
    back
    check "resize: $id still answers (back to the gallery)" wait_for "gallery: back" 5
    stop_app
  else
    check "resize: $id opens" false
  fi
done
