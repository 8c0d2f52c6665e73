import { useState } from 'react';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import BlockIcon from '@mui/icons-material/Block';
import UndoIcon from '@mui/icons-material/Undo';
import type { ReactNode } from 'react';
import { EditButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { SportsFixtureRecord } from '../../../shared/api/office/index';
import type { FixtureState } from '../../../shared/sports/sports';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { useNameOf } from '../../common/sportsText';
import { fixtureStateColors, LeagueField, ScoreField } from './FixtureFields';
import { MarketsPanel } from './MarketsPanel';
import { ResultDialog, type ResultMode } from './ResultDialog';

/** Before its result a fixture may be moved, postponed or cancelled; once kicked off it takes a result; a result may be corrected or withdrawn. */
const MOVABLE: readonly FixtureState[] = ['scheduled', 'open', 'suspended'];
const VOIDABLE: readonly FixtureState[] = ['scheduled', 'open', 'suspended', 'closed'];
const RESULTABLE: readonly FixtureState[] = ['scheduled', 'open', 'suspended', 'closed', 'resulted', 'settled'];
/** A result in force (a score, a postponement or a cancellation) may be withdrawn: its legs then wait again. */
const WITHDRAWABLE: readonly FixtureState[] = ['resulted', 'settled', 'postponed', 'cancelled'];

function ResultActions({ fixture }: { fixture: SportsFixtureRecord }) {
  const translate = useTranslate();
  const [mode, setMode] = useState<ResultMode | null>(null);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {RESULTABLE.includes(fixture.state) && (
        <Button variant="contained" startIcon={<ScoreboardIcon />} onClick={() => setMode('resulted')}>
          {translate(fixture.resultVersion > 0 ? 'office.sports.correctResult' : 'office.sports.enterResult')}
        </Button>
      )}
      {VOIDABLE.includes(fixture.state) && (
        <>
          <Button variant="outlined" color="warning" startIcon={<EventBusyIcon />} onClick={() => setMode('postponed')}>
            {translate('office.sports.postpone')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setMode('cancelled')}>
            {translate('office.sports.cancelFixture')}
          </Button>
        </>
      )}
      {fixture.resultVersion > 0 && WITHDRAWABLE.includes(fixture.state) && (
        <Button variant="outlined" color="error" startIcon={<UndoIcon />} onClick={() => setMode('rollback')}>
          {translate('office.sports.rollbackResult')}
        </Button>
      )}
      {mode && <ResultDialog fixture={fixture} mode={mode} onClose={() => setMode(null)} />}
    </Stack>
  );
}

/** One figure of the fixture under its label. */
function Info({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(field(label))}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function FixtureDetail() {
  const fixture = useRecordContext<SportsFixtureRecord>();
  const translate = useTranslate();
  const nameOf = useNameOf();
  if (!fixture) return null;
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {nameOf(fixture.home)} vs {nameOf(fixture.away)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
            <Info label="league">
              <LeagueField />
            </Info>
            <Info label="startsAt">
              <DateTimeField source="startsAt" />
            </Info>
            <Info label="state">
              <EnumField source="state" group="sports.fixtureState" colors={fixtureStateColors} />
            </Info>
            <Info label="score">
              <ScoreField />
            </Info>
            <Info label="resultVersion">{fixture.resultVersion}</Info>
            <Info label="openSlips">{fixture.openSlips}</Info>
            <Info label="openStake">
              <MoneyField source="openStake" />
            </Info>
            <Info label="liability">
              <MoneyField source="liability" />
            </Info>
          </Box>
          <ResultActions fixture={fixture} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('office.sports.markets')}
          </Typography>
          <Divider sx={{ mb: 2 }} />
          <MarketsPanel fixture={fixture} />
        </CardContent>
      </Card>
    </Stack>
  );
}

function ShowActions() {
  const fixture = useRecordContext<SportsFixtureRecord>();
  return <TopToolbar>{fixture && MOVABLE.includes(fixture.state) && <EditButton />}</TopToolbar>;
}

/** The page title: the match in the office language. */
function FixtureTitle() {
  const fixture = useRecordContext<SportsFixtureRecord>();
  const nameOf = useNameOf();
  return <>{fixture ? `${nameOf(fixture.home)} vs ${nameOf(fixture.away)}` : ''}</>;
}

/** One fixture: its result and the actions on it, then its markets with odds, suspension and liability. */
export function FixtureShow() {
  return (
    <Show actions={<ShowActions />} component="div" title={<FixtureTitle />}>
      <FixtureDetail />
    </Show>
  );
}
