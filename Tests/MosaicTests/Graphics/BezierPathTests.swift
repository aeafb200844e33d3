import Foundation
import Testing

@testable import Mosaic

@Suite("UIBezierPath and CGPath")
struct BezierPathTests {
  typealias Support = GraphicsTestSupport

  private func fill(_ path: UIBezierPath, size: CGFloat = 20) -> UIImage {
    Support.render(width: size, height: size, background: nil) { _ in
      UIColor.red.setFill()
      path.fill()
    }
  }

  @Test func ovalFillCoverage() {
    let image = fill(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
    #expect(Support.pixel(image, 10, 10) == 0xFFFF_0000)
    #expect(Support.pixel(image, 10, 1) == 0xFFFF_0000)
    #expect(Support.pixel(image, 0, 0) == 0)
    #expect(Support.pixel(image, 1, 1) == 0)
    #expect(Support.pixel(image, 19, 19) == 0)
    #expect(Support.pixel(image, 1, 18) == 0)
  }

  @Test func roundedRectCoverage() {
    let image = fill(
      UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 5))
    for corner in [(0, 0), (19, 0), (0, 19), (19, 19)] {
      #expect(Support.pixel(image, corner.0, corner.1) == 0, "corner \(corner)")
    }
    for edge in [(10, 0), (0, 10), (19, 10), (10, 19), (3, 3)] {
      #expect(Support.pixel(image, edge.0, edge.1) == 0xFFFF_0000, "edge \(edge)")
    }
  }

  @Test func roundingSomeCorners() {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20),
      byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 6, height: 1))
    let image = fill(path)
    #expect(Support.pixel(image, 0, 0) == 0)
    #expect(Support.pixel(image, 19, 19) == 0)
    // The height of cornerRadii is ignored, as in UIKit: (1, 0) lies outside the arc.
    #expect(Support.pixel(image, 1, 0) == 0)
    #expect(Support.pixel(image, 19, 0) == 0xFFFF_0000)
    #expect(Support.pixel(image, 0, 19) == 0xFFFF_0000)
    #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
  }

  @Test func containsAndFillRules() {
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(oval.contains(CGPoint(x: 10, y: 10)))
    #expect(oval.contains(CGPoint(x: 10, y: 0.5)))
    #expect(!oval.contains(CGPoint(x: 1, y: 1)))

    let rings = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    rings.append(UIBezierPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6)))
    #expect(rings.contains(CGPoint(x: 5, y: 5)))
    rings.usesEvenOddFillRule = true
    #expect(!rings.contains(CGPoint(x: 5, y: 5)))
    #expect(rings.contains(CGPoint(x: 1, y: 5)))

    let evenOddImage = fill(rings, size: 10)
    #expect(Support.pixel(evenOddImage, 5, 5) == 0)
    #expect(Support.pixel(evenOddImage, 1, 5) == 0xFFFF_0000)
  }

  @Test func boundsAndEmptiness() {
    let empty = UIBezierPath()
    #expect(empty.isEmpty)
    #expect(empty.bounds.isNull)
    let oval = UIBezierPath(ovalIn: CGRect(x: 2, y: 3, width: 10, height: 6))
    #expect(!oval.isEmpty)
    let b = oval.bounds
    #expect(abs(b.minX - 2) < 1e-9 && abs(b.minY - 3) < 1e-9)
    #expect(abs(b.width - 10) < 1e-9 && abs(b.height - 6) < 1e-9)
    oval.apply(CGAffineTransform(translationX: 5, y: -3))
    #expect(abs(oval.bounds.minX - 7) < 1e-9 && abs(oval.bounds.minY) < 1e-9)
    oval.removeAllPoints()
    #expect(oval.isEmpty)
  }

  @Test func arcDirection() {
    // Clockwise on screen from 0 to π/2 passes through the bottom-right quadrant.
    let clockwise = UIBezierPath(
      arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    clockwise.addLine(to: CGPoint(x: 10, y: 10))
    clockwise.close()
    #expect(clockwise.contains(CGPoint(x: 14, y: 14)))
    #expect(!clockwise.contains(CGPoint(x: 6, y: 6)))
    let counter = UIBezierPath(
      arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    counter.addLine(to: CGPoint(x: 10, y: 10))
    counter.close()
    #expect(!counter.contains(CGPoint(x: 14, y: 14)))
    #expect(counter.contains(CGPoint(x: 6, y: 6)))
    // Core Graphics' flag is the opposite: clockwise means decreasing angles.
    let cg = CGMutablePath()
    cg.move(to: CGPoint(x: 10, y: 10))
    cg.addArc(
      center: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    cg.closeSubpath()
    #expect(cg.contains(CGPoint(x: 14, y: 14)))
  }

  @Test func strokeUsesLineWidth() {
    let line = UIBezierPath()
    line.move(to: CGPoint(x: 0, y: 5))
    line.addLine(to: CGPoint(x: 10, y: 5))
    line.lineWidth = 2
    let image = Support.render(width: 10, height: 10) { _ in
      UIColor.black.setStroke()
      line.stroke()
    }
    #expect(Support.pixel(image, 5, 4) == 0xFF00_0000)
    #expect(Support.pixel(image, 5, 5) == 0xFF00_0000)
    #expect(Support.pixel(image, 5, 3) == 0xFFFF_FFFF)
    #expect(Support.pixel(image, 5, 6) == 0xFFFF_FFFF)
  }

  @Test func curvesAndClip() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 10))
    path.addQuadCurve(to: CGPoint(x: 20, y: 10), controlPoint: CGPoint(x: 10, y: -10))
    path.addCurve(
      to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 20, y: 30),
      controlPoint2: CGPoint(x: 0, y: 30))
    path.close()
    #expect(path.contains(CGPoint(x: 10, y: 10)))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.bounds == CGRect(x: 0, y: -10, width: 20, height: 40))
    let image = Support.render(width: 20, height: 20) { context in
      path.addClip()
      UIColor.black.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(Support.pixel(image, 10, 10) == 0xFF00_0000)
    #expect(Support.pixel(image, 0, 0) == 0xFFFF_FFFF)
    #expect(Support.pixel(image, 19, 19) == 0xFFFF_FFFF)
  }

  @Test func cgPathRoundTripAndShapes() {
    let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
    let copy = UIBezierPath(cgPath: path.cgPath)
    #expect(copy.cgPath == path.cgPath)
    #expect(copy.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
    let rounded = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 3, cornerHeight: 3)
    #expect(rounded.contains(CGPoint(x: 5, y: 5)))
    #expect(!rounded.contains(CGPoint(x: 0.2, y: 0.2)))
    #expect(rounded.boundingBoxOfPath.width > 9.99)
    let mutable = CGMutablePath()
    #expect(mutable.isEmpty && mutable.boundingBox.isNull)
    mutable.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4)])
    #expect(mutable.currentPoint == CGPoint(x: 4, y: 4))
    mutable.closeSubpath()
    #expect(mutable.currentPoint == .zero)
    #expect(mutable.contains(CGPoint(x: 3, y: 1)))
    #expect(!mutable.contains(CGPoint(x: 1, y: 3)))
  }

  @Test func addToCairoBuildsTheSamePath() {
    let rounded = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4)
    let image = Support.render(width: 10, height: 10) { context in
      rounded.addToCairo(context.cgContext.cairo)
      context.cgContext.setFillColor(UIColor.black.cgColor)
      context.cgContext.fillPath()
    }
    #expect(Support.pixel(image, 0, 0) == 0xFFFF_FFFF)
    #expect(Support.pixel(image, 5, 5) == 0xFF00_0000)
  }
}
