import { useState } from 'react';
import { Box, Button, ButtonBase, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ESPORTS_BETS,
  ESPORTS_ODDS_X100,
  ESPORTS_TEAMS,
  matchScore,
  type EsportsBet,
  type MatchOutcome,
} from '../../rules/esportsMatch';
import { CHIPS } from '../../rules/stakes';
import type { TableView } from '../api';
import type { GameProps } from '../GameApp';
import { won } from '../money';
import { StakePicker } from './StakePicker';
import { useSleep } from './useSleep';

const teamName = (i: number | undefined): string => ESPORTS_TEAMS[i ?? 0] ?? '';

function TeamBadge({ name, colour }: { name: string; colour: string }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <svg viewBox="0 0 80 80" width="64" height="64" aria-hidden="true">
        <circle cx="40" cy="40" r="34" fill="#0f172a" stroke={colour} strokeWidth="6" />
        <text x="40" y="52" textAnchor="middle" fontSize="34" fontWeight="900" fill={colour}>
          {name[0]}
        </text>
      </svg>
      <Typography sx={{ fontWeight: 900 }}>{name}</Typography>
    </Stack>
  );
}

export function EsportsGame({ session, lang, play, settle }: GameProps) {
  const { t } = useTranslation();
  const sleep = useSleep();
  const [stake, setStake] = useState<number>(CHIPS[0]);
  const [pick, setPick] = useState<EsportsBet>('MATCH_HOME');
  const [table, setTable] = useState<TableView>(session.table);
  const [match, setMatch] = useState<MatchOutcome | null>(null);
  const [maps, setMaps] = useState(0);
  const [busy, setBusy] = useState(false);
  const [win, setWin] = useState<number | null>(null);
  const teams = match ?? table.teams;

  const onPlay = async () => {
    setBusy(true);
    setWin(null);
    setMatch(null);
    setMaps(0);
    const answer = await play([{ code: pick, amount: stake }]);
    if (answer && answer.outcome.game === 'demo-esports-match') {
      setMatch(answer.outcome.match);
      for (let m = 1; m <= answer.outcome.match.maps.length; m++) {
        await sleep(1200);
        setMaps(m);
      }
      setWin(answer.payout);
      settle(answer);
      await sleep(2500);
      setTable(answer.table);
    }
    setBusy(false);
  };

  const score = match ? matchScore({ ...match, maps: match.maps.slice(0, maps) }) : [0, 0];
  return (
    <Stack sx={{ flexGrow: 1, p: { xs: 1, sm: 2 }, gap: 1.5, background: 'linear-gradient(135deg, #0b1a3a, #1e0b3a)' }}>
      <Stack
        direction="row"
        spacing={3}
        data-testid="demo-match"
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <TeamBadge name={teamName(teams?.home)} colour="#60a5fa" />
        <Typography variant="h3" sx={{ fontWeight: 900 }} data-testid="demo-score">
          {match ? `${score[0]} : ${score[1]}` : t('vendorDemo.esports.vs')}
        </Typography>
        <TeamBadge name={teamName(teams?.away)} colour="#f87171" />
      </Stack>
      <Stack spacing={0.5} sx={{ alignItems: 'center', minHeight: 84 }}>
        {match?.maps.slice(0, maps).map((m, i) => (
          <Typography key={i} variant="body2">
            {t('vendorDemo.esports.map', { n: i + 1 })}: {m.home} - {m.away}
          </Typography>
        ))}
      </Stack>
      <Typography variant="h6" sx={{ textAlign: 'center', fontWeight: 900, minHeight: 32 }} data-testid="demo-result">
        {win === null ? '' : win > 0 ? t('vendorDemo.win', { amount: won(win, lang) }) : t('vendorDemo.noWin')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(6, 1fr)' }, gap: 1 }}>
        {ESPORTS_BETS.map((b) => (
          <ButtonBase
            key={b}
            disabled={busy}
            onClick={() => setPick(b)}
            data-testid={`demo-market-${b.toLowerCase()}`}
            sx={{
              flexDirection: 'column',
              p: 1,
              borderRadius: 2,
              bgcolor: pick === b ? 'rgba(242,201,76,0.25)' : 'rgba(255,255,255,0.06)',
              border: `2px solid ${pick === b ? '#f2c94c' : 'transparent'}`,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 800 }}>
              {t(`vendorDemo.esports.bet.${b}`, { home: teamName(teams?.home), away: teamName(teams?.away) })}
            </Typography>
            <Typography variant="body2">{(ESPORTS_ODDS_X100[b] / 100).toFixed(2)}</Typography>
          </ButtonBase>
        ))}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <StakePicker stakes={CHIPS} value={stake} onChange={setStake} lang={lang} disabled={busy} />
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => void onPlay()}
          data-testid="demo-match-start"
        >
          {t('vendorDemo.esports.play')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('vendorDemo.esports.rules')}
      </Typography>
    </Stack>
  );
}
