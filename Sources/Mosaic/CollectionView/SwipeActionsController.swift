import Foundation

/// The swipe actions of a collection view's list rows: a pan that slides a row sideways, a
/// touchpad hook that does the same for sideways scrolls over a row, a recognizer that closes
/// the open row when the user touches elsewhere, and the one row that is swiped or open.
///
/// A row's content follows the finger (or the touchpad) from where it was; the buttons of the
/// side it slides away from fill the strip it leaves. Beyond the buttons the row keeps following
/// up to its width when the configuration performs its first action on a full swipe (past
/// `fullSwipeThreshold` the first button covers the strip), and resists otherwise. On release
/// the row performs the first action (a full swipe), stays open at the buttons' natural width
/// (slid at least half of it, or flicked open), or closes.
@MainActor
final class SwipeActionsController: UIGestureRecognizerDelegate {
  /// How long a row takes to open or close after release, in seconds.
  static let settleDuration: TimeInterval = 0.25
  /// How long a full swipe takes to slide the row's content out, in seconds.
  static let fullSwipeDuration: TimeInterval = 0.2
  /// How long after the last sideways touchpad scroll the swipe is released, in seconds.
  static let wheelReleaseDelay: TimeInterval = 0.15
  /// The release speed (points per second) that opens or closes a row whatever its offset.
  static let flickSpeed: CGFloat = 500
  /// How much of the movement past the buttons a row follows when a full swipe does nothing.
  static let overdragResistance: CGFloat = 0.3

  @Unretained var collectionView: UICollectionView?
  /// Slides a row with a sideways drag.
  let pan = UIPanGestureRecognizer()
  /// Closes the open row when a touch lands elsewhere (or taps the row itself).
  let dismiss = SwipeDismissGestureRecognizer()

  /// The row swiped or open, and the swipe state it had when this controller last moved it.
  @Unretained private var activeCell: UICollectionViewListCell?
  private var activeState: CellSwipeState?
  /// The item of the active row when its swipe started.
  private var activeIndexPath: IndexPath?
  /// The buttons of each side of the active row (keyed by "on the right"), made when first
  /// needed; sides asked about that have none.
  private var sideViews: [Bool: SwipeActionsView] = [:]
  private var askedSides: Set<Bool> = []
  /// The row the pan is about to slide, found when it asked to begin.
  private var candidate: (cell: UICollectionViewListCell, path: IndexPath)?
  /// The row's offset when the pan began.
  private var dragBase: CGFloat = 0
  /// The offset a sideways touchpad scroll is taking the row to, while it lasts.
  private var wheelOffset: CGFloat?
  private let wheelTimer = GestureTimer()
  /// Bumped whenever the active row changes or closes, so a late completion does nothing.
  private var session = 0
  /// The item of the row reported open through `rowWillOpen`, until it is reported closed.
  private var reportedOpenPath: IndexPath?

