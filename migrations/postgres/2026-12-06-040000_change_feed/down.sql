DROP TRIGGER notify_account ON users;
DROP TRIGGER notify_session ON sessions;
DROP TRIGGER notify_game_gone ON games;
DROP TRIGGER notify_page_version ON games;
DROP FUNCTION notify_account();
DROP FUNCTION notify_session();
DROP FUNCTION notify_page_version();
