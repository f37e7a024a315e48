import type { PortalType } from '@forecourt/validators';
import { Link } from '@tanstack/react-router';
import { useT } from '../i18n/i18n-context.tsx';
import { portalName } from '../i18n/portal-names.ts';
import type { MessageKey } from '../i18n/translate.ts';
import * as styles from './screens.css.ts';

/** The other ways in a screen offers, by name. */
export type FooterLink = 'idLogin' | 'login' | 'backToLogin' | 'forgotPassword' | 'forgotUsername';

type Target = {
  to: '/id-login/$type' | '/login/$type' | '/forgot-password/$type' | '/forgot-username/$type';
  label: MessageKey;
};

const targets: Record<FooterLink, Target> = {
  idLogin: { to: '/id-login/$type', label: 'action.signInWithId' },
  login: { to: '/login/$type', label: 'action.login' },
  backToLogin: { to: '/login/$type', label: 'action.backToLogin' },
  forgotPassword: { to: '/forgot-password/$type', label: 'action.forgotPassword' },
  forgotUsername: { to: '/forgot-username/$type', label: 'action.forgotUsername' },
};

/** Props of {@link FooterLinks}. */
export type FooterLinksProps = {
  type: PortalType;
  links: readonly FooterLink[];
  /** Adds 'Not Registered as a {type}?' (the portal's name, GUIDE-44) with 'Register Now!!!' (SIGNIN-5). */
  register?: boolean;
  /**
   * A username the sign-in links carry into the sign-in form (a recovered one,
   * RECOVER-USERNAME-7), in the history entry's state rather than the address. Default none.
   */
  username?: string | undefined;
};

/** Where a sign-in link puts the username it carries: the history entry's state. */
export function carriedUsername(state: unknown): string | undefined {
  const username = (state as { username?: unknown } | null | undefined)?.username;
  return typeof username === 'string' && username !== '' ? username : undefined;
}

/** The links below a first step (SIGNIN-5, IDLOGIN-4, REG-3), each to the same portal type. */
export function FooterLinks({ type, links, register = false, username }: FooterLinksProps) {
  const t = useT();
  return (
    <nav className={styles.footer} aria-label={t('nav.otherOptions')}>
      {links.map((name) => (
        <Link
          key={name}
          to={targets[name].to}
          params={{ type }}
          // A new entry's state is `{}` but where the link carries a username.
          state={(entry) =>
            username && targets[name].to === '/login/$type' ? { ...entry, username } : {}
          }
          className={styles.secondaryLink}
        >
          {t(targets[name].label)}
        </Link>
      ))}
      {register ? (
        <p className={styles.registerLine}>
          <span>{t('action.notRegistered', { type: portalName(t, type) })}</span>{' '}
          <Link to="/register/$type" params={{ type }} className={styles.secondaryLink}>
            {t('action.registerNow')}
          </Link>
        </p>
      ) : null}
    </nav>
  );
}
