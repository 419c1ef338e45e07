import { useId, type ReactNode } from 'react';
import {
  Autocomplete,
  Dialog as AriaDialog,
  DialogTrigger,
  Input,
  ListBox,
  SearchField,
  useFilter,
  type Key,
  type Selection,
} from 'react-aria-components';
import { styled } from 'styled-components';
import {
  CheckMark,
  Chevron,
  EmptyMessage,
  FieldRoot,
  inputBase,
  listBoxStyles,
  Option,
  PopoverSurface,
  TriggerButton,
} from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { useT } from '../i18n/messages';
import { usePortalContainer } from '../theme/ThemeProvider';
import { cssVar } from '../theme/tokens';

export interface MultiSelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface MultiSelectProps {
  label: ReactNode;
  options: readonly MultiSelectOption[];
  value?: readonly Key[];
  /** @default [] */
  defaultValue?: readonly Key[];
  onChange?: (value: Key[]) => void;
  /** @default 'Select…' */
  placeholder?: string;
  /** From this many selected values the trigger reads 'N selected'. @default 4 */
  condenseAt?: number;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  className?: string;
}

const FieldLabel = styled.span`
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.medium')};
`;

const Help = styled.span<{ $error?: boolean }>`
  font-size: ${cssVar('font.size.sm')};
  color: ${({ $error }) => ($error ? cssVar('color.danger') : cssVar('color.textMuted'))};
`;

const Panel = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  padding: ${cssVar('space.2')};
  outline: none;
`;

const Search = styled(SearchField)`
  & input {
    ${inputBase};
  }
`;

const List = styled(ListBox)`
  ${listBoxStyles};
  padding: 0;
` as typeof ListBox;

/** The trigger text: the labels while few are chosen, 'N selected' from `condenseAt` on. */
export function multiSelectSummary(
  labels: readonly string[],
  condenseAt: number,
  countText: (count: number) => string,
): string | null {
  if (labels.length === 0) return null;
  if (labels.length >= condenseAt) return countText(labels.length);
  return labels.join(', ');
}

/**
 * Many-choice picker: a button opens a popover with a search box and a checkbox
 * list (arrows move, Space/Enter toggle, typing filters, Escape closes).
 */
export function MultiSelect({
  label,
  options,
  value,
  defaultValue = [],
  onChange,
  placeholder,
  condenseAt = 4,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  className,
}: MultiSelectProps) {
  const t = useT();
  const id = useId();
  const portalContainer = usePortalContainer();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [selected, setSelected] = useControllableState<readonly Key[]>({
    value,
    defaultValue,
    onChange: onChange ? (next) => onChange([...next]) : undefined,
  });

  const selectedLabels = options.filter((option) => selected.includes(option.id)).map((option) => option.label);
  const summary = multiSelectSummary(selectedLabels, condenseAt, (count) =>
    t('multiSelect.count', '{count} selected', { count }),
  );
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [description ? helpId : null, isInvalid && errorMessage ? errorId : null].filter(Boolean);

  const onSelectionChange = (selection: Selection) => {
    // 'all' only comes from select-all shortcuts; expand it to the enabled options.
    const keys =
      selection === 'all'
        ? options.filter((option) => !option.isDisabled).map((option) => option.id)
        : options.map((option) => option.id).filter((key) => selection.has(key));
    setSelected(keys);
  };

  return (
    <FieldRoot className={className} data-invalid={isInvalid || undefined}>
      <FieldLabel id={labelId}>{label}</FieldLabel>
      <DialogTrigger>
        <TriggerButton
          isDisabled={isDisabled}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          data-invalid={isInvalid || undefined}
        >
          <span id={valueId} data-value="" data-placeholder={summary === null || undefined}>
            {summary ?? placeholder ?? t('multiSelect.placeholder', 'Select…')}
          </span>
          <Chevron aria-hidden="true" />
        </TriggerButton>
        <PopoverSurface UNSTABLE_portalContainer={portalContainer} placement="bottom start">
          <Panel aria-labelledby={labelId}>
            <Autocomplete filter={contains}>
              <Search aria-label={t('multiSelect.search', 'Search')} autoFocus>
                <Input placeholder={t('multiSelect.searchPlaceholder', 'Search…')} />
              </Search>
              <List
                aria-labelledby={labelId}
                items={options}
                selectionMode="multiple"
                // Escape closes the popover; react-aria would otherwise also clear every choice.
                escapeKeyBehavior="none"
                selectedKeys={selected}
                onSelectionChange={onSelectionChange}
                renderEmptyState={() => <EmptyMessage>{t('multiSelect.empty', 'No options found')}</EmptyMessage>}
              >
                {(option) => (
                  <Option id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
                    {({ isSelected }) => (
                      <>
                        <CheckMark $checked={isSelected} aria-hidden="true" />
                        <span>{option.label}</span>
                      </>
                    )}
                  </Option>
                )}
              </List>
            </Autocomplete>
          </Panel>
        </PopoverSurface>
      </DialogTrigger>
      {description ? <Help id={helpId}>{description}</Help> : null}
      {isInvalid && errorMessage ? (
        <Help id={errorId} $error>
          {errorMessage}
        </Help>
      ) : null}
    </FieldRoot>
  );
}
