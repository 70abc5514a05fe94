DROP TABLE inputs;
DROP TABLE seats;
DROP TABLE games;
DROP TABLE login_failures;
DROP TABLE sessions;
DROP TABLE users;
