import { Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { InsuredBetRecord } from '../../../shared/api/office/insurance';
import { PRODUCT_GROUPS } from '../../../shared/bets/productGroups';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import { DateTimeField, EnumField, MoneyField, RateField } from '../../common/fields';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { OwnInsurancePanel } from './OwnInsurancePanel';
import { SlipGame, useSlipGame } from './SlipGame';

const filters = [
  <SelectInput
    key="gameGroup"
    source="gameGroup"
    label={field('gameGroup')}
    choices={PRODUCT_GROUPS.map((id) => ({ id, name: `office.gameGroup.${id}` }))}
    alwaysOn
  />,
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <TextInput key="partnerMemId" source="partnerMemId" label={field('insuringPartner')} />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

const statusColors = { WIN: 'success', LOSE: 'error', TIE: 'info', BET: 'warning', CANCEL: 'default' } as const;

function EmptyInsured() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2 }} color="text.secondary">
      {translate('office.insurance.noInsuredBets')}
    </Typography>
  );
}

/** A phone has no room for fifteen columns: one entry per slip with the §3 insurance fields in words. */
function PhoneList() {
  const translate = useTranslate();
  const { money, bp, dateTime } = useOfficeFormat();
  const slipGame = useSlipGame();
  return (
    <SimpleList<InsuredBetRecord>
      linkType={false}
      primaryText={(r) => `${r.memId} · ${slipGame(r)}`}
      secondaryText={(r) => (
        <>
          {translate('office.insurance.rowSummary', {
            stake: money(r.stake),
            standard: money(r.standardAmount),
            applied: money(r.appliedAmount),
            rate: bp(r.rateBp),
            partner: r.partnerMemId,
          })}
          <br />
          <span style={{ color: r.insuredResult < 0 ? '#d32f2f' : undefined }}>
            {translate('office.fields.insuredResult')} {money(r.insuredResult)}
          </span>
          {' · '}
          {dateTime(r.settledAt)}
        </>
      )}
      empty={<EmptyInsured />}
    />
  );
}

/**
 * §2 insured-bet list with the §3 insurance fields: staff see the site's insured slips, a partner
 * its subtree's (above them its own settings, read-only). The insured win/lose is the insuring
 * partner's: its share of the stake less its share of the payout.
 */
export function InsuredBetList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { permissions } = usePermissions<OfficePermissions>();
  return (
    <>
      {permissions?.kind === 'partner' && <OwnInsurancePanel />}
      <OfficeList filters={filters} sort={{ field: 'settledAt', order: 'DESC' }} empty={false}>
        {phone ? (
          <PhoneList />
        ) : (
          // Long shifts on laptops: the grid scrolls sideways rather than cut off the insured win/lose.
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyInsured />}
            sx={{
              '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
              '& .RaDatagrid-headerCell': { wordBreak: 'keep-all' },
            }}
          >
            <TextField source="id" label={field('betId')} />
            <DateTimeField source="settledAt" label={field('settledAt')} />
            <TextField source="memId" label={field('memId')} sortable={false} />
            <TextField source="partnerMemId" label={field('insuringPartner')} sortable={false} />
            <FunctionField label={field('gameName')} render={(r: InsuredBetRecord) => <SlipGame record={r} />} />
            <EnumField source="status" label={field('status')} group="betStatus" colors={statusColors} />
            <MoneyField source="stake" label={field('stake')} />
            <MoneyField source="standardAmount" label={field('standardAmount')} sortable={false} />
            <MoneyField source="appliedAmount" label={field('appliedAmount')} />
            <RateField source="rateBp" label={field('insuranceRate')} sortable={false} />
            <MoneyField source="stakeShare" label={field('stakeShare')} />
            <MoneyField source="payoutShare" label={field('payoutShare')} sortable={false} />
            <MoneyField source="insuredResult" label={field('insuredResult')} />
          </Datagrid>
        )}
      </OfficeList>
    </>
  );
}
