import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts, type NavigationGroup } from '@wattle/contract';
import { maintenanceSections } from '../src/app/shell/maintenanceSections';
import { drawerEntries, groupByCategory, maintenanceRoute } from '../src/app/shell/menuRoutes';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('maintenanceRoute', () => {
  it('maps the spec codes to their screens and any other code to /maintenance/{code}', () => {
    expect(maintenanceRoute('addons')).toBe('/integration');
    expect(maintenanceRoute('jobs')).toBe('/system-jobs');
    expect(maintenanceRoute('reportschedules')).toBe('/report-schedules');
    expect(maintenanceRoute('propertymanager')).toBe('/property-manager');
    expect(maintenanceRoute('systemconfig')).toBe('/system-settings');
    expect(maintenanceRoute('SYSTEMCONFIG')).toBe('/system-settings');
    expect(maintenanceRoute('BUILDINGS')).toBe('/maintenance/BUILDINGS');
    expect(maintenanceRoute('A B/C')).toBe('/maintenance/A%20B%2FC');
  });
});

describe('groupByCategory', () => {
  const items = [
    { category: 'Finance', name: 'Aged Debtors' },
    { category: 'Customers', name: 'Customer List' },
    { category: 'Finance', name: 'Payments' },
    { category: 'Billing', name: 'Invoices' },
  ];

  it('keeps the order of first appearance, items in their order', () => {
    expect(groupByCategory(items).map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['Finance', ['Aged Debtors', 'Payments']],
      ['Customers', ['Customer List']],
      ['Billing', ['Invoices']],
    ]);
  });

  it('sorts the categories alphabetically when asked', () => {
    expect(groupByCategory(items, true).map((g) => g.category)).toEqual(['Billing', 'Customers', 'Finance']);
  });
});

describe('maintenanceSections', () => {
  it('puts daily work first and administration after, categories in the contract order, unknown categories last', () => {
    const items = [
      { category: 'System', name: 'System Settings' },
      { category: 'Reference Data', name: 'Buildings' },
      { category: 'Our Own', name: 'Added by the company' },
      { category: 'Metering', name: 'Meter Reads' },
      { category: 'Billing', name: 'Price Plans' },
      { category: 'Correspondence', name: 'Bulk Messaging' },
      { category: 'Billing', name: 'Payment Import' },
    ];
    expect(maintenanceSections(items).map((s) => [s.heading, s.groups.map((g) => [g.category, g.items.map((i) => i.name)])])).toEqual([
      [
        texts.topBar.dailyWork,
        [
          ['Billing', ['Price Plans', 'Payment Import']],
          ['Metering', ['Meter Reads']],
          ['Correspondence', ['Bulk Messaging']],
        ],
      ],
      [
        texts.topBar.administration,
        [
          ['Reference Data', ['Buildings']],
          ['System', ['System Settings']],
          ['Our Own', ['Added by the company']],
        ],
      ],
    ]);
  });

  it('leaves out a group with nothing in it', () => {
    expect(maintenanceSections([{ category: 'System', name: 'System Settings' }]).map((s) => s.key)).toEqual(['administration']);
  });
});

describe('drawerEntries', () => {
  const groups: NavigationGroup[] = [
    {
      name: 'Customer',
      code: 'CUSTOMER',
      iconName: 'Person',
      pages: [
        { code: 'CUSTRESIDENTIAL', name: 'Residential', icon: 'Home', customerType: 'RESIDENT' },
        { code: 'CUSTCOMMERCIAL', name: 'Commercial', icon: 'Business', customerType: 'COMPANY' },
        { code: 'PARTYDETAILS', name: 'Contact Details', icon: 'Contacts', customerType: null },
        { code: 'NOSUCHSCREEN', name: 'Ghost', icon: 'Home', customerType: null },
      ],
    },
    { name: 'Services', code: 'Services', iconName: 'ElectricalServices', pages: [{ code: 'SITEDETAILS', name: 'Site', icon: 'Place', customerType: null }] },
    {
      name: 'Notes and Activities',
      code: 'ACTIVITIES',
      iconName: 'EventNote',
      pages: [{ code: 'Activities', name: 'Notes and Activities', icon: 'EventNote', customerType: null }],
    },
    { name: 'Empty', code: 'EMPTY', iconName: 'Mail', pages: [{ code: 'CUSTCOMMERCIAL', name: 'Commercial', icon: 'Business', customerType: 'COMPANY' }] },
  ];

  it('filters pages by customer type, routes them by screen code and makes Services and single pages plain links', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(drawerEntries(groups, 'RESIDENT')).toEqual([
      {
        kind: 'group',
        key: 'CUSTOMER',
        name: 'Customer',
        icon: 'Person',
        pages: [
          { key: 'CUSTOMER/CUSTRESIDENTIAL', name: 'Residential', icon: 'Home', to: '/residential' },
          { key: 'CUSTOMER/PARTYDETAILS', name: 'Contact Details', icon: 'Contacts', to: '/contact-details' },
        ],
      },
      { kind: 'link', key: 'Services', name: 'Services', icon: 'ElectricalServices', to: '/services' },
      { kind: 'link', key: 'ACTIVITIES', name: 'Notes and Activities', icon: 'EventNote', to: '/notes-and-activities' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NOSUCHSCREEN'));
  });

  it('shows pages of another customer type to that type only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const entries = drawerEntries(groups, 'COMPANY');
    expect(entries.find((e) => e.key === 'EMPTY')).toMatchObject({ kind: 'link', to: '/commercial' });
  });
});
