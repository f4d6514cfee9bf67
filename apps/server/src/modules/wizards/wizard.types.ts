import type { Allowed, CrmIdentifiers, SubmitWizardResponse, WizardDefinition } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import type { WizardAnswers } from './wizard.answers';

/** Who runs the wizard and from where. */
export interface WizardContext {
  user: AuthContext;
  crm: CrmIdentifiers;
  ipAddress: string;
}

/**
 * A wizard as written in code (docs/wizards.md): its pages and fields, how it branches, what its
 * pages start with, and what submitting it does.
 */
export interface WizardModule {
  definition: WizardDefinition;
  /** Who may run it (default: anyone who may change data); decided by the policy (modules/policy). */
  roles?: Allowed;
  /** The page that follows `pageCode`, decided from the answers so far; default the next page in order. */
  next?: (pageCode: string, answers: WizardAnswers) => string;
  /** Values a page's fields start with, beyond each field's defaultValue. */
  initialValues?: (tx: Tx, pageCode: string, context: WizardContext) => Promise<Partial<Record<string, string | null>>>;
  /**
   * The wizard's effect, inside the request's one transaction (throwing undoes everything).
   * Answers arrive validated by the field rules and lookups. Returns the success message and
   * what to write in the audit log.
   */
  submit: (tx: Tx, answers: WizardAnswers, context: WizardContext) => Promise<WizardOutcome>;
}

interface WizardOutcome {
  message: string;
  entity: string;
  entityId: string | number;
  /** What was created or changed, for the audit log. */
  created: Record<string, unknown>;
  /** What the user should be taken to once the wizard closes. */
  open?: SubmitWizardResponse['open'];
}
