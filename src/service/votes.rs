//! Votes of a table (issue 13): any player may call a vote to pause the clock, resume it,
//! extend the current deadline, replace a player, cancel the game, end it now with the current
//! ranking, or change the deadlines of the steps to come.
//!
//! - **Who votes**: every player whose house has a player (a house in civil disorder or voted
//!   out has no vote); a vote about a player (replace) excludes that player. The caller's own
//!   ballot is a yes. Ballots are final.
//! - **What passes it** ([`VoteKind::rule`], [`tally`]): pause, resume, extend and deadlines by
//!   a majority (more than half of the voters say yes). Replace, cancel and end (issue 23: no
//!   minority may take a seat or a game) need every voter's yes, and never fewer than
//!   [`MIN_YES_AGAINST_A_PLAYER`] yes, so that one player alone never decides them; a replace
//!   vote also needs more than half of all the other houses, each house without a player (in
//!   civil disorder, voted out) counting as a no. A vote that cannot reach its yes even so is
//!   refused when called.
//! - **The player a replace vote is about** is mailed at once and may object (or agree): an
//!   objection fails the vote unless that player missed a deadline and has not played since
//!   ([`super::seats::missed_in_a_row`]). So the vote against a player who did not miss waits
//!   for their answer, or for its expiry with no objection, before it passes.
//! - A vote fails as soon as it can no longer pass, and expires [`VOTE_HOURS`] hours after it
//!   was called if undecided (a replace vote with every yes it needs and no objection passes
//!   then).
//! - **What it does** when it passes: pause stops the clock for the hours asked (it runs again
//!   by itself when they are over, or when a resume vote passes); resume starts it; extend moves
//!   the deadline within the same caps as the creator's extensions
//!   (`ROOKERY_MAX_EXTEND_HOURS_PER_STEP`, `…_PER_GAME`); replace takes the seat from its player
//!   and offers the house for takeover (see [`super::seats`]); cancel stops the game with no
//!   result (`cancelled`); end stops it with the engine's ranking as it stands (`ended`) and
//!   **no winner**: the rules name a winner only at the game's own end (seven castles, the last
//!   round), which an active game has not reached; deadlines sets the hours of the steps to
//!   come.
//! - **Abuse limits**: one open vote of each kind per game; a player may have at most
//!   [`MAX_PAUSES_PER_PLAYER`] pauses pass per game, for at most [`MAX_PAUSE_HOURS_PER_PLAYER`]
//!   hours in all; further pause votes by that player are refused (429).
//! - **Mail**: every voter but the caller gets the call with a link to the game's votes, and the
//!   player a replace vote is about gets it with how to object; every player gets the result
//!   (passed, failed, expired).

use super::lobby::{Deadlines, MAX_DEADLINE_HOURS};
pub use super::notes::VoteOutcome;
use super::notes::{Note, What};
use super::notify::{readers, Reader};
use super::{GameId, UserId};
use super::{Result, Service, ServiceError};
use crate::db::models::{BallotRow, GameRow, NewBallot, NewVote, VoteRow};
use crate::db::queries::votes as q;
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::House;
use crate::service::Reason;
use chrono::{NaiveDateTime, TimeDelta};

/// An undecided vote expires this many hours after it was called.
pub const VOTE_HOURS: i64 = 48;
/// Pauses one player may have pass in one game.
pub const MAX_PAUSES_PER_PLAYER: i64 = 2;
/// Hours of pause one player may have pass in one game, in all.
pub const MAX_PAUSE_HOURS_PER_PLAYER: i64 = 168;
/// Yes votes a vote to replace a player, cancel or end a game needs at the least, whatever the
/// number of voters: with houses in civil disorder, one player could otherwise vote out the
/// last active opponent and end the game alone (issue 23).
pub const MIN_YES_AGAINST_A_PLAYER: usize = 2;

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
    /// Every voter, at least [`MIN_YES_AGAINST_A_PLAYER`] of them (and, to replace a player,
    /// more than half of the other houses, one without a player counting as a no).
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
            (VoteKind::Replace, _) => {
                "every other player, at least two and more than half of the other houses (the player in question may object)"
            }
            (_, Rule::Majority) => "more than half of the players",
            (_, Rule::All) => "every player, at least two",
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
    /// What it proposes.
    pub proposal: Proposal,
    pub caller: House,
    pub status: String,
    pub expires_at: NaiveDateTime,
    pub decided_at: Option<NaiveDateTime>,
    /// (house, yes) of every ballot.
    pub ballots: Vec<(House, bool)>,
    /// The houses that vote on it.
    pub voters: Vec<House>,
    /// Replace: the house whose player it is about (who may object).
    pub subject: Option<House>,
}

