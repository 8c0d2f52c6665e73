-- The main page's tickers read approved deposits and withdrawals by processing time (§2 today's and
-- weekly best withdrawals, latest approved cash-in / cash-out): a partial index keeps them cheap.
create index cash_requests_done_idx on cash_requests (site_id, kind, processed_at desc) where status = 1;
