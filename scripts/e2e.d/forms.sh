# Forms: a sign-in screen with two rounded text fields (email at window points 16..374 x
# 68..102, password 68 pt lower, under the 44-pt bar) in a stack view, live validation on
# `.editingChanged` and Return moving from the email field to the password field. The demo
# prints "forms: editing FIELD" when a field begins editing, "forms: email 'TEXT' password N
# characters, sign in enabled|disabled" after each edit, and "forms: signed in as TEXT" when
# the button is clicked. Checked: the email field edits from the start (typed text arrives
# through SDL's text input), Backspace deletes, Return moves on, the password is masked (no
# glyphs but dots), a click places the caret inside the email text, Shift+End selects and a
# typed character replaces the selection, and the button signs in and ends editing.
# Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).

# forms_dark X Y W H: how many pixels of that window-point rectangle are dark (text).
forms_dark() {
  import -window root -crop "$3x$4+$((X + $1))+$((Y + $2))" +repage "$work/forms-crop.png"
  convert "$work/forms-crop.png" -colorspace Gray -threshold 50% -negate \
    -format "%[fx:int(w*h*mean)]" info:
}

# forms_wait PATTERN COUNT: waits (5 s at most) until COUNT log lines match.
forms_wait() {
  for _ in $(seq 1 50); do [ "$(grep -Ec "$1" "$log")" -ge "$2" ] && return 0; sleep 0.1; done
  return 1
}

if launch_app forms --demo forms; then
  check "forms: the email field begins editing by itself" wait_for "^forms: editing email$" 10
  xdotool type --delay 30 "ada@example.orgg"
  check "forms: typed text reaches the field" \
    wait_for "^forms: email 'ada@example.orgg' password 0 characters, sign in disabled$" 5
  xdotool key BackSpace
  check "forms: Backspace deletes the last character" \
    wait_for "^forms: email 'ada@example.org' password 0 characters" 5
  dark=$(forms_dark 20 70 200 30)
  check "forms: the email text is drawn ($dark dark pixels)" test "$dark" -gt 200
  xdotool key Return
  check "forms: Return moves to the password field" wait_for "^forms: editing password$" 5
  xdotool type --delay 30 "hunter2"
  check "forms: the password enables the button" \
    wait_for "^forms: email 'ada@example.org' password 7 characters, sign in enabled$" 5
  dark=$(forms_dark 20 118 200 30)
  check "forms: the password shows as dots, not letters ($dark dark pixels)" \
    test "$dark" -gt 20 -a "$dark" -lt 400
  # Click after "ada@" in the email field, select to the end, type over the selection.
  tap 60 85
  check "forms: a click in the email field edits it again" forms_wait "^forms: editing email$" 2
  xdotool key shift+End
  xdotool type "x"
  check "forms: Shift+End selects and typing replaces the selection" \
    wait_for "^forms: email 'ada.?x' password 7 characters" 5
  xdotool key ctrl+a
  xdotool type "grace@example.org"
  check "forms: Ctrl+A selects everything" \
    wait_for "^forms: email 'grace@example.org' password 7 characters, sign in enabled$" 5
  tap 195 168
  check "forms: the button signs in and ends editing" \
    wait_for "^forms: signed in as grace@example.org, editing false$" 5
  stop_app
else
  check "forms: the demo opens" false
fi
