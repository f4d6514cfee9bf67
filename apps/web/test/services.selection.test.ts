import { describe, expect, it } from 'vitest';
import { usageRangeDates, type AccountService } from '@wattle/contract';
import { initialSelection, selectMeter, selectSite, visibleTabs } from '../src/features/services/serviceSelection';
import { usageBars } from '../src/features/services/usageBars';

const meter = (id: number, accountId: number, status = 'ACTIVE') => ({ id, accountId, meterCode: `M${id}`, meterDescription: '', meterStatusCode: status });
const service = (id: number, siteId: number, meters: ReturnType<typeof meter>[]): AccountService => ({
  id,
  siteId,
  customerAccountId: 100,
  location: `Site ${siteId}`,
  locationIcon: 'Home',
  utilityIcon: 'bolt',
  siteIdentifier: `NMI${siteId}`,
  accountStatusDescription: 'Active',
  accountOpenDate: '2024-01-01T00:00:00',
  accountCloseDate: '0001-01-01T00:00:00',
  offeringDescription: 'Plan',
  meters,
});

// Site 1: only an inactive meter; site 2: inactive then active; site 3: no meter.
const services = [service(1, 1, [meter(11, 1, 'INACTIVE')]), service(2, 2, [meter(21, 2, 'INACTIVE'), meter(22, 2)]), service(3, 3, [])];

describe('Services page selection (spec 3 §2.12)', () => {
  it('a site picks its first ACTIVE meter, else its first meter, else none', () => {
    expect(selectSite(services, 2)).toEqual({ siteId: 2, accountId: 100, meterId: 22 });
    expect(selectSite(services, 1)).toEqual({ siteId: 1, accountId: 100, meterId: 11 });
    expect(selectSite(services, 3)).toEqual({ siteId: 3, accountId: 100, meterId: null });
  });

  it('a meter brings its site and account', () => {
    expect(selectMeter(services, 21)).toEqual({ siteId: 2, accountId: 100, meterId: 21 });
  });

  it('on load: the session site, else the first site with an active meter, else the first account’s first meter', () => {
    expect(initialSelection(services, { siteId: 1, meterId: null })).toEqual({ siteId: 1, accountId: 100, meterId: 11 });
    expect(initialSelection(services, { siteId: 2, meterId: 21 })).toEqual({ siteId: 2, accountId: 100, meterId: 21 });
    expect(initialSelection(services, { siteId: null, meterId: null })).toEqual({ siteId: 2, accountId: 100, meterId: 22 });
    expect(initialSelection(services, { siteId: 99, meterId: null })).toEqual({ siteId: 2, accountId: 100, meterId: 22 });
    expect(initialSelection([services[0]!, services[2]!], { siteId: null, meterId: null })).toEqual({ siteId: 1, accountId: 100, meterId: 11 });
    expect(initialSelection([services[2]!], { siteId: null, meterId: null })).toEqual({ siteId: 3, accountId: 100, meterId: null });
    expect(initialSelection([], { siteId: null, meterId: null })).toBeNull();
  });

  it('without a meter hides the tabs whose code names a meter, a read or usage', () => {
    const tabs = ['SITEDETAILS', 'SITEACCOUNTS', 'METERDETAILS', 'METERREADS', 'ADVMETERUSAGE', 'UsageHistory'].map((code) => ({ code }));
    expect(visibleTabs(tabs, false).map((t) => t.code)).toEqual(['SITEDETAILS', 'SITEACCOUNTS']);
    expect(visibleTabs(tabs, true)).toHaveLength(6);
  });
});

describe('usage chart ranges and bars (spec 3 §2.13)', () => {
  it('ranges end on the company’s today; 3m by default', () => {
    expect(usageRangeDates('1m', '2025-03-31')).toEqual({ startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(usageRangeDates('3m', '2025-05-31')).toEqual({ startDate: '2025-03-01', endDate: '2025-05-31' });
    expect(usageRangeDates('6m', '2025-08-15')).toEqual({ startDate: '2025-02-16', endDate: '2025-08-15' });
    expect(usageRangeDates('ytd', '2025-08-15')).toEqual({ startDate: '2025-01-01', endDate: '2025-08-15' });
    expect(usageRangeDates('1y', '2024-02-29')).toEqual({ startDate: '2023-03-01', endDate: '2024-02-29' });
    expect(usageRangeDates('all', '2025-08-15')).toEqual({ startDate: null, endDate: '2025-08-15' });
  });

  it('stacks series over every day, a missing read a gap, estimated days collected', () => {
    const bars = usageBars(
      {
        title: '',
        subTitle: '',
        xAxis: { title: '' },
        yAxis: [{ title: '' }],
        series: [{ name: 'Peak', data: [{ xValue: '2025-01-02', yValue: 2, estimated: true }] }],
      },
      ['2025-01-01', '2025-01-02'],
    );
    expect(bars.series[0]).toMatchObject({ label: 'Peak', stack: 'usage', data: [null, 2] });
    expect([...bars.estimated]).toEqual(['2025-01-02']);
  });
});
