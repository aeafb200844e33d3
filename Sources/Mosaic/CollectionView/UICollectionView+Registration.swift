import Foundation

/// Numbers the registrations, so each has its own reuse identifier.
@MainActor
enum RegistrationCounter {
  static var next = 0

  /// A reuse identifier no other registration has.
  static func identifier(_ kind: String, _ type: Any.Type) -> String {
    next += 1
    return "Mosaic.\(kind).\(next).\(type)"
  }
}

extension UICollectionView {
  /// How to create and configure the cells of one class for items of type `Item`: hand it to
  /// `dequeueConfiguredReusableCell(using:for:item:)` in the cell provider. The class is
  /// registered with a collection view the first time the registration is used with it, under
  /// a reuse identifier of its own.
  ///
  /// Create registrations up front (as properties, or before making the data source) and reuse
  /// them: a registration created while a collection view asks its data source for a cell is
  /// refused when it is used with that collection view, as in UIKit, since a new one each time would prevent any reuse.
  @MainActor @preconcurrency
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures `cell` for the item `itemIdentifier` at `indexPath`.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    /// The reuse identifier the class is registered under.
    let reuseIdentifier: String
    let handler: Handler
    /// The collection views that were asking for a view when the registration was created.
    let createdDuringRequests: [ObjectIdentifier]

    /// A registration of `Cell` whose cells `handler` configures each time one is dequeued.
    public init(handler: @escaping Handler) {
      reuseIdentifier = RegistrationCounter.identifier("CellRegistration", Cell.self)
      self.handler = handler
      createdDuringRequests = UICollectionView.viewRequests
    }
  }

  /// How to create and configure the supplementary views of one class for one element kind:
  /// hand it to `dequeueConfiguredReusableSupplementary(using:for:)` in the supplementary view
  /// provider. Registered with a collection view the first time it is used with it.
  @MainActor @preconcurrency
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures `supplementaryView` of `elementKind` at `indexPath`.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// The element kind the views are for.
    public let elementKind: String
    /// The reuse identifier the class is registered under.
    let reuseIdentifier: String
    let handler: Handler
    /// The collection views that were asking for a view when the registration was created.
    let createdDuringRequests: [ObjectIdentifier]

    /// A registration of `Supplementary` views of `elementKind` that `handler` configures each
    /// time one is dequeued.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      reuseIdentifier = RegistrationCounter.identifier(
        "SupplementaryRegistration", Supplementary.self)
      self.handler = handler
      createdDuringRequests = UICollectionView.viewRequests
    }
  }

  /// A cell of the registration's class for `indexPath`, queued or new (the class is
  /// registered first if needed), configured by the registration's handler with `item`. Call
  /// it from the cell provider (or `collectionView(_:cellForItemAt:)`). During
  /// `reconfigureItems` it hands back the cell already showing the item.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registration.createdDuringRequests.contains(ObjectIdentifier(self)) {
      Self.reportRegistrationMisuse(
        "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath: or inside a "
          + "UICollectionViewDiffableDataSource cell provider. Creating a new registration "
          + "each time a cell is requested will prevent reuse and cause created cells to "
          + "remain inaccessible in memory for the lifetime of the collection view. "
          + "Registrations should be created up front and reused. Registration: "
          + "<UICollectionViewCellRegistration: \(registration.reuseIdentifier)>")
    }
    let identifier = registration.reuseIdentifier
    if cellClasses[identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: identifier)
    }
    let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! Cell
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class and kind for `indexPath`, queued or new
  /// (the class is registered first if needed), configured by the registration's handler.
  /// Call it from the supplementary view provider.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    if registration.createdDuringRequests.contains(ObjectIdentifier(self)) {
      Self.reportRegistrationMisuse(
        "Attempted to dequeue a supplementary view using a registration that was created "
          + "inside -collectionView:viewForSupplementaryElementOfKind:atIndexPath: or inside "
          + "a UICollectionViewDiffableDataSource supplementary view provider. Creating a new "
          + "registration each time a supplementary view is requested will prevent reuse and "
          + "cause created supplementary views to remain inaccessible in memory for the "
          + "lifetime of the collection view. Registrations should be created up front and "
          + "reused. Registration: <UICollectionViewSupplementaryRegistration: "
          + "\(registration.reuseIdentifier)>")
    }
    let kind = registration.elementKind
    let identifier = registration.reuseIdentifier
    if supplementaryClasses[kind]?[identifier] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    let view =
      dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as! Supplementary
    registration.handler(view, kind, indexPath)
    return view
  }

  /// Reports a registration used after being created during a request for a view: a trap in
  /// debug builds; in release builds the message is logged and the view is dequeued anyway.
  private static func reportRegistrationMisuse(_ message: String) {
    FailureReport.refuse(
      .diffableDataSource,
      UpdateError(message), refused: "registration",
      outcome: "dequeuing with it anyway")
  }
}
