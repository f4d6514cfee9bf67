import { describe, expect, it } from 'vitest';
import { mergeFields } from '../src/htmlTemplates/mergeFields';

describe('mergeFields (letters, emails and the template editor’s preview)', () => {
  const fields = { customerName: 'Dana & Co <Ltd>', balance: '$42.00' };

  it('fills {{field}} markers, spaces inside the braces allowed; an unknown field becomes empty', () => {
    expect(mergeFields('Dear {{customerName}}, you owe {{ balance }}{{missing}}.', fields, 'text')).toBe('Dear Dana & Co <Ltd>, you owe $42.00.');
  });

  it('escapes the values, never the template, in HTML', () => {
    expect(mergeFields('<p>Dear {{customerName}}</p>', fields, 'html')).toBe('<p>Dear Dana &amp; Co &lt;Ltd&gt;</p>');
  });
});
