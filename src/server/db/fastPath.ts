/**
 * A fast path does a call's common case in one statement (a plpgsql function) and rolls back
 * whole when it cannot: PF001 when the call needs judging on the full path, 23505 when a parallel
 * twin of the call got there first. Either way the caller runs the full path, which answers it.
 */
export const fallsBackToFullPath = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  return code === 'PF001' || code === '23505';
};
