import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { CUSTOMER_PAGES, maintenanceMenuPath, texts, type MaintenanceMenuResponse } from '@wattle/contract';
import { expect, test as base, type Browser, type Locator, type Page } from '@playwright/test';
import { findDemoCustomer, signInTo, type DemoCustomer } from './sections.world';
import { CUSTOMER_PAGE_PATHS } from './support/customer-pages';
import { e2eEnv } from './support/env';

/**
 * Every built screen (spec 1 §2.5–2.6) at desktop, tablet and phone size: the page never scrolls
 * sideways and Logout stays reachable; and an accessibility scan (axe, WCAG 2 A and AA) of each
 * finds nothing serious or critical. One signed-in page per worker goes from screen to screen.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Maintenance codes whose route is a screen of its own, still a placeholder today (apps/web/src/app/shell/menuRoutes.ts). */
const OWN_SCREEN_CODES = new Set(['addons', 'jobs', 'reportschedules', 'paymentimport', 'propertymanager', 'systemconfig']);
/** /maintenance/{code} screens that are not sections (apps/web/src/features/administration/maintenanceScreens.tsx), checked below. */
const MAINTENANCE_SCREEN_CODES = new Set(['HTMLTEMPLATES']);

interface Screen {
  name: string;
  /** Signed out (the guest screens). */
  guest?: boolean;
  /** Opens the screen on the worker's page and waits until it has drawn its content. */
  open(page: Page, world: Worker): Promise<void>;
}

interface Worker {
  url: string;
  page: Page;
  guestPage: Page;
  /** A demo customer for each customer page, by screen code. */
  customers: Record<string, DemoCustomer>;
}

/**
 * Set by `npm run screenshots`: the main screens are saved there at desktop and phone width, as the
 * tests see them (docs/ux.md shows them).
 */
const screenshotsDir = process.env.WATTLE_SCREENSHOTS_DIR;
const MAIN_SCREENS = new Set([
  'sign-in',
  'dashboard',
  'search dialog',
  'customer page /residential',
  'customer page /transaction-list',
  'customer page /invoicing',
  'services',
  'maintenance PRICEPLANS',
  'maintenance READS',
  'notes and activities',
]);
const SCREENSHOT_WIDTHS = new Set([1440, 390]);

/** A screen's first load (its code and data) on a busy 2-core machine may take a while. */
const LOADED = { timeout: 30_000 };

