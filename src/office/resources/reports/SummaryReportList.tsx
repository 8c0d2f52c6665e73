import { TextField } from 'react-admin';
import type { PartnerSummaryRecord } from '../../../shared/api/office/index';
import { EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { TotalsList } from './TotalsList';

/** Per-partner summary: the direct lower partners of the caller (staff: head offices). */
export function SummaryReportList() {
  return (
    <TotalsList<PartnerSummaryRecord>
      xKey="memId"
      sort={{ field: 'net', order: 'DESC' }}
      leading={[
        <TextField key="memId" source="memId" label={field('memId')} />,
        <TextField key="memNick" source="memNick" label={field('memNick')} sortable={false} />,
        <EnumField key="tier" source="tier" label={field('tier')} group="tier" />,
      ]}
    />
  );
}
