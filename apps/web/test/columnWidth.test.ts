import { describe, expect, it } from 'vitest';
import { columnWidth } from '../src/components/columnWidth';

describe('columnWidth', () => {
  it('fits the longest shown value: a status of "OPEN" and "Sent" no longer cut to "OP" and "Sen"', () => {
    const narrow = columnWidth('Status', ['OP']);
    const wide = columnWidth('Status', ['OPEN', 'Sent', 'Last reminder sent']);
    // 18 characters of 7.2 px and 32 px of padding.
    expect(wide).toBe(Math.ceil(18 * 7.2 + 32));
    expect(wide).toBeGreaterThan(narrow);
  });

  it("is never narrower than the header's longest word with its sort arrow", () => {
    // 'Description' is 11 characters of 8.5 px, with 72 px of padding and arrow.
    expect(columnWidth('Account Description', [])).toBe(Math.ceil(11 * 8.5 + 72));
  });

  it('wraps long values within 320 px rather than pushing the table sideways', () => {
    expect(columnWidth('Address', ['12 Long Street Name, Some Suburb With A Long Name QLD 4210 Australia'])).toBe(320);
  });
});
