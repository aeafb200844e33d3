import Foundation
import MosaicCore
import MosaicTestSupport
import Testing

@Suite("ArrayDiff")
struct ArrayDiffTests {
  @Test func equalArraysHaveNoChanges() {
    #expect(ArrayDiff(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
    #expect(ArrayDiff(from: [Int](), to: []).isEmpty)
  }

  @Test func deletesInsertsAndOneMove() {
    let diff = ArrayDiff(from: ["a", "b", "c", "d", "e"], to: ["e", "a", "x", "c", "d"])
    #expect(diff.deletions == [1])
    #expect(diff.insertions == [2])
    #expect(diff.moves == [ArrayDiff.Move(from: 4, to: 0)])
  }

  @Test func rotationIsASingleMove() {
    let diff = ArrayDiff(from: [1, 2, 3, 4], to: [4, 1, 2, 3])
    #expect(diff.moves == [ArrayDiff.Move(from: 3, to: 0)])
    #expect(diff.deletions.isEmpty && diff.insertions.isEmpty)
  }

  @Test func repeatedIdentifiersMatchInOrder() {
    let diff = ArrayDiff(from: [7, 7, 8], to: [8, 7])
    #expect(diff.deletions == [1])
    #expect(diff.insertions.isEmpty)
    #expect(diff.moves == [ArrayDiff.Move(from: 0, to: 1)])
  }

  @Test func randomDiffsRoundTripThroughTheValidator() throws {
    var rng = SeededGenerator(seed: 42)
    for round in 0..<1000 {
      let old = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        Int.random(in: 0..<10, using: &rng)
      }
      let new = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        Int.random(in: 0..<10, using: &rng)
      }
      let diff = ArrayDiff(from: old, to: new)
      let items = try UpdateValidator.validate(
        diff.update(inSection: 1), oldCounts: [0, old.count], newCounts: [0, new.count])
      let result = items.apply(to: [[], old]) { new[$0.item] }
      #expect(result == [[], new], "round \(round): \(old) -> \(new)")
      // Every kept identifier that is not moved is carried, not re-inserted.
      #expect(diff.insertions.count == max(0, new.count - (old.count - diff.deletions.count)))

      let sectionOld = Array(Set(old)).sorted().shuffled(using: &rng)
      let sectionNew = Array(Set(new)).sorted().shuffled(using: &rng)
      let sections = ArrayDiff(from: sectionOld, to: sectionNew)
      let update = try UpdateValidator.validate(
        sections.sectionUpdate(), oldCounts: sectionOld.map { $0 % 3 },
        newCounts: sectionNew.map { $0 % 3 })
      let model = sectionOld.map { id in Array(repeating: id, count: id % 3) }
      let expected = sectionNew.map { id in Array(repeating: id, count: id % 3) }
      #expect(update.apply(to: model) { sectionNew[$0.section] } == expected)
    }
  }
}
