import { FunctionField, TextField } from 'react-admin';
import type { LoginEventRecord } from '../../../shared/api/office/access';
import {
  DateTimeField,
  EnumField,
  LedgerKindField,
  LedgerMemoField,
  MoneyField,
  SlipGameField,
  SlipRoundField,
} from '../../common/fields';
import { field } from '../../common/labels';
import { BetLegs } from '../bets/BetLegs';
import { LoginResultField } from '../logins/LoginResultField';
import { MemberRelatedList } from './MemberRelatedList';
import { requirementColumns } from '../bonusRequirements/requirementColumns';
import { MEMBER_TAB_RESOURCES, type OfficeScope } from './memberTabs';

const betColors = { WIN: 'success', LOSE: 'error', TIE: 'info', BET: 'warning', CANCEL: 'default' } as const;

/** The member's slips of every product, a row opening onto its legs. */
export function MemberBetsTab({ scope }: { scope: OfficeScope }) {
  return (
    <MemberRelatedList reference={MEMBER_TAB_RESOURCES[scope].bets} target="memberId" expand={<BetLegs />}>
      <DateTimeField source="createdAt" label={field('createdAt')} />
      <EnumField source="gameGroup" label={field('gameGroup')} group="gameGroup" />
      <SlipGameField source="gameName" label={field('gameName')} sortable={false} />
      <SlipRoundField source="roundId" label={field('roundId')} sortable={false} />
      <MoneyField source="stake" label={field('stake')} />
      <MoneyField source="payout" label={field('payout')} />
      <EnumField source="status" label={field('status')} group="betStatus" colors={betColors} />
    </MemberRelatedList>
  );
}

/** Cash or point movements of the member, from the ledger: what moved it, by how much, the balance after. */
export function MemberLedgerTab({ scope, asset }: { scope: OfficeScope; asset: 'cash' | 'point' }) {
  return (
    <MemberRelatedList reference={MEMBER_TAB_RESOURCES[scope].ledger} target="memId" filter={{ asset }}>
      <DateTimeField source="createdAt" label={field('createdAt')} />
      <LedgerKindField source="kind" label={field('kind')} sortable={false} />
      <MoneyField source="amount" label={field('amount')} />
      <MoneyField source="balanceAfter" label={field('balanceAfter')} sortable={false} />
      <LedgerMemoField source="memo" label={field('memo')} sortable={false} />
    </MemberRelatedList>
  );
}

/** Each sign-in try of the member: time, address, device, result. */
export function MemberLoginsTab({ scope }: { scope: OfficeScope }) {
  return (
    <MemberRelatedList reference={MEMBER_TAB_RESOURCES[scope].logins} target="memberId">
      <DateTimeField source="createdAt" label={field('createdAt')} />
      <LoginResultField label={field('result')} />
      <EnumField source="kind" label={field('sessionKind')} group="sessionKind" />
      <TextField source="ip" label={field('ip')} />
      <FunctionField
        label={field('device')}
        sortable={false}
        render={(r: LoginEventRecord) => [r.browser, r.os].filter(Boolean).join(' · ') || '-'}
      />
    </MemberRelatedList>
  );
}

/** Messages sent to the member and whether it read them. */
export function MemberMessagesTab({ scope }: { scope: OfficeScope }) {
  return (
    <MemberRelatedList
      reference={MEMBER_TAB_RESOURCES[scope].messages}
      target="memId"
      sort={{ field: 'sentAt', order: 'DESC' }}
    >
      <DateTimeField source="sentAt" label={field('sentAt')} />
      <TextField source="title" label={field('title')} sortable={false} />
      <DateTimeField source="readAt" label={field('readAt')} />
    </MemberRelatedList>
  );
}

/** The member's bonus grants and their wagering: progress, state, expiry, what an end took back (docs/domains/bonuses.md). */
export function MemberBonusesTab({ scope }: { scope: OfficeScope }) {
  return (
    <MemberRelatedList reference={MEMBER_TAB_RESOURCES[scope].bonuses} target="memberId">
      {requirementColumns({ withMember: false })}
    </MemberRelatedList>
  );
}
