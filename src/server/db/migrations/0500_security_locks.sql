-- Guess counters and locks kept with the account they protect, so every node counts the same
-- guesses and a restart forgives none (docs/architecture/security.md#lockouts-and-how-each-lifts).
-- Withdrawal PIN and partner gate password: wrong guesses in a row; the lock time once 5 are reached.
alter table members add column pin_wrong_count integer not null default 0;
alter table members add column pin_locked_at timestamptz;
alter table members add column gate_wrong_count integer not null default 0;
alter table members add column gate_locked_at timestamptz;
-- §9 lock after 8 wrong login passwords: when it locked (for the site's timed unlock) and whether the
-- owner has yet been told of the wrong passwords at its next successful login.
alter table members add column locked_at timestamptz;
alter table members add column lock_notice_count integer not null default 0;
alter table members add column lock_notice_at timestamptz;
-- Staff sign-in: the last TOTP time step accepted (a code is good once), wrong sign-ins in a row and
-- the time before which the next sign-in is refused (backoff).
alter table staff add column totp_last_step bigint;
alter table staff add column wrong_password_count integer not null default 0;
alter table staff add column locked_until timestamptz;
