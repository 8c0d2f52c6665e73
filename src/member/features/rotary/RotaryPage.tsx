import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui';
import { UnavailableNotice } from '../../shell/common/UnavailableNotice';

/** §2 /member/rotary: the roulette is not offered yet, and the page says so. */
export function RotaryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame titleKey="front.nav.rotary">
      <UnavailableNotice text={t('front.rotary.unavailable')} />
    </PageFrame>
  );
}
