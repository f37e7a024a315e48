import type { PortalType } from '@forecourt/validators';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import * as styles from '../../components/screens.css.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';

const entries: readonly {
  to: '/login/$type' | '/login/$type/admin';
  type: PortalType;
  label: MessageKey;
}[] = [
  { to: '/login/$type', type: 'dealer', label: 'landing.dealer' },
  { to: '/login/$type', type: 'customer', label: 'landing.customer' },
  { to: '/login/$type', type: 'dealer-group', label: 'landing.dealerGroup' },
  { to: '/login/$type/admin', type: 'dealer', label: 'landing.dealerAdmin' },
  { to: '/login/$type/admin', type: 'customer', label: 'landing.customerAdmin' },
  { to: '/login/$type/admin', type: 'dealer-group', label: 'landing.dealerGroupAdmin' },
];

/**
 * The landing screen: six ways in (ROUTES-3, ROUTES-4), as links drawn as cards: none of them is
 * the page's one primary action, so none is a primary button.
 */
export function Landing() {
  const t = useT();
  useDocumentTitle(t('title.page', { screen: t('landing.heading'), app: t('app.name') }));
  return (
    <section className={styles.card} aria-labelledby="landing-heading">
      <h1 id="landing-heading" className={styles.heading}>
        {t('landing.heading')}
      </h1>
      <nav aria-label={t('landing.nav')}>
        <ul className={styles.portalList}>
          {entries.map((entry) => (
            <li key={entry.label}>
              <Link to={entry.to} params={{ type: entry.type }} className={styles.portalLink}>
                <span className={styles.portalLinkText}>{t(entry.label)}</span>
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
