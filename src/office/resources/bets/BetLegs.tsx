import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OfficeBetRecord } from '../../../shared/api/office/index';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { betCodeKey, isVendorGroup } from '../../../shared/bets/vendorSlips';

const decimal = (x100: number | null) => (x100 === null ? '-' : (x100 / 100).toFixed(2));

/** The legs of one slip (a minigame pick, a casino round, each fixture of a sports combo), under its row. */
export function BetLegs() {
  const record = useRecordContext<OfficeBetRecord>();
  const translate = useTranslate();
  const { money, dateTime } = useOfficeFormat();
  if (!record) return null;
  // A vendor round's legs are its bets: the vendor's bet code in words, no odds of ours.
  const vendor = isVendorGroup(record.gameGroup);
  const heads = ['legNo', 'eventRef', 'market', 'pick', 'line', 'odds', 'outcome', 'settledAt'];
  return (
    <Table size="small" aria-label={translate(field('legs'))}>
      <TableHead>
        <TableRow>
          {heads.map((h) => (
            <TableCell key={h}>{translate(field(h))}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {record.legs.map((leg) => (
          <TableRow key={leg.legNo}>
            <TableCell>{leg.legNo}</TableCell>
            <TableCell>{leg.eventRef ?? record.roundId ?? '-'}</TableCell>
            <TableCell>{vendor ? translate(betCodeKey(leg.market), { _: leg.market }) : leg.market}</TableCell>
            <TableCell>{leg.pick}</TableCell>
            <TableCell>{decimal(leg.line)}</TableCell>
            <TableCell>{vendor ? '-' : decimal(leg.odds)}</TableCell>
            <TableCell>{translate(`office.legOutcome.${leg.outcome}`)}</TableCell>
            <TableCell>{leg.settledAt ? dateTime(leg.settledAt) : '-'}</TableCell>
          </TableRow>
        ))}
        {!vendor && (
          <TableRow>
            <TableCell colSpan={heads.length}>
              {translate(field('potentialPayout'))}: {money(record.potentialPayout)}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
