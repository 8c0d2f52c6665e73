import { useState } from 'react';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReportGrid } from '../../grid/ReportGrid';

/**
 * Partner summary: the direct lower partners of the caller (staff: head offices), charted; a row
 * opens the partners below it, and the trail above leads back up.
 */
export function SummaryReportList() {
  const translate = useTranslate();
  const [trail, setTrail] = useState<{ id: number; memId: string }[]>([]);
  const parent = trail.at(-1);
  return (
    <>
      <Breadcrumbs sx={{ mt: 1 }}>
        <Link component="button" underline="hover" onClick={() => setTrail([])}>
          {translate('office.reports.topPartners')}
        </Link>
        {trail.map((p, i) =>
          i === trail.length - 1 ? (
            <Typography key={p.id}>{p.memId}</Typography>
          ) : (
            <Link key={p.id} component="button" underline="hover" onClick={() => setTrail(trail.slice(0, i + 1))}>
              {p.memId}
            </Link>
          ),
        )}
      </Breadcrumbs>
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
