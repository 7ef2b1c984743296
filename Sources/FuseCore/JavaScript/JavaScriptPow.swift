// The algorithm below is fdlibm's e_pow.c as the JavaScript engine behind Fuse.js's reference
// results (V8 in Node.js 20) runs it, rewritten in Swift.
//
// ====================================================
// Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
//
// Permission to use, copy, modify, and distribute this
// software is freely granted, provided that this notice
// is preserved.
// ====================================================

/// JavaScript's `Math.pow` as Node.js 20 computes it (fdlibm), bit for bit.
///
/// The C library's `pow` is correctly rounded; fdlibm's is within one unit in the last place.
/// Fuse.js multiplies such powers into record scores and sorts on them, so a one-ulp difference
/// is enough to swap two records that Fuse.js ranks by a hair. Using the same algorithm keeps
/// the order identical.
enum JavaScriptPow {
  private static let bp: [Double] = [1.0, 1.5]
  private static let dpHigh: [Double] = [0.0, 5.84962487220764160156e-01]
  private static let dpLow: [Double] = [0.0, 1.35003920212974897128e-08]
  private static let two53 = 9_007_199_254_740_992.0
  private static let huge = 1.0e300
  private static let tiny = 1.0e-300
  // Polynomial coefficients for (3/2)·(log(x) − 2s − 2/3·s³).
  private static let l1 = 5.99999999999994648725e-01
  private static let l2 = 4.28571428578550184252e-01
  private static let l3 = 3.33333329818377432918e-01
  private static let l4 = 2.72728123808534006489e-01
  private static let l5 = 2.30660745775561754067e-01
  private static let l6 = 2.06975017800338417784e-01
  // Polynomial coefficients for exp.
  private static let p1 = 1.66666666666666019037e-01
  private static let p2 = -2.77777777770155933842e-03
  private static let p3 = 6.61375632143793436117e-05
  private static let p4 = -1.65339022054652515390e-06
  private static let p5 = 4.13813679705723846039e-08
  private static let lg2 = 6.93147180559945286227e-01
  private static let lg2High = 6.93147182464599609375e-01
  private static let lg2Low = -1.90465429995776804525e-09
  private static let overflowThreshold = 8.0085662595372944372e-17
  private static let cp = 9.61796693925975554329e-01
  private static let cpHigh = 9.61796700954437255859e-01
  private static let cpLow = -7.02846165095275826516e-09
  private static let invLn2 = 1.44269504088896338700e+00
  private static let invLn2High = 1.44269502162933349609e+00
  private static let invLn2Low = 1.92596299112661746887e-08

  @inline(__always) private static func high(_ value: Double) -> Int32 {
    Int32(truncatingIfNeeded: value.bitPattern >> 32)
  }

  @inline(__always) private static func low(_ value: Double) -> UInt32 {
    UInt32(truncatingIfNeeded: value.bitPattern)
  }

  @inline(__always) private static func withLow(_ value: Double, _ word: UInt32) -> Double {
    Double(bitPattern: (value.bitPattern & 0xFFFF_FFFF_0000_0000) | UInt64(word))
  }

  @inline(__always) private static func withHigh(_ value: Double, _ word: Int32) -> Double {
    Double(
      bitPattern: (value.bitPattern & 0x0000_0000_FFFF_FFFF)
        | (UInt64(UInt32(bitPattern: word)) << 32))
  }

