import UIKit

/// The "Diffable" demo: a grid of named colours fed by a `UICollectionViewDiffableDataSource`
/// with cells from a `UICollectionView.CellRegistration` showing a `UIListContentConfiguration`. Shuffle, Insert, Delete and
/// Reconfigure build a new snapshot from the current one and apply it animated; after each
/// the demo prints the snapshot (every item's name and colour, in order) to its log.
enum DiffableDemo {
  @MainActor static func make() -> UIViewController {
    DiffableViewController()
  }

  /// A colour of the grid.
  struct NamedColor {
    let name: String
    var red: Int
    var green: Int
    var blue: Int

    var color: UIColor {
      UIColor(
        red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    var hex: String {
      String(format: "#%02x%02x%02x", red, green, blue)
    }

    /// The colour halfway to white, or back from it.
    mutating func toggleTint(original: NamedColor) {
      if red == original.red && green == original.green && blue == original.blue {
        red = (red + 255) / 2
        green = (green + 255) / 2
        blue = (blue + 255) / 2
      } else {
        self = original
      }
    }
  }

  static let palette: [NamedColor] = [
    NamedColor(name: "Crimson", red: 220, green: 20, blue: 60),
    NamedColor(name: "Orange", red: 255, green: 140, blue: 0),
    NamedColor(name: "Gold", red: 240, green: 200, blue: 0),
    NamedColor(name: "Olive", red: 128, green: 128, blue: 0),
    NamedColor(name: "Lime", red: 50, green: 205, blue: 50),
    NamedColor(name: "Forest", red: 34, green: 110, blue: 34),
    NamedColor(name: "Teal", red: 0, green: 128, blue: 128),
    NamedColor(name: "Cyan", red: 0, green: 200, blue: 220),
    NamedColor(name: "Sky", red: 100, green: 170, blue: 240),
    NamedColor(name: "Blue", red: 30, green: 70, blue: 220),
    NamedColor(name: "Navy", red: 20, green: 30, blue: 110),
    NamedColor(name: "Indigo", red: 75, green: 0, blue: 130),
    NamedColor(name: "Violet", red: 150, green: 80, blue: 220),
    NamedColor(name: "Magenta", red: 220, green: 0, blue: 200),
    NamedColor(name: "Pink", red: 255, green: 130, blue: 170),
    NamedColor(name: "Maroon", red: 128, green: 0, blue: 0),
    NamedColor(name: "Brown", red: 140, green: 80, blue: 30),
    NamedColor(name: "Tan", red: 210, green: 170, blue: 120),
    NamedColor(name: "Salmon", red: 250, green: 120, blue: 100),
    NamedColor(name: "Mint", red: 150, green: 240, blue: 180),
    NamedColor(name: "Slate", red: 90, green: 100, blue: 120),
    NamedColor(name: "Charcoal", red: 50, green: 50, blue: 50),
    NamedColor(name: "Silver", red: 180, green: 180, blue: 190),
    NamedColor(name: "Plum", red: 120, green: 40, blue: 90),
    NamedColor(name: "Coral", red: 255, green: 90, blue: 60),
    NamedColor(name: "Aqua", red: 100, green: 230, blue: 230),
    NamedColor(name: "Rose", red: 200, green: 60, blue: 110),
    NamedColor(name: "Moss", red: 100, green: 140, blue: 60),
    NamedColor(name: "Steel", red: 70, green: 130, blue: 180),
    NamedColor(name: "Amber", red: 255, green: 190, blue: 60),
  ]

  final class DiffableViewController: UIViewController {
    enum Section {
      case main
    }

    /// The colour of each item identifier (an index into `palette`).
    var colors: [Int: NamedColor] = [:]
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    var collectionView: UICollectionView!
    private var random = DemoRandom(seed: 13)
    /// The most items the grid holds, so that every cell stays on screen.
    let capacity = 28
    let buttonRowHeight: CGFloat = 44

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Diffable"
      view.backgroundColor = .white

      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 85, height: 85)
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      collectionView = UICollectionView(
        frame: CGRect(
          x: 0, y: buttonRowHeight, width: view.bounds.width,
          height: max(0, view.bounds.height - buttonRowHeight)),
        collectionViewLayout: layout)
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collectionView.backgroundColor = .white
      view.addSubview(collectionView)
      addButtons()

      // Each cell shows its colour's name and value through a list content configuration, on
      // a background configuration filled with the colour.
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> {
        [unowned self] cell, _, item in
        let color = colors[item] ?? DiffableDemo.palette[0]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = color.name
        content.secondaryText = color.hex
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: 4, leading: 6, bottom: 6, trailing: 6)
        content.textProperties.font = .systemFont(ofSize: 12, weight: .semibold)
        content.textProperties.color = .white
        content.textProperties.numberOfLines = 1
        content.secondaryTextProperties.font = .systemFont(ofSize: 10)
        content.secondaryTextProperties.color = UIColor(white: 1, alpha: 0.85)
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = color.color
        background.cornerRadius = 8
        cell.backgroundConfiguration = background
      }
      dataSource = UICollectionViewDiffableDataSource<Section, Int>(
        collectionView: collectionView
      ) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      for index in DiffableDemo.palette.indices { colors[index] = DiffableDemo.palette[index] }
      var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([.main])
      snapshot.appendItems(Array(0..<24))
      dataSource.apply(snapshot, animatingDifferences: false)
      report("initial")
    }

