import { Alert, Box, Card, CardContent, CardHeader, CircularProgress } from '@mui/material';
import { required, SelectInput, useListContext, useTranslate } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { OddsRecord } from '../../../shared/api/minigame';
import { findGame, MINIGAMES } from '../../../shared/minigame/games';
import { MARKETS } from '../../../shared/minigame/markets';
import { marketName, minigameName } from '../../../shared/labels/minigame';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { OddsEditor } from './OddsEditor';

/**
 * Minigame odds of one game at a time, grouped by market in the order the play page shows them,
 * every market and pick in words. A game has at most a few dozen picks: one page holds them all.
 */
export function OddsList() {
  const translate = useTranslate();
  const games = MINIGAMES.map((g) => ({ id: g.key, name: minigameName(translate, g.key, g.kind) }));
  const filters = [
    <SelectInput
      key="gameKey"
      source="gameKey"
      label={field('gameKey')}
      choices={games}
      translateChoice={false}
      validate={required()}
      alwaysOn
    />,
  ];
  return (
    <OfficeList
      filters={filters}
      filterDefaultValues={{ gameKey: MINIGAMES[0]!.key }}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={1000}
      pagination={false}
      actions={false}
    >
      <OddsBoard />
    </OfficeList>
  );
}

/** The markets of the chosen game, each a card of its picks; picks of a market the house added later come last. */
function OddsBoard() {
  const translate = useTranslate();
  const { dateTime } = useOfficeFormat();
  const { data, isPending, filterValues } = useListContext<OddsRecord>();
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (!data?.length)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('ra.navigation.no_results')}
      </Alert>
    );
  const kind = findGame(String(filterValues.gameKey ?? data[0]!.gameKey))?.kind;
  const order = (kind ? MARKETS[kind] : []).map((m) => m.market);
  const markets = [
    ...new Set([...order.filter((m) => data.some((r) => r.market === m)), ...data.map((r) => r.market)]),
  ];
  return (
    <Box
      sx={{
        p: { xs: 1, sm: 1.5 },
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {markets.map((market) => {
        const picks = data.filter((r) => r.market === market);
        const latest = picks.reduce((a, b) => (a.updatedAt > b.updatedAt ? a : b));
        return (
          <Card key={market} variant="outlined" component="section" aria-label={marketName(translate, market)}>
            <CardHeader
              title={marketName(translate, market)}
              subheader={`${translate(field('updatedAt'))}: ${dateTime(latest.updatedAt)}`}
              slotProps={{
                title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 700 } },
                subheader: { variant: 'caption' },
              }}
              sx={{ py: 1 }}
            />
            <CardContent
              sx={{
                pt: 0,
                display: 'grid',
                gap: 0.75,
                gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
                '&:last-child': { pb: 1.5 },
              }}
            >
              {picks.map((record) => (
                <OddsEditor key={record.id} record={record} />
              ))}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
