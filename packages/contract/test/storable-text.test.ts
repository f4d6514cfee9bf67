import { describe, expect, it } from 'vitest';
import { storableText, storableValues } from '../src/storableText';

describe('storable texts', () => {
  it('storableText drops NUL bytes and lone surrogates and trims', () => {
    expect(storableText(' a\u0000b\uD800 ')).toBe('ab');
  });

  it('storableValues drops them from every string and key at any depth, without trimming', () => {
    // The shape of a parsed query string: an object whose prototype has no prototype.
    const query = Object.assign(Object.create(Object.create(null) as object) as object, { 'pa\u0000th': 'x\u0000 ' });
    expect(storableValues({ a: ['b\u0000', { c: ' d\u0000' }], n: 1, none: null, query })).toEqual({
      a: ['b', { c: ' d' }],
      n: 1,
      none: null,
      query: { path: 'x ' },
    });
  });
});
