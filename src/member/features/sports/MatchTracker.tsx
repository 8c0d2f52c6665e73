import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography } from '@mui/material';
import Scoreboard from '@mui/icons-material/Scoreboard';
import Flag from '@mui/icons-material/Flag';
import type { SportsIncident } from '../../../shared/api/sports';
import { incidentLabel } from './labels';
import { formatClock } from '../../../shared/sports/live';

const CARD_COLOR = { yellow_card: '#f5c518', red_card: '#e53935' } as const;

function IncidentMark({ kind }: { kind: SportsIncident['kind'] }) {
  if (kind === 'yellow_card' || kind === 'red_card')
    return <Box sx={{ width: 12, height: 16, borderRadius: 0.5, bgcolor: CARD_COLOR[kind], mx: 0.5 }} />;
  if (kind === 'goal' || kind === 'point') return <Scoreboard sx={{ fontSize: 20, color: 'primary.main' }} />;
  return <Flag sx={{ fontSize: 20, color: 'text.secondary' }} />;
}

/**
 * The match tracker: the match's incidents, the latest first, each with its clock (in a timed
 * sport), what happened in words, the side's team and the score after it (docs/domains/sportsbook.md#member-pages).
 */
export function MatchTracker({
  incidents,
  teams,
  clock,
}: {
  incidents: readonly SportsIncident[];
  teams: { home: string; away: string };
  /** The sport reads a match clock (showsClock): else the rows go without it. */
  clock: boolean;
}) {
  const { t } = useTranslation();
  if (incidents.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }} data-testid="tracker-empty">
        {t('front.sports.live.noIncidents')}
      </Typography>
    );
  return (
    <Stack component="ol" spacing={0} data-testid="tracker" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {[...incidents].reverse().map((incident) => {
        const scoring = incident.side !== null && incident.kind !== 'yellow_card' && incident.kind !== 'red_card';
        return (
          <Box
            component="li"
            key={incident.seq}
            data-testid="incident"
            data-kind={incident.kind}
            sx={{
              display: 'grid',
              gridTemplateColumns: clock ? '52px 28px minmax(0, 1fr) auto' : '28px minmax(0, 1fr) auto',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {clock && (
              <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {incident.clockS === null ? '' : formatClock(incident.clockS)}
              </Typography>
            )}
            <IncidentMark kind={incident.kind} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: scoring ? 800 : 600, fontSize: 14 }}>
                {incidentLabel(t, incident)}
              </Typography>
              {incident.side && (
                <Typography variant="caption" color="text.secondary">
                  {teams[incident.side]}
                </Typography>
              )}
            </Box>
            <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
              {scoring && incident.score ? `${incident.score.home} : ${incident.score.away}` : ''}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
