import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import type { RouletteSpinView } from '../../../shared/api/roulette';
import { formatDate } from '../../format';
import { DataTable, type Column } from '../../ui';
import { prizeText } from './prizeText';
import { SpinVerifyDialog } from './SpinVerifyDialog';

/** The member's past spins, each verifiable in the browser. */
export function SpinHistory({ spins }: { spins: RouletteSpinView[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<RouletteSpinView | null>(null);
  const columns: Column<RouletteSpinView>[] = [
    { key: 'time', labelKey: 'front.rotary.time', render: (s) => formatDate(s.createdAt) },
    { key: 'key', labelKey: 'front.rotary.spinKey', render: (s) => s.spinKey },
    { key: 'prize', labelKey: 'front.rotary.prize', render: (s) => prizeText(t, s.prizes[s.prizeIndex]!) },
    {
      key: 'verify',
      labelKey: 'front.rotary.verify',
      align: 'center',
      render: (s) => (
        <Button size="small" variant="outlined" onClick={() => setOpen(s)} data-testid={`spin-verify-${s.spinId}`}>
          {t('front.rotary.verify')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable columns={columns} rows={spins} rowKey={(s) => s.spinId} />
      {open && <SpinVerifyDialog spin={open} onClose={() => setOpen(null)} />}
    </>
  );
}
