import { ListSubheader } from '@mui/material';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { resourcesFor } from '../resources/registry';
import { pagesFor } from '../pages/officePages';
import { groupEntries, type MenuEntry } from './menuGroups';

/** Every screen the signed-in role may open, under headings; nothing of an area it may not. */
function menuEntries(permissions: OfficePermissions | undefined): MenuEntry[] {
  const resources = resourcesFor(permissions).flatMap((r) => [
    { to: `/${r.name}`, label: String(r.options?.label), group: r.group, icon: r.icon },
    ...(r.shortcuts ?? []).map((s) => ({
      to: `/${r.name}?${new URLSearchParams({ filter: JSON.stringify(s.filter) }).toString()}`,
      label: s.label,
      group: r.group,
      icon: r.icon,
    })),
  ]);
  return [...resources, ...pagesFor(permissions)];
}

export function OfficeMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<OfficePermissions>();
  const groups = groupEntries(permissions, menuEntries(permissions));
  return (
    <Menu>
      <Menu.DashboardItem
        primaryText={permissions?.kind === 'partner' ? 'office.partner.home' : 'office.menu.dashboard'}
      />
      {groups.map(({ group, entries }) => [
        open && (
          <ListSubheader key={`h-${group}`} sx={{ lineHeight: '32px', bgcolor: 'transparent', position: 'static' }}>
            {translate(`office.menuGroup.${group}`)}
          </ListSubheader>
        ),
        ...entries.map(({ to, label, icon: Icon }) => (
          <Menu.Item key={to} to={to} primaryText={label} leftIcon={Icon ? <Icon /> : undefined} />
        )),
      ])}
    </Menu>
  );
}
