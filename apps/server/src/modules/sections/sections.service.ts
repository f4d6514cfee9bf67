import type { Writable } from 'node:stream';
import {
  texts,
  type Message,
  type SectionConfig,
  type SectionDataResponse,
  type SectionParameters,
  type SectionRow,
  type SubmittedItem,
  type TableHeader,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { audit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { assertIdentifiersExist } from './identifier-sources';
import type { CatalogSection, SectionCatalog } from './section-catalog';
import { adjustedFields, buildSectionConfig, withDescendants } from './section-config';
import { writeXlsx } from './section-export';
import { documentFile, imageFile, type SectionFile } from './section-files';
import { allRows, findRow, listRows, type RowScope } from './section-query';
import { mayPerformSectionAction, mayWriteSection } from '../policy/policy';
import { deleteItems, saveItem, type WriteContext } from './section-write';
import { loadOverrides, loadReportIds } from './sections.repository';
import { businessDate } from '../../lib/business-date';
import { companyFormats } from '../system-settings/company-formats';

export interface ListRequest {
  parameters: SectionParameters;
  search?: string;
  sortBy?: string;
  sortDescending?: 'true' | 'false';
}

const scopeOf = (parameters: SectionParameters): RowScope => {
  const { parentKey, ...ids } = parameters;
  return { ids, parentKey: parentKey ?? null };
};

/** Server-defined sections: configuration, data, saves, deletes, actions and export (spec 3 §7 Sections). */
export class SectionsService {
  constructor(
    private readonly catalog: SectionCatalog,
    /** Where stored documents and images live. */
    private readonly files: FileStore,
  ) {}

  private section(sectionId: number): CatalogSection {
    const section = this.catalog.byIdOrNull(sectionId);
    if (!section) throw notFound(texts.server.notFound);
    return section;
  }

  /** The section's fields as the signed-in company has adjusted them. */
  private async fields(tx: Tx, section: CatalogSection) {
    return adjustedFields(section, await loadOverrides(tx, [section.code]));
  }

  /**
   * Checks the identifiers exist for this company and dataset (another tenant's id is a 404), and
   * that a child section's parent row is one the parent section shows for them.
   */
  private async scope(tx: Tx, section: CatalogSection, parameters: SectionParameters) {
    const scope = scopeOf(parameters);
    await assertIdentifiersExist(tx, scope.ids);
    const parents = this.catalog.parentsOf(section.code);
    if (parents.length && section.spec.data.parent && scope.parentKey) {
      let found = false;
      for (const parent of parents) found ||= (await findRow(tx, parent, parent.fields, { ids: scope.ids, parentKey: undefined }, scope.parentKey)) !== null;
      if (!found) throw notFound(texts.sections.rowNotFound);
    }
    return scope;
  }

  /** A page's sections; actions that write are left out for users the policy does not let write them. */
  async sectionsByCode(tx: Tx, codes: readonly string[], roles: readonly string[]): Promise<SectionConfig[]> {
    const sections = codes.map((code) => {
      const section = this.catalog.byCodeOrNull(code);
      if (!section) throw notFound(texts.server.notFound);
      return section;
    });
    const all = withDescendants(this.catalog, codes);
    const overrides = await loadOverrides(tx, all);
    const reportCodes = all.flatMap((code) => this.catalog.byCodeOrNull(code)!.actions.flatMap((a) => (a.reportCode ? [a.reportCode] : [])));
    const reportIds = await loadReportIds(tx, reportCodes);
    const today = await businessDate(tx);
    return sections.map((s) => buildSectionConfig(this.catalog, s, { overrides, reportIds, mayWrite: (child) => mayWriteSection(child.code, roles), today }));
  }

  async tableHeaders(tx: Tx, sectionId: number): Promise<TableHeader[]> {
    const section = this.section(sectionId);
    return (await this.fields(tx, section)).map((f) => ({
      prompt: f.prompt,
      name: f.name,
      visible: f.visible,
      showInTableRowExpansion: f.showInTableRowExpansion,
      fieldType: f.fieldType,
    }));
  }

  async data(tx: Tx, sectionId: number, query: ListRequest & { page: number; itemsPerPage: number }): Promise<SectionDataResponse> {
    const section = this.section(sectionId);
    const fields = await this.fields(tx, section);
    const scope = await this.scope(tx, section, query.parameters);
    const { rows, total } = await listRows(tx, section, fields, {
      ...scope,
      search: query.search,
      dateFormat: query.search?.trim() ? (await companyFormats(tx)).dateFormat : undefined,
      sortBy: query.sortBy,
      sortDescending: query.sortDescending === 'true',
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    });
    return { sectionId: section.id, code: section.code, sectionControlType: section.stored.controlType, rows, totalItems: total };
  }

  async save(ctx: WriteContext, sectionId: number, parameters: SectionParameters, controlType: string, item: SubmittedItem): Promise<Message[]> {
    const section = this.section(sectionId);
    if (controlType !== section.stored.controlType) throw badRequest(texts.sections.notAllowed);
    const fields = await this.fields(ctx.tx, section);
    const scope = await this.scope(ctx.tx, section, parameters);
    return saveItem(section, fields, scope, item, { ...ctx, ids: scope.ids, parentKey: scope.parentKey });
  }

  async delete(ctx: WriteContext, sectionId: number, parameters: SectionParameters, items: readonly SubmittedItem[]): Promise<Message[]> {
    const section = this.section(sectionId);
    const fields = await this.fields(ctx.tx, section);
    const scope = await this.scope(ctx.tx, section, parameters);
    return deleteItems(section, fields, scope, items, { ...ctx, ids: scope.ids, parentKey: scope.parentKey });
  }

  /** Runs a server-side action (Operation, Custom, CustomEdit) with the identifiers of `paramsXml`. */
  async performAction(ctx: WriteContext, sectionId: number, actionId: number, keys: string[]): Promise<Message[]> {
    const section = this.section(sectionId);
    const action = section.actions.find((a) => a.id === actionId);
    if (!action) throw notFound(texts.server.notFound);
    const operation = section.spec.data.operations?.[action.code];
    if (!operation || !['Operation', 'Custom', 'CustomEdit'].includes(action.actionType)) throw badRequest(texts.sections.notAllowed);
    if (!mayPerformSectionAction(section.code, action.code, ctx.roles)) throw forbidden(texts.server.forbidden);
    // Every server-side action works on rows: an empty selection is refused before anything runs.
    if (keys.length === 0) throw badRequest(texts.sections.noRowsSelected);
    if (action.actionType === 'CustomEdit' && keys.length !== 1) throw badRequest(texts.sections.oneRowForAction);
    await assertIdentifiersExist(ctx.tx, ctx.ids);
    const fields = await this.fields(ctx.tx, section);
    const rows = [];
    for (const key of keys) {
      const row = await findRow(ctx.tx, section, fields, { ids: ctx.ids, parentKey: undefined }, key, true);
      if (!row) throw notFound(texts.sections.rowNotFound);
      rows.push({ key, values: row.values });
    }
    const message = await operation({ ...ctx, rows });
    await audit(ctx.tx, {
      event: 'section.action',
      entity: section.code,
      entityId: keys.join(','),
      detail: `${action.code}: ${message.message}`,
      userId: ctx.userId,
      username: ctx.username,
      ipAddress: ctx.ipAddress,
      dataset: ctx.dataset,
    });
    return [message];
  }

  /**
   * The document or image a row's DOCUMENT or IMAGE field points at (table preview). The row must
   * be one the caller's identifiers reach; anything missing is a 404.
   */
  async file(tx: Tx, tenant: Scope, sectionId: number, parameters: SectionParameters, key: string, fieldName: string): Promise<SectionFile> {
    const section = this.section(sectionId);
    const fields = await this.fields(tx, section);
    const field = fields.find((f) => f.name === fieldName);
    if (!field || (field.dataType !== 'DOCUMENT' && field.dataType !== 'IMAGE')) throw badRequest(texts.sections.unknownField(fieldName));
    const scope = await this.scope(tx, section, parameters);
    const row = await findRow(tx, section, fields, scope, key);
    const value = row?.values[fieldName];
    const file = value ? await (field.dataType === 'DOCUMENT' ? documentFile(tx, this.files, tenant, value) : imageFile(tx, this.files, tenant, value)) : null;
    if (!file) throw notFound(field.dataType === 'DOCUMENT' ? texts.documents.notFound : texts.documents.imageNotFound);
    return file;
  }

  /** Checks everything that can be refused before the first byte of the export is sent. */
  async prepareExport(tx: Tx, sectionId: number, query: ListRequest) {
    const section = this.section(sectionId);
    const fields = await this.fields(tx, section);
    const scope = await this.scope(tx, section, query.parameters);
    await listRows(tx, section, fields, { ...scope, search: query.search, sortBy: query.sortBy, limit: 1, offset: 0 });
    return { section, fileName: `${section.code}.xlsx` };
  }

  /**
   * The rows of the export, read in the caller's transaction (a section's rows are read in one
   * query, as the table shows them); `write` then streams the workbook after that transaction has
   * ended, so a slow download never holds one open.
   */
  async exportRows(tx: Tx, sectionId: number, query: ListRequest) {
    const section = this.section(sectionId);
    const fields = await this.fields(tx, section);
    const scope = await this.scope(tx, section, query.parameters);
    const exportFormats = await companyFormats(tx);
    const rows: SectionRow[] = [];
    for await (const row of allRows(tx, section, fields, {
      ...scope,
      search: query.search,
      dateFormat: exportFormats.dateFormat,
      sortBy: query.sortBy,
      sortDescending: query.sortDescending === 'true',
    }))
      rows.push(row);
    return { write: (out: Writable) => writeXlsx(out, section.stored.description, fields, rows, exportFormats) };
  }
}
