import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OfficeBetRecord } from '../../../shared/api/office/index';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { isVendorGroup } from '../../../shared/bets/vendorSlips';
import { legOutcomeName, legPickName, oddsText, slipRoundName } from '../../../shared/labels';
import { SportsLegs } from './SportsLegs';

/** The legs of one slip (a minigame pick, a casino round; a sports combo's fixtures in SportsLegs), under its row. */
export function BetLegs() {
  const record = useRecordContext<OfficeBetRecord>();
  const translate = useTranslate();
  const { money, dateTime } = useOfficeFormat();
  if (!record) return null;
  if (record.gameGroup === 'sports') return <SportsLegs record={record} />;
  // A vendor round's legs are its bets: the vendor's bet code in words, no odds of ours.
  const vendor = isVendorGroup(record.gameGroup);
  const heads = ['legNo', 'eventRef', 'pick', 'line', 'odds', 'outcome', 'settledAt'];
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
            <TableCell>{leg.eventRef ?? (slipRoundName(translate, record) || '-')}</TableCell>
            <TableCell>{legPickName(translate, record.gameGroup, leg)}</TableCell>
            <TableCell>{leg.line === null ? '-' : oddsText(leg.line)}</TableCell>
            <TableCell>{vendor ? '-' : oddsText(leg.odds)}</TableCell>
            <TableCell>{legOutcomeName(translate, leg.outcome)}</TableCell>
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
