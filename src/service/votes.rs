//! Votes of a table (issue 13): any player may call a vote to pause the clock, resume it,
//! extend the current deadline, replace a player, cancel the game, end it now with the current
//! ranking, or change the deadlines of the steps to come.
//!
//! - **Who votes**: every player whose house has a player (a house in civil disorder or voted
//!   out has no vote); a vote about a player (replace) excludes that player. The caller's own
//!   ballot is a yes. Ballots are final.
//! - **What passes it** ([`VoteKind::rule`]): pause, resume, extend and deadlines by a majority
//!   (more than half of the voters say yes); replace by every voter (all players but the one in
//!   question); cancel and end by every voter. A vote fails as soon as it can no longer pass,
//!   and expires [`VOTE_HOURS`] hours after it was called if undecided.
//! - **What it does** when it passes: pause stops the clock for the hours asked (it runs again
//!   by itself when they are over, or when a resume vote passes); resume starts it; extend moves
//!   the deadline within the same caps as the creator's extensions
//!   (`ROOKERY_MAX_EXTEND_HOURS_PER_STEP`, `…_PER_GAME`); replace takes the seat from its player
//!   and offers the house for takeover (see [`super::seats`]); cancel stops the game with no
//!   result (`cancelled`); end stops it with the engine's final ranking as it stands
//!   (`ended`, the first house recorded as the winner); deadlines sets the hours of the steps
//!   to come.
//! - **Abuse limits**: one open vote of each kind per game; a player may have at most
//!   [`MAX_PAUSES_PER_PLAYER`] pauses pass per game, for at most [`MAX_PAUSE_HOURS_PER_PLAYER`]
//!   hours in all; further pause votes by that player are refused (429).
//! - **Mail**: every voter but the caller gets the call with a link to the game's votes; every
//!   player gets the result (passed, failed, expired).

use super::lobby::{Deadlines, MAX_DEADLINE_HOURS};
use super::notify::{readers, Kind, Reader};
use super::{Result, Service, ServiceError};
use crate::db::models::{BallotRow, GameRow, NewBallot, NewVote, VoteRow};
use crate::db::schema::{ballots, games, votes};
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::House;
use crate::i18n::Tr;
use crate::mail::compose::{Action, Notice};
use crate::service::Reason;
use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;

/// An undecided vote expires this many hours after it was called.
pub const VOTE_HOURS: i64 = 48;
/// Pauses one player may have pass in one game.
pub const MAX_PAUSES_PER_PLAYER: i64 = 2;
/// Hours of pause one player may have pass in one game, in all.
pub const MAX_PAUSE_HOURS_PER_PLAYER: i64 = 168;

/// What a vote is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VoteKind {
    Pause,
    Resume,
    Extend,
    Replace,
    Cancel,
    End,
    Deadlines,
}

/// What passes a vote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// More than half of the voters.
    Majority,
    /// Every voter.
    All,
}

impl VoteKind {
    pub const ALL: [VoteKind; 7] = [
        VoteKind::Pause,
        VoteKind::Resume,
        VoteKind::Extend,
        VoteKind::Replace,
        VoteKind::Cancel,
        VoteKind::End,
        VoteKind::Deadlines,
    ];

    pub fn key(self) -> &'static str {
        match self {
            VoteKind::Pause => "pause",
            VoteKind::Resume => "resume",
            VoteKind::Extend => "extend",
            VoteKind::Replace => "replace",
            VoteKind::Cancel => "cancel",
            VoteKind::End => "end",
            VoteKind::Deadlines => "deadlines",
        }
    }

    pub fn from_key(k: &str) -> Option<VoteKind> {
        VoteKind::ALL.into_iter().find(|v| v.key() == k)
    }

    pub fn rule(self) -> Rule {
        match self {
            VoteKind::Pause | VoteKind::Resume | VoteKind::Extend | VoteKind::Deadlines => {
                Rule::Majority
            }
            VoteKind::Replace | VoteKind::Cancel | VoteKind::End => Rule::All,
        }
    }

    /// Which rule the `vote-rule` message words: `replace`, `majority` or `all`.
    pub fn rule_key(self) -> &'static str {
        match (self, self.rule()) {
            (VoteKind::Replace, _) => "replace",
            (_, Rule::Majority) => "majority",
            (_, Rule::All) => "all",
        }
    }

    /// "a majority of the players", "every player but House Stark's".
    pub fn rule_words(self) -> &'static str {
        match (self, self.rule()) {
            (VoteKind::Replace, _) => "every other player (the player in question does not vote)",
            (_, Rule::Majority) => "more than half of the players",
            (_, Rule::All) => "every player",
        }
    }
}

