import { useT } from '../i18n/i18n-context.tsx';

/** The full-viewport 'Please wait while we load data.' overlay (spec §1). */
export function OverlayHost({ open }: { open: boolean }) {
  const t = useT();
  if (!open) return null;
  return (
    <div role="status" data-testid="loading-overlay">
      {t('app.loading')}
    </div>
  );
}
