import Testing

@testable import Mosaic

/// A collection view laid out as a list shows the list's background while the app sets none of
/// its own.
@MainActor
struct ListBackgroundTests {
  func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, color: UIColor? = nil)
    -> UICollectionViewLayout
  {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.backgroundColor = color
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  func shown(_ view: UICollectionView) -> UIColor? { view.layer.backgroundFill }

  @Test func aListShowsItsAppearancesBackgroundUntilTheAppSetsOne() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: list(.plain))
    #expect(view.backgroundColor == nil)
    #expect(shown(view) == .systemBackground)
    view.collectionViewLayout = list(.insetGrouped)
    #expect(shown(view) == .systemGroupedBackground)
    view.collectionViewLayout = list(.sidebar)
    #expect(shown(view) == .systemBackground)
    view.collectionViewLayout = list(.grouped, color: .systemYellow)
    #expect(shown(view) == .systemYellow)
    // The app's own color wins, and stays when the layout changes.
    view.backgroundColor = .red
    #expect(shown(view) == .red && view.backgroundColor == .red)
    view.collectionViewLayout = list(.plain)
    #expect(shown(view) == .red)
    view.backgroundColor = nil
    #expect(shown(view) == .systemBackground)
    // Other layouts show nothing of their own.
    view.collectionViewLayout = UICollectionViewFlowLayout()
    #expect(shown(view) == nil)
  }
}