/// A vote being called.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub kind: VoteKind,
    /// Pause and extend: hours.
    pub hours: Option<u32>,
    /// Replace: the house.
    pub house: Option<House>,
    /// Deadlines: the new ones.
    pub deadlines: Option<Deadlines>,
}

/// A vote as pages show it.
#[derive(Clone, Debug)]
pub struct VoteView {
    pub id: i32,
    pub kind: VoteKind,
    /// What it proposes, in words.
    pub what: String,
    pub caller: House,
    pub status: String,
    pub expires_at: NaiveDateTime,
    pub decided_at: Option<NaiveDateTime>,
    /// (house, yes) of every ballot.
    pub ballots: Vec<(House, bool)>,
    /// The houses that vote on it.
    pub voters: Vec<House>,
}

/// How an open vote stands: passed, failed, or still open.
fn tally(kind: VoteKind, voters: &[House], ballots: &[(House, bool)]) -> Option<bool> {
    let n = voters.len();
    let yes = ballots
        .iter()
        .filter(|(h, y)| *y && voters.contains(h))
        .count();
    let no = ballots
        .iter()
        .filter(|(h, y)| !*y && voters.contains(h))
        .count();
    let needed = match kind.rule() {
        Rule::Majority => n / 2 + 1,
        Rule::All => n,
    };
    if n == 0 {
        return Some(false);
    }
    if yes >= needed {
        Some(true)
    } else if n - no < needed {
        Some(false)
    } else {
        None
    }
}

/// The deadlines a vote proposes.
fn deadlines_of(v: &VoteRow) -> Deadlines {
    v.setting
        .as_deref()
        .and_then(|s| serde_json::from_str(s).ok())
        .unwrap_or_default()
}

/// "planning 48 h, action 24 h, combat 12 h, Westeros 24 h".
fn deadlines_words(tr: Tr, d: &Deadlines) -> String {
    tr.t_args(
        "vote-deadlines-list",
        &[
            ("planning", d.planning_hours.into()),
            ("action", d.action_hours.into()),
            ("combat", d.combat_hours.into()),
            ("westeros", d.westeros_hours.into()),
        ],
    )
}

/// What a vote proposes, as a clause in the reader's words ("pause the clock for 24 hours").
fn what_words(tr: Tr, v: &VoteRow) -> String {
    let hours = v.hours.unwrap_or(0);
    match VoteKind::from_key(&v.kind) {
        Some(VoteKind::Pause) => tr.t1("vote-what-pause", "hours", hours),
        Some(VoteKind::Resume) => tr.t("vote-what-resume"),
        Some(VoteKind::Extend) => tr.t1("vote-what-extend", "hours", hours),
        Some(VoteKind::Replace) => tr.t1(
            "vote-what-replace",
            "house",
            v.house
                .as_deref()
                .and_then(House::from_key)
                .map(|h| crate::i18n::house_name(tr.lang(), h))
                .unwrap_or_else(|| "?".into()),
        ),
        Some(VoteKind::Cancel) => tr.t("vote-what-cancel"),
        Some(VoteKind::End) => tr.t("vote-what-end"),
        Some(VoteKind::Deadlines) => tr.t1(
            "vote-what-deadlines",
            "deadlines",
            deadlines_words(tr, &deadlines_of(v)),
        ),
        None => v.kind.clone(),
    }
}

