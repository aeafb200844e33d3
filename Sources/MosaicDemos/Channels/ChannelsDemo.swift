import Foundation
import UIKit

/// The "Channel chooser" demo: post 3 (IOS 类似网易的频道选择功能、长按移动item), its
/// `ChannelChooseViewController`.
///
/// Two sections, "我的频道" (my channels) and "频道推荐" (suggested, each name prefixed
/// with "+"). A tap moves a channel to the other section; a long press and drag reorders
/// within and across the sections. After each change it prints
/// `channels: mine <names> | more <names>`.
enum ChannelsDemo {
  /// The demo's first screen.
  @MainActor static func make() -> UIViewController {
    ChannelChooseViewController()
  }
}

/// 单元格标示符
private let kCollectionViewCellIdentifier = "collectionViewCellIdentifier"
/// 头部视图格标示符
private let kHeaderReusableViewIdentifier = "headerReusableViewIdentifier"

/// The post's `ChannelChooseViewController`.
final class ChannelChooseViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate, UICollectionViewDelegateFlowLayout
{
  /// 数据源: my channels.
  private var _dataSource: [String] = []
  /// 数据源: suggested channels, each with a "+" prefix.
  private var _AddDataSource: [String] = []
  private var _collectionView: UICollectionView?
  private var _collectionViewFlowLayout: UICollectionViewFlowLayout?
  private var _longGesture: UILongPressGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Channel chooser"
    view.backgroundColor = .white
    initializeDataSource()
    initializeUserInterface()
  }

  func initializeDataSource() {
    _dataSource = []
    let titleArr = [
      "热点", "视频", "成都", "社会", "娱乐", "问答", "图片", "历史", "科技", "体育", "财经", "军事",
      "国际", "段子", "趣图", "特卖", "健康", "房产", "街拍",
    ]
    for title in titleArr {
      _dataSource.append("\(title)")
    }
    _AddDataSource = []
    let AddtitleArr = [
      "+汽车", "+美图", "+小说", "+时尚", "+育儿", "+直播", "+搞笑", "+数码", "+美食", "+养生", "+电影",
      "+手机", "+旅游", "+宠物", "+情感", "+家居", "+教育", "+文化", "+动漫",
    ]
    for title in AddtitleArr {
      _AddDataSource.append("\(title)")
    }
  }

  func initializeUserInterface() {
    // 添加
    view.addSubview(collectionView)
    // 添加长按手势
    _longGesture = UILongPressGestureRecognizer(
      target: self, action: ChannelChooseViewController.respondsToGesture)
    collectionView.addGestureRecognizer(_longGesture)
  }

  /// Prints both arrays, for people and the end-to-end tests.
  private func report() {
    DemoLog.report(
      "channels: mine \(_dataSource.joined(separator: ",")) | more "
        + _AddDataSource.joined(separator: ","))
  }

  // MARK: respondsToGesture methods

  func respondsToGesture(_ gesture: UILongPressGestureRecognizer) {
    // 获取手势的变化
    switch gesture.state {
    case .began:
      // 获取手势在集合视图上的位置(indexPath)
      // (The post passes a nil index path on when the press is not on a channel; Swift's
      // non-optional parameter needs the check.)
      guard
        let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView))
      else { break }
      // 开始移动，根据indexPath路径
      collectionView.beginInteractiveMovementForItem(at: indexPath)
    case .changed:
      // 刷新位置
      collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: collectionView))
    case .ended:
      collectionView.endInteractiveMovement()
    default:
      collectionView.cancelInteractiveMovement()
    }
  }

  // MARK: UICollectionViewDataSource

  // 设置组数
  func numberOfSections(in collectionView: UICollectionView) -> Int {
    2
  }

  // 设置单元格数量
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    if section == 0 {
      return _dataSource.count
    } else {
      return _AddDataSource.count
    }
  }

  // 配置单元格
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    // item重用
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: kCollectionViewCellIdentifier, for: indexPath)
      as! ChannelCollectionViewCell
    if indexPath.section == 0 {
      cell.displayLabel.text = _dataSource[indexPath.row]
    } else {
      cell.displayLabel.text = _AddDataSource[indexPath.row]
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    // 重用
    let headerView =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: kHeaderReusableViewIdentifier, for: indexPath)
      as! ZWHeaderCollectionReusableView
    if indexPath.section == 0 {
      headerView.displayLabel.text = "我的频道"
    } else {
      headerView.displayLabel.text = "频道推荐"
    }
    headerView.backgroundColor = .white
    return headerView
  }

  // 设置能否移动
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  // MARK: UICollectionViewDelegate

  // 点击
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    if indexPath.section == 0 {
      // 点击第一组（我的频道）
      let objc = _dataSource[indexPath.item]
      _dataSource.removeAll { $0 == objc }
      _AddDataSource.insert("+\(objc)", at: 0)
      let EndIndexPath = IndexPath(row: 0, section: 1)
      // 移动到“频道选择”的第一个。
      self.collectionView.moveItem(at: indexPath, to: EndIndexPath)
      // 移动过后，改变字符串标题.移动item并不会改变cell标题上的文字。
      let Endcell = collectionView.cellForItem(at: EndIndexPath) as? ChannelCollectionViewCell
      Endcell?.displayLabel.text = "+\(objc)"
    } else {
      // 点击第二组 (频道推荐)。
      let objc = _AddDataSource[indexPath.item]
      _AddDataSource.removeAll { $0 == objc }
      _dataSource.append(String(objc.dropFirst()))
      // 移动到”我的频道“的最后一个。
      let EndIndexPath = IndexPath(row: _dataSource.count - 1, section: 0)
      self.collectionView.moveItem(at: indexPath, to: EndIndexPath)
      // 移动过后，改变字符串标题。移动item并不会改变cell标题上的文字。
      let Endcell = collectionView.cellForItem(at: EndIndexPath) as? ChannelCollectionViewCell
      Endcell?.displayLabel.text = String(objc.dropFirst())
    }
    report()
  }

  // 在里面处理移动的逻辑（从哪里移动到哪里）
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    // 三种情况，在第一组移动，在第二组移动，跨组移动。
    if sourceIndexPath.section == destinationIndexPath.section {
      // 同组
      if sourceIndexPath.section == 0 {
        // 同组中的第一组: 取出源item数据, 从资源数组中移除该数据, 将数据插入到目标位置上
        let objc = _dataSource[sourceIndexPath.item]
        _dataSource.removeAll { $0 == objc }
        _dataSource.insert(objc, at: destinationIndexPath.item)
      } else {
        // 同组中的第二组
        let objc = _AddDataSource[sourceIndexPath.item]
        _AddDataSource.removeAll { $0 == objc }
        _AddDataSource.insert(objc, at: destinationIndexPath.item)
      }
    } else {
      // 跨组,从第一组移动到第二组，从第二组移动到第一组
      if sourceIndexPath.section < destinationIndexPath.section {
        // 获取到这个item
        let Endcell =
          collectionView.cellForItem(at: destinationIndexPath) as? ChannelCollectionViewCell
        // 从第一组拖到第二组
        let objc = _dataSource[sourceIndexPath.item]
        _dataSource.removeAll { $0 == objc }
        _AddDataSource.insert("+\(objc)", at: destinationIndexPath.item)
        // 移动过后，改变字符串标题.移动item并不会改变cell标题上的文字。
        Endcell?.displayLabel.text = "+\(objc)"
      } else {
        // 获取到这个item
        let Endcell =
          collectionView.cellForItem(at: destinationIndexPath) as? ChannelCollectionViewCell
        // 从第二组拖到第一组
        let objc = _AddDataSource[sourceIndexPath.item]
        _AddDataSource.removeAll { $0 == objc }
        _dataSource.insert(String(objc.dropFirst()), at: destinationIndexPath.item)
        // 移动过后，改变字符串标题.移动item并不会改变cell标题上的文字。
        Endcell?.displayLabel.text = String(objc.dropFirst())
      }
    }
    report()
  }

  // MARK: Getter methods

  var collectionViewFlowLayout: UICollectionViewFlowLayout {
    if let layout = _collectionViewFlowLayout { return layout }
    let layout = UICollectionViewFlowLayout()
    // 设置单元格的大小
    layout.itemSize = CGSize(width: (UIScreen.main.bounds.width - 50) / 4, height: 50)
    // 设置每行之间的最小间距
    layout.minimumLineSpacing = 10
    // 设置单元格之间的最小间距
    layout.minimumInteritemSpacing = 10
    // 设置滚动方向
    layout.scrollDirection = .vertical
    // 设置头部视图的高度
    layout.headerReferenceSize = CGSize(width: view.bounds.width, height: 54)
    // 设置头部视图在超出屏幕范围过后是否保留（ios9新特性）
    layout.sectionHeadersPinToVisibleBounds = false
    _collectionViewFlowLayout = layout
    return layout
  }

  var collectionView: UICollectionView {
    if let collectionView = _collectionView { return collectionView }
    // 初始化集合视图
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 24, width: view.bounds.width, height: view.bounds.height - 24),
      collectionViewLayout: collectionViewFlowLayout)
    // Not in the post: the window can be resized, so the chooser follows the view's size.
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // 设置每组的内部偏移
    _collectionViewFlowLayout?.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 10, right: 10)
    // 设置数据源, 设置代理
    collectionView.dataSource = self
    collectionView.delegate = self
    // 修改背景颜色
    collectionView.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    // 设置是否多选
    collectionView.allowsMultipleSelection = false
    // 注册单元格
    collectionView.register(
      ChannelCollectionViewCell.self, forCellWithReuseIdentifier: kCollectionViewCellIdentifier)
    // 注册头部视图
    collectionView.register(
      ZWHeaderCollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: kHeaderReusableViewIdentifier)
    // 隐藏滚动轴
    collectionView.showsVerticalScrollIndicator = false
    _collectionView = collectionView
    return collectionView
  }
}
