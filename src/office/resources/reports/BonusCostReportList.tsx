import { useState } from 'react';
import { ReportGrid } from '../../grid/ReportGrid';
import { PartnerTrail, type PartnerStep } from './PartnerTrail';

/**
 * What bonus programs cost (docs/domains/bonuses.md#the-cost-report): a row per site day, program,
 * partner and asset, below the caller (staff: the head offices); a partner's row opens the partners
 * below it, the trail above leads back up. Program, kind and partner filter in the grid's panel;
 * the totals row sums cash and points apart.
 */
export function BonusCostReportList() {
  const [trail, setTrail] = useState<PartnerStep[]>([]);
  const parent = trail.at(-1);
  return (
    <>
      <PartnerTrail trail={trail} onChange={setTrail} />
      <ReportGrid
        key={parent?.id ?? 'top'}
        report="bonusCost"
        defaultSort={{ field: 'day', order: 'DESC' }}
        filter={parent ? { parentId: parent.id } : undefined}
        onRowClick={(row) => {
          if (typeof row.partnerId === 'number')
            setTrail([...trail, { id: row.partnerId, memId: String(row.partnerMemId) }]);
        }}
      />
    </>
  );
}
