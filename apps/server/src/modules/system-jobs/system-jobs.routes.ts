import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemJobEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { taskChoices, taskDefinitionChoices } from './job-tasks.repository';
import { changeTask, createTask, deleteTask, getTask, settingsOfTask } from './job-tasks.service';
import { listRecurrenceOptions } from './system-jobs.repository';
import { changeJob, createJob, getJob, historyOf, listJobs, startJobRun } from './system-jobs.service';

/** Spec 2 §2.11 and §7 System jobs: the jobs, their schedule options, history and manual run, their tasks and the task forms' pickers. */
export async function systemJobsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerEndpoint(app, systemJobEndpoints.list, (request) => request.scoped((tx) => listJobs(tx)));
  registerEndpoint(app, systemJobEndpoints.scheduleOptions, (request) => request.scoped((tx) => listRecurrenceOptions(tx)));
  registerEndpoint(app, systemJobEndpoints.create, (request) => request.scoped((tx) => createJob(tx, request.body, request.actor())));
  registerEndpoint(app, systemJobEndpoints.get, (request) => request.scoped((tx) => getJob(tx, request.params.id)));
  registerEndpoint(app, systemJobEndpoints.update, (request) => request.scoped((tx) => changeJob(tx, request.params.id, request.body, request.actor())));
  registerEndpoint(app, systemJobEndpoints.history, (request) => request.scoped((tx) => historyOf(tx, request.params.id)));
  registerEndpoint(app, systemJobEndpoints.run, (request) => request.scoped((tx) => startJobRun(tx, request.scope(), request.params.id, request.actor())));

  const e = systemJobEndpoints;
  registerEndpoint(app, e.tasks, (request) => request.scoped((tx) => taskDefinitionChoices(tx)));
  registerEndpoint(app, e.letterTemplates, (request) => request.scoped((tx) => taskChoices.letterTemplates(tx)));
  registerEndpoint(app, e.emailTemplates, (request) => request.scoped((tx) => taskChoices.emailTemplates(tx)));
  registerEndpoint(app, e.segments, (request) => request.scoped((tx) => taskChoices.segments(tx)));
  registerEndpoint(app, e.activityTypes, (request) => request.scoped((tx) => taskChoices.activityTypes(tx)));
  registerEndpoint(app, e.activityAssignees, (request) => request.scoped((tx) => taskChoices.activityAssignees(tx)));
  registerEndpoint(app, e.createTask, (request) => request.scoped((tx) => createTask(tx, request.body, request.actor())));
  registerEndpoint(app, e.getTask, (request) => request.scoped((tx) => getTask(tx, request.params.id)));
  registerEndpoint(app, e.updateTask, (request) => request.scoped((tx) => changeTask(tx, request.params.id, request.body, request.actor())));
  registerEndpoint(app, e.deleteTask, (request) => request.scoped((tx) => deleteTask(tx, request.params.id, request.actor())));
  registerEndpoint(app, e.taskParameter, (request) => request.scoped((tx) => settingsOfTask(tx, request.params.id, 'RUN_SEGMENT')));
  registerEndpoint(app, e.taskCorrespondence, (request) => request.scoped((tx) => settingsOfTask(tx, request.params.id, 'ADD_CORRESPONDENCE')));
  registerEndpoint(app, e.taskSms, (request) => request.scoped((tx) => settingsOfTask(tx, request.params.id, 'SEND_SMS')));
  registerEndpoint(app, e.taskActivity, (request) => request.scoped((tx) => settingsOfTask(tx, request.params.id, 'CREATE_ACTIVITY')));
}
