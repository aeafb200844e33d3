import Foundation
import Testing

@testable import Mosaic

@MainActor
struct TraitCollectionTests {
  @Test func equalCollectionsAreEqualAndHashAlike() {
    let a = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .compact),
    ])
    let b = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 2),
    ])
    #expect(a !== b)
    #expect(a == b)
    #expect(a.isEqual(b))
    #expect(a.hash == b.hash)
    #expect(Set([a, b]).count == 1)
    #expect(a != UITraitCollection(displayScale: 2))
    #expect(!a.isEqual("not a trait collection"))
    #expect(!a.isEqual(nil))
    #expect(UITraitCollection() == UITraitCollection())
    #expect(
      UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection(userInterfaceStyle: .light))
    #expect((a.copy() as? UITraitCollection) === a)
  }

  @Test func everyInitializerSpecifiesOneTrait() {
    let empty = UITraitCollection()
    #expect(empty.displayScale == 0)
    #expect(empty.userInterfaceIdiom == .unspecified)
    #expect(empty.layoutDirection == .unspecified)
    #expect(empty.horizontalSizeClass == .unspecified)
    #expect(empty.verticalSizeClass == .unspecified)
    #expect(empty.userInterfaceStyle == .unspecified)
    #expect(empty.preferredContentSizeCategory == .unspecified)
    #expect(empty.displayGamut == .unspecified)

    let idiom = UITraitCollection(userInterfaceIdiom: .pad)
    #expect(idiom.userInterfaceIdiom == .pad)
    #expect(idiom.displayScale == 0)
    #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
    #expect(UITraitCollection(verticalSizeClass: .regular).horizontalSizeClass == .unspecified)
    #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
    #expect(
      UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory
        == .extraLarge)
    #expect(UITraitCollection(displayGamut: .P3).displayGamut == .P3)
    #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
  }

  @Test func traitsFromLetLaterSpecifiedTraitsWin() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2),
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(displayScale: 3),
      UITraitCollection(horizontalSizeClass: .regular),
      // Unspecified traits leave what came before alone.
      UITraitCollection(),
      UITraitCollection(horizontalSizeClass: .unspecified),
      UITraitCollection(userInterfaceStyle: .dark),
    ])
    #expect(merged.displayScale == 3)
    #expect(merged.horizontalSizeClass == .regular)
    #expect(merged.userInterfaceStyle == .dark)
    #expect(merged.verticalSizeClass == .unspecified)
    #expect(merged.userInterfaceIdiom == .unspecified)
    #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
  }

  @Test func containsTraitsComparesOnlyTheSpecifiedOnes() {
    let full = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(userInterfaceStyle: .light),
    ])
    #expect(full.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(full.containsTraits(in: UITraitCollection()))
    #expect(full.containsTraits(in: nil))
    #expect(full.containsTraits(in: full))
    #expect(!full.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    #expect(!full.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
    #expect(!UITraitCollection().containsTraits(in: full))
  }

  @Test func colorAppearanceDependsOnStyleContrastLevelAndGamut() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(light.hasDifferentColorAppearance(comparedTo: dark))
    #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [light])))
    let lightAt2 = UITraitCollection(traitsFrom: [light, UITraitCollection(displayScale: 2)])
    let lightCompact = UITraitCollection(traitsFrom: [
      light, UITraitCollection(horizontalSizeClass: .compact),
    ])
    #expect(!lightAt2.hasDifferentColorAppearance(comparedTo: lightCompact))
    #expect(
      light.hasDifferentColorAppearance(
        comparedTo: UITraitCollection(traitsFrom: [light, UITraitCollection(displayGamut: .P3)])))
    #expect(
      light.hasDifferentColorAppearance(
        comparedTo: UITraitCollection(traitsFrom: [
          light, UITraitCollection(accessibilityContrast: .high),
        ])))
    #expect(light.hasDifferentColorAppearance(comparedTo: nil))
  }

  @Test func enumerationsHaveUIKitsRawValues() {
    #expect(
      [UIUserInterfaceIdiom.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision].map(\.rawValue)
        == [-1, 0, 1, 2, 3, 5, 6])
    #expect(
      [UIUserInterfaceSizeClass.unspecified, .compact, .regular].map(\.rawValue) == [0, 1, 2])
    #expect([UIUserInterfaceStyle.unspecified, .light, .dark].map(\.rawValue) == [0, 1, 2])
    #expect(
      [UITraitEnvironmentLayoutDirection.unspecified, .leftToRight, .rightToLeft].map(\.rawValue)
        == [-1, 0, 1])
    #expect([UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft].map(\.rawValue) == [0, 1])
    #expect(
      [
        UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight,
        .forceRightToLeft,
      ].map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect([UIDisplayGamut.unspecified, .SRGB, .P3].map(\.rawValue) == [-1, 0, 1])
  }

  @Test func contentSizeCategoriesCompareBySize() {
    let all: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    #expect(all.shuffled().sorted() == all)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(UIContentSizeCategory.large > .medium)
    #expect(UIContentSizeCategory.large >= .large)
    #expect(all.filter(\.isAccessibilityCategory).first == .accessibilityMedium)
    #expect(all.filter(\.isAccessibilityCategory).count == 5)
    #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL") == .extraExtraLarge)
  }

  @Test func descriptionListsTheSpecifiedTraits() {
    let t = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: .pad), UITraitCollection(displayScale: 2),
      UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(preferredContentSizeCategory: .large),
    ])
    #expect(t.description.hasPrefix("<UITraitCollection: 0x"))
    #expect(
      t.description.hasSuffix(
        "; UserInterfaceIdiom = Pad, DisplayScale = 2, HorizontalSizeClass = Regular, PreferredContentSizeCategory = L>"
      ))
    #expect(!UITraitCollection().description.contains(";"))
  }

  @Test func performAsCurrentSetsAndRestoresTheCurrentCollection() {
    let outer = UITraitCollection.current
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var inside: UITraitCollection?
    dark.performAsCurrent { inside = UITraitCollection.current }
    #expect(inside === dark)
    #expect(UITraitCollection.current === outer)
    // Without a value set, the current collection is the main screen's.
    let screen = UIScreen.main.traitCollection
    #expect(UITraitCollection.current == screen)
  }
}
