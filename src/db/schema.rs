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
        email -> Nullable<Text>,
        email_key -> Nullable<Text>,
        email_verified_at -> Nullable<Timestamp>,
        notify_moves -> Text,
        notify_summaries -> Bool,
        notify_reminders -> Bool,
        digest_hour -> Integer,
        unsubscribe_token -> Text,
        name_skeleton -> Nullable<Text>,
        language -> Text,
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
        deadline_at -> Nullable<Timestamp>,
        deadline_seq -> Integer,
        reminders_sent -> Text,
        paused_at -> Nullable<Timestamp>,
        paused_remaining_secs -> Nullable<BigInt>,
        extended_hours_total -> Integer,
        extended_hours_step -> Integer,
        extended_step_seq -> Integer,
        start_rule -> Text,
    }
}

diesel::table! {
    submission_faults (id) {
        id -> Integer,
        game_id -> Integer,
        house -> Text,
        user_id -> Nullable<Integer>,
        seq -> Integer,
        what -> Text,
        at -> Timestamp,
    }
}

diesel::table! {
    seats (id) {
        id -> Integer,
        game_id -> Integer,
        house -> Nullable<Text>,
        user_id -> Integer,
        joined_at -> Timestamp,
        mail -> Text,
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
        by_deadline -> Bool,
        origin -> Text,
    }
}

diesel::table! {
    missed_deadlines (id) {
        id -> Integer,
        game_id -> Integer,
        house -> Text,
        user_id -> Nullable<Integer>,
        round -> Integer,
        phase -> Text,
        seq -> Integer,
        at -> Timestamp,
    }
}

