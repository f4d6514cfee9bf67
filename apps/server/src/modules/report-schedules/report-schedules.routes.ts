import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportScheduleEndpoints as e } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import './report-schedules.lookups';
import { changeSchedule, createSchedule, getSchedule, listSchedules, parametersOfReport, removeSchedule } from './report-schedules.service';

/** Spec 2 §2.10 and §7: the report schedules and the parameters form of a report's schedule. */
export async function reportSchedulesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, e.list, (request) => request.scoped((tx) => listSchedules(tx)));
  registerEndpoint(app, e.create, (request) => request.scoped((tx) => createSchedule(tx, request.body, request.actor())));
  registerEndpoint(app, e.parameters, (request) => request.scoped((tx) => parametersOfReport(tx, request.params.reportId)));
  registerEndpoint(app, e.get, (request) => request.scoped((tx) => getSchedule(tx, request.params.id)));
  registerEndpoint(app, e.update, (request) => request.scoped((tx) => changeSchedule(tx, request.params.id, request.body, request.actor())));
  registerEndpoint(app, e.remove, (request) => request.scoped((tx) => removeSchedule(tx, request.params.id, request.actor())));
}
