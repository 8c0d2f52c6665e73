-- Slips that arrive together are placed by one statement and one commit (the statements and
-- commits of a busy round, not the work of a slip, were what the database spent its time on).
-- Each call runs minigame_fast_bet in a block of its own: one that must be judged in full is
-- answered `fallback` and leaves no trace, the others stand. The caller orders the calls by
-- member id, so two batches lock members in one order.
create function minigame_fast_bet_batch(
  p_calls jsonb, p_group text, p_vendor text, p_vendor_account text, p_ledger_kind text
) returns table (call_no int, fallback boolean, bet_id bigint, txn_id bigint, cash_after bigint, point bigint, round_no int) language plpgsql as $$
#variable_conflict use_column
declare
  c jsonb;
  r record;
  n int := 0;
begin
  for c in select value from jsonb_array_elements(p_calls) loop
    n := n + 1;
    begin
      for r in
        select * from minigame_fast_bet(c->>'site', (c->>'member')::bigint, p_group, p_vendor, c->>'game', c->>'round', (c->>'now')::timestamptz,
          (c->>'oneBetPerMarket')::boolean, (c->>'noHedge')::boolean,
          case when jsonb_typeof(c->'keys') = 'array' then array(select jsonb_array_elements_text(c->'keys')) end,
          array(select jsonb_array_elements_text(c->'markets')), array(select jsonb_array_elements_text(c->'picks')),
          array(select jsonb_array_elements_text(c->'odds'))::int[], array(select jsonb_array_elements_text(c->'amounts'))::bigint[],
          array(select jsonb_array_elements_text(c->'payouts'))::bigint[],
          p_vendor_account, p_ledger_kind, array(select jsonb_array_elements_text(c->'hashes')))
      loop
        call_no := n; fallback := false; bet_id := r.bet_id; txn_id := r.txn_id; cash_after := r.cash_after; point := r.point; round_no := r.round_no;
        return next;
      end loop;
    exception when sqlstate 'PF001' or unique_violation then
      call_no := n; fallback := true; bet_id := null; txn_id := null; cash_after := null; point := null; round_no := null;
      return next;
    end;
  end loop;
end $$;
