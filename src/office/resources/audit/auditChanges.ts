type Snapshot = Record<string, unknown> | null;

export interface AuditChange {
  key: string;
  before: string | null;
  after: string | null;
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The fields an audit line changed, before and after: a create lists what it set (no before), a
 * delete what it removed (no after), an update only the fields whose value differs.
 */
export function auditChanges(before: Snapshot, after: Snapshot): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({
      key,
      before: before && key in before ? show(before[key]) : null,
      after: after && key in after ? show(after[key]) : null,
    }))
    .filter((c) => c.before !== c.after);
}
