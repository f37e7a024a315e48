import { LoadingOverlay } from '@forecourt/ui-kit';
import { useT } from '../i18n/i18n-context.tsx';

/** The full-viewport 'Please wait while we load data.' overlay (PRODUCT-6). */
export function OverlayHost({ open }: { open: boolean }) {
  const t = useT();
  return <LoadingOverlay open={open} label={t('app.loading')} />;
}
