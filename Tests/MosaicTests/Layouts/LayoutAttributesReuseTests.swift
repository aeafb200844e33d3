import Testing

@testable import Mosaic

/// Attributes with a class of their own, which the built-in layouts must not pool.
final class TaggedAttributes: UICollectionViewLayoutAttributes {
  var tag = 0
}

/// A flow layout whose attributes are `TaggedAttributes`.
@MainActor
final class TaggedFlowLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
}

/// What a caller can see of attributes, to compare answers by value.
struct AttributesSnapshot: Equatable {
  var frame: CGRect
  var indexPath: IndexPath
  var category: UICollectionView.ElementCategory
  var kind: String?
  var zIndex: Int
  var alpha: CGFloat
  var isHidden: Bool
  var transform3D: CATransform3D

  init(_ a: UICollectionViewLayoutAttributes) {
    frame = a.frame
    indexPath = a.indexPath
    category = a.representedElementCategory
    kind = a.representedElementKind
    zIndex = a.zIndex
    alpha = a.alpha
    isHidden = a.isHidden
    transform3D = a.transform3D
  }
}

@MainActor
struct LayoutAttributesReuseTests {
  /// A 320×200 view over two sections of delegate-sized items with headers and footers.
  func makeView(layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout())
    -> UICollectionView
  {
    let model = SizedModel([40, 40])
    model.sizes = (0..<40).map { CGSize(width: 40 + CGFloat($0 % 3) * 10, height: 30) }
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    layout.footerReferenceSize = CGSize(width: 0, height: 10)
    return makeCollectionView(model, layout: layout)
  }

  /// The attributes the layout gives each element one by one (always new objects).
  func individually(_ layout: UICollectionViewLayout, _ answer: [UICollectionViewLayoutAttributes])
    -> [AttributesSnapshot]
  {
    answer.map { a in
      let single =
        a.representedElementCategory == .cell
        ? layout.layoutAttributesForItem(at: a.indexPath)
        : layout.layoutAttributesForSupplementaryView(
          ofKind: a.representedElementKind!, at: a.indexPath)
      return AttributesSnapshot(single!)
    }
  }

  @Test func repeatedQueriesFillTheSameObjectsWithTheSameValues() {
    let view = makeView()
    let layout = view.collectionViewLayout
    let rect = CGRect(x: 0, y: 150, width: 320, height: 300)
    var first = layout.layoutAttributesForElements(in: rect)!
    let firstValues = first.map(AttributesSnapshot.init)
    let firstObjects = first.map(ObjectIdentifier.init)
    #expect(firstValues == individually(layout, first))
    #expect(firstValues.contains { $0.kind == UICollectionView.elementKindSectionFooter })
    #expect(firstValues.contains { $0.kind == UICollectionView.elementKindSectionHeader })
    #expect(firstValues.first?.indexPath == IndexPath(item: 15, section: 0))
    first = []
    let created = layout.attributesPool.createdCount
    let second = layout.layoutAttributesForElements(in: rect)!
    #expect(second.map(AttributesSnapshot.init) == firstValues)
    #expect(second.map(ObjectIdentifier.init) == firstObjects)
    #expect(layout.attributesPool.createdCount == created)
  }

