import { describe, expect, it } from 'vitest';
import { resolvedParameters, scheduleParameters, timePeriodRange, type ScheduleParameter } from '../src/index';

const filter = (parameterCode: string, filterType: ScheduleParameter['filterType'] = 'DATEPICKER'): ScheduleParameter => ({
  parameterCode,
  parameterDescription: parameterCode,
  filterType,
  lookupCode: null,
  required: true,
});

describe('scheduleParameters', () => {
  it('hides START_DATE / END_DATE behind a TIME_PERIOD put first, and offers EXPORT_DATE as a choice', () => {
    expect(scheduleParameters([filter('START_DATE'), filter('STATE', 'LOOKUP'), filter('END_DATE')]).map((p) => p.parameterCode)).toEqual([
      'TIME_PERIOD',
      'STATE',
    ]);
    expect(scheduleParameters([filter('END_DATE')]).map((p) => p.parameterCode)).toEqual(['TIME_PERIOD']);
    expect(scheduleParameters([filter('EXPORT_DATE'), filter('ACTIVE', 'CHECKBOX')])).toEqual([
      { ...filter('EXPORT_DATE'), filterType: 'LOOKUP', lookupCode: 'EXPORT_DATE' },
      filter('ACTIVE', 'CHECKBOX'),
    ]);
  });
});

describe('timePeriodRange', () => {
  // 2026-11-26 is a Thursday in the fourth quarter.
  it.each([
    ['PREVIOUS_DAY', '2026-11-26', '2026-11-25', '2026-11-25'],
    ['PREVIOUS_WEEK', '2026-11-26', '2026-11-16', '2026-11-22'],
    ['PREVIOUS_WEEK', '2026-11-23', '2026-11-16', '2026-11-22'],
    ['PREVIOUS_MONTH', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['PREVIOUS_MONTH', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['PREVIOUS_QUARTER', '2026-11-26', '2026-07-01', '2026-09-30'],
    ['PREVIOUS_QUARTER', '2026-02-10', '2025-10-01', '2025-12-31'],
    ['PREVIOUS_YEAR', '2026-11-26', '2025-01-01', '2025-12-31'],
  ] as const)('%s before %s is %s to %s', (period, today, start, end) => {
    expect(timePeriodRange(period, today)).toEqual({ start, end });
  });

  it('resolves a schedule’s values for a run: the period to dates, EXPORT_DATE to the day', () => {
    expect(resolvedParameters({ TIME_PERIOD: 'PREVIOUS_DAY', STATE: 'NSW', EXPORT_DATE: 'PREVIOUS_DAY' }, '2026-03-01')).toEqual({
      START_DATE: '2026-02-28',
      END_DATE: '2026-02-28',
      STATE: 'NSW',
      EXPORT_DATE: '2026-02-28',
    });
    expect(resolvedParameters({ EXPORT_DATE: 'CURRENT_DAY', NAME: '' }, '2026-03-01')).toEqual({ EXPORT_DATE: '2026-03-01', NAME: '' });
  });
});
