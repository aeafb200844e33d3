import UIKit

/// The "Book list" demo: post 2 ("iOS之UICollectionView的使用"), part one (普通使用) and
/// part two (单元格大小不一). The post's two controllers are `BooksDemo.FKViewController`
/// (the horizontal list) and `BooksDemo.FKDetailViewController` (the detail screen); its
/// global arrays `books`, `covers` and `bookDetails` are the statics below.
enum BooksDemo {
  /// The books' titles, in the post's order.
  static let books = [
    "疯狂Ajax讲义",
    "疯狂Android讲义",
    "疯狂HTML5/CSS3/JavaScript讲义",
    "疯狂Java讲义",
    "疯狂Java程序员基本修养",
    "轻量级Java EE企业应用实战",
    "经典Java EE企业应用实战",
    "疯狂XML讲义",
  ]
  /// The cover image names, as `UIImage(named:)` would take them (drawn by `BookCovers`).
  static let covers = [
    "ajax.png", "android.png", "html.png", "java.png", "java2.png", "javaee.png",
    "javaee2.png", "xml.png",
  ]
  /// The descriptions the detail screen shows.
  static let bookDetails = [
    "长期雄踞各网店Ajax销量排行榜榜首的图书，全面深入介绍了前端开发知识",
    "长期雄踞各网店Andrioid销量排行榜榜首的图书。",
    "重点介绍HTML 5、CSS3、JavaScript等前端开发基础知识",
    "Java图书，值得仔细阅读的图书",
    "帮助Java程序员查漏补缺的、突破重点的图书",
    "Java领域3大框架整合开发的图书",
    "以EJB 3为核心的Java EE开发图书",
    "详细介绍有关XML方方面面的图书",
  ]

  @MainActor static func make() -> UIViewController {
    FKViewController()
  }

  /// Prints one line about the demo for people and the end-to-end tests.
  static func report(_ line: String) {
    DemoLog.report("books: \(line)")
  }
}
