import Foundation

// Members UIKit declares `open` are declared in the class body (UICollectionView.swift), where
// subclasses can override them; each forwards to its work here, named `base` followed by the
// member's name: `baseDequeueReusableCell(withReuseIdentifier:for:)` does
// `dequeueReusableCell(withReuseIdentifier:for:)`'s work, what `super` runs.

extension UICollectionView {
  // MARK: Dequeuing

  /// `dequeueReusableCell(withReuseIdentifier:for:)`'s work.
  func baseDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let type = cellClasses[identifier] else {
      collectionViewFailure(
        Self.unregisteredMessage(kind: Self.elementKindCell, identifier: identifier))
    }
    if let (path, cell) = reconfiguringCell, path == indexPath,
      cell.reuseIdentifier == identifier
    {
      cell.dequeueToken = viewRequestSerial
      return cell
    }
    let view = dequeue(
      ReuseKey(category: .cell, kind: Self.elementKindCell, identifier: identifier), type: type)
    return view as! UICollectionViewCell
  }

  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`'s work.
  func baseDequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let type = supplementaryClasses[elementKind]?[identifier] else {
      collectionViewFailure(Self.unregisteredMessage(kind: elementKind, identifier: identifier))
    }
    return dequeue(
      ReuseKey(category: .supplementaryView, kind: elementKind, identifier: identifier), type: type)
  }

  /// UIKit's message for dequeuing with an identifier nothing was registered for.
  static func unregisteredMessage(kind: String, identifier: String) -> String {
    "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a "
      + "nib or a class for the identifier or connect a prototype cell in a storyboard"
  }

  func dequeue(_ key: ReuseKey, type: UICollectionReusableView.Type) -> UICollectionReusableView {
    let view: UICollectionReusableView
    if var queue = reuseQueues[key], let reused = queue.popLast() {
      reuseQueues[key] = queue
      view = reused
      view.prepareForReuse()
    } else {
      UICollectionReusableView.creationFrame = requestedAttributes?.frame ?? .zero
      view = type.init()
      UICollectionReusableView.creationFrame = .zero
      view.reuseIdentifier = key.identifier
    }
    view.dequeueToken = viewRequestSerial
    if let attributes = requestedAttributes {
      requestedAttributes = nil
      UIView.performWithoutAnimation { apply(attributes, to: view) }
    }
    return view
  }

  func enqueue(_ view: UICollectionReusableView, key: ElementKey) {
    if discardsUnidentifiedCells, case .cell = key, view.reuseIdentifier == nil {
      view.dequeueToken = -1
      view.askedAttributes = nil
      return
    }
    let reuse: ReuseKey
    switch key {
    case .cell:
      reuse = ReuseKey(
        category: .cell, kind: Self.elementKindCell, identifier: view.reuseIdentifier ?? "")
    case .supplementary(let kind, _):
      reuse = ReuseKey(
        category: .supplementaryView, kind: kind, identifier: view.reuseIdentifier ?? "")
    case .decoration(let kind, _):
      reuse = ReuseKey(category: .decorationView, kind: kind, identifier: kind)
    }
    view.dequeueToken = -1
    view.askedAttributes = nil
    reuseQueues[reuse, default: []].append(view)
  }
}
