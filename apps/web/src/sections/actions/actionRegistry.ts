import type { NavigateFunction } from 'react-router';
import { SPECIAL_ACTION_CODES, texts, type ActionType, type SectionAction, type SectionRow } from '@wattle/contract';
import { paths, reportPath } from '../../app/paths';
import { confirm, showErrorOf, showOutcome, showSnackbar } from '../../components/notices/noticeStore';
import { useSessionStore } from '../../stores/sessionStore';
import type { DishonouredPayment } from '../../features/payments/DishonourDialog';
import type { SectionController } from '../SectionContext';
import { deleteSectionRows, performAction } from '../sectionsApi';
import { targetRows } from '../sectionRules';
import { openCardPayment, openMyAccount } from './customerLinks';

/** Dialogs an action opens inside the action bar. */
export type ActionDialog =
  | { kind: 'rowEditor'; title: string; row: SectionRow | null }
  | { kind: 'wizard'; wizardCode: string }
  | { kind: 'pricePlan'; mode: 'create' | 'edit' }
  | { kind: 'building' }
  | { kind: 'inviteUser' }
  | { kind: 'invoice'; invoiceId: number }
  | { kind: 'addPayment'; customerId: number }
  | { kind: 'dishonour'; payment: DishonouredPayment }
  | { kind: 'refund'; customerId: number }
  | { kind: 'directDebit'; customerId: number };

export interface ActionRun {
  action: SectionAction;
  controller: SectionController;
  navigate: NavigateFunction;
  openDialog: (dialog: ActionDialog) => void;
}

type ActionHandler = (run: ActionRun) => Promise<void> | void;

const notAvailableYet: ActionHandler = ({ action }) => showSnackbar(texts.sections.notAvailableYet(action.name), 'info');

/**
 * Runs a server-side action: success shows the message and reloads the rows, any other first
 * message is shown as an error, a failed call shows its error (spec 3 §8).
 */
const performOnServer = async ({ action, controller }: ActionRun, keys: string[]) => {
  try {
    const messages = await performAction(controller.section.id, action.id, controller.ids, keys);
    showOutcome(messages);
    if (messages[0]?.messageType === 'Success') controller.refresh();
  } catch (error) {
    showErrorOf(error);
  }
};

const keysOf = (rows: readonly SectionRow[]) => rows.flatMap((r) => (r.key ? [r.key] : []));

/** Where a WebUrl's {customerId}, {accountId}, {siteId}, {meterId} and {partyId} come from. */
const fillUrl = (url: string, controller: SectionController) =>
  url.replace(/\{(customerId|accountId|siteId|meterId|partyId)\}/g, (_, name: keyof typeof controller.ids) => String(controller.ids[name] ?? ''));

/** What each action kind does; a missing kind is a compile error. */
const actionHandlers: Record<ActionType, ActionHandler> = {
  Wizard: (run) => (run.action.wizardCode ? run.openDialog({ kind: 'wizard', wizardCode: run.action.wizardCode }) : notAvailableYet(run)),
  Add: ({ action, openDialog }) => openDialog({ kind: 'rowEditor', title: action.name, row: null }),
  Edit: ({ action, controller, openDialog }) => openDialog({ kind: 'rowEditor', title: action.name, row: controller.highlighted }),
  Delete: async ({ controller }) => {
    const rows = targetRows(controller);
    try {
      showOutcome(
        await deleteSectionRows(controller.section.id, controller.parameters, {
          sectionControlType: controller.section.sectionControlType,
          items: rows.map((r) => ({ fields: [{ name: controller.section.keyColumn!, value: r.key, isDirty: false }], version: r.version })),
        }),
      );
      controller.setSelected([]);
      controller.setHighlighted(null);
      controller.refresh();
    } catch (error) {
      showErrorOf(error);
    }
  },
  Report: ({ action, controller, navigate }) => navigate(`${reportPath(action.entityId ?? 0)}?sectionId=${controller.section.id}`),
  Custom: (run) => performOnServer(run, keysOf(targetRows(run.controller))),
  CustomEdit: (run) => performOnServer(run, keysOf(run.controller.highlighted ? [run.controller.highlighted] : [])),
  WebUrl: ({ action, controller }) => {
    if (action.webUrl) window.open(fillUrl(action.webUrl, controller), '_blank', 'noopener');
  },
  Save: ({ controller }) => controller.save(),
  Operation: (run) => performOnServer(run, keysOf(targetRows(run.controller))),
};

