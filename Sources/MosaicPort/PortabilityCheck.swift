/// What has no Linux equivalent and is reported, never rewritten: nibs and storyboards, KVO and
/// KVC, `responds(to:)`, `NSClassFromString`, optional protocol requirements of the file's own
/// protocols, the Objective-C runtime's perform variants, and imports of Apple frameworks
/// Linux lacks.
enum PortabilityCheck {
  static func apply(to editor: inout SourceEditor) {
    let tokens = editor.tokens
    let scope = TypeScope(tokens)
    for i in tokens.indices {
      let token = tokens[i]
      let line = token.line
      switch token.kind {
      case .identifier:
        let next = tokens.nextSignificant(after: i).map { tokens[$0] }
        let opensCall = next?.isSymbol("(") == true
        let previous = tokens.previousSignificant(before: i).map { tokens[$0] }
        let isMember = previous?.kind == .dot
        switch token.text {
        case "UINib" where previous?.isIdentifier("import") != true:
          editor.cannotPort("UINib: Mosaic has no nibs; build the view in code", line: line)
        case "UIStoryboard":
          editor.cannotPort(
            "UIStoryboard: Mosaic has no storyboards; create the view controller in code",
            line: line)
        case "instantiateViewController", "instantiateInitialViewController":
          if opensCall {
            editor.cannotPort(
              "\(token.text)(…): Mosaic has no storyboards; create the view controller with its initializer",
              line: line)
          }
        case "loadNibNamed":
          editor.cannotPort(
            "loadNibNamed(…): Mosaic has no nibs; build the view in code", line: line)
        case "performSegue":
          if opensCall {
            editor.cannotPort(
              "performSegue(withIdentifier:sender:): Mosaic has no storyboard segues; show or present the view controller in code",
              line: line)
          }
        case "observe" where isMember && opensCall:
          if let open = tokens.nextSignificant(after: i),
            let key = tokens.nextSignificant(after: open),
            tokens[key].kind == .other && tokens[key].text == "\\"
          {
            editor.cannotPort(
              "observe(\\.…): key-value observing needs the Objective-C runtime; observe the property with didSet or a callback",
              line: line)
          }
        case "value", "setValue", "mutableArrayValue", "addObserver", "removeObserver":
          guard opensCall, let open = tokens.nextSignificant(after: i),
            let close = tokens.matchingClose(of: open)
          else { break }
          let labels = tokens.arguments(open: open, close: close).compactMap(\.label)
          if labels.contains("forKey") || labels.contains("forKeyPath") {
            let kind = token.text.hasSuffix("Observer") ? "key-value observing" : "key-value coding"
            editor.cannotPort(
              "\(token.text)(…\(labels.contains("forKey") ? "forKey" : "forKeyPath"):…): \(kind) needs the Objective-C runtime; use the property itself (or a key path)",
              line: line)
          }
        case "responds":
          if opensCall, let open = tokens.nextSignificant(after: i),
            let label = tokens.nextSignificant(after: open), tokens[label].isIdentifier("to")
          {
            editor.cannotPort(
              "responds(to:): there is no Objective-C runtime to ask; call the method (UIKit's optional requirements have defaults in Mosaic) or test the type with `as?`",
              line: line)
          }
        case "NSClassFromString":
          editor.cannotPort(
            "NSClassFromString(…): classes cannot be looked up by name on Linux; name the type (or keep a table of types)",
            line: line)
        case "performSelector", "cancelPreviousPerformRequests":
          editor.cannotPort(
            "\(token.text)(…): the Objective-C runtime's perform methods are not on Linux; use DispatchQueue (keep a DispatchWorkItem to cancel)",
            line: line)
        case "optional":
          if scope.kinds[i] == "protocol", let n = next,
            n.isIdentifier("func") || n.isIdentifier("var")
          {
            editor.cannotPort(
              "optional requirement: optional requirements need @objc; make it a requirement with a default implementation in a protocol extension",
              line: line)
          }
        case "class":
          checkReusableViewInitializers(&editor, tokens, classAt: i)
        case "import":
          if let module = next, module.kind == .identifier,
            let message = UnavailableFrameworks.messages[module.text]
          {
            editor.cannotPort("import \(module.text): \(message)", line: line)
          }
        default:
          break
        }
      case .pound where token.text == "#keyPath":
        editor.cannotPort(
          "#keyPath(…): key paths as strings are Objective-C's; use a Swift key path (\\Type.property)",
          line: line)
      default:
        break
      }
    }
  }
}

