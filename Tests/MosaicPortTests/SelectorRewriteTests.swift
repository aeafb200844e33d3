import Testing

@testable import MosaicPort

@Suite struct SelectorRewriteTests {
  @Test func everyFormOfSelectorBecomesAMethodReferenceOfItsType() {
    let source = """
      class VC: UIViewController {
        func setUp() {
          a.addTarget(self, action: #selector(tap), for: .touchUpInside)
          b.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)
          c.addTarget(self, action: #selector(self.tap(_:forEvent:)), for: .touchUpInside)
          d.addTarget(nil, action: #selector(Other.handle(_:with:)), for: .valueChanged)
          let g = UITapGestureRecognizer(target: self, action: #selector(VC.tap))
          let link = CADisplayLink(target: self, selector: #selector(step))
        }
      }
      extension Outer.Inner {
        func more() { item = UIBarButtonItem(title: "x", style: .plain, target: self, action: #selector(go)) }
      }
      """
    let expected = """
      class VC: UIViewController {
        func setUp() {
          a.addTarget(self, action: VC.tap, for: .touchUpInside)
          b.addTarget(self, action: VC.tap(_:), for: .touchUpInside)
          c.addTarget(self, action: VC.tap(_:forEvent:), for: .touchUpInside)
          d.addTarget(nil, action: Other.handle(_:with:), for: .valueChanged)
          let g = UITapGestureRecognizer(target: self, action: VC.tap)
          let link = CADisplayLink(target: self, selector: VC.step)
        }
      }
      extension Outer.Inner {
        func more() { item = UIBarButtonItem(title: "x", style: .plain, target: self, action: Outer.Inner.go) }
      }
      """
    #expect(ported(source) == expected)
    #expect(
      report(source).first == "F.swift:3: rewrote #selector(tap) as the method reference VC.tap")
  }

  @Test func theInnermostTypeNamesTheMethod() {
    let source = """
      class Outer {
        class var shared: Outer { Outer() }
        struct Inner { func f() { x.addTarget(self, action: #selector(a)) } }
        func g() { y.addTarget(self, action: #selector(b)) }
      }
      """
    let result = ported(source)
    #expect(result.contains("action: Inner.a)"))
    #expect(result.contains("action: Outer.b)"))
  }

  @Test func comparedSelectorsBecomeSelectorValuesWithObjectiveCNames() {
    let source = """
      class DS: NSObject {
        func can(_ action: Selector) -> Bool {
          if action == #selector(copy(_:)) || #selector(UIResponderStandardEditActions.paste(_:)) == action { return true }
          switch action {
          case #selector(cut), #selector(share(sender:)): return true
          case #selector(move(_:to:)): return false
          default: return [#selector(delete(_:)), #selector(f)].contains(action)
          }
        }
      }
      """
    let expected = """
      class DS: NSObject {
        func can(_ action: Selector) -> Bool {
          if action == Selector("copy:") || Selector("paste:") == action { return true }
          switch action {
          case Selector("cut:"), Selector("shareWithSender:"): return true
          case Selector("move:to:"): return false
          default: return [Selector("delete:"), Selector("f")].contains(action)
          }
        }
      }
      """
    #expect(ported(source) == expected)
  }

  @Test func selectorsThatNameNoTypeOrAPropertyAreReportedAndKept() {
    let source = """
      let top = #selector(f)
      class A {
        func g() {
          x.addTarget(view, action: #selector(view.layoutIfNeeded), for: .touchUpInside)
          let s = #selector(getter: UIView.backgroundColor)
        }
      }
      """
    #expect(ported(source) == source)
    #expect(
      report(source) == [
        "F.swift:1: cannot port #selector(f): not inside a type; write the method reference with its type, Type.f",
        "F.swift:4: cannot port #selector(view.layoutIfNeeded): the selector names a method through the value 'view'; write the method reference with its type, Type.layoutIfNeeded",
        "F.swift:5: cannot port #selector(getter: UIView.backgroundColor): a property's getter has no method reference in Swift; use a closure that reads or writes the property",
      ])
  }

  @Test func selectorsInStringsAndCommentsAreText() {
    let source = """
      class A {
        // addTarget(self, action: #selector(f))
        let s = "#selector(f) \\(#selector(g))"
        /* @objc #selector(h) */
      }
      """
    #expect(ported(source) == source)
  }
}
