import Foundation

/// Creates the application object from `principalClassName` (a `UIApplication` subclass;
/// `UIApplication` when nil) and the delegate from `delegateClassName`, then runs the main
/// event loop until the application ends. It never returns.
///
/// Class names are those `NSStringFromClass(_:)` gives (`"MyApp.MyApplication"`). A name that
/// names no such class ends the program with a message naming it, as UIKit's does. Call it
/// from the main thread (a `main.swift`'s top level), which it takes as the main actor.
public func UIApplicationMain(
  _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
  MainActor.assumeIsolated { () -> Int32 in
    runApplication(principalClassName: principalClassName, delegateClassName: delegateClassName)
  }
}

/// `UIApplicationMain`'s work on the main actor.
@MainActor
private func runApplication(principalClassName: String?, delegateClassName: String?) -> Int32 {
  var applicationClass: UIApplication.Type = UIApplication.self
  if let principalClassName {
    guard let type = NSClassFromString(principalClassName) as? UIApplication.Type else {
      fatalError(
        "UIApplicationMain: unable to instantiate the UIApplication subclass instance. No class named \(principalClassName) is loaded."
      )
    }
    applicationClass = type
  }
  if UIApplication.sharedStorage == nil {
    UIApplication.sharedStorage = applicationClass.init()
  }
  let application = UIApplication.shared
  var delegate = application.delegate
  if let delegateClassName {
    guard let type = NSClassFromString(delegateClassName) as? UIResponder.Type,
      let made = type.init(coder: NSCoder()) as? UIApplicationDelegate
    else {
      fatalError(
        "UIApplicationMain: unable to instantiate the application delegate class \(delegateClassName)"
      )
    }
    delegate = made
  }
  guard let delegate else {
    fatalError("UIApplicationMain: there is no application delegate")
  }
  application.run(delegate: delegate)
}
