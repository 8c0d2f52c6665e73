import {
  EditButton,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TopToolbar,
  useRecordContext,
  useRedirect,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import { API } from '../../../shared/endpoints';
import { canAccess } from '../../access/canAccess';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { Typography } from '@mui/material';
import type { LowerMemberRecord } from '../../../shared/api/office/members';
import { CorrectBalanceButton } from './CorrectBalanceButton';
import { MemberInfoTab } from './MemberInfoTab';
import { MemberMemoTab } from './MemberMemoTab';
import { MemberLevelTab } from './MemberLevelTab';
import { MemberRiskTab } from './MemberRiskTab';
import { MemberBetsTab, MemberBonusesTab, MemberLedgerTab, MemberLoginsTab, MemberMessagesTab } from './MemberTabs';
import type { OfficeScope } from './memberTabs';

function Title() {
  const record = useRecordContext<LowerMemberRecord>();
  const translate = useTranslate();
  return (
    <>
      {record ? `${translate('office.memberDetail.title')}: ${record.memId}` : translate('office.memberDetail.title')}
    </>
  );
}

function Heading() {
  const record = useRecordContext<LowerMemberRecord>();
  if (!record) return null;
  return (
    <Typography variant="h6" sx={{ px: 2, pt: 2 }} data-testid="member-detail-heading">
      {record.memId} · {record.memNick}
    </Typography>
  );
}

const tab = (name: string) => `office.memberDetail.tab.${name}`;

/**
 * The member detail for staff and, within its subtree, a partner: info, bets,
 * cash, points, bonuses, logins, messages, level and sports risk (staff) and memo, each tab read from the server and scoped there. A
 * partner opening a member outside its subtree gets E007 from the first read and sees nothing.
 */
function MemberDetail({ scope }: { scope: OfficeScope }) {
  const notifyError = useApiErrorNotify();
  const redirect = useRedirect();
  const { permissions } = usePermissions<OfficePermissions>();
  // The server's own word (E007 outside the subtree) rather than react-admin's generic one, then back to the list.
  const onError = (error: unknown) => {
    notifyError(error);
    redirect('list', `${scope}/members`);
  };
  return (
    <Show
      title={<Title />}
      actions={
        scope === 'admin' ? (
          <TopToolbar>
            <CorrectBalanceButton />
            <EditButton />
          </TopToolbar>
        ) : (
          false
        )
      }
      queryOptions={{ onError, retry: false }}
    >
      <Heading />
      <TabbedShowLayout
        syncWithLocation
        sx={{ '& .MuiTabs-root': { overflowX: 'auto' } }}
        tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}
      >
        <TabbedShowLayout.Tab label={tab('info')}>
          <MemberInfoTab scope={scope} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={tab('bets')} path="bets">
          <MemberBetsTab scope={scope} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={tab('cash')} path="cash">
          <MemberLedgerTab scope={scope} asset="cash" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={tab('points')} path="points">
          <MemberLedgerTab scope={scope} asset="point" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={tab('bonuses')} path="bonuses">
          <MemberBonusesTab scope={scope} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={tab('logins')} path="logins">
          <MemberLoginsTab scope={scope} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={tab('messages')} path="messages">
          <MemberMessagesTab scope={scope} />
        </TabbedShowLayout.Tab>
        {/* The level program is staff's (docs/domains/member-levels.md#staff). */}
        {scope === 'admin' && (
          <TabbedShowLayout.Tab label={tab('level')} path="level">
            <MemberLevelTab />
          </TabbedShowLayout.Tab>
        )}
        {/* Sports risk is the sportsbook staff's (docs/domains/sportsbook.md#risk); partners do not see it. */}
        {scope === 'admin' && canAccess(permissions, API.adminSportsRiskProfiles.get) && (
          <TabbedShowLayout.Tab label={tab('sportsRisk')} path="sportsRisk">
            <MemberRiskTab />
          </TabbedShowLayout.Tab>
        )}
        <TabbedShowLayout.Tab label={tab('memo')} path="memo">
          <MemberMemoTab scope={scope} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}

export const PartnerMemberDetail = () => <MemberDetail scope="partner" />;
export const StaffMemberDetail = () => <MemberDetail scope="admin" />;
