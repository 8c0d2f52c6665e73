-- A ledger transaction's request hash, what a later posting of its key is compared with (the same
-- postings are a replay, others E004): sha256 of the JSON text [kind, [[account, amount], …]], each
-- account named by ledger_ref.sql, in the postings' order. The one place it is computed: every
-- writer of ledger_transactions calls it (ledger/service.ts through repo.ts, fast_bet_place.sql,
-- pam_fast_batch.sql), so a replay compares equal whichever path wrote the row.
create or replace function ledger_request_hash(p_kind text, p_refs text[], p_amounts bigint[]) returns text language plpgsql immutable as $$
declare
  v_lines text := '';
  i int;
begin
  for i in 1 .. cardinality(p_refs) loop
    v_lines := v_lines || case when i > 1 then ',' else '' end || '[' || to_json(p_refs[i])::text || ',' || p_amounts[i] || ']';
  end loop;
  return encode(sha256(convert_to('[' || to_json(p_kind)::text || ',[' || v_lines || ']]', 'UTF8')), 'hex');
end $$;
