import Foundation

/// What a custom detent's resolver is given to work out its height.
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest height a detent can have: the height of the `.large()` detent.
  var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
  /// A height at which a sheet rests: `.medium()` (about half the window), `.large()` (the
  /// full height), or a custom height a resolver works out.
  @MainActor @preconcurrency
  open class Detent: NSObject {
    /// The name of a detent, used to select it and to set the largest undimmed one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier named `rawValue`.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The identifier of the `.medium()` detent.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The identifier of the `.large()` detent.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier
    private let resolver:
      @MainActor (UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?

    init(
      identifier: Identifier,
      resolver:
        @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// A detent about half the height of the window (half of the largest detent value);
    /// inactive in a compact-height window.
    public class func medium() -> Detent {
      Detent(identifier: .medium) { context in
        guard context.containerTraitCollection.verticalSizeClass != .compact else { return nil }
        return (context.maximumDetentValue / 2).rounded()
      }
    }

    /// A detent at the sheet's full height.
    public class func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height `resolver` works out from the context (nil leaves the detent
    /// out); `identifier` names it (a unique one is made when nil).
    public class func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (UISheetPresentationControllerDetentResolutionContext) ->
        CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString), resolver: resolver)
    }

    /// The detent's height in `context`, at most the context's maximum; nil when the detent is
    /// inactive there.
    public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext)
      -> CGFloat?
    {
      guard let value = resolver(context), value.isFinite else { return nil }
      return min(max(0, value), context.maximumDetentValue)
    }

    /// Whether `object` is a detent with the same identifier.
    open override func isEqual(_ object: Any?) -> Bool {
      (object as? Detent)?.identifier == identifier
    }

    /// A hash of the identifier.
    open override var hash: Int { identifier.hashValue }
  }
}

/// The resolution context Mosaic hands to detent resolvers.
@MainActor
final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
  init(traits: UITraitCollection, maximum: CGFloat) {
    containerTraitCollection = traits
    maximumDetentValue = maximum
  }
}

/// The methods a sheet presentation controller's delegate implements: those of an adaptive
/// presentation delegate, and a notice that the user moved the sheet to another detent.
@MainActor @preconcurrency
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent (not called when the app sets
  /// `selectedDetentIdentifier`).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
