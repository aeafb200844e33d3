import Foundation

extension NSObject {
  /// The name of the class, qualified by its module (`MyApp.PhotoCell`), as UIKit's class
  /// method answers it; apps use it as a reuse identifier (`PhotoCell.description()`). The
  /// instance property `description` describes an instance, as before.
  public class func description() -> String {
    String(reflecting: self)
  }
}
