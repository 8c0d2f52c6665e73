import type { ReactElement } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import LockIcon from '@mui/icons-material/Lock';
import KeyIcon from '@mui/icons-material/Key';
import { OfficeArea } from '../../shared/api/office';
import { canAccess, type OfficePermissions } from '../access/canAccess';
import type { MenuEntry } from '../layout/menuGroups';
import { GatePage } from '../gate/GatePage';
import { SiteOptionsPage } from './SiteOptionsPage';
import { TotpPage } from './TotpPage';

export interface OfficePage extends MenuEntry {
  element: ReactElement;
  allowed: (permissions: OfficePermissions | undefined) => boolean;
}

/** Screens outside the resource convention, each a custom route with its own menu entry. */
export const OFFICE_PAGES: OfficePage[] = [
  { to: '/gate', label: 'office.menu.gate', group: 'gate', icon: LockIcon, element: <GatePage />, allowed: (p) => p?.kind === 'partner' },
  {
    to: '/siteOptions',
    label: 'office.menu.siteOptions',
    group: 'site',
    icon: SettingsIcon,
    element: <SiteOptionsPage />,
    allowed: (p) => canAccess(p, { scope: 'admin', area: OfficeArea.Site }),
  },
  { to: '/totp', label: 'office.menu.totp', group: 'site', icon: KeyIcon, element: <TotpPage />, allowed: (p) => p?.kind === 'staff' },
];

export const pagesFor = (permissions: OfficePermissions | undefined) => OFFICE_PAGES.filter((page) => page.allowed(permissions));
