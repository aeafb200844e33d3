import Synchronization

// Estimated stops: a long line of plain ASCII text (pasted, typically) is not shaped whole when
// it arrives. It is cut into chunks at quiet spaces (a space between two printable ASCII
// characters, which no shaping reaches across — the assumption edits are patched by), and each
// chunk's stops are first estimated from the widths of its characters alone, without kerning or
// ligatures. The chunks near the caret or in view are measured exactly when asked
// (`refine(around:)`), and every stop after a refined chunk moves by the difference. Stops are
// whole numbers of Pango units, so once every chunk is refined the stops are exactly those of
// measuring the whole line.

extension CaretStops {
  /// Lines shorter than this (in bytes) are measured whole at once.
  static let estimateThreshold = 32_768
  /// The length of a chunk, in bytes, before it ends at the next quiet space.
  static let chunkLength = 2048
  /// How many boundaries either side of the one asked about `refine(around:)` makes exact: more
  /// characters than any text field shows.
  static let refineReach = 2048

  /// The width of each printable ASCII character alone, per font.
  private static let advances = Mutex<[WordMeasure.FontKey: [CGFloat]]>([:])

  /// Whether some stops are estimates.
  var hasEstimates: Bool { !estimatedChunks.isEmpty }

  /// Estimated stops of `text`, with the chunks they are estimated in; nil when the text is
  /// short or not all printable ASCII.
  /// - Complexity: O(n) for the n bytes of the text.
  static func estimate(_ text: String, font: UIFont)
    -> (offsets: [CGFloat], utf8: [Int], chunks: [ClosedRange<Int>])?
  {
    let count = text.utf8.count
    guard count >= estimateThreshold else { return nil }
    var text = text
    return text.withUTF8 { bytes in
      guard !bytes.contains(where: { !(0x20...0x7E ~= $0) }) else { return nil }
      let widths = characterWidths(font)
      var offsets: [CGFloat] = []
      offsets.reserveCapacity(count + 1)
      var x: CGFloat = 0
      offsets.append(0)
      var chunks: [ClosedRange<Int>] = []
      var start = 0
      for i in 0..<count {
        x += widths[Int(bytes[i]) - 0x20]
        offsets.append(x)
        // A chunk ends after a quiet space once it is long enough.
        if i - start >= chunkLength, bytes[i] == 0x20, i > 0, i + 1 < count,
          bytes[i - 1] != 0x20, bytes[i + 1] != 0x20
        {
          chunks.append(start...(i + 1))
          start = i + 1
        }
      }
      chunks.append(start...count)
      return (offsets, Array(0...count), chunks)
    }
  }

  /// The width of each printable ASCII character (0x20 to 0x7E) in `font`, measured alone.
  private static func characterWidths(_ font: UIFont) -> [CGFloat] {
    let key = WordMeasure.FontKey(font)
    if let known = advances.withLock({ $0[key] }) { return known }
    let widths = (0x20...0x7E).map { code -> CGFloat in
      TextRenderer.caretStops(of: String(UnicodeScalar(UInt8(code))), font: font).offsets.last ?? 0
    }
    advances.withLock { table in
      if table.count >= 64 { table = [:] }
      table[key] = widths
    }
    return widths
  }

  /// Makes the stops exact from `refineReach` boundaries before boundary `index` to as many
  /// after it.
  /// - Complexity: O(k + n) for the k characters measured (when any is) and the n stops moved.
  mutating func refine(around index: Int) {
    guard hasEstimates else { return }
    let last = offsets.count - 1
    let at = max(0, min(index, last))
    refine(boundaries: max(0, at - Self.refineReach)...min(last, at + Self.refineReach))
  }

  /// Measures exactly the estimated chunks that hold any of `boundaries`, and moves the stops
  /// after each by the difference between its measured and estimated widths.
  /// - Complexity: O(k + n) for the k characters measured and the n stops moved.
  mutating func refine(boundaries: ClosedRange<Int>) {
    guard hasEstimates else { return }
    // The first chunk that ends at or after the range's start.
    var lo = 0
    var hi = estimatedChunks.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if estimatedChunks[mid].upperBound < boundaries.lowerBound { lo = mid + 1 } else { hi = mid }
    }
    var end = lo
    while end < estimatedChunks.count, estimatedChunks[end].lowerBound <= boundaries.upperBound {
      end += 1
    }
    guard lo < end else { return }
    // Pieces are read straight from the text's UTF-8 view (O(1) to index into a native
    // string), never by copying the whole text.
    let bytes = text.utf8
    // Stops before `current` are up to date; those from it on are still to move by `moved`.
    var moved: CGFloat = 0
    var current = 0
    var unmeasured: [ClosedRange<Int>] = []
    for chunk in estimatedChunks[lo..<end] {
      let from = bytes.index(bytes.startIndex, offsetBy: chunk.lowerBound)
      let to = bytes.index(from, offsetBy: chunk.upperBound - chunk.lowerBound)
      let piece = String(decoding: bytes[from..<to], as: UTF8.self)
      refineWork += chunk.upperBound - chunk.lowerBound
      let exact = TextRenderer.caretStops(of: piece, font: font).offsets
      guard exact.count == chunk.count else {
        unmeasured.append(chunk)
        continue
      }
      if moved != 0, current <= chunk.lowerBound {
        for i in current...chunk.lowerBound { offsets[i] += moved }
        refineWork += chunk.lowerBound - current + 1
      }
      current = max(current, chunk.lowerBound + 1)
      let x0 = offsets[chunk.lowerBound]
      let estimatedWidth = offsets[chunk.upperBound] + moved - x0
      for (j, x) in exact.enumerated() { offsets[chunk.lowerBound + j] = x0 + x }
      moved += exact[exact.count - 1] - estimatedWidth
      current = chunk.upperBound + 1
    }
    if moved != 0, current < offsets.count {
      for i in current..<offsets.count { offsets[i] += moved }
      refineWork += offsets.count - current
    }
    estimatedChunks.replaceSubrange(lo..<end, with: unmeasured)
  }
}
