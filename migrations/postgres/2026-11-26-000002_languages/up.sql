-- Issue 15: the language an account reads pages (and, later, mails) in: a code of
-- `i18n::Lang` ("en", "ro", "pt", "cs", "it"). Accounts made before it read English.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
