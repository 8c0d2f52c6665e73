import { useState } from 'react';
import { Checkbox, FormControlLabel, Switch } from '@mui/material';
import { BooleanField, Datagrid, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { SportsCashOutRuleRecord } from '../../../shared/api/office/index';
import { MARKET_KINDS, type MarketKind } from '../../../shared/sports/markets';
import { sportNameKey } from '../../../shared/sports/sports';
import { SportField } from '../../common/sportsText';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { RowPercentEditor, usePercentText } from '../../common/RowPercentEditor';

const RESOURCE = 'admin/sportsCashOut';

/** A sport's terms as staff edit them; a saved change starts the editor over. */
function RuleInput(_props: { label: string }) {
  const record = useRecordContext<SportsCashOutRuleRecord>();
  return record ? <RuleEditor key={JSON.stringify(record)} record={record} /> : null;
}

function RuleEditor({ record }: { record: SportsCashOutRuleRecord }) {
  const translate = useTranslate();
  const onError = useApiErrorNotify();
  const [update, { isPending }] = useUpdate();
  const [enabled, setEnabled] = useState(record.enabled);
  const percent = usePercentText(record.marginBp, 5_000);
  const [closed, setClosed] = useState<readonly MarketKind[]>(record.closedKinds);
  const sport = translate(sportNameKey(record.sport));
  const save = (rule: { enabled: boolean; marginBp: number; closedKinds: readonly MarketKind[] } | null) =>
    update(RESOURCE, { id: record.id, data: { rule }, previousData: record }, { mutationMode: 'pessimistic', onError });
  const toggle = (kind: MarketKind) =>
    setClosed(closed.includes(kind) ? closed.filter((k) => k !== kind) : [...closed, kind]);
  return (
    <RowPercentEditor
      percent={percent}
      ariaLabel={translate('office.sports.cashOutMarginOf', { sport })}
      width={80}
      after={MARKET_KINDS.map((kind) => (
        <FormControlLabel
          key={kind}
          control={<Checkbox size="small" checked={!closed.includes(kind)} onChange={() => toggle(kind)} />}
          label={translate(`front.sports.kind.${kind}`)}
        />
      ))}
      saveDisabled={false}
      onSave={() => save({ enabled, marginBp: percent.bp, closedKinds: closed })}
      custom={record.custom}
      siteLabel={translate('office.sports.useSiteCashOut')}
      onSiteTerms={() => save(null)}
      isPending={isPending}
    >
      <FormControlLabel
        control={<Switch size="small" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
        label={translate('office.sports.cashOutOn', { sport })}
      />
    </RowPercentEditor>
  );
}

function SiteDefault(_props: { label: string }) {
  const record = useRecordContext<SportsCashOutRuleRecord>();
  const { bp } = useOfficeFormat();
  return <>{record ? bp(record.siteMarginBp) : ''}</>;
}

/**
 * Cash-out per sport (docs/domains/sportsbook.md#cash-out): on or off, the margin taken off a
 * slip's fair value, and the market kinds that offer it. A sport without its own terms offers it on
 * every market kind at the site option's margin. Every save is audited.
 */
export function CashOutRuleList() {
  return (
    <OfficeList pagination={false} perPage={100}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <SportField label={field('sport')} />
        <RuleInput label={field('cashOutTerms')} />
        <BooleanField source="custom" label={field('customCashOut')} />
        <SiteDefault label={field('siteMargin')} />
      </Datagrid>
    </OfficeList>
  );
}
