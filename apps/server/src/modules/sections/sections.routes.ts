import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sectionEndpoints } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { MailMessage } from '../../lib/mailer';
import { MEDIA_TYPES } from '../../lib/media-types';
import { registerEndpoint } from '../../lib/register-endpoint';
import { fileResponse } from '../../plugins/openapi-operation';
import { moduleSections } from '../index';
import { parseParamsXml } from './params-xml';
import { SectionCatalog } from './section-catalog';
import { sectionFileHeaders } from './section-files';
import './sections.lookups';
import { type WriteContext } from './section-write';
import { SectionsService } from './sections.service';

/** Who writes, from the session, for rules and the audit log. */
const writer = (request: FastifyRequest, tx: Tx, outbox: MailMessage[]): WriteContext => {
  const user = request.user();
  return {
    tx,
    ids: {},
    parentKey: null,
    userId: user.userId,
    username: user.username,
    roles: user.roles,
    ipAddress: request.ip,
    dataset: user.dataset,
    outbox,
  };
};

/** Spec 3 §7 Sections: every section is served by these routes; none has a route of its own. */
export async function sectionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  let service: SectionsService | null = null;
  const sections = () => {
    if (!service) throw new Error('section catalog not loaded');
    return service;
  };
  app.addHook('onReady', async () => {
    service = new SectionsService(await SectionCatalog.load(app.db, moduleSections, app.log), app.files);
  });

  registerEndpoint(app, sectionEndpoints.sections, async (request) => ({
    sections: await request.scoped((tx) => sections().sectionsByCode(tx, request.query.codes, request.user().roles)),
  }));

  registerEndpoint(app, sectionEndpoints.tableHeaders, async (request) => request.scoped((tx) => sections().tableHeaders(tx, request.params.sectionId)));

  registerEndpoint(app, sectionEndpoints.data, async (request) => request.scoped((tx) => sections().data(tx, request.params.sectionId, request.query)));

  /** A write in the request's transaction; the emails it queued go once it has committed (one that fails is logged, the write stays). */
  const write = async <T>(request: FastifyRequest, work: (ctx: WriteContext) => Promise<T>): Promise<T> => {
    const outbox: MailMessage[] = [];
    const result = await request.scoped((tx) => work(writer(request, tx, outbox)));
    for (const mail of outbox) await app.mailer.send(mail).catch((error: unknown) => request.log.error({ err: error }, 'a section email could not be sent'));
    return result;
  };

  registerEndpoint(app, sectionEndpoints.save, async (request) =>
    write(request, (ctx) => sections().save(ctx, request.params.sectionId, request.query.parameters, request.body.sectionControlType, request.body.items[0]!)),
  );

  registerEndpoint(app, sectionEndpoints.delete, async (request) =>
    write(request, (ctx) => sections().delete(ctx, request.params.sectionId, request.query.parameters, request.body.items)),
  );

  registerEndpoint(app, sectionEndpoints.performAction, async (request) => {
    const ids = parseParamsXml(request.query.paramsXml);
    const { sectionId, actionId } = request.params;
    return write(request, (ctx) => sections().performAction({ ...ctx, ids }, sectionId, actionId, request.body.keys));
  });

  registerEndpoint(
    app,
    sectionEndpoints.file,
    // The answer is the file itself; refusals are envelopes.
    {
      schema: {
        response: {
          200: fileResponse(
            'The stored file as an attachment: its own media type when a preview may show it (images, PDF, text, HTML), else application/octet-stream.',
            '*/*',
          ),
        },
      },
    },
    async (request, reply) => {
      const { parameters, key, field } = request.query;
      const file = await request.scoped((tx) => sections().file(tx, request.scope(), request.params.sectionId, parameters, key, field));
      return reply.headers(sectionFileHeaders(file)).send(file.body);
    },
  );

  registerEndpoint(
    app,
    sectionEndpoints.export,
    // The answer is an .xlsx stream; refusals are envelopes from the error handler.
    { schema: { response: { 200: fileResponse('The section as a workbook.', MEDIA_TYPES.xlsx) } } },
    async (request, reply) => {
      const { sectionId } = request.params;
      const { fileName } = await request.scoped((tx) => sections().prepareExport(tx, sectionId, request.query));
      const out = new PassThrough();
      request
        .scoped((tx) => sections().exportRows(tx, sectionId, request.query))
        .then((rows) => rows.write(out))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'section export failed');
          out.destroy(error as Error);
        });
      return reply.type(MEDIA_TYPES.xlsx).header('content-disposition', `attachment; filename="${fileName}"`).send(out);
    },
  );
}
