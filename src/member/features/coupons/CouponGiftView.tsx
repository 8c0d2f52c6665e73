import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { FailureAlert, ListState, useApiList, useConfirm, useSubmit } from '../../ui';
import { rewardText } from './rewardText';

/** §2 /mypage/coupon/gift: give one usable coupon to another member of the site, named by id. */
export function CouponGiftView() {
  const { t } = useTranslation();
  const api = useApi();
  const { ask, dialog } = useConfirm();
  const list = useApiList(API.coupon.list, { state: 'usable' }, 100);
  const [couponId, setCouponId] = useState<number | ''>('');
  const [toMemId, setToMemId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmit(async (idempotencyKey: string, id: number, to: string) => {
    const answer = await api.call(API.coupon.gift, { couponId: id, toMemId: to }, { idempotencyKey });
    setDone(t('front.coupon.giftDone', { nick: answer.toNick }));
  });
  const picked = list.rows.find((c) => c.couponId === couponId);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!picked || !toMemId.trim()) return;
    if (!(await ask(t('front.coupon.giftConfirm', { name: picked.name, to: toMemId.trim() })))) return;
    if (await submit.run(picked.couponId, toMemId.trim())) {
      setCouponId('');
      setToMemId('');
      list.reload();
    }
  };

  // The answer stays above the list: giving the last coupon away empties the list, not the message.
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
      <ListState
        loading={list.loading}
        errorCode={list.errorCode}
        empty={list.rows.length === 0}
        emptyText={t('front.coupon.empty.gift')}
        onRetry={list.reload}
      >
        <Stack component="form" spacing={2} noValidate onSubmit={send} aria-label={t('front.coupon.gift')}>
          <TextField
            select
            label={t('front.coupon.pick')}
            value={couponId}
            onChange={(e) => setCouponId(Number(e.target.value))}
            slotProps={{ htmlInput: { 'data-testid': 'gift-coupon' } }}
          >
            {list.rows.map((c) => (
              <MenuItem key={c.couponId} value={c.couponId}>
                {c.name} · {rewardText(t, c.reward, c.amount)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('front.coupon.giftTo')}
            value={toMemId}
            onChange={(e) => setToMemId(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'gift-to' } }}
          />
          {picked && (
            <Typography variant="body2" color="text.secondary">
              {rewardText(t, picked.reward, picked.amount)}
            </Typography>
          )}
          <Button type="submit" variant="contained" disabled={submit.sending || !picked || !toMemId.trim()}>
            {t('front.coupon.giftButton')}
          </Button>
        </Stack>
      </ListState>
      {dialog}
    </Stack>
  );
}