/// What decides a vote besides its ballots.
#[derive(Clone, Copy, Debug, Default)]
struct Stand {
    /// Replace: the other houses without a player (civil disorder, voted out); each counts as
    /// a no in the majority of houses a replace vote needs.
    unmanned: usize,
    /// Replace: the ballot of the player in question (`false`: an objection, `true`: consent).
    subject: Option<bool>,
    /// Replace: that player missed a deadline and has not played since; an objection does not
    /// count then.
    subject_missed: bool,
    /// The vote's time is over: a replace vote no longer waits for an objection.
    expired: bool,
}

/// The yes a vote of `kind` needs with `voters` voters (and, for replace, `unmanned` other
/// houses without a player).
fn yes_needed(kind: VoteKind, voters: usize, unmanned: usize) -> usize {
    match kind.rule() {
        Rule::Majority => voters / 2 + 1,
        Rule::All => {
            let houses = if kind == VoteKind::Replace {
                voters + unmanned
            } else {
                voters
            };
            voters.max(houses / 2 + 1).max(MIN_YES_AGAINST_A_PLAYER)
        }
    }
}

/// How an open vote stands: passed, failed, or still open.
fn tally(
    kind: VoteKind,
    voters: &[House],
    ballots: &[(House, bool)],
    stand: Stand,
) -> Option<bool> {
    let n = voters.len();
    let yes = ballots
        .iter()
        .filter(|(h, y)| *y && voters.contains(h))
        .count();
    let no = ballots
        .iter()
        .filter(|(h, y)| !*y && voters.contains(h))
        .count();
    let needed = yes_needed(kind, n, stand.unmanned);
    if n == 0 || n - no < needed {
        return Some(false);
    }
    let replace = kind == VoteKind::Replace;
    if replace && stand.subject == Some(false) && !stand.subject_missed {
        return Some(false);
    }
    if yes < needed {
        return None;
    }
    // The player in question has until the vote's end to object, unless they agreed or are
    // the one who stopped answering.
    if replace && !(stand.subject_missed || stand.subject == Some(true) || stand.expired) {
        return None;
    }
    Some(true)
}

/// The deadlines a vote proposes.
fn deadlines_of(v: &VoteRow) -> Deadlines {
    v.setting
        .as_deref()
        .and_then(|s| serde_json::from_str(s).ok())
        .unwrap_or_default()
}

/// What a vote proposes, as data (its words are the wording side's: `wording::vote_proposal`).
#[derive(Clone, Debug, PartialEq)]
pub enum Proposal {
    Pause {
        hours: i32,
    },
    Resume,
    Extend {
        hours: i32,
    },
    /// The house whose player is voted out (`None`: a vote of a house no longer known).
    Replace {
        house: Option<House>,
    },
    Cancel,
    End,
    Deadlines(Deadlines),
}

impl Proposal {
    /// What the vote `v` proposes (`None` for a kind this version does not know).
    pub fn of(v: &VoteRow) -> Option<Proposal> {
        let hours = v.hours.unwrap_or(0);
        Some(match VoteKind::from_key(&v.kind)? {
            VoteKind::Pause => Proposal::Pause { hours },
            VoteKind::Resume => Proposal::Resume,
            VoteKind::Extend => Proposal::Extend { hours },
            VoteKind::Replace => Proposal::Replace {
                house: v.house.as_deref().and_then(House::from_key),
            },
            VoteKind::Cancel => Proposal::Cancel,
            VoteKind::End => Proposal::End,
            VoteKind::Deadlines => Proposal::Deadlines(deadlines_of(v)),
        })
    }
}

/// The houses that vote on `vote` in `game`: those with a player, but the vote's subject.
fn voters_of(
    c: &mut AnyConnection,
    game: i32,
    subject: Option<&str>,
) -> std::result::Result<Vec<(House, i32)>, DbError> {
    Ok(but_subject(manned_houses(c, game)?, subject))
}

