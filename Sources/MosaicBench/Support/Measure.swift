import Dispatch
import Foundation

/// The current reading of a monotonic clock, in nanoseconds (unaffected by changes to
/// the wall clock).
func monotonicNanoseconds() -> UInt64 {
  DispatchTime.now().uptimeNanoseconds
}

/// Runs `body` `warmup` times untimed, then `iterations` times timed one by one with a
/// monotonic clock, and returns the statistics of the timed runs.
func measure(warmup: Int = 3, iterations: Int, _ body: () -> Void) -> BenchStats {
  for _ in 0..<Swift.max(0, warmup) { body() }
  var samples: [Double] = []
  samples.reserveCapacity(Swift.max(0, iterations))
  for _ in 0..<Swift.max(0, iterations) {
    let start = monotonicNanoseconds()
    body()
    let end = monotonicNanoseconds()
    samples.append(Double(end - start) / 1e9)
  }
  return BenchStats(samples: samples)
}

/// The report line for a benchmark: the name padded to 28 columns, median and p99, then
/// `extra` in parentheses (unless it already is parenthesised), e.g.
/// `render.frame                  median 2.41 ms  p99 3.02 ms  (1280x800, 100 views)`.
func reportLine(_ name: String, _ stats: BenchStats, extra: String = "") -> String {
  let paddedName = name.count < 28 ? name + String(repeating: " ", count: 28 - name.count) : name
  var line =
    "\(paddedName)  median \(BenchStats.format(stats.median))  p99 \(BenchStats.format(stats.p99))"
  if extra.hasPrefix("(") && extra.hasSuffix(")") {
    line += "  \(extra)"
  } else if !extra.isEmpty {
    line += "  (\(extra))"
  }
  return line
}

/// Prints one report line for a benchmark (see `reportLine`) and flushes standard output,
/// so figures appear as they are measured even when piped.
func report(_ name: String, _ stats: BenchStats, extra: String = "") {
  print(reportLine(name, stats, extra: extra))
  fflush(nil)  // all C output streams, including stdout
}
