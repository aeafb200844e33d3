extension Array where Element: AnyObject {
  /// Removes the first element that is `object` itself; returns whether one was found.
  ///
  /// A plain scan of the storage: a view or layer leaving a parent with many children (a
  /// collection view's cells) must not pay for a closure call, with its isolation check and
  /// reference counting, on every sibling.
  @discardableResult
  mutating func removeFirst(identicalTo object: AnyObject) -> Bool {
    let target = ObjectIdentifier(object)
    let index = withUnsafeBufferPointer { buffer -> Int? in
      for i in 0..<buffer.count where ObjectIdentifier(buffer[i]) == target { return i }
      return nil
    }
    guard let index else { return false }
    remove(at: index)
    return true
  }
}