/** Action codes the client routes itself, whatever their kind (spec 3 §2.5). */
const specialActions: Record<string, ActionHandler> = {
  [SPECIAL_ACTION_CODES.statement]: ({ navigate }) => navigate(paths.customerStatement),
  [SPECIAL_ACTION_CODES.previewInvoice]: ({ navigate }) => navigate(paths.instantInvoice),
  [SPECIAL_ACTION_CODES.myAccount]: ({ controller }) => openMyAccount(controller.ids).catch(showErrorOf),
  [SPECIAL_ACTION_CODES.cardPayment]: ({ controller }) => openCardPayment(controller.ids).catch(showErrorOf),
  [SPECIAL_ACTION_CODES.pricePlanAdd]: ({ openDialog }) => openDialog({ kind: 'pricePlan', mode: 'create' }),
  [SPECIAL_ACTION_CODES.pricePlanEdit]: ({ controller, openDialog }) => {
    // The highlighted row names the plan (its pricePlanId field, else its key); the editor reads it from the session.
    const row = controller.highlighted;
    const planId = Number(row?.values.pricePlanId ?? row?.key);
    if (Number.isInteger(planId) && planId > 0) useSessionStore.getState().setIdentifier('pricePlanId', planId);
    openDialog({ kind: 'pricePlan', mode: 'edit' });
  },
  [SPECIAL_ACTION_CODES.billingCalendarEdit]: ({ controller, openDialog }) => {
    // The highlighted row names the building (its networkNodeId field, else its key); the dialog reads it from the session.
    const row = controller.highlighted;
    const buildingId = Number(row?.values.networkNodeId ?? row?.key);
    if (!Number.isInteger(buildingId) || buildingId <= 0) {
      showSnackbar(texts.building.noBuilding, 'info');
      return;
    }
    useSessionStore.getState().setIdentifier('networkNodeId', buildingId);
    openDialog({ kind: 'building' });
  },
  [SPECIAL_ACTION_CODES.inviteUser]: ({ openDialog }) => openDialog({ kind: 'inviteUser' }),
  [SPECIAL_ACTION_CODES.addPayment]: ({ controller, openDialog }) => {
    if (controller.ids.customerId != null) openDialog({ kind: 'addPayment', customerId: controller.ids.customerId });
  },
  [SPECIAL_ACTION_CODES.dishonourPayment]: ({ controller, openDialog }) => {
    // The highlighted row's paymentId field names the payment only on a PAYMENT row.
    const row = controller.highlighted;
    const paymentId = Number(row?.values.paymentId);
    if (!row || !Number.isInteger(paymentId) || paymentId <= 0) {
      showSnackbar(texts.payments.notAPayment, 'info');
      return;
    }
    const { amount, transactionDate, reference } = row.values;
    openDialog({ kind: 'dishonour', payment: { paymentId, amount: amount ?? '0', date: transactionDate ?? '', reference: reference ?? '' } });
  },
  [SPECIAL_ACTION_CODES.refundCredit]: ({ controller, openDialog }) => {
    if (controller.ids.customerId != null) openDialog({ kind: 'refund', customerId: controller.ids.customerId });
  },
  [SPECIAL_ACTION_CODES.directDebitMandate]: ({ controller, openDialog }) => {
    if (controller.ids.customerId != null) openDialog({ kind: 'directDebit', customerId: controller.ids.customerId });
  },
  [SPECIAL_ACTION_CODES.viewInvoice]: ({ controller, openDialog }) => {
    const invoiceId = Number(controller.highlighted?.values.invoiceId);
    if (Number.isInteger(invoiceId) && invoiceId > 0) openDialog({ kind: 'invoice', invoiceId });
    else showSnackbar(texts.invoiceView.noInvoice, 'info');
  },
};

/**
 * Whether the action is run on the server for the checked (or highlighted) rows, so that it needs
 * some (spec 2 §5, spec 3 §2.5): Operation and Custom.
 */
export function actsOnRows(action: SectionAction): boolean {
  if (specialActions[action.code]) return false;
  return action.actionType === 'Operation' || action.actionType === 'Custom';
}

/** Deletes always ask; other kinds ask when the server gave a confirm message. */
function confirmText(action: SectionAction, controller: SectionController): string | null {
  if (action.confirmMessage) return action.confirmMessage;
  if (action.actionType !== 'Delete') return null;
  return targetRows(controller).length > 1 ? texts.confirm.deleteSelectedItems : texts.confirm.deleteSelectedItem;
}

/** Confirms when needed, then runs the special code's handler or the kind's. */
export async function runAction(run: ActionRun) {
  const text = confirmText(run.action, run.controller);
  const title = run.action.actionType === 'Delete' ? texts.confirm.deletingTitle : texts.wizard.confirmTitle;
  if (text && !(await confirm(title, text))) return;
  const handler = specialActions[run.action.code] ?? actionHandlers[run.action.actionType];
  await handler(run);
}
