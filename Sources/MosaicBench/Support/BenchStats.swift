import Foundation

/// Summary statistics of a benchmark's timing samples, in seconds.
struct BenchStats: Sendable, Equatable {
  /// The samples in the order they were taken, in seconds.
  let samples: [Double]
  /// The middle sample (mean of the two middle ones for an even count).
  let median: Double
  /// The 99th percentile by nearest rank: 99% of samples are at most this.
  let p99: Double
  /// The arithmetic mean.
  let mean: Double
  /// The fastest sample.
  let min: Double
  /// The slowest sample.
  let max: Double

  /// Computes the statistics of `samples` (seconds); all are zero when there are none.
  init(samples: [Double]) {
    self.samples = samples
    let sorted = samples.sorted()
    guard let first = sorted.first, let last = sorted.last else {
      median = 0
      p99 = 0
      mean = 0
      min = 0
      max = 0
      return
    }
    let count = sorted.count
    median = count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    let rank = Int((0.99 * Double(count)).rounded(.up))
    p99 = sorted[Swift.max(0, Swift.min(count, rank) - 1)]
    mean = sorted.reduce(0, +) / Double(count)
    min = first
    max = last
  }

  /// Formats a duration in seconds with a unit that keeps 2–4 significant digits
  /// ("2.41 ms", "812.5 µs", "1.20 s").
  static func format(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
    if seconds >= 1e-6 { return String(format: "%.1f µs", seconds * 1e6) }
    return String(format: "%.0f ns", seconds * 1e9)
  }
}
