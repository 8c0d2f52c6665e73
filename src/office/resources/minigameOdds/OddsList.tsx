import { useState } from 'react';
import { IconButton, Stack, Switch, TextField as MuiTextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Datagrid, List, TextField, TextInput, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { OddsRecord } from '../../../shared/api/minigame';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const filters = [
  <TextInput key="gameKey" source="gameKey" label={field('gameKey')} alwaysOn />,
  <TextInput key="market" source="market" label={field('market')} alwaysOn />,
];

/** Decimal odds x 100 on the wire (1.95 is 195); staff type the decimal value. */
function OddsInput(_props: { label: string }) {
  const record = useRecordContext<OddsRecord>();
  const translate = useTranslate();
  const onError = useApiErrorNotify();
  const [update, { isPending }] = useUpdate();
  const [text, setText] = useState(record ? (record.odds / 100).toFixed(2) : '');
  if (!record) return null;
  const odds = Math.round(Number(text) * 100);
  const valid = Number.isFinite(odds) && odds >= 100 && odds <= 100_000;
  const save = () => update('admin/minigameOdds', { id: record.id, data: { odds }, previousData: record }, { mutationMode: 'pessimistic', onError });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} onClick={(e) => e.stopPropagation()}>
      <MuiTextField
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={!valid}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${translate(field('odds'))} ${record.market} ${record.pick}` } }}
        sx={{ width: 96 }}
      />
      <IconButton size="small" aria-label={translate('ra.action.save')} disabled={!valid || isPending || odds === record.odds} onClick={save}>
        <SaveIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

function EnabledSwitch(_props: { label: string }) {
  const record = useRecordContext<OddsRecord>();
  const onError = useApiErrorNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  return (
    <Switch
      checked={record.enabled}
      disabled={isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(_e, enabled) => update('admin/minigameOdds', { id: record.id, data: { enabled }, previousData: record }, { mutationMode: 'pessimistic', onError })}
    />
  );
}

/** Minigame odds per game, market and pick, edited in the row; new odds apply to later bets only. */
export function OddsList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="gameKey" label={field('gameKey')} />
        <TextField source="market" label={field('market')} />
        <TextField source="pick" label={field('pick')} />
        <OddsInput label={field('odds')} />
        <EnabledSwitch label={field('enabled')} />
        <DateTimeField source="updatedAt" label={field('updatedAt')} />
      </Datagrid>
    </List>
  );
}
