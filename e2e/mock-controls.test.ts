// The mock controls in Chromium, on the request log page: the switch turns injected failures off
// and on while the server runs, edited rules apply at once, a bad rule is refused with its reason,
// and the log marks the answers the controls changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
beforeAll(async () => {
  s = await openStudio();
  s.t.grant('public', ['api::tag.tag.find']);
  s.t.tessera.mock.set({
    enabled: true,
    delay: [],
    fail: [{ method: 'GET', path: '/api/tags*', status: 503, percent: 100 }],
    seed: null,
  });
});
afterAll(async () => {
  await s?.close();
});

const tagsStatus = async () => (await fetch(`${s.t.url}/api/tags`)).status;

describe('mock controls in the studio', () => {
  it('switch injected failures off and on, and edit the rules live', async () => {
    const { page } = s;
    expect(await tagsStatus()).toBe(503);
    await page.goto(`${s.t.url}/admin/#/settings/requests`);
    const panel = page.getByRole('region', { name: 'Mock controls' });
    await expect.poll(() => panel.getByLabel('Failures', { exact: true }).inputValue()).toBe('GET /api/tags*=503');
    await page
      .getByRole('row', { name: /\/api\/tags/ })
      .first()
      .waitFor();
    expect(
      await page
        .getByRole('row', { name: /\/api\/tags/ })
        .first()
        .innerText(),
    ).toContain('mock fail=503');

    await panel.getByLabel('Inject delays and failures').uncheck();
    await panel.getByText('Mock controls saved').waitFor();
    expect(await tagsStatus()).toBe(200);

    await panel.getByLabel('Failures', { exact: true }).fill('GET /api/tags=418\nPOST /api/*=500@50%');
    await panel.getByLabel('Inject delays and failures').check();
    await panel.getByText('Mock controls saved').waitFor();
    expect(await tagsStatus()).toBe(418);
    expect(s.t.tessera.mock.settings.fail.map((r) => [r.method, r.path, r.status, r.percent])).toEqual([
      ['GET', '/api/tags', 418, 100],
      ['POST', '/api/*', 500, 50],
    ]);
    await s.screenshot('settings-mock-controls');

    await panel.getByLabel('Delays (ms)').fill('soon');
    await panel.getByRole('button', { name: 'Save rules' }).click();
    await panel.getByText('delay "soon": "soon" is not a number of milliseconds').waitFor();
    expect(s.t.tessera.mock.settings.delay).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
