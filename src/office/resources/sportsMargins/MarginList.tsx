import { useState } from 'react';
import { Button, IconButton, Stack, TextField as MuiTextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { BooleanField, Datagrid, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { SportsMarginRecord } from '../../../shared/api/office/index';
import { sportNameKey } from '../../../shared/sports/sports';
import { SportField } from '../../common/sportsText';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const RESOURCE = 'admin/sportsMargins';

/** The margin as a percentage staff type (6.5 = 650 basis points); a saved change starts the editor over. */
function MarginInput(_props: { label: string }) {
  const record = useRecordContext<SportsMarginRecord>();
  return record ? <MarginEditor key={`${record.marginBp}:${record.custom}`} record={record} /> : null;
}

function MarginEditor({ record }: { record: SportsMarginRecord }) {
  const translate = useTranslate();
  const onError = useApiErrorNotify();
  const [update, { isPending }] = useUpdate();
  const [text, setText] = useState(String(record.marginBp / 100));
  const bp = Math.round(Number(text) * 100);
  const valid = text.trim() !== '' && Number.isFinite(bp) && bp >= 0 && bp <= 3_000;
  const save = (marginBp: number | null) =>
    update(
      RESOURCE,
      { id: record.id, data: { marginBp }, previousData: record },
      { mutationMode: 'pessimistic', onError },
    );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <MuiTextField
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={!valid}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': translate('office.sports.marginOf', { sport: translate(sportNameKey(record.sport)) }),
          },
        }}
        sx={{ width: 88 }}
      />
      <span>%</span>
      <IconButton
        size="small"
        aria-label={translate('ra.action.save')}
        disabled={!valid || isPending || (record.custom && bp === record.marginBp)}
        onClick={() => save(bp)}
      >
        <SaveIcon fontSize="small" />
      </IconButton>
      {record.custom && (
        <Button size="small" disabled={isPending} onClick={() => save(null)}>
          {translate('office.sports.useSiteMargin')}
        </Button>
      )}
    </Stack>
  );
}

function SiteDefault(_props: { label: string }) {
  const record = useRecordContext<SportsMarginRecord>();
  const { bp } = useOfficeFormat();
  return <>{record ? bp(record.siteDefaultBp) : ''}</>;
}

/**
 * The odds margin of each sport: the feed prices its odds with it
 * (docs/domains/sportsbook.md#the-feed); a sport without its own follows the site option. Manual
 * odds are not repriced.
 */
export function MarginList() {
  return (
    <OfficeList pagination={false} perPage={100}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <SportField label={field('sport')} />
        <MarginInput label={field('marginBp')} />
        <BooleanField source="custom" label={field('customMargin')} />
        <SiteDefault label={field('siteMargin')} />
      </Datagrid>
    </OfficeList>
  );
}
