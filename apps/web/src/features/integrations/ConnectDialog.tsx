import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { credentialLabels, HELPDESK_PLATFORM, helpdeskEndpoints, SUBDOMAIN_PATTERN, texts, type IntegrationCatalogueItem } from '@wattle/contract';
import { endpointUrl } from '../../api/callEndpoint';
import { FormDialog } from '../../components/FormDialog';
import { connectIntegration } from './addonsApi';

const t = texts.addons;

/** The field's problem, if any (spec 1 §5): every shown field non-empty; a ticketing subdomain a host label. */
function problemOf(item: IntegrationCatalogueItem, value: string): string | null {
  if (value.trim() === '') return t.fieldMustNotBeEmpty;
  if (item.integrationType === 'TICKETING' && !SUBDOMAIN_PATTERN.test(value.trim())) return t.invalidSubdomain;
  return null;
}

/**
 * The connect dialog of a card with credential fields: one field per label, Connect disabled until
 * every field is valid; the values are pipe-joined in the order shown.
 */
export function ConnectDialog({ item, onClose, onConnected }: { item: IntegrationCatalogueItem; onClose: () => void; onConnected: () => void }) {
  const labels = credentialLabels(item);
  const [values, setValues] = useState<string[]>(() => labels.map(() => ''));
  const [touched, setTouched] = useState<boolean[]>(() => labels.map(() => false));
  const problems = values.map((v) => problemOf(item, v));
  return (
    <FormDialog
      title={t.connectTitle(item.name)}
      titleId="connect-integration-title"
      closeLabel={t.cancel}
      saveLabel={t.connect}
      canSave={problems.every((p) => p === null)}
      save={() => {
        // The help desk connects by its authorisation page for the subdomain (spec 1 §4, §7).
        if (item.platformName === HELPDESK_PLATFORM) {
          window.location.assign(endpointUrl(helpdeskEndpoints.start, { query: { subdomain: values[0]!.trim() } }));
          return new Promise<never>(() => undefined);
        }
        return connectIntegration(
          item,
          values.map((v) => v.trim()),
        );
      }}
      onSaved={onConnected}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {labels.map((label, i) => (
          <TextField
            key={label}
            label={label}
            value={values[i]}
            required
            autoComplete="off"
            type={/password|private/i.test(label) ? 'password' : 'text'}
            error={touched[i] && problems[i] !== null}
            helperText={touched[i] ? problems[i] : null}
            onChange={(e) => {
              setValues((old) => old.map((v, j) => (j === i ? e.target.value : v)));
              setTouched((old) => old.map((v, j) => (j === i ? true : v)));
            }}
            onBlur={() => setTouched((old) => old.map((v, j) => (j === i ? true : v)))}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
