/// A view whose drawing follows the layout direction, as text with natural alignment does: its
/// content is drawn again when its `semanticContentAttribute` changes. `UILabel` and
/// `UITextView` adopt it, so `UIView` asks the view rather than naming text classes.
@MainActor
protocol LayoutDirectionDrawing: UIView {}
