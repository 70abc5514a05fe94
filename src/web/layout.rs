//! Where each area is drawn on the board: an approximate centre point and a marker radius per
//! area, on a 1000 × 1700 canvas with north at the top. The facts come from the project's
//! schematic layout; this table is compiled in, so nothing is read at run time.

/// Width and height of the drawing.
pub const CANVAS: (u32, u32) = (1000, 1700);

/// `(area key, x, y, radius)`, one row per area of the board.
pub const LAYOUT: &[(&str, i32, i32, i32)] = &[
    ("castle_black", 550, 90, 35),
    ("karhold", 738, 200, 34),
    ("winterfell", 440, 313, 44),
    ("stony_shore", 278, 392, 36),
    ("white_harbor", 602, 403, 36),
    ("widows_watch", 710, 418, 31),
    ("moat_cailin", 463, 598, 33),
    ("greywater_watch", 343, 603, 31),
    ("flints_finger", 190, 612, 30),
    ("pyke", 172, 748, 32),
    ("seagard", 381, 733, 32),
    ("twins", 505, 733, 31),
    ("fingers", 677, 682, 34),
    ("mountains_of_the_moon", 615, 790, 38),
    ("eyrie", 690, 830, 32),
    ("riverrun", 416, 871, 33),
    ("lannisport", 288, 972, 34),
    ("stoney_sept", 397, 987, 33),
    ("harrenhal", 528, 943, 30),
    ("crackclaw_point", 663, 985, 35),
    ("dragonstone", 910, 975, 31),
    ("searoad_marches", 235, 1120, 33),
    ("blackwater", 429, 1107, 35),
    ("kings_landing", 640, 1095, 32),
    ("kingswood", 689, 1189, 36),
    ("reach", 451, 1228, 35),
    ("highgarden", 266, 1254, 32),
    ("storms_end", 717, 1312, 34),
    ("boneway", 553, 1366, 33),
    ("dornish_marches", 395, 1325, 32),
    ("oldtown", 285, 1380, 31),
    ("three_towers", 320, 1495, 33),
    ("princes_pass", 417, 1418, 31),
    ("arbor", 130, 1565, 29),
    ("starfall", 425, 1578, 31),
    ("yronwood", 512, 1480, 30),
    ("salt_shore", 630, 1522, 32),
    ("sunspear", 740, 1500, 31),
    ("bay_of_ice", 127, 317, 70),
    ("shivering_sea", 885, 195, 60),
    ("narrow_sea", 820, 575, 66),
    ("sunset_sea", 58, 930, 52),
    ("ironmans_bay", 300, 800, 54),
    ("golden_sound", 158, 990, 44),
    ("blackwater_bay", 730, 1080, 45),
    ("shipbreaker_bay", 895, 1167, 60),
    ("sea_of_dorne", 670, 1400, 46),
    ("east_summer_sea", 900, 1565, 64),
    ("west_summer_sea", 230, 1635, 60),
    ("redwyne_straights", 95, 1440, 52),
    ("port_of_winterfell", 350, 288, 16),
    ("port_of_white_harbor", 662, 468, 16),
    ("port_of_pyke", 226, 768, 16),
    ("port_of_lannisport", 230, 980, 16),
    ("port_of_dragonstone", 915, 1065, 16),
    ("port_of_storms_end", 775, 1282, 16),
    ("port_of_oldtown", 212, 1402, 16),
    ("port_of_sunspear", 805, 1527, 16),
];

/// The centre and radius of an area, by key.
pub fn place(key: &str) -> Option<(i32, i32, i32)> {
    LAYOUT
        .iter()
        .find(|(k, ..)| *k == key)
        .map(|&(_, x, y, r)| (x, y, r))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::board;

    #[test]
    fn every_area_of_the_board_has_a_place_on_the_canvas() {
        for a in &board().areas {
            let (x, y, r) = place(a.key).unwrap_or_else(|| panic!("{} has no place", a.key));
            assert!(x - r >= 0 && y - r >= 0, "{}", a.key);
            assert!(
                x + r <= CANVAS.0 as i32 && y + r <= CANVAS.1 as i32,
                "{}",
                a.key
            );
        }
        assert_eq!(LAYOUT.len(), board().areas.len());
    }
}
