import Foundation

/// The hash index of a snapshot's items, without the items themselves: a non-generic table
/// of *handles*, small integers that name one item each for as long as it is in the snapshot.
///
/// For each handle the index keeps the item's hash value (computed once, when the item is
/// added), its section slot and its position in that slot. The table is open addressing with
/// linear probing over those hash values: a bucket holds a handle and the upper half of its
/// hash, so most probes that do not match are rejected without reading anything else. A
/// lookup compares hash values first and asks the caller to confirm a candidate handle (the
/// snapshot compares the identifiers with `==`), so equal hash values of unequal identifiers
/// are told apart. Removal shifts the following buckets back, so there are no tombstones.
///
/// Handles of removed items are reused. Positions may be stale: the snapshot renumbers them
/// (see `SnapshotStorage.refresh(slot:)`), which touches no bucket.
struct ItemHashIndex: Sendable {
  /// Per handle: the item's hash value.
  var hashes: [Int] = []
  /// Per handle: the item's section slot, `ItemHashIndex.free` for an unused handle, or
  /// `-1 - slot` for an item about to be removed.
  var slots: [Int32] = []
  /// Per handle: the item's position in its slot (exact below the slot's `dirtyFrom`).
  var positions: [Int32] = []
  /// Handles to reuse.
  var freeHandles: [Int32] = []
  /// The buckets: 0 when empty, otherwise the upper 32 bits of the hash value above the
  /// handle plus one.
  var table: [UInt64] = []
  /// `table.count - 1` (the table's size is a power of two), -1 while it has none.
  var mask = -1
  /// The number of handles in the table.
  var count = 0

  /// The `slots` value of an unused handle.
  static let free = Int32.min

  /// The table size for `count` handles: a power of two at least 5/4 of it (at most 80% full).
  static func tableSize(for count: Int) -> Int {
    var size = 16
    while size * 4 < count * 5 { size <<= 1 }
    return size
  }

  /// The bucket of `handle` with hash value `hash`.
  @inline(__always)
  static func bucket(_ hash: Int, _ handle: Int32) -> UInt64 {
    (UInt64(bitPattern: Int64(hash)) & 0xFFFF_FFFF_0000_0000) | UInt64(UInt32(handle) &+ 1)
  }

  /// Moves the handles in the table into a new table of `size` buckets. (Handles allocated
  /// but not inserted yet stay out.)
  mutating func rebuild(size: Int) {
    var fresh = [UInt64](repeating: 0, count: size)
    let mask = size - 1
    hashes.withUnsafeBufferPointer { hashes in
      table.withUnsafeBufferPointer { old in
        fresh.withUnsafeMutableBufferPointer { table in
          for value in old where value != 0 {
            let hash = hashes[Int(UInt32(truncatingIfNeeded: value) &- 1)]
            var b = hash & mask
            while table[b] != 0 { b = (b + 1) & mask }
            table[b] = value
          }
        }
      }
    }
    table = fresh
    self.mask = mask
  }

  /// A new handle for an item with hash value `hash` at `position` of `slot`; not yet in the
  /// table (see `insert(_:)`).
  mutating func allocate(hash: Int, slot: Int, position: Int) -> Int32 {
    if let handle = freeHandles.popLast() {
      let h = Int(handle)
      hashes[h] = hash
      slots[h] = Int32(truncatingIfNeeded: slot)
      positions[h] = Int32(truncatingIfNeeded: position)
      return handle
    }
    hashes.append(hash)
    slots.append(Int32(truncatingIfNeeded: slot))
    positions.append(Int32(truncatingIfNeeded: position))
    return Int32(truncatingIfNeeded: hashes.count - 1)
  }

