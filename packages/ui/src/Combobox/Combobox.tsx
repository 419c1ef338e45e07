import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Collection,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxLoadMoreItem,
  type Key,
} from 'react-aria-components';
import { styled } from 'styled-components';
import {
  Chevron,
  Description,
  EmptyMessage,
  ErrorText,
  inputBase,
  Label,
  listBoxStyles,
  Option,
  PopoverSurface,
  TriggerButton,
} from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { useT } from '../i18n/messages';
import { useRegionPortal } from '../Popover/regionPortal';
import { cssVar } from '../theme/tokens';

export interface ComboboxOption {
  id: Key;
  label: string;
  description?: string;
}

export interface ComboboxProps {
  label?: ReactNode;
  'aria-label'?: string;
  /** Fetches options for the typed text; abort work when `signal` fires (a newer query replaced it). */
  loadOptions: (query: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>;
  /** Milliseconds of quiet typing before a search. @default 300 */
  debounceMs?: number;
  /** Options rendered per page of the list; more are added as the list scrolls. @default 20 */
  pageSize?: number;
  value?: Key | null;
  /** @default null */
  defaultValue?: Key | null;
  onChange?: (value: Key | null, option: ComboboxOption | null) => void;
  /** The option of a value set from outside (looked up by its owner), so the input shows its label. */
  knownOption?: ComboboxOption | null;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

const Root = styled(AriaComboBox)`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  min-width: 0;
` as typeof AriaComboBox;

const Row = styled.div`
  position: relative;
  display: flex;
  & > input {
    ${inputBase};
    padding-inline-end: 32px;
  }
  & > button {
    position: absolute;
    inset-inline-end: 1px;
    top: 1px;
    bottom: 1px;
    width: 30px;
    min-height: 0;
    padding: 0;
    border: none;
    justify-content: center;
  }
`;

const List = styled(ListBox)`
  ${listBoxStyles};
` as typeof ListBox;

type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; options: readonly ComboboxOption[] }
  | { status: 'failed'; query: string };

/**
 * Async search select: typing waits `debounceMs`, then calls `loadOptions` with an
 * AbortSignal (a newer query cancels the older one). Before input it says 'Start
 * typing to search', after an empty search 'No options found'. Long result lists
 * render `pageSize` options at a time and grow as the list is scrolled.
 */
export function Combobox({
  label,
  'aria-label': ariaLabel,
  loadOptions,
  debounceMs = 300,
  pageSize = 20,
  value,
  defaultValue = null,
  onChange,
  knownOption,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  name,
  className,
}: ComboboxProps) {
  const t = useT();
  // The listbox stays a listbox (the combobox's popup), so it is portalled into the field's landmark.
  const [attachRegion, portalContainer] = useRegionPortal();
  const [inputValue, setInputValue] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [visibleCount, setVisibleCount] = useState(pageSize);
  const [selectedOption, setSelectedOption] = useState<ComboboxOption | null>(null);
  const [selected, setSelected] = useControllableState<Key | null>({
    value,
    defaultValue,
    onChange: (key) => onChange?.(key, key === null ? null : selectedOptionRef.current),
  });
  const selectedOptionRef = useRef<ComboboxOption | null>(null);
  const loadRef = useRef(loadOptions);
  useEffect(() => {
    loadRef.current = loadOptions;
  });

  // A value chosen elsewhere (an initial value, a reset) shows its label once its owner found the option.
  useEffect(() => {
    if (!knownOption || knownOption.id !== selected || selectedOption?.id === knownOption.id) return;
    setSelectedOption(knownOption);
    setInputValue(knownOption.label);
  }, [knownOption, selected, selectedOption]);

  const query = inputValue.trim();
  // Picking an option writes its label into the input; that is not a new search.
  const isSelectedLabel = selectedOption !== null && inputValue === selectedOption.label;

  useEffect(() => {
    if (query === '' || isSelectedLabel) {
      setSearch((current) => (current.status === 'idle' || isSelectedLabel ? current : { status: 'idle' }));
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: 'loading', query });
      loadRef.current(query, controller.signal).then(
        (options) => {
          if (controller.signal.aborted) return;
          setVisibleCount(pageSize);
          setSearch({ status: 'done', query, options });
        },
        () => {
          if (!controller.signal.aborted) setSearch({ status: 'failed', query });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, isSelectedLabel, debounceMs, pageSize]);

  const options = search.status === 'done' ? search.options : [];
  const shown = options.slice(0, visibleCount);
  const items = selectedOption && !shown.some((o) => o.id === selectedOption.id) ? [...shown, selectedOption] : shown;

  const emptyText =
    query === ''
      ? t('combobox.startTyping', 'Start typing to search')
      : search.status === 'failed'
        ? t('combobox.failed', 'Could not load options')
        : search.status === 'done'
          ? t('combobox.empty', 'No options found')
          : t('combobox.loading', 'Loading…');

  return (
    <Root
      ref={attachRegion}
      className={className}
      aria-label={ariaLabel}
      items={items}
      inputValue={inputValue}
      onInputChange={setInputValue}
      selectedKey={selected}
      onSelectionChange={(key) => {
        const option = key === null ? null : (items.find((o) => o.id === key) ?? null);
        selectedOptionRef.current = option;
        setSelectedOption(option);
        if (option) setInputValue(option.label);
        setSelected(key);
      }}
      allowsEmptyCollection
      menuTrigger="focus"
      allowsCustomValue={false}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      validationBehavior="aria"
    >
      {label ? <Label>{label}</Label> : null}
      <Row>
        <Input placeholder={placeholder ?? t('combobox.placeholder', 'Search…')} />
        <TriggerButton aria-label={t('combobox.showOptions', 'Show options')}>
          <Chevron aria-hidden="true" />
        </TriggerButton>
      </Row>
      {description ? <Description slot="description">{description}</Description> : null}
      <ErrorText>{errorMessage}</ErrorText>
      <PopoverSurface UNSTABLE_portalContainer={portalContainer}>
        <List renderEmptyState={() => <EmptyMessage>{emptyText}</EmptyMessage>}>
          <Collection items={items}>
            {(option) => (
              <Option id={option.id} textValue={option.label}>
                <span>
                  {option.label}
                  {option.description ? <EmptyMessage as="small">{option.description}</EmptyMessage> : null}
                </span>
              </Option>
            )}
          </Collection>
          {visibleCount < options.length ? (
            <ListBoxLoadMoreItem onLoadMore={() => setVisibleCount((count) => count + pageSize)} />
          ) : null}
        </List>
      </PopoverSurface>
    </Root>
  );
}
