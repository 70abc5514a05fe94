//! Queries of planned decisions (`service::plans`): the entries a house files ahead, used,
//! dropped or withdrawn. Written once for both databases, like [`super`].

use crate::db::models::PlanRow;
use crate::db::schema::plans;
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// The entries of a game for `rounds` (of one house, or of all), in the order filed. Kept
/// prepared (`db::cached`): every move reads them, and diesel's `IN` list of a DSL query was
/// compiled again on every run (3% of the last-orders POST's CPU on SQLite). The text differs
/// only by how many rounds and whether a house is named, so a few statements are kept.
pub fn plan_rows(
    c: &mut AnyConnection,
    game: i32,
    house: Option<&str>,
    rounds: &[i32],
) -> R<Vec<PlanRow>> {
    if rounds.is_empty() {
        return Ok(Vec::new());
    }
    let marks = vec!["?"; rounds.len()].join(", ");
    let of_house = if house.is_some() {
        " AND house = ?"
    } else {
        ""
    };
    let mut q = crate::db::cached::sql(format!(
        "SELECT id, house, entry, status, dropped FROM plans \
         WHERE game_id = ? AND round IN ({marks}){of_house} ORDER BY id"
    ))
    .bind(game);
    for r in rounds {
        q = q.bind(*r);
    }
    if let Some(h) = house {
        q = q.bind(h);
    }
    Ok(q.load(c)?)
}

/// Deletes the entry `id` (used).
pub fn delete_plan(c: &mut AnyConnection, id: i32) -> R<()> {
    diesel::delete(plans::table.filter(plans::id.eq(id))).execute(c)?;
    Ok(())
}

/// Marks the entry `id` dropped at `at`, saying why (JSON).
pub fn mark_plan_dropped(c: &mut AnyConnection, id: i32, why: String, at: NaiveDateTime) -> R<()> {
    diesel::update(plans::table.filter(plans::id.eq(id)))
        .set((
            plans::status.eq("dropped"),
            plans::dropped.eq(Some(why)),
            plans::updated_at.eq(at),
        ))
        .execute(c)?;
    Ok(())
}

/// Withdraws `house`'s filed entry of `kind` and `key`.
pub fn delete_filed_plan(
    c: &mut AnyConnection,
    game: i32,
    house: &str,
    kind: &str,
    key: &str,
) -> R<()> {
    diesel::delete(
        plans::table
            .filter(plans::game_id.eq(game))
            .filter(plans::house.eq(house))
            .filter(plans::status.eq("filed"))
            .filter(plans::kind.eq(kind))
            .filter(plans::entry_key.eq(key)),
    )
    .execute(c)?;
    Ok(())
}

/// Withdraws `house`'s filed entries of each (kind, key) of `entries`, in one statement whose
/// text is fixed whatever their number, so that it stays prepared: an orders form withdraws a
/// row per area left at "ask me". Each entry is named "kind:key" (a kind is a word without a
/// colon), and the names are bound as one value: on PostgreSQL an array (`= ANY($1)`), on
/// SQLite a JSON array read by `json_each` (an `IN` list of as many `?` as entries would be
/// compiled anew on every run, and one statement per entry was ten statements a form).
pub fn delete_filed_plans(
    c: &mut AnyConnection,
    game: i32,
    house: &str,
    entries: &[(&str, String)],
) -> R<()> {
    if entries.is_empty() {
        return Ok(());
    }
    let named: Vec<String> = entries
        .iter()
        .map(|(kind, key)| format!("{kind}:{key}"))
        .collect();
    if c.is_sqlite() {
        let names = serde_json::to_string(&named).expect("strings serialize");
        crate::db::cached::sql(
            "DELETE FROM plans WHERE game_id = ? AND house = ? AND status = 'filed' \
             AND kind || ':' || entry_key IN (SELECT value FROM json_each(?))",
        )
        .bind(game)
        .bind(house)
        .bind(names.as_str())
        .execute(c)?;
        return Ok(());
    }
    diesel::delete(
        plans::table
            .filter(plans::game_id.eq(game))
            .filter(plans::house.eq(house))
            .filter(plans::status.eq("filed"))
            .filter(
                plans::kind
                    .concat(":")
                    .concat(plans::entry_key)
                    .eq_any(named),
            ),
    )
    .execute(c)?;
    Ok(())
}

/// How many entries `house` has filed.
pub fn filed_plans_count(c: &mut AnyConnection, game: i32, house: &str) -> R<i64> {
    Ok(plans::table
        .filter(plans::game_id.eq(game))
        .filter(plans::house.eq(house))
        .filter(plans::status.eq("filed"))
        .count()
        .get_result(c)?)
}

/// Files an entry of `house` for `round`, replacing one of the same kind and key.
#[expect(
    clippy::too_many_arguments,
    reason = "each is one column of the entry filed"
)]
pub fn file_plan(
    c: &mut AnyConnection,
    game: i32,
    house: &str,
    round: i32,
    kind: &str,
    key: &str,
    entry: &str,
    at: NaiveDateTime,
) -> R<()> {
    diesel::delete(
        plans::table
            .filter(plans::game_id.eq(game))
            .filter(plans::house.eq(house))
            .filter(plans::round.eq(round))
            .filter(plans::kind.eq(kind))
            .filter(plans::entry_key.eq(key)),
    )
    .execute(c)?;
    diesel::insert_into(plans::table)
        .values((
            plans::game_id.eq(game),
            plans::house.eq(house),
            plans::round.eq(round),
            plans::kind.eq(kind),
            plans::entry_key.eq(key),
            plans::entry.eq(entry),
            plans::status.eq("filed"),
            plans::updated_at.eq(at),
        ))
        .execute(c)?;
    Ok(())
}

/// How many entries `house` has for `round`.
pub fn plans_of_round_count(c: &mut AnyConnection, game: i32, house: &str, round: i32) -> R<i64> {
    Ok(plans::table
        .filter(plans::game_id.eq(game))
        .filter(plans::house.eq(house))
        .filter(plans::round.eq(round))
        .count()
        .get_result(c)?)
}