  /// `x` raised to `y`, with JavaScript's special cases (`NaN` exponent gives `NaN`).
  static func pow(_ x: Double, _ y: Double) -> Double {
    if y.isNaN { return .nan }
    if y.isInfinite && abs(x) == 1 { return .nan }
    let hx = high(x)
    let lx = low(x)
    let hy = high(y)
    let ly = low(y)
    var ix = hx & 0x7FFF_FFFF
    let iy = hy & 0x7FFF_FFFF

    if (UInt32(bitPattern: iy) | ly) == 0 { return 1 }
    if ix > 0x7FF0_0000 || (ix == 0x7FF0_0000 && lx != 0) || iy > 0x7FF0_0000
      || (iy == 0x7FF0_0000 && ly != 0)
    {
      return x + y
    }

    // yIsInteger: 0 when y is not an integer, 1 when odd, 2 when even (only needed for x < 0).
    var yIsInteger: Int32 = 0
    if hx < 0 {
      if iy >= 0x4340_0000 {
        yIsInteger = 2
      } else if iy >= 0x3FF0_0000 {
        let k = (iy >> 20) - 0x3FF
        if k > 20 {
          let j = ly >> UInt32(52 - k)
          if (j << UInt32(52 - k)) == ly { yIsInteger = 2 - Int32(j & 1) }
        } else if ly == 0 {
          let j = iy >> (20 - k)
          if (j << (20 - k)) == iy { yIsInteger = 2 - (j & 1) }
        }
      }
    }

    if ly == 0 {
      if iy == 0x7FF0_0000 {
        if ix >= 0x3FF0_0000 { return hy >= 0 ? y : 0 }
        return hy < 0 ? -y : 0
      }
      if iy == 0x3FF0_0000 { return hy < 0 ? 1 / x : x }
      if hy == 0x4000_0000 { return x * x }
      if hy == 0x3FE0_0000 && hx >= 0 { return x.squareRoot() }
    }

    var ax = abs(x)
    if lx == 0 && (ix == 0x7FF0_0000 || ix == 0 || ix == 0x3FF0_0000) {
      var z = ax
      if hy < 0 { z = 1 / z }
      if hx < 0 {
        if ((ix - 0x3FF0_0000) | yIsInteger) == 0 {
          z = .nan
        } else if yIsInteger == 1 {
          z = -z
        }
      }
      return z
    }

    let negativeBase: Int32 = hx < 0 ? 0 : 1  // fdlibm's `n = (hx >> 31) + 1`
    if (negativeBase | yIsInteger) == 0 { return .nan }
    var sign = 1.0
    if (negativeBase | (yIsInteger - 1)) == 0 { sign = -1 }

    var t1: Double
    var t2: Double
    if iy > 0x41E0_0000 {
      if iy > 0x43F0_0000 {
        if ix <= 0x3FEF_FFFF { return hy < 0 ? huge * huge : tiny * tiny }
        if ix >= 0x3FF0_0000 { return hy > 0 ? huge * huge : tiny * tiny }
      }
      if ix < 0x3FEF_FFFF { return hy < 0 ? sign * huge * huge : sign * tiny * tiny }
      if ix > 0x3FF0_0000 { return hy > 0 ? sign * huge * huge : sign * tiny * tiny }
      let t = ax - 1
      let w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25))
      let u = invLn2High * t
      let v = t * invLn2Low - w * invLn2
      t1 = withLow(u + v, 0)
      t2 = v - (t1 - u)
    } else {
      var n: Int32 = 0
      if ix < 0x0010_0000 {
        ax *= two53
        n -= 53
        ix = high(ax)
      }
      n += (ix >> 20) - 0x3FF
      let j = ix & 0x000F_FFFF
      ix = j | 0x3FF0_0000
      let k: Int
      if j <= 0x3988E {
        k = 0
      } else if j < 0xBB67A {
        k = 1
      } else {
        k = 0
        n += 1
        ix -= 0x0010_0000
      }
      ax = withHigh(ax, ix)

      let u = ax - bp[k]
      let v = 1 / (ax + bp[k])
      let ss = u * v
      let sHigh = withLow(ss, 0)
      var tHigh = withHigh(0, ((ix >> 1) | 0x2000_0000) + 0x0008_0000 + Int32(k << 18))
      var tLow = ax - (tHigh - bp[k])
      let sLow = v * ((u - sHigh * tHigh) - sHigh * tLow)
      var s2 = ss * ss
      var r = s2 * s2 * (l1 + s2 * (l2 + s2 * (l3 + s2 * (l4 + s2 * (l5 + s2 * l6)))))
      r += sLow * (sHigh + ss)
      s2 = sHigh * sHigh
      tHigh = withLow(3.0 + s2 + r, 0)
      tLow = r - ((tHigh - 3.0) - s2)
      let uu = sHigh * tHigh
      let vv = sLow * tHigh + tLow * ss
      let pHigh = withLow(uu + vv, 0)
      let pLow = vv - (pHigh - uu)
      let zHigh = cpHigh * pHigh
      let zLow = cpLow * pHigh + pLow * cp + dpLow[k]
      let t = Double(n)
      t1 = withLow(((zHigh + zLow) + dpHigh[k]) + t, 0)
      t2 = zLow - (((t1 - t) - dpHigh[k]) - zHigh)
    }

    let y1 = withLow(y, 0)
    let pLow = (y - y1) * t1 + y * t2
    var pHigh = y1 * t1
    var z = pLow + pHigh
    var j = high(z)
    let i = low(z)
    if j >= 0x4090_0000 {
      if ((j - 0x4090_0000) | Int32(bitPattern: i)) != 0 { return sign * huge * huge }
      if pLow + overflowThreshold > z - pHigh { return sign * huge * huge }
    } else if (j & 0x7FFF_FFFF) >= 0x4090_CC00 {
      if (UInt32(bitPattern: j) &- 0xC090_CC00 | i) != 0 { return sign * tiny * tiny }
      if pLow <= z - pHigh { return sign * tiny * tiny }
    }

    let absolute = j & 0x7FFF_FFFF
    var k = (absolute >> 20) - 0x3FF
    var n: Int32 = 0
    if absolute > 0x3FE0_0000 {
      n = j &+ (0x0010_0000 >> (k + 1))
      k = ((n & 0x7FFF_FFFF) >> 20) - 0x3FF
      let t = withHigh(0, n & ~(0x000F_FFFF >> k))
      n = ((n & 0x000F_FFFF) | 0x0010_0000) >> (20 - k)
      if j < 0 { n = -n }
      pHigh -= t
    }
    let t = withLow(pLow + pHigh, 0)
    let u = t * lg2High
    let v = (pLow - (t - pHigh)) * lg2 + t * lg2Low
    z = u + v
    let w = v - (z - u)
    let tt = z * z
    let t1b = z - tt * (p1 + tt * (p2 + tt * (p3 + tt * (p4 + tt * p5))))
    // V8 divides by the whole `(t1 - 2) - (w + z·w)`, where fdlibm subtracts the second term
    // after dividing; Node's results follow V8.
    let r = (z * t1b) / ((t1b - 2) - (w + z * w))
    z = 1 - (r - z)
    j = high(z)
    j = j &+ (n << 20)
    if (j >> 20) <= 0 {
      z = Double(sign: .plus, exponent: Int(n), significand: z)
    } else {
      z = withHigh(z, j)
    }
    return sign * z
  }
}
