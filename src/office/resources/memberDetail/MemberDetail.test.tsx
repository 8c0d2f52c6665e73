import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../../dataProvider/apiClient';
import { ResultCode } from '../../../shared/resultCodes';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { PartnerMemberDetail, StaffMemberDetail } from './MemberDetail';
import { partnerPermissions } from '../../../authProvider/officePermissions';

const member = {
  id: 5,
  memId: 'member01',
  memNick: '회원1',
  name: 'Kim',
  phone: '010-1000-1011',
  tier: 'NORMAL',
  status: 'normal',
  level: 1,
  parentId: 4,
  parentMemId: 'ptn05',
  depth: 2,
  recommendYn: 'N',
  cash: 500_000,
  point: 30_000,
  createdAt: '2026-11-20T01:00:00.000Z',
  lastLoginAt: null,
  rates: [],
};

const logins = [
  {
    id: 2,
    memberId: 5,
    memId: 'member01',
    kind: 'member',
    ip: '10.0.0.2',
    browser: 'Safari',
    os: 'iPhone',
    deviceId: '',
    result: ResultCode.WrongPassword,
    createdAt: '2026-11-20T02:00:00.000Z',
  },
  {
    id: 1,
    memberId: 5,
    memId: 'member01',
    kind: 'member',
    ip: '10.0.0.1',
    browser: 'Chrome',
    os: 'Windows',
    deviceId: '',
    result: ResultCode.Success,
    createdAt: '2026-11-20T01:00:00.000Z',
  },
];

function renderDetail(dataProvider: Record<string, unknown>) {
  return render(
    <MemoryRouter initialEntries={['/partner/members/5/show']}>
      <OfficeTestContext
        dataProvider={dataProvider}
        permissions={partnerPermissions('PTN_4')}
        resource="partner/members"
      >
        <Routes>
          <Route path="/partner/members/:id/show/*" element={<PartnerMemberDetail />} />
          <Route path="/partner/members" element={<p>member list</p>} />
        </Routes>
      </OfficeTestContext>
    </MemoryRouter>,
  );
}

/** The staff record of the same member, locked by 8 wrong passwords and with withdrawals locked. */
const lockedMember = {
  ...member,
  bankName: 'KB',
  accountNo: '123-45',
  accountHolder: 'Kim',
  canLogin: true,
  canBet: true,
  canRecommend: false,
  locked: true,
  casinoOpen: true,
  slotOpen: true,
  memo: '',
  joinIp: '10.0.0.1',
  joinDomain: 'localhost',
  lastLoginIp: '10.0.0.2',
  wrongPasswordCount: 8,
  lockedAt: '2026-11-20T03:00:00.000Z',
  pinLocked: true,
  gateLocked: false,
  online: false,
};

function renderStaffDetail(record: Record<string, unknown>) {
  const dataProvider: Record<string, unknown> = {
    getOne: async () => ({ data: record }),
    call: async () => ({ limits: [], exclusions: [], flags: [] }),
    getList: async () => ({ data: [], total: 0 }),
  };
  return render(
    <MemoryRouter initialEntries={['/admin/members/5/show']}>
      <OfficeTestContext dataProvider={dataProvider} resource="admin/members">
        <Routes>
          <Route path="/admin/members/:id/show/*" element={<StaffMemberDetail />} />
        </Routes>
      </OfficeTestContext>
    </MemoryRouter>,
  );
}

