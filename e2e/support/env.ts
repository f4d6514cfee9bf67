/** What the global set-up tells the test workers (through environment variables). */
export interface E2eEnv {
  baseURL: string;
  mailDir: string;
}

const BASE_URL = 'WATTLE_E2E_BASE_URL';
const MAIL_DIR = 'WATTLE_E2E_MAIL_DIR';

export function publishE2eEnv(env: E2eEnv) {
  process.env[BASE_URL] = env.baseURL;
  process.env[MAIL_DIR] = env.mailDir;
}

export function e2eEnv(): E2eEnv {
  const baseURL = process.env[BASE_URL];
  const mailDir = process.env[MAIL_DIR];
  if (!baseURL || !mailDir) throw new Error('the e2e global set-up has not run: start the tests with `npm run test:e2e`');
  return { baseURL, mailDir };
}