  /// Told when a row starts to show its swipe actions (its content begins to move, or a
  /// `.delete` accessory or `revealSwipeActions` opens it), with its index path. A table view
  /// reports it as `tableView(_:willBeginEditingRowAt:)`.
  var rowWillOpen: ((IndexPath) -> Void)?
  /// Told once for each `rowWillOpen`, when that row starts to close (or another row takes
  /// its place, or it left the screen), with its index path then (nil when it is gone). A table
  /// view reports it as `tableView(_:didEndEditingRowAt:)`.
  var rowDidClose: ((IndexPath?) -> Void)?

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    pan.name = "UICollectionView swipe actions"
    pan.maximumNumberOfTouches = 1
    pan.delegate = self
    pan.addHandler { [weak self] recognizer in self?.panChanged() }
    collectionView.addGestureRecognizer(pan)
    dismiss.name = "UICollectionView swipe actions dismissal"
    dismiss.controller = self
    dismiss.addHandler { [weak self] recognizer in
      if recognizer.state == .ended { self?.close(animated: true) }
    }
    collectionView.addGestureRecognizer(dismiss)
    // Scrolling the list closes the open row.
    collectionView.panRecognizer.addHandler { [weak self] recognizer in
      if recognizer.state == .began { self?.close(animated: true) }
    }
    collectionView.wheelEventInterceptor = { [weak self] event in
      self?.handleWheel(event) ?? false
    }
  }

  // MARK: The active row

  /// The row swiped or open, while the swipe is still the one this controller started (a
  /// reused cell has lost it); nil before the row has moved.
  var openCell: UICollectionViewListCell? {
    guard let cell = activeCell, let state = activeState, cell.swipe === state else { return nil }
    return cell
  }

  /// Whether a row shows its `edge` actions on its right side.
  private func isOnRight(_ edge: SwipeEdge, in cell: UIView) -> Bool {
    let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
    return (edge == .trailing) != rightToLeft
  }

  /// The edge whose actions show on a row's right (or left) side.
  private func edge(onRight: Bool, in cell: UIView) -> SwipeEdge {
    isOnRight(.trailing, in: cell) == onRight ? .trailing : .leading
  }

  /// Makes `cell` the active row (closing another one), optionally with the configuration of
  /// one side already asked for.
  private func start(
    _ cell: UICollectionViewListCell, path: IndexPath,
    known: (onRight: Bool, configuration: UISwipeActionsConfiguration)? = nil
  ) {
    if let open = openCell, open !== cell { close(animated: true) }
    if activeCell !== cell || (activeState != nil && cell.swipe !== activeState) {
      reportClosedIfNeeded(nil)
      session += 1
      activeCell = cell
      activeState = nil
      activeIndexPath = path
      sideViews = [:]
      askedSides = []
    }
    if let known {
      askedSides.insert(known.onRight)
      sideViews[known.onRight] = makeActionsView(known.configuration, onRight: known.onRight)
    }
  }

  private func makeActionsView(_ configuration: UISwipeActionsConfiguration, onRight: Bool)
    -> SwipeActionsView
  {
    SwipeActionsView(configuration: configuration, isOnRight: onRight) { [weak self] button in
      self?.buttonTapped(button)
    }
  }

  /// The buttons of the active row's right (or left) side, nil when it has no actions there.
  private func actionsView(onRight: Bool) -> SwipeActionsView? {
    if let view = sideViews[onRight] { return view }
    guard !askedSides.contains(onRight) else { return nil }
    askedSides.insert(onRight)
    guard let collectionView, let cell = activeCell,
      let path = collectionView.indexPath(for: cell) ?? activeIndexPath,
      let configuration = collectionView.swipeActionsConfiguration(
        forItemAt: path, edge: edge(onRight: onRight, in: cell))
    else { return nil }
    let view = makeActionsView(configuration, onRight: onRight)
    sideViews[onRight] = view
    return view
  }

  /// How far a row `width` wide must slide to arm a full swipe of buttons `natural` wide.
  static func fullSwipeThreshold(natural: CGFloat, width: CGFloat) -> CGFloat {
    min(width, max(natural + 40, width * 0.6))
  }

  /// The offset a row shows for a finger (or touchpad) at `raw`: zero towards a side without
  /// actions, at most the row's width, resisting past the buttons when a full swipe does
  /// nothing.
  private func constrained(_ raw: CGFloat) -> CGFloat {
    guard raw != 0, let cell = activeCell, let view = actionsView(onRight: raw < 0) else {
      return 0
    }
    let natural = view.naturalWidth
    var distance = min(abs(raw), cell.bounds.width)
    if !view.configuration.performsFirstActionWithFullSwipe, distance > natural {
      distance = min(natural + (distance - natural) * Self.overdragResistance, cell.bounds.width)
    }
    return raw < 0 ? -distance : distance
  }

  /// Whether a release at `offset` performs the first action of that side.
  private func isFullSwipe(_ offset: CGFloat) -> Bool {
    guard offset != 0, let cell = activeCell, let view = sideViews[offset < 0],
      view.configuration.performsFirstActionWithFullSwipe
    else { return false }
    let threshold = Self.fullSwipeThreshold(natural: view.naturalWidth, width: cell.bounds.width)
    return abs(offset) >= threshold
  }

  /// Slides the active row to `offset` now, with the buttons of the side it reveals (or
  /// `buttons`).
  private func show(_ offset: CGFloat, buttons: SwipeActionsView? = nil) {
    guard let cell = activeCell else { return }
    let view = buttons ?? (offset == 0 ? cell.swipe?.actionsView : actionsView(onRight: offset < 0))
    view?.isExpanded = isFullSwipe(offset)
    cell.setSwipeOffset(offset, actionsView: view)
    if activeState == nil, reportedOpenPath == nil,
      let path = collectionView?.indexPath(for: cell) ?? activeIndexPath
    {
      reportedOpenPath = path
      rowWillOpen?(path)
    }
    activeState = cell.swipe
  }

  /// Tells `rowDidClose` that the row reported open closed, at `path` (or where it is now).
  private func reportClosedIfNeeded(_ cell: UICollectionViewListCell?) {
    guard let opened = reportedOpenPath else { return }
    reportedOpenPath = nil
    let now = cell.flatMap { collectionView?.indexPath(for: $0) }
    rowDidClose?(cell == nil ? nil : now ?? opened)
  }

  /// Slides `cell` to `target` over `duration` (ease out), then runs `completion`. A new
  /// animation, a drag catching the row or its reuse stops it.
  private func animate(
    _ cell: UICollectionViewListCell, to target: CGFloat,
    duration: TimeInterval = SwipeActionsController.settleDuration,
    completion: (() -> Void)? = nil
  ) {
    guard let state = cell.swipe else {
      completion?()
      return
    }
    let token = SwipeAnimationToken()
    state.animation = token
    let from = state.offset
    let start = AnimationClock.now
    let view = state.actionsView
    AnimationEngine.shared.addFrameCallback(for: token) { [weak cell] now in
      guard let cell, cell.swipe === state, state.animation === token else {
        AnimationEngine.shared.removeFrameCallback(for: token)
        return
      }
      let progress = duration > 0 ? min(1, max(0, (now - start) / duration)) : 1
      let eased = 1 - pow(1 - progress, 3)
      cell.setSwipeOffset(from + (target - from) * eased, actionsView: view)
      guard progress >= 1 else { return }
      AnimationEngine.shared.removeFrameCallback(for: token)
      state.animation = nil
      completion?()
    }
  }

  // MARK: Opening and closing

  /// Opens the row of the item at `indexPath` on `edge` at its buttons' natural width.
  func reveal(itemAt indexPath: IndexPath, edge: SwipeEdge, animated: Bool) {
    guard let collectionView else { return }
    collectionView.layoutIfNeeded()
    guard let cell = collectionView.baseCellForItem(at: indexPath) as? UICollectionViewListCell
    else { return }
    let onRight = isOnRight(edge, in: cell)
    guard
      let configuration = collectionView.swipeActionsConfiguration(forItemAt: indexPath, edge: edge)
    else { return }
    start(cell, path: indexPath, known: (onRight, configuration))
    guard let view = sideViews[onRight] else { return }
    let target = onRight ? -view.naturalWidth : view.naturalWidth
    if animated && cell.window != nil {
      show(cell.swipeOffset, buttons: view)
      view.isExpanded = false
      animate(cell, to: target)
    } else {
      show(target)
    }
  }

  /// Closes the open row, sliding its content back; a completion still pending for it then
  /// does nothing.
  func close(animated: Bool) {
    wheelOffset = nil
    wheelTimer.cancel()
    guard let cell = openCell else {
      reportClosedIfNeeded(nil)
      activeCell = nil
      activeState = nil
      return
    }
    reportClosedIfNeeded(cell)
    session += 1
    activeCell = nil
    activeState = nil
    activeIndexPath = nil
    sideViews = [:]
    askedSides = []
    guard let state = cell.swipe else { return }
    if animated && cell.window != nil && state.offset != 0 {
      animate(cell, to: 0) { [weak cell] in
        if let cell, cell.swipe === state { cell.endSwipe() }
      }
    } else {
      cell.endSwipe()
    }
  }

  /// The finger (or touchpad) let go of the active row with `velocity` (points per second):
  /// perform the first action, stay open or close.
  private func release(velocity: CGFloat) {
    guard let cell = openCell, let state = cell.swipe else { return }
    let offset = state.offset
    guard offset != 0, let view = sideViews[offset < 0] else {
      close(animated: true)
      return
    }
    if isFullSwipe(offset) {
      view.isExpanded = true
      let width = cell.bounds.width
      animate(cell, to: offset < 0 ? -width : width, duration: Self.fullSwipeDuration)
      if let first = view.buttons.first { perform(first) }
      return
    }
    let natural = view.naturalWidth
    // Positive when moving away from the closed position.
    let opening = offset < 0 ? -velocity : velocity
    let keepOpen =
      opening > Self.flickSpeed || (abs(offset) >= natural / 2 && opening >= -Self.flickSpeed)
    if keepOpen {
      view.isExpanded = false
      animate(cell, to: offset < 0 ? -natural : natural)
    } else {
      close(animated: true)
    }
  }

  /// Runs an action's handler with its button; its completion closes the row (once, and only
  /// while the row is still the one it acted on).
  private func perform(_ button: SwipeActionButton) {
    let mine = session
    var completed = false
    let action = button.action
    action.handler(action, button) { [weak self] _ in
      guard !completed else { return }
      completed = true
      guard let self, self.session == mine else { return }
      self.close(animated: true)
    }
  }

  private func buttonTapped(_ button: SwipeActionButton) {
    guard let cell = openCell, button.isDescendant(of: cell) else { return }
    perform(button)
  }

  // MARK: Dragging

  /// The pan may begin for a sideways drag that starts on the open row, or on a row with
  /// actions on the side the drag reveals.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    candidate = nil
    guard gestureRecognizer === pan, let collectionView, collectionView.window != nil,
      collectionView.interactiveMovement == nil, pan.numberOfTouches == 1
    else { return false }
    let t = pan.translation(in: collectionView)
    guard abs(t.x) > abs(t.y) else { return false }
    let p = pan.location(in: collectionView)
    let origin = CGPoint(x: p.x - t.x, y: p.y - t.y)
    guard let path = collectionView.visibleItem(at: origin),
      let cell = collectionView.baseCellForItem(at: path) as? UICollectionViewListCell
    else { return false }
    if cell === openCell {
      candidate = (cell, path)
      return true
    }
    let onRight = t.x < 0
    guard
      let configuration = collectionView.swipeActionsConfiguration(
        forItemAt: path, edge: edge(onRight: onRight, in: cell))
    else { return false }
    start(cell, path: path, known: (onRight, configuration))
    candidate = (cell, path)
    return true
  }

  private func panChanged() {
    guard let collectionView else { return }
    switch pan.state {
    case .began:
      guard let candidate else { return }
      if candidate.cell !== activeCell { start(candidate.cell, path: candidate.path) }
      // A row caught while it settles stops where it is.
      candidate.cell.swipe?.animation = nil
      dragBase = candidate.cell.swipeOffset
      wheelOffset = nil
      wheelTimer.cancel()
      show(constrained(dragBase + pan.translation(in: collectionView).x))
    case .changed:
      guard candidate != nil || openCell != nil, activeCell != nil else { return }
      show(constrained(dragBase + pan.translation(in: collectionView).x))
    case .ended:
      candidate = nil
      release(velocity: pan.velocity(in: collectionView).x)
    case .cancelled:
      candidate = nil
      release(velocity: 0)
    default:
      break
    }
  }

  // MARK: The touchpad

  /// A sideways touchpad scroll over a row with actions on the side it reveals (or over the
  /// open row) slides the row, released a moment after the last event; any other scroll
  /// closes the open row and scrolls as usual.
  func handleWheel(_ event: ScrollWheelEvent) -> Bool {
    guard let collectionView else { return false }
    if let current = wheelOffset, openCell != nil {
      let next = current - event.dx
      wheelOffset = next
      show(constrained(next))
      wheelTimer.start(after: Self.wheelReleaseDelay) { [weak self] in self?.wheelReleased() }
      return true
    }
    wheelOffset = nil
    guard event.precise, event.dx != 0, abs(event.dx) > abs(event.dy),
      collectionView.window != nil, collectionView.interactiveMovement == nil,
      pan.state == .possible
    else {
      if event.dy != 0 { close(animated: true) }
      return false
    }
    let point = collectionView.convert(event.location, from: nil)
    guard let path = collectionView.visibleItem(at: point),
      let cell = collectionView.baseCellForItem(at: path) as? UICollectionViewListCell
    else { return false }
    if cell !== openCell {
      // Content-offset terms: a positive dx slides the row to the left.
      let onRight = event.dx > 0
      guard
        let configuration = collectionView.swipeActionsConfiguration(
          forItemAt: path, edge: edge(onRight: onRight, in: cell))
      else { return false }
      start(cell, path: path, known: (onRight, configuration))
    }
    cell.swipe?.animation = nil
    let next = cell.swipeOffset - event.dx
    wheelOffset = next
    show(constrained(next))
    wheelTimer.start(after: Self.wheelReleaseDelay) { [weak self] in self?.wheelReleased() }
    return true
  }

  private func wheelReleased() {
    guard wheelOffset != nil else { return }
    wheelOffset = nil
    release(velocity: 0)
  }

  // MARK: Touches elsewhere

  /// Where a touch at `point` (collection view coordinates) lands with respect to the open
  /// row: nowhere special (no row is open), on its buttons, on the row, or elsewhere.
  func place(of point: CGPoint) -> SwipeDismissGestureRecognizer.Place {
    guard let cell = openCell, let collectionView else { return .noOpenRow }
    let local = cell.convert(point, from: collectionView)
    if let actions = cell.swipe?.actionsView,
      actions.point(inside: actions.convert(local, from: cell), with: nil)
    {
      return .buttons
    }
    return cell.point(inside: local, with: nil) ? .openRow : .elsewhere
  }
}

