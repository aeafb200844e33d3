import Foundation
import UIKit

extension BooksDemo {
  /// The post's `FKViewController`: the book list. Its `grid` is a horizontally scrolling
  /// flow layout of 120×160 cells with the section inset (0, 2, 0, 0); each cell is rounded
  /// (`cornerRadius` 8, `masksToBounds`) and its image view and label are found with
  /// `viewWithTag(1)` and `viewWithTag(2)`. Selecting a book shows `FKDetailViewController`
  /// (the post's segue). The "½" bar button switches on the post's part two: the
  /// `UICollectionViewDelegateFlowLayout` method that makes each cell half its cover's size.
  final class FKViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
  {
    /// The post's `grid` outlet (built in code: Mosaic has no storyboards).
    var grid: UICollectionView!
    /// Whether cells are half their cover's size (part two) instead of the layout's 120×160.
    private(set) var halfSize = false
    private var scrollGeneration = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = UIColor(red: 0.96, green: 0.94, blue: 0.9, alpha: 1)
      buildStoryboardViews()

      // The post's viewDidLoad from here on.
      navigationItem.title = "图书列表"
      grid.dataSource = self
      grid.delegate = self
      let flowLayout = UICollectionViewFlowLayout()
      flowLayout.itemSize = CGSize(width: 120, height: 160)
      flowLayout.scrollDirection = .horizontal
      flowLayout.sectionInset = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 0)
      grid.collectionViewLayout = flowLayout

      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "½", style: .plain, target: self, action: FKViewController.toggleHalfSize)
    }

    /// What the post's storyboard holds: the collection view (two rows of books, scrolling
    /// sideways) with its "bookCell" prototype, and a hint under it.
    private func buildStoryboardViews() {
      grid = UICollectionView(
        frame: CGRect(x: 0, y: 16, width: view.bounds.width, height: 330),
        collectionViewLayout: UICollectionViewFlowLayout())
      grid.autoresizingMask = [.flexibleWidth]
      grid.backgroundColor = .clear
      grid.register(BookCell.self, forCellWithReuseIdentifier: "bookCell")
      view.addSubview(grid)

      let hint = UILabel(
        frame: CGRect(x: 16, y: 360, width: max(0, view.bounds.width - 32), height: 44))
      hint.autoresizingMask = [.flexibleWidth]
      hint.numberOfLines = 2
      hint.font = .systemFont(ofSize: 13)
      hint.textColor = .darkGray
      hint.text = "横向滚动，点击图书查看详情 · scroll sideways, tap a book for its details"
      view.addSubview(hint)
    }

    // MARK: UICollectionViewDataSource

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cellId = "bookCell"
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellId, for: indexPath)
      cell.layer.cornerRadius = 8
      cell.layer.masksToBounds = true
      let rowNo = indexPath.row
      let iv = cell.viewWithTag(1) as? UIImageView
      iv?.image = BookCovers.image(named: covers[rowNo])
      let label = cell.viewWithTag(2) as? UILabel
      label?.text = books[rowNo]
      return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      books.count
    }

    // MARK: UICollectionViewDelegate

    /// The post opens the detail with a storyboard segue from the cell; here selection
    /// performs it.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      collectionView.deselectItem(at: indexPath, animated: false)
      guard let cell = collectionView.cellForItem(at: indexPath) else { return }
      let detailController = FKDetailViewController()
      prepare(for: detailController, sender: cell)
      report("open \(detailController.bookNo) \(books[detailController.bookNo])")
      navigationController?.pushViewController(detailController, animated: true)
    }

    /// The post's `prepareForSegue:sender:`: passes the tapped cell's book to the detail.
    func prepare(for detailController: FKDetailViewController, sender: Any?) {
      guard let cell = sender as? UICollectionViewCell,
        let indexPath = grid.indexPath(for: cell)
      else { return }
      let rowNo = indexPath.row
      detailController.imageName = covers[rowNo]
      detailController.bookNo = rowNo
    }

    /// Reports the horizontal offset once scrolling has been quiet for a moment.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrollGeneration += 1
      let generation = scrollGeneration
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
        guard let self, self.scrollGeneration == generation else { return }
        report("scrolled to \(Int(self.grid.contentOffset.x))")
      }
    }

    // MARK: UICollectionViewDelegateFlowLayout (part two)

    /// Half the cover's size when the "½" toggle is on (the post's method), else the layout's
    /// item size.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      guard halfSize else {
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
          ?? CGSize(width: 120, height: 160)
      }
      let image = BookCovers.image(named: covers[indexPath.row])
      return CGSize(
        width: (image?.size.width ?? 0) / 2, height: (image?.size.height ?? 0) / 2)
    }

    func toggleHalfSize() {
      halfSize.toggle()
      grid.collectionViewLayout.invalidateLayout()
      grid.layoutIfNeeded()
      let sizes = (0..<books.count).map { item -> String in
        let frame = grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        return "\(Int(frame?.width ?? 0))x\(Int(frame?.height ?? 0))"
      }
      report("half size \(halfSize ? "on" : "off"), sizes \(sizes.joined(separator: ","))")
    }
  }

  /// The post's storyboard prototype cell "bookCell": a white cell with the cover in an
  /// image view (tag 1) and the title in a label (tag 2) under it.
  final class BookCell: UICollectionViewCell {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .white
      let iv = UIImageView()
      iv.tag = 1
      iv.contentMode = .scaleAspectFill
      iv.clipsToBounds = true
      contentView.addSubview(iv)
      let label = UILabel()
      label.tag = 2
      label.font = .systemFont(ofSize: 10)
      label.textColor = .black
      label.textAlignment = .center
      label.numberOfLines = 2
      contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func layoutSubviews() {
      super.layoutSubviews()
      let b = contentView.bounds
      let labelHeight = min(34, b.height / 3)
      contentView.viewWithTag(1)?.frame = CGRect(
        x: 0, y: 0, width: b.width, height: b.height - labelHeight)
      contentView.viewWithTag(2)?.frame = CGRect(
        x: 2, y: b.height - labelHeight, width: max(0, b.width - 4), height: labelHeight)
    }
  }
}
