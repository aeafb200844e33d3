@testable import MosaicPort

/// Ports `source` and returns the text (the source unchanged if it does not tokenize).
func ported(_ source: String) -> String {
  (try? Porter.port(source))?.text ?? source
}

/// The report lines of porting `source` as the file `F.swift`.
func report(_ source: String) -> [String] {
  ((try? Porter.port(source))?.notes ?? []).map { $0.reportLine(path: "F.swift") }
}
