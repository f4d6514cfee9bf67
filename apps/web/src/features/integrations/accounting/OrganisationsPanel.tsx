import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { texts, type AccountingTenant } from '@wattle/contract';
import { confirm, showErrorOf, showOutcome } from '../../../components/notices/noticeStore';
import { addonKeys } from '../addonsApi';
import type { PanelProps } from './AccountingDialog';
import { accountingApi } from './accountingApi';

const t = texts.accounting;

/** The connected organisations, each removable (its buildings go with it). */
export function OrganisationsPanel({ mayManage }: PanelProps) {
  const client = useQueryClient();
  const tenants = useQuery({ queryKey: addonKeys.accounting('tenants'), queryFn: ({ signal }) => accountingApi.tenants(signal) });
  const remove = async (tenant: AccountingTenant) => {
    if (!(await confirm(t.remove, t.removeConfirm(tenant.tenantName)))) return;
    try {
      showOutcome(await accountingApi.removeTenant(tenant.integrationJson.Id));
      await client.invalidateQueries({ queryKey: ['integrations', 'accounting'] });
    } catch (error) {
      showErrorOf(error);
    }
  };
  if (tenants.data?.length === 0) return <Typography>{t.noOrganisations}</Typography>;
  return (
    <List aria-label={t.organisationsTab}>
      {(tenants.data ?? []).map((tenant) => (
        <ListItem
          key={tenant.tenantId}
          divider
          secondaryAction={
            mayManage ? (
              <Button color="error" onClick={() => void remove(tenant)} aria-label={`${t.remove} ${tenant.tenantName}`}>
                {t.remove}
              </Button>
            ) : null
          }
        >
          <ListItemText primary={tenant.tenantName} secondary={tenant.tenantId} />
        </ListItem>
      ))}
    </List>
  );
}
