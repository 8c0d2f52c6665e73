import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OfficeBetRecord } from '../../../shared/api/office/index';
import type { BetLeg } from '../../../shared/api/bets';
import { sportNameKey, VOID_STATES } from '../../../shared/sports/sports';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { formatOdds, useMarketName, useNameOf, usePickName } from '../../common/sportsText';
import { refusalMessageKey } from '../../../shared/sports/acceptance';

const HEADS = ['legNo', 'startsAt', 'league', 'match', 'market', 'pick', 'odds', 'score', 'outcome'] as const;

/** A fixture's result as staff read it: the score (half-time in brackets), or why there is none. */
function ResultCell({ leg }: { leg: BetLeg }) {
  const translate = useTranslate();
  const fixture = leg.sports;
  if (!fixture) return <>-</>;
  if (VOID_STATES.includes(fixture.state)) return <>{translate(`office.sports.fixtureState.${fixture.state}`)}</>;
  if (!fixture.score) return <>-</>;
  const { home, away, htHome, htAway } = fixture.score;
  return (
    <>
      {home} : {away}
      {htHome != null && htAway != null ? ` (${htHome} : ${htAway})` : ''}
    </>
  );
}

/**
 * The legs of a sports slip in words (§3 sports bet: league, home, away, market, pick, line, odds,
 * score, result) with the slip's §9 folder bonus and what it pays if every leg wins.
 */
export function SportsLegs({ record }: { record: OfficeBetRecord }) {
  const translate = useTranslate();
  const { money, dateTime } = useOfficeFormat();
  const nameOf = useNameOf();
  const marketName = useMarketName();
  const pickName = usePickName();
  const bonus = record.folderBonus ?? 100;
  return (
    <Table size="small" aria-label={translate(field('legs'))}>
      <TableHead>
        <TableRow>
          {HEADS.map((h) => (
            <TableCell key={h}>{translate(field(h))}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {record.legs.map((leg) => {
          const fixture = leg.sports;
          const teams = fixture ? { home: nameOf(fixture.home), away: nameOf(fixture.away) } : undefined;
          return (
            <TableRow key={leg.legNo}>
              <TableCell>{leg.legNo}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{fixture ? dateTime(fixture.startsAt) : '-'}</TableCell>
              <TableCell>
                {fixture ? `${translate(sportNameKey(fixture.sport))} · ${nameOf(fixture.league)}` : '-'}
              </TableCell>
              <TableCell>{teams ? `${teams.home} vs ${teams.away}` : (leg.eventRef ?? '-')}</TableCell>
              <TableCell>{marketName(fixture?.marketType ?? leg.market, leg.line)}</TableCell>
              <TableCell>{pickName(leg.pick, teams)}</TableCell>
              <TableCell>{formatOdds(leg.odds)}</TableCell>
              <TableCell>
                <ResultCell leg={leg} />
              </TableCell>
              <TableCell>{translate(`office.legOutcome.${leg.outcome}`)}</TableCell>
            </TableRow>
          );
        })}
        <TableRow>
          <TableCell colSpan={HEADS.length}>
            {translate(field('folderBonus'))}:{' '}
            {bonus > 100 ? `× ${formatOdds(bonus)}` : translate('office.sports.noBonus')} ·{' '}
            {translate(field('potentialPayout'))}: {money(record.potentialPayout)}
            {record.refusedReason && ` · ${translate(refusalMessageKey(record.refusedReason))}`}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
