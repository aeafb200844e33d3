import Testing

@testable import MosaicPort

@Suite struct ClassShapeCheckTests {
  private let advice =
    "Swift makes a class through a metatype or `Self` only with a required initializer, and UIKit's init(frame:) is not required in Mosaic; pass a closure that makes the object (`{ MyView(frame: $0) }`), or give your own base class `required override init(frame:)` and construct through that class"

  @Test func constructionThroughAMetatypeOrSelfIsReportedWithWhatToWrite() {
    let source = """
      func makeView<T: UIView>(_ type: T.Type) -> T {
          return T(frame: .zero)
      }
      extension UIView {
          static func fromCode() -> Self { Self(frame: .zero) }
      }
      func make(_ viewClass: UIView.Type, in bounds: CGRect) -> UIView {
          viewClass.init(frame: bounds)
      }
      func screen(_ type: UIViewController.Type) -> UIViewController {
          let controller = type.init()
          return controller
      }
      class Copier: UIView {
          func copy() -> UIView { type(of: self).init(frame: frame) }
      }
      """
    #expect(
      report(source) == [
        "F.swift:2: cannot port T(frame: .zero): \(advice)",
        "F.swift:5: cannot port Self(frame: .zero): \(advice)",
        "F.swift:8: cannot port viewClass.init(frame: bounds): \(advice)",
        "F.swift:11: cannot port type.init(): Swift makes a class through a metatype or `Self` only with a required initializer, and UIKit's init() is not required in Mosaic; pass a closure that makes the object (`{ MyView(frame: $0) }`), or give your own base class `required override init()` and construct through that class",
        "F.swift:15: cannot port type(of: self).init(frame: frame): \(advice)",
      ])
    #expect(ported(source) == source)
  }

  @Test func whatCompilesIsNotReported() {
    let source = """
      class Cell: UICollectionViewCell {
          override init(frame: CGRect) { super.init(frame: frame) }
          required init?(coder: NSCoder) { super.init(coder: coder) }
          convenience init() { self.init(frame: .zero) }
      }
      struct Point { static func origin() -> Self { Self() } }
      func f<T: Decodable>(_ t: T.Type) { _ = T(from: decoder) }
      func g(_ type: UIView.Type) { _ = type.init(coder: coder) }
      let v = UIView.init(frame: .zero)
      let w = CustomView(frame: .zero)
      let s = String.init()
      """
    #expect(report(source) == [])
  }

  @Test func aSubclassNarrowingDelegateIsReported() {
    let source = """
      class Carousel: UICollectionView {
          override weak var delegate: UICollectionViewDelegate? {
              didSet { reloadData() }
          }
      }
      class Host: NSObject {
          weak var delegate: UITableViewDelegate?
      }
      """
    #expect(
      report(source) == [
        "F.swift:2: cannot port override var delegate: UICollectionViewDelegate?: an overriding property cannot narrow the scroll view's `delegate: UIScrollViewDelegate?` in Swift; declare it `UIScrollViewDelegate?` and cast with `as? UICollectionViewDelegate` where needed (calls such as `delegate?.collectionView(…)` and `delegate?.tableView(…)` work on it as they are)"
      ])
  }
}
