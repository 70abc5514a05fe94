//! The 42 house cards, 7 per house (rules §15.4, §15.11, Appendix A).
//!
//! Game state, inputs and logs name a card by its [`HouseCardId`], serialized as a stable
//! snake_case key such as `"eddard_stark"`. The printed numbers (strength, swords,
//! fortifications) and names are data: they live in `data/house_cards.toml`, compiled into the
//! binary and parsed once on first use. The enum exists so that the rules code can match on a
//! card whose text it implements (see `abilities.rs`); the data file ties each variant to its
//! numbers through the variant's serde name, so the two cannot drift apart unnoticed: the loader
//! panics, and the tests fail, if a card is missing, doubled or filed under the wrong house.

use super::house::House;
use serde::de::IntoDeserializer;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// One of the 42 house cards. Serialized as its key, e.g. `"ser_jaime_lannister"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HouseCardId {
    // Stark
    EddardStark,
    RobbStark,
    RooseBolton,
    GreatjonUmber,
    SerRodrikCassel,
    TheBlackfish,
    CatelynStark,
    // Lannister
    TywinLannister,
    SerGregorClegane,
    TheHound,
    SerJaimeLannister,
    TyrionLannister,
    SerKevanLannister,
    CerseiLannister,
    // Baratheon
    StannisBaratheon,
    RenlyBaratheon,
    SerDavosSeaworth,
    BrienneOfTarth,
    Melisandre,
    SalladhorSaan,
    Patchface,
    // Greyjoy
    EuronCrowsEye,
    VictarionGreyjoy,
    TheonGreyjoy,
    BalonGreyjoy,
    AshaGreyjoy,
    DagmarCleftjaw,
    AeronDamphair,
    // Tyrell
    MaceTyrell,
    SerLorasTyrell,
    SerGarlanTyrell,
    RandyllTarly,
    AlesterFlorent,
    MargaeryTyrell,
    QueenOfThorns,
    // Martell
    TheRedViper,
    AreoHotah,
    ObaraSand,
    Darkstar,
    NymeriaSand,
    ArianneMartell,
    DoranMartell,
}

/// Number of house cards (and of [`HouseCardId`] variants).
const CARD_COUNT: usize = 42;
/// Cards per house.
const HAND_SIZE: usize = 7;

/// The printed facts of one house card.
#[derive(Debug)]
pub struct HouseCard {
    pub id: HouseCardId,
    pub house: House,
    /// English name, e.g. `"Ser Jaime Lannister"`.
    pub name: &'static str,
    /// Printed combat strength.
    pub strength: u8,
    /// Sword icons.
    pub swords: u8,
    /// Fortification icons.
    pub fortifications: u8,
    /// Our own one-line summary of the card's text, `""` if it has none. For display only.
    pub ability: &'static str,
}

impl HouseCardId {
    /// This card's printed facts.
    pub fn card(self) -> &'static HouseCard {
        &data().cards[self.index()]
    }

    /// The stable key, e.g. `"the_blackfish"` (the same string serde writes).
    pub fn key(self) -> &'static str {
        data().keys[self.index()]
    }

    /// The card with this key, if there is one.
    pub fn from_key(key: &str) -> Option<HouseCardId> {
        let de: serde::de::value::StrDeserializer<'_, serde::de::value::Error> =
            key.into_deserializer();
        HouseCardId::deserialize(de).ok()
    }

    /// The house the card belongs to.
    pub fn house(self) -> House {
        self.card().house
    }

    /// Dense index `0..42`, in declaration order.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The 7 cards of a house, strongest first (the order of `data/house_cards.toml`).
pub fn house_cards(h: House) -> &'static [HouseCardId] {
    let start = h.index() * HAND_SIZE;
    &data().all[start..start + HAND_SIZE]
}

/// All 42 cards, house by house in [`House::ALL`] order, each house as in [`house_cards`].
pub fn all_house_cards() -> &'static [HouseCardId] {
    &data().all
}

/// The parsed card data.
struct CardData {
    /// Indexed by [`HouseCardId::index`].
    cards: Vec<HouseCard>,
    /// Indexed by [`HouseCardId::index`].
    keys: Vec<&'static str>,
    /// House by house, file order within a house.
    all: Vec<HouseCardId>,
}

fn data() -> &'static CardData {
    static DATA: OnceLock<CardData> = OnceLock::new();
    DATA.get_or_init(|| load(include_str!("data/house_cards.toml")))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    id: String,
    name: String,
    strength: u8,
    #[serde(default)]
    swords: u8,
    #[serde(default)]
    forts: u8,
    #[serde(default)]
    text: String,
}

