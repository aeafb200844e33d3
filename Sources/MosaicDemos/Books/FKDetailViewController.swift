import UIKit

extension BooksDemo {
  /// The post's `FKDetailViewController`: the chosen book's cover in `bookCover` and its
  /// description in the `bookDetail` text view, set in `viewWillAppear` from `imageName` and
  /// `bookNo`, which the list passes before showing it.
  final class FKDetailViewController: UIViewController {
    /// The post's `bookCover` outlet.
    let bookCover = UIImageView()
    /// The post's `bookDetail` outlet.
    let bookDetail = UITextView()
    /// The cover's image name, passed by the list.
    var imageName: String?
    /// The book's index, passed by the list.
    var bookNo = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      title = books[bookNo]
      let width = view.bounds.width
      bookCover.frame = CGRect(x: 20, y: 20, width: max(0, width - 40), height: 320)
      bookCover.autoresizingMask = [.flexibleWidth]
      bookCover.contentMode = .scaleAspectFit
      view.addSubview(bookCover)
      bookDetail.frame = CGRect(x: 20, y: 356, width: max(0, width - 40), height: 200)
      bookDetail.autoresizingMask = [.flexibleWidth]
      bookDetail.isEditable = false
      bookDetail.font = .systemFont(ofSize: 17)
      view.addSubview(bookDetail)
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      bookCover.image = imageName.flatMap { BookCovers.image(named: $0) }
      bookDetail.text = bookDetails[bookNo]
    }

    /// Nothing is ever pushed over the detail, so it disappears only when it is closed.
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      report("closed")
    }
  }
}
