import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, IconButton } from '@mui/material';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useSession } from '../../session';

/** The unread message count in the header: an envelope with its badge, leading to the inbox. */
export function UnreadMessages({ to }: { to: string }) {
  const { t } = useTranslation();
  const { unread } = useSession();
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={to}
      aria-label={t('front.look.unreadMessages', { count: unread })}
      data-testid="header-unread"
    >
      <Badge color="secondary" badgeContent={unread} max={99}>
        <MailOutlined />
      </Badge>
    </IconButton>
  );
}