/// The houses of `game` with a player (seated, not vacant), with the player: who may vote,
/// before a vote's subject is left out ([`but_subject`]).
fn manned_houses(
    c: &mut AnyConnection,
    game: i32,
) -> std::result::Result<Vec<(House, i32)>, DbError> {
    let vacant = super::seats::vacant_houses(c, game)?;
    Ok(queries::seats_of(c, game)?
        .into_iter()
        .filter_map(|(s, _)| Some((House::from_key(s.house.as_deref()?)?, s.user_id)))
        .filter(|(h, _)| !vacant.contains(h))
        .collect())
}

/// `manned` without the house `subject` (a replace vote's: it does not vote on itself).
fn but_subject(manned: Vec<(House, i32)>, subject: Option<&str>) -> Vec<(House, i32)> {
    manned
        .into_iter()
        .filter(|(h, _)| Some(h.key()) != subject)
        .collect()
}

fn ballots_of(
    c: &mut AnyConnection,
    vote: i32,
) -> std::result::Result<Vec<(House, bool)>, DbError> {
    Ok(ballot_houses(&q::ballots_of(c, vote)?))
}

/// The (house, yes) of each ballot of `rows`.
fn ballot_houses<'a>(rows: impl IntoIterator<Item = &'a BallotRow>) -> Vec<(House, bool)> {
    rows.into_iter()
        .filter_map(|b| Some((House::from_key(&b.house)?, b.yes)))
        .collect()
}

/// The other houses of `game` without a player (civil disorder, voted out): for a replace
/// vote, each counts as a no.
fn unmanned_of(c: &mut AnyConnection, game: i32) -> std::result::Result<usize, DbError> {
    Ok(super::seats::vacant_houses(c, game)?.len())
}

/// The seat's player of `house` in `game`, if it has one.
fn player_of(
    c: &mut AnyConnection,
    game: i32,
    house: House,
) -> std::result::Result<Option<i32>, DbError> {
    Ok(queries::seats_of(c, game)?
        .into_iter()
        .find(|(s, _)| s.house.as_deref() == Some(house.key()))
        .map(|(s, _)| s.user_id))
}

/// What decides `v` besides its voters' ballots (see [`Stand`]).
fn stand_of(
    c: &mut AnyConnection,
    v: &VoteRow,
    ballots: &[(House, bool)],
    expired: bool,
) -> std::result::Result<Stand, DbError> {
    let subject = v.house.as_deref().and_then(House::from_key);
    let (Some(subject), Some(VoteKind::Replace)) = (subject, VoteKind::from_key(&v.kind)) else {
        return Ok(Stand {
            expired,
            ..Stand::default()
        });
    };
    let missed = match player_of(c, v.game_id, subject)? {
        Some(user) => super::seats::missed_in_a_row(c, v.game_id, subject, user)? > 0,
        None => true,
    };
    Ok(Stand {
        unmanned: unmanned_of(c, v.game_id)?,
        subject: ballots.iter().find(|(h, _)| *h == subject).map(|b| b.1),
        subject_missed: missed,
        expired,
    })
}

