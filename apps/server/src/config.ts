import path from 'node:path';
import { z } from 'zod';
import { AUTH_LIMITS, SMS_MESSAGES_PER_SECOND } from '@wattle/contract';
import { trustProxyOf } from './trust-proxy';

const envSchema = z.object({
  /** Only `development` and `test` are named environments; anything else, or nothing, runs as production. */
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Unset: every interface, or loopback only while the administrator keeps the default password (listen-host.ts). */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  COMPANY_CODE: z.string().default('ACME'),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().default('admin@example.com'),
  DEMO_CUSTOMERS: z.coerce.number().int().min(0).default(2000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Wattle <no-reply@wattle.local>'),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  WEB_DIST: z.string().optional(),
  JOBS: z.enum(['on', 'off']).default('on'),
  /** A running job beats this often (×½); one that stops (its server died) is retried by another server (jobs/job.ts). */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).default(30),
  /** How often each server checks the job queues for jobs whose heartbeat stopped. */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Customer accounts a bill run reads, rates and writes per transaction (bill-run.job.ts; unset: its default). */
  BILL_RUN_BATCH_ACCOUNTS: z.coerce.number().int().positive().optional(),
  BILL_RUN_WORKERS: z.coerce.number().int().min(1).max(64).default(4),
  /** The reverse proxies in front, by address or CIDR range (off: none); client addresses are then read from X-Forwarded-For (trust-proxy.ts). */
  TRUST_PROXY: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(AUTH_LIMITS.rateLimitPerMinute),
  /** How long the dashboard keeps a queue's count (0: count on every request); see docs/dashboard.md. */
  DASHBOARD_COUNT_SECONDS: z.coerce.number().min(0).default(5),
  /** The whole request (headers and body) must arrive within this time; see docs/security.md. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  /** On SIGTERM/SIGINT, requests in flight get this long before every connection is closed. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(10),
  /** Where files live (lib/files): the database, or an S3-compatible bucket named by the S3_* variables. */
  FILE_STORE: z.enum(['database', 's3']).default('database'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The metering provider's API (docs/metering.md); unset with METERING_SANDBOX on, the local sandbox's. */
  METERING_PROVIDER_URL: z.url().optional(),
  /** Start the local sandbox metering provider: on by default in development only, refused in production. */
  METERING_SANDBOX: z.enum(['on', 'off']).optional(),
  /** Key that encrypts integration credentials in the database; required in production. */
  SECRETS_KEY: z.string().min(16).optional(),
  /** The accounting provider's OAuth2 server and API (docs/integrations.md); unset with ACCOUNTING_SANDBOX on, the local sandbox's. */
  ACCOUNTING_PROVIDER_URL: z.url().optional(),
  ACCOUNTING_CLIENT_ID: z.string().default('wattle'),
  ACCOUNTING_CLIENT_SECRET: z.string().default('sandbox-secret'),
  /** Start the local sandbox accounting provider: on by default in development only, refused in production. */
  ACCOUNTING_SANDBOX: z.enum(['on', 'off']).optional(),
  /** The payment provider's API (docs/payments.md "Card payments"); unset with PAYMENTS_SANDBOX on, the local sandbox's. */
  PAYMENTS_PROVIDER_URL: z.url().optional(),
  /** Start the local sandbox payment provider: on by default in development only, refused in production. */
  PAYMENTS_SANDBOX: z.enum(['on', 'off']).optional(),
  /** The SMS provider's API (docs/integrations.md "SMS", e.g. https://api.twilio.com); unset with SMS_SANDBOX on, the local sandbox's. */
  SMS_PROVIDER_URL: z.url().optional(),
  /** Start the local sandbox SMS provider: on by default in development only, refused in production. */
  SMS_SANDBOX: z.enum(['on', 'off']).optional(),
  /** Sends per second per company: the SMS provider account's rate limit. */
  SMS_MESSAGES_PER_SECOND: z.coerce.number().positive().max(1000).default(SMS_MESSAGES_PER_SECOND),
  /** The help desk's address with `{subdomain}` (docs/integrations.md), e.g. https://{subdomain}.zendesk.com; unset with HELPDESK_SANDBOX on, the local sandbox's. */
  HELPDESK_PROVIDER_URL: z
    .string()
    .regex(/^https?:\/\/.*\{subdomain\}/)
    .optional(),
  HELPDESK_CLIENT_ID: z.string().default('wattle'),
  HELPDESK_CLIENT_SECRET: z.string().default('sandbox-secret'),
  /** Start the local sandbox help desk: on by default in development only, refused in production. */
  HELPDESK_SANDBOX: z.enum(['on', 'off']).optional(),
  /** Start the local sandbox email provider (an SMTP relay posting signed delivery events): on by default in development only, refused in production. */
  EMAIL_PROVIDER_SANDBOX: z.enum(['on', 'off']).optional(),
  /** The email provider's HTTP webhook signing key (Mailgun's); events signed otherwise are refused. Unset in development and tests: the sandbox's. */
  EMAIL_WEBHOOK_SIGNING_KEY: z.string().min(8).optional(),
  /** The mail house's API and authorisation server (docs/integrations.md "Mail and post", modelled on Lob's); unset with MAILHOUSE_SANDBOX on, the local sandbox's. */
  MAILHOUSE_PROVIDER_URL: z.url().optional(),
  MAILHOUSE_CLIENT_ID: z.string().default('wattle'),
  MAILHOUSE_CLIENT_SECRET: z.string().default('sandbox-secret'),
  /** Start the local sandbox mail house: on by default in development only, refused in production. */
  MAILHOUSE_SANDBOX: z.enum(['on', 'off']).optional(),
  /** Bearer token that lets a remote scraper read GET /api/metrics; unset, only loopback callers may. */
  METRICS_TOKEN: z.string().min(16).optional(),
});

type Env = z.infer<typeof envSchema>;

/** FILE_STORE and, for `s3`, the bucket and its credentials (all required then). */
function fileStoreOf(e: Env) {
  if (e.FILE_STORE === 'database') return { kind: 'database' as const };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) throw new Error('FILE_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  return { kind: 's3' as const, endpoint: e.S3_ENDPOINT, bucket, region: e.S3_REGION, accessKeyId, secretAccessKey };
}

export type Config = ReturnType<typeof loadConfig>;

export const DEFAULT_ADMIN_PASSWORD = 'Admin123!';
const DEVELOPMENT_SECRETS_KEY = 'wattle-development-secrets-key';
const SANDBOX_EMAIL_SIGNING_KEY = 'sandbox-email-webhook-signing-key';

/** The environments that are not production; NODE_ENV unset or anything else runs as production. */
const NAMED_ENVIRONMENTS = ['development', 'test'] as const;
type Environment = (typeof NAMED_ENVIRONMENTS)[number] | 'production';

const environmentOf = (nodeEnv: string | undefined): Environment => NAMED_ENVIRONMENTS.find((name) => name === nodeEnv) ?? 'production';

/** What production refuses to start without, or with: an error naming it, or null. */
function productionRefusal(
  e: Env,
  sandboxes: { metering: boolean; accounting: boolean; payments: boolean; sms: boolean; helpdesk: boolean; mailhouse: boolean; email: boolean },
): string | null {
  if (!e.ADMIN_PASSWORD) return 'ADMIN_PASSWORD must be set in production (NODE_ENV other than development or test).';
  if (!e.SECRETS_KEY) return 'SECRETS_KEY must be set in production (NODE_ENV other than development or test): it encrypts integration credentials.';
  if (sandboxes.metering) return 'METERING_SANDBOX=on is refused in production: the sandbox is a stand-in for local use.';
  if (sandboxes.accounting) return 'ACCOUNTING_SANDBOX=on is refused in production: the sandbox is a stand-in for local use.';
  if (sandboxes.payments) return 'PAYMENTS_SANDBOX=on is refused in production: the sandbox is a stand-in for local use.';
  if (sandboxes.sms) return 'SMS_SANDBOX=on is refused in production: the sandbox is a stand-in for local use.';
  if (sandboxes.helpdesk) return 'HELPDESK_SANDBOX=on is refused in production: the sandbox is a stand-in for local use.';
  if (sandboxes.mailhouse) return 'MAILHOUSE_SANDBOX=on is refused in production: the sandbox is a stand-in for local use.';
  if (sandboxes.email) return 'EMAIL_PROVIDER_SANDBOX=on is refused in production: the sandbox is a stand-in for local use.';
  return null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = envSchema.parse(env);
  const environment = environmentOf(e.NODE_ENV);
  const isProduction = environment === 'production';
  const sandboxByDefault = (providerUrl: string | undefined) => (environment === 'development' && !providerUrl ? 'on' : 'off');
  const meteringSandbox = (e.METERING_SANDBOX ?? sandboxByDefault(e.METERING_PROVIDER_URL)) === 'on';
  const accountingSandbox = (e.ACCOUNTING_SANDBOX ?? sandboxByDefault(e.ACCOUNTING_PROVIDER_URL)) === 'on';
  const paymentsSandbox = (e.PAYMENTS_SANDBOX ?? sandboxByDefault(e.PAYMENTS_PROVIDER_URL)) === 'on';
  const smsSandbox = (e.SMS_SANDBOX ?? sandboxByDefault(e.SMS_PROVIDER_URL)) === 'on';
  const helpdeskSandbox = (e.HELPDESK_SANDBOX ?? sandboxByDefault(e.HELPDESK_PROVIDER_URL)) === 'on';
  const mailhouseSandbox = (e.MAILHOUSE_SANDBOX ?? sandboxByDefault(e.MAILHOUSE_PROVIDER_URL)) === 'on';
  // SMTP_URL is the relay without the sandbox, and the recipients' mailboxes behind it with it (docs/integrations.md "Email bounces").
  const emailSandbox = (e.EMAIL_PROVIDER_SANDBOX ?? sandboxByDefault(undefined)) === 'on';
  const sandboxes = {
    metering: meteringSandbox,
    accounting: accountingSandbox,
    payments: paymentsSandbox,
    sms: smsSandbox,
    helpdesk: helpdeskSandbox,
    mailhouse: mailhouseSandbox,
    email: emailSandbox,
  };
  const refusal = isProduction ? productionRefusal(e, sandboxes) : null;
  if (refusal) throw new Error(refusal);
  return {
    env: environment,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; relative paths mean the folder npm was called from.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    companyCode: e.COMPANY_CODE,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    demoCustomers: e.DEMO_CUSTOMERS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    email: {
      sandbox: emailSandbox,
      // In development and tests a fixed key, the sandbox's; production takes no event without one.
      webhookSigningKey: e.EMAIL_WEBHOOK_SIGNING_KEY ?? (isProduction ? null : SANDBOX_EMAIL_SIGNING_KEY),
    },
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    jobs: e.JOBS === 'on',
    billRunBatchAccounts: e.BILL_RUN_BATCH_ACCOUNTS,
    billRunWorkers: e.BILL_RUN_WORKERS,
    jobHeartbeatSeconds: e.JOB_HEARTBEAT_SECONDS,
    jobSuperviseSeconds: e.JOB_SUPERVISE_SECONDS,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    dashboardCountMs: e.DASHBOARD_COUNT_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    fileStore: fileStoreOf(e),
    metering: { url: e.METERING_PROVIDER_URL, sandbox: meteringSandbox },
    // In development and tests a fixed key, so that development data stays readable across restarts.
    secretsKey: e.SECRETS_KEY ?? DEVELOPMENT_SECRETS_KEY,
    metricsToken: e.METRICS_TOKEN ?? null,
    payments: { url: e.PAYMENTS_PROVIDER_URL, sandbox: paymentsSandbox },
    sms: { url: e.SMS_PROVIDER_URL, sandbox: smsSandbox, messagesPerSecond: e.SMS_MESSAGES_PER_SECOND },
    helpdesk: { url: e.HELPDESK_PROVIDER_URL, clientId: e.HELPDESK_CLIENT_ID, clientSecret: e.HELPDESK_CLIENT_SECRET, sandbox: helpdeskSandbox },
    mailhouse: { url: e.MAILHOUSE_PROVIDER_URL, clientId: e.MAILHOUSE_CLIENT_ID, clientSecret: e.MAILHOUSE_CLIENT_SECRET, sandbox: mailhouseSandbox },
    accounting: { url: e.ACCOUNTING_PROVIDER_URL, clientId: e.ACCOUNTING_CLIENT_ID, clientSecret: e.ACCOUNTING_CLIENT_SECRET, sandbox: accountingSandbox },
  };
}