diesel::table! {
    email_tokens (id) {
        id -> Integer,
        user_id -> Integer,
        purpose -> Text,
        token_hash -> Text,
        email -> Text,
        created_at -> Timestamp,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    outbox (id) {
        id -> Integer,
        user_id -> Nullable<Integer>,
        game_id -> Nullable<Integer>,
        to_address -> Text,
        kind -> Text,
        dedupe_key -> Nullable<Text>,
        subject -> Text,
        body_text -> Text,
        body_html -> Text,
        unsubscribe_url -> Nullable<Text>,
        status -> Text,
        created_at -> Timestamp,
        due_at -> Timestamp,
        attempts -> Integer,
        last_error -> Nullable<Text>,
        claimed_by -> Nullable<Text>,
        claimed_until -> Nullable<Timestamp>,
        sent_at -> Nullable<Timestamp>,
        reply_to -> Nullable<Text>,
        channel -> Text,
        bounce_token -> Nullable<Text>,
        in_reply_to -> Nullable<Text>,
        note -> Nullable<Text>,
    }
}

diesel::table! {
    login_devices (id) {
        id -> Integer,
        user_id -> Integer,
        token_hash -> Text,
        created_at -> Timestamp,
        last_used_at -> Timestamp,
    }
}

diesel::table! {
    time_banks (game_id, house) {
        game_id -> Integer,
        house -> Text,
        remaining_secs -> BigInt,
        asked_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    reminder_due (game_id) {
        game_id -> Integer,
        next_at -> Timestamp,
    }
}

diesel::table! {
    game_press (game_id) {
        game_id -> Integer,
        rule -> Text,
        reveal_at_end -> Bool,
        spectators_read -> Bool,
    }
}

diesel::table! {
    conversations (id) {
        id -> Integer,
        game_id -> Integer,
        houses -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    ravens (id) {
        id -> Integer,
        conversation_id -> Integer,
        game_id -> Integer,
        house -> Text,
        user_id -> Integer,
        body -> Text,
        created_at -> Timestamp,
        round -> Integer,
        phase -> Text,
        via -> Text,
    }
}

diesel::table! {
    raven_readers (id) {
        id -> Integer,
        conversation_id -> Integer,
        user_id -> Integer,
        last_read_id -> Integer,
        muted -> Bool,
        mailed_upto -> Integer,
        pending_outbox_id -> Nullable<Integer>,
        pending_base -> Integer,
    }
}

diesel::table! {
    notes (id) {
        id -> Integer,
        game_id -> Integer,
        user_id -> Integer,
        body -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    reply_tokens (id) {
        id -> Integer,
        token_hash -> Text,
        user_id -> Integer,
        game_id -> Integer,
        house -> Text,
        purpose -> Text,
        conversation_id -> Nullable<Integer>,
        created_at -> Timestamp,
        revoked_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    inbound_mails (id) {
        id -> Integer,
        received_at -> Timestamp,
        message_id -> Text,
        sender_key -> Text,
        outcome -> Text,
        token_id -> Nullable<Integer>,
        client_address -> Nullable<Text>,
    }
}

diesel::table! {
    mail_bounces (id) {
        id -> Integer,
        address -> Text,
        outbox_id -> Integer,
        status -> Text,
        received_at -> Timestamp,
        cleared_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    api_tokens (id) {
        id -> Integer,
        user_id -> Integer,
        name -> Text,
        token_hash -> Text,
        created_at -> Timestamp,
        last_used_at -> Nullable<Timestamp>,
        revoked_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    webhooks (id) {
        id -> Integer,
        user_id -> Integer,
        game_id -> Nullable<Integer>,
        url -> Text,
        format -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    calendar_feeds (user_id) {
        user_id -> Integer,
        token_hash -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    push_subscriptions (id) {
        id -> Integer,
        user_id -> Integer,
        endpoint -> Text,
        p256dh -> Text,
        auth -> Text,
        created_at -> Timestamp,
    }
}

diesel::joinable!(ravens -> conversations (conversation_id));
diesel::joinable!(ravens -> users (user_id));
diesel::joinable!(raven_readers -> conversations (conversation_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(login_devices -> users (user_id));
diesel::joinable!(seats -> games (game_id));
diesel::joinable!(seats -> users (user_id));
diesel::joinable!(inputs -> games (game_id));
diesel::joinable!(games -> users (creator_id));
diesel::joinable!(missed_deadlines -> games (game_id));
diesel::joinable!(submission_faults -> games (game_id));
diesel::joinable!(email_tokens -> users (user_id));

diesel::allow_tables_to_appear_in_same_query!(
    users,
    sessions,
    login_failures,
    games,
    seats,
    inputs,
    missed_deadlines,
    email_tokens,
    outbox,
    login_devices,
    submission_faults,
    game_press,
    reminder_due,
    time_banks,
    conversations,
    ravens,
    raven_readers,
    notes,
    reply_tokens,
    inbound_mails,
    api_tokens,
    webhooks,
    calendar_feeds,
    push_subscriptions
);

// Issue 13, when a player vanishes (migration `2026-11-25-000004_seats`). These tables are
// queried on their own, never joined, so they stay out of the list above.

diesel::table! {
    seat_rules (game_id) {
        game_id -> Integer,
        civil_disorder_after -> Integer,
        clock_rule -> Text,
        min_reliability -> Integer,
        disorder_player -> Text,
    }
}

diesel::table! {
    vacancies (id) {
        id -> Integer,
        game_id -> Integer,
        house -> Text,
        user_id -> Nullable<Integer>,
        reason -> Text,
        opened_at -> Timestamp,
        opened_seq -> Integer,
        closed_at -> Nullable<Timestamp>,
        closed_how -> Nullable<Text>,
        taken_by -> Nullable<Integer>,
    }
}

diesel::table! {
    votes (id) {
        id -> Integer,
        game_id -> Integer,
        kind -> Text,
        house -> Nullable<Text>,
        hours -> Nullable<Integer>,
        setting -> Nullable<Text>,
        called_by -> Nullable<Integer>,
        called_house -> Text,
        called_at -> Timestamp,
        expires_at -> Timestamp,
        status -> Text,
        decided_at -> Nullable<Timestamp>,
        until_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    ballots (id) {
        id -> Integer,
        vote_id -> Integer,
        house -> Text,
        user_id -> Nullable<Integer>,
        yes -> Bool,
        at -> Timestamp,
    }
}

diesel::table! {
    absences (id) {
        id -> Integer,
        game_id -> Integer,
        house -> Text,
        user_id -> Integer,
        starts_at -> Timestamp,
        ends_at -> Timestamp,
        sitter_id -> Nullable<Integer>,
        created_at -> Timestamp,
        begun_told_at -> Nullable<Timestamp>,
        ended_told_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    turns (id) {
        id -> Integer,
        game_id -> Integer,
        house -> Text,
        user_id -> Nullable<Integer>,
        asked_at -> Timestamp,
        answered_at -> Nullable<Timestamp>,
        answered -> Nullable<Text>,
    }
}

// Issue 24, one reply, one effect (migration `2026-11-27-000300_reply_requests`): queried on
// their own, never joined.

diesel::table! {
    reply_requests (token_id) {
        token_id -> Integer,
        request_key -> Text,
        template -> Text,
    }
}

diesel::table! {
    inbound_seen (key) {
        key -> Text,
        seen_at -> Timestamp,
    }
}

diesel::table! {
    plans (id) {
        id -> Integer,
        game_id -> Integer,
        house -> Text,
        round -> Integer,
        kind -> Text,
        entry_key -> Text,
        entry -> Text,
        status -> Text,
        dropped -> Nullable<Text>,
        updated_at -> Timestamp,
    }
}

// Issue 28 (migration `2026-11-28-140000_computer_stand_ins`): players who let the computer
// answer for them when they miss a deadline. Queried on its own, never joined.
diesel::table! {
    computer_stand_ins (game_id, user_id) {
        game_id -> Integer,
        user_id -> Integer,
    }
}

// Issue 30 (migration `2026-11-29-150000_game_snapshots`): each game's replay at the start of
// its latest round (`service::snapshot`). Queried on its own, never joined.
diesel::table! {
    game_snapshots (game_id) {
        game_id -> Integer,
        log_len -> Integer,
        version -> Text,
        replay -> Text,
    }
}

// Issue 32, public play (migration `2026-11-29-160000_ratings`): a game's rated and minimum
// rating options, and each player's rating per edition (joined to `users` for the leaderboard).

diesel::table! {
    game_public (game_id) {
        game_id -> Integer,
        rated -> Bool,
        min_rating -> Integer,
        rated_at -> Nullable<Timestamp>,
        faceless -> Bool,
    }
}

diesel::table! {
    ratings (user_id, edition) {
        user_id -> Integer,
        edition -> Text,
        mu -> Double,
        sigma -> Double,
        games -> Integer,
        updated_at -> Timestamp,
    }
}

diesel::joinable!(ratings -> users (user_id));
diesel::joinable!(game_public -> games (game_id));
diesel::allow_tables_to_appear_in_same_query!(ratings, users);
// A move's one statement of the seats says which houses have answers filed ahead (a subquery of
// `plans` beside the seats and their players: `queries::moves::seats_with_users`).
diesel::allow_tables_to_appear_in_same_query!(plans, seats);
diesel::allow_tables_to_appear_in_same_query!(plans, users);
diesel::allow_tables_to_appear_in_same_query!(game_public, games);
// A move's one statement of the seats says whether the game has open vacancies or absences
// (`queries::moves::seats_with_users`).
diesel::allow_tables_to_appear_in_same_query!(vacancies, seats);
diesel::allow_tables_to_appear_in_same_query!(vacancies, users);
diesel::allow_tables_to_appear_in_same_query!(absences, seats);
diesel::allow_tables_to_appear_in_same_query!(absences, users);
// A game page's one statement of the seats says whose player lets the computer stand in for
// them (`queries::seats_of_with_stand_ins_and_plans`).
diesel::allow_tables_to_appear_in_same_query!(computer_stand_ins, seats);
diesel::allow_tables_to_appear_in_same_query!(computer_stand_ins, users);

// Issue 32, tables that fill (migration `2026-12-05-330000_matchmaking`): each player's request
// to be seated in the next game that matches.

diesel::table! {
    seat_requests (user_id) {
        user_id -> Integer,
        edition -> Text,
        players -> Integer,
        pace -> Text,
        rated -> Bool,
        asked_at -> Timestamp,
    }
}

diesel::joinable!(seat_requests -> users (user_id));
diesel::allow_tables_to_appear_in_same_query!(seat_requests, users);

diesel::table! {
    stale_lobbies_told (game_id) {
        game_id -> Integer,
        told_at -> Timestamp,
    }
}

diesel::joinable!(stale_lobbies_told -> games (game_id));
diesel::allow_tables_to_appear_in_same_query!(stale_lobbies_told, games);
// Public play (issue 32): moderation (migration `2026-12-05-320000_moderation`). Queried on
// their own, never joined.
diesel::table! {
    moderators (user_id) {
        user_id -> Integer,
        added_at -> Timestamp,
    }
}

diesel::table! {
    reports (id) {
        id -> Integer,
        reporter_id -> Integer,
        subject -> Text,
        raven_id -> Nullable<Integer>,
        game_id -> Nullable<Integer>,
        user_id -> Nullable<Integer>,
        reason -> Text,
        created_at -> Timestamp,
        closed_at -> Nullable<Timestamp>,
        closed_by -> Nullable<Integer>,
    }
}

diesel::table! {
    moderation_log (id) {
        id -> Integer,
        moderator_id -> Nullable<Integer>,
        action -> Text,
        user_id -> Nullable<Integer>,
        game_id -> Nullable<Integer>,
        raven_id -> Nullable<Integer>,
        detail -> Text,
        reason -> Text,
        at -> Timestamp,
    }
}

diesel::table! {
    hidden_ravens (raven_id) {
        raven_id -> Integer,
        hidden_by -> Nullable<Integer>,
        hidden_at -> Timestamp,
    }
}

diesel::table! {
    sanctions (user_id) {
        user_id -> Integer,
        kind -> Text,
        since -> Timestamp,
        until -> Nullable<Timestamp>,
    }
}

diesel::table! {
    mutes (user_id, muted_id) {
        user_id -> Integer,
        muted_id -> Integer,
        created_at -> Timestamp,
    }
}

diesel::table! {
    sightings (user_id, kind, value_hash) {
        user_id -> Integer,
        kind -> Text,
        value_hash -> Text,
        first_seen_at -> Timestamp,
        last_seen_at -> Timestamp,
    }
}

diesel::allow_tables_to_appear_in_same_query!(hidden_ravens, ravens);