/** The page has drawn: its heading is there and nothing is loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOADED);
  await expect(page.locator('main [role="progressbar"], main .MuiSkeleton-root')).toHaveCount(0, LOADED);
}

const visit = (path: string) => async (page: Page, world: Worker) => {
  await page.goto(`${world.url}${path}`);
  await settled(page);
};

const guestScreens: Screen[] = [
  { name: 'sign-in', guest: true, open: visit('/login') },
  { name: 'send reset password link', guest: true, open: visit('/send-reset-password-link') },
];

const fixedShellScreens: Screen[] = [
  { name: 'dashboard', open: visit('/dashboard') },
  { name: 'user settings', open: visit('/user/settings') },
  { name: 'free trial', open: visit('/free-trial') },
  { name: 'help page', open: visit('/help/getting-started') },
  { name: 'authenticator set-up', open: visit('/mfa/totp/set-up') },
  { name: 'email code set-up', open: visit('/mfa/email/set-up') },
  { name: 'not found', open: visit('/no-such-screen') },
  { name: 'metering-provider sites and reads', open: visit('/metering-reads') },
  { name: 'payment import', open: visit('/payment-import') },
  {
    name: 'search dialog',
    open: async (page, world) => {
      await visit('/dashboard')(page, world);
      // On a phone or tablet the account search is an icon first.
      const showSearch = page.getByRole('button', { name: texts.search.showAccountSearch });
      if (await showSearch.isVisible()) await showSearch.click();
      await page.getByRole('button', { name: texts.search.openSearch }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('tab').first()).toBeVisible();
    },
  },
];

const customerScreens: Screen[] = Object.entries(CUSTOMER_PAGE_PATHS).map(([code, path]) => ({
  name: `customer page ${path}`,
  open: async (page, world) => {
    await page.goto(world.customers[code]!.link(path));
    await settled(page);
    await expect(page.locator('section[data-section-code]').first()).toBeVisible(LOADED);
    await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, LOADED);
  },
}));

/** The /maintenance/{code} screens of the maintenance menu (the worker checks the menu has no others). */
const MAINTENANCE_CODES = [
  'USERS',
  'PRICEPLANS',
  'BILLINGCYCLES',
  'BUILDINGS',
  'TEMPLATES',
  'SYSPARAMS',
  'SECTIONFIELDS',
  'CUSTSTATUSTYPES',
  'CONCESSIONS',
  'BRANDS',
  'DOCCATEGORY',
  'READS',
  'READIMPORTS',
  'BULKMESSAGING',
  'HELPTOPICS',
];
/** Maintenance codes with a screen of their own (apps/web maintenanceScreens.tsx): loaded once their heading shows. */
const OWN_MAINTENANCE_HEADINGS: Record<string, string> = { BULKMESSAGING: texts.bulkMessaging.title };
/** Meter reads belong to a meter: the first demo meter's. */
const MAINTENANCE_QUERIES: Record<string, string> = { READS: '?meterId=1' };
const maintenanceScreens: Screen[] = MAINTENANCE_CODES.map((code) => ({
  name: `maintenance ${code}`,
  open: async (page, world) => {
    await visit(`/maintenance/${code}${MAINTENANCE_QUERIES[code] ?? ''}`)(page, world);
    const heading = OWN_MAINTENANCE_HEADINGS[code];
    await expect(heading ? page.getByRole('heading', { name: heading }) : page.locator(`section[data-section-code="${code}"]`)).toBeVisible(LOADED);
    await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, LOADED);
  },
}));

/** The HTML template editor's two pages: the choice, and a letter template beside its PDF preview. */
const templateEditorScreens: Screen[] = [
  { name: 'HTML template editor, choice', open: visit('/maintenance/HTMLTEMPLATES') },
  {
    name: 'HTML template editor, letter',
    open: async (page, world) => {
      await visit('/maintenance/HTMLTEMPLATES')(page, world);
      for (const [label, option] of [
        [texts.templates.brand, 'Wattle Energy'],
        [texts.templates.template, texts.templates.templateOption('Standard letter', 'PDF')],
      ] as const) {
        await page.getByRole('combobox', { name: label }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      }
      await page.getByRole('button', { name: texts.templates.next }).click();
      await expect(page.locator(`iframe[title="${texts.templates.pdfPreview}"]`)).toBeVisible(LOADED);
      await settled(page);
    },
  },
];

const activityScreens: Screen[] = [
  {
    name: 'notes and activities',
    open: async (page, world) => {
      await page.goto(world.customers.CUSTSUMMARY!.link('/notes-and-activities'));
      await settled(page);
      // Loaded: the cards' count, or the word that there are none.
      await expect(page.getByText(/^Showing \d+ of \d+ items$/).or(page.getByText(texts.activities.noActivities))).toBeVisible(LOADED);
    },
  },
];

/** The Services page with its meter selector and the usage chart of the selected meter. */
const servicesScreen: Screen = {
  name: 'services',
  open: async (page, world) => {
    await page.goto(Object.values(world.customers)[0]!.link('/services'));
    await settled(page);
    await expect(page.getByTestId('meter-selector').or(page.getByText(texts.services.noSites))).toBeVisible(LOADED);
    await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, LOADED);
  },
};

const SCREENS = [
  ...guestScreens,
  ...fixedShellScreens,
  ...customerScreens,
  servicesScreen,
  ...maintenanceScreens,
  ...templateEditorScreens,
  ...activityScreens,
];

