import {
  firstPageIndex,
  submissionAnswers,
  texts,
  validateAnswers,
  type DisplayField,
  type Message,
  type WizardDefinition,
  type WizardSubmissionPage,
} from '@wattle/contract';
import { badRequest, refused } from '../../lib/errors';
import { WizardAnswers } from './wizard.answers';
import type { WizardModule } from './wizard.types';

/** A visited field and its answer, for the checks that need the database (lookups). */
export interface AnsweredField {
  field: DisplayField;
  value: string;
}

export interface Replay {
  answers: WizardAnswers;
  answered: AnsweredField[];
}

/** The index of the page that follows `index`, as the wizard's branching decides from the answers. */
export function followingPageIndex(module: WizardModule, definition: WizardDefinition, index: number, answers: WizardAnswers): number | null {
  const current = definition.pages[index];
  if (!current) return null;
  const nextCode = module.next ? module.next(current.pageCode, answers) : definition.pages[index + 1]?.pageCode;
  const next = definition.pages.findIndex((p) => p.pageCode === nextCode);
  return next >= 0 ? next : null;
}

/**
 * Replays a submission the way the server would have led it: the first page (a free-trial-only
 * first page only for free-trial users), then each page the branching chose. A page out of that
 * order is refused, and so is every answer the field rules refuse. `finished` also requires the
 * last page to allow finishing.
 */
export function replaySubmission(
  module: WizardModule,
  definition: WizardDefinition,
  pages: readonly WizardSubmissionPage[],
  options: { freeTrial: boolean; finished: boolean; today: string },
): Replay {
  if (pages.length === 0) throw badRequest(texts.wizard.pageOrder);
  const issues: Message[] = [];
  const answered: AnsweredField[] = [];
  let expected: number | null = firstPageIndex(definition, options.freeTrial);
  const seen = new Set<number>();
  // Only the answers to each visited page's own fields count: a name smuggled onto another page is ignored.
  const answers: Record<string, string> = {};
  for (const [position, submitted] of pages.entries()) {
    const page = expected === null ? undefined : definition.pages[expected];
    if (!page || page.pageCode !== submitted.pageCode || seen.has(expected!)) throw badRequest(texts.wizard.pageOrder);
    seen.add(expected!);
    const values = submissionAnswers([submitted]);
    for (const issue of validateAnswers(page.displayFields, values, { today: options.today })) {
      const field = page.displayFields.find((f) => f.name === issue.name)!;
      issues.push({ message: texts.wizard.fieldMessage(field.prompt, issue.message), messageType: 'Error' });
    }
    for (const field of page.displayFields) {
      const value = values[field.name] ?? '';
      answers[field.name] = value;
      answered.push({ field, value });
    }
    if (position < pages.length - 1) expected = followingPageIndex(module, definition, expected!, new WizardAnswers({ ...answers }));
    else if (options.finished && !page.allowFinish) throw badRequest(texts.wizard.notFinished);
  }
  if (issues.length) throw refused(issues);
  return { answers: new WizardAnswers(answers), answered };
}
