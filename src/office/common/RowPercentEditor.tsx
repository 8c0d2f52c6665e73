import { useState, type ReactNode } from 'react';
import { Button, IconButton, Stack, TextField as MuiTextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';

/** A basis-point figure typed in a row as a percentage (6.5 = 650), valid from 0 to `maxBp`. */
export function usePercentText(initialBp: number, maxBp: number) {
  const [text, setText] = useState(String(initialBp / 100));
  const bp = Math.round(Number(text) * 100);
  return { text, setText, bp, valid: text.trim() !== '' && Number.isFinite(bp) && bp >= 0 && bp <= maxBp };
}

/**
 * A row's own editor in a per-sport list (odds margins, cash-out terms): `children` before the
 * percentage, `after` between it and the save button, and, once the row has terms of its own, a
 * button that gives them up for the site's (`onSiteTerms`, named `siteLabel`).
 */
export function RowPercentEditor(props: {
  percent: ReturnType<typeof usePercentText>;
  ariaLabel: string;
  width: number;
  children?: ReactNode;
  after?: ReactNode;
  saveDisabled: boolean;
  onSave: () => void;
  custom: boolean;
  siteLabel: string;
  onSiteTerms: () => void;
  isPending: boolean;
}) {
  const translate = useTranslate();
  const { percent } = props;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {props.children}
      <MuiTextField
        size="small"
        value={percent.text}
        onChange={(e) => percent.setText(e.target.value)}
        error={!percent.valid}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': props.ariaLabel } }}
        sx={{ width: props.width }}
      />
      <span>%</span>
      {props.after}
      <IconButton
        size="small"
        aria-label={translate('ra.action.save')}
        disabled={!percent.valid || props.isPending || props.saveDisabled}
        onClick={props.onSave}
      >
        <SaveIcon fontSize="small" />
      </IconButton>
      {props.custom && (
        <Button size="small" disabled={props.isPending} onClick={props.onSiteTerms}>
          {props.siteLabel}
        </Button>
      )}
    </Stack>
  );
}
