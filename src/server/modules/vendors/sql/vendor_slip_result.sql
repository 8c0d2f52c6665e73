-- §9: the vendor decides a round's payout, and the round's slip takes its result from it: more than
-- the stake WIN, equal TIE, less LOSE. The one home of that rule: vendor_slips_settle writes it on
-- the slip, pam_fast_batch weighs it to know which closing slips a partner may insure.
create or replace function vendor_slip_result(p_stake bigint, p_payout bigint) returns text
language sql immutable as $$
  select case when p_payout > p_stake then 'WIN' when p_payout = p_stake then 'TIE' else 'LOSE' end
$$;
