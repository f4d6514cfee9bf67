import {
  successEnvelope,
  texts,
  typeDefaultValue,
  type InitialValue,
  type NextPageIndexRequest,
  type SubmitWizardRequest,
  type SubmitWizardResponse,
  type WizardDefinition,
  type InitialValuesRequest,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { badRequest, forbidden, notFound, refused } from '../../lib/errors';
import { followingPageIndex, replaySubmission, type Replay } from './wizard.engine';
import { lookupIssues } from './wizard.lookups';
import { applyOverrides } from './wizard.overrides';
import { mayRunWizard } from '../policy/policy';
import { findWizard } from './wizard.registry';
import type { WizardContext, WizardModule } from './wizard.types';
import { findOverrides } from './wizards.repository';

interface LoadedWizard {
  module: WizardModule;
  definition: WizardDefinition;
}

/** The wizard as this company sees it: the code's definition with the company's adjustments. */
async function loadWizard(tx: Tx, wizardCode: string, context: WizardContext): Promise<LoadedWizard> {
  const module = findWizard(wizardCode);
  if (!module) throw notFound(texts.wizard.notFound(wizardCode));
  if (!mayRunWizard(context.user.roles, module.roles)) throw forbidden(texts.server.forbidden);
  return { module, definition: applyOverrides(module.definition, await findOverrides(tx, wizardCode)) };
}

function pageIndex(definition: WizardDefinition, pageCode: string): number {
  const index = definition.pages.findIndex((p) => p.pageCode === pageCode);
  if (index < 0) throw notFound(texts.wizard.pageNotFound(pageCode));
  return index;
}

/** GET /wizards?wizardCode= */
export async function getWizardDefinition(tx: Tx, wizardCode: string, context: WizardContext): Promise<WizardDefinition> {
  return (await loadWizard(tx, wizardCode, context)).definition;
}

/** What each field of a page starts with: the wizard's own initial value, else the field's default, else its type's. */
export async function pageInitialValues(
  tx: Tx,
  wizardCode: string,
  pageCode: string,
  _body: InitialValuesRequest,
  context: WizardContext,
): Promise<InitialValue[]> {
  const { module, definition } = await loadWizard(tx, wizardCode, context);
  const page = definition.pages[pageIndex(definition, pageCode)]!;
  const own = (await module.initialValues?.(tx, pageCode, context)) ?? {};
  return page.displayFields.map((field) => ({
    name: field.name,
    value: own[field.name] ?? field.defaultValue ?? (field.fieldType === 'HelpLink' ? field.value : typeDefaultValue(field.fieldType)),
  }));
}

/** Checks the pages answered so far (order, rules, lookups) and answers the index of the page that follows. */
export async function nextPageIndex(tx: Tx, wizardCode: string, pageCode: string, body: NextPageIndexRequest, context: WizardContext): Promise<number> {
  const { module, definition } = await loadWizard(tx, wizardCode, context);
  const current = pageIndex(definition, pageCode);
  const pages = body.wizardSubmissionData.pages;
  if (body.currentPageIndex !== current || pages.at(-1)?.pageCode !== pageCode) throw badRequest(texts.wizard.pageOrder);
  const replay = replaySubmission(module, definition, pages, { freeTrial: context.user.freeTrial, finished: false, today: await businessDate(tx) });
  await refuseLookupIssues(tx, replay);
  const next = followingPageIndex(module, definition, current, replay.answers);
  if (next === null) throw badRequest(texts.wizard.notFinished);
  return next;
}

/** Re-validates the whole submission, then performs the wizard's effect in the same transaction and audits it. */
export async function submitWizard(tx: Tx, wizardCode: string, body: SubmitWizardRequest, context: WizardContext): Promise<SubmitWizardResponse> {
  const { module, definition } = await loadWizard(tx, wizardCode, context);
  if (body.wizardSubmissionData.wizardCode !== wizardCode) throw badRequest(texts.wizard.pageOrder);
  const pages = body.wizardSubmissionData.pages;
  const replay = replaySubmission(module, definition, pages, { freeTrial: context.user.freeTrial, finished: true, today: await businessDate(tx) });
  await refuseLookupIssues(tx, replay);
  const outcome = await module.submit(tx, replay.answers, context);
  await audit(tx, {
    event: `wizard.${wizardCode}`,
    entity: outcome.entity,
    entityId: outcome.entityId,
    newValues: outcome.created,
    userId: context.user.userId,
    username: context.user.username,
    dataset: context.user.dataset,
    ipAddress: context.ipAddress,
  });
  return { ...successEnvelope(outcome.message), ...(outcome.open ? { open: outcome.open } : {}) };
}

async function refuseLookupIssues(tx: Tx, replay: Replay) {
  const issues = await lookupIssues(tx, replay.answered, replay.answers.all());
  if (issues.length) throw refused(issues);
}
