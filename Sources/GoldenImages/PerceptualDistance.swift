import Foundation

/// CIE ΔE 2000: how different two colors look to a person (about 1 is the smallest difference
/// most people notice; 2.3 a "just noticeable difference"). Golden comparisons use it instead of
/// comparing bytes, so that invisible anti-aliasing noise is not a failure.
public enum PerceptualDistance {
    /// CIE L*a*b* (D65 white) of an sRGB color.
    public struct Lab: Equatable, Sendable {
        public var l: Double, a: Double, b: Double
    }

    /// sRGB's transfer curve, tabulated for the 256 channel values.
    static let linear: [Double] = (0..<256).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    public static func lab(r: UInt8, g: UInt8, b: UInt8) -> Lab {
        let R = linear[Int(r)], G = linear[Int(g)], B = linear[Int(b)]
        // sRGB to XYZ (D65), normalized by the white point.
        let x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047
        let y = 0.2126729 * R + 0.7151522 * G + 0.0721750 * B
        let z = (0.0193339 * R + 0.1191920 * G + 0.9503041 * B) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// ΔE 2000 (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1).
    public static func deltaE2000(_ p: Lab, _ q: Lab) -> Double {
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let c7 = pow(cMean, 7)
        let g = 0.5 * (1 - (c7 / (c7 + 6_103_515_625)).squareRoot())  // 25^7
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let C1 = (a1 * a1 + p.b * p.b).squareRoot(), C2 = (a2 * a2 + q.b * q.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l, dC = C2 - C1
        var dh = 0.0
        if C1 * C2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (C1 * C2).squareRoot() * sin(dh * .pi / 360)
        let lMean = (p.l + q.l) / 2, CMean = (C1 + C2) / 2
        var hMean = h1 + h2
        if C1 * C2 != 0 {
            if abs(h1 - h2) <= 180 {
                hMean = (h1 + h2) / 2
            } else {
                hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((hMean - 30) * .pi / 180) + 0.24 * cos(2 * hMean * .pi / 180)
            + 0.32 * cos((3 * hMean + 6) * .pi / 180) - 0.20 * cos((4 * hMean - 63) * .pi / 180)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let C7 = pow(CMean, 7)
        let rC = 2 * (C7 / (C7 + 6_103_515_625)).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sL = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sC = 1 + 0.045 * CMean
        let sH = 1 + 0.015 * CMean * t
        let rT = -sin(2 * dTheta * .pi / 180) * rC
        let terms = (dL / sL, dC / sC, dH / sH)
        return (terms.0 * terms.0 + terms.1 * terms.1 + terms.2 * terms.2 + rT * terms.1 * terms.2).squareRoot()
    }

    /// The distance between two pixel words, each composited over white first (a translucent
    /// pixel looks like its color over the page it is shown on).
    public static func deltaE2000(_ p: UInt32, _ q: UInt32) -> Double {
        deltaE2000(labOverWhite(p), labOverWhite(q))
    }

    static func labOverWhite(_ word: UInt32) -> Lab {
        // Premultiplied: color over white is c + (255 - a).
        let white = 255 - (word >> 24)
        return lab(
            r: UInt8(min(255, (word >> 16 & 0xFF) + white)), g: UInt8(min(255, (word >> 8 & 0xFF) + white)),
            b: UInt8(min(255, (word & 0xFF) + white)))
    }
}
