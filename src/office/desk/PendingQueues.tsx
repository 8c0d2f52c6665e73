import { useEffect } from 'react';
import { Badge, Box, Card, CardContent, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { adminDesk, partnerDesk } from '../../shared/endpoints/officeDesk';
import { QueryState } from '../common/QueryState';
import { useOfficeCall } from '../common/useOfficeCall';
import { onStaffAlert } from '../alerts/staffAlertEvents';
import { QUEUE_LINKS } from './queueLinks';

/**
 * How often the desk asks again while it is open. Staff hear each new request over the push and
 * ask at once (the slow poll catches what others decided meanwhile); partners have no push.
 */
const REFRESH_MS = { staff: 300_000, partner: 30_000 } as const;

/**
 * What waits for the caller (docs/architecture/office-front.md#the-front-desk), each queue with its
 * count and a link to the screen that decides it; the queues with something waiting come first.
 */
export function PendingQueues() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OfficePermissions>();
  const kind = permissions?.kind ?? 'partner';
  const { data, isPending, error, refetch } = useOfficeCall(
    kind === 'staff' ? adminDesk.queues : partnerDesk.queues,
    {},
    !!permissions,
    REFRESH_MS[kind],
  );
  useEffect(() => (kind === 'staff' ? onStaffAlert(() => void refetch()) : undefined), [kind, refetch]);
  const queues = [...(data?.queues ?? [])].sort((a, b) => Number(b.count > 0) - Number(a.count > 0));
  const waiting = queues.some((q) => q.count > 0);
  return (
    <Card data-testid="pending-queues">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1">{translate('office.desk.queues.title')}</Typography>
        <QueryState isPending={isPending} error={error}>
          {!waiting && (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {translate('office.desk.queues.none')}
            </Typography>
          )}
          <List
            dense
            disablePadding
            sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
          >
            {queues.map(({ queue, count }) => (
              <ListItemButton
                key={queue}
                component={Link}
                to={QUEUE_LINKS[kind][queue] ?? '/'}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={translate(`office.desk.queues.${queue}`)} />
                <Box sx={{ ml: 1 }}>
                  {count > 0 ? (
                    <Badge color="error" variant="dot">
                      <Chip size="small" color="warning" label={translate('office.desk.queues.count', { count })} />
                    </Badge>
                  ) : (
                    <Chip size="small" variant="outlined" label={translate('office.desk.queues.count', { count: 0 })} />
                  )}
                </Box>
              </ListItemButton>
            ))}
          </List>
        </QueryState>
      </CardContent>
    </Card>
  );
}
