import { Chip } from '@mui/material';
import { SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { useOfficeFormat } from '../../common/format';
import type { SportsFixtureRecord } from '../../../shared/api/office/index';
import { sportNameKey, VOID_STATES } from '../../../shared/sports/sports';
import { useNameOf } from '../../common/sportsText';

/** Field components of a fixture record, each with a `label` react-admin's Datagrid reads. */
interface Labelled {
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/** "Home vs Away" in the office language. */
export function MatchField(_props: Labelled) {
  const record = useRecordContext<SportsFixtureRecord>();
  const nameOf = useNameOf();
  if (!record) return null;
  return (
    <span>
      {nameOf(record.home)} <span style={{ opacity: 0.6 }}>vs</span> {nameOf(record.away)}
    </span>
  );
}

/** The league, with its sport. */
export function LeagueField(_props: Labelled) {
  const record = useRecordContext<SportsFixtureRecord>();
  const nameOf = useNameOf();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {translate(sportNameKey(record.sport))} · {nameOf(record.league)}
    </span>
  );
}

/** The score (half-time in brackets), the state where a void fixture has none, or '-'. */
export function ScoreField(_props: Labelled) {
  const record = useRecordContext<SportsFixtureRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (VOID_STATES.includes(record.state)) return <>{translate(`office.sports.fixtureState.${record.state}`)}</>;
  if (!record.score) return <>-</>;
  const { home, away, htHome, htAway } = record.score;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {home} : {away}
      {htHome != null && htAway != null ? ` (${htHome} : ${htAway})` : ''}
    </span>
  );
}

/** A market's state as a chip's colour, wherever staff see markets. */
export const marketStateColors = {
  open: 'success',
  suspended: 'warning',
  closed: 'info',
  settled: 'default',
  void: 'error',
} as const;

export const fixtureStateColors = {
  scheduled: 'default',
  open: 'success',
  suspended: 'warning',
  live: 'success',
  closed: 'info',
  resulted: 'info',
  settled: 'default',
  postponed: 'error',
  cancelled: 'error',
} as const;

/** A phone's fixture list: the match, then league and kick-off, then state, score and liability. */
export function FixtureSimpleList({ showLiability = false }: { showLiability?: boolean }) {
  const nameOf = useNameOf();
  const translate = useTranslate();
  const { dateTime, money } = useOfficeFormat();
  return (
    <SimpleList<SportsFixtureRecord>
      linkType="show"
      resource="admin/sportsFixtures"
      primaryText={(r) => `${nameOf(r.home)} vs ${nameOf(r.away)}`}
      secondaryText={(r) => `${translate(sportNameKey(r.sport))} · ${nameOf(r.league)} · ${dateTime(r.startsAt)}`}
      tertiaryText={(r) =>
        showLiability ? (
          `${translate('office.fields.liability')} ${money(r.liability)}`
        ) : (
          <Chip
            size="small"
            color={fixtureStateColors[r.state]}
            label={translate(`office.sports.fixtureState.${r.state}`)}
          />
        )
      }
    />
  );
}
