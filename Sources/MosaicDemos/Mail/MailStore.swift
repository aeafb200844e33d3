import Foundation

/// One message of the Mail demo.
struct MailMessage: Hashable, Sendable {
  let id: Int
  var mailbox: String
  let sender: String
  let subject: String
  let body: String
  let date: String
}

/// The Mail demo's data, shared by every Mail window: mailboxes and their messages. Changes post
/// `MailStore.didChange` so each window shows them.
@MainActor
final class MailStore {
  static let shared = MailStore()
  static let didChange = Notification.Name("MailStoreDidChange")

  /// The mailboxes, in the sidebar's order.
  private(set) var mailboxes = ["Inbox", "Drafts", "Sent", "Archive", "Trash"]
  private(set) var messages: [MailMessage]
  private var nextID: Int

  init() {
    let senders = [
      "Ada Lovelace", "Charles Babbage", "Grace Hopper", "Alan Turing", "Margaret Hamilton",
      "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth",
    ]
    let subjects = [
      "Lunch on Friday?", "Invoice #2041", "Weekend plans", "Build failed on main",
      "Your parcel is on its way", "Minutes of Monday's meeting", "Photos from the trip",
      "Re: quarterly figures", "Welcome aboard", "Password reset", "Conference travel",
      "Review: layout engine", "Team offsite agenda", "New office keys",
    ]
    var messages: [MailMessage] = []
    for (i, subject) in subjects.enumerated() {
      let sender = senders[i % senders.count]
      messages.append(
        MailMessage(
          id: i, mailbox: i < 11 ? "Inbox" : (i == 11 ? "Sent" : "Archive"), sender: sender,
          subject: subject,
          body: "Hello,\n\nThis is the message about \u{201C}\(subject)\u{201D}. "
            + "It is long enough to wrap over several lines in the reading pane, so the detail "
            + "view shows its label growing with the text.\n\nBest,\n\(sender)",
          date: "\(9 + i % 9):\(10 + (i * 7) % 50)"))
    }
    self.messages = messages
    nextID = messages.count
  }

  /// The messages of `mailbox` whose sender, subject or body contains `query` (all when empty).
  func messages(in mailbox: String, matching query: String = "") -> [MailMessage] {
    messages.filter { message in
      message.mailbox == mailbox
        && (query.isEmpty
          || message.subject.localizedCaseInsensitiveContains(query)
          || message.sender.localizedCaseInsensitiveContains(query)
          || message.body.localizedCaseInsensitiveContains(query))
    }
  }

  /// The message with `id`, if it still exists.
  func message(id: Int) -> MailMessage? { messages.first { $0.id == id } }

  /// Adds a mailbox; returns false for an empty or existing name.
  @discardableResult
  func addMailbox(_ name: String) -> Bool {
    let name = name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, !mailboxes.contains(name) else { return false }
    mailboxes.append(name)
    changed()
    return true
  }

  /// Moves a message to the Trash, or deletes it for good when it is there already.
  func delete(id: Int) {
    guard let i = messages.firstIndex(where: { $0.id == id }) else { return }
    if messages[i].mailbox == "Trash" {
      messages.remove(at: i)
    } else {
      messages[i].mailbox = "Trash"
    }
    changed()
  }

  /// Files a new message in `mailbox` ("Sent" or "Drafts").
  @discardableResult
  func file(to recipient: String, subject: String, body: String, in mailbox: String) -> MailMessage {
    let message = MailMessage(
      id: nextID, mailbox: mailbox, sender: recipient.isEmpty ? "(no recipient)" : recipient,
      subject: subject.isEmpty ? "(no subject)" : subject, body: body, date: "now")
    nextID += 1
    messages.insert(message, at: 0)
    changed()
    return message
  }

  private func changed() {
    NotificationCenter.default.post(name: Self.didChange, object: self)
  }
}
