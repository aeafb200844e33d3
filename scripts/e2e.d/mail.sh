# Mail: the scene-based Mail app (`mosaic-demos --app mail`, 1180x820): a three-column split view
# (mailboxes sidebar, a message list with search, the reading pane), a compose form sheet with a
# draft guard, a delete confirmation in an action sheet (a popover from its bar button), a
# new-mailbox alert with a text field, a second window through requestSceneSessionActivation,
# and collapsing to one navigation stack in a narrow window. The app prints "mail: …" lines:
# "list MAILBOX N[ matching Q]: subjects", "sort menu shown", "sorted by ORDER", "reading SUBJECT",
# "compose shown", "sent SUBJECT",
# "draft sheet shown", "draft saved", "action sheet shown", "deleted SUBJECT", "alert shown",
# "new mailbox NAME", "scene connected (N)", "scene active (N)", "collapsed", "expanded".
# Sourced by scripts/e2e (uses the helpers of scripts/e2e-lib.sh).

mail_windows() { xdotool search --onlyvisible --name '^Mail$' 2>/dev/null | wc -l; }

if MOSAIC_WINDOW_SIZE=1180x820 E2E_WINDOW_NAME='^Mail$' launch_app mail --app mail; then
  check "mail: the scene connects and becomes active" wait_for "^mail: scene active \(1\)$" 10
  check "mail: the inbox lists 11 messages" wait_for "^mail: list Inbox 11: " 5
  # The "sort by" menu of the list's bar: a click opens the popup over the search field, a
  # click on "Sender" sorts; reopened, Down and Return choose "Date" again.
  tap 406 22
  check "mail: the sort button opens its menu" wait_for "^mail: sort menu shown$" 5
  sleep 0.3
  read -r r g b <<<"$(pixel $((X + 560)) $((Y + 122)))"
  check "mail: the menu's panel covers the search field ($r $g $b)" near "$r" "$g" "$b" 252 252 252
  tap 460 128
  check "mail: a click on Sender sorts by sender" wait_for "^mail: sorted by Sender$" 5
  check "mail: the inbox is in sender order" \
    wait_for "^mail: list Inbox 11: Lunch on Friday\?\|Welcome aboard\|Build failed on main\|" 5
  read -r r g b <<<"$(pixel $((X + 560)) $((Y + 122)))"
  check "mail: the menu is gone ($r $g $b)" near "$r" "$g" "$b" 234 234 235
  tap 406 22
  wait_for "^mail: sort menu shown.*" 5
  sleep 0.3
  xdotool key Down Return
  check "mail: Down and Return choose Date" wait_for "^mail: sorted by Date$" 5
  sleep 0.5
  read -r r g b <<<"$(pixel $((X + 20)) $((Y + 600)))"
  check "mail: the sidebar column is the grey sidebar ($r $g $b)" near "$r" "$g" "$b" 242 242 247
  read -r r g b <<<"$(pixel $((X + 500)) $((Y + 790)))"
  check "mail: the list column is white ($r $g $b)" near "$r" "$g" "$b" 255 255 255
  # A message read in the third column.
  tap 500 300
  check "mail: a click on the third message opens it" wait_for "^mail: reading Weekend plans$" 5
  # Search in the list: its field sits below the large title ("Inbox").
  tap 450 122
  xdotool type --delay 40 "invoice"
  check "mail: typing in the search field filters the list" \
    wait_for "^mail: list Inbox 1 matching invoice: Invoice #2041$" 5
  xdotool key Escape
  check "mail: Escape ends the search" wait_for "^mail: list Inbox 11: " 5
  # Delete, confirmed in an action sheet shown as a popover from the bar button.
  tap 500 300
  wait_for "^mail: reading Weekend plans$" 5
  tap 1135 22
  check "mail: Delete asks in an action sheet" wait_for "^mail: action sheet shown$" 5
  sleep 0.4
  tap 1018 129
  check "mail: \"Delete Message\" deletes it" wait_for "^mail: deleted Weekend plans$" 5
  check "mail: the inbox lists 10 messages" wait_for "^mail: list Inbox 10: " 5
  # Compose: a form sheet; Escape with text typed asks about the draft.
  tap 583 22
  check "mail: Compose shows the form sheet" wait_for "^mail: compose shown$" 5
  sleep 0.3
  xdotool type --delay 30 "bob@example.com"
  xdotool key Tab
  xdotool type --delay 30 "Status report"
  xdotool key Escape
  check "mail: Escape with text typed asks about the draft" wait_for "^mail: draft sheet shown$" 5
  xdotool key Escape
  sleep 0.5
  # The sheet is still there: its Send button sends.
  tap 818 122
  check "mail: Send files the message in Sent" wait_for "^mail: sent Status report$" 5
  tap 150 153
  check "mail: the Sent mailbox lists it" wait_for "^mail: list Sent 2: Status report\|" 5
  # A new mailbox, named in an alert with a text field; Return saves.
  tap 291 22
  check "mail: + shows the alert" wait_for "^mail: alert shown$" 5
  xdotool type --delay 40 "Receipts"
  xdotool key Return
  check "mail: Return in the alert adds the mailbox" wait_for "^mail: new mailbox Receipts$" 5
  # A second window: a new scene session.
  tap 481 22
  check "mail: New Window connects a second scene" wait_for "^mail: scene connected \(2\)$" 10
  sleep 1
  check "mail: two windows titled Mail" test "$(mail_windows)" -eq 2
  # Narrow, the split view collapses to one stack; wide again, it expands.
  xdotool windowsize "$wid" 600 800
  check "mail: a 600-pt window collapses the split view" wait_for "^mail: collapsed$" 5
  xdotool windowsize "$wid" 1180 820
  check "mail: 1180 pt again expands it" wait_for "^mail: expanded$" 5
  stop_app
fi
