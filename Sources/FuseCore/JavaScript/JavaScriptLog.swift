// The algorithm below is fdlibm's e_log.c as the JavaScript engine behind Fuse.js's reference
// results (V8 in Node.js 20) runs it, rewritten in Swift.
//
// ====================================================
// Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//
// Developed at SunSoft, a Sun Microsystems, Inc. business.
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================

/// JavaScript's `Math.log` as Node.js 20 computes it (fdlibm), bit for bit.
///
/// Token search weights terms by `ln(1 + …)`; the C library's `log` differs from fdlibm's in
/// the last bit for about one input in fifty, enough to reorder near-ties.
enum JavaScriptLog {
  private static let ln2High = 6.93147180369123816490e-01
  private static let ln2Low = 1.90821492927058770002e-10
  private static let two54 = 1.80143985094819840000e+16
  private static let lg1 = 6.666666666666735130e-01
  private static let lg2 = 3.999999999940941908e-01
  private static let lg3 = 2.857142874366239149e-01
  private static let lg4 = 2.222219843214978396e-01
  private static let lg5 = 1.818357216161805012e-01
  private static let lg6 = 1.531383769920937332e-01
  private static let lg7 = 1.479819860511658591e-01

  /// The natural logarithm of `value`.
  static func log(_ value: Double) -> Double {
    var x = value
    var hx = Int32(truncatingIfNeeded: x.bitPattern >> 32)
    let lx = UInt32(truncatingIfNeeded: x.bitPattern)
    var k: Int32 = 0
    if hx < 0x0010_0000 {
      if (UInt32(bitPattern: hx & 0x7FFF_FFFF) | lx) == 0 { return -.infinity }
      if hx < 0 { return .nan }
      k -= 54
      x *= two54
      hx = Int32(truncatingIfNeeded: x.bitPattern >> 32)
    }
    if hx >= 0x7FF0_0000 { return x + x }
    k += (hx >> 20) - 1023
    hx &= 0x000F_FFFF
    let i = (hx &+ 0x95F64) & 0x10_0000
    x = Double(
      bitPattern: (x.bitPattern & 0x0000_0000_FFFF_FFFF)
        | (UInt64(UInt32(bitPattern: hx | (i ^ 0x3FF0_0000))) << 32))
    k += i >> 20
    let f = x - 1.0
    let dk = Double(k)
    if (0x000F_FFFF & (2 + hx)) < 3 {
      if f == 0 { return k == 0 ? 0 : dk * ln2High + dk * ln2Low }
      let r = f * f * (0.5 - 0.33333333333333333 * f)
      return k == 0 ? f - r : dk * ln2High - ((r - dk * ln2Low) - f)
    }
    let s = f / (2.0 + f)
    let z = s * s
    let w = z * z
    let t1 = w * (lg2 + w * (lg4 + w * lg6))
    let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
    let r = t2 + t1
    if ((hx - 0x6147A) | (0x6B851 - hx)) > 0 {
      let hfsq = 0.5 * f * f
      return k == 0
        ? f - (hfsq - s * (hfsq + r)) : dk * ln2High - ((hfsq - (s * (hfsq + r) + dk * ln2Low)) - f)
    }
    return k == 0 ? f - s * (f - r) : dk * ln2High - ((s * (f - r) - dk * ln2Low) - f)
  }
}
