-- A PAM fast call no longer carries its ledger row's request hash: pam_fast_batch computes it as every
-- ledger writer does (ledger/sql/ledger_request_hash.sql).
alter type pam_fast_call drop attribute request_hash;
