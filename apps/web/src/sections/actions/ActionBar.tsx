import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SectionAction } from '@wattle/contract';
import { PricePlanEditor } from '../../features/pricing/PricePlanEditor';
import { RowEditorDialog } from '../form/RowEditorDialog';
import { SectionIcon } from '../icons';
import { useSection } from '../SectionContext';
import { isActionEnabled, targetRows } from '../sectionRules';
import { WizardDialog } from '../../wizards/WizardDialog';
import { InviteUserDialog } from '../../features/administration/InviteUserDialog';
import { InvoiceDialog } from '../../features/billing/InvoiceDialog';
import { AddPaymentDialog } from '../../features/payments/AddPaymentDialog';
import { DishonourDialog } from '../../features/payments/DishonourDialog';
import { RefundDialog } from '../../features/payments/RefundDialog';
import { DirectDebitDialog } from '../../features/payments/DirectDebitDialog';
import { BuildingEditor } from '../../features/buildings/BuildingEditor';
import { actsOnRows, runAction, type ActionDialog } from './actionRegistry';
import { ExportButton } from './ExportButton';

/** Actions without a group are buttons; those sharing a groupName become one menu. */
function groupsOf(actions: readonly SectionAction[]) {
  const groups = new Map<string | null, SectionAction[]>();
  for (const action of actions) groups.set(action.groupName, [...(groups.get(action.groupName) ?? []), action]);
  return groups;
}

function GroupMenu({
  name,
  actions,
  enabled,
  onRun,
}: {
  name: string;
  actions: SectionAction[];
  enabled: (a: SectionAction) => boolean;
  onRun: (a: SectionAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {name}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((a) => (
          <MenuItem
            key={a.id}
            disabled={!enabled(a)}
            onClick={() => {
              setAnchor(null);
              onRun(a);
            }}
          >
            {a.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The section's actions as the server listed them, enabled by the rules of spec 3 §2.5, each run
 * through the action registry; tables also get the Excel export.
 */
export function ActionBar() {
  const controller = useSection();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
  const { section } = controller;
  const enabled = (action: SectionAction) => isActionEnabled(action, controller) && (!actsOnRows(action) || targetRows(controller).length > 0);
  const run = (action: SectionAction) => void runAction({ action, controller, navigate, openDialog: setDialog });
  const isTable = section.sectionControlType === 'DataGrid';
  if (!section.actions.length && !isTable) return null;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} role="toolbar" aria-label={section.description}>
        {[...groupsOf(section.actions)].flatMap(([group, actions]) =>
          group
            ? [<GroupMenu key={group} name={group} actions={actions} enabled={enabled} onRun={run} />]
            : actions.map((a) => (
                <Tooltip key={a.id} title={a.tooltip ?? ''}>
                  <span>
                    <Button size="small" variant="outlined" startIcon={<SectionIcon name={a.iconName} />} disabled={!enabled(a)} onClick={() => run(a)}>
                      {a.name}
                    </Button>
                  </span>
                </Tooltip>
              )),
        )}
        {isTable ? <ExportButton /> : null}
      </Stack>
      {dialog?.kind === 'rowEditor' ? <RowEditorDialog title={dialog.title} row={dialog.row} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'building' ? <BuildingEditor onClose={() => setDialog(null)} onSaved={controller.refresh} /> : null}
      {dialog?.kind === 'pricePlan' ? <PricePlanEditor mode={dialog.mode} onClose={() => setDialog(null)} onSaved={controller.refresh} /> : null}
      {dialog?.kind === 'wizard' ? <WizardDialog wizardCode={dialog.wizardCode} open onClose={() => setDialog(null)} onSaved={controller.refresh} /> : null}
      {dialog?.kind === 'inviteUser' ? <InviteUserDialog onClose={() => setDialog(null)} onSaved={controller.refresh} /> : null}
      {dialog?.kind === 'invoice' ? <InvoiceDialog invoiceId={dialog.invoiceId} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'addPayment' ? <AddPaymentDialog customerId={dialog.customerId} onClose={() => setDialog(null)} onSaved={controller.refresh} /> : null}
      {dialog?.kind === 'dishonour' ? <DishonourDialog payment={dialog.payment} onClose={() => setDialog(null)} onSaved={controller.refresh} /> : null}
      {dialog?.kind === 'refund' ? <RefundDialog customerId={dialog.customerId} onClose={() => setDialog(null)} onSaved={controller.refresh} /> : null}
      {dialog?.kind === 'directDebit' ? (
        <DirectDebitDialog customerId={dialog.customerId} onClose={() => setDialog(null)} onSaved={controller.refresh} />
      ) : null}
    </>
  );
}
