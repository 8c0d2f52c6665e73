import { useResourceContext } from 'react-admin';

/** Staff's screen (`admin/joinCodes`) sets domains; a partner's never shows them. */
export const useIsStaffScreen = (): boolean => useResourceContext()?.startsWith('admin/') ?? false;
