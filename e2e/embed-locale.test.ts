// The BUILT residential embed in the visitor's language (issue 35), in Chromium:
// data-locale="cy" renders the search, results, cards, pagination and date picker
// in Welsh (Welsh plurals through the location live region, Welsh dates and
// month/day names from Intl), `auto` follows <html lang>, the shadow content
// carries `lang`, axe finds nothing, and the pseudo-locale (accented, 30 % longer)
// is not truncated at 390 px.
import type { Page } from 'playwright-core';
import { enXAResidential } from '../packages/widgets/dist/entries/locale-pseudo.js';
import { runAxe } from './support/axe.js';
import { useEmbedSite } from './support/embed.js';

/** A partner page with one mount point. */
function partnerPage(lang: string, attributes: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Partner</title></head>
<body><main><h1>Partner</h1>
<div id="vk" data-volunteerkit-residential ${attributes}></div>
<script src="/embed/residential-embed.js" data-api-base="/api/"></script>
</main></body></html>`;
}

describe('residential embed locales (Chromium)', () => {
  const fixture = useEmbedSite();

  async function open(name: string, html: string, width = 1280): Promise<Page> {
    fixture.writePage(`${name}.html`, html);
    const context = await fixture.browser.newContext({
      viewport: { width, height: 900 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    // The location field's label in the first frame that shows one (a stand-in showed
    // English there under data-locale="cy" until the lazy combobox replaced it).
    await page.addInitScript(() => {
      const first = () => {
        const root = document.getElementById('vk')?.shadowRoot;
        const label = root?.querySelector('.vk-combobox label')?.textContent;
        if (label) (window as unknown as { vkFirstLabel: string }).vkFirstLabel = label;
        else requestAnimationFrame(first);
      };
      requestAnimationFrame(first);
    });
    await page.goto(`${fixture.site.url}/${name}.html`);
    await page.waitForFunction(() => {
      const root = document.getElementById('vk')?.shadowRoot;
      return !!root?.querySelector('.vk-embed:not([aria-busy])');
    });
    return page;
  }

  const embedLang = (page: Page) =>
    page.evaluate(
      () =>
        document.getElementById('vk')!.shadowRoot!.querySelector<HTMLElement>('.vk-embed')!.lang,
    );

  it('data-locale="cy": search, results, cards, pagination and date picker in Welsh, axe clean', async () => {
    const page = await open(
      'cy-results',
      partnerPage(
        'en',
        'data-view="results" data-locale="cy" data-filters="date=2027-03-15&flexibility=3"',
      ),
    );
    const vk = page.locator('#vk');
    expect(await embedLang(page)).toBe('cy');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { vkFirstLabel?: string }).vkFirstLabel),
      )
      .toBe('Ble hoffech chi wirfoddoli?');
    await expect.poll(() => vk.locator('.vk-card').count()).toBeGreaterThan(0);

    // The search form and the results. The location field is swapped for the real
    // combobox when the browser is idle (its chunk is lazy): polled, not read once.
    await expect
      .poll(() => vk.getByRole('combobox', { name: 'Ble hoffech chi wirfoddoli?' }).count())
      .toBe(1);
    expect(await vk.getByRole('button', { name: 'Chwilio', exact: true }).count()).toBe(1);
    expect(await vk.getByText('Hyd y cyfnod preswyl').count()).toBe(1);
    expect(await vk.getByRole('link', { name: /^Gweld y manylion/ }).count()).toBeGreaterThan(0);
    // "View details" opens the opportunity page in Welsh too (issue 44).
    const details = await vk
      .getByRole('link', { name: /^Gweld y manylion/ })
      .first()
      .getAttribute('href');
    expect(new URL(details!, 'http://x').searchParams.get('lang')).toBe('cy');
    await expect
      .poll(() => vk.getByRole('status').allTextContents())
      .toContainEqual(expect.stringMatching(/^1 i \d+ o \d+$/));
    // Pagination.
    const pagination = vk.getByRole('navigation', { name: 'Tudalennau' });
    expect(await pagination.count()).toBe(1);
    expect(await pagination.getByRole('link', { name: 'Tudalen 2' }).count()).toBe(1);
    expect(await pagination.getByRole('link', { name: 'Tudalen nesaf' }).count()).toBe(1);
    // The chosen date, in the locale's order, with its Welsh plural.
    const trigger = vk.getByRole('button', { name: /^Dyddiad/ });
    expect((await trigger.textContent())!.trim()).toBe('15/03/2027 (+/- 3 diwrnod)');

    expect(await runAxe(page, '#vk')).toEqual([]);

    // The date picker: Welsh month and day names from Intl, Monday first, Welsh buttons.
    await trigger.click();
    const dialog = vk.getByRole('dialog', { name: 'Dewiswch ddyddiad' });
    await expect.poll(() => dialog.getByRole('grid').count()).toBe(1);
    expect(await dialog.getByRole('grid').getAttribute('aria-label')).toBe('Mawrth 2027');
    const weekdays = await dialog.locator('.rdp-weekday').allTextContents();
    expect(weekdays).toEqual(['Llun', 'Maw', 'Mer', 'Iau', 'Gwen', 'Sad', 'Sul']);
    expect(
      await dialog.getByRole('button', { name: 'Dydd Llun 15 Mawrth 2027, wedi’i ddewis' }).count(),
    ).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Mis nesaf' }).count()).toBe(1);
    const flexibility = dialog.getByRole('combobox', { name: 'Hyblygrwydd:' });
    expect(await flexibility.locator('option').allTextContents()).toEqual([
      '+/- 3 diwrnod',
      '+/- 7 diwrnod',
      '+/- 14 diwrnod',
      '+/- 1 mis (30 diwrnod)',
      '+/- 3 mis (90 diwrnod)',
    ]);
    expect(await runAxe(page, '#vk')).toEqual([]);
    await dialog.getByRole('button', { name: 'Iawn' }).click();
    await expect.poll(() => vk.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('announces the number of places with the Welsh plural of each category', async () => {
    const page = await open('cy-search', partnerPage('en', 'data-view="search" data-locale="cy"'));
    const vk = page.locator('#vk');
    // The sandbox's own answer for a place, cut to n results: 1 one, 2 two, 3 few, 6 many, 4 other.
    let n = 1;
    await page.route(/\/api\/geocode\//, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: unknown[] };
      const first = body.data[0]!;
      const data = Array.from({ length: n }, (_, i) => ({
        ...(first as object),
        id: i + 1,
        name: `Lle ${i + 1}`,
      }));
      // A new body (the original's content-length would cut it): the rest of the answer as sent.
      await route.fulfill({ status: 200, json: { ...body, data } });
    });
    const input = vk.getByRole('combobox', { name: 'Ble hoffech chi wirfoddoli?' });
    const announced = vk.locator('.vk-combobox [role="status"]');
    const expected: [number, string][] = [
      [1, '1 canlyniad ar gael.'],
      [2, '2 ganlyniad ar gael.'],
      [3, '3 chanlyniad ar gael.'],
      [6, '6 chanlyniad ar gael.'],
      [4, '4 canlyniad ar gael.'],
    ];
    const queries = ['Lon', 'Lond', 'Londo', 'London', 'Lonm'];
    for (const [i, [count, text]] of expected.entries()) {
      n = count;
      await input.fill(queries[i]!);
      await expect.poll(() => announced.textContent()).toBe(text);
      expect(await vk.getByRole('listbox').getByRole('option').allTextContents()).toEqual(
        Array.from({ length: count }, (_, k) => `Lle ${k + 1}`),
      );
    }
    await page.context().close();
  });

  it('auto follows <html lang> (then English), and sets lang on the shadow content', async () => {
    const welsh = await open('auto-cy', partnerPage('cy-GB', 'data-view="search"'));
    expect(await embedLang(welsh)).toBe('cy');
    expect(await welsh.locator('#vk').getByRole('heading', { level: 2 }).textContent()).toBe(
      'Dewch o hyd i’ch cyfle gwirfoddoli',
    );
    expect(await runAxe(welsh, '#vk')).toEqual([]);
    await welsh.context().close();

    const english = await open(
      'auto-en',
      partnerPage('en-GB', 'data-view="search" data-locale="auto"'),
    );
    expect(await embedLang(english)).toBe('en-GB');
    expect(
      await english.locator('#vk').getByRole('button', { name: 'Search', exact: true }).count(),
    ).toBe(1);
    await english.context().close();

    // A page language without a catalogue: the browser's languages, then English.
    const french = await open('auto-fr', partnerPage('fr', 'data-view="search"'));
    expect(await embedLang(french)).toBe('en-GB');
    await french.context().close();
  });

  it('the pseudo-locale (accented, 30 % longer) is not truncated at 390 px', async () => {
    const texts = Object.fromEntries(
      Object.entries(enXAResidential).filter(([, value]) => typeof value === 'string'),
    );
    const page = await open(
      'pseudo',
      partnerPage(
        'en',
        `data-view="results" data-locale="en-XA" data-filters="date=2027-03-15&flexibility=7" data-messages='${JSON.stringify(texts).replace(/'/g, '&#39;')}'`,
      ),
      390,
    );
    const vk = page.locator('#vk');
    await expect.poll(() => vk.locator('.vk-card').count()).toBeGreaterThan(0);
    expect(await embedLang(page)).toBe('en-XA');
    const clipped = await page.evaluate(() => {
      const root = document.getElementById('vk')!.shadowRoot!;
      const embed = root.querySelector<HTMLElement>('.vk-embed')!;
      const out: string[] = [];
      if (embed.scrollWidth > embed.clientWidth + 1) out.push(`embed ${embed.scrollWidth}px`);
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.closest('.vk-visually-hidden') || !el.textContent?.trim()) continue;
        const style = getComputedStyle(el);
        const clips = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
        if (clips && el.scrollWidth > el.clientWidth + 1) out.push(el.className || el.localName);
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > innerWidth + 1)
          out.push(`${el.className || el.localName} overflows`);
      }
      return out;
    });
    expect(clipped).toEqual([]);
    // Accented text reached the screen (the catalogue applied, not English).
    expect(await vk.getByRole('button', { name: /^\[Šéàŕçĥ/ }).count()).toBe(1);
    await page.context().close();
  });
});
