import { useMemo, useRef, type ReactNode } from 'react';
import { Combobox, useT, type ComboboxOption } from '@mission-control/ui';
import {
  RESOURCE_QUERY_DEBOUNCE_MS,
  useResourceOption,
  useResourceSearch,
  type ResourceSelectorKind,
  type ResourceOption,
  type ResourceRef,
} from './queries';

/** Options the list renders at a time; more are added as it scrolls (operations §5). */
export const RESOURCE_SELECTOR_WINDOW = 20;

const KIND_LABELS: Record<ResourceSelectorKind, [key: string, text: string]> = {
  configs: ['resourceSelector.kind.configs', 'Catalog item'],
  components: ['resourceSelector.kind.components', 'Component'],
  checks: ['resourceSelector.kind.checks', 'Check'],
  playbooks: ['resourceSelector.kind.playbooks', 'Playbook'],
  connections: ['resourceSelector.kind.connections', 'Connection'],
};

export interface ResourceSelectorProps {
  label: ReactNode;
  /** The kinds searched, in the order their results are listed. */
  kinds: readonly ResourceSelectorKind[];
  value: ResourceRef | null;
  onChange: (value: ResourceRef | null) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shown instead of 'This field is required' (e.g. the form's own message). */
  errorMessage?: string;
  /** Show 'This field is required' when required and empty (after a submit or a blur, as the owner decides). */
  showRequired?: boolean;
  /** Replaces the query hint under the field. */
  description?: ReactNode;
  placeholder?: string;
  className?: string;
}

const keyOf = (ref: { kind: ResourceSelectorKind; id: string }) => `${ref.kind}:${ref.id}`;

/**
 * Finds a catalog item, component, check, playbook or connection by typing (operations §3.12, §5):
 * `POST /resources/search` 300 ms after typing stops, over the kinds given; each option names
 * the resource, its kind in words and its type; the list renders 20 options at a time.
 */
export function ResourceSelector({
  label,
  kinds,
  value,
  onChange,
  isRequired,
  isDisabled,
  errorMessage,
  showRequired,
  description,
  placeholder,
  className,
}: ResourceSelectorProps) {
  const t = useT();
  const search = useResourceSearch(kinds);
  const found = useRef(new Map<string, ResourceOption>());
  const known = useResourceOption(value);

  const toOption = (item: ResourceOption): ComboboxOption => {
    const [key, text] = KIND_LABELS[item.kind];
    return {
      id: keyOf(item),
      label: item.name || item.id,
      description: [t(key, text), item.type].filter(Boolean).join(' · '),
    };
  };
  const knownOption = useMemo(
    () => (known.data ? toOption(known.data) : null),
    // toOption only reads t, which is stable per locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [known.data],
  );

  const required = t('form.required', 'This field is required');
  const message = errorMessage ?? (isRequired && showRequired && !value ? required : undefined);
  return (
    <Combobox
      className={className}
      label={label}
      loadOptions={async (text, signal) => {
        const items = await search(text, signal);
        for (const item of items) found.current.set(keyOf(item), item);
        return items.map(toOption);
      }}
      debounceMs={RESOURCE_QUERY_DEBOUNCE_MS}
      pageSize={RESOURCE_SELECTOR_WINDOW}
      value={value ? keyOf(value) : null}
      knownOption={knownOption}
      onChange={(key) => {
        const item = key === null ? undefined : found.current.get(String(key));
        onChange(item ? { kind: item.kind, id: item.id } : null);
      }}
      placeholder={placeholder}
      description={
        description ??
        t(
          'resourceSelector.hint',
          'Search by name or with queries such as name=..., type=..., health=healthy,unhealthy',
        )
      }
      isRequired={isRequired}
      isInvalid={!!message}
      errorMessage={message}
      isDisabled={isDisabled}
    />
  );
}
