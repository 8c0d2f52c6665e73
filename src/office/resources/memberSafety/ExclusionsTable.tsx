import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MemberResponsible } from '../../../shared/api/responsible';
import { useOfficeFormat } from '../../common/format';

/** Every cool-off and self-exclusion the member took, newest first; read-only, since nobody may lift one. */
export function ExclusionsTable({ exclusions }: { exclusions: MemberResponsible['exclusions'] }) {
  const translate = useTranslate();
  const { dateTime } = useOfficeFormat();
  if (!exclusions.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('office.responsible.noExclusions')}
      </Typography>
    );
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          sx={{ minWidth: 560, '& th': { whiteSpace: 'nowrap' } }}
          aria-label={translate('office.responsible.exclusions')}
        >
          <TableHead>
            <TableRow>
              {['exclusionKind', 'startsAt', 'endsAt', 'state'].map((h) => (
                <TableCell key={h}>{translate(`office.responsible.col.${h}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {exclusions.map((e) => (
              <TableRow key={e.startsAt}>
                <TableCell>{translate(`office.responsible.exclusionKind.${e.kind}`)}</TableCell>
                <TableCell>{dateTime(e.startsAt)}</TableCell>
                <TableCell>{dateTime(e.endsAt)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={e.active ? 'error' : 'default'}
                    label={translate(e.active ? 'office.responsible.inForce' : 'office.responsible.ended')}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('office.responsible.neverLifted')}
      </Typography>
    </>
  );
}
