import { useState } from 'react';
import { Paper, Stack } from '@mui/material';
import { API } from '../../../shared/endpoints/member';
import { ListState, Pager, PeriodButtons, periodRange, useApiList, type Period } from '../../ui';
import { cancellable } from './cancelWindow';
import { CashOutPanel } from './CashOutPanel';
import { SportsSlipView } from './SportsSlipView';
import { useSportsCancel } from './useSportsCancel';
import { useSportsOptions } from './useSportsOptions';
import { useNow } from './useNow';
import { useSlipDecided } from '../../realtime';

/**
 * The bet list's sports tab (§2 /betlist tab sports): the member's sports slips by §5 period, each
 * with its legs, folder bonus and expected win, the cancel (§4) while the window is open, and an
 * open slip's cash-out (docs/domains/sportsbook.md#cash-out).
 */
export function SportsBetHistory() {
  const [period, setPeriod] = useState<Period>('week');
  const { startDate, endDate } = periodRange(period);
  const options = useSportsOptions();
  // As the other tabs: a period that ends today stays open at the end (site time may differ).
  const list = useApiList(API.bet.list, {
    gameType: 'sports',
    startDate,
    endDate: period === 'yesterday' ? endDate : undefined,
  });
  const cancel = useSportsCancel(list.reload);
  const now = useNow();
  // A slip in its bet delay was accepted or refused: the list shows it as it now stands.
  useSlipDecided(list.reload);

  return (
    <>
      <PeriodButtons value={period} onChange={setPeriod} />
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <Stack spacing={1.5} data-testid="bet-rows">
          {list.rows.map((slip) => (
            <Paper key={slip.betIdx} variant="outlined" sx={{ p: 1.5 }}>
              <SportsSlipView
                slip={slip}
                onCancel={
                  cancellable(slip, options.sportsCancelMinutes, now)
                    ? () => void cancel.cancel(slip.betIdx)
                    : undefined
                }
                cancelling={cancel.busy === slip.betIdx}
              />
              {slip.status === 'BET' && <CashOutPanel betIdx={slip.betIdx} onDone={list.reload} />}
            </Paper>
          ))}
        </Stack>
      </ListState>
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
      {cancel.dialog}
    </>
  );
}
