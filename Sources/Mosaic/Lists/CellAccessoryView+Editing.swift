import Foundation

extension CellAccessoryView {
  /// The size of a multiselect accessory's circle.
  static let selectionCircleSize = CGSize(width: 22, height: 22)

  /// Shows a multiselect accessory's state: an empty gray ring, or a disc of `tint` with a
  /// white checkmark while selected.
  func showSelection(_ selected: Bool, tint: UIColor) {
    guard let image = content as? UIImageView else { return }
    if selected {
      image.image = Self.symbol("checkmark", size: 12, weight: .bold)?
        .withRenderingMode(.alwaysTemplate)
      image.tintColor = .white
      image.backgroundColor = tint
      image.layer.cornerRadius = Self.selectionCircleSize.width / 2
    } else {
      image.image = Self.symbol("circle", size: 20, weight: .regular)?
        .withRenderingMode(.alwaysTemplate)
      image.tintColor = .tertiaryLabel
      image.backgroundColor = nil
      image.layer.cornerRadius = 0
    }
  }

  /// Shows the accessory in its cell (`shown`) or takes it away. Inside an animation block an
  /// accessory that leaves fades out while sliding off its side of the cell (`cellBounds`),
  /// and is hidden by the next layout after its fade; elsewhere it is hidden at once.
  func showInCell(_ shown: Bool, animated: Bool, cellBounds: CGRect) {
    defer { isShownInCell = shown }
    if shown {
      isHidden = accessory.isHidden
      alpha = 1
      isUserInteractionEnabled = true
      return
    }
    isUserInteractionEnabled = false
    if animated && isShownInCell && !isHidden {
      let outward = frame.midX < cellBounds.midX ? -frame.maxX : cellBounds.maxX - frame.minX
      alpha = 0
      frame = frame.offsetBy(dx: outward, dy: 0)
      return
    }
    // A fade still running ends on its own; the accessory is hidden by a later layout.
    if alpha == 0, layer.animationKeys()?.isEmpty == false { return }
    isHidden = true
    alpha = 1
  }

  /// Makes a reorder grip move its cell: dragging it starts the collection view's
  /// interactive movement of the cell's item, follows the finger and ends (or cancels) it.
  func installReorderDrag(for cell: UICollectionViewListCell) {
    guard reorderDrag == nil else { return }
    let drag = UIPanGestureRecognizer { [me = unretained, cell = cell.unretained] recognizer in
      guard let accessory = me.wrappedValue, let cell = cell.wrappedValue else { return }
      accessory.reorderDragChanged(recognizer, cell: cell)
    }
    addGestureRecognizer(drag)
    reorderDrag = drag
  }

  private func reorderDragChanged(
    _ recognizer: UIPanGestureRecognizer, cell: UICollectionViewListCell
  ) {
    guard let collectionView = cell.owningCollectionView else { return }
    switch recognizer.state {
    case .began:
      guard let indexPath = collectionView.indexPath(for: cell),
        collectionView.beginInteractiveMovementForItem(at: indexPath)
      else {
        recognizer.isEnabled = false
        recognizer.isEnabled = true
        return
      }
      // The cell's centre in the collection view, less where the finger first touched.
      let center = cell.superview?.convert(cell.center, to: collectionView) ?? cell.center
      let touch = recognizer.location(in: collectionView)
      let moved = recognizer.translation(in: collectionView)
      reorderGrabOffset = CGPoint(x: center.x, y: center.y - (touch.y - moved.y))
      collectionView.updateInteractiveMovementTargetPosition(target(recognizer, collectionView))
    case .changed:
      collectionView.updateInteractiveMovementTargetPosition(target(recognizer, collectionView))
    case .ended:
      collectionView.updateInteractiveMovementTargetPosition(target(recognizer, collectionView))
      collectionView.endInteractiveMovement()
    case .cancelled, .failed:
      collectionView.cancelInteractiveMovement()
    default:
      break
    }
  }

  /// Where the lifted cell's centre goes: as far up or down as the finger moved since it
  /// touched the grip, on the vertical line through the cell's centre (a list row moves up
  /// and down only).
  private func target(_ recognizer: UIPanGestureRecognizer, _ collectionView: UICollectionView)
    -> CGPoint
  {
    let touch = recognizer.location(in: collectionView)
    let grab = reorderGrabOffset
    return CGPoint(x: grab.x, y: touch.y + grab.y)
  }
}
