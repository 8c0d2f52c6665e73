import { BooleanField, Datagrid, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { SportsMarginRecord } from '../../../shared/api/office/index';
import { sportNameKey } from '../../../shared/sports/sports';
import { SportField } from '../../common/sportsText';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { RowPercentEditor, usePercentText } from '../../common/RowPercentEditor';

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
  const percent = usePercentText(record.marginBp, 3_000);
  const save = (marginBp: number | null) =>
    update(
      RESOURCE,
      { id: record.id, data: { marginBp }, previousData: record },
      { mutationMode: 'pessimistic', onError },
    );
  return (
    <RowPercentEditor
      percent={percent}
      ariaLabel={translate('office.sports.marginOf', { sport: translate(sportNameKey(record.sport)) })}
      width={88}
      saveDisabled={record.custom && percent.bp === record.marginBp}
      onSave={() => save(percent.bp)}
      custom={record.custom}
      siteLabel={translate('office.sports.useSiteMargin')}
      onSiteTerms={() => save(null)}
      isPending={isPending}
    />
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
