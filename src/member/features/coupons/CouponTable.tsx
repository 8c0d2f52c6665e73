import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { CouponRow } from '../../../shared/api/coupons';
import { formatDate } from '../../format';
import { DataTable, type Column } from '../../ui';
import { rewardText } from './rewardText';

const STATE_COLOR = { unused: 'success', used: 'default', expired: 'warning' } as const;

/** The member's coupons as a table (cards on a phone), with an optional action per row. */
export function CouponTable({ rows, action }: { rows: CouponRow[]; action?: (c: CouponRow) => ReactNode }) {
  const { t } = useTranslation();
  const columns: Column<CouponRow>[] = [
    {
      key: 'name',
      labelKey: 'front.coupon.name',
      render: (c) => (c.giftedBy ? `${c.name} · ${t('front.coupon.giftedBy', { nick: c.giftedBy })}` : c.name),
    },
    { key: 'reward', labelKey: 'front.coupon.reward', render: (c) => rewardText(t, c.reward, c.amount) },
    { key: 'expires', labelKey: 'front.coupon.expires', render: (c) => formatDate(c.expiresAt) },
    {
      key: 'state',
      labelKey: 'front.coupon.state',
      render: (c) => <Chip size="small" color={STATE_COLOR[c.state]} label={t(`front.coupon.stateText.${c.state}`)} />,
    },
  ];
  if (action) columns.push({ key: 'action', labelKey: 'front.coupon.use', render: action, align: 'center' });
  return <DataTable columns={columns} rows={rows} rowKey={(c) => c.couponId} />;
}
