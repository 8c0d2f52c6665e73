import { Datagrid, DateInput, List, SelectInput, TextField, TextInput, FunctionField, useTranslate } from 'react-admin';
import { betCodeKey, isVendorGroup } from '../../../shared/bets/vendorSlips';
import { BET_STATUSES, type OfficeBetRecord } from '../../../shared/api/office/index';
import { PRODUCT_GROUPS } from '../../../shared/bets/productGroups';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { BetLegs } from './BetLegs';

const filters = [
  <SelectInput key="gameGroup" source="gameGroup" label={field('gameGroup')} choices={PRODUCT_GROUPS.map((id) => ({ id, name: `office.gameGroup.${id}` }))} alwaysOn />,
  <SelectInput key="status" source="status" label={field('status')} choices={BET_STATUSES.map((id) => ({ id, name: `office.betStatus.${id}` }))} alwaysOn />,
  <TextInput key="memId" source="memId" label={field('memId')} />,
  <TextInput key="roundId" source="roundId" label={field('roundId')} />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

const statusColors = { WIN: 'success', LOSE: 'error', TIE: 'info', BET: 'warning', CANCEL: 'default' } as const;

/**
 * Slips of any product in the caller's subtree (partner/bets) or the whole site (admin/bets);
 * §2 bet casino/slot/minigame. Pick and odds are the first leg's and the slip's; a vendor round
 * (casino, slot …) shows its bets in words and no odds of ours. A row opens onto all its legs.
 */
export function BetList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} expand={<BetLegs />}>
        <TextField source="id" label={field('id')} />
        <TextField source="memId" label={field('memId')} sortable={false} />
        <EnumField source="gameGroup" label={field('gameGroup')} group="gameGroup" />
        <TextField source="gameName" label={field('gameName')} sortable={false} />
        <TextField source="roundId" label={field('roundId')} sortable={false} />
        <FunctionField label={field('pick')} render={(r: OfficeBetRecord) => <SlipPick record={r} />} />
        <FunctionField label={field('odds')} render={(r: OfficeBetRecord) => (isVendorGroup(r.gameGroup) ? '-' : (r.odds / 100).toFixed(2))} />
        <MoneyField source="stake" label={field('stake')} />
        <MoneyField source="payout" label={field('payout')} />
        <MoneyField source="resultCash" label={field('resultCash')} sortable={false} />
        <EnumField source="status" label={field('status')} group="betStatus" colors={statusColors} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </List>
  );
}

/** A vendor round's bets in words (SPIN, BANKER …); any other slip's first pick. */
function SlipPick({ record }: { record: OfficeBetRecord }) {
  const translate = useTranslate();
  if (!isVendorGroup(record.gameGroup)) return <>{record.pick}</>;
  const words = record.legs.map((leg) => translate(betCodeKey(leg.market), { _: leg.market }));
  return <>{[...new Set(words.length ? words : [translate(betCodeKey(record.market), { _: record.market })])].join(', ')}</>;
}
