import Foundation

/// A rectangle that takes part in Auto Layout like a view but draws nothing and receives no
/// events: a spacer, a container for a group of views, or one of a view's own guides (its
/// margins, safe area, readable content). Add it to a view with `addLayoutGuide(_:)`, then
/// constrain its anchors.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
  /// The view the guide was added to.
  open internal(set) var owningView: UIView? {
    get { owningViewReference.wrappedValue }
    set { owningViewReference.wrappedValue = newValue }
  }
  private var owningViewReference = Unretained<UIView>()

  /// A name for debugging, shown in constraint descriptions; empty by default.
  open var identifier: String = ""

  /// What the guide is to its owning view: an app's guide, or one of the view's own guides
  /// whose position the view keeps.
  enum Role {
    case app
    case layoutMargins
    case safeArea
    case readableContent
    case scrollContent
    case scrollFrame
    /// A guide its view places itself (`placedFrame`), such as a list cell's separator guide.
    case placed
  }

  var role: Role = .app
  /// Where a `.placed` guide is, in its owning view's coordinates.
  var placedFrame: CGRect = .zero
  /// The priority holding a `.placed` guide's left or right edge (the other edges are
  /// required): the app's constraints move that edge where this is below required.
  var placedWeakEdge: (edge: NSLayoutConstraint.Attribute, priority: UILayoutPriority)?
  /// The active constraints that mention the guide.
  var guideReferencing: [NSLayoutConstraint] = []
  /// The guide's variables in the engine.
  let variables = LayoutVariables()

  /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
  public override init() { super.init() }

  /// What constraints hold of the guide (see `ObjectHandle`); made on first use.
  var objectHandleStorage: ObjectHandle?

  deinit {
    // Constraints that outlive the guide must not point at it.
    objectHandleStorage?.owner = nil
  }

  /// Creates a guide from an archive; Mosaic has none, so this makes an empty guide.
  public required init?(coder: NSCoder) { super.init() }

  init(role: Role, identifier: String) {
    self.role = role
    self.identifier = identifier
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved
  /// it; `.zero` before that.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    // A guide its view places is where the view put it until constraints take part.
    if role == .placed && guideReferencing.isEmpty { return placedFrame }
    return AutoLayout.solvedFrame(of: self, in: view) ?? .zero
  }

  /// The guide's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { anchor(.left) }
  /// The guide's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { anchor(.right) }
  /// The guide's leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading) }
  /// The guide's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing) }
  /// The guide's horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX) }
  /// The guide's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { anchor(.top) }
  /// The guide's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom) }
  /// The guide's vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY) }
  /// The guide's width.
  open var widthAnchor: NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: .width, kind: .dimension)
  }
  /// The guide's height.
  open var heightAnchor: NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: .height, kind: .dimension)
  }

  private func anchor(_ a: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: a, kind: .x)
  }

  private func anchor(_ a: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: a, kind: .y)
  }

  /// The constraints that affect the guide's layout along `axis`: the active constraints
  /// that mention it.
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    AutoLayout.constraintsAffecting(self, axis: axis)
  }

  /// Whether the guide's position or size is not fully determined by its constraints.
  open var hasAmbiguousLayout: Bool { AutoLayout.isAmbiguous(self) }

  /// `<UILayoutGuide: 0x… - "identifier", layoutFrame = {{x, y}, {w, h}}, owningView = …>`,
  /// as UIKit prints guides.
  open override var description: String {
    MainActor.assumeIsolated { guideDescription }
  }

  var guideDescription: String {
    let f = layoutFrame
    let n = formatLayoutNumber
    var s = "<UILayoutGuide: \(layoutAddress(self)) - \"\(identifier)\", layoutFrame = "
    s += "{{\(n(f.minX)), \(n(f.minY))}, {\(n(f.width)), \(n(f.height))}}"
    if let owningView {
      s += ", owningView = <\(type(of: owningView)): \(layoutAddress(owningView))>"
    }
    return s + ">"
  }
}

/// The four variables of a view or layout guide in a layout engine: its left and top edges
/// in the engine's root coordinates (bounds origins left out), its width and its height.
struct LayoutVariables: Sendable {
  let minX = ConstraintVariable()
  let minY = ConstraintVariable()
  let width = ConstraintVariable()
  let height = ConstraintVariable()
}
