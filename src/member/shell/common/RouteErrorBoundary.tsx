import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button } from '@mui/material';

function Failure() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 6, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('front.common.retry')}
          </Button>
        }
      >
        {t('api.9999')}
      </Alert>
    </Box>
  );
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Failure /> : this.props.children;
  }
}

/**
 * §8 'Loading chunk N failed' (a route chunk that no longer exists after a deploy, a dropped
 * connection) or a page that throws: the shell stays, the page area offers a reload. Another
 * route starts clean.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
