import { useTranslation } from 'react-i18next';
import { Box, Stack, Typography } from '@mui/material';
import type { SportsFixture, SportsLeague, SportsMarket } from '../../../shared/api/sports';
import { FixtureCard } from './FixtureCard';
import { localName, sportLabel } from './labels';

interface FixtureListProps {
  /** In the order shown; each league's run of fixtures goes under its name. */
  fixtures: readonly SportsFixture[];
  leagues: readonly SportsLeague[];
  picked: ReadonlyMap<number, string>;
  onPick(fixture: SportsFixture, market: SportsMarket, pick: SportsMarket['odds'][number]): void;
  /** Fixtures in play link to their match page. */
  matchPath?: (fixtureId: number) => string;
}

/** Fixtures under their sport and league (the board and the live list). */
export function FixtureList({ fixtures, leagues, picked, onPick, matchPath }: FixtureListProps) {
  const { t, i18n } = useTranslation();
  const groups = new Map<number, SportsFixture[]>();
  for (const f of fixtures) groups.set(f.leagueId, [...(groups.get(f.leagueId) ?? []), f]);
  return (
    <>
      {[...groups.entries()].map(([id, list]) => {
        const league = leagues.find((l) => l.leagueId === id);
        return (
          <Box key={id}>
            <Typography sx={{ fontWeight: 800, mb: 0.75, color: 'primary.main' }}>
              {league ? `${sportLabel(t, league.sport)} · ${localName(league.names, i18n.language)}` : ''}
            </Typography>
            <Stack spacing={1}>
              {list.map((f) => (
                <FixtureCard
                  key={f.fixtureId}
                  fixture={f}
                  picked={picked}
                  onPick={onPick}
                  matchPath={matchPath?.(f.fixtureId)}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
    </>
  );
}
