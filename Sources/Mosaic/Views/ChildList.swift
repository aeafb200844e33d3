/// A child of a `ChildList`: it remembers where the list keeps it, so it is found without a
/// search.
@MainActor
protocol ChildListElement: AnyObject {
  /// The child's slot in its parent's list (meaningless while it has no parent).
  var childListSlot: Int { get set }
}

/// The ordered children of a view (its subviews) or of a layer (its sublayers).
///
/// Every child remembers its slot, so finding a child and removing it at either end cost O(1);
/// appending is O(1) amortized; inserting or removing in the middle moves the children on the
/// shorter side (removal) or after the place (insertion). Children removed from the front
/// leave vacant slots, reclaimed once they outnumber the children (O(1) amortized per removal).
/// `array` — the children as an array — is kept while children are appended or removed from
/// the end; any other change drops it and the next read builds it again in O(n).
@MainActor
struct ChildList<Element: ChildListElement> {
  nonisolated(unsafe) private var slots: [Element?] = []
  /// The first occupied slot; slots before it are vacant.
  private var head = 0
  private var cachedArray: [Element]? = []

  /// The number of children.
  private(set) var count = 0

  /// Whether there are no children.
  var isEmpty: Bool { count == 0 }

  /// The child at `index` (0 is the back-most).
  /// - Complexity: O(1).
  subscript(index: Int) -> Element { slots[head + index]! }

  /// The last (front-most) child.
  var last: Element? { count == 0 ? nil : slots[slots.count - 1] }

  /// Calls `body` with each child, back to front, from any context (its owner's `deinit`,
  /// which is not isolated, letting its children go).
  /// - Complexity: O(n).
  nonisolated func forEachChildLeaving(_ body: (Element) -> Void) {
    for slot in slots { if let child = slot { body(child) } }
  }

  /// The children, back to front.
  /// - Complexity: O(1) after appends and removals at the end, else O(n) on the first read
  ///   after a change.
  var array: [Element] {
    mutating get {
      if let cachedArray { return cachedArray }
      var built: [Element] = []
      built.reserveCapacity(count)
      for slot in head..<slots.count { built.append(slots[slot]!) }
      cachedArray = built
      return built
    }
  }

  /// The index of `element`, or nil when it is not a child.
  /// - Complexity: O(1).
  func index(of element: Element) -> Int? {
    let slot = element.childListSlot
    guard slot >= head, slot < slots.count, slots[slot] === element else { return nil }
    return slot - head
  }

  /// Inserts `element` at `index` (which must be in `0...count`).
  /// - Complexity: O(1) amortized at the end, and at the front after removals there;
  ///   O(count − index) elsewhere.
  mutating func insert(_ element: Element, at index: Int) {
    precondition(index >= 0 && index <= count, "ChildList: index out of range")
    if index == count {
      slots.append(element)
      element.childListSlot = slots.count - 1
      cachedArray?.append(element)
    } else if index == 0 && head > 0 {
      head -= 1
      slots[head] = element
      element.childListSlot = head
      cachedArray = nil
    } else {
      slots.insert(element, at: head + index)
      renumber(from: head + index, to: slots.count)
      cachedArray = nil
    }
    count += 1
  }

  /// Appends `element` at the end (the front-most place).
  /// - Complexity: O(1) amortized.
  mutating func append(_ element: Element) { insert(element, at: count) }

  /// Removes `element`; returns the index it had, or nil when it was not a child.
  /// - Complexity: O(1) amortized at either end; O(min(index, count − index)) elsewhere.
  @discardableResult
  mutating func remove(_ element: Element) -> Int? {
    guard let index = index(of: element) else { return nil }
    let slot = head + index
    if slot == slots.count - 1 {
      slots.removeLast()
      cachedArray?.removeLast()
    } else if slot - head < slots.count - 1 - slot {
      // Nearer the front: the children before it move up one slot.
      var s = slot
      while s > head {
        slots[s] = slots[s - 1]
        slots[s]!.childListSlot = s
        s -= 1
      }
      slots[head] = nil
      head += 1
      cachedArray = nil
    } else {
      slots.remove(at: slot)
      renumber(from: slot, to: slots.count)
      cachedArray = nil
    }
    count -= 1
    if count == 0 {
      slots = []
      head = 0
      cachedArray = []
    } else if head >= 16 && head > count {
      slots.removeFirst(head)
      head = 0
      renumber(from: 0, to: slots.count)
    }
    return index
  }

  /// Removes every child.
  mutating func removeAll() {
    slots = []
    head = 0
    count = 0
    cachedArray = []
  }

  private func renumber(from start: Int, to end: Int) {
    for slot in start..<end { slots[slot]!.childListSlot = slot }
  }
}
