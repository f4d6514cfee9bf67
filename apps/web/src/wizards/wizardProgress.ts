import { firstPageIndex, type WizardDefinition, type WizardItem, type WizardPage, type WizardSubmission } from '@wattle/contract';

/** A page's answers: the form's values, the text shown for them, and what the page started with. */
export interface PageAnswers {
  values: Record<string, string>;
  displayValues: Record<string, string>;
  initial: Record<string, string>;
}

/**
 * Where a user is in a wizard: the current page, the pages answered before it (the path Previous
 * walks back), and every page's answers, kept when going back so returning shows them again.
 */
export interface WizardProgress {
  pageIndex: number;
  path: number[];
  answers: Record<string, PageAnswers>;
}

export const startProgress = (definition: WizardDefinition, freeTrial: boolean): WizardProgress => ({
  pageIndex: firstPageIndex(definition, freeTrial),
  path: [],
  answers: {},
});

export const currentPage = (definition: WizardDefinition, progress: WizardProgress): WizardPage => definition.pages[progress.pageIndex]!;

function pageItems(page: WizardPage, answers: PageAnswers): WizardItem[] {
  return page.displayFields.map((field) => {
    const value = answers.values[field.name] ?? '';
    return { name: field.name, value, displayValue: answers.displayValues[field.name] ?? value, isDirty: value !== (answers.initial[field.name] ?? '') };
  });
}

/**
 * The submission: the answered pages along the path, then the current page. It is built afresh for
 * every call, so after a failed Save the current page is not left in it (spec 1 §4).
 */
export function buildSubmission(definition: WizardDefinition, progress: WizardProgress, current: PageAnswers): WizardSubmission {
  const page = currentPage(definition, progress);
  const answered = answeredSubmission(definition, progress);
  return { ...answered, pages: [...answered.pages, { pageCode: page.pageCode, items: pageItems(page, current) }] };
}

/** The pages answered before the current one (what initial values are asked with). */
export function answeredSubmission(definition: WizardDefinition, progress: WizardProgress): WizardSubmission {
  const pages = progress.path.map((index) => {
    const page = definition.pages[index]!;
    return { pageCode: page.pageCode, items: pageItems(page, progress.answers[page.pageCode]!) };
  });
  return { wizardCode: definition.wizardCode, pages };
}

/** The answers of the pages before the current one, by field name (what "@name" lookup parameters read). */
export function earlierAnswers(definition: WizardDefinition, progress: WizardProgress): Record<string, string> {
  return progress.path.reduce<Record<string, string>>(
    (answers, index) => Object.assign(answers, progress.answers[definition.pages[index]!.pageCode]?.values),
    {},
  );
}

/** Next: the server chose `nextIndex`; the current page's answers are kept. */
export function advance(definition: WizardDefinition, progress: WizardProgress, current: PageAnswers, nextIndex: number): WizardProgress {
  const code = currentPage(definition, progress).pageCode;
  return { pageIndex: nextIndex, path: [...progress.path, progress.pageIndex], answers: { ...progress.answers, [code]: current } };
}

/** Previous: back to the last visited page, keeping what was typed on this one. */
export function goBack(definition: WizardDefinition, progress: WizardProgress, current: PageAnswers): WizardProgress {
  const previous = progress.path.at(-1);
  if (previous === undefined) return progress;
  const code = currentPage(definition, progress).pageCode;
  return { pageIndex: previous, path: progress.path.slice(0, -1), answers: { ...progress.answers, [code]: current } };
}

/**
 * Previous is hidden on page 0, and on page 1 when the first page is free-trial-only and the user is
 * not in free trial (spec 1 §4); with nothing answered before there is nowhere to go back to.
 */
export function canGoBack(definition: WizardDefinition, progress: WizardProgress, freeTrial: boolean): boolean {
  if (progress.pageIndex === 0 || progress.path.length === 0) return false;
  return !(progress.pageIndex === 1 && definition.pages[0]?.freeTrialOnly && !freeTrial);
}
