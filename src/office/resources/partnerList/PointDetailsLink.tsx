import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

/** §2 partner points: a partner's point details are the point report filtered to it (the report grid owns them). */
export function PointDetailsLink(_props: { label?: string }) {
  const record = useRecordContext<{ memId: string }>();
  if (!record) return null;
  const to = `/partner/reports/points?${new URLSearchParams({ filter: JSON.stringify({ memId: record.memId }) }).toString()}`;
  return (
    <Button
      component={Link}
      to={to}
      label="office.partnerList.pointDetails"
      startIcon={<ReceiptLongIcon />}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
