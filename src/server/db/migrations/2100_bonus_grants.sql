-- Grants and their end (docs/domains/bonuses.md).
--
-- The deposit form names the bonus program the member chose, or none: the deposit's approval
-- grants it (first deposit of the day, every deposit, a time window).
alter table cash_requests add column bonus_program_id bigint references bonus_programs(id);

-- What a forfeit or an expiry took back of a grant's unplayed part (never more than the balance held).
alter table wagering_requirements add column taken_back bigint not null default 0;

-- The expiry job looks for active requirements past their time.
create index wagering_requirements_expiry_idx on wagering_requirements (expires_at) where state = 'active';
