/// Where a caret stands at each character boundary of one line of text in a font (see
/// `TextRenderer.caretStops(of:font:)`), kept up to date across edits without measuring the
/// whole text again.
///
/// An edit changes the text between a common prefix and a common suffix. The stops of the
/// prefix stay; the changed part is measured again with some characters of context, from just
/// after a space before it to a space after it, so that shaping (kerning, ligatures) inside the
/// measured piece is what it is in the whole line; the suffix's stops move by the change in
/// width. Without spaces near the edit, the whole text is measured again.
struct CaretStops {
  /// The text the stops belong to.
  private(set) var text: String
  /// The font they were measured in.
  let font: UIFont
  /// The caret's x at each character boundary (`text.count + 1` of them), in points (only
  /// `refine` changes them outside this file).
  var offsets: [CGFloat]
  /// The UTF-8 offset of each character boundary.
  private(set) var utf8: [Int]
  /// Whether the offsets never decrease (no right-to-left run moves a later boundary left), so
  /// that `firstStop(beyondX:orAt:)` may search them.
  private(set) var isIncreasing: Bool

  /// Runs of boundaries whose offsets are estimates (see `CaretStops+Estimates.swift`): sorted,
  /// each from the boundary after a quiet space (or the first) to the next chunk's first.
  var estimatedChunks: [ClosedRange<Int>] = []

  /// The UTF-8 bytes `refine` has read and the stops it has moved, in all (its cost, which
  /// tests check follows what it measures and moves, not the length of the text).
  var refineWork = 0

  /// How far from an edit a space is looked for, in characters.
  static let contextLimit = 64

  /// Measures `text` in `font`; a long line of plain ASCII text is measured exactly only where
  /// `refine(around:)` asks, and estimated elsewhere.
  /// - Complexity: O(n) for the length of the text.
  init(text: String, font: UIFont) {
    self.text = text
    self.font = font
    if let estimate = Self.estimate(text, font: font) {
      (offsets, utf8, estimatedChunks) = estimate
    } else {
      (offsets, utf8) = TextRenderer.caretStops(of: text, font: font)
    }
    isIncreasing = Self.increases(offsets[...])
  }

  private static func increases(_ xs: ArraySlice<CGFloat>) -> Bool {
    var previous = -CGFloat.infinity
    for x in xs {
      if x < previous { return false }
      previous = x
    }
    return true
  }

  /// Moves the stops to `newText`.
  /// - Complexity: O(n) copying of the stops (no measuring beyond the edited words) when a
  ///   space stands near each end of the edit; else measures all of `newText`, O(n).
  mutating func update(to newText: String) {
    guard newText != text else { return }
    guard !text.isEmpty, !newText.isEmpty else {
      self = CaretStops(text: newText, font: font)
      return
    }
    let oldCount = offsets.count
    let affixes = Self.commonAffixes(text, newText)
    var edited: ClosedRange<Int>?
    if !estimatedChunks.isEmpty {
      // The edited words and their context are measured exactly before the edit is patched in.
      let range = editedBoundaries(affixes)
      refine(
        boundaries: max(
          0, range.lowerBound - Self.contextLimit - 2)...min(
            oldCount - 1, range.upperBound + Self.contextLimit + 2))
      edited = range
    }
    guard let patch = patched(to: newText, affixes: affixes) else {
      self = CaretStops(text: newText, font: font)
      return
    }
    let chunks = estimatedChunks
    apply(patch, text: newText)
    if let edited, !chunks.isEmpty {
      // Chunks after the edit keep their boundaries, moved by the change in their number.
      let shift = offsets.count - oldCount
      estimatedChunks = chunks.compactMap { chunk in
        if chunk.upperBound < edited.lowerBound { return chunk }
        if chunk.lowerBound > edited.upperBound {
          return (chunk.lowerBound + shift)...(chunk.upperBound + shift)
        }
        return nil
      }
    }
  }

  /// The lengths in bytes of the common prefix and the common suffix (not overlapping it) of
  /// two texts.
  private static func commonAffixes(_ a: String, _ b: String) -> (prefix: Int, suffix: Int) {
    var old = a
    var new = b
    return old.withUTF8 { o in
      new.withUTF8 { n -> (Int, Int) in
        let limit = min(o.count, n.count)
        var p = 0
        while p < limit, o[p] == n[p] { p += 1 }
        var s = 0
        while s < limit - p, o[o.count - 1 - s] == n[n.count - 1 - s] { s += 1 }
        return (p, s)
      }
    }
  }

  /// The boundaries of the text (before an edit) between the common prefix and the common
  /// suffix of the text and the edited one.
  private func editedBoundaries(_ affixes: (prefix: Int, suffix: Int)) -> ClosedRange<Int> {
    let (prefix, suffix) = affixes
    let oldCount = utf8[utf8.count - 1]
    return lastStop(
      atOrBefore: prefix)...max(
        lastStop(atOrBefore: prefix), firstStop(atOrAfter: oldCount - suffix))
  }

