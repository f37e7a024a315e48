// Lighthouse runs: mobile preset (the default config), default simulated throttling, Debian
// Chromium, nothing but loopback reachable.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, isCaptchaUrl, isOutside } from './browser.mjs';

// The resolver rule in chromiumFlags already makes every outside name fail; these patterns make
// the known outside hosts show as blocked by the client rather than as DNS errors.
const blockedUrlPatterns = ['*://*.google.com/*', '*://*.gstatic.com/*', '*://*.googleapis.com/*'];

/**
 * One Lighthouse run in a fresh Chromium; returns the figures the goals are about. A run whose
 * trace Lighthouse could not read (runtimeError, e.g. NO_NAVSTART) is repeated, up to 3 times.
 */
export async function lighthouseOnce(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const sample = await lighthouseRun(url);
    if (!sample.runtimeError) return sample;
    if (attempt >= attempts) {
      throw new Error(
        `Lighthouse could not measure ${url} in ${attempts} runs (${sample.runtimeError})`,
      );
    }
  }
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      blockedUrlPatterns,
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      return { runtimeError: runtimeError.code };
    }
    const requests = audits['network-requests']?.details?.items ?? [];
    const failing = (category) =>
      categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
        .map((ref) => ref.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      outside: requests.filter((r) => isOutside(r.url)).map((r) => r.url),
      captcha: requests.filter((r) => isCaptchaUrl(r.url)).map((r) => r.url),
      failing: {
        performance: failing('performance'),
        accessibility: failing('accessibility'),
        bestPractices: failing('best-practices'),
      },
      runWarnings: result.lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * What the bench reports of one page's Lighthouse samples: the medians of the secondary checks
 * and the audits below 1 of the last run. Undefined when there are none (`--lighthouse-runs=0`).
 */
export function summariseLighthouse(samples) {
  if (samples.length === 0) return undefined;
  return {
    accessibility: median(samples.map((s) => s.accessibility)),
    bestPractices: median(samples.map((s) => s.bestPractices)),
    cls: median(samples.map((s) => s.cls)),
    performance: median(samples.map((s) => s.performance)),
    failing: samples.at(-1).failing,
  };
}

/** Median of numbers (the middle one of three). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