async function startWorker(browser: Browser): Promise<Worker> {
  const url = e2eEnv().baseURL;
  // Pages of contexts of their own: axe cannot scan a page made by browser.newPage().
  const newPage = async () => (await browser.newContext()).newPage();
  const page = await newPage();
  await signInTo(page, url);
  const customers: Record<string, DemoCustomer> = {};
  const byTypes = new Map<string, DemoCustomer>();
  for (const [code, definition] of Object.entries(CUSTOMER_PAGES)) {
    const key = definition.customerTypes?.join(',') ?? 'any';
    if (!byTypes.has(key)) byTypes.set(key, await findDemoCustomer(page, url, { code: definition.sectionCodes[0]!, types: definition.customerTypes }));
    customers[code] = byTypes.get(key)!;
  }
  const menu = (await (await page.request.get(`${url}/api${maintenanceMenuPath}`)).json()) as MaintenanceMenuResponse;
  const sectionCodes = menu.map((item) => item.code).filter((code) => !OWN_SCREEN_CODES.has(code.toLowerCase()) && !MAINTENANCE_SCREEN_CODES.has(code));
  expect(sectionCodes.sort(), 'every /maintenance/{code} screen is checked').toEqual([...MAINTENANCE_CODES].sort());
  return { url, page, guestPage: await newPage(), customers };
}

