import Foundation

/// Diagnostics the host prints to standard error when `MOSAIC_DEBUG` names their topic
/// (a comma-separated list, such as `MOSAIC_DEBUG=render,frames`; `all` turns on every topic).
enum HostDebug {
  /// What a diagnostic is about.
  enum Topic: String, CaseIterable, Sendable {
    /// How frames reach the screen: the presentation path chosen and why.
    case render
    /// Wake-ups and frames per second of the run loop, once a second while it runs.
    case frames
    /// The device rectangles each frame redraws and presents.
    case damage
  }

  /// The topics `MOSAIC_DEBUG` turns on.
  static let topics: Set<Topic> = parse(ProcessInfo.processInfo.environment["MOSAIC_DEBUG"])

  /// The topics a `MOSAIC_DEBUG` value names (unknown names are ignored).
  static func parse(_ value: String?) -> Set<Topic> {
    guard let value else { return [] }
    var result: Set<Topic> = []
    for name in value.lowercased().split(separator: ",") {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      if trimmed == "all" || trimmed == "1" { return Set(Topic.allCases) }
      if let topic = Topic(rawValue: trimmed) { result.insert(topic) }
    }
    return result
  }

  /// Whether diagnostics about `topic` are printed.
  static func isOn(_ topic: Topic) -> Bool { topics.contains(topic) }

  /// Prints `message` under `topic` when the topic is on.
  static func log(_ topic: Topic, _ message: @autoclosure () -> String) {
    guard isOn(topic) else { return }
    FileHandle.standardError.write(Data("Mosaic[\(topic.rawValue)]: \(message())\n".utf8))
  }
}
