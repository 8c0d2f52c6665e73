import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, MenuItem, TextField } from '@mui/material';
import type { RoundView } from '../../../shared/api/minigame';
import { MINIGAMES, PAGE_GAME } from '../../../shared/minigame/games';
import { formatDate } from '../../format';
import { API } from '../../../shared/endpoints/member';
import { DataTable, ListState, PageFrame, Pager, useApiList, type Column } from '../../ui';
import { ResultView } from './ResultView';
import { VerifyDialog } from './VerifyDialog';
import { gameLabel } from './labels';

/** §2 /result/mini: past rounds of any minigame with their seeds, each verifiable in the browser. */
export function MiniResultPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const gameType = query.get('game') ?? PAGE_GAME.powerball!;
  const list = useApiList(API.minigame.results, { gameType });
  const [verifying, setVerifying] = useState<RoundView | null>(null);

  const columns: Column<RoundView>[] = [
    { key: 'round', labelKey: 'front.minigame.round', render: (r) => r.roundNo },
    { key: 'time', labelKey: 'front.minigame.drawTime', render: (r) => formatDate(r.drawsAt) },
    {
      key: 'result',
      labelKey: 'front.minigame.result',
      render: (r) => (r.result ? <ResultView result={r.result} oneRow /> : t('front.minigame.status.CANCEL')),
    },
    {
      key: 'verify',
      labelKey: 'front.minigame.verify',
      render: (r) => (
        <Button
          size="small"
          variant="outlined"
          disabled={!r.seed}
          onClick={() => setVerifying(r)}
          data-testid={`verify-${r.roundKey}`}
        >
          {t('front.minigame.verify')}
        </Button>
      ),
    },
  ];

  return (
    <PageFrame
      titleKey="front.minigame.resultsTitle"
      actions={
        <TextField
          select
          size="small"
          label={t('front.minigame.game')}
          value={gameType}
          onChange={(e) => setQuery({ game: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          {MINIGAMES.map((g) => (
            <MenuItem key={g.key} value={g.key}>
              {gameLabel(t, g.key, g.kind)}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <DataTable columns={columns} rows={list.rows} rowKey={(r) => r.roundKey} />
        <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
      </ListState>
      {verifying && <VerifyDialog round={verifying} onClose={() => setVerifying(null)} />}
    </PageFrame>
  );
}
