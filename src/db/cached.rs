//! Statements that stay compiled between runs.
//!
//! Diesel keeps a prepared statement per query in each connection's cache, except for every
//! UPDATE built with its DSL (its text could vary with the values, as a changeset may skip
//! `None` fields) and every `sql_query`: SQLite parses and plans those again on every run,
//! 10–100 µs each, and a move ran nine of them (issue 17: a fifth of the last-orders POST's
//! CPU was SQLite's parser). A [`Sql`] is fixed text with `?` placeholders and its values in
//! order: diesel caches it by its text, as any SELECT. The same text serves both databases
//! (diesel writes `$1, $2...` for PostgreSQL).
//!
//! A `LIMIT` is written into the text, never bound: SQLite compiles a statement whose LIMIT is
//! a bound value again on each run whatever the cache holds. For diesel's DSL,
//! [`WrittenLimit::limit_written`] does that in place of `.limit(n)` and `.first()`.

use crate::db::AnyConnection;
use chrono::NaiveDateTime;
use diesel::backend::Backend;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::query_dsl::LoadQuery;
use diesel::serialize::ToSql;
use diesel::sql_types::{BigInt, Bool, HasSqlType, Integer, Nullable, Text, Timestamp, Untyped};
use diesel::{PgConnection, QueryResult, RunQueryDsl, SqliteConnection};
use std::borrow::Cow;

/// One value bound to a `?` of a [`Sql`] statement.
#[derive(Clone, Debug)]
pub enum Value<'a> {
    Int(i32),
    BigInt(i64),
    Text(&'a str),
    Bool(bool),
    Time(NaiveDateTime),
    NullInt(Option<i32>),
    NullBigInt(Option<i64>),
    NullText(Option<&'a str>),
    NullTime(Option<NaiveDateTime>),
}

macro_rules! value_from {
    ($t:ty, $v:ident) => {
        impl<'a> From<$t> for Value<'a> {
            fn from(x: $t) -> Value<'a> {
                Value::$v(x)
            }
        }
    };
}
value_from!(i32, Int);
value_from!(i64, BigInt);
value_from!(&'a str, Text);
value_from!(bool, Bool);
value_from!(NaiveDateTime, Time);
value_from!(Option<i32>, NullInt);
value_from!(Option<i64>, NullBigInt);
value_from!(Option<&'a str>, NullText);
value_from!(Option<NaiveDateTime>, NullTime);

impl<'a> From<&'a String> for Value<'a> {
    fn from(x: &'a String) -> Value<'a> {
        Value::Text(x)
    }
}

/// A statement of fixed text whose `?` are bound, in order, to its values; kept prepared in the
/// connection's statement cache. Run it with diesel's `execute` or `load` (rows by name).
#[derive(Clone, Debug)]
#[must_use = "a statement does nothing until it is executed or loaded"]
pub struct Sql<'a> {
    text: Cow<'static, str>,
    values: Vec<Value<'a>>,
}

/// A statement `text` with `?` placeholders: bind its values with [`Sql::bind`]. Text made at
/// run time (a `LIMIT` written in) is cached once per distinct text.
pub fn sql(text: impl Into<Cow<'static, str>>) -> Sql<'static> {
    Sql {
        text: text.into(),
        values: Vec::new(),
    }
}

impl<'a> Sql<'a> {
    /// Binds the next `?`.
    pub fn bind<'b>(self, value: impl Into<Value<'b>>) -> Sql<'b>
    where
        'a: 'b,
    {
        let mut values: Vec<Value<'b>> = self.values;
        values.push(value.into());
        Sql {
            text: self.text,
            values,
        }
    }

    /// This statement and `first` (an UPDATE, INSERT or DELETE without `RETURNING`) as one:
    /// `WITH first AS (…) this`, for PostgreSQL, where each statement is a round trip (issue
    /// 30); SQLite's `WITH` takes no writes. PostgreSQL runs both parts on one snapshot, so
    /// this statement must not read what `first` writes (neither sees the other's rows).
    pub fn after<'b>(self, first: Sql<'b>) -> Sql<'b>
    where
        'a: 'b,
    {
        let mut values = first.values;
        values.extend(self.values);
        Sql {
            text: format!("WITH first AS ({}) {}", first.text, self.text).into(),
            values,
        }
    }
}

