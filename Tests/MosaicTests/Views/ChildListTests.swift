import MosaicTestSupport
import Testing

@testable import Mosaic

@MainActor
struct ChildListTests {
  final class Node: ChildListElement {
    let name: Int
    var childListSlot = 0
    init(_ name: Int) { self.name = name }
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func randomInsertionsAndRemovalsMatchAnArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var list = ChildList<Node>()
    var model: [Node] = []
    var next = 0
    for step in 0..<3000 {
      let choice = Int.random(in: 0..<10, using: &random)
      if model.isEmpty || choice < 5 {
        // Mostly at the ends, as views are added, sometimes anywhere.
        let node = Node(next)
        next += 1
        let index =
          choice < 2
          ? model.count : choice < 3 ? 0 : Int.random(in: 0...model.count, using: &random)
        list.insert(node, at: index)
        model.insert(node, at: index)
      } else {
        let index =
          choice < 7
          ? 0 : choice < 8 ? model.count - 1 : Int.random(in: 0..<model.count, using: &random)
        let node = model.remove(at: index)
        #expect(list.remove(node) == index, "seed \(seed), step \(step)")
        #expect(list.remove(node) == nil, "seed \(seed), step \(step)")
      }
      if step % 97 == 0 || model.count < 4 {
        #expect(list.array.map(\.name) == model.map(\.name), "seed \(seed), step \(step)")
      }
      #expect(list.count == model.count)
    }
    #expect(list.array.map(\.name) == model.map(\.name), "seed \(seed)")
    for (i, node) in model.enumerated() {
      #expect(list.index(of: node) == i)
      #expect(list[i] === node)
    }
    #expect(list.last === model.last)
  }

  @Test func removingFromTheFrontReclaimsTheVacantSlots() {
    var list = ChildList<Node>()
    let nodes = (0..<100).map(Node.init)
    for node in nodes { list.append(node) }
    for node in nodes.prefix(90) { list.remove(node) }
    #expect(list.array.map(\.name) == Array(90..<100))
    // After reclaiming, the remaining children sit at the start of the storage again.
    #expect(nodes[90].childListSlot < 16)
    list.insert(nodes[0], at: 0)
    #expect(list.array.map(\.name) == [0] + Array(90..<100))
    #expect(list.index(of: nodes[1]) == nil)
  }

  @Test func aChildOfAnotherListIsNotFound() {
    var first = ChildList<Node>()
    var second = ChildList<Node>()
    let a = Node(1)
    let b = Node(2)
    first.append(a)
    second.append(b)
    #expect(first.index(of: b) == nil)
    #expect(first.remove(b) == nil)
    #expect(second.array.map(\.name) == [2])
  }
}
