# Shared helpers of the end-to-end scripts (sourced by scripts/e2e and scripts/e2e.d/*.sh).
# Expects $app (the mosaic-demos binary) and $work (a scratch directory).

passed=${passed:-0}
failed=${failed:-0}
check() { # name, command...
  local name=$1; shift
  if "$@"; then passed=$((passed + 1)); echo "e2e: ok   $name"
  else failed=$((failed + 1)); echo "e2e: FAIL $name"; fi
}

# The colour of one screen pixel as "R G B".
pixel() {
  import -window root -crop "1x1+$1+$2" -depth 8 txt:- 2>/dev/null |
    sed -n 's/.*(\([0-9]*\),\([0-9]*\),\([0-9]*\).*/\1 \2 \3/p' | head -n 1
}
# near R G B EXPECTED_R EXPECTED_G EXPECTED_B: within 12 per channel.
near() {
  local d
  for d in $(( $1 - $4 )) $(( $2 - $5 )) $(( $3 - $6 )); do
    [ "${d#-}" -le 12 ] || return 1
  done
}

# launch_app NAME [ARGS...]: starts mosaic-demos (390x844) with ARGS, logging to
# $work/NAME.log ($log), waits (up to 30 s) for its window (named mosaic-demos, or
# $E2E_WINDOW_NAME) and sets pid, wid, X, Y, WIDTH, HEIGHT. Returns 1 when no window appears.
launch_app() {
  local name=$1; shift
  log="$work/$name.log"
  MOSAIC_WINDOW_SIZE=${MOSAIC_WINDOW_SIZE:-390x844} "$app" "$@" >"$log" 2>&1 &
  pid=$!
  wid=""
  for _ in $(seq 1 300); do
    wid=$(xdotool search --onlyvisible --name "${E2E_WINDOW_NAME:-mosaic-demos}" 2>/dev/null | head -n 1)
    [ -n "$wid" ] && break
    sleep 0.1
  done
  if [ -z "$wid" ]; then
    echo "e2e: no window for $name after 30 s (app pid $pid:" \
      "$(kill -0 "$pid" 2>/dev/null && echo "running, in $(cat /proc/"$pid"/wchan 2>/dev/null)" || echo gone);" \
      "windows named mosaic-demos: $(xdotool search --name mosaic-demos 2>/dev/null | tr '\n' ' '))"
    echo "e2e: its log:"; cat "$log"
    echo "e2e: the screen's windows:"; xwininfo -root -tree 2>&1 | sed -n '1,25p'
    echo "e2e: its threads:"; for t in /proc/"$pid"/task/*; do
      echo "  $(cat "$t/comm" 2>/dev/null) $(cat "$t/wchan" 2>/dev/null)"; done
    stop_app
    return 1
  fi
  sleep 1.2
  eval "$(xdotool getwindowgeometry --shell "$wid")"  # X, Y, WIDTH, HEIGHT
  xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
  return 0
}

# stop_app: ends the app started by launch_app; prints its log when a check failed.
stop_app() {
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  wid=""
}

# wait_for PATTERN SECONDS: waits until the app's log matches the extended regex.
wait_for() {
  for _ in $(seq 1 $(( $2 * 10 ))); do grep -Eq "$1" "$log" && return 0; sleep 0.1; done
  return 1
}

# tap X Y (window points): a click at a point of the window.
tap() {
  xdotool mousemove $((X + $1)) $((Y + $2)) click 1
}

# drag X1 Y1 X2 Y2 [HOLD]: press at (X1,Y1), hold HOLD seconds (0.9 by default), move to
# (X2,Y2) in 12 steps, release. Window points.
drag() {
  local x1=$1 y1=$2 x2=$3 y2=$4 hold=${5:-0.9} i
  xdotool mousemove $((X + x1)) $((Y + y1)) mousedown 1
  sleep "$hold"
  for i in $(seq 1 12); do
    xdotool mousemove $((X + x1 + (x2 - x1) * i / 12)) $((Y + y1 + (y2 - y1) * i / 12))
    sleep 0.04
  done
  sleep 0.3
  xdotool mouseup 1
}

# wheel X Y NOTCHES: scrolls down (positive) or up (negative) under (X,Y), 40 pt a notch.
wheel() {
  local n=$3 button=5 i
  [ "$n" -lt 0 ] && { n=$(( -n )); button=4; }
  xdotool mousemove $((X + $1)) $((Y + $2))
  for i in $(seq 1 "$n"); do xdotool click $button; sleep 0.04; done
}

# back: the navigation bar's back button.
back() {
  tap 30 22
}
