import { BooleanField, NumberField, TextField, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import type { AdminMemberRecord } from '../../../shared/api/office/members';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { MemberSafetyPanels } from '../memberSafety/MemberSafetyPanels';
import { PartnerRates } from '../partnerMembers/PartnerRates';
import { LockedByPasswords } from '../adminMembers/LockedByPasswords';
import { LabeledValue as Item } from './LabeledValue';
import type { OfficeScope } from './memberTabs';

const statusColors = { normal: 'success', wait: 'warning', stop: 'error', black: 'error', deleted: 'default' } as const;

/**
 * The info tab: identity, state, balances; for staff the bank account, flags and locks, with the
 * warning of a lock by wrong passwords first (lifted on the edit page); limits and flags below.
 */
export function MemberInfoTab({ scope }: { scope: OfficeScope }) {
  const record = useRecordContext<AdminMemberRecord>();
  if (!record) return null;
  const staff = scope === 'admin';
  return (
    <Box>
      {staff && <LockedByPasswords />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, p: 1 }}>
        <Item label={field('memId')}>
          <TextField source="memId" />
        </Item>
        <Item label={field('memNick')}>
          <TextField source="memNick" />
        </Item>
        <Item label={field('name')}>
          <TextField source="name" />
        </Item>
        <Item label={field('phone')}>
          <TextField source="phone" />
        </Item>
        <Item label={field('tier')}>
          <EnumField source="tier" group="tier" />
        </Item>
        <Item label={field('status')}>
          <EnumField source="status" group="memberStatus" colors={statusColors} />
        </Item>
        <Item label={field('level')}>
          <NumberField source="level" />
        </Item>
        <Item label={field('parentMemId')}>
          <TextField source="parentMemId" emptyText="-" />
        </Item>
        <Item label={field('cash')}>
          <MoneyField source="cash" />
        </Item>
        <Item label={field('point')}>
          <MoneyField source="point" />
        </Item>
        <Item label={field('createdAt')}>
          <DateTimeField source="createdAt" />
        </Item>
        <Item label={field('lastLoginAt')}>
          <DateTimeField source="lastLoginAt" />
        </Item>
        {staff && (
          <>
            <Item label={field('bankName')}>
              <TextField source="bankName" emptyText="-" />
            </Item>
            <Item label={field('accountNo')}>
              <TextField source="accountNo" emptyText="-" />
            </Item>
            <Item label={field('accountHolder')}>
              <TextField source="accountHolder" emptyText="-" />
            </Item>
            <Item label={field('lastLoginIp')}>
              <TextField source="lastLoginIp" emptyText="-" />
            </Item>
            <Item label={field('online')}>
              <BooleanField source="online" />
            </Item>
            <Item label={field('canLogin')}>
              <BooleanField source="canLogin" />
            </Item>
            <Item label={field('canBet')}>
              <BooleanField source="canBet" />
            </Item>
            <Item label={field('locked')}>
              <BooleanField source="locked" />
            </Item>
            <Item label={field('pinLocked')}>
              <BooleanField source="pinLocked" />
            </Item>
            <Item label={field('gateLocked')}>
              <BooleanField source="gateLocked" />
            </Item>
          </>
        )}
      </Box>
      {!staff && <PartnerRates />}
      <MemberSafetyPanels scope={scope} />
    </Box>
  );
}
