/// Calls of UIKit's optional protocol requirements, written with optional chaining on the
/// method (`delegate?.collectionView?(cv, didSelectItemAt: path)`,
/// `dataSource?.numberOfSections?(in: cv)`), to plain calls: Mosaic declares these
/// requirements with default implementations, so the method always exists. Only members named
/// in `UIKitOptionalRequirements` and reached through `.` are rewritten, so an optional
/// closure (`completion?(result)`, `self.onTap?()`) is left alone.
enum OptionalRequirementRewrite {
  static func apply(to editor: inout SourceEditor) {
    let tokens = editor.tokens
    for i in tokens.indices where tokens[i].kind == .identifier {
      guard UIKitOptionalRequirements.names.contains(tokens[i].text), i + 2 < tokens.count,
        tokens[i + 1].isSymbol("?"), tokens[i + 2].isSymbol("("),
        let dot = tokens.previousSignificant(before: i), tokens[dot].kind == .dot,
        tokens[dot].text == "."
      else { continue }
      // A name reached through `.`: the member of a delegate, data source or the like.
      editor.replace((i + 1)..<(i + 2), with: "")
      editor.rewrote(
        "\(tokens[i].text)?( as \(tokens[i].text)( (UIKit's optional requirements have defaults in Mosaic)",
        line: tokens[i].line)
    }
    editor.commit()
  }
}

/// The base names of UIKit's optional protocol requirements (delegates, data sources and the
/// application and scene delegates).
enum UIKitOptionalRequirements {
  static let names: Set<String> = [
    // UICollectionViewDataSource, UICollectionViewDelegate(FlowLayout), prefetching
    "collectionView", "numberOfSections", "indexTitles", "indexPathForPreferredFocusedView",
    // UITableViewDataSource, UITableViewDelegate
    "tableView", "sectionIndexTitles",
    // UIScrollViewDelegate
    "scrollViewDidScroll", "scrollViewDidZoom", "scrollViewWillBeginDragging",
    "scrollViewWillEndDragging", "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating",
    "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation", "viewForZooming",
    "scrollViewWillBeginZooming", "scrollViewDidEndZooming", "scrollViewShouldScrollToTop",
    "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
    // UITextFieldDelegate
    "textFieldShouldBeginEditing", "textFieldDidBeginEditing", "textFieldShouldEndEditing",
    "textFieldDidEndEditing", "textField", "textFieldShouldClear", "textFieldShouldReturn",
    "textFieldDidChangeSelection",
    // UITextViewDelegate
    "textViewShouldBeginEditing", "textViewShouldEndEditing", "textViewDidBeginEditing",
    "textViewDidEndEditing", "textView", "textViewDidChange", "textViewDidChangeSelection",
    // UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate
    "searchBar", "searchBarShouldBeginEditing", "searchBarTextDidBeginEditing",
    "searchBarShouldEndEditing", "searchBarTextDidEndEditing", "searchBarSearchButtonClicked",
    "searchBarBookmarkButtonClicked", "searchBarCancelButtonClicked",
    "searchBarResultsListButtonClicked", "willPresentSearchController",
    "didPresentSearchController", "willDismissSearchController", "didDismissSearchController",
    "presentSearchController",
    // UIGestureRecognizerDelegate
    "gestureRecognizerShouldBegin", "gestureRecognizer",
    // UIApplicationDelegate
    "application", "applicationDidBecomeActive", "applicationWillResignActive",
    "applicationDidEnterBackground", "applicationWillEnterForeground", "applicationWillTerminate",
    "applicationDidReceiveMemoryWarning", "applicationDidFinishLaunching",
    // UISceneDelegate, UIWindowSceneDelegate
    "scene", "sceneDidDisconnect", "sceneDidBecomeActive", "sceneWillResignActive",
    "sceneWillEnterForeground", "sceneDidEnterBackground", "windowScene",
    // UINavigationControllerDelegate, UITabBarControllerDelegate, UISplitViewControllerDelegate,
    // UITabBarDelegate, UINavigationBarDelegate, UIToolbarDelegate
    "navigationController", "navigationControllerSupportedInterfaceOrientations",
    "navigationControllerPreferredInterfaceOrientationForPresentation", "tabBarController",
    "tabBarControllerSupportedInterfaceOrientations", "splitViewController",
    "splitViewControllerDidCollapse", "splitViewControllerDidExpand", "tabBar", "navigationBar",
    // Presentation and transitions
    "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
    "presentationControllerDidDismiss", "presentationControllerDidAttemptToDismiss",
    "adaptivePresentationStyle", "presentationController", "prepareForPopoverPresentation",
    "popoverPresentationControllerShouldDismissPopover",
    "popoverPresentationControllerDidDismissPopover", "popoverPresentationController",
    "animationController", "interactionControllerForPresentation",
    "interactionControllerForDismissal", "animationEnded",
    // UIPickerView, UIPageViewController, UIAdaptivePresentationControllerDelegate
    "pickerView", "pageViewController", "presentationCount", "presentationIndex",
    "pageViewControllerSupportedInterfaceOrientations",
    // CAAnimationDelegate, CALayerDelegate
    "animationDidStart", "animationDidStop", "layerWillDraw",
    // UIContextMenuInteractionDelegate, UIEditMenuInteractionDelegate, drag and drop
    "contextMenuInteraction", "editMenuInteraction", "dragInteraction", "dropInteraction",
    // UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate
    "dynamicAnimatorWillResume", "dynamicAnimatorDidPause", "collisionBehavior",
  ]
}
