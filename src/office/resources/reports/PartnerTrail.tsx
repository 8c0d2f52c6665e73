import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PartnerStep {
  id: number;
  memId: string;
}

/**
 * The partners a report was opened down through (partner summary, bonus cost): the top, then each
 * partner opened; any step above the last leads back up to it.
 */
export function PartnerTrail({ trail, onChange }: { trail: PartnerStep[]; onChange: (trail: PartnerStep[]) => void }) {
  const translate = useTranslate();
  return (
    <Breadcrumbs sx={{ mt: 1 }}>
      <Link component="button" underline="hover" onClick={() => onChange([])}>
        {translate('office.reports.topPartners')}
      </Link>
      {trail.map((p, i) =>
        i === trail.length - 1 ? (
          <Typography key={p.id}>{p.memId}</Typography>
        ) : (
          <Link key={p.id} component="button" underline="hover" onClick={() => onChange(trail.slice(0, i + 1))}>
            {p.memId}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