/// The houses that vote on `vote` in `game`: those with a player, but the vote's subject.
fn voters_of(
    c: &mut AnyConnection,
    game: i32,
    subject: Option<&str>,
) -> std::result::Result<Vec<(House, i32)>, DbError> {
    let vacant = super::seats::vacant_houses(c, game)?;
    Ok(queries::seats_of(c, game)?
        .into_iter()
        .filter_map(|(s, _)| Some((House::from_key(s.house.as_deref()?)?, s.user_id)))
        .filter(|(h, _)| !vacant.contains(h) && Some(h.key()) != subject)
        .collect())
}

fn ballots_of(
    c: &mut AnyConnection,
    vote: i32,
) -> std::result::Result<Vec<(House, bool)>, DbError> {
    let rows: Vec<BallotRow> = ballots::table
        .filter(ballots::vote_id.eq(vote))
        .order(ballots::id.asc())
        .load(c)?;
    Ok(rows
        .iter()
        .filter_map(|b| Some((House::from_key(&b.house)?, b.yes)))
        .collect())
}

impl Service {
    /// `user` calls a vote in `game`. Returns the vote's id.
    pub fn call_vote(&self, game: i32, user: i32, call: &Call) -> Result<i32> {
        let mut c = self.db.conn()?;
        let id = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            if !queries::lock_game(c, game, now)? {
                return Err(ServiceError::NotFound);
            }
            let row = queries::game(c, game)?.ok_or(ServiceError::NotFound)?;
            if row.status != "active" {
                return Err(ServiceError::Conflict(Reason::new("svc-votes-in-play")));
            }
            let all = voters_of(c, game, None)?;
            let Some((caller, _)) = all.iter().find(|(_, u)| *u == user).copied() else {
                return Err(ServiceError::Forbidden(Reason::new("svc-votes-who-calls")));
            };
            let kind = call.kind;
            let open: i64 = votes::table
                .filter(votes::game_id.eq(game))
                .filter(votes::kind.eq(kind.key()))
                .filter(votes::status.eq("open"))
                .count()
                .get_result(c)?;
            if open > 0 {
                return Err(ServiceError::Conflict(
                    Reason::new("svc-vote-open").with("kind", kind.key()),
                ));
            }
            let mut hours = None;
            let mut house = None;
            let mut setting = None;
            match kind {
                VoteKind::Pause => {
                    if row.paused_at.is_some() {
                        return Err(ServiceError::Conflict(Reason::new(
                            "svc-clock-already-paused",
                        )));
                    }
                    let h = call
                        .hours
                        .filter(|h| (1..=MAX_PAUSE_HOURS_PER_PLAYER as u32).contains(h))
                        .ok_or_else(|| {
                            ServiceError::Invalid(
                                Reason::new("svc-pause-hours")
                                    .num("max", MAX_PAUSE_HOURS_PER_PLAYER as f64),
                            )
                        })?;
                    let (count, total) = pauses_of(c, game, user)?;
                    if count >= MAX_PAUSES_PER_PLAYER {
                        return Err(ServiceError::Limit(
                            Reason::new("svc-pauses-per-player")
                                .num("count", count as f64)
                                .num("max", MAX_PAUSES_PER_PLAYER as f64),
                        ));
                    }
                    if total + i64::from(h) > MAX_PAUSE_HOURS_PER_PLAYER {
                        return Err(ServiceError::Limit(
                            Reason::new("svc-pause-hours-left")
                                .num("max", MAX_PAUSE_HOURS_PER_PLAYER as f64)
                                .num("left", (MAX_PAUSE_HOURS_PER_PLAYER - total) as f64),
                        ));
                    }
                    hours = Some(h as i32);
                }
                VoteKind::Resume => {
                    if row.paused_at.is_none() {
                        return Err(ServiceError::Conflict(Reason::new("svc-clock-not-paused")));
                    }
                }
                VoteKind::Extend => {
                    let h = call
                        .hours
                        .filter(|h| (1..=MAX_DEADLINE_HOURS).contains(h))
                        .ok_or_else(|| {
                            ServiceError::Invalid(
                                Reason::new("svc-extend-hours")
                                    .num("max", MAX_DEADLINE_HOURS as f64),
                            )
                        })?;
                    if row.deadline_at.is_none() {
                        return Err(ServiceError::Conflict(Reason::new(
                            "svc-no-running-deadline",
                        )));
                    }
                    hours = Some(h as i32);
                }
                VoteKind::Replace => {
                    let h = call.house.ok_or_else(|| {
                        ServiceError::Invalid(Reason::new("svc-replace-which-house"))
                    })?;
                    if !all.iter().any(|(x, _)| *x == h) {
                        return Err(ServiceError::Conflict(
                            Reason::new("svc-replace-no-player").house("house", h),
                        ));
                    }
                    if h == caller {
                        return Err(ServiceError::Invalid(Reason::new("svc-replace-yourself")));
                    }
                    house = Some(h.key());
                }
                VoteKind::Cancel | VoteKind::End => {}
                VoteKind::Deadlines => {
                    let d = call
                        .deadlines
                        .clone()
                        .ok_or_else(|| ServiceError::Invalid(Reason::new("svc-give-deadlines")))?;
                    let mut d = d.checked().map_err(ServiceError::Invalid)?;
                    let current: Deadlines =
                        serde_json::from_str(&row.deadlines).unwrap_or_default();
                    d.reminder_hours = current.reminder_hours;
                    setting = Some(
                        serde_json::to_string(&d)
                            .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?,
                    );
                }
            }
            let id: i32 = diesel::insert_into(votes::table)
                .values(&NewVote {
                    game_id: game,
                    kind: kind.key(),
                    house,
                    hours,
                    setting: setting.as_deref(),
                    called_by: Some(user),
                    called_house: caller.key(),
                    called_at: now,
                    expires_at: now + TimeDelta::hours(VOTE_HOURS),
                    status: "open",
                })
                .returning(votes::id)
                .get_result(c)?;
            diesel::insert_into(ballots::table)
                .values(&NewBallot {
                    vote_id: id,
                    house: caller.key(),
                    user_id: Some(user),
                    yes: true,
                    at: now,
                })
                .execute(c)?;
            let vote: VoteRow = votes::table.find(id).first(c)?;
            self.notify_vote_called(c, &row, &vote, user, now)?;
            self.settle(c, &row, &vote, now)?;
            Ok(id)
        })?;
        self.mail_wake.poke();
        Ok(id)
    }

    /// `user` votes yes or no on `vote` of `game`.
    pub fn cast_ballot(&self, game: i32, vote: i32, user: i32, yes: bool) -> Result<()> {
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            if !queries::lock_game(c, game, now)? {
                return Err(ServiceError::NotFound);
            }
            let row = queries::game(c, game)?.ok_or(ServiceError::NotFound)?;
            let v: VoteRow = votes::table
                .find(vote)
                .filter(votes::game_id.eq(game))
                .first(c)
                .optional()?
                .ok_or(ServiceError::NotFound)?;
            if v.status != "open" || v.expires_at <= now {
                return Err(ServiceError::Conflict(Reason::new("svc-vote-closed")));
            }
            let voters = voters_of(c, game, v.house.as_deref())?;
            let Some((house, _)) = voters.iter().find(|(_, u)| *u == user).copied() else {
                return Err(ServiceError::Forbidden(Reason::new("svc-vote-not-yours")));
            };
            if ballots_of(c, vote)?.iter().any(|(h, _)| *h == house) {
                return Err(ServiceError::Conflict(Reason::new("svc-already-voted")));
            }
            diesel::insert_into(ballots::table)
                .values(&NewBallot {
                    vote_id: vote,
                    house: house.key(),
                    user_id: Some(user),
                    yes,
                    at: now,
                })
                .execute(c)?;
            self.settle(c, &row, &v, now)?;
            Ok(())
        })?;
        self.mail_wake.poke();
        Ok(())
    }

    /// Decides `vote` if its ballots decide it: records the result, applies a passed vote,
    /// and tells every player.
    fn settle(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        v: &VoteRow,
        now: NaiveDateTime,
    ) -> Result<()> {
        let kind = VoteKind::from_key(&v.kind).ok_or(ServiceError::NotFound)?;
        let voters: Vec<House> = voters_of(c, row.id, v.house.as_deref())?
            .into_iter()
            .map(|(h, _)| h)
            .collect();
        let Some(passed) = tally(kind, &voters, &ballots_of(c, v.id)?) else {
            return Ok(());
        };
        let mut outcome = Outcome::Nothing;
        let mut status = if passed { "passed" } else { "failed" };
        let mut until = None;
        if passed {
            match self.apply_vote(c, row, v, kind, now) {
                Ok((words, u)) => {
                    outcome = words;
                    until = u;
                }
                // The game moved on since the call (the clock resumed, no deadline...).
                Err(ServiceError::Conflict(m) | ServiceError::Limit(m)) => {
                    status = "failed";
                    outcome = Outcome::CouldNot(m);
                }
                Err(e) => return Err(e),
            }
        }
        diesel::update(votes::table.find(v.id))
            .set((
                votes::status.eq(status),
                votes::decided_at.eq(Some(now)),
                votes::until_at.eq(until),
            ))
            .execute(c)?;
        self.notify_vote_result(c, v, status, &outcome, now)?;
        Ok(())
    }

    /// Does what a passed vote says. Returns its outcome (its words may hold `{at}`, a time
    /// each reader reads in their own zone) and, for a pause, when the clock runs again.
    fn apply_vote(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        v: &VoteRow,
        kind: VoteKind,
        now: NaiveDateTime,
    ) -> Result<(Outcome, Option<NaiveDateTime>)> {
        use super::deadlines::{extend_in, pause_in, resume_in};
        // The row as it is now (a vote settles inside another change's transaction).
        let row = queries::game(c, row.id)?.ok_or(ServiceError::NotFound)?;
        let hours = v.hours.unwrap_or(0).max(0) as u32;
        Ok(match kind {
            VoteKind::Pause => {
                pause_in(c, &row, now)?;
                let until = now + TimeDelta::hours(i64::from(hours));
                (Outcome::Paused { hours, until }, Some(until))
            }
            VoteKind::Resume => {
                let d = resume_in(c, &row, now)?;
                (Outcome::Resumed { deadline: d }, None)
            }
            VoteKind::Extend => {
                let d = extend_in(
                    c,
                    &row,
                    now,
                    hours,
                    self.limits.extend_hours_per_step,
                    self.limits.extend_hours_per_game,
                )?;
                (Outcome::Extended { deadline: d }, None)
            }
            VoteKind::Replace => {
                let h = v
                    .house
                    .as_deref()
                    .and_then(House::from_key)
                    .ok_or(ServiceError::NotFound)?;
                self.vote_out(c, &row, h, now)?;
                (Outcome::Replaced(h), None)
            }
            VoteKind::Cancel => {
                end_game(c, &row, "cancelled", None, now)?;
                self.close_vacancies(c, row.id, now)?;
                (Outcome::Cancelled, None)
            }
            VoteKind::End => {
                let g = self.cache.replayed(c, &row)?;
                let ranking = crate::engine::victory::final_ranking(g.game.state());
                end_game(c, &row, "ended", ranking.first().copied(), now)?;
                self.close_vacancies(c, row.id, now)?;
                (Outcome::Ended(ranking), None)
            }
            VoteKind::Deadlines => {
                let setting = v.setting.clone().unwrap_or_default();
                diesel::update(games::table.find(row.id))
                    .set(games::deadlines.eq(&setting))
                    .execute(c)?;
                (Outcome::Deadlines(deadlines_of(v)), None)
            }
        })
    }

    /// Expires the votes whose time is over, and restarts the clocks whose voted pause is
    /// over. Run by the due jobs; returns how many votes and pauses it settled.
    pub fn expire_votes(&self) -> Result<usize> {
        let now = self.now();
        let mut c = self.db.conn()?;
        let due: Vec<(i32, i32)> = votes::table
            .filter(
                votes::status
                    .eq("open")
                    .and(votes::expires_at.le(now))
                    .or(votes::status
                        .eq("passed")
                        .and(votes::kind.eq("pause"))
                        .and(votes::until_at.le(now))),
            )
            .select((votes::id, votes::game_id))
            .limit(200)
            .load(&mut c)?;
        drop(c);
        let mut n = 0;
        for (vote, game) in due {
            let mut c = self.db.conn()?;
            let done = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
                let now = self.now();
                if !queries::lock_game(c, game, now)? {
                    return Ok(false);
                }
                let Some(row) = queries::game(c, game)? else {
                    return Ok(false);
                };
                let v: VoteRow = votes::table.find(vote).first(c)?;
                if v.status == "open" && v.expires_at <= now {
                    diesel::update(votes::table.find(vote))
                        .set((votes::status.eq("expired"), votes::decided_at.eq(Some(now))))
                        .execute(c)?;
                    self.notify_vote_result(c, &v, "expired", &Outcome::Nothing, now)?;
                    return Ok(true);
                }
                if v.status == "passed" && v.until_at.is_some_and(|u| u <= now) {
                    // The pause is over: the clock runs again (unless already resumed).
                    diesel::update(votes::table.find(vote))
                        .set(votes::until_at.eq(None::<NaiveDateTime>))
                        .execute(c)?;
                    if row.paused_at.is_some() && row.status == "active" {
                        super::deadlines::resume_in(c, &row, now)?;
                    }
                    return Ok(true);
                }
                Ok(false)
            });
            match done {
                Ok(true) => n += 1,
                Ok(false) => {}
                Err(ServiceError::Db(DbError::Conflict(_))) => {}
                Err(e) => tracing::error!(vote, game, "vote expiry failed: {e}"),
            }
        }
        Ok(n)
    }

    /// The votes of a game, newest first (the open ones and the last few decided).
    pub fn votes_of(&self, game: i32, tr: Tr) -> Result<Vec<VoteView>> {
        let mut c = self.db.conn()?;
        let rows: Vec<VoteRow> = votes::table
            .filter(votes::game_id.eq(game))
            .order(votes::id.desc())
            .limit(20)
            .load(&mut c)?;
        let mut out = Vec::new();
        for v in rows {
            let Some(kind) = VoteKind::from_key(&v.kind) else {
                continue;
            };
            let voters = voters_of(&mut c, game, v.house.as_deref())?
                .into_iter()
                .map(|(h, _)| h)
                .collect();
            out.push(VoteView {
                id: v.id,
                kind,
                what: what_words(tr, &v),
                caller: House::from_key(&v.called_house).unwrap_or(House::Stark),
                status: v.status.clone(),
                expires_at: v.expires_at,
                decided_at: v.decided_at,
                ballots: ballots_of(&mut c, v.id)?,
                voters,
            });
        }
        Ok(out)
    }

    fn notify_vote_called(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        v: &VoteRow,
        caller: i32,
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        let kind = VoteKind::from_key(&v.kind).unwrap_or(VoteKind::Pause);
        let voters = voters_of(c, row.id, v.house.as_deref())?;
        let link = self.site.link(&format!("/games/{}#votes", row.id));
        for r in readers(c, row.id)? {
            if r.user.id == caller || !voters.iter().any(|(_, u)| *u == r.user.id) {
                continue;
            }
            let tr = r.tr();
            let what = what_words(tr, v);
            let caller = House::from_key(&v.called_house)
                .map(|h| crate::i18n::house_name(tr.lang(), h))
                .unwrap_or_else(|| "?".into());
            let notice = Notice {
                subject: tr.t2("mail-vote-subject", "game", &row.name, "what", &what),
                greeting: super::notify::greeting(tr, &r.user.name),
                paragraphs: vec![
                    tr.t3(
                        "mail-vote-called",
                        "house",
                        caller,
                        "game",
                        &row.name,
                        "what",
                        &what,
                    ),
                    tr.t2(
                        "mail-vote-rule",
                        "rule",
                        tr.t1("vote-rule", "rule", kind.rule_key()),
                        "expires",
                        super::notify::deadline_words(tr, Some(v.expires_at), &r.user.time_zone),
                    ),
                ],
                action: Some(Action {
                    label: tr.t("mail-vote-action"),
                    url: link.clone(),
                }),
                ..Notice::default()
            };
            let key = format!("vote:{}:{}", v.id, r.user.id);
            self.deliver(c, &r, row, Kind::Vote, notice, key, now)?;
        }
        Ok(())
    }

    fn notify_vote_result(
        &self,
        c: &mut AnyConnection,
        v: &VoteRow,
        status: &str,
        outcome: &Outcome,
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        let row = queries::game(c, v.game_id)?;
        let Some(row) = row else { return Ok(()) };
        let link = self.site.link(&format!("/games/{}#votes", row.id));
        let mut to: Vec<Reader> = readers(c, row.id)?;
        // A player voted out is told too.
        if VoteKind::from_key(&v.kind) == Some(VoteKind::Replace) && status == "passed" {
            if let Some(u) = super::seats::open_vacancies(c, row.id)?
                .iter()
                .find(|x| Some(x.house.as_str()) == v.house.as_deref())
                .and_then(|x| x.user_id)
            {
                if let Some(user) = queries::user_by_id(c, u)? {
                    to.push(Reader {
                        seat: crate::db::models::Seat {
                            id: 0,
                            game_id: row.id,
                            house: v.house.clone(),
                            user_id: u,
                            joined_at: now,
                            mail: "default".into(),
                        },
                        user,
                    });
                }
            }
        }
        let status = match status {
            "passed" | "failed" => status,
            _ => "expired",
        };
        for r in &to {
            let tr = r.tr();
            let what = what_words(tr, v);
            let mut paragraphs = vec![tr.t3(
                "mail-vote-result",
                "game",
                &row.name,
                "what",
                &what,
                "status",
                status,
            )];
            let done = outcome.words(tr, &r.user.time_zone);
            if !done.is_empty() {
                paragraphs.push(done);
            }
            let notice = Notice {
                subject: tr.t3(
                    "mail-vote-result-subject",
                    "game",
                    &row.name,
                    "what",
                    &what,
                    "status",
                    status,
                ),
                greeting: super::notify::greeting(tr, &r.user.name),
                paragraphs,
                action: Some(Action {
                    label: tr.t("mail-open-game"),
                    url: link.clone(),
                }),
                ..Notice::default()
            };
            let key = format!("vote_result:{}:{}", v.id, r.user.id);
            self.deliver(c, r, &row, Kind::VoteResult, notice, key, now)?;
        }
        Ok(())
    }
}

