import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { lookupParameterReferences, resolveLookupParameters } from '@wattle/contract';
import { fieldRenderers } from './fieldRegistry';
import { useFieldFormEnvironment } from './FieldFormContext';
import type { RenderableField } from './fieldTypes';

/**
 * One field of a react-hook-form form (inside a FormProvider whose resolver is
 * `zodResolver(formSchema(fields))`): picks the renderer of its type, resolves "@name" lookup
 * parameters from the other answers, shows the rule's message once the field was touched or changed.
 */
export function FormField({ field, disabled = false }: { field: RenderableField; disabled?: boolean }) {
  const { control } = useFormContext();
  const { outerAnswers, onDisplayValue } = useFieldFormEnvironment();
  const references = useMemo(() => lookupParameterReferences(field.lookupParameters), [field.lookupParameters]);
  const watched = useWatch({ control, name: references, disabled: references.length === 0 }) as unknown[] | undefined;
  const watchedKey = JSON.stringify(watched ?? []);
  const lookupParameters = useMemo(() => {
    // A name not on this form has no text value here (undefined, null once serialised): the earlier page's answer stands.
    const values = JSON.parse(watchedKey) as unknown[];
    const current = Object.fromEntries(references.flatMap((name, i) => (typeof values[i] === 'string' ? [[name, values[i]]] : [])));
    return resolveLookupParameters(field.lookupParameters, { ...outerAnswers, ...current });
  }, [field.lookupParameters, references, watchedKey, outerAnswers]);
  const Renderer = fieldRenderers[field.fieldType];

  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => (
        <Renderer
          id={`field-${field.name}`}
          field={field}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={(value, displayValue) => {
            input.onChange(value);
            onDisplayValue?.(field.name, displayValue ?? value);
          }}
          onBlur={input.onBlur}
          error={fieldState.isTouched || fieldState.isDirty ? fieldState.error?.message : undefined}
          disabled={disabled || field.editable === false}
          lookupParameters={lookupParameters}
        />
      )}
    />
  );
}
