//! Unread ravens: the front page's "2 new ravens" per game and the game page's ravens link,
//! in a fixed number of queries whatever the number of games.

use super::access::may_read;
use super::press::{Press, PressRule};
use crate::db::queries::ravens as q;
use crate::db::AnyConnection;
use crate::engine::House;
use crate::service::{Result, Service, UserId};
use std::collections::HashMap;

impl Service {
    /// Unread ravens per game for `user`'s seats (the front page's "2 new ravens"), in a
    /// fixed number of queries whatever the number of games.
    pub fn unread_ravens(&self, user: UserId) -> Result<Vec<(i32, i64)>> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        let rows = q::seated_games_of(&mut c, user)?;
        let seated: Vec<(i32, Option<House>, String)> = rows
            .into_iter()
            .map(|(g, h, status)| (g, h.as_deref().and_then(House::from_key), status))
            .collect();
        unread_in(&mut c, user, &seated)
    }

    /// The unread count of the game page's ravens link for a seated `user` at `house` (`None`
    /// for a game without press, or a visitor who is not seated).
    pub fn unread_in_game(
        &self,
        loaded: &crate::service::play::Loaded,
        user: Option<UserId>,
        house: Option<House>,
        seated: bool,
    ) -> Result<Option<i64>> {
        let user = user.map(i32::from);
        let (game, press) = (&loaded.row, loaded.press);
        if press.rule == PressRule::None {
            return Ok(None);
        }
        // No conversation in the game (the load said so): nothing unread, nothing to read.
        let (Some(user), true, true, Some(house)) = (user, seated, loaded.has_conversations, house)
        else {
            return Ok(Some(0));
        };
        let mut c = self.db.conn()?;
        // One statement: each conversation's unread count, summed where the user reads it.
        let n = q::unread_by_conversation(&mut c, game.id, user, house.key())?
            .into_iter()
            .filter(|u| !u.muted && may_read(&press, &game.status, Some(house), true, &u.houses))
            .map(|u| u.unread)
            .sum();
        Ok(Some(n))
    }
}

/// Unread ravens of `user` in each of `games` (game, the house the user sits at, the game's
/// status): messages of other houses after the user's last read, in conversations the user
/// reads and did not mute. Four queries for any number of games.
fn unread_in(
    c: &mut AnyConnection,
    user: i32,
    games: &[(i32, Option<House>, String)],
) -> Result<Vec<(i32, i64)>> {
    if games.is_empty() {
        return Ok(vec![]);
    }
    let ids: Vec<i32> = games.iter().map(|g| g.0).collect();
    let presses: HashMap<i32, Press> = q::press_rows(c, &ids)?
        .into_iter()
        .map(|(g, rule, reveal_at_end, spectators_read)| {
            (
                g,
                Press {
                    rule: PressRule::from_key(&rule).unwrap_or(PressRule::Full),
                    reveal_at_end,
                    spectators_read,
                },
            )
        })
        .collect();
    unread_with(c, user, games, &presses)
}

/// [`unread_in`]'s counts, once the games' press rules are read.
fn unread_with(
    c: &mut AnyConnection,
    user: i32,
    games: &[(i32, Option<House>, String)],
    presses: &HashMap<i32, Press>,
) -> Result<Vec<(i32, i64)>> {
    let ids: Vec<i32> = games.iter().map(|g| g.0).collect();
    let convs = q::conversations_of_games(c, &ids)?;
    if convs.is_empty() {
        return Ok(vec![]);
    }
    let conv_ids: Vec<i32> = convs.iter().map(|c| c.0).collect();
    let readers: HashMap<i32, (i32, bool)> = q::reader_states(c, user, &conv_ids)?
        .into_iter()
        .map(|(conv, last, muted)| (conv, (last, muted)))
        .collect();
    // The conversations counted, with the game, the reader's house and last read message.
    let mut counted: HashMap<i32, (i32, Option<House>, i32)> = HashMap::new();
    for (conv, game, houses) in &convs {
        let Some((_, house, status)) = games.iter().find(|g| g.0 == *game) else {
            continue;
        };
        let press = presses.get(game).copied().unwrap_or_default();
        let (last, muted) = readers.get(conv).copied().unwrap_or((0, false));
        if !muted && may_read(&press, status, *house, true, houses) {
            counted.insert(*conv, (*game, *house, last));
        }
    }
    let Some(from) = counted.values().map(|v| v.2).min() else {
        return Ok(vec![]);
    };
    let keys: Vec<i32> = counted.keys().copied().collect();
    let unread = q::ravens_after_in(c, &keys, from)?;
    let mut per_game: HashMap<i32, i64> = HashMap::new();
    for (conv, id, house) in unread {
        let (game, mine, last) = counted[&conv];
        if id > last && mine.map(|h| h.key()) != Some(house.as_str()) {
            *per_game.entry(game).or_default() += 1;
        }
    }
    let mut out: Vec<(i32, i64)> = per_game.into_iter().collect();
    out.sort_unstable();
    Ok(out)
}
