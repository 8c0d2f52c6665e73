import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { LiveMonitorList } from './LiveMonitorList';

const names = (en: string) => ({ ko: en, en, th: en, cn: en, jp: en, vn: en });

const inPlay = {
  id: 7,
  sport: 'soccer',
  league: names('K League'),
  home: names('Ulsan'),
  away: names('Seoul'),
  startsAt: '2026-11-21T05:00:00.000Z',
  period: 'ZZ',
  clockS: 3_125,
  clockRunning: true,
  scoreHome: 2,
  scoreAway: 1,
  stopped: true,
  silentS: 4,
  marketsOpen: 5,
  marketsSuspended: 2,
  slips: 3,
  stake: 30_000,
  liability: 58_500,
  pendingSlips: 1,
  pendingStake: 5_000,
};

describe('LiveMonitorList', () => {
  it('shows each fixture in play in words: score, time, bet stop, the feed, markets and the risk on it', async () => {
    const getList = vi.fn(async () => ({ data: [inPlay], total: 1 }));
    render(
      <OfficeTestContext dataProvider={{ getList } as Record<string, unknown>} resource="admin/sportsLiveMonitor">
        <LiveMonitorList />
      </OfficeTestContext>,
    );
    expect(await screen.findByText('Ulsan v Seoul')).toBeInTheDocument();
    expect(screen.getByText('2 : 1')).toBeInTheDocument();
    expect(screen.getByText('ZZ · 52:05')).toBeInTheDocument();
    expect(screen.getByText('Bet stop')).toBeInTheDocument();
    expect(screen.getByText('Feed 4 s ago')).toBeInTheDocument();
    expect(screen.getByText('5 open · 2 suspended')).toBeInTheDocument();
    expect(screen.getByText('58,500')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'admin/sportsLiveMonitor',
      expect.objectContaining({ sort: { field: 'startsAt', order: 'ASC' } }),
    );
  });

  it('says so when nothing is in play', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    render(
      <OfficeTestContext dataProvider={{ getList } as Record<string, unknown>} resource="admin/sportsLiveMonitor">
        <LiveMonitorList />
      </OfficeTestContext>,
    );
    expect(await screen.findByText('No match is in play.')).toBeInTheDocument();
  });
});
