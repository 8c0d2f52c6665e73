import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LimitRow } from '../../../shared/api/responsible';
import { useOfficeFormat } from '../../common/format';

/** Won for money limits, minutes for the session-time limit. */
function useLimitValue() {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  return (kind: LimitRow['kind'], value: number | null) =>
    value === null
      ? translate('office.responsible.removed')
      : kind === 'session'
        ? translate('office.responsible.minutes', { n: value })
        : money(value);
}

/** Each limit with its source, what its period used so far, when it resets, and a raise waiting its 24 hours. */
export function LimitsTable({ limits }: { limits: LimitRow[] }) {
  const translate = useTranslate();
  const { dateTime } = useOfficeFormat();
  const value = useLimitValue();
  if (!limits.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('office.responsible.noLimits')}
      </Typography>
    );
  const heads = ['kind', 'amount', 'used', 'resetsAt', 'pending', 'source'];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {/* Wide enough to read on a phone too: it scrolls sideways there rather than wrapping each word. */}
      <Table
        size="small"
        sx={{ minWidth: 720, '& th': { whiteSpace: 'nowrap' } }}
        aria-label={translate('office.responsible.limits')}
      >
        <TableHead>
          <TableRow>
            {heads.map((h) => (
              <TableCell key={h}>{translate(`office.responsible.col.${h}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {limits.map((l) => (
            <TableRow key={`${l.kind}-${l.period}-${l.imposed}`}>
              <TableCell>
                {translate('office.responsible.limitName', {
                  period: translate(`office.responsible.period.${l.period}`),
                  kind: translate(`office.responsible.kindWord.${l.kind}`),
                })}
              </TableCell>
              <TableCell>{value(l.kind, l.amount)}</TableCell>
              <TableCell>{value(l.kind, l.used)}</TableCell>
              <TableCell>{dateTime(l.resetsAt)}</TableCell>
              <TableCell>
                {l.pending
                  ? translate('office.responsible.pendingValue', {
                      value: value(l.kind, l.pending.amount),
                      at: dateTime(l.pending.from),
                    })
                  : '-'}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={l.imposed ? 'warning' : 'default'}
                  label={translate(l.imposed ? 'office.responsible.source.staff' : 'office.responsible.source.member')}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
