# Diffable: a grid of named colours (85x85 cells, 4 columns 95 pt apart, from x 10 and y 98
# under the bar) fed by a diffable data source, with Shuffle, Insert, Delete and Reconfigure
# buttons in a row under the bar. After each button the demo prints its snapshot
# ("diffable: ACTION: N items: Name#rrggbb ..."); the top-right area of each cell (clear of
# its text) must show those colours in that order, and the place after the last cell must be
# empty.
# Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).

# diffable_buttons: the centres of the four buttons (window points), by name.
diffable_button() {
  case $1 in
    shuffle) tap 52 66 ;;
    insert) tap 147 66 ;;
    delete) tap 243 66 ;;
    reconfigure) tap 338 66 ;;
  esac
}

# diffable_lines PATTERN: how many log lines match.
diffable_lines() { grep -Ec "$1" "$log"; }

# diffable_wait PATTERN COUNT: waits (5 s at most) until COUNT log lines match.
diffable_wait() {
  for _ in $(seq 1 50); do [ "$(diffable_lines "$1")" -ge "$2" ] && return 0; sleep 0.1; done
  return 1
}

# diffable_agree NAME: the screen shows the snapshot of the last "diffable: NAME" line.
diffable_agree() {
  local line entries entry hex k=0 bad=0 r g b shot="$work/diffable-$1-$(date +%s%N).png"
  line=$(grep -E "^diffable: $1" "$log" | tail -n 1)
  entries=${line##*items: }
  import -window root "$shot" 2>/dev/null || true
  for entry in $entries; do
    hex=${entry##*#}
    read -r r g b <<<"$(pixel $((X + 85 + (k % 4) * 95)) $((Y + 108 + (k / 4) * 95)))"
    if ! near "$r" "$g" "$b" $((16#${hex:0:2})) $((16#${hex:2:2})) $((16#${hex:4:2})); then
      echo "e2e: diffable: cell $k shows $r $g $b, the snapshot has $entry"
      bad=$((bad + 1))
    fi
    k=$((k + 1))
  done
  read -r r g b <<<"$(pixel $((X + 85 + (k % 4) * 95)) $((Y + 108 + (k / 4) * 95)))"
  if ! near "$r" "$g" "$b" 255 255 255; then
    echo "e2e: diffable: the place after the last cell ($k) shows $r $g $b"
    bad=$((bad + 1))
  fi
  [ "$k" -gt 0 ] && [ "$bad" -eq 0 ]
}

# diffable_press BUTTON PATTERN: presses BUTTON, waits for one more PATTERN line and for the
# animation (0.3 s) to end, then checks that the screen agrees with the printed snapshot.
diffable_press() {
  local before
  before=$(diffable_lines "^diffable: $2")
  diffable_button "$1"
  check "diffable: $1 prints the snapshot" diffable_wait "^diffable: $2" $((before + 1))
  sleep 0.5
  check "diffable: after $1 the cells show the printed snapshot" diffable_agree "$2"
}

if launch_app diffable --demo diffable; then
  check "diffable: the first snapshot is printed" wait_for "^diffable: initial: 24 items" 5
  check "diffable: the cells show the first snapshot" diffable_agree "initial"
  diffable_press shuffle "shuffle:"
  diffable_press insert "insert [A-Za-z]+:"
  diffable_press delete "delete [A-Za-z]+:"
  diffable_press reconfigure "reconfigure [A-Za-z,]+:"
  check "diffable: reconfigured cells are the same cell objects" wait_for "^diffable: cells kept true" 2
  diffable_press shuffle "shuffle:"
  diffable_press reconfigure "reconfigure [A-Za-z,]+:"
  diffable_press insert "insert [A-Za-z]+:"
  diffable_press insert "insert [A-Za-z]+:"
  diffable_press delete "delete [A-Za-z]+:"
  check "diffable: the counts follow (25 after one insert, 24 after a delete)" \
    eval 'grep -q "^diffable: insert [A-Za-z]*: 25 items" "$log" && grep -q "^diffable: delete [A-Za-z]*: 24 items" "$log"'
  stop_app
else
  check "diffable: the demo opens" false
fi
