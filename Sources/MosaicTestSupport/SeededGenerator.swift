/// The seeded generator every randomized test and benchmark uses (SplitMix64): small,
/// deterministic and the same on every platform, so a failing seed replays exactly. A test
/// that draws from it names its seed in every failure message.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state; the next number is derived from it.
  package var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
