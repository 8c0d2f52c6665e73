import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RateRecord } from '../../../shared/api/office/index';
import { useOfficeFormat } from '../../common/format';

/** Rolling and losing rate per game group, with the day-long change lock (§4 referral rate). */
export function RateTable({ rates }: { rates: RateRecord[] }) {
  const translate = useTranslate();
  const { bp, dateTime } = useOfficeFormat();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('office.fields.gameGroup')}</TableCell>
          <TableCell align="right">{translate('office.fields.rollingRate')}</TableCell>
          <TableCell align="right">{translate('office.fields.losingRate')}</TableCell>
          <TableCell>{translate('office.fields.lockedUntil')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rates.map((r) => (
          <TableRow key={r.gameGroup}>
            <TableCell>{translate(`office.gameGroup.${r.gameGroup}`)}</TableCell>
            <TableCell align="right">{bp(r.rollingBp)}</TableCell>
            <TableCell align="right">{bp(r.losingBp)}</TableCell>
            <TableCell>{dateTime(r.lockedUntil)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
