import { describe, expect, it, vi } from 'vitest';
import { PushCmd, type PushCommand } from '../../shared/api/realtime';
import { applyPush, type RealtimeHandlers } from './applyPush';

const handlers = () => ({
  setBalances: vi.fn<RealtimeHandlers['setBalances']>(),
  setUnread: vi.fn<RealtimeHandlers['setUnread']>(),
  signOut: vi.fn<RealtimeHandlers['signOut']>(),
  gameDown: vi.fn<RealtimeHandlers['gameDown']>(),
  slipDecided: vi.fn<RealtimeHandlers['slipDecided']>(),
});
const run = (cmd: PushCommand['cmd'], data1: string, data2 = '') => {
  const h = handlers();
  applyPush({ cmd, data1, data2 }, h);
  return h;
};

describe('§4 socket commands on the member front', () => {
  it('INSPECT Y signs out towards /warning; INSPECT N changes nothing', () => {
    expect(run(PushCmd.Inspect, 'Y').signOut).toHaveBeenCalledWith('inspect');
    expect(run(PushCmd.Inspect, 'N').signOut).not.toHaveBeenCalled();
  });

  it('CASH sets cash (data1) and points (data2); a damaged amount is ignored', () => {
    expect(run(PushCmd.Cash, '150000', '3200').setBalances).toHaveBeenCalledWith(150_000, 3_200);
    expect(run(PushCmd.Cash, '1.5', '3').setBalances).not.toHaveBeenCalled();
    expect(run(PushCmd.Cash, '', '3').setBalances).not.toHaveBeenCalled();
  });

  it('MSG sets the unread count', () => {
    expect(run(PushCmd.Msg, '3').setUnread).toHaveBeenCalledWith(3);
  });

  it('LOGOUT signs out with the sign-in-required message', () => {
    expect(run(PushCmd.Logout, 'replaced').signOut).toHaveBeenCalledWith('replaced');
  });

  it('LOCK_BET_YN emits gameDown unless data1 is N and data2 is Y', () => {
    expect(run(PushCmd.LockBet, 'N', 'Y').gameDown).not.toHaveBeenCalled();
    expect(run(PushCmd.LockBet, 'Y', 'Y').gameDown).toHaveBeenCalledWith({ locked: true, canBet: true });
    expect(run(PushCmd.LockBet, 'N', 'N').gameDown).toHaveBeenCalledWith({ locked: false, canBet: false });
    expect(run(PushCmd.LockBet, 'Y', 'N').gameDown).toHaveBeenCalledTimes(1);
  });

  it('ignores a command it does not know', () => {
    const h = run('NOPE' as PushCommand['cmd'], '1', '2');
    for (const fn of Object.values(h)) expect(fn).not.toHaveBeenCalled();
  });

  it('SLIP tells the pages a slip in its bet delay was decided; a damaged one is ignored', () => {
    expect(run(PushCmd.Slip, '42', 'REFUSED').slipDecided).toHaveBeenCalledWith({ betIdx: 42, status: 'REFUSED' });
    expect(run(PushCmd.Slip, '42', 'BET').slipDecided).toHaveBeenCalledWith({ betIdx: 42, status: 'BET' });
    expect(run(PushCmd.Slip, 'x', 'BET').slipDecided).not.toHaveBeenCalled();
    expect(run(PushCmd.Slip, '42', 'WIN').slipDecided).not.toHaveBeenCalled();
  });
});
