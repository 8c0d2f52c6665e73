import { Box, Typography } from '@mui/material';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { API } from '../../shared/endpoints';
import { useOfficeFormat } from '../common/format';
import { useOfficeCall } from '../common/useOfficeCall';
import { isDefaultRole } from '../../shared/api/office/areas';

/** A partner's balances are asked again this often (and after every action the office takes). */
const REFRESH_MS = 30_000;

/**
 * Who is signed in, in the header (§2 partner layout: the member id, cash and point): a partner
 * with its id and balances, staff with their id and role, so no one works in the wrong office.
 */
export function DeskIdentity() {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  const { permissions } = usePermissions<OfficePermissions>();
  const { identity } = useGetIdentity();
  const partner = permissions?.kind === 'partner';
  const { data: me } = useOfficeCall(API.partnerMe.get, {}, partner, REFRESH_MS);
  if (!permissions || !identity) return null;
  const line = {
    fontSize: { xs: 10.5, sm: 13 },
    lineHeight: 1.3,
    whiteSpace: 'nowrap',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  } as const;
  return (
    // gives way rather than overlap the bar's buttons on a narrow phone
    <Box
      data-testid="desk-identity"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        mx: { xs: 0.5, sm: 1 },
        minWidth: 0,
        overflow: 'hidden',
      }}
    >
      <Typography sx={line}>
        {translate(`office.desk.who.${permissions.kind}`)} <b>{String(identity.id)}</b>
        {permissions.kind === 'staff' && (
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {` · ${isDefaultRole(permissions.role) ? translate(`office.desk.role.${permissions.role}`) : permissions.roleName}`}
          </Box>
        )}
        {permissions.kind === 'partner' && permissions.subUser && (
          <Box component="span" data-testid="desk-sub-user">
            {` · ${translate(permissions.subUser.readOnly ? 'office.subUsers.readOnly' : 'office.subUsers.full')}`}
          </Box>
        )}
      </Typography>
      {partner && me && (
        <Typography sx={{ ...line, opacity: 0.9 }}>
          {translate('office.fields.cash')} <b>{money(me.cash)}</b> · {translate('office.fields.point')}{' '}
          <b>{money(me.point)}</b>
        </Typography>
      )}
    </Box>
  );
}
