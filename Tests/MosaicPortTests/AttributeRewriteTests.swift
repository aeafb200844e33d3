import Testing

@testable import MosaicPort

@Suite struct AttributeRewriteTests {
  @Test func objectiveCAndInterfaceBuilderAttributesAreRemoved() {
    let source = """
      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {}

      @IBDesignable @objcMembers
      class Card: UIView {
          @IBOutlet weak var title: UILabel!
          @IBOutlet private var rows: [UIView]!
          @IBInspectable var radius: CGFloat = 4
          @objc dynamic var count = 0
          @objc(tapWithSender:)
          func tap(sender: Any) {}
          @IBAction func done(_ sender: Any) {}
          @nonobjc func plain() {}
          override dynamic func layoutSubviews() {}
      }
      """
    let expected = """
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {}

      class Card: UIView {
          weak var title: UILabel!
          private var rows: [UIView]!
          var radius: CGFloat = 4
          var count = 0
          func tap(sender: Any) {}
          func done(_ sender: Any) {}
          func plain() {}
          override func layoutSubviews() {}
      }
      """
    #expect(ported(source) == expected)
  }

  @Test func dynamicAsANameOrMemberIsKept() {
    let source = """
      let dynamic = 1
      let c = UIColor.dynamic
      var x = dynamic + 1
      @dynamicMemberLookup struct S {}
      func f(dynamic: Int) {}
      """
    #expect(ported(source) == source)
  }

  @Test func anObjectiveCProtocolStaysClassBound() {
    let source = """
      @objc protocol A {}
      @objc protocol B: C {}
      @objc protocol D: class {}
      @objc protocol E: NSObjectProtocol {}
      """
    let expected = """
      protocol A: AnyObject {}
      protocol B: AnyObject, C {}
      protocol D: class {}
      protocol E: NSObjectProtocol {}
      """
    #expect(ported(source) == expected)
  }

  @Test func managedPropertiesAreReportedAndKept() {
    let source = "class Item: NSManagedObject {\n  @NSManaged var name: String\n}\n"
    #expect(ported(source) == source)
    #expect(
      report(source) == [
        "F.swift:2: cannot port @NSManaged: Core Data is not on Linux; store the property yourself"
      ])
  }
}

@Suite struct OptionalRequirementRewriteTests {
  @Test func uikitOptionalRequirementCallsLoseTheirQuestionMark() {
    let source = """
      let n = dataSource?.numberOfSections?(in: cv) ?? 1
      delegate?.collectionView?(cv, didSelectItemAt: path)
      self.scrollDelegate?.scrollViewDidScroll?(scrollView)
      """
    let expected = """
      let n = dataSource?.numberOfSections(in: cv) ?? 1
      delegate?.collectionView(cv, didSelectItemAt: path)
      self.scrollDelegate?.scrollViewDidScroll(scrollView)
      """
    #expect(ported(source) == expected)
  }

  @Test func optionalClosuresAndOtherMembersAreLeftAlone() {
    let source = """
      completion?(result)
      self.onTap?()
      handler.action?(sender)
      collectionView?(x)
      delegate?.myOwnOptional?(self)
      tableView?.reloadData()
      """
    #expect(ported(source) == source)
  }
}
