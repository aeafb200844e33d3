# Cover flow: a horizontal collection view whose layout turns the covers about the y axis with
# perspective. Item 0 (blue, 180x240 lifted 1.12x) is centred in the 390x800 area under the bar;
# item 1 (red) to its right is turned 60° away, its near (left) edge taller than the flat
# cover. Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).
if launch_app coverflow --demo coverflow; then
  import -window root "$work/coverflow.png"
  read -r r g b <<<"$(pixel $((X + 195)) $((Y + 444)))"
  check "coverflow: the centred cover is blue (got $r $g $b)" near "$r" "$g" "$b" 92 164 230
  # The near edge of cover 2 reaches above the flat cover's top (444 - 120 = 324).
  read -r r g b <<<"$(pixel $((X + 330)) $((Y + 318)))"
  check "coverflow: the turned cover's near edge is taller (got $r $g $b)" \
    near "$r" "$g" "$b" 230 108 92
  read -r r g b <<<"$(pixel $((X + 375)) $((Y + 318)))"
  check "coverflow: its far side is shorter (got $r $g $b)" near "$r" "$g" "$b" 30 30 30

  tap 345 444
  check "coverflow: a tap on cover 2 centres it" wait_for "coverflow: centred 1$" 5
  sleep 0.5
  read -r r g b <<<"$(pixel $((X + 195)) $((Y + 444)))"
  check "coverflow: now the centred cover is red (got $r $g $b)" near "$r" "$g" "$b" 230 108 92
else
  check "coverflow: the demo opens" false
fi
