/**
 * An update sends only what the form changed (the server validates each field on its own terms),
 * and never an empty secret.
 */
export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === '' && /password/i.test(key)) continue;
    if (value === undefined) continue;
    if (previous && JSON.stringify(previous[key]) === JSON.stringify(value)) continue;
    out[key] = value;
  }
  return out;
}
