import { useState, type MouseEvent, type ReactElement } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
} from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import BuildIcon from '@mui/icons-material/Build';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VendorRecord } from '../../../shared/api/games';
import { useOfficeAction } from '../../common/useOfficeAction';

const RESOURCE = 'admin/vendors';

interface ActionProps {
  /** In a grid row: the icon alone, its words in a tooltip and for screen readers (the row keeps its width). */
  compact?: boolean;
}

/** A vendor action as a labelled button, or in a grid row as an icon with the same words. */
function ActionButton({
  compact,
  label,
  icon,
  color,
  disabled,
  onClick,
}: {
  compact?: boolean;
  label: string;
  icon: ReactElement;
  color: 'primary' | 'warning' | 'success';
  disabled: boolean;
  onClick: (event: MouseEvent) => void;
}) {
  if (compact) {
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      color={color}
      startIcon={icon}
      disabled={disabled}
      onClick={onClick}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}

/** Fetches the vendor's game list through its adapter; says how many games came and changed. */
export function SyncButton({ compact }: ActionProps) {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  if (!record || record.adapterKind === 'none') return null;
  return (
    <ActionButton
      compact={compact}
      label={translate('office.vendors.sync')}
      icon={<SyncIcon />}
      color="primary"
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void run(
          (dp) => dp.action<{ added: number; updated: number; total: number }>(RESOURCE, 'sync', { id: record.id }),
          ({ data }) => ({ message: 'office.vendors.synced', args: data }),
        );
      }}
    />
  );
}

/**
 * §3 vendor maintenance (a site check of type game): switching it on ends every open game of the
 * vendor (the member's window closes at the next balance poll, TK999); an end time is optional.
 */
export function MaintenanceButton({ compact }: ActionProps) {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [endAt, setEndAt] = useState('');
  if (!record) return null;
  const on = !record.maintenance;
  const send = async () => {
    const done = await run(
      (dp) =>
        dp.action(RESOURCE, 'maintenance', {
          id: record.id,
          on,
          endAt: on && endAt ? new Date(endAt).toISOString() : null,
        }),
      { message: 'office.actions.done' },
    );
    if (done) setOpen(false);
  };
  const label = on ? 'office.vendors.maintenanceOn' : 'office.vendors.maintenanceOff';
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <ActionButton
        compact={compact}
        label={translate(label)}
        icon={<BuildIcon />}
        color={on ? 'warning' : 'success'}
        disabled={busy}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(label)}</DialogTitle>
        <DialogContent>
          {translate(on ? 'office.vendors.maintenanceOnHelp' : 'office.actions.confirm', { name: record.name })}
          {on && (
            <TextField
              type="datetime-local"
              label={translate(vendorEnd)}
              value={endAt}
              onChange={(event) => setEndAt(event.target.value)}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color={on ? 'warning' : 'success'} onClick={send} disabled={busy}>
            {translate(label)}
          </Button>
        </DialogActions>
      </Dialog>
    </span>
  );
}

const vendorEnd = 'office.vendors.fields.maintenanceEnd';
