import type { PortalType } from '@forecourt/validators';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from '../db/schema.ts';
import { findByKid } from '../users.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const titles: Record<PortalType, string> = {
  customer: 'Customer',
  dealer: 'Dealer',
  'dealer-group': 'Dealer Group',
};

function page(type: PortalType, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forecourt ${titles[type]} site</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}dt{font-weight:600}</style>
</head><body><h1>Forecourt ${titles[type]} site</h1>${body}</body></html>`;
}

/**
 * A stand-in for one post-sign-in site (local runs): /home/{kid} and /home/{kid}/admin show who
 * signed in, so the portal's redirect ends on a real page.
 */
export function createSiteApp(db: Database, type: PortalType): Hono {
  const site = new Hono();
  // Defence in depth behind the escaping: no script runs on these pages, whatever they show.
  site.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  const home = async (kid: string, admin: boolean) => {
    const user = await findByKid(db, kid);
    if (user === undefined || user.portal_type !== type || user.status !== 'active') {
      return page(
        type,
        '<p data-testid="unknown-user">No signed-in user was found for this address.</p>',
      );
    }
    return page(
      type,
      `<p data-testid="signed-in">Signed in${admin ? ' (admin view)' : ''}.</p>
<dl><dt>Name</dt><dd>${escapeHtml(`${user.name} ${user.surname}`)}</dd>
<dt>Username</dt><dd data-testid="username">${escapeHtml(user.username)}</dd>
<dt>Portal</dt><dd>${escapeHtml(type)}</dd><dt>kid</dt><dd>${escapeHtml(user.kid)}</dd></dl>`,
    );
  };
  site.get('/home/:kid', async (c) => c.html(await home(c.req.param('kid'), false)));
  site.get('/home/:kid/admin', async (c) => c.html(await home(c.req.param('kid'), true)));
  site.get('/', (c) => c.html(page(type, '<p>Sign in through the portal to land here.</p>')));
  return site;
}
