import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { currentSite, defaultSite, overrideSite } from '../../../dataProvider/siteConfig';

/**
 * §6 developer mode (F2 in the login id field, in builds that allow it): point this tab at another
 * site id and key. The page reloads so every client starts again with the new site.
 */
export default function DeveloperSiteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [site, setSite] = useState(currentSite);
  const apply = (next: typeof site | null) => {
    overrideSite(next);
    window.location.reload();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('front.developer.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('front.developer.siteId')}
            value={site.siteId}
            onChange={(e) => setSite({ ...site, siteId: e.target.value.trim() })}
          />
          <TextField
            label={t('front.developer.siteKey')}
            value={site.siteKey}
            onChange={(e) => setSite({ ...site, siteKey: e.target.value.trim() })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => apply(null)}>{t('front.developer.reset', { siteId: defaultSite.siteId })}</Button>
        <Button onClick={onClose}>{t('front.common.cancel')}</Button>
        <Button variant="contained" disabled={!site.siteId || !site.siteKey} onClick={() => apply(site)}>
          {t('front.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
