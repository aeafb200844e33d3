import Foundation
import UIKit

/// The "Draggable desktop" demo: post 1 (使用iOS控制項UICollectionView產生可拖動的案頭),
/// its `ViewController`, `CustomCollectionCell` and `TestViewController`.
///
/// Twenty pictures on a cork background in a flow layout whose sizes and spacing come from
/// the delegate; a long press lifts a picture and dragging reorders the desktop; a tap opens
/// the picture. It prints `desktop: order <names>` after each move and `desktop: open <name>`
/// on a tap.
enum DesktopDemo {
  /// The demo's first screen.
  @MainActor static func make() -> UIViewController {
    ViewController()
  }

  /// Set `MOSAIC_DESKTOP_MISSING=<name>` to make that picture fail to load (a check that a
  /// missing picture leaves an empty cell and a message, not a crash).
  nonisolated(unsafe) private static var reported: Set<String> = []

  /// The picture called `name` from the app's resources, or nil, with one message on
  /// standard error per name that fails to load.
  ///
  /// The post writes `[UIImage imageNamed:name]`; on Linux the pictures are the executable's
  /// package resources, hence the one-line adaptation `UIImage(named:in: .module, ...)`.
  @MainActor static func image(named name: String) -> UIImage? {
    var file = name
    if ProcessInfo.processInfo.environment["MOSAIC_DESKTOP_MISSING"] == name {
      file = "missing-" + name
    }
    if let image = UIImage(named: file, in: .module, compatibleWith: nil) { return image }
    if !reported.contains(file) {
      reported.insert(file)
      FileHandle.standardError.write(
        Data("desktop: cannot load the picture '\(file)'; its cell stays empty\n".utf8))
    }
    return nil
  }

  /// The post's `ViewController`: the desktop.
  final class ViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout, UIGestureRecognizerDelegate
  {
    var dataSource: [String] = []
    var longPressGestureRecognizer: UILongPressGestureRecognizer!
    var flow: UICollectionViewFlowLayout!
    var collect: UICollectionView!

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Draggable desktop"
      // 設定背景色
      let back = DesktopDemo.image(named: "back.jpg")
      view.backgroundColor = back.map { UIColor(patternImage: $0) } ?? .darkGray
      // 設定資料來源
      dataSource = DesktopArt.pictureNames
      // 初始化布局
      flow = UICollectionViewFlowLayout()
      collect = UICollectionView(frame: .zero, collectionViewLayout: flow)
      collect.backgroundColor = .clear

      // 註冊cell 這一步必須要實現
      collect.register(CustomCollectionCell.self, forCellWithReuseIdentifier: "CustomCell")

      collect.delegate = self
      collect.dataSource = self

      collect.frame = view.bounds
      // Not in the post: the window can be resized, so the desktop follows the view's size.
      collect.autoresizingMask = [.flexibleWidth, .flexibleHeight]

      // 添加長按手勢
      longPressGestureRecognizer = UILongPressGestureRecognizer()
      longPressGestureRecognizer.addTarget(self, action: ViewController.handleLongPressRecognizer)
      collect.addGestureRecognizer(longPressGestureRecognizer)

      view.addSubview(collect)
    }

    func handleLongPressRecognizer(_ gesture: UILongPressGestureRecognizer) {
      switch gesture.state {
      case .began:
        guard let path = collect.indexPathForItem(at: gesture.location(in: gesture.view)) else {
          break
        }
        collect.beginInteractiveMovementForItem(at: path)
      case .changed:
        collect.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view))
      case .ended:
        collect.endInteractiveMovement()
      default:
        collect.cancelInteractiveMovement()
      }
    }

    // MARK: UICollectionViewDataSource

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      dataSource.count
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
      1
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "CustomCell", for: indexPath)
        as! CustomCollectionCell
      let image = DesktopDemo.image(named: dataSource[indexPath.row])
      cell.setImageWithText(image, text: "")
      return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    {
      true
    }

    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let item = dataSource[sourceIndexPath.item]
      dataSource.removeAll { $0 == item }
      dataSource.insert(item, at: destinationIndexPath.item)
      DemoLog.report("desktop: order \(dataSource.joined(separator: ","))")
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      let test = TestViewController(nibName: "TestViewController", bundle: nil)
      let imageName = dataSource[indexPath.row]
      test.imageName = imageName
      DemoLog.report("desktop: open \(imageName)")
      navigationController?.pushViewController(test, animated: true)
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      true
    }

    // 選中放大效果 (commented out in the post)
    func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}

    // 縮小效果 (commented out in the post)
    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegateFlowLayout

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: 100, height: 100)
    }

    /// 上左下右間距
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)
    }

    /// item space
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      8
    }

    /// 行距
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      10
    }
  }
}
