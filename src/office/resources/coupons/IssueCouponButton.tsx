import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { adminCouponKinds, adminCoupons } from '../../../shared/endpoints/promotionsOffice';
import type { CouponTarget } from '../../../shared/api/office/promotions';
import { field } from '../../common/labels';
import { useOfficeAction } from '../../common/useOfficeAction';
import { useOfficeCall } from '../../common/useOfficeCall';
import { couponTargetChoices } from './choices';

/** Issue a coupon kind to one member, a level, everyone approved, or the subtree of a partner. */
export function IssueCouponButton() {
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [kindId, setKindId] = useState<number | ''>('');
  const [target, setTarget] = useState<CouponTarget>('member');
  const [memId, setMemId] = useState('');
  const [level, setLevel] = useState('1');
  const kinds = useOfficeCall(adminCouponKinds.list, { page: 1, perPage: 100, filter: {} }, open);

  const issue = async () => {
    if (kindId === '') return;
    const data = {
      kindId,
      target,
      ...(target === 'member' || target === 'subtree' ? { memId } : {}),
      ...(target === 'level' ? { level: Number(level) } : {}),
    };
    const done = await run(
      (dp) => dp.call(adminCoupons.issue, { data }),
      (r) => ({ message: 'office.promotions.issued', args: { count: r.issued } }),
    );
    if (done) setOpen(false);
  };

  return (
    <>
      <Button size="small" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate('office.promotions.issue')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('office.promotions.issue')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              label={translate(field('kindName'))}
              value={kindId}
              onChange={(e) => setKindId(Number(e.target.value))}
            >
              {(kinds.data?.list ?? [])
                .filter((k) => k.enabled)
                .map((k) => (
                  <MenuItem key={k.id} value={k.id}>
                    {k.name}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              select
              label={translate(field('target'))}
              value={target}
              onChange={(e) => setTarget(e.target.value as CouponTarget)}
            >
              {couponTargetChoices.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {translate(c.name)}
                </MenuItem>
              ))}
            </TextField>
            {(target === 'member' || target === 'subtree') && (
              <TextField
                label={translate(target === 'member' ? field('memId') : field('partnerMemId'))}
                value={memId}
                onChange={(e) => setMemId(e.target.value)}
              />
            )}
            {target === 'level' && (
              <TextField
                type="number"
                label={translate(field('level'))}
                value={level}
                onChange={(e) => setLevel(e.target.value)}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void issue()} disabled={busy || kindId === ''}>
            {translate('office.promotions.issue')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
