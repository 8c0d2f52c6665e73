import { PushCmd, type PushCommand } from '../../shared/api/realtime';
import type { SignOutReason } from '../session';

/** What a push command may do to the member front (the session store supplies it). */
export interface RealtimeHandlers {
  setBalances(cash: number, point: number): void;
  setUnread(count: number): void;
  signOut(reason: SignOutReason): void;
  gameDown(detail: { canBet: boolean; locked: boolean }): void;
  slipDecided(detail: { betIdx: number; status: 'BET' | 'REFUSED' }): void;
}

const amount = (s: string): number | null => {
  const n = Number(s);
  return s.trim() !== '' && Number.isSafeInteger(n) ? n : null;
};

/** §4 "Socket commands", one at a time; an unknown or damaged command is ignored. */
export function applyPush(command: PushCommand, handlers: RealtimeHandlers): void {
  switch (command.cmd) {
    case PushCmd.Inspect:
      if (command.data1 === 'Y') handlers.signOut('inspect');
      return;
    case PushCmd.Cash: {
      const [cash, point] = [amount(command.data1), amount(command.data2)];
      if (cash !== null && point !== null) handlers.setBalances(cash, point);
      return;
    }
    case PushCmd.Msg: {
      const unread = amount(command.data1);
      if (unread !== null) handlers.setUnread(unread);
      return;
    }
    case PushCmd.Logout:
      handlers.signOut('replaced');
      return;
    case PushCmd.LockBet:
      // §4, as written: unless data1 is N and data2 is Y, a gameDown event is emitted.
      if (!(command.data1 === 'N' && command.data2 === 'Y'))
        handlers.gameDown({ locked: command.data1 === 'Y', canBet: command.data2 === 'Y' });
      return;
    case PushCmd.Slip: {
      const betIdx = amount(command.data1);
      if (betIdx !== null && (command.data2 === 'BET' || command.data2 === 'REFUSED'))
        handlers.slipDecided({ betIdx, status: command.data2 });
      return;
    }
  }
}
