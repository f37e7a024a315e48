import { createHash } from 'node:crypto';

/**
 * The one inline script of a prerendered page. The page paints from its markup and stylesheet
 * alone: nothing else is requested before the browser reports its first contentful paint, so no
 * script can delay it. Then the script activates the hints kept inert in
 * `<template id="after-paint">` (the app's modules, the configuration and the texts download
 * together) and starts the app from the module marked `data-entry`. A browser without paint
 * timing starts after its first frame; a page that reports no paint within 3 s (a background
 * tab) starts then. Kept constant so its hash can stand in the Content-Security-Policy.
 */
export const startScript = [
  '(function(){var started=false;function start(){if(started)return;started=true;',
  'var hints=document.getElementById("after-paint").content;document.head.append(hints.cloneNode(true));',
  'import(hints.querySelector("[data-entry]").getAttribute("href"))}',
  'if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){',
  'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()})',
  '.observe({type:"paint",buffered:true})}',
  'else requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,3000)})()',
].join('');

/** The CSP source that allows `startScript` and no other inline script. */
export const startScriptSource = `'sha256-${createHash('sha256').update(startScript).digest('base64')}'`;
