import { Button, Chip, Stack, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { useRecordContext, useTranslate } from 'react-admin';
import type { BankNoticeRecord } from '../../../shared/api/bankNotices';
import { useOfficeFormat } from '../../common/format';
import { useOfficeAction } from '../../common/useOfficeAction';

/**
 * The waiting deposit requests a waiting notice could pay (same amount, asked within the site's
 * window), each with the member, the depositor's name (marked when it is the notice's) and a
 * button that matches it by hand (docs/domains/cash.md#deposit-matching).
 */
export function CandidateMatches({ stacked = false }: { label?: string; stacked?: boolean }) {
  const record = useRecordContext<BankNoticeRecord>();
  const translate = useTranslate();
  const { dateTime } = useOfficeFormat();
  const { run, busy } = useOfficeAction();
  if (!record || record.status !== 'waiting') return null;
  if (record.candidates.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {translate('office.bankNotices.noCandidates')}
      </Typography>
    );
  return (
    // Stacked (a phone's row panel): each candidate's words on a line of their own, wrapping within the screen.
    <Stack
      spacing={stacked ? 1.5 : 0.5}
      onClick={(e) => e.stopPropagation()}
      sx={stacked ? { maxWidth: 'calc(100vw - 48px)', whiteSpace: 'normal', py: 1 } : { whiteSpace: 'nowrap' }}
    >
      {record.candidates.map((c) => (
        <Stack
          key={c.id}
          direction={stacked ? 'column' : 'row'}
          spacing={stacked ? 0.5 : 1}
          sx={{ alignItems: stacked ? 'flex-start' : 'center' }}
        >
          <Typography variant="body2">
            #{c.id} {c.memId} ({c.memNick}) · {c.depositor} · {dateTime(c.createdAt)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              size="small"
              color={c.sameName ? 'success' : 'default'}
              label={translate(c.sameName ? 'office.bankNotices.sameName' : 'office.bankNotices.otherName')}
            />
            <Button
              size="small"
              startIcon={<LinkIcon />}
              disabled={busy}
              data-testid={`match-${record.id}-${c.id}`}
              onClick={() =>
                void run((dp) => dp.action('admin/bankNotices', 'match', { id: record.id, requestId: c.id }), {
                  message: 'office.actions.done',
                })
              }
            >
              {translate('office.bankNotices.match')}
            </Button>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
