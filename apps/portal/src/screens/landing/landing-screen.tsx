import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { Link } from '../../routing/router.tsx';
import * as styles from '../screens.css.ts';

const entries: readonly { href: string; label: MessageKey }[] = [
  { href: '/login/dealer', label: 'landing.dealer' },
  { href: '/login/customer', label: 'landing.customer' },
  { href: '/login/dealer-group', label: 'landing.dealerGroup' },
  { href: '/login/dealer/admin', label: 'landing.dealerAdmin' },
  { href: '/login/customer/admin', label: 'landing.customerAdmin' },
  { href: '/login/dealer-group/admin', label: 'landing.dealerGroupAdmin' },
];

/** The landing screen: six ways in (spec §2 Landing). */
export function Landing() {
  const t = useT();
  return (
    <section className={styles.card} aria-labelledby="landing-heading">
      <h1 id="landing-heading" className={styles.heading}>
        {t('landing.heading')}
      </h1>
      <nav aria-label={t('landing.nav')}>
        <ul className={styles.portalList}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <Link to={entry.href} className={styles.linkButton}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
