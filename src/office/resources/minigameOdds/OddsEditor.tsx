import { useState } from 'react';
import { IconButton, Paper, Stack, Switch, TextField as MuiTextField, Tooltip, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate, useUpdate } from 'react-admin';
import type { OddsRecord } from '../../../shared/api/minigame';
import { marketName, pickName } from '../../../shared/labels/minigame';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const RESOURCE = 'admin/minigameOdds';

/**
 * One pick of a market: its name, its decimal odds (x 100 on the wire: 1.95 is 195) saved with the
 * button, and whether members may pick it at all. New odds apply to later bets only.
 */
export function OddsEditor({ record }: { record: OddsRecord }) {
  const translate = useTranslate();
  const onError = useApiErrorNotify();
  const [update, { isPending }] = useUpdate();
  const [text, setText] = useState((record.odds / 100).toFixed(2));
  const odds = Math.round(Number(text) * 100);
  const valid = text.trim() !== '' && Number.isFinite(odds) && odds >= 100 && odds <= 100_000;
  const pick = pickName(translate, record.market, record.pick);
  const name = `${marketName(translate, record.market)} · ${pick}`;
  const save = (data: Partial<Pick<OddsRecord, 'odds' | 'enabled'>>) =>
    update(RESOURCE, { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', onError });
  return (
    <Paper
      variant="outlined"
      sx={{ px: 1.25, py: 0.75, opacity: record.enabled ? 1 : 0.6 }}
      data-testid={`odds-${record.market}-${record.pick}`}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: 600, minWidth: 0 }} noWrap title={pick}>
          {pick}
        </Typography>
        <MuiTextField
          size="small"
          variant="outlined"
          margin="none"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && valid && odds !== record.odds && save({ odds })}
          error={!valid}
          fullWidth={false}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-label': `${translate(field('odds'))} ${name}`,
              style: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
            },
          }}
          // doubled class: react-admin's theme stretches every text field to the full width on a phone
          sx={{ '&&': { width: 84 }, flexShrink: 0 }}
        />
        <Tooltip title={translate('ra.action.save')}>
          <span>
            <IconButton
              size="small"
              color="primary"
              aria-label={`${translate('ra.action.save')} ${name}`}
              disabled={!valid || isPending || odds === record.odds}
              onClick={() => save({ odds })}
            >
              <SaveIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Switch
          size="small"
          checked={record.enabled}
          disabled={isPending}
          onChange={(_e, enabled) => save({ enabled })}
          slotProps={{ input: { 'aria-label': `${translate(field('enabled'))} ${name}` } }}
        />
      </Stack>
    </Paper>
  );
}
