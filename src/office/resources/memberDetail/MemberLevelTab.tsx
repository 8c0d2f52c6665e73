import { useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useDataProvider, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { OfficeDataProvider } from '../../../dataProvider/officeDataProvider';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import type { LowerMemberRecord } from '../../../shared/api/office/members';
import { API } from '../../../shared/endpoints';
import { canAccess } from '../../access/canAccess';
import { QueryState } from '../../common/QueryState';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { officeCallKey, useOfficeCall } from '../../common/useOfficeCall';
import { levelMoveFields, movedAtField } from '../levelMoves/levelMoveFields';
import { MemberRelatedList } from './MemberRelatedList';

const text = (key: string) => `office.memberLevel.${key}`;

/** The member's place in the level program: its level, a staff hold against the rules, a downgrade due. */
function Standing({ memberId }: { memberId: number }) {
  const translate = useTranslate();
  const onError = useApiErrorNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const { permissions } = usePermissions<OfficePermissions>();
  const { data, isPending, error } = useOfficeCall(API.adminMemberLevels.get, { id: memberId });
  const [busy, setBusy] = useState(false);
  const toggle = async (locked: boolean) => {
    setBusy(true);
    try {
      const saved = await dataProvider.call(API.adminMemberLevels.lock, { id: memberId, locked });
      queryClient.setQueryData(officeCallKey(API.adminMemberLevels.get, { id: memberId }), saved);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <QueryState isPending={isPending} error={error}>
      {data && (
        <Box
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
          data-testid="member-level"
        >
          <Typography sx={{ fontWeight: 600 }}>{translate(text('level'), { level: data.level })}</Typography>
          <Chip
            size="small"
            color={data.locked ? 'warning' : 'default'}
            icon={data.locked ? <LockIcon /> : <LockOpenIcon />}
            label={translate(text(data.locked ? 'held' : 'byRules'))}
          />
          {data.downgradeDue && (
            <Alert severity="warning" sx={{ py: 0 }}>
              {translate(text('downgradeDue'), { day: data.downgradeDue })}
            </Alert>
          )}
          {canAccess(permissions, API.adminMemberLevels.lock) && (
            <Button
              variant="outlined"
              size="small"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={14} /> : data.locked ? <LockOpenIcon /> : <LockIcon />}
              onClick={() => toggle(!data.locked)}
              sx={{ minHeight: 36 }}
            >
              {translate(text(data.locked ? 'release' : 'hold'))}
            </Button>
          )}
        </Box>
      )}
    </QueryState>
  );
}

/** The staff member detail's level tab: the standing, then every move of the member's level, newest first. */
export function MemberLevelTab() {
  const record = useRecordContext<LowerMemberRecord>();
  if (!record) return null;
  return (
    <>
      <Standing memberId={Number(record.id)} />
      <MemberRelatedList reference="admin/levelMoves" target="memberId">
        {movedAtField}
        {levelMoveFields}
      </MemberRelatedList>
    </>
  );
}
