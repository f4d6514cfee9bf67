import { z } from 'zod';
import {
  EDIT_ACTION_CODE,
  groupSettingsSchema,
  processColumnSchema,
  splitRoles,
  TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  texts,
  type AdditionalParameters,
  type DashboardItem,
  type GroupSettings,
  type ProcessAction,
  type ProcessColumn,
  type ProcessConfig,
} from '@wattle/contract';
import { mayRunProcessAction, maySeeProcess } from '../policy/policy';
import { forbidden, notFound } from '../../lib/errors';
import type { StoredAction, StoredProcessBundle } from './dashboard.repository';
import { columnConfig } from './process-columns';
import { DEFAULT_VIEW, type ActionSpec, type ColumnSpec, type ProcessSpec, type ViewSpec } from './process-spec';

/** The stored configuration: display settings per view (columns, grouping), written by the seeder from code. */
const storedViewSchema = z.object({ columns: z.array(z.unknown()).default([]), groupSettings: groupSettingsSchema.optional() });
const storedConfigSchema = z.object({ views: z.record(z.string(), storedViewSchema).default({}) });
export type StoredConfigJson = z.input<typeof storedConfigSchema>;

/** A column as served: the stored display settings over the code binding. */
export interface BoundColumn {
  spec: ColumnSpec;
  config: ProcessColumn;
}

export interface BoundView {
  name: string;
  spec: ViewSpec;
  columns: BoundColumn[];
  groupSettings: GroupSettings;
}

interface BoundAction {
  stored: StoredAction;
  spec: ActionSpec;
}

/** One stored process bound to its code definition, as one user sees it. */
export interface BoundProcess {
  bundle: StoredProcessBundle;
  spec: ProcessSpec;
  actions: BoundAction[];
  /** The editing setting (true or 'true') and whether this user holds an edit role. */
  editing: boolean;
  mayEdit: boolean;
}

const hasRoles = (required: string, roles: readonly string[]) => maySeeProcess(splitRoles(required), roles);

/**
 * Binds stored processes to the code definitions by query key. A stored process whose query key
 * has no definition, or that needs a role the user lacks, is not served.
 */
export function bindProcesses(bundles: StoredProcessBundle[], specs: ReadonlyMap<string, ProcessSpec>, roles: readonly string[]): BoundProcess[] {
  return bundles.flatMap((bundle) => {
    const spec = specs.get(bundle.process.queryKey);
    if (!spec || !hasRoles(bundle.process.roles, roles)) return [];
    const actions = bundle.actions.flatMap((stored) => {
      const actionSpec = spec.actions?.find((a) => a.code === stored.code);
      return actionSpec && mayRunProcessAction(splitRoles(stored.roles), roles) ? [{ stored, spec: actionSpec }] : [];
    });
    const editRoles = bundle.config?.editRoles ?? '';
    const editing = Boolean(bundle.config?.editing) && spec.editRoles !== undefined;
    const mayEdit =
      editing && mayRunProcessAction(splitRoles(editRoles), roles) && (spec.editRoles!.length === 0 || spec.editRoles!.some((r) => roles.includes(r)));
    return [{ bundle, spec, actions, editing, mayEdit }];
  });
}

export function viewOf(process: BoundProcess, params: AdditionalParameters): BoundView {
  const views = process.spec.views ?? {};
  const name = process.spec.viewFor?.(params) ?? DEFAULT_VIEW;
  const spec = views[name];
  if (!spec) throw notFound(texts.dashboard.processNotFound);
  const stored = storedConfigSchema.safeParse(process.bundle.config?.config ?? {});
  const storedView = stored.success ? stored.data.views[name] : undefined;
  return {
    name,
    spec,
    columns: bindColumns(spec, storedView?.columns ?? [], process.mayEdit),
    groupSettings: storedView?.groupSettings ?? spec.groupSettings ?? { groupedColumns: [], sortDescending: false },
  };
}

/**
 * Stored columns in their stored order with their display settings; allowEditing only where the code
 * binds a writable column and the user may edit. Columns the stored copy leaves out are still read
 * (links and keys need them) but not shown.
 */
function bindColumns(view: ViewSpec, storedColumns: unknown[], mayEdit: boolean): BoundColumn[] {
  const byField = new Map(view.columns.map((c) => [c.field, c]));
  const bound: BoundColumn[] = [];
  for (const raw of storedColumns) {
    const parsed = processColumnSchema.safeParse(raw);
    const spec = parsed.success ? byField.get(parsed.data.field) : undefined;
    if (!parsed.success || !spec || bound.some((b) => b.spec === spec)) continue;
    const code = columnConfig(spec, view.key.field);
    bound.push({
      spec,
      config: {
        ...code,
        headerText: parsed.data.headerText,
        visible: parsed.data.visible,
        width: parsed.data.width,
        format: parsed.data.format,
        excel_only: parsed.data.excel_only,
        tooltip: parsed.data.tooltip,
        icon: parsed.data.icon,
        showTotal: parsed.data.showTotal,
        allowEditing: mayEdit && code.allowEditing && parsed.data.allowEditing,
      },
    });
  }
  for (const spec of view.columns) {
    if (bound.some((b) => b.spec === spec)) continue;
    const code = columnConfig(spec, view.key.field);
    bound.push({ spec, config: { ...code, visible: false, allowEditing: false } });
  }
  return bound;
}

const actionOf = (a: BoundAction): ProcessAction => ({
  id: a.stored.id,
  name: a.stored.name,
  code: a.stored.code,
  actionOptions: JSON.stringify(a.stored.actionOptions),
  confirmMessage: a.stored.confirmMessage,
  buttonColour: a.stored.buttonColour,
  textColour: a.stored.textColour,
});

/** The actions a user sees: the Edit action only when the user may edit. */
const visibleActions = (p: BoundProcess) => p.actions.filter((a) => a.spec.code !== EDIT_ACTION_CODE || p.mayEdit);

export function processConfigOf(p: BoundProcess, view: BoundView): ProcessConfig {
  const { process, config } = p.bundle;
  return {
    id: process.id,
    code: process.code,
    name: process.name,
    isLocked: process.isLocked,
    editing: p.mayEdit,
    keyField: view.spec.key.field,
    pageSize: config?.pageSize ?? TABLE_PAGE_SIZE,
    pageSizeOptions: [...TABLE_PAGE_SIZE_OPTIONS],
    reportConfig: JSON.stringify({ columns: view.columns.map((c) => c.config), groupSettings: view.groupSettings }),
    actions: visibleActions(p).map(actionOf),
  };
}

export function itemOf(p: BoundProcess): DashboardItem {
  const { process } = p.bundle;
  return {
    id: process.id,
    code: process.code,
    name: process.name,
    kind: process.kind,
    hidden: process.hidden,
    isLocked: process.isLocked,
    actions: visibleActions(p).map(actionOf),
  };
}

/** Refuses a locked process (card and buttons are disabled; the server says no too). */
export function assertUnlocked(p: BoundProcess) {
  if (p.bundle.process.isLocked) throw forbidden(texts.dashboard.processLocked);
}