impl<DB> QueryFragment<DB> for Sql<'_>
where
    DB: Backend
        + HasSqlType<Integer>
        + HasSqlType<BigInt>
        + HasSqlType<Text>
        + HasSqlType<Bool>
        + HasSqlType<Timestamp>,
    i32: ToSql<Integer, DB>,
    i64: ToSql<BigInt, DB>,
    str: ToSql<Text, DB>,
    bool: ToSql<Bool, DB>,
    NaiveDateTime: ToSql<Timestamp, DB>,
    Option<i32>: ToSql<Nullable<Integer>, DB>,
    Option<i64>: ToSql<Nullable<BigInt>, DB>,
    for<'x> Option<&'x str>: ToSql<Nullable<Text>, DB>,
    Option<NaiveDateTime>: ToSql<Nullable<Timestamp>, DB>,
{
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        let mut pieces = self.text.split('?');
        out.push_sql(pieces.next().unwrap_or(""));
        let mut values = self.values.iter();
        for piece in pieces {
            let Some(value) = values.next() else {
                return Err(placeholders_mismatch(&self.text));
            };
            match value {
                Value::Int(v) => out.push_bind_param::<Integer, _>(v)?,
                Value::BigInt(v) => out.push_bind_param::<BigInt, _>(v)?,
                Value::Text(v) => out.push_bind_param::<Text, str>(*v)?,
                Value::Bool(v) => out.push_bind_param::<Bool, _>(v)?,
                Value::Time(v) => out.push_bind_param::<Timestamp, _>(v)?,
                Value::NullInt(v) => out.push_bind_param::<Nullable<Integer>, _>(v)?,
                Value::NullBigInt(v) => out.push_bind_param::<Nullable<BigInt>, _>(v)?,
                Value::NullText(v) => out.push_bind_param::<Nullable<Text>, _>(v)?,
                Value::NullTime(v) => out.push_bind_param::<Nullable<Timestamp>, _>(v)?,
            }
            out.push_sql(piece);
        }
        if values.next().is_some() {
            return Err(placeholders_mismatch(&self.text));
        }
        Ok(())
    }
}

fn placeholders_mismatch(text: &str) -> diesel::result::Error {
    diesel::result::Error::QueryBuilderError(
        format!("the statement's `?` and its bound values differ in number: {text}").into(),
    )
}

impl QueryId for Sql<'_> {
    // Kept in the cache by its text (see `is_safe_to_cache_prepared`, which stays true).
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for Sql<'_> {
    type SqlType = Untyped;
}

impl<Conn> RunQueryDsl<Conn> for Sql<'_> {}

/// A query of diesel's DSL with `LIMIT n` written into its text ([`WrittenLimit`]).
#[derive(Clone, Debug)]
pub struct Limited<Q> {
    query: Q,
    /// ` LIMIT n`.
    limit: String,
}

/// `query.limit_written(n)`: diesel's `.limit(n)` binds `n`, and SQLite compiles a statement
/// whose `LIMIT` is a bound value again on every run, however long the connection has kept it
/// (its planner looks at the value: `sqlite3ExprIsInteger` marks the statement as expiring
/// whenever that parameter is bound). Written into the text, the statement stays compiled, one
/// per distinct `n`; the limits are constants of the code. Goes last, after `order` and
/// `select`. (The front page ran three such statements: a fifth of its samples were SQLite
/// compiling them again, issue 30.)
pub trait WrittenLimit: Sized {
    fn limit_written(self, n: i64) -> Limited<Self> {
        Limited {
            query: self,
            limit: format!(" LIMIT {n}"),
        }
    }
}

impl<Q: Query> WrittenLimit for Q {}

impl<Q, DB> QueryFragment<DB> for Limited<Q>
where
    DB: Backend,
    Q: QueryFragment<DB>,
{
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        self.query.walk_ast(out.reborrow())?;
        out.push_sql(&self.limit);
        Ok(())
    }
}

impl<Q> QueryId for Limited<Q> {
    // Kept in the cache by its text, which holds the limit.
    type QueryId = ();
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<Q: Query> Query for Limited<Q> {
    type SqlType = Q::SqlType;
}

impl<Q, Conn> RunQueryDsl<Conn> for Limited<Q> {}

/// Running a statement on an [`AnyConnection`]: these shadow diesel's [`RunQueryDsl`] methods
/// of the same names and run the statement on the database's own connection, so that its text
/// is not written out again on every run ([`crate::db::on_connection`]). On a concrete
/// connection diesel's own methods apply.
impl<'a> Sql<'a> {
    /// The statement's rows, by column name.
    pub fn load<U>(self, c: &mut AnyConnection) -> QueryResult<Vec<U>>
    where
        Self: LoadQuery<'a, SqliteConnection, U> + LoadQuery<'a, PgConnection, U>,
    {
        crate::db::on_connection!(c, |c| RunQueryDsl::load(self, c))
    }

    /// The statement's one row; `NotFound` when it has none.
    pub fn get_result<U>(self, c: &mut AnyConnection) -> QueryResult<U>
    where
        Self: LoadQuery<'a, SqliteConnection, U> + LoadQuery<'a, PgConnection, U>,
    {
        crate::db::on_connection!(c, |c| RunQueryDsl::get_result(self, c))
    }

