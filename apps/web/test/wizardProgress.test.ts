import { describe, expect, it } from 'vitest';
import type { DisplayField, WizardDefinition, WizardPage } from '@wattle/contract';
import {
  advance,
  answeredSubmission,
  buildSubmission,
  canGoBack,
  earlierAnswers,
  goBack,
  startProgress,
  type PageAnswers,
} from '../src/wizards/wizardProgress';

const field = (name: string): DisplayField => ({
  id: 1,
  name,
  prompt: name,
  fieldType: 'Text',
  value: null,
  displayValue: null,
  row: 0,
  span: 12,
  visible: true,
  editable: true,
  mandatory: false,
  defaultValue: null,
  tooltip: null,
  lookupCode: null,
  lookupParameters: null,
  maxDigits: null,
  maxDecimalPlaces: null,
});
const page = (pageCode: string, freeTrialOnly = false): WizardPage => ({
  pageCode,
  title: pageCode,
  description: '',
  allowFinish: false,
  freeTrialOnly,
  displayFields: [field(pageCode.toLowerCase())],
});
const wizard = (first: WizardPage): WizardDefinition => ({ wizardCode: 'TEST', name: 'Test', pages: [first, page('B'), page('C'), page('D')] });
const answers = (name: string, value: string, initial = ''): PageAnswers => ({ values: { [name]: value }, displayValues: {}, initial: { [name]: initial } });

describe('wizard progress (spec 1 §4)', () => {
  it('starts at page 0, or skips a free-trial-only first page for other users', () => {
    expect(startProgress(wizard(page('A', true)), true).pageIndex).toBe(0);
    expect(startProgress(wizard(page('A', true)), false).pageIndex).toBe(1);
    expect(startProgress(wizard(page('A')), false).pageIndex).toBe(0);
  });

  it('follows the server-chosen page and walks back along the path, keeping the answers both ways', () => {
    const definition = wizard(page('A'));
    let progress = startProgress(definition, false);
    progress = advance(definition, progress, answers('a', 'one'), 2); // the server skipped B
    expect(progress).toMatchObject({ pageIndex: 2, path: [0] });
    progress = goBack(definition, progress, answers('c', 'typed on C'));
    expect(progress).toMatchObject({ pageIndex: 0, path: [] });
    expect(progress.answers.A!.values).toEqual({ a: 'one' });
    expect(progress.answers.C!.values).toEqual({ c: 'typed on C' });
  });

  it('submits the pages along the path then the current page, with display values and dirtiness', () => {
    const definition = wizard(page('A'));
    const progress = advance(definition, startProgress(definition, false), { values: { a: 'x' }, displayValues: { a: 'Ex' }, initial: { a: 'x' } }, 2);
    const submission = buildSubmission(definition, progress, answers('c', 'new', 'old'));
    expect(submission).toEqual({
      wizardCode: 'TEST',
      pages: [
        { pageCode: 'A', items: [{ name: 'a', value: 'x', displayValue: 'Ex', isDirty: false }] },
        { pageCode: 'C', items: [{ name: 'c', value: 'new', displayValue: 'new', isDirty: true }] },
      ],
    });
    expect(answeredSubmission(definition, progress).pages.map((p) => p.pageCode)).toEqual(['A']);
    expect(earlierAnswers(definition, progress)).toEqual({ a: 'x' });
  });

  it('hides Previous on page 0, and on page 1 after a skipped free-trial-only page', () => {
    const trialFirst = wizard(page('A', true));
    expect(canGoBack(trialFirst, startProgress(trialFirst, false), false)).toBe(false);
    const trialUser = advance(trialFirst, startProgress(trialFirst, true), answers('a', ''), 1);
    expect(canGoBack(trialFirst, trialUser, true)).toBe(true);
    const plain = wizard(page('A'));
    expect(canGoBack(plain, startProgress(plain, false), false)).toBe(false);
    expect(canGoBack(plain, advance(plain, startProgress(plain, false), answers('a', ''), 1), false)).toBe(true);
  });
});
