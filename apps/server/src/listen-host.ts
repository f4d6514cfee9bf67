import type { Config } from './config';
import { DEFAULT_ADMIN_PASSWORD } from './config';
import type { Db } from './db/client';
import { findUserForLogin } from './modules/auth/auth.service';
import { verifyPassword } from './modules/auth/password';

export const LOOPBACK = '127.0.0.1';
export const EVERY_INTERFACE = '0.0.0.0';

/**
 * Where the server listens: HOST when set; otherwise on loopback only while the first-start
 * administrator can still sign in with the password printed in the README, else on every interface.
 */
export async function listenHost(db: Db, config: Pick<Config, 'host' | 'admin'>): Promise<{ host: string; defaultPassword: boolean }> {
  if (config.host) return { host: config.host, defaultPassword: false };
  const admin = await findUserForLogin(db, config.admin.username);
  const defaultPassword = !!admin?.user.isActive && (await verifyPassword(admin.user.passwordHash, DEFAULT_ADMIN_PASSWORD));
  return { host: defaultPassword ? LOOPBACK : EVERY_INTERFACE, defaultPassword };
}