/// What a vote did, as data: each reader gets its words in their language, its times in
/// their zone.
enum Outcome {
    Nothing,
    /// It passed but could not be done (the service's own reason).
    CouldNot(Reason),
    Paused {
        hours: u32,
        until: NaiveDateTime,
    },
    Resumed {
        deadline: Option<NaiveDateTime>,
    },
    Extended {
        deadline: NaiveDateTime,
    },
    Replaced(House),
    Cancelled,
    Ended(Vec<House>),
    Deadlines(Deadlines),
}

impl Outcome {
    fn words(&self, tr: Tr, tz: &str) -> String {
        let at = |t: Option<NaiveDateTime>| super::notify::deadline_words(tr, t, tz);
        match self {
            Outcome::Nothing => String::new(),
            Outcome::CouldNot(m) => tr.t1("vote-done-could-not", "why", m.words(tr)),
            Outcome::Paused { hours, until } => tr.t2(
                "vote-done-paused",
                "hours",
                *hours,
                "until",
                at(Some(*until)),
            ),
            Outcome::Resumed { deadline } => tr.t1("vote-done-resumed", "due", at(*deadline)),
            Outcome::Extended { deadline } => {
                tr.t1("vote-done-extended", "due", at(Some(*deadline)))
            }
            Outcome::Replaced(h) => tr.t1(
                "vote-done-replaced",
                "house",
                crate::i18n::house_name(tr.lang(), *h),
            ),
            Outcome::Cancelled => tr.t("vote-done-cancelled"),
            Outcome::Ended(ranking) => {
                let names: Vec<String> = ranking
                    .iter()
                    .enumerate()
                    .map(|(i, h)| format!("{}. {}", i + 1, crate::i18n::house_name(tr.lang(), *h)))
                    .collect();
                tr.t1("vote-done-ended", "ranking", names.join(", "))
            }
            Outcome::Deadlines(d) => {
                tr.t1("vote-done-deadlines", "deadlines", deadlines_words(tr, d))
            }
        }
    }
}

