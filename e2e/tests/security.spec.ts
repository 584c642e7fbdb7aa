// Browser protections on every origin `npm start` serves (finding 6 of the security review), seen
// from Chromium: the shell's Content-Security-Policy lets the whole product work (remotes, API,
// stream, images, the live TV frame) with no violation on the home page, an event page and the
// login dialog; the remotes and the API cannot be framed; the development outbox is not reachable
// through the shell's proxy even with a forged forwarded address (finding 1).
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ports } from '@khel/tools/ports';
import { watchViolations } from '../support/csp';
import { openLogin } from '../support/player';
import { eventPath, liveCricketMatch, SERVER_WAIT_MS } from '../support/sports';
import { remoteOrigin, serverUrl } from '../support/urls';

test('the shell answers with its CSP, nosniff, no framing, a referrer policy and a permissions policy', async ({ request }) => {
  const res = await request.get('/deposit');
  const h = res.headers();
  const csp = h['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`script-src 'self' ${remoteOrigin('sports')}`);
  expect(csp).toContain(`http://localhost:${ports.provider}`); // the casino provider's frame
  expect(csp).toContain(`ws://localhost:${ports.shell}`);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  // another deep link (the single-page fallback) carries the same policy
  expect((await request.get('/sports-page/Cricket/4')).headers()['content-security-policy']).toBe(csp);
  // the home page with its first paint (tools/first-paint.js): the same policy, and besides it exactly
  // its one inline script, by that script's hash
  const home = await request.get('/');
  const inline = [...(await home.text()).matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
  const homeCsp = home.headers()['content-security-policy'] ?? '';
  if (inline.length === 0) {
    expect(homeCsp).toBe(csp); // no first paint could be made: the page as built
  } else {
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(homeCsp).toBe(csp.replace("script-src 'self' ", `script-src 'self' ${hash} `));
  }
  // an event page with its first paint: the same, by its own page's one inline script
  const event = await request.get(eventPath(await liveCricketMatch(request)));
  const eventInline = [...(await event.text()).matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
  const eventCsp = event.headers()['content-security-policy'] ?? '';
  if (eventInline.length === 0) {
    expect(eventCsp).toBe(csp);
  } else {
    expect(eventInline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(eventInline[0]!).digest('base64')}'`;
    expect(eventCsp).toBe(csp.replace("script-src 'self' ", `script-src 'self' ${hash} `));
  }
  // the demo host's page allows its own remotes, not another host's
  const second = (await request.get('/', { headers: { host: `second.localhost:${ports.shell}` } })).headers()['content-security-policy'];
  expect(second).toContain(remoteOrigin('sports', 'second.localhost'));
});

test('a remote serves its files readable cross-origin but never as a frameable page', async ({ request }) => {
  for (const section of ['sports', 'racing', 'casino', 'account'] as const) {
    const h = (await request.get(`${remoteOrigin(section)}/mf-manifest.json`)).headers();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['access-control-allow-origin']).toBe('*');
    expect(h['cross-origin-resource-policy']).toBe('cross-origin');
  }
});

test('the API, also through the shell, carries its own strict headers', async ({ request }) => {
  for (const url of [`${serverUrl()}/api/v1/ready`, '/api/v1/ready']) {
    const h = (await request.get(url)).headers();
    expect(h['content-security-policy']).toContain("default-src 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
  }
});

test('the development outbox is not reachable through the shell, whatever address a request claims', async ({ request }) => {
  for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Array<Record<string, string>>) {
    expect((await request.get('/api/v1/dev/outbox?mobile=%2B919812345678', { headers })).status()).toBe(404);
  }
  // straight to the server from loopback, with a forwarded header, it is refused too
  expect((await request.get(`${serverUrl()}/api/v1/dev/outbox?mobile=%2B919812345678`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status()).toBe(404);
});

test('home, an event page with its live stream and the login dialog run with no CSP violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.locator('.remote-slot[data-section="sports"]')).toBeVisible();
  await expect(page.getByTestId('site-name')).toBeVisible();
  const match = await liveCricketMatch(request);
  await page.goto(eventPath(match));
  await expect(page.getByTestId('event-page')).toHaveAttribute('data-live', 'stream', { timeout: SERVER_WAIT_MS });
  await page.goto('/');
  await openLogin(page);
  await expect(page.getByTestId('auth-dialog')).toBeVisible();
  // give late loads (images, chunks, the stream) a moment to report
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
  // and the policy does refuse what it should: an injected inline script never runs, and is reported
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
