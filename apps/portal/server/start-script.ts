import { createHash } from 'node:crypto';

/**
 * The one inline script of a prerendered page. The page paints from its markup and stylesheet
 * alone; nothing else is requested before that, so no script can delay the first paint. Then
 * (rAF runs before the first frame, the timeout right after it) this script activates the hints
 * kept inert in `<template id="after-paint">` (the app's modules, the configuration and the texts
 * start downloading together) and starts the app from the module marked `data-entry`. Kept
 * constant so its hash can stand in the Content-Security-Policy (`startScriptSource`).
 */
export const startScript =
  'requestAnimationFrame(function(){setTimeout(function(){var h=document.getElementById("after-paint").content;document.head.append(h.cloneNode(true));import(h.querySelector("[data-entry]").getAttribute("href"))})})';

/** The CSP source that allows `startScript` and no other inline script. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
