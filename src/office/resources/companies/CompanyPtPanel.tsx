import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { CompanyDetail } from '../../../shared/api/office/companies';
import { useOfficeFormat } from '../../common/format';
import { useOfficeAction } from '../../common/useOfficeAction';

type Action = 'ptTopUp' | 'ptUse' | 'chargeFee';

/** The month before this one (`yyyy-mm`, the browser's calendar): the one a fee is usually charged for. */
const lastMonth = (): string => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/**
 * A company's game PT: balance against its limit, top-up and usage (usage stops at −limit: the
 * server answers K202), the monthly GGR fee charged on demand (once per month; the job charges it
 * too), and the last fees and PT movements.
 */
export function CompanyPtPanel() {
  const record = useRecordContext<CompanyDetail>();
  const translate = useTranslate();
  const { money, dateTime, bp } = useOfficeFormat();
  const { run, busy } = useOfficeAction();
  const [open, setOpen] = useState<Action | null>(null);
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [month, setMonth] = useState(lastMonth);
  if (!record) return null;

  const submit = async () => {
    const body = open === 'chargeFee' ? { id: record.id, month } : { id: record.id, amount: Number(amount), memo };
    const done = await run((dp) => dp.action('admin/companies', open!, body), { message: 'office.actions.done' });
    if (done) {
      setOpen(null);
      setAmount('');
      setMemo('');
    }
  };
  const t = (key: string) => translate(`office.companies.${key}`);

  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 420 }, flexShrink: 0 }}>
      <CardContent>
        <Typography variant="h6">{t('pt')}</Typography>
        <Stack direction="row" spacing={3} sx={{ my: 1 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {translate('office.fields.ptBalance')}
            </Typography>
            <Typography variant="h5" data-testid="pt-balance" color={record.ptBalance < 0 ? 'error' : undefined}>
              {money(record.ptBalance)}
            </Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('available')}
            </Typography>
            <Typography variant="h5">{money(record.ptBalance + record.ptLimit)}</Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('ptTopUp')}>
            {t('topUp')}
          </Button>
          <Button size="small" variant="outlined" startIcon={<RemoveIcon />} onClick={() => setOpen('ptUse')}>
            {t('use')}
          </Button>
          <Button size="small" variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => setOpen('chargeFee')}>
            {t('chargeFee')}
          </Button>
        </Stack>

        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('fees')}
        </Typography>
        {record.fees.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noFees')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('month')}</TableCell>
                <TableCell align="right">GGR</TableCell>
                <TableCell align="right">{translate('office.fields.ptFeeRate')}</TableCell>
                <TableCell align="right">{t('fee')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {record.fees.map((f) => (
                <TableRow key={f.month}>
                  <TableCell>{f.month}</TableCell>
                  <TableCell align="right">{money(f.ggr)}</TableCell>
                  <TableCell align="right">{bp(f.feeBp)}</TableCell>
                  <TableCell align="right">{money(f.fee)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}

        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('moves')}
        </Typography>
        {record.ptMoves.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noMoves')}
          </Typography>
        ) : (
          <Table size="small">
            <TableBody>
              {record.ptMoves.map((mv, i) => (
                <TableRow key={i}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(mv.at)}</TableCell>
                  <TableCell>{translate(`office.companies.moveKind.${mv.kind}`, { _: mv.kind })}</TableCell>
                  <TableCell align="right" sx={{ color: mv.amount < 0 ? 'error.main' : undefined }}>
                    {money(mv.amount)}
                  </TableCell>
                  <TableCell>{mv.memo}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>

      <Dialog open={!!open} onClose={() => setOpen(null)} fullWidth maxWidth="xs">
        <DialogTitle>{open && t(open === 'ptTopUp' ? 'topUp' : open === 'ptUse' ? 'use' : 'chargeFee')}</DialogTitle>
        <DialogContent>
          {open === 'chargeFee' ? (
            <TextField
              type="month"
              label={t('month')}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              fullWidth
              sx={{ mt: 1 }}
              helperText={t('feeHelp')}
            />
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField
                type="number"
                label={translate('office.fields.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                slotProps={{ htmlInput: { min: 1 } }}
                autoFocus
              />
              <TextField
                label={translate('office.fields.memo')}
                value={memo}
                onChange={(e) => setMemo(e.target.value)}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={submit}
            disabled={busy || (open !== 'chargeFee' && !(Number(amount) > 0))}
          >
            {busy ? <CircularProgress size={20} /> : translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
