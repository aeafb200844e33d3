# Auto Layout: self-sizing note cards (a vertical stack view of labels pinned to each cell's
# content view) in a flow layout with automaticSize, one column below 600 pt of width and two
# from there. After each change of width the demo prints its visible cards
# ("autolayout: width W columns C: item:x,y,w,h,length ...", collection view points; the
# collection view starts under the 44-pt bar). Checked at 390, 800 and 390 points wide: the
# columns, no two cards overlapping, taller cards for longer texts, a card re-wrapping to a
# different height when the width changes, and the card colour on screen where a card is.
# Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).

# autolayout_line WIDTH N: the Nth printed line for WIDTH (1 = first).
autolayout_line() { grep -E "^autolayout: width $1 " "$log" | sed -n "${2}p"; }

# autolayout_cards WIDTH N: that line's cards, one "item x y w h length" a line.
autolayout_cards() {
  autolayout_line "$1" "$2" | sed 's/.*: //' | tr ' ' '\n' | tr ':,' '  ' | sed '/^$/d'
}

# autolayout_columns WIDTH N XS W: every card is W wide and starts at one of XS.
autolayout_columns() {
  local xs=$3 w=$4
  autolayout_cards "$1" "$2" | awk -v xs="$xs" -v w="$w" '
    BEGIN { n = split(xs, allowed, ",") }
    { ok = 0; for (i = 1; i <= n; i++) if ($2 == allowed[i]) ok = 1
      if (!ok || $4 != w) { print "e2e: autolayout: card " $1 " at x " $2 " width " $4; bad = 1 } }
    END { exit bad }'
}

# autolayout_no_overlap WIDTH N: no two cards share any point.
autolayout_no_overlap() {
  autolayout_cards "$1" "$2" | awk '
    { x[NR] = $2; y[NR] = $3; w[NR] = $4; h[NR] = $5; id[NR] = $1 }
    END {
      for (i = 1; i <= NR; i++) for (j = i + 1; j <= NR; j++)
        if (x[i] < x[j] + w[j] && x[j] < x[i] + w[i] && y[i] < y[j] + h[j] && y[j] < y[i] + h[i]) {
          print "e2e: autolayout: cards " id[i] " and " id[j] " overlap"; bad = 1 }
      exit bad || NR < 4 }'
}

# autolayout_grows WIDTH N: a longer text never gives a shorter card (in one column width),
# and the cards are not all of one height.
autolayout_grows() {
  autolayout_cards "$1" "$2" | awk '
    { h[NR] = $5; len[NR] = $6; id[NR] = $1; if (NR == 1 || $5 < lo) lo = $5; if ($5 > hi) hi = $5 }
    END {
      for (i = 1; i <= NR; i++) for (j = 1; j <= NR; j++)
        if (len[i] < len[j] - 20 && h[i] > h[j]) {
          print "e2e: autolayout: card " id[i] " (" len[i] " chars) is taller than card " id[j]; bad = 1 }
      exit bad || hi <= lo + 40 }'
}

# autolayout_height WIDTH N ITEM: the printed height of one card.
autolayout_height() { autolayout_cards "$1" "$2" | awk -v item="$3" '$1 == item { print $5 }'; }

# autolayout_shows WIDTH N ITEM: the screen shows the card colour inside that card, 20 pt in
# from its top right corner.
autolayout_shows() {
  local card r g b
  card=$(autolayout_cards "$1" "$2" | awk -v item="$3" '$1 == item')
  set -- $card
  read -r r g b <<<"$(pixel $((X + $2 + $4 - 20)) $((Y + 44 + $3 + 20)))"
  near "$r" "$g" "$b" 255 245 199 || { echo "e2e: autolayout: card $1 shows $r $g $b"; return 1; }
}

autolayout_check() { # WIDTH N XS W
  check "autolayout: at $1 pt the cards are printed" wait_for "^autolayout: width $1 " 10
  check "autolayout: at $1 pt the columns start at $3, cards $4 wide" autolayout_columns "$1" "$2" "$3" "$4"
  check "autolayout: at $1 pt no two cards overlap" autolayout_no_overlap "$1" "$2"
  check "autolayout: at $1 pt longer notes make taller cards" autolayout_grows "$1" "$2"
  check "autolayout: at $1 pt card 0 is drawn where it is laid out" autolayout_shows "$1" "$2" 0
  check "autolayout: at $1 pt card 1 is drawn where it is laid out" autolayout_shows "$1" "$2" 1
}

if launch_app autolayout --demo autolayout; then
  autolayout_check 390 1 12 366
  narrow=$(autolayout_height 390 1 3)
  xdotool windowsize "$wid" 800 700
  sleep 0.5
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  autolayout_check 800 1 12,406 382
  wide=$(autolayout_height 800 1 3)
  check "autolayout: the long note re-wraps shorter when wider ($narrow -> $wide)" \
    test "${wide:-0}" -gt 0 -a "${wide:-0}" -lt "${narrow:-0}"
  xdotool windowsize "$wid" 390 844
  sleep 0.5
  eval "$(xdotool getwindowgeometry --shell "$wid")"
  check "autolayout: back at 390 pt the cards are printed again" \
    eval '[ "$(grep -cE "^autolayout: width 390 " "$log")" -ge 2 ] || { sleep 3; [ "$(grep -cE "^autolayout: width 390 " "$log")" -ge 2 ]; }'
  autolayout_check 390 2 12 366
  check "autolayout: back at 390 pt the long note is as tall as before" \
    test "$(autolayout_height 390 2 3)" = "$narrow"
  stop_app
else
  check "autolayout: the demo opens" false
fi