    private func addButtons() {
      let titles = ["Shuffle", "Insert", "Delete", "Reconfigure"]
      let actions: [(DiffableViewController) -> () -> Void] = [
        DiffableViewController.shuffle, DiffableViewController.insert,
        DiffableViewController.delete, DiffableViewController.reconfigure,
      ]
      let gap: CGFloat = 8
      let width = (view.bounds.width - gap * 5) / 4
      for (k, title) in titles.enumerated() {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 12, weight: .semibold)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 8
        button.frame = CGRect(
          x: gap + CGFloat(k) * (width + gap), y: 6, width: width, height: buttonRowHeight - 12)
        button.addTarget(self, action: actions[k], for: .touchUpInside)
        view.addSubview(button)
      }
    }

    // MARK: Actions

    /// Puts the items in a new random order.
    func shuffle() {
      var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([.main])
      snapshot.appendItems(dataSource.snapshot().itemIdentifiers.shuffled(using: &random))
      apply(snapshot, action: "shuffle")
    }

    /// Inserts a colour not on screen at a random place.
    func insert() {
      var snapshot = dataSource.snapshot()
      let items = snapshot.itemIdentifiers
      let missing = DiffableDemo.palette.indices.filter { !items.contains($0) }
      guard items.count < capacity, let new = missing.randomElement(using: &random) else {
        report("insert (full)")
        return
      }
      if let before = items.randomElement(using: &random) {
        snapshot.insertItems([new], beforeItem: before)
      } else {
        snapshot.appendItems([new], toSection: .main)
      }
      apply(snapshot, action: "insert \(DiffableDemo.palette[new].name)")
    }

    /// Deletes a random colour.
    func delete() {
      var snapshot = dataSource.snapshot()
      guard let doomed = snapshot.itemIdentifiers.randomElement(using: &random) else {
        report("delete (empty)")
        return
      }
      snapshot.deleteItems([doomed])
      apply(snapshot, action: "delete \(DiffableDemo.palette[doomed].name)")
    }

    /// Tints three random colours (or takes their tint away) and reconfigures their cells,
    /// which stay the same cell objects.
    func reconfigure() {
      var snapshot = dataSource.snapshot()
      let chosen = Array(snapshot.itemIdentifiers.shuffled(using: &random).prefix(3))
      var cells: [Int: UICollectionViewCell] = [:]
      for item in chosen {
        colors[item]?.toggleTint(original: DiffableDemo.palette[item])
        if let path = dataSource.indexPath(for: item) { cells[item] = collectionView.cellForItem(at: path) }
      }
      snapshot.reconfigureItems(chosen)
      let names = chosen.map { DiffableDemo.palette[$0].name }.joined(separator: ",")
      apply(snapshot, action: "reconfigure \(names)") { [unowned self] in
        let kept = chosen.allSatisfy { item in
          guard let path = dataSource.indexPath(for: item), let old = cells[item] else {
            return false
          }
          return collectionView.cellForItem(at: path) === old
        }
        return "cells kept \(kept)"
      }
    }

    private func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<Section, Int>, action: String,
      note: (() -> String)? = nil
    ) {
      dataSource.apply(snapshot, animatingDifferences: true) { [weak self] in
        guard let self else { return }
        if let note { DemoLog.report("diffable: \(note())") }
        report(action)
      }
    }

    /// Prints the snapshot after `action`: `diffable: ACTION: N items: Name#rrggbb …` in
    /// order.
    private func report(_ action: String) {
      let items = dataSource.snapshot().itemIdentifiers
      let entries = items.map { item -> String in
        let color = colors[item] ?? DiffableDemo.palette[item]
        return "\(color.name)\(color.hex)"
      }
      DemoLog.report(
        "diffable: \(action): \(items.count) items: \(entries.joined(separator: " "))")
    }
  }
}

/// A small deterministic random number generator, so the demo's changes repeat run to run.
struct DemoRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
