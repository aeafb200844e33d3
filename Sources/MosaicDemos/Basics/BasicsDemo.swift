import UIKit

/// The "Basics and waterfall" demo: post 5 ("【iOS】UICollectionView"). Its first screen,
/// `BasicsDemo.ViewController`, is the post's 基础使用 section (nine random-colour 100×100
/// items, line spacing 50, item spacing 10) with the 刷新对应列 snippet
/// (`performBatchUpdates { reloadSections }`) on the button at the bottom; "Waterfall" opens
/// the 实现瀑布流 section, `BasicsDemo.WaterfallViewController`.
enum BasicsDemo {
  @MainActor static func make() -> UIViewController {
    ViewController()
  }

  /// Prints one line about the demo for people and the end-to-end tests.
  static func report(_ line: String) {
    DemoLog.report("basics: \(line)")
  }

  /// The post's `arc4random() % 255 / 255.0` colour, and its hex form for the log.
  @MainActor static func randomColor() -> (color: UIColor, hex: String) {
    let r = Int.random(in: 0..<255)
    let g = Int.random(in: 0..<255)
    let b = Int.random(in: 0..<255)
    let color = UIColor(
      red: CGFloat(r) / 255.0, green: CGFloat(g) / 255.0, blue: CGFloat(b) / 255.0, alpha: 1)
    return (color, String(format: "%02x%02x%02x", r, g, b))
  }

  /// The post's view controller for the basics: a collection view filling the view with the
  /// post's flow layout, nine items whose colours are drawn anew in every
  /// `cellForItemAt`.
  final class ViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    /// The post's `collect`.
    var collect: UICollectionView!
    /// The colour each item got in its last `cellForItemAt`, for the log.
    private(set) var colors = [String](repeating: "", count: 9)
    private var reloads = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Basics"
      view.backgroundColor = .white

      // The post's code from here on.
      let layout = UICollectionViewFlowLayout()
      layout.scrollDirection = .vertical
      layout.minimumLineSpacing = 50
      layout.minimumInteritemSpacing = 10
      layout.itemSize = CGSize(width: 100, height: 100)
      collect = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collect.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collect.backgroundColor = .white
      collect.delegate = self
      collect.dataSource = self
      collect.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.addSubview(collect)

      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Waterfall", style: .plain, target: self, action: ViewController.showWaterfall)
      let button = UIButton(type: .system)
      button.setTitle("performBatchUpdates { reloadSections([0]) }", for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.backgroundColor = .systemBlue
      button.layer.cornerRadius = 10
      button.frame = CGRect(
        x: 16, y: view.bounds.height - 72, width: max(0, view.bounds.width - 32), height: 48)
      button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      button.addTarget(self, action: ViewController.reload, for: .touchUpInside)
      view.addSubview(button)
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      let random = randomColor()
      cell.backgroundColor = random.color
      colors[indexPath.item] = random.hex
      return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      9
    }

    /// The post's 刷新对应列: reloads section 0 in a batch update; the items come back with
    /// new colours.
    func reload() {
      collect.performBatchUpdates(
        {
          self.collect.reloadSections(IndexSet(integer: 0))
        },
        completion: { [weak self] _ in
          guard let self else { return }
          self.reloads += 1
          report("reloaded \(self.reloads), colors \(self.colors.joined(separator: ","))")
        })
    }

    func showWaterfall() {
      report("open waterfall")
      navigationController?.pushViewController(WaterfallViewController(), animated: true)
    }
  }
}
