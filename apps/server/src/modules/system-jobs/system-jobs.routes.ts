import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemJobEndpoints } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { registerEndpoint } from '../../lib/register-endpoint';
import { finishTaskRun, runDepsIn } from '../dashboard/task-run';
import { listRecurrenceOptions } from './system-jobs.repository';
import { changeJob, createJob, getJob, historyOf, listJobs, startJobRun, type Actor } from './system-jobs.service';

const actorOf = (request: FastifyRequest): Actor => ({ userId: request.user().userId, username: request.user().username, ipAddress: request.ip });

/** Spec 2 §2.11 and §7 System jobs: the jobs, their schedule options, history and manual run. */
export async function systemJobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, systemJobEndpoints.list, (request) => request.scoped((tx) => listJobs(tx)));
  registerEndpoint(app, systemJobEndpoints.scheduleOptions, (request) => request.scoped((tx) => listRecurrenceOptions(tx)));
  registerEndpoint(app, systemJobEndpoints.create, (request) => request.scoped((tx) => createJob(tx, request.body, actorOf(request))));
  registerEndpoint(app, systemJobEndpoints.get, (request) => request.scoped((tx) => getJob(tx, request.params.id)));
  registerEndpoint(app, systemJobEndpoints.update, (request) => request.scoped((tx) => changeJob(tx, request.params.id, request.body, actorOf(request))));
  registerEndpoint(app, systemJobEndpoints.history, (request) => request.scoped((tx) => historyOf(tx, request.params.id)));
  // The start is one short transaction; the run's work and outcome follow in short ones (task-run.ts).
  registerEndpoint(app, systemJobEndpoints.run, async (request) => {
    const run = await request.scoped((tx) => startJobRun(tx, request.params.id, actorOf(request)));
    const scoped = <T>(work: (tx: Tx) => Promise<T>) => request.scoped(work);
    return [await finishTaskRun(runDepsIn(request.scope(), scoped, app.files, app.mailer), run)];
  });
}
