import { memberTopic, PushCmd, yn, type PushCommand } from '../../../shared/api/realtime';
import type { DomainEvent } from '../../events/bus';
import { FanoutWriter, SHARED_FROM } from './fanoutWriter';
import { pushSealer, type PushSealer } from './pushCipher';
import { sealedBody, sharedBody } from './sealedFrame';
import type { StompConnection } from './stompConnection';

type Index<K, V = StompConnection> = Map<K, Set<V>>;

const add = <K, V>(index: Index<K, V>, key: K, value: V) => {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(value);
};
const remove = <K, V>(index: Index<K, V>, key: K, value: V) => {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
};
const none: ReadonlySet<StompConnection> = new Set();

/**
 * A member's connection as its pushes reach it: its own channel and its session's sealer (the keys
 * derived once), found with the connection so a fan-out looks nothing up per socket.
 */
interface MemberLine {
  conn: StompConnection;
  channel: string;
  seal: PushSealer;
}

/**
 * The live push connections of this node, indexed by member, session, site and public topic, and
 * the §4 mapping of each domain event onto socket commands.
 */
export class PushHub {
  readonly connections = new Set<StompConnection>();
  private readonly members = new Map<StompConnection, MemberLine>();
  private readonly byMember: Index<number, MemberLine> = new Map();
  private readonly bySession: Index<string> = new Map();
  private readonly bySite: Index<string, MemberLine> = new Map();
  private readonly byTopic: Index<string> = new Map();
  private readonly fanout: FanoutWriter;

  constructor(log: (error: unknown) => void) {
    this.fanout = new FanoutWriter(log);
  }

  opened(conn: StompConnection): void {
    this.connections.add(conn);
  }

  identified(conn: StompConnection): void {
    const who = conn.identity!;
    add(this.bySession, who.sessionId, conn);
    // a staff connection hears its alert topics only: no member channel, no site-wide command
    if (who.kind !== 'member') return;
    const line = { conn, channel: memberTopic(who.channelId), seal: pushSealer(who.pushKey) };
    this.members.set(conn, line);
    add(this.byMember, who.memberId, line);
    add(this.bySite, who.siteId, line);
    // the helper thread once this node holds a fan-out worth sharing
    if (this.members.size >= SHARED_FROM) this.fanout.start();
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
    const line = this.members.get(conn);
    if (who.kind !== 'member' || !line) return;
    this.members.delete(conn);
    remove(this.byMember, who.memberId, line);
    remove(this.bySite, who.siteId, line);
  }

  /** §4 socket commands for one domain event, to exactly the sockets it concerns. */
  deliver(event: DomainEvent): void {
    switch (event.type) {
      case 'cash':
        return this.toMember(this.byMember.get(event.memberId), {
          cmd: PushCmd.Cash,
          data1: String(event.cash),
          data2: String(event.point),
        });
      case 'msg':
        return this.toMember(this.byMember.get(event.memberId), {
          cmd: PushCmd.Msg,
          data1: String(event.unread),
          data2: '',
        });
      case 'lockBet':
        // data1 = bet locked, data2 = may bet: the §4 client rule "unless data1 is N and data2 is Y,
        // gameDown" then stays quiet exactly for a member who is not locked and may bet.
        return this.toMember(this.byMember.get(event.memberId), {
          cmd: PushCmd.LockBet,
          data1: yn(event.locked),
          data2: yn(event.canBet),
        });
      case 'slip':
        return this.toMember(this.byMember.get(event.memberId), {
          cmd: PushCmd.Slip,
          data1: String(event.betIdx),
          data2: event.status,
        });
      case 'inspect':
        return this.toMember(this.bySite.get(event.siteId), { cmd: PushCmd.Inspect, data1: yn(event.on), data2: '' });
      case 'logout': {
        // The ended session hears LOGOUT once, then its sockets close (§4).
        const conns = [...(this.bySession.get(event.sessionId) ?? none)];
        this.toMember(new Set(conns.flatMap((conn) => this.members.get(conn) ?? [])), {
          cmd: PushCmd.Logout,
          data1: event.reason,
          data2: '',
        });
        for (const conn of conns) conn.close();
        return;
      }
      case 'staffLogout':
        for (const conn of [...(this.bySession.get(event.sessionId) ?? none)]) conn.close();
        return;
      case 'topic': {
        // serialised and quoted once for every socket, each socket's frame built where the fan-out writes it
        const conns = this.byTopic.get(event.topic);
        if (!conns) return;
        const body = sharedBody(JSON.stringify(event.body));
        const frames = this.fanout.batch(conns.size);
        try {
          for (const conn of conns) conn.deliver(event.topic, body, 'application/json', frames);
        } finally {
          frames.end();
        }
      }
    }
  }

  /** One command to members' own channels: its body padded once, then sealed for each session, and written as one batch. */
  private toMember(lines: ReadonlySet<MemberLine> | undefined, command: PushCommand): void {
    if (!lines) return;
    const body = sealedBody(JSON.stringify([command]));
    const frames = this.fanout.batch(lines.size);
    try {
      for (const line of lines) line.conn.deliverSealed(line.channel, body, line.seal, frames);
    } finally {
      // frames already handed over are completed whatever stopped the loop
      frames.end();
    }
  }

  /** Ends every connection (the node shuts down). */
  closeAll(): void {
    for (const conn of [...this.connections]) conn.close();
    this.fanout.close();
  }
}
