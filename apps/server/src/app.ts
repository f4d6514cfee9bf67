import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { errorEnvelope, storableValues, texts } from '@wattle/contract';
import type { Config } from './config';
import { clientErrorHandler } from './lib/client-errors';
import type { Database, Db } from './db/client';
import { startBoss } from './jobs/boss';
import { startJobs } from './jobs/workers';
import { loggerOptions } from './lib/logging';
import { multipartBodies } from './lib/multipart';
import { createFileStore, type FileStore } from './lib/files/index';
import { createMailer, type Mailer } from './lib/mailer';
import { sandboxRelay } from './modules/integrations/email/email-sandbox-relay';
import { moduleJobs, registerModules } from './modules/index';
import { metricsPlugin } from './modules/metrics/metrics.plugin';
import { authPlugin } from './plugins/auth';
import { policyPlugin } from './modules/policy/policy.plugin';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { jsonBodies } from './plugins/json-body';
import { openapiPlugin } from './plugins/openapi';
import { spaPlugin } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Unscoped handle: only for sign-in, bootstrap and jobs. Request code uses `request.scoped`. */
    db: Db;
    boss: PgBoss | null;
    mailer: Mailer;
    /** Every stored file (lib/files): documents, photos, uploads, generated letters. */
    files: FileStore;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Pino options; tests pass `false`. */
  logger?: boolean | object;
}

/**
 * Log lines reach stdout in batches of about 4 KB instead of one write each: a request logs two
 * lines, and one system call per line was a tenth of the server's time under load. The batch is
 * written at least every second, and synchronously when the process exits (pino's exit hook); a
 * process killed outright (SIGKILL) loses at most that last second.
 */
function batchedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => destination.flush(), 1000);
  timer.unref();
  return { destination, stop: () => clearInterval(timer) };
}

/** Every text of params, query and body is made storable (no NUL byte) before its schema sees it. */
const storableValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data) => validate(storableValues(data));
};

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const stdout = logger === undefined ? batchedStdout() : null;
  const app = Fastify({
    logger: logger ?? { ...loggerOptions(config.logLevel), stream: stdout!.destination },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    clientErrorHandler,
    // A request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS, checked every second,
    // so a stalled upload ends with a 408; idle keep-alive connections close after Fastify's 72 s.
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(60_000, config.requestTimeoutMs) },
    // The router's own refusals (a path segment over maxParamLength: 414, a malformed escape: 400)
    // answer in the message envelope too, without echoing the offending path.
    // send() answers at once; the reply it returns is only a thenable for whoever waits on it.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      if (error.statusCode === 414) void reply.status(414).send(errorEnvelope(texts.server.tooLarge));
      else if (error.statusCode === 400) void reply.status(400).send(errorEnvelope(texts.server.badUrl));
      else void reply.status(500).send(errorEnvelope(texts.server.internal, 'Exception'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(storableValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A client may half-close its side once the request is sent; Node would then drop the answer of a
  // request still being worked on. Answer it, then close (Node's own property, see _http_server).
  (app.server as typeof app.server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;

  if (stdout) {
    app.addHook('onClose', async () => {
      stdout.stop();
      stdout.destination.flush();
    });
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('boss', null);
  const relay = config.email.sandbox ? sandboxRelay({ config, db: database.db, log: app.log, onClose: (close) => app.addHook('onClose', close) }) : undefined;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, relay, from: config.mailFrom, db: database.db, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  const files = createFileStore(config, database.db);
  app.decorate('files', files);
  app.addHook('onClose', async () => files.close());

  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (MUI) injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.isProduction,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(jsonBodies);
  await app.register(multipartBodies);
  await app.register(openapiPlugin);
  await app.register(csrfPlugin);
  await app.register(authPlugin);
  await app.register(policyPlugin);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(spaPlugin, { webDist: config.webDist });

  if (config.jobs) {
    app.addHook('onReady', async () => {
      app.boss = await startBoss(database, config, app.log);
      await startJobs(app.boss, { database, files, mailer, config }, moduleJobs, app.log);
    });
    app.addHook('onClose', async () => {
      await app.boss?.stop({ graceful: true, timeout: 5000 });
    });
  }
  return app;
}
