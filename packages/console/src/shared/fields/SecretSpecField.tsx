import { cssVar, FormSelect, FormTextField } from '@mission-control/ui';
import type { ReactNode } from 'react';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { styled } from 'styled-components';
import type { FieldSpec } from './fieldSpec';
import { SpecField } from './SpecField';

/** Where a secret field's value comes from: typed here, or a key of a secret or config map. */
export type SecretSource = 'value' | 'secret' | 'configmap';

/** The labels a secret field shows, already translated. */
export interface SecretFieldLabels {
  /** The source picker's label ('{field} from'). */
  source: string;
  /** The picker's choices. */
  sources: Record<SecretSource, string>;
  /** The name field's label for a secret and for a config map. */
  secretName: string;
  configMapName: string;
  key: string;
}

export interface SecretSpecFieldProps<T extends FieldValues> {
  spec: FieldSpec<never>;
  /** The path of the literal value. */
  name: FieldPath<T>;
  /** The path of the `{mode, name, key}` reference. */
  refName: string;
  label?: string;
  labels: SecretFieldLabels;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${cssVar('space.2')};
`;

/**
 * A secret `FieldSpec`: a picker of its source, then the value (masked) or the name and key
 * of the secret or config map that holds it. Inside a ui `Form`.
 */
export function SecretSpecField<T extends FieldValues>({
  spec,
  name,
  refName,
  label,
  labels,
}: SecretSpecFieldProps<T>): ReactNode {
  const shown = label ?? spec.label;
  const path = (suffix: string) => `${refName}.${suffix}` as FieldPath<T>;
  const mode = (useWatch<T>({ name: path('mode') }) as SecretSource | undefined) ?? 'value';
  return (
    <Group role="group" aria-label={shown}>
      <FormSelect<T>
        name={path('mode')}
        label={labels.source}
        options={(['value', 'secret', 'configmap'] as const).map((id) => ({ id, label: labels.sources[id] }))}
        ignoreClearedValue
      />
      {mode === 'value' ? (
        <SpecField<T> spec={spec} name={name} label={shown} />
      ) : (
        <>
          <FormTextField<T>
            name={path('name')}
            label={mode === 'secret' ? labels.secretName : labels.configMapName}
            isRequired={spec.required}
          />
          <FormTextField<T> name={path('key')} label={labels.key} isRequired={spec.required} />
        </>
      )}
    </Group>
  );
}