  @Test func anotherRectGetsItsOwnValuesInRecycledObjects() {
    let view = makeView()
    let layout = view.collectionViewLayout
    _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 400))
    let created = layout.attributesPool.createdCount
    let answer = layout.layoutAttributesForElements(
      in: CGRect(x: 100, y: 500, width: 120, height: 90))!
    #expect(layout.attributesPool.createdCount == created)
    #expect(!answer.isEmpty)
    #expect(answer.map(AttributesSnapshot.init) == individually(layout, answer))
    #expect(
      answer.allSatisfy {
        $0.frame.intersects(CGRect(x: 100, y: 500, width: 120, height: 90))
      })
  }

  @Test func attributesACallerHoldsAreNeverChangedOrHandedOutAgain() {
    let view = makeView()
    let layout = view.collectionViewLayout
    let rect = CGRect(x: 0, y: 0, width: 320, height: 200)
    let held = layout.layoutAttributesForElements(in: rect)!
    let expected = held.map(AttributesSnapshot.init)
    let mutated = held[3]
    mutated.alpha = 0.25
    mutated.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    mutated.zIndex = 7
    mutated.isHidden = true
    mutated.transform = CGAffineTransform(scaleX: 2, y: 2)
    let mutatedValues = AttributesSnapshot(mutated)

    let again = layout.layoutAttributesForElements(in: rect)!
    #expect(again.map(AttributesSnapshot.init) == expected)
    #expect(Set(again.map(ObjectIdentifier.init)).isDisjoint(with: held.map(ObjectIdentifier.init)))
    _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 600, width: 320, height: 200))
    #expect(AttributesSnapshot(mutated) == mutatedValues)
    var unmutated = expected
    unmutated[3] = mutatedValues
    #expect(held.map(AttributesSnapshot.init) == unmutated)
  }

  @Test func attributesMutatedAndReleasedComeBackWithTheLayoutsValues() {
    let view = makeView()
    let layout = view.collectionViewLayout
    let rect = CGRect(x: 0, y: 0, width: 320, height: 300)
    var answer = layout.layoutAttributesForElements(in: rect)!
    let expected = answer.map(AttributesSnapshot.init)
    for a in answer {
      a.alpha = 0
      a.center = CGPoint(x: -5, y: -5)
      a.size = CGSize(width: 1, height: 1)
      a.zIndex = -3
      a.isHidden = true
      a.transform3D = CATransform3DMakeScale(2, 2, 1)
      a.indexPath = IndexPath(item: 99, section: 99)
      a.representedElementCategory = .decorationView
      a.representedElementKind = "other"
    }
    answer = []
    let created = layout.attributesPool.createdCount
    let again = layout.layoutAttributesForElements(in: rect)!
    #expect(layout.attributesPool.createdCount == created)
    #expect(again.map(AttributesSnapshot.init) == expected)
    #expect(again.map(AttributesSnapshot.init) == individually(layout, again))
  }

  @Test func theCollectionViewLetsGoOfWhatItIsGiven() {
    let view = makeView()
    let layout = view.collectionViewLayout
    var most = layout.layoutAttributesForElements(in: view.bounds)!.count
    for y in stride(from: CGFloat(10), through: 400, by: 30) {
      view.contentOffset = CGPoint(x: 0, y: y)
      view.layoutIfNeeded()
      most = max(most, layout.layoutAttributesForElements(in: view.bounds)!.count)
      for cell in view.visibleCells {
        let path = view.indexPath(for: cell)!
        #expect(cell.frame == layout.layoutAttributesForItem(at: path)?.frame)
      }
    }
    // Scrolling needed no more objects than the largest screenful: every one was pooled and
    // filled again.
    #expect(layout.attributesPool.pooledCount == most)
    #expect(layout.attributesPool.createdCount == most)
  }

  @Test func layoutsWithTheirOwnAttributesClassGetNewObjectsOfThatClass() {
    let view = makeView(layout: TaggedFlowLayout())
    let layout = view.collectionViewLayout
    let rect = CGRect(x: 0, y: 0, width: 320, height: 200)
    let first = layout.layoutAttributesForElements(in: rect)!
    #expect(!first.isEmpty)
    #expect(first.allSatisfy { $0 is TaggedAttributes })
    (first[0] as! TaggedAttributes).tag = 5
    let firstObjects = first.map(ObjectIdentifier.init)
    let second = layout.layoutAttributesForElements(in: rect)!
    #expect(second.allSatisfy { ($0 as? TaggedAttributes)?.tag == 0 })
    #expect(Set(second.map(ObjectIdentifier.init)).isDisjoint(with: firstObjects))
    #expect(layout.attributesPool.createdCount == 0)
    #expect(second.map(AttributesSnapshot.init) == first.map(AttributesSnapshot.init))
  }

  @Test func thePoolKeepsAtMostItsCapacity() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    let view = makeCollectionView(GridModel([3000]), layout: layout)
    let all = layout.layoutAttributesForElements(
      in: CGRect(origin: .zero, size: view.contentSize))!
    #expect(all.count == 3000)
    #expect(all.last?.indexPath == IndexPath(item: 2999, section: 0))
    #expect(layout.attributesPool.pooledCount == LayoutAttributesPool.capacity)
    let created = layout.attributesPool.createdCount
    let few = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 30))!
    #expect(few.count == 16 * 2)
    // `all` still holds every pooled object, so these are new (and not pooled).
    #expect(layout.attributesPool.createdCount == created + 32)
    #expect(layout.attributesPool.pooledCount == LayoutAttributesPool.capacity)
  }

  @Test func waterfallQueriesReuseObjectsToo() {
    let layout = WaterfallLayout()
    let view = makeCollectionView(WaterfallModel([30]), layout: layout)
    let rect = CGRect(x: 0, y: 100, width: 320, height: 300)
    let expected = layout.layoutAttributesForElements(in: rect)!.map(AttributesSnapshot.init)
    let created = layout.attributesPool.createdCount
    let again = layout.layoutAttributesForElements(in: rect)!
    #expect(again.map(AttributesSnapshot.init) == expected)
    #expect(layout.attributesPool.createdCount == created)
    #expect(again.map(AttributesSnapshot.init) == individually(layout, again))
    #expect(view.visibleCells.count > 0)
  }
}

