import {
  ADMINISTRATION_ROLES,
  allowsWrite,
  BILL_ISSUERS,
  INTEGRATION_MANAGERS,
  mayAdminister,
  mayChangeData,
  ROLE_LIST,
  rolesBeyondOwn,
  splitRoles,
  SYSTEM_JOB_RUNNERS,
} from '@wattle/contract';
import { useAuthStore } from './authStore';

/**
 * What the policy lets the signed-in user do, from the contract's role rules (the server enforces
 * the same ones): screens hide what it refuses. Sections and dashboard actions need no check here:
 * the server leaves out the actions a user may not run.
 */
export function usePermissions() {
  const roles = splitRoles(useAuthStore((s) => s.user?.userRoles ?? ''));
  return {
    mayChangeData: mayChangeData(roles),
    mayAdminister: mayAdminister(roles),
    mayIssueBills: allowsWrite(BILL_ISSUERS, roles),
    mayEditSystemJobs: allowsWrite(ADMINISTRATION_ROLES, roles),
    mayRunSystemJobs: allowsWrite(SYSTEM_JOB_RUNNERS, roles),
    mayManageIntegrations: allowsWrite(INTEGRATION_MANAGERS, roles),
    /** The roles this user may give another (only those they hold). */
    grantableRoles: ROLE_LIST.filter((role) => !rolesBeyondOwn([role], roles).length),
  };
}
