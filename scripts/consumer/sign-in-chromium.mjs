// Drives the consumer app's React sign-in (under StrictMode) in Chromium: credentials, the
// development captcha, the e-mail channel, the code from the service's development outbox, then
// the redirect to the customer site. Fails on a page error or a console error or warning (React
// reports a null ref, a bad prop or a hydration mismatch there), and when the page's body text is
// not in the kit's font (ui-kit's stylesheet sets it from the same token as the Login button's).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumArgs, suiteChromiumPath } from '../../e2e/chromium.ts';

async function codeFor(serviceUrl, to, since) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${serviceUrl}/__dev/outbox?to=${encodeURIComponent(to)}`);
    const { messages } = await response.json();
    const fresh = messages.find((message) => Date.parse(message.sentAt) >= since - 1000);
    if (fresh) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code reached ${to}`);
}

/** Signs the demo customer in through the app at `appUrl`; resolves with a note, or throws. */
export async function signInInChromium({ root, appUrl, serviceUrl, siteUrl }) {
  const { chromium } = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: suiteChromiumPath,
    args: chromiumArgs,
  });
  const problems = [];
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      // The preview server has no favicon; the browser reports the 404 as a console error.
      if (/favicon/.test(message.location().url ?? '')) return;
      problems.push(`console ${type}: ${message.text()}`);
    });

    await page.goto(appUrl);
    const login = page.getByRole('button', { name: 'Login' });
    const [bodyFont, buttonFont] = [
      await page.evaluate(() => getComputedStyle(document.body).fontFamily),
      await login.evaluate((button) => getComputedStyle(button).fontFamily),
    ];
    if (bodyFont !== buttonFont)
      throw new Error(`the body's font is '${bodyFont}', not the kit's '${buttonFont}'`);
    await page.getByLabel('Username').fill('democustomer');
    await page.getByLabel('Password', { exact: true }).fill('Forecourt#2025');
    await page.getByRole('button', { name: /development captcha/i }).click();
    // Typing reached the flow (StrictMode's double mount did not dispose it): Login is enabled.
    await login.click({ timeout: 5000 }).catch(() => {
      throw new Error('Login stayed disabled: the flow ignored what was typed');
    });

    await page.getByRole('radio', { name: /email/i }).click();
    const since = Date.now();
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFor(serviceUrl, 'customer@forecourt.co.za', since);
    await page.getByLabel('One-time code').pressSequentially(code);

    const expected = new RegExp(`^${siteUrl.replace(/[.]/g, '\\.')}/home/[A-Za-z0-9_-]+$`);
    await page.waitForURL(expected, { timeout: 15_000 });
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return `redirected to ${siteUrl}/home/{kid}`;
  } catch (error) {
    const extra = problems.length > 0 ? `\n${problems.join('\n')}` : '';
    throw new Error(`${error instanceof Error ? error.message : error}${extra}`);
  } finally {
    await browser.close();
  }
}