/// (pauses passed, hours paused in all) that `user` called in `game`.
fn pauses_of(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
) -> std::result::Result<(i64, i64), DbError> {
    let hours: Vec<Option<i32>> = votes::table
        .filter(votes::game_id.eq(game))
        .filter(votes::called_by.eq(user))
        .filter(votes::kind.eq("pause"))
        .filter(votes::status.eq("passed"))
        .select(votes::hours)
        .load(c)?;
    Ok((
        hours.len() as i64,
        hours.iter().map(|h| i64::from(h.unwrap_or(0))).sum(),
    ))
}

/// Stops a game by vote: `status` is `cancelled` or `ended`; no more deadlines.
fn end_game(
    c: &mut AnyConnection,
    row: &GameRow,
    status: &str,
    winner: Option<House>,
    now: NaiveDateTime,
) -> std::result::Result<(), DbError> {
    diesel::update(games::table.find(row.id))
        .set((
            games::status.eq(status),
            games::winner.eq(winner.map(|h| h.key().to_string())),
            games::deadline_at.eq(None::<NaiveDateTime>),
            games::paused_at.eq(None::<NaiveDateTime>),
            games::paused_remaining_secs.eq(None::<i64>),
            games::awaiting.eq(""),
            games::updated_at.eq(now),
        ))
        .execute(c)?;
    super::schedule::plan_reminder(c, row.id, None)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use House::*;

    #[test]
    fn a_majority_needs_more_than_half_and_fails_when_out_of_reach() {
        let four = [Stark, Lannister, Baratheon, Greyjoy];
        let k = VoteKind::Pause;
        assert_eq!(tally(k, &four, &[(Stark, true)]), None);
        assert_eq!(tally(k, &four, &[(Stark, true), (Lannister, true)]), None);
        assert_eq!(
            tally(
                k,
                &four,
                &[(Stark, true), (Lannister, true), (Greyjoy, true)]
            ),
            Some(true)
        );
        assert_eq!(
            tally(
                k,
                &four,
                &[(Stark, true), (Lannister, false), (Greyjoy, false)]
            ),
            Some(false),
            "two no of four: 3 yes are out of reach"
        );
        let three = [Stark, Lannister, Baratheon];
        assert_eq!(
            tally(k, &three, &[(Stark, true), (Lannister, true)]),
            Some(true)
        );
        assert_eq!(tally(k, &three, &[(Stark, true), (Lannister, false)]), None);
    }

    #[test]
    fn unanimity_fails_at_the_first_no_and_ignores_non_voters() {
        let voters = [Stark, Lannister, Baratheon];
        for k in [VoteKind::Cancel, VoteKind::End, VoteKind::Replace] {
            assert_eq!(tally(k, &voters, &[(Stark, true), (Lannister, true)]), None);
            assert_eq!(
                tally(k, &voters, &[(Stark, true), (Baratheon, false)]),
                Some(false)
            );
            // A ballot of a house that does not vote (the subject, a house without a player)
            // counts for nothing.
            assert_eq!(
                tally(
                    k,
                    &voters,
                    &[(Stark, true), (Lannister, true), (Greyjoy, false)]
                ),
                None
            );
            assert_eq!(
                tally(
                    k,
                    &voters,
                    &[(Stark, true), (Lannister, true), (Baratheon, true)]
                ),
                Some(true)
            );
        }
        assert_eq!(tally(VoteKind::Cancel, &[], &[]), Some(false), "no voters");
    }

    #[test]
    fn every_kind_has_a_key_a_rule_and_words() {
        for k in VoteKind::ALL {
            assert_eq!(VoteKind::from_key(k.key()), Some(k));
            assert!(!k.rule_words().is_empty());
        }
        assert_eq!(VoteKind::from_key("coup"), None);
    }
}
