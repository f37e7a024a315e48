import { createHash } from 'node:crypto';
import { languageStorageKey, languages } from '../src/i18n/language.ts';

/**
 * The one inline script of every page, first in its head. Three jobs before any module has loaded:
 *
 * - The language. It chooses as src/i18n/language.ts does (the stored choice, else the first of
 *   the browser's languages the portal has, else English), sets `<html lang>`, leaves the choice
 *   in `window.__forecourtLanguage` for start-up, and links that one catalogue as a preload, so
 *   only the chosen catalogue is fetched and it starts as early as a static link would.
 * - Early clicks. The app's modules download alongside the page (the page links them), so a
 *   person may click before the app can answer: this records the name of every
 *   `[data-early-click]` element clicked (the captcha's space, while it is not ready) in
 *   `window.__forecourtEarlyClicks`, and the component takes the click back once it is ready
 *   (src/app/carry-input.ts). Text typed before then is taken over with the fields.
 * - No plain form submission. Every form of the portal is sent by its code, never by the
 *   browser: a press on an enabled button (or Enter) before the code runs would otherwise reload
 *   the page, lose what was typed and put the fields (ID number, e-mail, mobile) in the address.
 *   A press on a form still waiting for its code (`[data-early-submit]`) is recorded as
 *   "submit" in the same list, after any click made before it, and the form carries it out once
 *   it is ready (src/app/early-submit.ts). The portal's own submit handlers run as before.
 *
 * Kept constant so its hash can stand in the Content-Security-Policy.
 */
export const startScript = [
  '(function(){var clicks=window.__forecourtEarlyClicks=[];',
  'document.addEventListener("click",function(event){',
  'var target=event.target,early=target&&target.closest&&target.closest("[data-early-click]");',
  'if(early)clicks.push(early.getAttribute("data-early-click"))},true);',
  'document.addEventListener("submit",function(event){event.preventDefault();',
  'var form=event.target;if(form&&form.hasAttribute&&form.hasAttribute("data-early-submit"))clicks.push("submit")},true);',
  `var known=${JSON.stringify(languages)},chosen=null,tags,i,primary,link;`,
  `try{chosen=window.localStorage.getItem(${JSON.stringify(languageStorageKey)})}catch(error){}`,
  'if(known.indexOf(chosen)<0){chosen="en";',
  'tags=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];',
  'for(i=0;i<tags.length;i++){primary=String(tags[i]).trim().toLowerCase().split(/[-_]/)[0];',
  'if(known.indexOf(primary)>=0){chosen=primary;break}}}',
  'window.__forecourtLanguage=chosen;',
  'document.documentElement.lang=chosen==="en"?"en-ZA":chosen;',
  'link=document.createElement("link");link.rel="preload";link.as="fetch";',
  'link.crossOrigin="anonymous";link.href="/i18n/"+chosen+".json";',
  'document.head.appendChild(link)})()',
].join('');

/** The CSP source that allows `startScript` and no other inline script. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
