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
use super::options::Edition;
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
    // 1st edition (2003): `data/agot1_house_cards.toml`, keys "agot1_...".
    // Stark
    Agot1EddardStark,
    Agot1RobbStark,
    Agot1GreatjonUmber,
    Agot1LordMormont,
    Agot1SerRodrikCassel,
    Agot1CatelynStark,
    Agot1MaesterLuwin,
    // Lannister
    Agot1TywinLannister,
    Agot1SerJaimeLannister,
    Agot1TyrionLannister,
    Agot1SerKevanLannister,
    Agot1LannisterCaptain,
    Agot1VargoHoat,
    Agot1CerseiLannister,
    // Baratheon
    Agot1StannisBaratheon,
    Agot1RenlyBaratheon,
    Agot1SerDavosSeaworth,
    Agot1RobertBaratheon,
    Agot1SerAxellFlorent,
    Agot1SalladhorSaan,
    Agot1MelisandreOfAsshai,
    // Greyjoy
    Agot1EuronCrowsEye,
    Agot1AshaGreyjoy,
    Agot1TheonGreyjoy,
    Agot1BlacktydeCaptain,
    Agot1AeronDamphair,
    Agot1VictarionGreyjoy,
    Agot1BalonGreyjoy,
    // Tyrell
    Agot1MaceTyrell,
    Agot1SerLorasTyrell,
    Agot1SerGarlanTyrell,
    Agot1TyrellCaptain,
    Agot1MargaeryTyrell,
    Agot1BrienneOfTarth,
    Agot1QueenOfThorns,
}

/// Number of 2nd-edition house cards (the first [`HouseCardId`] variants).
const CARD_COUNT: usize = 42;
/// Number of 1st-edition house cards (the variants after the 2nd edition's).
const AGOT1_CARD_COUNT: usize = 35;
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
    /// The card whose text the rules apply: itself, or for a 1st-edition card the 2nd-edition
    /// card with the same rule (see `data/agot1_house_cards.toml`).
    pub plays_as: HouseCardId,
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

    /// Dense index `0..77`, in declaration order (the 2nd edition's `0..42`).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The 7 cards of a house in the 2nd edition, strongest first (the order of
/// `data/house_cards.toml`).
pub fn house_cards(h: House) -> &'static [HouseCardId] {
    house_cards_of(Edition::Second, h)
}

/// The 7 cards of a house in an edition (none for Martell in the 1st edition).
pub fn house_cards_of(edition: Edition, h: House) -> &'static [HouseCardId] {
    let all = all_house_cards_of(edition);
    let start = all.iter().position(|c| c.house() == h).unwrap_or(all.len());
    let end = all[start..]
        .iter()
        .position(|c| c.house() != h)
        .map_or(all.len(), |n| start + n);
    &all[start..end]
}

/// All 42 cards of the 2nd edition, house by house in [`House::ALL`] order, each house as in
/// [`house_cards`].
pub fn all_house_cards() -> &'static [HouseCardId] {
    &data().all
}

/// All cards of an edition, house by house.
pub fn all_house_cards_of(edition: Edition) -> &'static [HouseCardId] {
    match edition {
        Edition::Second => &data().all,
        Edition::First => &data().all_agot1,
    }
}

/// The parsed card data of both editions.
struct CardData {
    /// Indexed by [`HouseCardId::index`].
    cards: Vec<HouseCard>,
    /// Indexed by [`HouseCardId::index`].
    keys: Vec<&'static str>,
    /// The 2nd edition's cards, house by house, file order within a house.
    all: Vec<HouseCardId>,
    /// The 1st edition's.
    all_agot1: Vec<HouseCardId>,
}

