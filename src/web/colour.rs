//! Colour arithmetic for checking the map's colours (issue 27, item 6): how a colour looks to
//! people with the common colour-vision deficiencies, and how far apart two colours look.
//!
//! - [`simulate`]: Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
//!   Simulation of Color Vision Deficiency", the matrices for severity 1.0 (protanopia,
//!   deuteranopia, tritanopia), applied to linear sRGB.
//! - [`delta_e2000`]: the CIEDE2000 colour difference (Sharma, Wu and Dalal 2005) between two
//!   CIELAB colours (D65). About 2.3 is a just noticeable difference; the tests below ask for
//!   much more.

/// How a colour is seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    Normal,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Vision {
    pub const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Normal => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Vision::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Vision::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }
}

/// An sRGB colour, each channel 0 to 255.
pub type Rgb = [u8; 3];

/// `#rrggbb` or `#rgb`.
pub fn parse_hex(s: &str) -> Option<Rgb> {
    let h = s.strip_prefix('#')?;
    let h: String = match h.len() {
        3 => h.chars().flat_map(|c| [c, c]).collect(),
        6 => h.to_string(),
        _ => return None,
    };
    let byte = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

/// `top` painted over `bottom` with the given opacity (as a browser composes `fill-opacity`).
pub fn over(top: Rgb, bottom: Rgb, opacity: f64) -> Rgb {
    let mix =
        |t: u8, b: u8| (opacity * f64::from(t) + (1.0 - opacity) * f64::from(b)).round() as u8;
    [
        mix(top[0], bottom[0]),
        mix(top[1], bottom[1]),
        mix(top[2], bottom[2]),
    ]
}

fn to_linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

fn linear(c: Rgb) -> [f64; 3] {
    [to_linear(c[0]), to_linear(c[1]), to_linear(c[2])]
}

/// The colour as seen with `vision`, in linear sRGB.
pub fn simulate(c: Rgb, vision: Vision) -> [f64; 3] {
    let l = linear(c);
    let m = vision.matrix();
    let row = |r: [f64; 3]| (r[0] * l[0] + r[1] * l[1] + r[2] * l[2]).clamp(0.0, 1.0);
    [row(m[0]), row(m[1]), row(m[2])]
}

/// Linear sRGB to CIELAB (D65 white).
pub fn lab(l: [f64; 3]) -> [f64; 3] {
    let [r, g, b] = l;
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIEDE2000 between two CIELAB colours.
pub fn delta_e2000(a: [f64; 3], b: [f64; 3]) -> f64 {
    let [l1, a1, b1] = a;
    let [l2, a2, b2] = b;
    let pow7 = |c: f64| c.powi(7);
    let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (pow7(c_bar) / (pow7(c_bar) + pow7(25.0))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1, h2) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 - h1 > 180.0 {
        h2 - h1 - 360.0
    } else {
        h2 - h1 + 360.0
    };
    let dh_big = 2.0 * (c1p * c2p).sqrt() * (dh.to_radians() / 2.0).sin();
    let l_bar = (l1 + l2) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    let h_bar = if c1p * c2p == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (h_bar - 30.0).to_radians().cos()
        + 0.24 * (2.0 * h_bar).to_radians().cos()
        + 0.32 * (3.0 * h_bar + 6.0).to_radians().cos()
        - 0.20 * (4.0 * h_bar - 63.0).to_radians().cos();
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (pow7(cp_bar) / (pow7(cp_bar) + pow7(25.0))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * cp_bar;
    let sh = 1.0 + 0.015 * cp_bar * t;
    let rt = -(2.0 * d_theta).to_radians().sin() * rc;
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dh_big / sh).powi(2) + rt * (dc / sc) * (dh_big / sh))
        .sqrt()
}

/// How far apart two sRGB colours look with `vision` (CIEDE2000).
pub fn difference(a: Rgb, b: Rgb, vision: Vision) -> f64 {
    delta_e2000(lab(simulate(a, vision)), lab(simulate(b, vision)))
}

/// WCAG 2 contrast ratio of two sRGB colours (1 to 21).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let lum = |c: Rgb| {
        let [r, g, b] = linear(c);
        0.2126 * r + 0.7152 * g + 0.0722 * b
    };
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::House;
    use crate::web::board::{house_colour, house_ink};
    use crate::web::map::render::{CLOSED, LAND, NEUTRAL, TINT_OPACITY};

    /// House marks (units, power tokens, chips on the pages) must be this far apart from each
    /// other, whatever the vision: ten times a just noticeable difference.
    const HOUSE_APART: f64 = 20.0;
    /// ... and this far from the grey of a closed area and of a neutral force.
    const GREY_APART: f64 = 15.0;
    /// Land tinted by its controller ([`TINT_OPACITY`] of the house colour over the land) must be
    /// this far from every other house's tint, from untinted land and from a closed area. (A
    /// tint also carries its house's pattern.)
    const TINT_APART: f64 = 6.0;

    fn hex(s: &str) -> Rgb {
        parse_hex(s).unwrap_or_else(|| panic!("{s} is not a colour"))
    }

    #[test]
    fn the_formula_agrees_with_published_values() {
        // Sharma, Wu and Dalal (2005), table 1, pairs 1, 7 and 17.
        let cases = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        ];
        for (a, b, want) in cases {
            let got = delta_e2000(a, b);
            assert!((got - want).abs() < 1e-3, "{a:?} {b:?}: {got} not {want}");
        }
        // Red and green, plain to most, are nearly one colour to a deuteranope.
        let (red, green) = (hex("#cc3333"), hex("#669900"));
        assert!(difference(red, green, Vision::Normal) > 30.0);
        assert!(difference(red, green, Vision::Deuteranopia) < 15.0);
        assert_eq!(parse_hex("#fff"), Some([255, 255, 255]));
        assert!((contrast([0, 0, 0], [255, 255, 255]) - 21.0).abs() < 1e-9);
    }

    #[test]
    fn house_colours_stay_apart_under_every_colour_vision() {
        let land = hex(LAND);
        let greys = [("closed", hex(CLOSED)), ("neutral", hex(NEUTRAL))];
        let mut tints: Vec<(String, Rgb)> = House::ALL
            .iter()
            .map(|h| {
                (
                    format!("{h:?} land"),
                    over(hex(house_colour(*h)), land, TINT_OPACITY),
                )
            })
            .collect();
        tints.push(("uncontrolled land".into(), land));
        tints.push(("closed area".into(), hex(CLOSED)));
        let mut report = vec![];
        for vision in Vision::ALL {
            for (i, a) in House::ALL.iter().enumerate() {
                let ca = hex(house_colour(*a));
                for b in &House::ALL[i + 1..] {
                    let d = difference(ca, hex(house_colour(*b)), vision);
                    if d < HOUSE_APART {
                        report.push(format!("{vision:?}: {a:?} and {b:?} are ΔE00 {d:.1} apart"));
                    }
                }
                for (name, g) in greys {
                    let d = difference(ca, g, vision);
                    if d < GREY_APART {
                        report.push(format!(
                            "{vision:?}: {a:?} and {name} are ΔE00 {d:.1} apart"
                        ));
                    }
                }
            }
            for (i, (a, ca)) in tints.iter().enumerate() {
                for (b, cb) in &tints[i + 1..] {
                    let d = difference(*ca, *cb, vision);
                    if d < TINT_APART {
                        report.push(format!("{vision:?}: {a} and {b} are ΔE00 {d:.1} apart"));
                    }
                }
            }
        }
        assert!(report.is_empty(), "{}", report.join("\n"));
    }

    /// The letters on a house mark read on its colour (WCAG AA for text: 4.5).
    #[test]
    fn house_inks_read_on_their_colours() {
        for h in House::ALL {
            let c = contrast(hex(house_colour(h)), hex(house_ink(h)));
            assert!(c >= 4.5, "{h:?}: contrast {c:.2}");
        }
    }
}
