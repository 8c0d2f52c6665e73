import { useTranslation } from 'react-i18next';
import { PageFrame } from '../shell/common/PageFrame';
import { EmptyState } from '../shell/common/EmptyState';

/** A route whose page is not built yet: its title and an empty state, never a blank screen. */
export function RoutePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(titleKey)}>
      <EmptyState />
    </PageFrame>
  );
}
