import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button, useMediaQuery, type Theme } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { OfficeBetRecord } from '../../../shared/api/office/index';
import { slipGameName } from '../../../shared/labels';
import { ReportGrid } from '../../grid/ReportGrid';
import { BetLegs } from './BetLegs';

/**
 * Slips of any product in the caller's subtree (partner/bets) or the whole site (admin/bets);
 * §2 bet casino/slot/minigame (the menu's shortcuts open it filtered by product group). A row
 * opens its legs: each fixture of a combo, a casino round's bets in words.
 */
export function BetList() {
  const translate = useTranslate();
  const [open, setOpen] = useState<OfficeBetRecord | null>(null);
  // On a phone the legs take the whole screen and scroll sideways rather than wrap a name per letter.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <ReportGrid
        report="bets"
        defaultSort={{ field: 'createdAt', order: 'DESC' }}
        onRowClick={(row) => setOpen(row as unknown as OfficeBetRecord)}
      />
      <Dialog open={!!open} onClose={() => setOpen(null)} maxWidth="md" fullWidth fullScreen={phone}>
        <DialogTitle>
          {translate('office.fields.legs')} · {open?.memId} · {open ? slipGameName(translate, open) : ''}
        </DialogTitle>
        <DialogContent sx={{ overflowX: 'auto', '& td, & th': { whiteSpace: 'nowrap' } }}>
          {open && (
            <RecordContextProvider value={open}>
              <BetLegs />
            </RecordContextProvider>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
