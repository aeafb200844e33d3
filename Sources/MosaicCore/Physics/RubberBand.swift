/// The distance a scroll view's content is displayed beyond its edge when it is
/// dragged `overscroll` points past it: `(1 − 1/(x·c/d + 1)) · d` for overscroll `x`,
/// dimension `d` (the scroll view's width or height along that axis) and coefficient
/// `c` (UIKit's 0.55).
///
/// The result starts with slope `c`, grows ever more slowly and never reaches `d`.
/// The sign follows `overscroll` (negative for the leading/top edge). A dimension of
/// zero or less gives 0.
package func rubberBandOffset<T: BinaryFloatingPoint>(
  overscroll x: T, dimension d: T, coefficient c: T = 0.55
) -> T {
  guard d > 0, x != 0 else { return 0 }
  let magnitude = (1 - 1 / (abs(x) * c / d + 1)) * d
  return x < 0 ? -magnitude : magnitude
}

/// The inverse of `rubberBandOffset(overscroll:dimension:coefficient:)`: the overscroll
/// that is displayed as `offset`, `d·y / (c·(d − y))` for `|y| < d`, signed like
/// `offset`. A scroll view uses it to resume a drag that starts while the content is
/// already stretched. Offsets of `d` or more give infinity.
package func rubberBandOverscroll<T: BinaryFloatingPoint>(
  forOffset y: T, dimension d: T, coefficient c: T = 0.55
) -> T {
  guard d > 0, y != 0 else { return 0 }
  let magnitude = abs(y)
  guard magnitude < d else { return y < 0 ? -T.infinity : T.infinity }
  let overscroll = d * magnitude / (c * (d - magnitude))
  return y < 0 ? -overscroll : overscroll
}
