import type { SignalKind } from '../../../shared/api/integrity';

/** Accounts sharing one value of one signal (a device id, an IP, a payout account, phone digits). */
export interface SharedSignal {
  kind: SignalKind;
  value: string;
  memberIds: number[];
}

export interface LinkGroup {
  /** Ascending. */
  memberIds: number[];
  signals: SharedSignal[];
}

/**
 * Accounts linked directly or through others (a ring: A and B share a device, B and C a payout
 * account) form one group, with every signal that links them. Union-find over the shared signals.
 */
export function linkGroups(signals: readonly SharedSignal[]): LinkGroup[] {
  const parent = new Map<number, number>();
  const find = (id: number): number => {
    let x = id;
    // Path halving keeps the trees flat.
    while (parent.get(x) !== x) {
      const up = parent.get(parent.get(x)!)!;
      parent.set(x, up);
      x = up;
    }
    return x;
  };
  for (const s of signals) {
    for (const id of s.memberIds) if (!parent.has(id)) parent.set(id, id);
    for (const id of s.memberIds.slice(1)) parent.set(find(id), find(s.memberIds[0]!));
  }
  const groups = new Map<number, LinkGroup>();
  const groupOf = (id: number): LinkGroup => {
    const root = find(id);
    let group = groups.get(root);
    if (!group) groups.set(root, (group = { memberIds: [], signals: [] }));
    return group;
  };
  for (const id of parent.keys()) groupOf(id).memberIds.push(id);
  for (const s of signals) groupOf(s.memberIds[0]!).signals.push(s);
  for (const group of groups.values()) group.memberIds.sort((a, b) => a - b);
  return [...groups.values()];
}