@MainActor
struct LayoutAttributesValuesTests {
  @Test func transformsAreKeptExactly() {
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    #expect(CATransform3DIsIdentity(a.transform3D))
    #expect(a.values.transform == nil)
    var negativeZero = CATransform3DIdentity
    negativeZero.m12 = -0.0
    a.transform3D = negativeZero
    #expect(a.transform3D.m12.sign == .minus)
    #expect(a.values.transform != nil)
    a.transform = CGAffineTransform(rotationAngle: 1)
    #expect(a.transform == CGAffineTransform(rotationAngle: 1))
    a.transform3D = CATransform3DIdentity
    #expect(a.values.transform == nil)
    #expect(a.transform == .identity)
  }

  @Test func copiesAndEqualityCoverEveryValue() {
    let a = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 3))
    a.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
    a.alpha = 0.5
    a.zIndex = 4
    a.isHidden = true
    a.transform3D = CATransform3DMakeTranslation(1, 2, 3)
    let b = a.copy() as! UICollectionViewLayoutAttributes
    #expect(b !== a)
    #expect(b.isEqual(a))
    #expect(AttributesSnapshot(b) == AttributesSnapshot(a))
    #expect(b.representedElementKind == "badge")
    #expect(b.representedElementCategory == .supplementaryView)
    b.transform3D = CATransform3DMakeTranslation(1, 2, 4)
    #expect(!b.isEqual(a))
    b.transform3D = a.transform3D
    #expect(b.isEqual(a))
    let changes: [(UICollectionViewLayoutAttributes) -> Void] = [
      { $0.center.x += 1 }, { $0.size.height += 1 }, { $0.alpha = 1 }, { $0.zIndex = 0 },
      { $0.isHidden = false }, { $0.indexPath = IndexPath(item: 0, section: 3) },
      { $0.representedElementKind = "other" }, { $0.transform3D = CATransform3DIdentity },
    ]
    for (i, change) in changes.enumerated() {
      let c = a.copy() as! UICollectionViewLayoutAttributes
      change(c)
      #expect(!c.isEqual(a), "change \(i)")
    }
    let nan = UICollectionViewLayoutAttributes()
    nan.center = CGPoint(x: CGFloat.nan, y: 0)
    #expect(!nan.isEqual(nan.copy()))
  }

  @Test func subclassesCopyAndCompareThroughTheirProperties() {
    let a = TaggedAttributes(forCellWith: IndexPath(item: 5, section: 1))
    a.tag = 9
    a.frame = CGRect(x: 3, y: 4, width: 5, height: 6)
    a.transform3D = CATransform3DMakeScale(3, 3, 1)
    let b = a.copy() as! UICollectionViewLayoutAttributes
    #expect(b is TaggedAttributes)
    #expect(b.isEqual(a))
    #expect(AttributesSnapshot(b) == AttributesSnapshot(a))
    #expect(
      !b.isEqual(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 5, section: 1))))
  }
}