describe('MemberDetail', () => {
  it('warns staff at once of a lock by wrong passwords on the info tab, with the way to the edit page', async () => {
    renderStaffDetail(lockedMember);
    expect(await screen.findByText(/after 8 wrong passwords/)).toBeInTheDocument();
    expect(screen.getByText('Withdrawals locked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/members/5');
  });

  it('no warning for a staff lock, which has no time of wrong passwords', async () => {
    renderStaffDetail({ ...lockedMember, lockedAt: null, wrongPasswordCount: 0 });
    expect(await screen.findByTestId('member-detail-heading')).toHaveTextContent('member01');
    expect(screen.queryByText(/wrong passwords/)).toBeNull();
  });

  it('shows a partner the member and, on its logins tab, each try in words from the partner scope', async () => {
    const getManyReference = vi.fn(async (resource: string) =>
      resource === 'partner/logins' ? { data: logins, total: 2 } : { data: [], total: 0 },
    );
    renderDetail({
      getOne: async () => ({ data: member }),
      getManyReference,
      call: async () => ({ limits: [], exclusions: [], flags: [] }),
      getList: async () => ({ data: [], total: 0 }),
    });
    expect(await screen.findByTestId('member-detail-heading')).toHaveTextContent('member01 · 회원1');
    for (const tab of ['Info', 'Bets', 'Cash', 'Points', 'Bonuses', 'Logins', 'Messages', 'Memo'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Logins' }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(screen.getByText('The password is wrong.')).toBeInTheDocument();
    expect(screen.getByText('Safari · iPhone')).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      'partner/logins',
      expect.objectContaining({ target: 'memberId', id: 5 }),
    );
  });

  it('shows staff the level tab: the standing, a hold against the rules, and every move of the level', async () => {
    let standing: { id: number; level: number; locked: boolean; downgradeDue: string | null } = {
      id: 5,
      level: 2,
      locked: false,
      downgradeDue: '2026-12-08',
    };
    const call = vi.fn(async (entry: { path: string }, body: { locked?: boolean }) => {
      if (entry.path === '/api/admin/memberLevels/lock')
        standing = { ...standing, locked: body.locked!, downgradeDue: null };
      return entry.path.startsWith('/api/admin/memberLevels/') ? standing : { limits: [], exclusions: [], flags: [] };
    });
    const moves = [
      {
        id: 2,
        memberId: 5,
        memId: 'member01',
        fromLevel: 1,
        toLevel: 2,
        kind: 'upgrade',
        actor: 'rules',
        figures: { turnover: 250_000, deposits: 150_000, activeDays: 2 },
        createdAt: '2026-12-01T01:00:00.000Z',
      },
    ];
    const getManyReference = vi.fn(async (resource: string) =>
      resource === 'admin/levelMoves' ? { data: moves, total: 1 } : { data: [], total: 0 },
    );
    render(
      <MemoryRouter initialEntries={['/admin/members/5/show/level']}>
        <OfficeTestContext
          dataProvider={
            { getOne: async () => ({ data: lockedMember }), call, getManyReference } as Record<string, unknown>
          }
          resource="admin/members"
        >
          <Routes>
            <Route path="/admin/members/:id/show/*" element={<StaffMemberDetail />} />
          </Routes>
        </OfficeTestContext>
      </MemoryRouter>,
    );
    const shown = await screen.findByTestId('member-level');
    expect(shown).toHaveTextContent('Level 2');
    expect(shown).toHaveTextContent('Moved by the rules');
    expect(shown).toHaveTextContent('Downgrade due on 2026-12-08');
    expect(await screen.findByText('1 → 2')).toBeInTheDocument();
    expect(screen.getByText('Upgrade')).toBeInTheDocument();
    expect(screen.getByText('Turnover 250,000 · deposits 150,000 · 2 active days')).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      'admin/levelMoves',
      expect.objectContaining({ target: 'memberId', id: 5 }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hold level' }));
    expect(await screen.findByText('Held by staff')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/admin/memberLevels/lock' }), {
      id: 5,
      locked: true,
    });
    expect(screen.queryByText(/Downgrade due/)).toBeNull();
  });

  it('shows a partner, on the bonuses tab, each grant with its wagering as a bar, its state and what an end took back', async () => {
    const grants = [
      {
        id: 11,
        memberId: 5,
        memId: 'member01',
        memNick: '회원1',
        programId: 2,
        programName: '첫충 10%',
        kind: 'first_deposit',
        source: 'bonus:first_deposit:40',
        asset: 'cash',
        granted: 10_000,
        toWager: 30_000,
        wagered: 7_500,
        left: 22_500,
        state: 'active',
        takenBack: 0,
        expiresAt: null,
        createdAt: '2026-11-20T02:00:00.000Z',
        closedAt: null,
      },
      {
        id: 10,
        memberId: 5,
        memId: 'member01',
        memNick: '회원1',
        programId: 3,
        programName: 'VIP',
        kind: 'staff',
        source: 'bonus:staff:10',
        asset: 'cash',
        granted: 20_000,
        toWager: 40_000,
        wagered: 20_000,
        left: 0,
        state: 'forfeited',
        takenBack: 10_000,
        expiresAt: null,
        createdAt: '2026-11-19T02:00:00.000Z',
        closedAt: '2026-11-19T05:00:00.000Z',
      },
    ];
    const getManyReference = vi.fn(async (resource: string) =>
      resource === 'partner/bonusRequirements' ? { data: grants, total: 2 } : { data: [], total: 0 },
    );
    renderDetail({
      getOne: async () => ({ data: member }),
      getManyReference,
      call: async () => ({ limits: [], exclusions: [], flags: [] }),
      getList: async () => ({ data: [], total: 0 }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Bonuses' }));
    expect(await screen.findByText('첫충 10%')).toBeInTheDocument();
    expect(screen.getByText('Being wagered')).toBeInTheDocument();
    expect(screen.getByText('Given up')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar').map((b) => b.getAttribute('aria-valuenow'))).toEqual(['25', '50']);
    expect(getManyReference).toHaveBeenCalledWith(
      'partner/bonusRequirements',
      expect.objectContaining({ target: 'memberId', id: 5 }),
    );
  });

  it("a member outside the subtree: the server's E007 in words, and back to the list", async () => {
    renderDetail({
      getOne: async () => {
        throw new ApiError(ResultCode.NotFound);
      },
    });
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
    expect(await screen.findByText('member list')).toBeInTheDocument();
    expect(screen.queryByTestId('member-detail-heading')).toBeNull();
  });
});
