import { useMemo } from 'react';
import { useT } from './i18n-context.tsx';

/**
 * The texts ui-kit's PasswordField would otherwise show in English (its reveal toggle), from the
 * catalogue: spread them into every PasswordField.
 */
export function usePasswordToggleTexts() {
  const t = useT();
  return useMemo(
    () => ({
      showText: t('password.show'),
      hideText: t('password.hide'),
      showLabel: t('password.showLabel'),
      hideLabel: t('password.hideLabel'),
    }),
    [t],
  );
}