    /// Runs the statement; how many rows it changed.
    pub fn execute(self, c: &mut AnyConnection) -> QueryResult<usize> {
        crate::db::on_connection!(c, |c| RunQueryDsl::execute(self, c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use diesel::connection::{Connection, InstrumentationEvent, SimpleConnection};
    use diesel::sqlite::SqliteConnection;
    use std::sync::{Arc, Mutex};

    /// An in-memory database with one table, counting the statements compiled into the
    /// connection's cache.
    /// (As the service's connection, so that `Sql`'s own `load` and `execute` run.)
    fn counted() -> (AnyConnection, Arc<Mutex<Vec<String>>>) {
        let mut c = SqliteConnection::establish(":memory:").unwrap();
        c.batch_execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, at TIMESTAMP)")
            .unwrap();
        let compiled = Arc::new(Mutex::new(Vec::new()));
        let seen = compiled.clone();
        c.set_instrumentation(move |e: InstrumentationEvent<'_>| {
            if let InstrumentationEvent::CacheQuery { sql, .. } = e {
                seen.lock().unwrap().push(sql.to_string());
            }
        });
        (AnyConnection::Sqlite(c), compiled)
    }

    #[derive(diesel::QueryableByName, Debug, PartialEq)]
    struct Row {
        #[diesel(sql_type = Integer)]
        id: i32,
        #[diesel(sql_type = Nullable<Text>)]
        name: Option<String>,
    }

    #[test]
    fn a_statement_is_compiled_once_and_binds_in_order() {
        let (mut c, compiled) = counted();
        for (id, name) in [(1, Some("one")), (2, None), (3, Some("three"))] {
            sql("INSERT INTO t (id, name, at) VALUES (?, ?, ?)")
                .bind(id)
                .bind(name)
                .bind(chrono::DateTime::UNIX_EPOCH.naive_utc())
                .execute(&mut c)
                .unwrap();
        }
        for n in ["uno", "tre"] {
            sql("UPDATE t SET name = ? WHERE id = ? OR id = ?")
                .bind(n)
                .bind(1)
                .bind(3)
                .execute(&mut c)
                .unwrap();
        }
        let rows: Vec<Row> = sql("SELECT id, name FROM t WHERE id >= ? ORDER BY id LIMIT 5")
            .bind(2)
            .load(&mut c)
            .unwrap();
        assert_eq!(
            rows,
            vec![
                Row { id: 2, name: None },
                Row {
                    id: 3,
                    name: Some("tre".into())
                }
            ]
        );
        // One compilation per statement text, however often it ran.
        assert_eq!(compiled.lock().unwrap().len(), 3, "{compiled:?}");
    }

    #[test]
    fn diesel_compiles_its_own_updates_on_every_run() {
        // Why this module exists: should diesel start caching its UPDATEs, it can go.
        use diesel::prelude::*;
        diesel::table! { t (id) { id -> Integer, name -> Nullable<Text>, } }
        let (mut c, compiled) = counted();
        for _ in 0..3 {
            diesel::update(t::table.filter(t::id.eq(1)))
                .set(t::name.eq(Some("x")))
                .execute(&mut c)
                .unwrap();
        }
        assert!(compiled.lock().unwrap().is_empty());
    }

    #[test]
    fn a_written_limit_is_in_the_text_and_limits() {
        use diesel::prelude::*;
        diesel::table! { t (id) { id -> Integer, name -> Nullable<Text>, } }
        let (mut c, compiled) = counted();
        for id in 1..=4 {
            sql("INSERT INTO t (id) VALUES (?)")
                .bind(id)
                .execute(&mut c)
                .unwrap();
        }
        let query = || {
            t::table
                .filter(t::id.gt(1))
                .order(t::id.desc())
                .select(t::id)
                .limit_written(2)
        };
        let text = diesel::debug_query::<diesel::sqlite::Sqlite, _>(&query()).to_string();
        assert!(text.contains("LIMIT 2 --"), "{text}");
        for _ in 0..3 {
            let ids: Vec<i32> = query().load(&mut c).unwrap();
            assert_eq!(ids, [4, 3]);
        }
        // Compiled once, and kept by its text.
        let compiled = compiled.lock().unwrap();
        assert_eq!(compiled.iter().filter(|s| s.contains("LIMIT 2")).count(), 1);
    }

    #[test]
    fn placeholders_and_values_must_agree() {
        let (mut c, _) = counted();
        let few = sql("UPDATE t SET name = ? WHERE id = ?")
            .bind("x")
            .execute(&mut c);
        assert!(few.is_err());
        let many = sql("UPDATE t SET name = ?")
            .bind("x")
            .bind(1)
            .execute(&mut c);
        assert!(many.is_err());
    }
}
