import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useGetList, useTranslate } from 'react-admin';
import type { SportsOddsHistoryRecord } from '../../../shared/api/office/sportsRisk';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { QueryState } from '../../common/QueryState';
import { formatOdds, usePickName } from '../../common/sportsText';

const text = (key: string) => `office.sportsRisk.${key}`;

/** Who made a change, in words: staff by login id, a feed message by source and id, a silent feed, the cap, the system. */
function useChangedBy() {
  const translate = useTranslate();
  return (h: SportsOddsHistoryRecord): string => {
    if (h.cause === 'staff') return translate(text('byStaff'), { staff: h.staffId ?? '-' });
    if (h.cause === 'feed')
      return translate(text('byFeed'), { source: h.feedSource ?? '-', message: h.feedMessage ?? '-' });
    if (h.cause === 'feed_silence') return translate(text('bySilence'));
    return translate(text(h.cause === 'cap' ? 'byCap' : 'bySystem'));
  };
}

function HistoryTable({ marketId, teams }: { marketId: number; teams: { home: string; away: string } }) {
  const translate = useTranslate();
  const { dateTime } = useOfficeFormat();
  const pickName = usePickName();
  const changedBy = useChangedBy();
  const { data, isPending, error } = useGetList<SportsOddsHistoryRecord>('admin/sportsOddsHistory', {
    filter: { marketId },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'DESC' },
  });
  return (
    <QueryState isPending={isPending} error={error}>
      <Table size="small" aria-label={translate(text('history'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(field('changedAt'))}</TableCell>
            <TableCell>{translate(text('change'))}</TableCell>
            <TableCell>{translate(text('changedBy'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((h) => (
            <TableRow key={h.id}>
              <TableCell>{dateTime(h.changedAt)}</TableCell>
              <TableCell>
                {h.pick
                  ? `${pickName(h.pick, teams)} ${formatOdds(h.odds)}`
                  : translate(`office.sports.marketState.${h.state ?? 'open'}`)}
              </TableCell>
              <TableCell>{changedBy(h)}</TableCell>
            </TableRow>
          ))}
          {data?.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{translate(text('noHistory'))}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </QueryState>
  );
}

/**
 * A market's odds history (docs/domains/sportsbook.md#odds-history): every change of a pick's odds
 * or the market's state, newest first, with who or which feed message made it.
 */
export function OddsHistoryButton({
  marketId,
  title,
  teams,
}: {
  marketId: number;
  title: string;
  teams: { home: string; away: string };
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        startIcon={<HistoryIcon />}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {translate(text('history'))}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="sm" onClick={(e) => e.stopPropagation()}>
          <DialogTitle>
            {translate(text('historyOf'), { market: title, home: teams.home, away: teams.away })}
          </DialogTitle>
          <DialogContent>
            <HistoryTable marketId={marketId} teams={teams} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
