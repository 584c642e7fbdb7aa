// Content-Security-Policy violations a page reports, in any of its frames (the console and the DOM
// event both: the init script runs in every frame, the provider's included).
import type { Page } from '@playwright/test';

/** Collects every CSP violation the page (and its frames) reports from now on. */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame|apply)|TrustedHTML|Trusted Type/i.test(msg.text())) seen.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return seen;
}
