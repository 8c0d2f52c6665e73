-- The start of the site-time hour holding `at` (docs/domains/reports.md#roll-ups): what a roll-up
-- row is keyed by, so an hour never straddles two site days whatever the offset.
create or replace function report_site_hour(at timestamptz, tz_minutes int) returns timestamptz
language sql immutable parallel safe as $$
  select (date_trunc('hour', (at at time zone 'UTC') + tz_minutes * interval '1 minute')
    - tz_minutes * interval '1 minute') at time zone 'UTC'
$$;