fn data() -> &'static CardData {
    static DATA: OnceLock<CardData> = OnceLock::new();
    DATA.get_or_init(|| {
        let mut slots: Vec<Option<(HouseCard, &'static str)>> =
            (0..CARD_COUNT + AGOT1_CARD_COUNT).map(|_| None).collect();
        let all = load(
            "data/house_cards.toml",
            include_str!("data/house_cards.toml"),
            &House::ALL,
            &mut slots,
        );
        let all_agot1 = load(
            "data/agot1_house_cards.toml",
            include_str!("data/agot1_house_cards.toml"),
            &House::ALL[..5],
            &mut slots,
        );
        assert!(all.iter().all(|c| c.index() < CARD_COUNT));
        assert!(all_agot1.iter().all(|c| c.index() >= CARD_COUNT));
        let (cards, keys) = slots
            .into_iter()
            .enumerate()
            .map(|(i, s)| s.unwrap_or_else(|| panic!("house card #{i} missing from the data")))
            .unzip();
        CardData {
            cards,
            keys,
            all,
            all_agot1,
        }
    })
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
    #[serde(default)]
    plays_as: Option<String>,
}

fn load(
    file: &str,
    text: &str,
    houses: &[House],
    slots: &mut [Option<(HouseCard, &'static str)>],
) -> Vec<HouseCardId> {
    let raw: BTreeMap<House, Vec<RawCard>> =
        toml::from_str(text).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut all = Vec::new();
    for &h in houses {
        let cards = raw.get(&h).map_or(&[][..], Vec::as_slice);
        assert_eq!(
            cards.len(),
            HAND_SIZE,
            "{file}: {h} needs {HAND_SIZE} cards"
        );
        for c in cards {
            let key = |k: &str| {
                HouseCardId::from_key(k)
                    .unwrap_or_else(|| panic!("{file}: no HouseCardId for \"{k}\""))
            };
            let id = key(&c.id);
            let slot = &mut slots[id.index()];
            assert!(slot.is_none(), "{file}: \"{}\" twice", c.id);
            let card = HouseCard {
                id,
                house: h,
                name: c.name.clone().leak(),
                strength: c.strength,
                swords: c.swords,
                fortifications: c.forts,
                ability: c.text.clone().leak(),
                plays_as: c.plays_as.as_deref().map_or(id, key),
            };
            *slot = Some((card, c.id.clone().leak()));
            all.push(id);
        }
    }
    assert_eq!(raw.len(), houses.len(), "{file}: houses");
    all
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

/// The 1st edition's cards (issue 16; spec agot1 §10; `data/agot1_house_cards.toml`).
#[cfg(test)]
mod agot1_tests {
    use super::*;
    use HouseCardId::*;

    #[test]
    fn thirty_five_cards_seven_per_house_strengths_3_2_2_1_1_0_0() {
        let all = all_house_cards_of(Edition::First);
        assert_eq!(all.len(), 35);
        for h in &House::ALL[..5] {
            let cards = house_cards_of(Edition::First, *h);
            assert_eq!(cards.len(), 7, "{h}");
            let mut s: Vec<u8> = cards.iter().map(|c| c.card().strength).collect();
            s.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(s, [3, 2, 2, 1, 1, 0, 0], "{h}");
            assert!(cards.iter().all(|c| c.key().starts_with("agot1_")));
        }
        assert!(house_cards_of(Edition::First, House::Martell).is_empty());
        assert_eq!(house_cards_of(Edition::Second, House::Martell).len(), 7);
        assert_eq!(
            all.iter().filter(|c| !c.card().ability.is_empty()).count(),
            15,
            "15 cards have a text ability"
        );
    }

    /// The rulebook's casualty example (spec agot1 §9.8): Tywin 2 swords, Margaery 1 fortification.
    #[test]
    fn printed_values_and_keys() {
        assert_eq!(Agot1TywinLannister.card().swords, 2);
        assert_eq!(Agot1MargaeryTyrell.card().fortifications, 1);
        assert_eq!(Agot1MargaeryTyrell.card().swords, 0);
        assert_eq!(Agot1EddardStark.card().fortifications, 2);
        assert_eq!(
            serde_json::to_string(&Agot1SerJaimeLannister).unwrap(),
            "\"agot1_ser_jaime_lannister\""
        );
        assert_eq!(Agot1SerJaimeLannister.card().plays_as, TywinLannister);
        assert_eq!(Agot1SerLorasTyrell.card().plays_as, MaceTyrell);
        assert_eq!(Agot1EddardStark.card().plays_as, Agot1EddardStark);
        assert_eq!(EddardStark.card().plays_as, EddardStark);
    }
}