impl Service {
    /// `user` calls a vote in `game`. Returns the vote's id.
    pub fn call_vote(&self, game: GameId, user: UserId, call: &Call) -> Result<i32> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let id = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            let row = queries::lock_game(c, game, now)?.ok_or(ServiceError::NotFound)?;
            if row.status != "active" {
                return Err(ServiceError::Conflict(Reason::new("svc-votes-in-play")));
            }
            let all = voters_of(c, game, None)?;
            let Some((caller, _)) = all.iter().find(|(_, u)| *u == user).copied() else {
                return Err(ServiceError::Forbidden(Reason::new("svc-votes-who-calls")));
            };
            let kind = call.kind;
            let open: i64 = q::open_votes_of_kind(c, game, kind.key())?;
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
                    // The time bank (issue 25) is chosen at creation: a vote keeps it.
                    d.bank_hours = current.bank_hours;
                    d.bank_step_hours = current.bank_step_hours;
                    setting = Some(
                        serde_json::to_string(&d)
                            .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?,
                    );
                }
            }
            // A vote that cannot reach the yes it needs is refused now rather than failing
            // later (issue 23: one player alone never replaces a player, cancels or ends).
            let voters = voters_of(c, game, house)?.len();
            let unmanned = if kind == VoteKind::Replace {
                unmanned_of(c, game)?
            } else {
                0
            };
            let needed = yes_needed(kind, voters, unmanned);
            if voters < needed {
                return Err(ServiceError::Conflict(
                    Reason::new("svc-vote-cannot-pass")
                        .num("needed", needed as f64)
                        .num("voters", voters as f64),
                ));
            }
            let id: i32 = q::insert_vote(
                c,
                &NewVote {
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
                },
            )?;
            q::insert_ballot(
                c,
                &NewBallot {
                    vote_id: id,
                    house: caller.key(),
                    user_id: Some(user),
                    yes: true,
                    at: now,
                },
            )?;
            let vote: VoteRow = q::vote(c, id)?;
            self.notify_vote_called(c, &row, &vote, user, now)?;
            self.settle(c, &row, &vote, now, false)?;
            Ok(id)
        })?;
        self.mail_wake.poke();
        Ok(id)
    }

    /// `user` votes yes or no on `vote` of `game`.
    pub fn cast_ballot(&self, game: GameId, vote: i32, user: UserId, yes: bool) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            let row = queries::lock_game(c, game, now)?.ok_or(ServiceError::NotFound)?;
            let v: VoteRow = q::vote_of_game(c, game, vote)?.ok_or(ServiceError::NotFound)?;
            if v.status != "open" || v.expires_at <= now {
                return Err(ServiceError::Conflict(Reason::new("svc-vote-closed")));
            }
            let voters = voters_of(c, game, v.house.as_deref())?;
            // The player a replace vote is about does not vote, but may object or agree.
            let subject = v
                .house
                .as_deref()
                .and_then(House::from_key)
                .filter(|_| v.kind == VoteKind::Replace.key());
            let about_me = match subject {
                Some(h) => player_of(c, game, h)?.filter(|u| *u == user).map(|_| h),
                None => None,
            };
            let Some(house) = voters
                .iter()
                .find(|(_, u)| *u == user)
                .map(|(h, _)| *h)
                .or(about_me)
            else {
                return Err(ServiceError::Forbidden(Reason::new("svc-vote-not-yours")));
            };
            if ballots_of(c, vote)?.iter().any(|(h, _)| *h == house) {
                return Err(ServiceError::Conflict(Reason::new("svc-already-voted")));
            }
            q::insert_ballot(
                c,
                &NewBallot {
                    vote_id: vote,
                    house: house.key(),
                    user_id: Some(user),
                    yes,
                    at: now,
                },
            )?;
            self.settle(c, &row, &v, now, false)?;
            Ok(())
        })?;
        self.mail_wake.poke();
        Ok(())
    }

    /// Decides `vote` if its ballots decide it: records the result, applies a passed vote,
    /// and tells every player. `expired`: the vote's time is over (a replace vote stops
    /// waiting for an objection). Returns whether it was decided.
    fn settle(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        v: &VoteRow,
        now: NaiveDateTime,
        expired: bool,
    ) -> Result<bool> {
        let kind = VoteKind::from_key(&v.kind).ok_or(ServiceError::NotFound)?;
        let voters: Vec<House> = voters_of(c, row.id, v.house.as_deref())?
            .into_iter()
            .map(|(h, _)| h)
            .collect();
        let ballots = ballots_of(c, v.id)?;
        let stand = stand_of(c, v, &ballots, expired)?;
        let Some(passed) = tally(kind, &voters, &ballots, stand) else {
            return Ok(false);
        };
        let mut outcome = VoteOutcome::Nothing;
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
                    outcome = VoteOutcome::CouldNot { why: m };
                }
                Err(e) => return Err(e),
            }
        }
        q::set_vote_decided(c, v.id, status, now, until)?;
        self.notify_vote_result(c, v, status, &outcome, now)?;
        Ok(true)
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
    ) -> Result<(VoteOutcome, Option<NaiveDateTime>)> {
        use super::deadlines::{extend_in, pause_in, resume_in};
        // The row as it is now (a vote settles inside another change's transaction).
        let row = queries::game(c, row.id)?.ok_or(ServiceError::NotFound)?;
        let hours = v.hours.unwrap_or(0).max(0) as u32;
        Ok(match kind {
            VoteKind::Pause => {
                pause_in(c, &row, now)?;
                let until = now + TimeDelta::hours(i64::from(hours));
                (VoteOutcome::Paused { hours, until }, Some(until))
            }
            VoteKind::Resume => {
                let d = resume_in(c, &row, now)?;
                (VoteOutcome::Resumed { deadline: d }, None)
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
                (VoteOutcome::Extended { deadline: d }, None)
            }
            VoteKind::Replace => {
                let h = v
                    .house
                    .as_deref()
                    .and_then(House::from_key)
                    .ok_or(ServiceError::NotFound)?;
                self.vote_out(c, &row, h, now)?;
                let computer = super::seats::rules(c, row.id)?.computer_plays_vacant;
                (VoteOutcome::Replaced { house: h, computer }, None)
            }
            VoteKind::Cancel => {
                end_game(c, &row, "cancelled", None, now)?;
                self.close_vacancies(c, row.id, now)?;
                (VoteOutcome::Cancelled, None)
            }
            VoteKind::End => {
                let g = self.cache.replayed(c, &row)?;
                let ranking = crate::engine::victory::final_ranking(g.game.state());
                // No winner: the rules name one only at the game's own end (seven castles,
                // the last round), which a game still active has not reached (issue 23).
                end_game(c, &row, "ended", None, now)?;
                self.close_vacancies(c, row.id, now)?;
                (VoteOutcome::Ended { ranking }, None)
            }
            VoteKind::Deadlines => {
                let setting = v.setting.clone().unwrap_or_default();
                q::set_deadline_settings(c, row.id, &setting)?;
                (
                    VoteOutcome::Deadlines {
                        deadlines: deadlines_of(v),
                    },
                    None,
                )
            }
        })
    }

    /// Expires the votes whose time is over, and restarts the clocks whose voted pause is
    /// over. Run by the due jobs; returns how many votes and pauses it settled.
    pub fn expire_votes(&self) -> Result<usize> {
        let now = self.now();
        let mut c = self.db.conn()?;
        let due: Vec<(i32, i32)> = q::votes_due(&mut c, now)?;
        drop(c);
        let mut n = 0;
        for (vote, game) in due {
            let mut c = self.db.conn()?;
            let done = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
                let now = self.now();
                let Some(row) = queries::lock_game(c, game, now)? else {
                    return Ok(false);
                };
                let v: VoteRow = q::vote(c, vote)?;
                if v.status == "open" && v.expires_at <= now {
                    // A replace vote with all the yes it needs and no objection passes now.
                    if row.status == "active"
                        && v.kind == VoteKind::Replace.key()
                        && self.settle(c, &row, &v, now, true)?
                    {
                        return Ok(true);
                    }
                    q::set_vote_expired(c, vote, now)?;
                    self.notify_vote_result(c, &v, "expired", &VoteOutcome::Nothing, now)?;
                    return Ok(true);
                }
                if v.status == "passed" && v.until_at.is_some_and(|u| u <= now) {
                    // The pause is over: the clock runs again (unless already resumed).
                    q::clear_vote_until(c, vote)?;
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

    /// The votes of a game, newest first (the open ones and the last few decided). Four
    /// statements however many votes (issue 30: three per vote before): the votes, the seats
    /// and open vacancies who vote, every ballot.
    pub fn votes_of(&self, game: GameId) -> Result<Vec<VoteView>> {
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let rows: Vec<VoteRow> = q::recent_votes(&mut c, game)?;
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        // Who may vote, read once for every vote (each leaves its own subject out).
        let manned = manned_houses(&mut c, game)?;
        let ids: Vec<i32> = rows.iter().map(|v| v.id).collect();
        let all_ballots = q::ballots_of_votes(&mut c, &ids)?;
        let mut out = Vec::new();
        for v in rows {
            let (Some(kind), Some(proposal)) = (VoteKind::from_key(&v.kind), Proposal::of(&v))
            else {
                continue;
            };
            let voters = but_subject(manned.clone(), v.house.as_deref())
                .into_iter()
                .map(|(h, _)| h)
                .collect();
            let ballots = ballot_houses(all_ballots.iter().filter(|b| b.vote_id == v.id));
            out.push(VoteView {
                id: v.id,
                kind,
                proposal,
                caller: House::from_key(&v.called_house).unwrap_or(House::Stark),
                status: v.status.clone(),
                expires_at: v.expires_at,
                decided_at: v.decided_at,
                ballots,
                voters,
                subject: v
                    .house
                    .as_deref()
                    .and_then(House::from_key)
                    .filter(|_| kind == VoteKind::Replace),
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
        for r in readers(c, row.id)? {
            // The player a replace vote is about is told at once, with how to object.
            let about_them = kind == VoteKind::Replace && r.seat.house == v.house;
            if r.user.id == caller || !(about_them || voters.iter().any(|(_, u)| *u == r.user.id)) {
                continue;
            }
            // Worded by the sender (issue 26), from the vote's row.
            let note = Note::to_reader(
                &r,
                row,
                What::Vote {
                    vote: v.id,
                    about_you: about_them,
                },
            );
            let key = format!("vote:{}:{}", v.id, r.user.id);
            self.enqueue(c, &r, row, &note, key, now)?;
        }
        Ok(())
    }

    fn notify_vote_result(
        &self,
        c: &mut AnyConnection,
        v: &VoteRow,
        status: &str,
        outcome: &VoteOutcome,
        now: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        let row = queries::game(c, v.game_id)?;
        let Some(row) = row else { return Ok(()) };
        let mut to: Vec<Reader> = readers(c, row.id)?;
        // A player voted out is told too.
        if VoteKind::from_key(&v.kind) == Some(VoteKind::Replace) && status == "passed" {
            if let Some(u) = super::seats::open_vacancies(c, row.id)?
                .iter()
                .find(|x| Some(x.house.as_str()) == v.house.as_deref())
                .and_then(|x| x.user_id)
            {
                if let Some(user) = queries::user_by_id(c, u)? {
                    to.push(Reader::new(
                        crate::db::models::Seat {
                            id: 0,
                            game_id: row.id,
                            house: v.house.clone(),
                            user_id: u,
                            joined_at: now,
                            mail: "default".into(),
                        },
                        user,
                    ));
                }
            }
        }
        let status = match status {
            "passed" | "failed" => status,
            _ => "expired",
        };
        for r in &to {
            let note = Note::to_reader(
                r,
                &row,
                What::VoteResult {
                    vote: v.id,
                    status: status.to_string(),
                    outcome: outcome.clone(),
                },
            );
            let key = format!("vote_result:{}:{}", v.id, r.user.id);
            self.enqueue(c, r, &row, &note, key, now)?;
        }
        Ok(())
    }
}

/// (pauses passed, hours paused in all) that `user` called in `game`.
fn pauses_of(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
) -> std::result::Result<(i64, i64), DbError> {
    let hours: Vec<Option<i32>> = q::passed_pause_hours(c, game, user)?;
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
    q::set_game_stopped(c, row.id, status, winner.map(|h| h.key().to_string()), now)?;
    super::schedule::plan_reminder(c, row.id, None)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use House::*;

    fn now(k: VoteKind, voters: &[House], ballots: &[(House, bool)]) -> Option<bool> {
        tally(k, voters, ballots, Stand::default())
    }

    #[test]
    fn a_majority_needs_more_than_half_and_fails_when_out_of_reach() {
        let four = [Stark, Lannister, Baratheon, Greyjoy];
        let k = VoteKind::Pause;
        assert_eq!(now(k, &four, &[(Stark, true)]), None);
        assert_eq!(now(k, &four, &[(Stark, true), (Lannister, true)]), None);
        assert_eq!(
            now(
                k,
                &four,
                &[(Stark, true), (Lannister, true), (Greyjoy, true)]
            ),
            Some(true)
        );
        assert_eq!(
            now(
                k,
                &four,
                &[(Stark, true), (Lannister, false), (Greyjoy, false)]
            ),
            Some(false),
            "two no of four: 3 yes are out of reach"
        );
        let three = [Stark, Lannister, Baratheon];
        assert_eq!(
            now(k, &three, &[(Stark, true), (Lannister, true)]),
            Some(true)
        );
        assert_eq!(now(k, &three, &[(Stark, true), (Lannister, false)]), None);
    }

    #[test]
    fn unanimity_fails_at_the_first_no_and_ignores_non_voters() {
        let voters = [Stark, Lannister, Baratheon];
        // The player in question missed a deadline: the others decide at once.
        let missed = Stand {
            subject_missed: true,
            ..Stand::default()
        };
        for k in [VoteKind::Cancel, VoteKind::End, VoteKind::Replace] {
            let t = |b: &[(House, bool)]| tally(k, &voters, b, missed);
            assert_eq!(t(&[(Stark, true), (Lannister, true)]), None);
            assert_eq!(t(&[(Stark, true), (Baratheon, false)]), Some(false));
            // A ballot of a house that does not vote (the subject, a house without a player)
            // counts for nothing.
            assert_eq!(
                t(&[(Stark, true), (Lannister, true), (Greyjoy, false)]),
                None
            );
            assert_eq!(
                t(&[(Stark, true), (Lannister, true), (Baratheon, true)]),
                Some(true)
            );
        }
        assert_eq!(now(VoteKind::Cancel, &[], &[]), Some(false), "no voters");
    }

    /// Issue 23: the two-player kick. One voter never replaces, cancels or ends, and a house
    /// without a player counts as a no against a player.
    #[test]
    fn one_player_alone_never_takes_a_seat_nor_ends_a_game() {
        let missed = Stand {
            subject_missed: true,
            ..Stand::default()
        };
        for k in [VoteKind::Cancel, VoteKind::End, VoteKind::Replace] {
            assert_eq!(tally(k, &[Stark], &[(Stark, true)], missed), Some(false));
            assert!(yes_needed(k, 1, 0) > 1);
        }
        // 4 players, two houses in civil disorder: Stark against Lannister has 1 voter and
        // 2 houses without a player; 3 "houses" vote, 2 yes needed, out of reach.
        let cd2 = Stand {
            unmanned: 2,
            ..missed
        };
        assert_eq!(
            tally(VoteKind::Replace, &[Stark], &[(Stark, true)], cd2),
            Some(false)
        );
        // 6 players, two in civil disorder, the other three against a fourth who vanished:
        // 3 yes of 5 houses, a majority.
        let six = [Stark, Baratheon, Greyjoy];
        let all_yes = [(Stark, true), (Baratheon, true), (Greyjoy, true)];
        assert_eq!(tally(VoteKind::Replace, &six, &all_yes, cd2), Some(true));
        // With four houses without a player, 3 of 7 is no majority.
        let cd4 = Stand {
            unmanned: 4,
            ..missed
        };
        assert_eq!(tally(VoteKind::Replace, &six, &all_yes, cd4), Some(false));
        // Houses without a player count only against a player, not to end or cancel.
        assert_eq!(yes_needed(VoteKind::End, 2, 0), 2);
    }

    #[test]
    fn an_objection_fails_a_replace_unless_its_player_missed_a_deadline() {
        let voters = [Stark, Baratheon];
        let all_yes = [(Stark, true), (Baratheon, true)];
        let active = Stand::default();
        // Every yes, but the player did not miss: it waits for their answer or the expiry.
        assert_eq!(tally(VoteKind::Replace, &voters, &all_yes, active), None);
        let objected = [(Stark, true), (Lannister, false), (Baratheon, true)];
        let with_subject = |subject| Stand { subject, ..active };
        assert_eq!(
            tally(
                VoteKind::Replace,
                &voters,
                &objected,
                with_subject(Some(false))
            ),
            Some(false)
        );
        assert_eq!(
            tally(
                VoteKind::Replace,
                &voters,
                &all_yes,
                with_subject(Some(true))
            ),
            Some(true),
            "the player agrees"
        );
        let expired = Stand {
            expired: true,
            ..active
        };
        assert_eq!(
            tally(VoteKind::Replace, &voters, &all_yes, expired),
            Some(true)
        );
        let missed = Stand {
            subject: Some(false),
            subject_missed: true,
            ..active
        };
        assert_eq!(
            tally(VoteKind::Replace, &voters, &objected, missed),
            Some(true),
            "an objection of a player who missed the deadline does not count"
        );
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
