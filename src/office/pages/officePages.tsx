import type { ReactElement } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import LockIcon from '@mui/icons-material/Lock';
import KeyIcon from '@mui/icons-material/Key';
import ApiIcon from '@mui/icons-material/Api';
import StairsIcon from '@mui/icons-material/Stairs';
import { API } from '../../shared/endpoints';
import { canAccess } from '../access/canAccess';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import type { MenuEntry } from '../layout/menuGroups';
import { lazyView } from '../common/lazyView';

const GatePage = lazyView(() => import('../gate/GatePage'), 'GatePage');
const SiteOptionsPage = lazyView(() => import('./SiteOptionsPage'), 'SiteOptionsPage');
const TotpPage = lazyView(() => import('./TotpPage'), 'TotpPage');
const LevelRulesPage = lazyView(() => import('./LevelRulesPage'), 'LevelRulesPage');
const ApiDocPage = lazyView(() => import('./apiDoc/ApiDocPage'), 'ApiDocPage');

interface OfficePage extends MenuEntry {
  element: ReactElement;
  allowed: (permissions: OfficePermissions | undefined) => boolean;
}

/** Screens outside the resource convention, each a custom route with its own menu entry. */
const OFFICE_PAGES: OfficePage[] = [
  {
    to: '/gate',
    label: 'office.menu.gate',
    group: 'gate',
    icon: LockIcon,
    element: <GatePage />,
    allowed: (p) => canAccess(p, API.partnerGate.check),
  },
  {
    to: '/siteOptions',
    label: 'office.menu.siteOptions',
    group: 'site',
    icon: SettingsIcon,
    element: <SiteOptionsPage />,
    allowed: (p) => canAccess(p, API.adminSiteOptions.get),
  },
  {
    to: '/levelRules',
    label: 'office.menu.levelRules',
    group: 'site',
    icon: StairsIcon,
    element: <LevelRulesPage />,
    allowed: (p) => canAccess(p, API.adminLevelRules.get),
  },
  {
    to: '/totp',
    label: 'office.menu.totp',
    group: 'site',
    icon: KeyIcon,
    element: <TotpPage />,
    allowed: (p) => canAccess(p, API.staffTotp.setup),
  },
  {
    to: '/apiDoc',
    label: 'office.menu.api',
    group: 'site',
    icon: ApiIcon,
    element: <ApiDocPage />,
    allowed: (p) => canAccess(p, API.officeOpenApi),
  },
];

export const pagesFor = (permissions: OfficePermissions | undefined) =>
  OFFICE_PAGES.filter((page) => page.allowed(permissions));
