# Channel chooser (post 3): a tap moves a channel to the other section (both ways), a long
# press and drag moves one within a section and across sections, and the two arrays stay
# consistent (38 distinct channels, "+" exactly on the suggested ones).
# Sourced by scripts/e2e (helpers from scripts/e2e-lib.sh). Window points: the collection
# view starts 24 points below the 44-point navigation bar; tiles are 85x50, columns centred
# at x = 52, 147, 242, 337; my channels' rows at y = 147 + 60 r, suggested rows at y = 501 + 60 r
# (while "my channels" has 17 to 20 channels, so five rows).

# channels_consistent: the last "channels:" line has 38 distinct names, none of "mine"
# starting with "+", all of "more" starting with "+".
channels_consistent() {
  local line mine more
  line=$(grep "^channels: mine " "$log" | tail -n 1)
  mine=${line#channels: mine }; mine=${mine%% | more *}
  more=${line##* | more }
  [ "$(printf '%s\n' "${mine//,/$'\n'}" "${more//,/$'\n'}" | sed 's/^+//' | sort -u | wc -l)" \
    -eq 38 ] || return 1
  ! printf '%s\n' "${mine//,/$'\n'}" | grep -q '^+' || return 1
  ! printf '%s\n' "${more//,/$'\n'}" | grep -qv '^+' || return 1
}

if launch_app channels --demo channels; then
  import -window root "$work/channels.png"
  read -r r g b <<<"$(pixel $((X + 14)) $((Y + 147)))"
  check "channels: a channel tile is drawn (got $r $g $b)" near "$r" "$g" "$b" 242 242 245
  read -r r g b <<<"$(pixel $((X + 200)) $((Y + 440)))"
  check "channels: white between the sections (got $r $g $b)" near "$r" "$g" "$b" 255 255 255

  tap 52 147
  check "channels: a tap on 热点 moves it to the front of the suggestions as +热点" \
    wait_for "channels: mine 视频,成都,.*,街拍 \| more \+热点,\+汽车," 5
  check "channels: the arrays are consistent after the tap" channels_consistent
  sleep 0.8
  tap 147 501
  check "channels: a tap on +汽车 moves it to the end of my channels as 汽车" \
    wait_for "channels: mine 视频,.*,街拍,汽车 \| more \+热点,\+美图," 5
  check "channels: the arrays are consistent after the second tap" channels_consistent
  sleep 0.8
  import -window root "$work/channels-tapped.png"

  # Within "my channels": 视频 (first) onto the third place.
  drag 52 147 242 147
  check "channels: dragging 视频 onto the third place reorders my channels" \
    wait_for "channels: mine 成都,社会,视频,娱乐" 5
  check "channels: the arrays are consistent after the drag" channels_consistent
  sleep 0.8
  # Across: 成都 (now first) onto the first suggestion.
  drag 52 147 52 501
  check "channels: dragging 成都 into the suggestions makes it +成都" \
    wait_for "channels: mine 社会,视频,.* \| more \+成都,\+热点," 5
  check "channels: the arrays are consistent after the drag across" channels_consistent
  sleep 0.8
  # And back: +热点 (second suggestion) onto the first of my channels.
  drag 147 501 52 147
  check "channels: dragging +热点 into my channels makes it 热点" \
    wait_for "channels: mine 热点,社会,视频,.* \| more \+成都,\+美图," 5
  check "channels: the arrays are consistent after the drag back" channels_consistent
  sleep 0.8
  import -window root "$work/channels-dragged.png"
  kill -0 "$pid" 2>/dev/null
  check "channels: the app is still running" test $? -eq 0
  stop_app
else
  check "channels: the window opens" false
fi
