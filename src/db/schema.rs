//! The tables, written by hand for both backends (`migrations/sqlite` and `migrations/postgres`
//! create the same columns with the same types).

diesel::table! {
    users (id) {
        id -> Integer,
        name -> Text,
        name_key -> Text,
        password_hash -> Text,
        time_zone -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    sessions (id) {
        id -> Integer,
        token_hash -> Text,
        user_id -> Integer,
        csrf -> Text,
        created_at -> Timestamp,
        last_seen_at -> Timestamp,
    }
}

diesel::table! {
    login_failures (id) {
        id -> Integer,
        key -> Text,
        at -> Timestamp,
    }
}

diesel::table! {
    games (id) {
        id -> Integer,
        name -> Text,
        players -> Integer,
        options -> Text,
        engine_version -> Text,
        seed -> BigInt,
        status -> Text,
        creator_id -> Integer,
        visibility -> Text,
        invite_token -> Text,
        seating -> Text,
        deadlines -> Text,
        created_at -> Timestamp,
        started_at -> Nullable<Timestamp>,
        updated_at -> Timestamp,
        log_len -> Integer,
        round -> Integer,
        phase -> Text,
        awaiting -> Text,
        awaiting_since -> Nullable<Timestamp>,
        winner -> Nullable<Text>,
    }
}

diesel::table! {
    seats (id) {
        id -> Integer,
        game_id -> Integer,
        house -> Nullable<Text>,
        user_id -> Integer,
        joined_at -> Timestamp,
    }
}

diesel::table! {
    inputs (id) {
        id -> Integer,
        game_id -> Integer,
        seq -> Integer,
        house -> Text,
        user_id -> Nullable<Integer>,
        payload -> Text,
        created_at -> Timestamp,
    }
}

diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(seats -> games (game_id));
diesel::joinable!(seats -> users (user_id));
diesel::joinable!(inputs -> games (game_id));
diesel::joinable!(games -> users (creator_id));

diesel::allow_tables_to_appear_in_same_query!(
    users,
    sessions,
    login_failures,
    games,
    seats,
    inputs
);