const test = base.extend<object, { world: Worker }>({
  world: [
    async ({ browser }, use) => {
      const world = await startWorker(browser);
      await use(world);
      await world.page.context().close();
      await world.guestPage.context().close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

// Parallel: the screens spread over both workers (each with its signed-in page), so this long file is not one worker's tail.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const pageOf = (world: Worker, screen: Screen) => (screen.guest ? world.guestPage : world.page);

/** Every finite animation and transition has run its course (an animation cancelled meanwhile, its element gone, is settled too). */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** No serious or critical axe finding (WCAG 2 A and AA) on the settled screen. */
async function expectAccessible(page: Page) {
  // A fading card or a button's ripple mixes colours mid-way; the scan judges the settled screen.
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.html.slice(0, 160)} — ${n.failureSummary ?? v.help}`));
  expect(serious).toEqual([]);
}

/** At `viewport`: the page is no wider than the window, and (signed in) Logout is in view in the user menu. */
async function expectFits(page: Page, screen: Screen) {
  // The side menu unpinning at a narrower window slides the page's margin for a moment.
  await animationsDone(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page wider than the window by').toBeLessThanOrEqual(0);
  const width = page.viewportSize()!.width;
  if (screenshotsDir && MAIN_SCREENS.has(screen.name) && SCREENSHOT_WIDTHS.has(width)) {
    const name = screen.name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    await page.screenshot({ path: path.join(screenshotsDir, `${name}-${width}.jpg`), type: 'jpeg', quality: 70 });
  }
  if (screen.guest) return;
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: texts.topBar.userMenu }).click();
  await expect(page.getByRole('menuitem', { name: texts.topBar.logout })).toBeInViewport();
  await page.keyboard.press('Escape');
}

// Each screen is opened once at desktop size, scanned, then turned to tablet and phone size as a
// window resized (or a tablet turned) does: one page load instead of four.
for (const screen of SCREENS) {
  test(`${screen.name}: no serious or critical WCAG 2 A/AA violations; no sideways scrolling${screen.guest ? '' : ', Logout reachable'} at ${VIEWPORTS.map((v) => v.name).join(', ')}`, async ({
    world,
  }) => {
    const page = pageOf(world, screen);
    const [desktop, ...smaller] = VIEWPORTS;
    await page.setViewportSize(desktop);
    await screen.open(page, world);
    await test.step('accessibility', () => expectAccessible(page));
    await test.step(desktop.name, () => expectFits(page, screen));
    for (const viewport of smaller) {
      await test.step(viewport.name, async () => {
        await page.setViewportSize(viewport);
        await settled(page);
        await expectFits(page, screen);
      });
    }
  });
}

/** What the browser paints behind a row, and its outline. */
const rowLook = (row: Locator) => row.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, outline: getComputedStyle(el).outlineStyle }));

/** Keyboard focus on a row's cell outlines the row, unlike its neighbour's. */
async function expectFocusOutlined(focused: Locator, other: Locator) {
  await focused.locator('td').last().focus();
  expect((await rowLook(focused)).outline).not.toBe('none');
  expect((await rowLook(other)).outline).toBe('none');
}

test.describe('chosen rows (spec 3 §2.5: the highlight drives Edit and Delete)', () => {
  test('a section row highlighted by a click or by Enter is tinted; a focused row is outlined', async ({ world }) => {
    const { page } = world;
    await page.setViewportSize(VIEWPORTS[0]);
    await visit('/maintenance/PRICEPLANS')(page, world);
    const section = page.locator('section[data-section-code="PRICEPLANS"]');
    const rows = section.locator('tbody tr[data-row-id]');
    await expect(rows.nth(1)).toBeVisible();
    const plain = (await rowLook(rows.nth(1))).background;

    await rows.first().locator('td').last().click();
    await expect(rows.first()).toHaveAttribute('data-highlighted', 'true');
    await expect(section.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect((await rowLook(rows.first())).background).not.toBe(plain);

    await expectFocusOutlined(rows.nth(1), rows.first());
    await page.keyboard.press('Enter');
    await expect(rows.nth(1)).toHaveAttribute('data-highlighted', 'true');
    expect((await rowLook(rows.nth(1))).background).not.toBe(plain);
    expect((await rowLook(rows.first())).background).toBe(plain);
  });

  test('a checked row of a dashboard process table is tinted; a focused row is outlined', async ({ world }) => {
    const { page, url } = world;
    await page.setViewportSize(VIEWPORTS[0]);
    await visit('/dashboard')(page, world);
    const counts = (await (await page.request.get(`${url}/api/dashboard/notifications`)).json()) as { code: string; value: string | number }[];
    const items = (await (await page.request.get(`${url}/api/dashboard/user-items`)).json()) as { code: string; name: string }[];
    const card = items.find((item) => Number(counts.find((c) => c.code === item.code)?.value ?? 0) > 1);
    expect(card, 'a work queue with rows').toBeDefined();
    await page.getByRole('button', { name: new RegExp(`^${card!.name}: \\d+$`) }).click();
    const rows = page.getByRole('dialog', { name: card!.name }).locator('tbody tr[data-row-id]');
    await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 });
    const plain = (await rowLook(rows.nth(1))).background;

    await rows.first().getByRole('checkbox').check();
    expect((await rowLook(rows.first())).background).not.toBe(plain);
    await expectFocusOutlined(rows.nth(1), rows.first());
  });
});

test.describe('phone and tablet shell (below md)', () => {
  test('the drawer starts closed, opens over the page without a pin and closes on a link; the account search is an icon that shows its box', async ({
    world,
  }) => {
    const { page } = world;
    await page.setViewportSize(VIEWPORTS[2]);
    await visit('/user/settings')(page, world);
    const drawer = page.getByRole('navigation', { name: texts.drawer.label });
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: texts.topBar.toggleMenu }).click();
    await expect(drawer).toBeVisible();
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).marginLeft)).toBe('0px');
    await expect(drawer.getByRole('button', { name: texts.drawer.unpin })).toHaveCount(0);
    await drawer.getByRole('link', { name: texts.drawer.dashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(drawer).toBeHidden();

    const box = page.getByRole('searchbox', { name: texts.search.topBarPlaceholder });
    await expect(box).toHaveCount(0);
    await page.getByRole('button', { name: texts.search.showAccountSearch }).click();
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
  });
});
