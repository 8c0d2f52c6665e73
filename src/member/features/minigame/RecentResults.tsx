import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RoundView } from '../../../shared/api/minigame';
import { ResultView } from './ResultView';
import { Section } from './Section';
import { VerifyDialog } from './VerifyDialog';
import { pickLabel } from './labels';

const SHOWN = 10;

/**
 * The last drawn rounds with their numbers, the main outcomes and a fairness check of each. On a
 * narrow screen the table scrolls sideways rather than wrapping: the balls stay in one row and the
 * verify column stays pinned at the right edge.
 */
export function RecentResults({ rounds, markets }: { rounds: RoundView[]; markets: string[] }) {
  const { t } = useTranslation();
  const [verifying, setVerifying] = useState<RoundView | null>(null);
  return (
    <Section title={t('front.minigame.recent')} scroll>
      {rounds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('front.common.empty')}
        </Typography>
      ) : (
        <Table
          size="small"
          data-testid="recent-results"
          sx={{
            '& th, & td': { whiteSpace: 'nowrap', px: 1 },
            '& .verify': { position: 'sticky', right: 0, bgcolor: 'background.paper' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('front.minigame.round')}</TableCell>
              <TableCell align="center">{t('front.minigame.result')}</TableCell>
              {markets.map((m) => (
                <TableCell key={m} align="center">
                  {t(`front.minigame.market.${m}`)}
                </TableCell>
              ))}
              <TableCell align="center" className="verify">
                {t('front.minigame.verify')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rounds.slice(0, SHOWN).map((r) => (
              <TableRow key={r.roundKey}>
                <TableCell>{r.roundNo}</TableCell>
                <TableCell align="center">
                  {r.result ? <ResultView result={r.result} oneRow /> : t('front.minigame.status.CANCEL')}
                </TableCell>
                {markets.map((m) => (
                  <TableCell key={m} align="center">
                    {r.winners?.[m] ? pickLabel(t, m, r.winners[m]) : '-'}
                  </TableCell>
                ))}
                <TableCell align="center" className="verify">
                  <Button size="small" disabled={!r.seed} onClick={() => setVerifying(r)}>
                    {t('front.minigame.verify')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {verifying && <VerifyDialog round={verifying} onClose={() => setVerifying(null)} />}
    </Section>
  );
}
