import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Stack,
  TextField as MuiTextField,
  CircularProgress,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import AddCardIcon from '@mui/icons-material/AddCard';
import UndoIcon from '@mui/icons-material/Undo';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useOfficeAction } from '../../common/useOfficeAction';

type Kind = 'pay' | 'recover';

/**
 * §6: a partner pays to or recovers from a user of its own subtree (the server refuses others, U021).
 * Two buttons on a desk screen; on a phone one menu button, so the column stays narrow enough to
 * stay pinned beside the member's id without covering the row.
 */
export function MoneyButtons(_props: { label?: string }) {
  const record = useRecordContext<{ memId: string }>();
  const [kind, setKind] = useState<Kind | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  if (!record) return null;
  const choose = (next: Kind) => {
    setMenu(null);
    setKind(next);
  };
  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      {phone ? (
        <>
          <IconButton
            size="small"
            aria-label={`${translate('office.fields.money')} · ${record.memId}`}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            <MenuItem onClick={() => choose('pay')}>
              <ListItemIcon>
                <AddCardIcon fontSize="small" />
              </ListItemIcon>
              {translate('office.money.pay')}
            </MenuItem>
            <MenuItem onClick={() => choose('recover')}>
              <ListItemIcon>
                <UndoIcon fontSize="small" />
              </ListItemIcon>
              {translate('office.money.recover')}
            </MenuItem>
          </Menu>
        </>
      ) : (
        <>
          <Button size="small" variant="outlined" color="primary" onClick={() => setKind('pay')}>
            {translate('office.money.pay')}
          </Button>
          <Button size="small" variant="outlined" color="warning" onClick={() => setKind('recover')}>
            {translate('office.money.recover')}
          </Button>
        </>
      )}
      {kind && <MoneyDialog kind={kind} memId={record.memId} onClose={() => setKind(null)} />}
    </Stack>
  );
}

function MoneyDialog({ kind, memId, onClose }: { kind: Kind; memId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { run, busy } = useOfficeAction();
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const value = Number(amount.replace(/\D/g, ''));

  const submit = async () => {
    if (!Number.isSafeInteger(value) || value <= 0) return notify('api.C009', { type: 'warning' });
    if (
      await run((dp) => dp.action('partner/money', kind, { memId, amount: value, memo }), {
        message: `office.money.${kind}Done`,
      })
    )
      onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {translate(`office.money.${kind}`)} · {memId}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <MuiTextField
            label={translate('office.fields.amount')}
            value={value ? value.toLocaleString() : ''}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="numeric"
            autoFocus
          />
          <MuiTextField
            label={translate('office.fields.memo')}
            value={memo}
            onChange={(e) => setMemo(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? <CircularProgress size={20} /> : translate(`office.money.${kind}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
