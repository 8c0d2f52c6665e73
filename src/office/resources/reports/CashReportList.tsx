import { useResourceContext } from 'react-admin';
import { ReportGrid } from '../../grid/ReportGrid';

/** Deposit or withdrawal report (the resource name says which, partner or staff scope). */
export function CashReportList() {
  const resource = useResourceContext() ?? '';
  return (
    <ReportGrid
      report={resource.endsWith('withdrawals') ? 'withdrawals' : 'deposits'}
      defaultSort={{ field: 'createdAt', order: 'DESC' }}
    />
  );
}
