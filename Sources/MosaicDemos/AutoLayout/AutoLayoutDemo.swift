import UIKit

/// The "Auto Layout" demo: note cards in a flow layout with
/// `estimatedItemSize = UICollectionViewFlowLayout.automaticSize`. Each card is a vertical
/// `UIStackView` of a title, a multi-line body and a footer, pinned to the cell's
/// `contentView` with anchors; the cell measures itself through its constraints. The cards
/// fill one column on a narrow window and two from 600 points, so resizing the window
/// re-wraps their text and changes their heights. Once the layout settles after a change of
/// width the demo prints every card's frame:
/// `autolayout: width W columns C: item:x,y,w,h,length …`.
enum AutoLayoutDemo {
  @MainActor static func make() -> UIViewController {
    NotesViewController()
  }

  /// A note: a one-line title and a body of any length.
  struct Note {
    let title: String
    let body: String
  }

  static let notes: [Note] = [
    Note(title: "Groceries", body: "Milk, bread."),
    Note(
      title: "Trip",
      body: "Book the train to the coast for Friday morning and ask about bicycles on board."),
    Note(title: "Call", body: "Dentist, Tuesday."),
    Note(
      title: "Reading",
      body: "Finish the chapter on constraint solvers: the simplex tableau, slack and error "
        + "variables, and why required constraints are handled before the weaker ones. Then "
        + "write down the three examples that made it click, with the numbers, so they can be "
        + "explained to someone else next week."),
    Note(title: "Garden", body: "Water the tomatoes; the basil needs a bigger pot."),
    Note(
      title: "Ideas",
      body: "A grid of cards that size themselves, a list that re-wraps as the window grows, "
        + "and a settings screen built from stack views."),
    Note(title: "Keys", body: "Spare set is with the neighbours."),
    Note(
      title: "Recipe",
      body: "Soften an onion in olive oil, add two cloves of garlic, a tin of tomatoes and a "
        + "pinch of salt; simmer twenty minutes, stir in torn basil and serve over pasta "
        + "cooked a minute short of the packet time, with a spoon of its water."),
    Note(title: "Music", body: "Learn the bridge of the new song."),
    Note(
      title: "Letters",
      body: "Reply to the school about the trip form and thank Anna for the photographs."),
  ]

  /// A note card: a vertical stack view of three labels pinned to the content view, whose
  /// width a constraint holds (just below required, so it gives way to the collection view's
  /// own sizing of the cell while an estimate is shown).
  final class NoteCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let footerLabel = UILabel()
    private var widthConstraint: NSLayoutConstraint!

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.backgroundColor = UIColor(red: 1, green: 0.96, blue: 0.78, alpha: 1)
      contentView.layer.cornerRadius = 10
      contentView.layer.borderWidth = 1
      contentView.layer.borderColor = UIColor(red: 0.9, green: 0.8, blue: 0.45, alpha: 1).cgColor

      titleLabel.font = .boldSystemFont(ofSize: 16)
      titleLabel.textColor = .black
      bodyLabel.font = .systemFont(ofSize: 14)
      bodyLabel.textColor = .darkGray
      bodyLabel.numberOfLines = 0
      footerLabel.font = .systemFont(ofSize: 12)
      footerLabel.textColor = .systemBlue

      let stack = UIStackView(arrangedSubviews: [titleLabel, bodyLabel, footerLabel])
      stack.axis = .vertical
      stack.spacing = 6
      stack.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack)

      widthConstraint = contentView.widthAnchor.constraint(equalToConstant: 300)
      widthConstraint.priority = .required - 1
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        widthConstraint,
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with note: Note, width: CGFloat) {
      titleLabel.text = note.title
      bodyLabel.text = note.body
      let words = note.body.split(separator: " ").count
      footerLabel.text = "\(words) words"
      widthConstraint.constant = width
    }
  }

  final class NotesViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!
    private var cardWidth: CGFloat = 0
    private var columns = 1
    private var reportScheduled = false

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Auto Layout"
      view.backgroundColor = .systemGroupedBackground

      let layout = UICollectionViewFlowLayout()
      layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
      layout.minimumLineSpacing = 12
      layout.minimumInteritemSpacing = 12
      layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)

      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      collectionView.backgroundColor = .clear
      collectionView.translatesAutoresizingMaskIntoConstraints = false
      collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
      collectionView.dataSource = self
      view.addSubview(collectionView)
      NSLayoutConstraint.activate([
        collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      // One column on a narrow window, two from 600 points.
      let width = collectionView.bounds.width
      let columns = width >= 600 ? 2 : 1
      let card = ((width - 24 - 12 * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
      guard card > 0, card != cardWidth else { return }
      cardWidth = card
      self.columns = columns
      collectionView.reloadData()
      scheduleReport()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      AutoLayoutDemo.notes.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
        as! NoteCell
      cell.configure(with: AutoLayoutDemo.notes[indexPath.item], width: cardWidth)
      return cell
    }

    /// Prints the cards' frames once the cells have measured themselves.
    private func scheduleReport() {
      guard !reportScheduled else { return }
      reportScheduled = true
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { [weak self] in
        guard let self else { return }
        reportScheduled = false
        collectionView.layoutIfNeeded()
        let entries = collectionView.indexPathsForVisibleItems.sorted().compactMap {
          path -> String? in
          guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame else {
            return nil
          }
          let length = AutoLayoutDemo.notes[path.item].body.count
          return "\(path.item):\(Int(frame.minX)),\(Int(frame.minY)),"
            + "\(Int(frame.width)),\(Int(frame.height)),\(length)"
        }
        DemoLog.report(
          "autolayout: width \(Int(collectionView.bounds.width)) columns \(columns): "
            + entries.joined(separator: " "))
      }
    }
  }
}
