import { NumberField, TextField } from 'react-admin';
import type { DailyReportRecord } from '../../../shared/api/office/index';
import { field } from '../../common/labels';
import { TotalsList } from './TotalsList';

/** §2 reports/summary daily: one row per site day (report data is one hour behind, §9). */
export function DailyReportList() {
  return (
    <TotalsList<DailyReportRecord>
      xKey="day"
      sort={{ field: 'day', order: 'DESC' }}
      leading={<TextField source="day" label={field('day')} />}
      trailing={<NumberField source="newMembers" label={field('newMembers')} sortable={false} />}
    />
  );
}
