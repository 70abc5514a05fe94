DROP TRIGGER notify_mail ON outbox;
DROP FUNCTION notify_mail();
