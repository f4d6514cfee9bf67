import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { texts } from '@wattle/contract';
import { usePricePlanLookup } from './pricePlanApi';
import { setProductType } from './pricePlanEditing';
import { DateField, DecimalField, idOf, PlanTextField, SelectField, textOf } from './PlanFields';
import { usePricePlanEditorContext } from './PricePlanEditorContext';

const t = texts.pricePlanEditor;

/** A responsive grid of fields: one column on phones, up to four on wide screens. */
export const fieldGridSx = {
  display: 'grid',
  columnGap: 2,
  rowGap: 0.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

/** The plan's own fields: product type is chosen in create mode only; Active appears in edit mode only (spec 3 §2.6). */
export function PlanHeader() {
  const { draft, change, isEdit, lookups } = usePricePlanEditorContext();
  const productTypes = usePricePlanLookup('product-types');
  if (!draft) return null;
  const productChoices = (productTypes.data ?? []).map((p) => ({ value: String(p.id), label: p.value }));

  return (
    <Box sx={fieldGridSx}>
      <PlanTextField path="code" label={t.code} value={draft.code} required autoFocus={!isEdit} onChange={(code) => change((p) => ({ ...p, code }))} />
      <PlanTextField
        path="description"
        label={t.description}
        value={draft.description}
        required
        onChange={(description) => change((p) => ({ ...p, description }))}
      />
      <SelectField
        path="productTypeId"
        label={t.productType}
        value={textOf(draft.productTypeId)}
        required
        readOnly={isEdit}
        choices={isEdit && !productChoices.length ? [{ value: textOf(draft.productTypeId), label: draft.productTypeCode ?? '' }] : productChoices}
        onChange={(value) => {
          const id = idOf(value);
          const code = productTypes.data?.find((p) => p.id === id)?.code ?? null;
          change((p) => setProductType(p, id, code));
        }}
      />
      <SelectField
        path="productSubTypeCode"
        label={t.productSubType}
        value={draft.productSubTypeCode ?? ''}
        choices={lookups.subTypes.map((s) => ({ value: s.code, label: s.description }))}
        onChange={(value) => change((p) => ({ ...p, productSubTypeCode: value || null }))}
      />
      <SelectField
        path="networkCode"
        label={t.network}
        value={draft.networkCode ?? ''}
        required
        choices={lookups.networks.map((n) => ({ value: n.networkCode, label: n.description }))}
        onChange={(value) => change((p) => ({ ...p, networkCode: value || null }))}
      />
      <DateField path="startDate" label={t.startDate} value={draft.startDate} required onChange={(startDate) => change((p) => ({ ...p, startDate }))} />
      {isEdit ? (
        <DecimalField path="solarRate" label={t.solarRate} value={draft.solarRate} onChange={(solarRate) => change((p) => ({ ...p, solarRate }))} />
      ) : null}
      {isEdit ? (
        <FormControlLabel
          sx={{ alignSelf: 'center', mb: 2.5 }}
          control={<Switch checked={draft.isActive} onChange={(e) => change((p) => ({ ...p, isActive: e.target.checked }))} />}
          label={t.active}
        />
      ) : null}
    </Box>
  );
}
