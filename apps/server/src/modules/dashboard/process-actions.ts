import { EDIT_ACTION_CODE, RUN_ACTION_MAX_ITEMS, texts, type AdditionalParameters, type Message } from '@wattle/contract';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { audit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import type { Mailer } from '../../lib/mailer';
import { assertUnlocked, viewOf, type BoundProcess, type BoundView } from './process-catalog';
import { fitsType, typeOf } from './process-columns';
import { lockRows } from './process-query';
import type { ActionContext } from './process-spec';

export interface ActionCaller {
  tx: Tx;
  userId: number;
  username: string;
  roles: readonly string[];
  ipAddress: string;
  scope: Scope;
  config: Config;
  mailer: Mailer;
  files: FileStore;
  scoped: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

export interface ActionRequest {
  actionId: number;
  options: string;
  itemsJson: string;
  params: AdditionalParameters;
}

/** The selected rows of itemsJson by key; malformed rows or keys are a 400. */
function parseItems(view: BoundView, itemsJson: string): { keys: (string | number)[]; items: Map<string, Record<string, unknown>> } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(itemsJson);
  } catch {
    throw badRequest(texts.dashboard.badItems);
  }
  if (!Array.isArray(parsed) || parsed.length > RUN_ACTION_MAX_ITEMS) throw badRequest(texts.dashboard.badItems);
  if (parsed.length === 0) throw badRequest(texts.dashboard.noRowsSelected);
  const keyField = view.spec.key.field;
  const keyColumn = view.spec.columns.find((c) => c.field === keyField)!;
  const items = new Map<string, Record<string, unknown>>();
  const keys: (string | number)[] = [];
  for (const item of parsed) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw badRequest(texts.dashboard.badItems);
    const key = (item as Record<string, unknown>)[keyField];
    if ((typeof key !== 'string' && typeof key !== 'number') || !fitsType(typeOf(keyColumn), String(key))) throw badRequest(texts.dashboard.badItems);
    if (!items.has(String(key))) keys.push(key);
    items.set(String(key), item as Record<string, unknown>);
  }
  return { keys, items };
}

/**
 * Runs one action of a process on the selected rows inside the caller's transaction: refuses a
 * locked process, an action the user may not run and rows no longer in the queue, then does the
 * work and writes one audit entry. Work that must follow the commit (mail) is returned.
 */
export async function runProcessAction(
  caller: ActionCaller,
  process: BoundProcess,
  req: ActionRequest,
): Promise<{ message: Message; afterCommit: (() => Promise<Message | undefined> | Promise<void>)[] }> {
  assertUnlocked(process);
  const action = process.actions.find((a) => a.stored.id === req.actionId);
  if (!action) throw notFound(texts.dashboard.actionNotFound);
  if (action.spec.code === EDIT_ACTION_CODE && !process.mayEdit) throw forbidden(process.editing ? texts.dashboard.notAllowed : texts.dashboard.editingOff);
  const view = viewOf(process, req.params);
  const { keys, items } = parseItems(view, req.itemsJson);
  if (action.spec.singleRow && keys.length !== 1) throw badRequest(action.spec.singleRow);
  await lockRows(caller.tx, view, req.params, keys);
  const afterCommit: (() => Promise<Message | undefined> | Promise<void>)[] = [];
  const ctx: ActionContext = {
    ...caller,
    keys,
    items,
    options: req.options,
    params: req.params,
    view,
    audit: {},
    afterCommit: (work) => afterCommit.push(work),
  };
  const message = await action.spec.run(ctx);
  await audit(caller.tx, {
    event: 'dashboard.run-action',
    entity: process.bundle.process.code,
    entityId: keys.join(','),
    oldValues: ctx.audit.oldValues,
    newValues: { action: action.spec.code, options: req.options || undefined, ...(ctx.audit.newValues as object | undefined) },
    userId: caller.userId,
    username: caller.username,
    ipAddress: caller.ipAddress,
  });
  return { message, afterCommit };
}
