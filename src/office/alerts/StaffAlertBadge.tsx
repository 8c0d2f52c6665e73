import { useEffect, useState } from 'react';
import { useCreatePath, useDataProvider, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Badge,
  Divider,
  FormControlLabel,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Switch,
  Tooltip,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { API } from '../../shared/endpoints';
import { hasPair, OfficeAction } from '../../shared/api/office';
import {
  STAFF_ALERT_AREA,
  STAFF_ALERT_KINDS,
  STAFF_ALERT_QUEUE,
  staffTopic,
  type StaffAlert,
  type StaffAlertKind,
} from '../../shared/api/staffAlerts';
import { currentSite } from '../../dataProvider/siteConfig';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { playChime, rememberSound, soundWanted } from './alertSound';
import { announceStaffAlert } from './staffAlertEvents';

type Counts = Record<StaffAlertKind, number>;
const NONE: Counts = { deposit: 0, withdrawal: 0, inquiry: 0, moneyRequest: 0, correction: 0, bankNotice: 0 };

/**
 * The app bar's bell for staff (docs/architecture/push.md#staff-alerts). New deposit and withdrawal
 * requests and new inquiries of the areas the role opens arrive over the push and count here (with
 * a chime when the remembered sound switch is on); a click opens the queue, or a menu when several
 * kinds wait.
 */
export function StaffAlertBadge() {
  const { permissions } = usePermissions<OfficePermissions>();
  const pairs = permissions?.kind === 'staff' ? permissions.pairs : null;
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const refresh = useRefresh();
  const { pathname } = useLocation();
  const [lastAlert, setLastAlert] = useState<StaffAlert | null>(null);
  const [counts, setCounts] = useState<Counts>(NONE);
  const [sound, setSound] = useState(soundWanted);
  const [live, setLive] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const kinds = pairs ? STAFF_ALERT_KINDS.filter((k) => hasPair(pairs, STAFF_ALERT_AREA[k], OfficeAction.Read)) : [];
  const kindsKey = kinds.join(',');

  useEffect(() => {
    if (!pairs || !kindsKey) return;
    const site = currentSite();
    let alerts: { stop(): Promise<void> } | null = null;
    let ended = false;
    // The push client (STOMP over SockJS) loads after the office's first screen
    // (docs/architecture/office-front.md#first-load).
    void import('./staffAlertClient').then(({ startStaffAlerts }) => {
      if (ended) return;
      alerts = startStaffAlerts({
        site,
        // one topic per area: kinds of one area (a deposit and a bank notice) share it, and a
        // second subscription would hear each alert twice
        topics: [
          ...new Set(kindsKey.split(',').map((k) => staffTopic(site.siteId, STAFF_ALERT_AREA[k as StaffAlertKind]))),
        ],
        getTicket: async () => (await dataProvider.call(API.staffPush.ticket, {})).ticket,
        onLive: setLive,
        onAlert: (alert) => {
          setLastAlert(alert);
          announceStaffAlert(alert);
          setCounts((c) => ({ ...c, [alert.kind]: c[alert.kind] + 1 }));
          // read where the switch remembers it, so a change applies to the next alert at once
          if (soundWanted()) playChime();
        },
      });
    });
    return () => {
      ended = true;
      void alerts?.stop();
    };
  }, [pairs, kindsKey, dataProvider]);

  // the queue on screen shows the new request at once (the desk's counts listen for themselves)
  useEffect(() => {
    if (lastAlert && pathname === createPath({ resource: STAFF_ALERT_QUEUE[lastAlert.kind], type: 'list' })) refresh();
    // only a new alert triggers it, not navigation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastAlert]);

  if (!pairs || kinds.length === 0) return null;
  const total = kinds.reduce((n, k) => n + counts[k], 0);
  const open = (kind: StaffAlertKind) => {
    setCounts((c) => ({ ...c, [kind]: 0 }));
    setAnchor(null);
    navigate(createPath({ resource: STAFF_ALERT_QUEUE[kind], type: 'list' }));
  };
  const waiting = kinds.filter((k) => counts[k] > 0);
  const label = translate('office.alerts.title');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={`${label}: ${total}`}
          data-testid="staff-alerts"
          data-live={live}
          // a dimmed bell: alerts are not coming in right now (the socket is reconnecting)
          sx={{ opacity: live ? 1 : 0.5 }}
          onClick={(e) => (waiting.length === 1 ? open(waiting[0]!) : setAnchor(e.currentTarget))}
        >
          <Badge badgeContent={total} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {kinds.map((kind) => (
          <MenuItem key={kind} onClick={() => open(kind)}>
            <ListItemText
              primary={translate(`office.alerts.kind.${kind}`)}
              secondary={translate('office.alerts.new', { count: counts[kind] })}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem disableRipple>
          <FormControlLabel
            control={
              <Switch
                checked={sound}
                onChange={(e) => {
                  rememberSound(e.target.checked);
                  setSound(e.target.checked);
                }}
              />
            }
            label={translate('office.alerts.sound')}
          />
        </MenuItem>
      </Menu>
    </>
  );
}
