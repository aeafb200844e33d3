import Foundation
import UIKit

/// The "Selection and menus" demo: post 4 (iOS UICollectionView: The Complete Guide摘要),
/// its `AFCollectionViewCell`, header views and copy menu, in `AFViewController`.
///
/// Items can be selected several at a time (`allowsMultipleSelection`); a long press shows
/// the edit menu, whose Copy puts the photo's name on the clipboard. It prints
/// `guide: selected <section.item,...>` after each selection change and
/// `guide: copied <name>`.
enum GuideDemo {
  /// The demo's first screen.
  @MainActor static func make() -> UIViewController {
    AFViewController()
  }
}

/// A photo of the survey: its name and picture (the post's `photoModelForIndexPath:`).
struct AFPhotoModel {
  let name: String
  let image: UIImage?
}

/// The post's collection view controller: photos in sections with headers, multiple
/// selection and a Copy menu.
final class AFViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  private static let CellIdentifier = "CellIdentifier"
  private static let HeaderIdentifier = "HeaderIdentifier"

  /// The sections: a title and its photos.
  private var sections: [(title: String, photos: [AFPhotoModel])] = []

  init() {
    let surveyFlowLayout = UICollectionViewFlowLayout()
    surveyFlowLayout.itemSize = CGSize(width: 110, height: 110)
    surveyFlowLayout.minimumInteritemSpacing = 10
    surveyFlowLayout.minimumLineSpacing = 10
    surveyFlowLayout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 20, right: 10)
    surveyFlowLayout.headerReferenceSize = CGSize(width: 60, height: 50)
    super.init(collectionViewLayout: surveyFlowLayout)
    title = "Selection and menus"
    installsStandardGestureForInteractiveMovement = false
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let titles = ["Landscapes", "Wide views", "Portraits"]
    sections = titles.enumerated().map { index, title in
      let numbers = stride(from: index + 1, through: 18, by: 3)
      let photos = numbers.map { number in
        AFPhotoModel(
          name: "Photo \(number)",
          image: DesktopDemo.image(named: DesktopArt.pictureNames[number - 1]))
      }
      return (title, photos)
    }
    collectionView.backgroundColor = UIColor(white: 0.9, alpha: 1)
    collectionView.allowsMultipleSelection = true
    collectionView.register(
      AFCollectionViewCell.self, forCellWithReuseIdentifier: Self.CellIdentifier)
    collectionView.register(
      AFCollectionHeaderView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: Self.HeaderIdentifier)
  }

  private func photoModelForIndexPath(_ indexPath: IndexPath) -> AFPhotoModel {
    sections[indexPath.section].photos[indexPath.item]
  }

  /// Prints the selected index paths, in order, as `section.item`.
  private func reportSelection() {
    let paths = (collectionView.indexPathsForSelectedItems ?? []).sorted()
    DemoLog.report(
      "guide: selected " + paths.map { "\($0.section).\($0.item)" }.joined(separator: ","))
  }

  // MARK: UICollectionViewDataSource

  override func numberOfSections(in collectionView: UICollectionView) -> Int {
    sections.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    sections[section].photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: Self.CellIdentifier, for: indexPath)
      as! AFCollectionViewCell
    cell.image = photoModelForIndexPath(indexPath).image
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    // Provides a view for the headers in the collection view
    let headerView =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: Self.HeaderIdentifier, for: indexPath)
      as! AFCollectionHeaderView
    headerView.titleLabel.text = sections[indexPath.section].title
    return headerView
  }

  // MARK: UICollectionViewDelegate

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    reportSelection()
  }

  override func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    reportSelection()
  }

  // 1. 使collection view支持menu
  override func collectionView(
    _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  // 2. collection view会询问代理对象，支持的action的类型
  override func collectionView(
    _ collectionView: UICollectionView, canPerformAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) -> Bool {
    if NSStringFromSelector(action) == "copy:" {
      return true
    }
    return false
  }

  // 3. 执行action对应的操作
  override func collectionView(
    _ collectionView: UICollectionView, performAction action: Selector,
    forItemAt indexPath: IndexPath, withSender sender: Any?
  ) {
    if NSStringFromSelector(action) == "copy:" {
      let pasteboard = UIPasteboard.general
      pasteboard.string = photoModelForIndexPath(indexPath).name
      DemoLog.report("guide: copied \(photoModelForIndexPath(indexPath).name)")
    }
  }
}
