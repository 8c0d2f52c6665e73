import { ReportGrid } from '../../grid/ReportGrid';

/** §2 reports/cash/send: partner pay (send) and recover (receive), and money grants, of the scope. */
export function TransferReport() {
  return <ReportGrid report="transfers" defaultSort={{ field: 'createdAt', order: 'DESC' }} />;
}
