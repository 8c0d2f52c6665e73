import { memberTopic, PushCmd, yn, type PushCommand } from '../../../shared/api/realtime';
import type { DomainEvent } from '../../events/bus';
import { padBody, pushSealer, sealText, type PushSealer } from './pushCipher';
import type { StompConnection } from './stompConnection';

type Index<K> = Map<K, Set<StompConnection>>;

const add = <K>(index: Index<K>, key: K, conn: StompConnection) => {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(conn);
};
const remove = <K>(index: Index<K>, key: K, conn: StompConnection) => {
  const set = index.get(key);
  if (!set) return;
  set.delete(conn);
  if (set.size === 0) index.delete(key);
};
const none: ReadonlySet<StompConnection> = new Set();

/**
 * The live push connections of this node, indexed by member, session, site and public topic, and
 * the §4 mapping of each domain event onto socket commands.
 */
export class PushHub {
  readonly connections = new Set<StompConnection>();
  private readonly byMember: Index<number> = new Map();
  private readonly bySession: Index<string> = new Map();
  private readonly bySite: Index<string> = new Map();
  private readonly byTopic: Index<string> = new Map();
  /** Each identified connection's sealer: its session keys derived once. */
  private readonly sealers = new WeakMap<StompConnection, PushSealer>();

  opened(conn: StompConnection): void {
    this.connections.add(conn);
  }

  identified(conn: StompConnection): void {
    const who = conn.identity!;
    add(this.bySession, who.sessionId, conn);
    // a staff connection hears its alert topics only: no member channel, no site-wide command
    if (who.kind !== 'member') return;
    this.sealers.set(conn, pushSealer(who.pushKey));
    add(this.byMember, who.memberId, conn);
    add(this.bySite, who.siteId, conn);
  }

  subscribed(conn: StompConnection, destination: string): void {
    const who = conn.identity!;
    if (who.kind === 'staff' || destination !== memberTopic(who.channelId)) add(this.byTopic, destination, conn);
  }

  unsubscribed(conn: StompConnection, destination: string): void {
    remove(this.byTopic, destination, conn);
  }

  closed(conn: StompConnection): void {
    this.connections.delete(conn);
    for (const [topic, set] of this.byTopic) if (set.has(conn)) remove(this.byTopic, topic, conn);
    const who = conn.identity;
    if (!who) return;
    remove(this.bySession, who.sessionId, conn);
    if (who.kind !== 'member') return;
    remove(this.byMember, who.memberId, conn);
    remove(this.bySite, who.siteId, conn);
  }

  /** §4 socket commands for one domain event, to exactly the sockets it concerns. */
  deliver(event: DomainEvent): void {
    switch (event.type) {
      case 'cash':
        return this.toMember(this.byMember.get(event.memberId), { cmd: PushCmd.Cash, data1: String(event.cash), data2: String(event.point) });
      case 'msg':
        return this.toMember(this.byMember.get(event.memberId), { cmd: PushCmd.Msg, data1: String(event.unread), data2: '' });
      case 'lockBet':
        // data1 = bet locked, data2 = may bet: the §4 client rule "unless data1 is N and data2 is Y,
        // gameDown" then stays quiet exactly for a member who is not locked and may bet.
        return this.toMember(this.byMember.get(event.memberId), { cmd: PushCmd.LockBet, data1: yn(event.locked), data2: yn(event.canBet) });
      case 'inspect':
        return this.toMember(this.bySite.get(event.siteId), { cmd: PushCmd.Inspect, data1: yn(event.on), data2: '' });
      case 'logout': {
        // The ended session hears LOGOUT once, then its sockets close (§4).
        const conns = [...(this.bySession.get(event.sessionId) ?? none)];
        this.toMember(new Set(conns), { cmd: PushCmd.Logout, data1: event.reason, data2: '' });
        for (const conn of conns) conn.close();
        return;
      }
      case 'staffLogout':
        for (const conn of [...(this.bySession.get(event.sessionId) ?? none)]) conn.close();
        return;
      case 'topic': {
        const body = JSON.stringify(event.body);
        for (const conn of this.byTopic.get(event.topic) ?? none) conn.deliver(event.topic, body, 'application/json');
      }
    }
  }

  private toMember(conns: ReadonlySet<StompConnection> | undefined, command: PushCommand): void {
    const body = padBody(JSON.stringify([command]));
    for (const conn of conns ?? none) {
      const who = conn.identity;
      if (who?.kind !== 'member') continue;
      const destination = memberTopic(who.channelId);
      if (conn.isSubscribed(destination)) conn.deliver(destination, sealText(this.sealers.get(conn)!, body), 'text/plain');
    }
  }

  /** Ends every connection (the node shuts down). */
  closeAll(): void {
    for (const conn of [...this.connections]) conn.close();
  }
}