  /// New handles for `count` items at `position`, `position + 1`, … of `slot`, the one at
  /// `position + k` with the hash value `hash(k)`; not yet in the table (see `insertAll(_:)`).
  @inline(__always)
  mutating func allocate(count: Int, slot: Int, from position: Int, hash: (Int) -> Int)
    -> [Int32]
  {
    var result: [Int32] = []
    result.reserveCapacity(count)
    let reused = Swift.min(freeHandles.count, count)
    var offset = 0
    while offset < reused {
      result.append(allocate(hash: hash(offset), slot: slot, position: position + offset))
      offset += 1
    }
    guard reused < count else { return result }
    let first = hashes.count
    let rest = count - reused
    hashes.reserveCapacity(first + rest)
    while offset < count {
      hashes.append(hash(offset))
      offset += 1
    }
    slots.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: slot), count: rest))
    positions.reserveCapacity(positions.count + rest)
    for offset in reused..<count { positions.append(Int32(truncatingIfNeeded: position + offset)) }
    for handle in first..<(first + rest) { result.append(Int32(truncatingIfNeeded: handle)) }
    return result
  }

  /// Adds the allocated `handles` to the table, in order, and returns those whose hash value
  /// equals that of a handle already in the table (the caller checks whether they are
  /// duplicates; usually there are none).
  mutating func insertAll(_ handles: [Int32]) -> [Int32] {
    if Self.tableSize(for: count + handles.count) > table.count {
      rebuild(size: Self.tableSize(for: Swift.max(count + handles.count, count * 2)))
    }
    var suspects: [Int32] = []
    let mask = self.mask
    hashes.withUnsafeBufferPointer { hashes in
      slots.withUnsafeBufferPointer { slots in
        table.withUnsafeMutableBufferPointer { table in
          for handle in handles {
            let hash = hashes[Int(handle)]
            let tag = UInt64(bitPattern: Int64(hash)) & 0xFFFF_FFFF_0000_0000
            var b = hash & mask
            var suspect = false
            while true {
              let value = table[b]
              if value == 0 { break }
              if value & 0xFFFF_FFFF_0000_0000 == tag {
                let other = Int(UInt32(truncatingIfNeeded: value) &- 1)
                if hashes[other] == hash && slots[other] >= 0 { suspect = true }
              }
              b = (b + 1) & mask
            }
            table[b] = Self.bucket(hash, handle)
            if suspect { suspects.append(handle) }
          }
        }
      }
    }
    count += handles.count
    return suspects
  }

  /// Gives back `handle`, which is not in the table.
  mutating func release(_ handle: Int32) {
    slots[Int(handle)] = Self.free
    freeHandles.append(handle)
  }

  /// Adds the allocated `handle` to the table (which must not hold it).
  mutating func insert(_ handle: Int32) {
    if Self.tableSize(for: count + 1) > table.count {
      rebuild(size: Self.tableSize(for: Swift.max(count + 1, count * 2)))
    }
    let hash = hashes[Int(handle)]
    let mask = self.mask
    table.withUnsafeMutableBufferPointer { table in
      var b = hash & mask
      while table[b] != 0 { b = (b + 1) & mask }
      table[b] = Self.bucket(hash, handle)
    }
    count += 1
  }

  /// The first handle in the table with hash value `hash` for which `matches` holds, or nil.
  /// Handles of items about to be removed are skipped.
  @inline(__always)
  func find(_ hash: Int, where matches: (Int32) -> Bool) -> Int32? {
    guard mask >= 0 else { return nil }
    let tag = UInt64(bitPattern: Int64(hash)) & 0xFFFF_FFFF_0000_0000
    var b = hash & mask
    while true {
      let value = table[b]
      if value == 0 { return nil }
      if value & 0xFFFF_FFFF_0000_0000 == tag {
        let handle = Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: value) &- 1)
        if hashes[Int(handle)] == hash && slots[Int(handle)] >= 0 && matches(handle) {
          return handle
        }
      }
      b = (b + 1) & mask
    }
  }

  /// Takes `handle` (which must be in it) out of the table, shifting back the buckets after
  /// it so that every handle stays reachable from its home bucket.
  mutating func remove(_ handle: Int32) {
    let mask = self.mask
    let hashes = self.hashes
    table.withUnsafeMutableBufferPointer { table in
      let wanted = Self.bucket(hashes[Int(handle)], handle)
      var hole = hashes[Int(handle)] & mask
      while table[hole] != wanted { hole = (hole + 1) & mask }
      var next = hole
      while true {
        next = (next + 1) & mask
        let value = table[next]
        if value == 0 { break }
        let other = Int(UInt32(truncatingIfNeeded: value) &- 1)
        let home = hashes[other] & mask
        // The bucket at `next` may move back to `hole` unless its home lies after the hole
        // (cyclically) up to `next`.
        let between = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
        if !between {
          table[hole] = value
          hole = next
        }
      }
      table[hole] = 0
    }
    count -= 1
  }

  /// Removes every handle and the table.
  mutating func removeAll() {
    self = ItemHashIndex()
  }
}