fn load(text: &str) -> CardData {
    let raw: BTreeMap<House, Vec<RawCard>> =
        toml::from_str(text).unwrap_or_else(|e| panic!("data/house_cards.toml: {e}"));
    let mut slots: Vec<Option<(HouseCard, &'static str)>> = (0..CARD_COUNT).map(|_| None).collect();
    let mut all = Vec::with_capacity(CARD_COUNT);
    for h in House::ALL {
        let cards = raw.get(&h).map_or(&[][..], Vec::as_slice);
        assert_eq!(
            cards.len(),
            HAND_SIZE,
            "data/house_cards.toml: {h} needs {HAND_SIZE} cards"
        );
        for c in cards {
            let id = HouseCardId::from_key(&c.id).unwrap_or_else(|| {
                panic!("data/house_cards.toml: no HouseCardId for \"{}\"", c.id)
            });
            let slot = &mut slots[id.index()];
            assert!(slot.is_none(), "data/house_cards.toml: \"{}\" twice", c.id);
            let card = HouseCard {
                id,
                house: h,
                name: c.name.clone().leak(),
                strength: c.strength,
                swords: c.swords,
                fortifications: c.forts,
                ability: c.text.clone().leak(),
            };
            *slot = Some((card, c.id.clone().leak()));
            all.push(id);
        }
    }
    let (cards, keys) = slots
        .into_iter()
        .enumerate()
        .map(|(i, s)| s.unwrap_or_else(|| panic!("data/house_cards.toml: card #{i} missing")))
        .unzip();
    CardData { cards, keys, all }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forty_two_cards_seven_per_house() {
        let all = all_house_cards();
        assert_eq!(all.len(), 42);
        let mut sorted = all.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 42);
        for h in House::ALL {
            let cards = house_cards(h);
            assert_eq!(cards.len(), 7);
            assert!(
                cards.iter().all(|c| c.house() == h && c.card().house == h),
                "{h}"
            );
            let mut strengths: Vec<u8> = cards.iter().map(|c| c.card().strength).collect();
            strengths.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(strengths, [4, 3, 2, 2, 1, 1, 0], "{h}");
        }
    }

    #[test]
    fn ids_index_and_keys_agree() {
        for (i, &id) in all_house_cards().iter().enumerate() {
            // The file lists the cards in declaration order.
            assert_eq!(id.index(), i);
            let card = id.card();
            assert_eq!(card.id, id);
            assert_eq!(
                serde_json::to_string(&id).unwrap(),
                format!("\"{}\"", id.key())
            );
            assert_eq!(
                serde_json::from_str::<HouseCardId>(&format!("\"{}\"", id.key())).unwrap(),
                id
            );
            assert_eq!(HouseCardId::from_key(id.key()), Some(id));
            assert!(!card.name.is_empty());
        }
        assert_eq!(HouseCardId::from_key("jon_snow"), None);
    }

    /// The keys are the card ids of the rules data (checked by hand once, listed here again).
    #[test]
    fn keys_are_the_rules_data_ids() {
        #[rustfmt::skip]
        let ids = [
            "eddard_stark", "robb_stark", "roose_bolton", "greatjon_umber", "ser_rodrik_cassel", "the_blackfish", "catelyn_stark",
            "tywin_lannister", "ser_gregor_clegane", "the_hound", "ser_jaime_lannister", "tyrion_lannister", "ser_kevan_lannister", "cersei_lannister",
            "stannis_baratheon", "renly_baratheon", "ser_davos_seaworth", "brienne_of_tarth", "melisandre", "salladhor_saan", "patchface",
            "euron_crows_eye", "victarion_greyjoy", "theon_greyjoy", "balon_greyjoy", "asha_greyjoy", "dagmar_cleftjaw", "aeron_damphair",
            "mace_tyrell", "ser_loras_tyrell", "ser_garlan_tyrell", "randyll_tarly", "alester_florent", "margaery_tyrell", "queen_of_thorns",
            "the_red_viper", "areo_hotah", "obara_sand", "darkstar", "nymeria_sand", "arianne_martell", "doran_martell",
        ];
        let keys: Vec<&str> = all_house_cards().iter().map(|c| c.key()).collect();
        assert_eq!(keys, ids);
    }

    #[test]
    fn spot_check_printed_values() {
        use HouseCardId::*;
        // (card, strength, swords, fortifications, has an ability)
        let facts = [
            (EddardStark, 4, 2, 0, false),
            (SerRodrikCassel, 1, 0, 2, false),
            (TheBlackfish, 1, 0, 0, true),
            (SerGregorClegane, 3, 3, 0, false),
            (TheHound, 2, 0, 2, false),
            (SerJaimeLannister, 2, 1, 0, false),
            (BrienneOfTarth, 2, 1, 1, false),
            (Patchface, 0, 0, 0, true),
            (EuronCrowsEye, 4, 1, 0, false),
            (DagmarCleftjaw, 1, 1, 1, false),
            (SerGarlanTyrell, 2, 2, 0, false),
            (AlesterFlorent, 1, 0, 1, false),
            (QueenOfThorns, 0, 0, 0, true),
            (TheRedViper, 4, 2, 1, false),
            (AreoHotah, 3, 0, 1, false),
            (DoranMartell, 0, 0, 0, true),
        ];
        for (id, strength, swords, forts, ability) in facts {
            let c = id.card();
            assert_eq!(
                (c.strength, c.swords, c.fortifications),
                (strength, swords, forts),
                "{}",
                c.name
            );
            assert_eq!(!c.ability.is_empty(), ability, "{}", c.name);
        }
        assert_eq!(EuronCrowsEye.card().name, "Euron Crow's Eye");
        assert_eq!(TheRedViper.house(), House::Martell);
        // 24 cards have a text ability, the other 18 only numbers and icons.
        assert_eq!(
            all_house_cards()
                .iter()
                .filter(|c| !c.card().ability.is_empty())
                .count(),
            24
        );
    }
}