  /// The change that gives the stops of `newText` (which shares the byte lengths `affixes` of
  /// prefix and suffix with the text) from measuring only the changed words; nil when that
  /// cannot be done.
  private func patched(to newText: String, affixes: (prefix: Int, suffix: Int)) -> Patch? {
    var old = text
    let new = newText
    let oldCount = utf8[utf8.count - 1]
    let (prefix, suffix) = affixes
    guard oldCount == old.utf8.count else { return nil }
    // The character boundaries at or before the prefix's end and at or after the suffix's start.
    let first = lastStop(atOrBefore: prefix)
    let last = firstStop(atOrAfter: oldCount - suffix)
    // Widen to a space on each side, between two printable ASCII characters that did not
    // change (their font and the space's do not depend on the edit): the piece starts right
    // after one and is measured with the space that follows it.
    return old.withUTF8 { o -> Patch? in
      func ascii(_ char: Int) -> UInt8? {
        guard char >= 0, char + 1 < utf8.count, utf8[char + 1] - utf8[char] == 1 else {
          return nil
        }
        return o[utf8[char]]
      }
      func isPrintable(_ char: Int) -> Bool { ascii(char).map { 0x21...0x7E ~= $0 } ?? false }
      func isQuietSpace(_ char: Int) -> Bool {
        ascii(char) == 0x20 && isPrintable(char - 1) && isPrintable(char + 1)
      }
      // At least one character back: text inserted right after a space may start with a mark
      // that joins the space.
      var start = max(0, first - 1)
      while start > 0, !isQuietSpace(start - 1) {
        guard first - start < Self.contextLimit else { return nil }
        start -= 1
      }
      var end = last + 1
      while end < utf8.count - 1, !isQuietSpace(end) {
        guard end - last < Self.contextLimit else { return nil }
        end += 1
      }
      end = min(end, utf8.count - 1)
      // `end` is a space (or the end of the text): measure through it.
      let through = end < utf8.count - 1 ? end + 1 : end
      let delta = newText.utf8.count - oldCount
      let startByte = utf8[start]
      let endByte = utf8[through] + delta
      guard startByte <= prefix, utf8[end] >= oldCount - suffix else { return nil }
      let piece = String(
        decoding: new.utf8[
          new.utf8.index(
            new.utf8.startIndex, offsetBy: startByte)..<new.utf8.index(
              new.utf8.startIndex, offsetBy: endByte)], as: UTF8.self)
      let measured = TextRenderer.caretStops(of: piece, font: font)
      // The piece must end on the same space as before: the suffix's boundaries are kept.
      let keptAfter = through - end
      guard measured.utf8.count - 1 >= keptAfter else { return nil }
      let x0 = offsets[start]
      let pieceEnd = measured.offsets.count - 1 - keptAfter
      return Patch(
        range: start..<end, offsets: measured.offsets[0..<pieceEnd].map { x0 + $0 },
        utf8: measured.utf8[0..<pieceEnd].map { startByte + $0 },
        shift: x0 + measured.offsets[pieceEnd] - offsets[end], delta: delta,
        increases: Self.increases(measured.offsets[0...pieceEnd]))
    }
  }

  /// An edit's change to the stops: the boundaries of `range` replaced by those measured, and
  /// the x and UTF-8 offset of every later one moved by `shift` and `delta`.
  private struct Patch {
    var range: Range<Int>
    var offsets: [CGFloat]
    var utf8: [Int]
    var shift: CGFloat
    var delta: Int
    /// Whether the measured piece's offsets never decrease.
    var increases: Bool
  }

  /// Applies `patch` in place (no copy of the stops when they are not shared).
  /// - Complexity: O(n) for the n stops after the edit.
  private mutating func apply(_ patch: Patch, text newText: String) {
    text = newText
    let start = patch.range.lowerBound
    offsets.replaceSubrange(patch.range, with: patch.offsets)
    utf8.replaceSubrange(patch.range, with: patch.utf8)
    let moved = start + patch.offsets.count
    if patch.shift != 0 {
      offsets.withUnsafeMutableBufferPointer { xs in
        for i in moved..<xs.count { xs[i] += patch.shift }
      }
    }
    if patch.delta != 0 {
      utf8.withUnsafeMutableBufferPointer { bytes in
        for i in moved..<bytes.count { bytes[i] += patch.delta }
      }
    }
    isIncreasing =
      isIncreasing && patch.increases
      && Self.increases(offsets[max(0, start - 1)...min(offsets.count - 1, start + 1)])
  }

  /// The index of the first boundary whose x is beyond `x` (or at it, with `orAt`);
  /// `offsets.count` when there is none. Offsets grow along left-to-right text.
  /// - Complexity: O(log n).
  func firstStop(beyondX x: CGFloat, orAt: Bool = false) -> Int {
    var lo = 0
    var hi = offsets.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if offsets[mid] > x || (orAt && offsets[mid] == x) { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }

  /// The part of the text a view `from`...`to` points wide (in the stops' coordinates, the
  /// text starting at 0) shows, with `margin` characters more on each side so that shaping
  /// at the edges stays as in the whole line: its text, where it starts and how wide it is.
  /// Drawing only that piece draws the same pixels as drawing the whole line.
  /// - Complexity: O(log n + k) for the k characters of the piece.
  /// - Precondition: `isIncreasing`.
  func visiblePiece(from minX: CGFloat, to maxX: CGFloat, margin: Int = 8)
    -> (text: String, x: CGFloat, width: CGFloat)
  {
    var first = firstStop(beyondX: minX, orAt: true) - margin
    var last = firstStop(beyondX: maxX) + margin
    first = max(0, min(first, offsets.count - 1))
    last = max(first, min(last, offsets.count - 1))
    let bytes = text.utf8
    let from = bytes.index(bytes.startIndex, offsetBy: utf8[first])
    let to = bytes.index(bytes.startIndex, offsetBy: utf8[last])
    return (
      String(decoding: bytes[from..<to], as: UTF8.self), offsets[first],
      offsets[last] - offsets[first]
    )
  }

  /// The index of the last boundary at or before `byte`.
  func lastStop(atOrBefore byte: Int) -> Int {
    var lo = 0
    var hi = utf8.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if utf8[mid] <= byte { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The index of the first boundary at or after `byte`.
  func firstStop(atOrAfter byte: Int) -> Int {
    var lo = 0
    var hi = utf8.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if utf8[mid] >= byte { hi = mid } else { lo = mid + 1 }
    }
    return lo
  }
}
