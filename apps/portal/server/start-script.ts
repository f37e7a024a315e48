import { createHash } from 'node:crypto';

/**
 * The one inline script of every page, first in its head. The app's modules download alongside
 * the page (the page links them), so a person may click before the app can answer: this records
 * the name of every `[data-early-click]` element clicked (the captcha's space, while it is not
 * ready) in `window.__forecourtEarlyClicks`, and the component takes the click back once it is
 * ready (apps/portal/src/app/early-input.ts). Text typed before then stays in the fields, which
 * the app takes over as they are. Kept constant so its hash can stand in the
 * Content-Security-Policy.
 */
export const startScript = [
  '(function(){var clicks=window.__forecourtEarlyClicks=[];',
  'document.addEventListener("click",function(event){',
  'var target=event.target,early=target&&target.closest&&target.closest("[data-early-click]");',
  'if(early)clicks.push(early.getAttribute("data-early-click"))},true)})()',
].join('');

/** The CSP source that allows `startScript` and no other inline script. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