extension PortabilityCheck {
  /// The classes a collection view makes from their registered class.
  static let reusableViewClasses: Set<String> = [
    "UICollectionViewCell", "UICollectionReusableView", "UICollectionViewListCell",
  ]

  /// Reports a cell or reusable view class that declares initializers but not `init(frame:)`
  /// (a nib cell declaring only `init?(coder:)`): Mosaic makes cells from their class through
  /// `init(frame:)`, which such a class does not inherit.
  static func checkReusableViewInitializers(
    _ editor: inout SourceEditor, _ tokens: [Token], classAt index: Int
  ) {
    guard let name = tokens.nextSignificant(after: index), tokens[name].kind == .identifier,
      let colon = tokens.nextSignificant(after: name), tokens[colon].isSymbol(":"),
      let superclass = tokens.nextSignificant(after: colon),
      reusableViewClasses.contains(tokens[superclass].text)
    else { return }
    var open = superclass
    while open < tokens.count, !tokens[open].isSymbol("{") { open += 1 }
    guard open < tokens.count, let close = tokens.matchingClose(of: open) else { return }
    var labels: [String] = []
    var depth = 0
    for i in (open + 1)..<close {
      let token = tokens[i]
      if token.kind == .bracket {
        depth += token.text == "(" || token.text == "[" || token.text == "{" ? 1 : -1
      } else if depth == 0, token.isIdentifier("init"),
        var bracket = tokens.nextSignificant(after: i)
      {
        if tokens[bracket].isSymbol("?") || tokens[bracket].isSymbol("!"),
          let next = tokens.nextSignificant(after: bracket)
        {
          bracket = next
        }
        if tokens[bracket].isSymbol("("), let label = tokens.nextSignificant(after: bracket),
          tokens[label].kind == .identifier
        {
          labels.append(tokens[label].text)
        }
      }
    }
    guard !labels.isEmpty, !labels.contains("frame") else { return }
    editor.cannotPort(
      "\(tokens[name].text): a \(tokens[superclass].text) subclass without init(frame:) cannot be made from its registered class; add `override init(frame: CGRect)` that builds its views in code",
      line: tokens[name].line)
  }
}

/// Apple frameworks Linux does not have, and what to do instead.
enum UnavailableFrameworks {
  static let messages: [String: String] = {
    var result: [String: String] = [:]
    let none =
      "not on Linux; remove the import and the code that uses it, or put it behind #if canImport"
    for name in [
      "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "CoreData", "CoreLocation",
      "WebKit", "SafariServices", "MessageUI", "StoreKit", "HealthKit", "ARKit", "SceneKit",
      "SpriteKit", "Metal", "MetalKit", "CoreML", "Vision", "UserNotifications", "CoreMotion",
      "Contacts", "ContactsUI", "EventKit", "EventKitUI", "GameKit", "GameplayKit", "CloudKit",
      "AuthenticationServices", "LocalAuthentication", "CoreImage", "CoreText",
      "MobileCoreServices",
      "AudioToolbox", "CoreHaptics", "SwiftUI", "WidgetKit", "Intents", "IntentsUI",
      "CoreBluetooth", "CoreNFC", "PassKit", "QuickLook", "Social", "Accounts", "GLKit",
      "OpenGLES", "ImageIO", "CoreVideo", "CoreMedia", "MediaPlayer", "AssetsLibrary",
      "CoreSpotlight", "LinkPresentation", "PencilKit", "VisionKit", "AppTrackingTransparency",
      "AdSupport", "iAd", "NotificationCenter", "CallKit", "PushKit", "Speech", "NaturalLanguage",
      "ReplayKit", "CarPlay", "ClockKit", "WatchConnectivity", "HomeKit", "SystemConfiguration",
      "Network", "ObjectiveC", "os", "OSLog", "Accelerate", "CryptoKit", "BackgroundTasks",
      "UniformTypeIdentifiers",
    ] {
      result[name] = none
    }
    result["Combine"] =
      "not on Linux (Foundation there has no publishers); use callbacks or async sequences"
    result["Darwin"] = "not on Linux; import Glibc (or Foundation, which re-exports it)"
    result["CoreData"] = "not on Linux; keep the model in Swift types (or SQLite)"
    result["os"] = "not on Linux; print or use a logging package instead of os_log"
    result["OSLog"] = result["os"]
    result["CryptoKit"] = "not on Linux; swift-crypto offers the same API as Crypto"
    return result
  }()
}
