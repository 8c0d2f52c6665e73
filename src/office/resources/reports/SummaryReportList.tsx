import { useState } from 'react';
import { ReportGrid } from '../../grid/ReportGrid';
import { PartnerTrail, type PartnerStep } from './PartnerTrail';

/**
 * Partner summary: the direct lower partners of the caller (staff: head offices), charted; a row
 * opens the partners below it, and the trail above leads back up.
 */
export function SummaryReportList() {
  const [trail, setTrail] = useState<PartnerStep[]>([]);
  const parent = trail.at(-1);
  return (
    <>
      <PartnerTrail trail={trail} onChange={setTrail} />
      <ReportGrid
        key={parent?.id ?? 'top'}
        report="summary"
        defaultSort={{ field: 'net', order: 'DESC' }}
        chartKey="memId"
        filter={parent ? { parentId: parent.id } : undefined}
        onRowClick={(row) => setTrail([...trail, { id: Number(row.id), memId: String(row.memId) }])}
      />
    </>
  );
}
