import MosaicCore
import Testing

/// The descriptions of the constraints `format` parses to.
private func parsed(
  _ format: String, metrics: [String: Double] = [:], views: Set<String> = ["a", "b", "c"],
  direction: VisualFormat.Direction = .leadingToTrailing
) throws -> [String] {
  try VisualFormat(format, metrics: metrics, views: views, direction: direction)
    .constraints.map(\.description)
}

/// The message `format` fails with.
private func failure(
  _ format: String, metrics: [String: Double] = [:], views: Set<String> = ["a", "b", "c"]
) -> String? {
  do {
    _ = try VisualFormat(format, metrics: metrics, views: views)
    return nil
  } catch {
    return error.description
  }
}

@Suite struct VisualFormatTests {
  @Test func aCompleteLine() throws {
    let format = try VisualFormat(
      "H:|-[button]-8-[field(>=100@750)]-|", views: ["button", "field"])
    #expect(format.orientation == .horizontal)
    #expect(format.views == ["button", "field"])
    #expect(
      format.constraints.map(\.description) == [
        "button.leading == |.leading + 20.0 (standard)",
        "field.width >= 100.0 @750.0",
        "field.leading == button.trailing + 8.0",
        "|.trailing == field.trailing + 20.0 (standard)",
      ])
    let spacing = format.constraints[2]
    #expect(spacing.firstItem == .view("field"))
    #expect(spacing.secondItem == .view("button"))
    #expect(spacing.relation == .equal)
    #expect(spacing.multiplier == 1)
    #expect(spacing.priority == 1000)
    #expect(!spacing.isStandardSpacing)
    #expect(format.constraints[1].secondItem == nil)
    #expect(format.constraints[1].priority == 750)
  }

  @Test func standardFlushAndZeroSpacing() throws {
    #expect(try parsed("[a]-[b]") == ["b.leading == a.trailing + 8.0 (standard)"])
    #expect(try parsed("[a][b]") == ["b.leading == a.trailing"])
    #expect(try parsed("[a]-0-[b]") == ["b.leading == a.trailing"])
    #expect(try parsed("|[a]|") == ["a.leading == |.leading", "|.trailing == a.trailing"])
    #expect(
      try parsed("|-50-[a]-50-|") == [
        "a.leading == |.leading + 50.0", "|.trailing == a.trailing + 50.0",
      ])
  }

  @Test func verticalFormatsUseTopBottomAndHeight() throws {
    let format = try VisualFormat("V:|-[a(44)]-10-[b]", views: ["a", "b"])
    #expect(format.orientation == .vertical)
    #expect(
      format.constraints.map(\.description) == [
        "a.height == 44.0",
        "a.top == |.top + 20.0 (standard)",
        "b.top == a.bottom + 10.0",
      ])
  }

  @Test func predicatesListsEqualWidthsAndPriorities() throws {
    #expect(try parsed("[a(>=70,<=100)]") == ["a.width >= 70.0", "a.width <= 100.0"])
    #expect(try parsed("[a(==b)]") == ["a.width == b.width"])
    #expect(try parsed("[a(b@500)]") == ["a.width == b.width @500.0"])
    #expect(try parsed("[a(100@20)]") == ["a.width == 100.0 @20.0"])
    #expect(
      try parsed("[a]-(>=8,<=20@300)-[b]") == [
        "b.leading >= a.trailing + 8.0", "b.leading <= a.trailing + 20.0 @300.0",
      ])
    #expect(try parsed("[a]-(-5)-[b]") == ["b.leading == a.trailing - 5.0"])
    #expect(try parsed("[a(2.5e1)]") == ["a.width == 25.0"])
  }

  @Test func metricsNameConstantsAndPriorities() throws {
    let metrics = ["gap": 12.0, "minimum": 40, "low": 250]
    #expect(
      try parsed("|-gap-[a(>=minimum@low)]-(gap@low)-|", metrics: metrics) == [
        "a.width >= 40.0 @250.0", "a.leading == |.leading + 12.0",
        "|.trailing == a.trailing + 12.0 @250.0",
      ])
  }

  @Test func directionsChooseTheEdges() throws {
    #expect(
      try parsed("|-[a]-[b]|", direction: .leftToRight) == [
        "a.left == |.left + 20.0 (standard)", "b.left == a.right + 8.0 (standard)",
        "|.right == b.right",
      ])
    // Right to left: a is right of the superview's right edge by 4, b to the left of a.
    #expect(
      try parsed("|-4-[a]-(>=6)-[b]-2-|", direction: .rightToLeft) == [
        "|.right == a.right + 4.0", "a.left >= b.right + 6.0", "b.left == |.left + 2.0",
      ])
    // Vertical formats ignore the direction.
    #expect(
      try parsed("V:[a]-[b]", direction: .rightToLeft) == ["b.top == a.bottom + 8.0 (standard)"])
  }

  @Test func viewsAreListedInOrder() throws {
    let format = try VisualFormat("H:[c][a]-[b]", views: ["a", "b", "c"])
    #expect(format.views == ["c", "a", "b"])
    #expect(try VisualFormat("[a]", views: ["a"]).constraints.isEmpty)
  }

  @Test func errorsPointAtTheProblem() {
    #expect(
      failure("H:|-[a")
        == "Unable to parse constraint format: \nExpected ']' to end a view\nH:|-[a\n      ^")
    #expect(
      failure("V|[a]|")
        == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement\nV|[a]|\n ^"
    )
    #expect(
      failure("H:[a]-[view2]")
        == "Unable to parse constraint format: \nview2 is not a key in the views dictionary.\nH:[a]-[view2]\n       ^"
    )
    #expect(
      failure("|-gap-[a]")
        == "Unable to parse constraint format: \ngap is not a key in the metrics dictionary.\n|-gap-[a]\n  ^"
    )
    #expect(
      failure("[a(>=50,<=)]")
        == "Unable to parse constraint format: \nExpected a number or a key in the metrics dictionary\n[a(>=50,<=)]\n          ^"
    )
    #expect(failure("|-") == "Unable to parse constraint format: \nExpected a view\n|-\n  ^")
    #expect(failure("") == "Unable to parse constraint format: \nExpected a view\n\n^")
    #expect(
      failure("[a]-8[b]")?.contains("Expected a '-' to end the spacing\n[a]-8[b]\n     ^") == true)
    #expect(
      failure("[a]|-[b]")?.contains("Expected the end of the format string after '|'") == true)
    #expect(failure("[a(50@0)]")?.contains("A priority must be greater than 0") == true)
    #expect(failure("[a(50@1001)]")?.contains("A priority must be greater than 0") == true)
    #expect(failure("[a]x")?.contains("Expected '-', '[' or '|' after a view\n[a]x\n   ^") == true)
    #expect(failure("[a(50]")?.contains("Expected ',' or ')' after a predicate") == true)
    #expect(failure("[a]-(b)-[c]")?.contains("b is not a key in the metrics dictionary.") == true)
    #expect(failure("[]")?.contains("Expected a view name\n[]\n ^") == true)
  }

  @Test func theErrorCarriesItsParts() {
    do {
      _ = try VisualFormat("[a]-[zz]", views: ["a"])
      Issue.record("parsed")
    } catch {
      #expect(error.reason == "zz is not a key in the views dictionary.")
      #expect(error.format == "[a]-[zz]")
      #expect(error.position == 5)
    }
  }
}
