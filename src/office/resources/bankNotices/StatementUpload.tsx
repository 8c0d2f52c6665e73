import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OfficeDataProvider } from '../../../dataProvider/officeDataProvider';
import type { StatementPreview } from '../../../shared/api/bankNotices';
import { API } from '../../../shared/endpoints';
import { field } from '../../common/labels';
import { useOfficeFormat } from '../../common/format';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { useOfficeAction } from '../../common/useOfficeAction';

/** Korean banks export CSV in UTF-8 or in EUC-KR (CP949): a file that is not UTF-8 is read as the latter. */
function statementText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/**
 * Uploading the bank's statement (docs/domains/cash.md#uploading-a-statement): the file is read in
 * the browser and previewed row by row with what is wrong in words; only a file without bad rows
 * can be imported, and every row is then received and matched as a webhook notice would be.
 */
export function StatementUpload() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const notifyError = useApiErrorNotify();
  const { money, dateTime } = useOfficeFormat();
  const { run, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<StatementPreview | null>(null);

  const close = () => {
    setOpen(false);
    setCsv('');
    setPreview(null);
  };
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const text = statementText(await file.arrayBuffer());
    setCsv(text);
    try {
      setPreview(await dataProvider.call(API.adminBankNotices.preview, { csv: text }));
    } catch (error) {
      setPreview(null);
      notifyError(error);
    }
  };
  const importIt = async () => {
    const done = await run(
      (dp) => dp.call(API.adminBankNotices.import, { csv }),
      (r) => ({
        message: 'office.bankNotices.imported',
        args: r,
      }),
    );
    if (done) close();
  };
  const usable = preview && !preview.headerError && preview.bad === 0 && preview.rows.length > 0;

  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('office.bankNotices.upload')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>{translate('office.bankNotices.upload')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('office.bankNotices.uploadHint')}
          </Typography>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
            {translate('office.bankNotices.chooseFile')}
            <input hidden type="file" accept=".csv,text/csv" data-testid="statement-file" onChange={choose} />
          </Button>
          {preview?.headerError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('office.bankNotices.headerError')}
            </Alert>
          )}
          {preview && !preview.headerError && (
            <>
              <Alert severity={preview.bad > 0 ? 'error' : 'success'} sx={{ mt: 2 }}>
                {translate('office.bankNotices.previewSummary', { rows: preview.rows.length, bad: preview.bad })}
              </Alert>
              <Table size="small" sx={{ mt: 1 }} data-testid="statement-preview">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(field('rowLine'))}</TableCell>
                    <TableCell>{translate(field('noticePaidAt'))}</TableCell>
                    <TableCell>{translate(field('depositorName'))}</TableCell>
                    <TableCell align="right">{translate(field('amount'))}</TableCell>
                    <TableCell>{translate(field('bankRef'))}</TableCell>
                    <TableCell>{translate(field('problem'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.map((r) => (
                    <TableRow key={r.line} sx={r.error ? { bgcolor: 'error.light' } : undefined}>
                      <TableCell>{r.line}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.paidAt ? dateTime(r.paidAt) : '-'}</TableCell>
                      <TableCell>{r.depositor || '-'}</TableCell>
                      <TableCell align="right">{r.amount === null ? '-' : money(r.amount)}</TableCell>
                      <TableCell>{r.bankRef || '-'}</TableCell>
                      <TableCell>
                        {r.error
                          ? translate(`office.bankNotices.rowError.${r.error}`)
                          : translate(
                              r.outgoing
                                ? 'office.bankNotices.outgoing'
                                : r.known
                                  ? 'office.bankNotices.known'
                                  : 'office.bankNotices.ok',
                            )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={importIt} disabled={!usable || busy}>
            {translate('office.bankNotices.import')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