/// Identifies one running slide of a row.
@MainActor
final class SwipeAnimationToken {}

/// Closes the open swiped row: a touch landing elsewhere closes it at once (and its tap selects
/// nothing); a tap on the open row itself closes it. Touches on the row's buttons, drags (which
/// scroll the list or swipe a row) and touches while no row is open are left alone.
@MainActor
final class SwipeDismissGestureRecognizer: UIGestureRecognizer {
  /// Where a touch lands with respect to the open row.
  enum Place {
    case noOpenRow
    case buttons
    case openRow
    case elsewhere
  }

  /// How far a touch may move and still be a tap, in points.
  static let allowableMovement: CGFloat = 10

  weak var controller: SwipeActionsController?
  private var startPoint: CGPoint = .zero

  required init() {
    super.init()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    guard numberOfTouches == touches.count, numberOfTouches == 1, let controller,
      let collectionView = view
    else {
      state = .failed
      return
    }
    startPoint = location(in: nil)
    switch controller.place(of: location(in: collectionView)) {
    case .noOpenRow, .buttons:
      state = .failed
    case .openRow:
      break
    case .elsewhere:
      controller.close(animated: true)
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state == .possible else { return }
    let p = location(in: nil)
    if hypot(p.x - startPoint.x, p.y - startPoint.y) > Self.allowableMovement {
      state = .failed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible { state = .ended }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    if state == .possible { state = .failed }
  }
}
