import { usePortal, signInAt } from './support/portal.js';

// Tokens that live 4 seconds: the portal must refresh silently and never lose
// the form being edited. (Not shorter: on a loaded 2-core machine one request
// round trip through the proxy can take a second or two, and a token that dies
// before its first use only measures the machine.)

describe('staff portal session with short-lived tokens', () => {
  const portal = usePortal({ seed: 'demo', tokenLifetimeSeconds: 4, securityHeaders: false });

  it('survives token expiry mid-edit and saves what was typed', async () => {
    const context = await portal.browser.newContext();
    const page = await context.newPage();
    let refreshes = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/api/refresh')) refreshes++;
    });
    await signInAt(page, portal.baseUrl + '/manage/organisation/recruitment/categories');
    await page.getByRole('heading', { level: 1, name: 'Recruitment categories' }).waitFor();
    await page
      .locator('table a[href^="/manage/organisation/recruitment/categories/"]')
      .first()
      .click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const name = page.getByLabel(/^Name/);
    await name.fill('Renamed while the token expired');
    // Let the token expire (twice over) while the form is open.
    await page.waitForTimeout(8500);
    expect(await name.inputValue()).toBe('Renamed while the token expired');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Renamed while the token expired' })
      .waitFor();
    expect(refreshes).toBeGreaterThan(0);
    // Still signed in after a reload.
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Renamed while the token expired' })
      .waitFor();
    await context.close();
  });

  it('keeps the typed form as a draft across a reload', async () => {
    const context = await portal.browser.newContext();
    const page = await signInAt(
      await context.newPage(),
      portal.baseUrl + '/manage/organisation/tags/new',
    );
    await page.getByRole('heading', { level: 1, name: 'New tag' }).waitFor();
    await page.getByLabel(/^Name/).fill('Draft tag');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'New tag' }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Draft tag');
    await page.getByText('Restored what you typed earlier.').waitFor();
    await context.close();
  });
});
