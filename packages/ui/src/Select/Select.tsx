import type { ReactNode } from 'react';
import { ButtonContext, ListBox, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import { styled } from 'styled-components';
import {
  Chevron,
  Description,
  ErrorText,
  FieldRoot,
  Label,
  listBoxStyles,
  Option,
  PopoverSurface,
  TriggerButton,
} from '../styles/controls';
import { IconButton } from '../Button';
import { useControllableState } from '../hooks/useControllableState';
import { useT } from '../i18n/messages';
import { usePortalContainer } from '../theme/ThemeProvider';
import { cssVar } from '../theme/tokens';

export interface SelectOption {
  id: Key;
  label: string;
  /** Secondary text under the label (for example a time-zone offset). */
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  /** Visible label. Give `aria-label` instead only where a visible label truly cannot fit. */
  label?: ReactNode;
  'aria-label'?: string;
  options: readonly SelectOption[];
  value?: Key | null;
  /** @default null */
  defaultValue?: Key | null;
  onChange?: (value: Key | null) => void;
  /** @default 'Select…' */
  placeholder?: string;
  /** Show a button that clears the value. @default false */
  isClearable?: boolean;
  /**
   * Drop changes to 'no value', so the field always keeps a choice (the spec's
   * time-zone select ignores a cleared value). @default false
   */
  ignoreClearedValue?: boolean;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  onBlur?: () => void;
  className?: string;
}

const Row = styled.div`
  display: flex;
  gap: ${cssVar('space.1')};
  align-items: stretch;
  & > button:first-child {
    flex: 1;
  }
`;

const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  & > small {
    color: ${cssVar('color.textMuted')};
    font-size: ${cssVar('font.size.sm')};
  }
`;

const List = styled(ListBox)`
  ${listBoxStyles};
` as typeof ListBox;

/** Single-choice select on react-aria (type-ahead, arrows, Enter/Space, Escape). */
export function Select({
  label,
  'aria-label': ariaLabel,
  options,
  value,
  defaultValue = null,
  onChange,
  placeholder,
  isClearable = false,
  ignoreClearedValue = false,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
  name,
  onBlur,
  className,
}: SelectProps) {
  const t = useT();
  const portalContainer = usePortalContainer();
  const [selected, setSelected] = useControllableState<Key | null>({ value, defaultValue, onChange });
  const change = (next: Key | null) => {
    if (next === null && ignoreClearedValue) return;
    setSelected(next);
  };

  return (
    <FieldRoot className={className}>
      <AriaSelect
        aria-label={ariaLabel}
        value={selected}
        onChange={change}
        placeholder={placeholder ?? t('select.placeholder', 'Select…')}
        isInvalid={isInvalid}
        isDisabled={isDisabled}
        isRequired={isRequired}
        name={name}
        onBlur={onBlur}
        style={{ display: 'contents' }}
      >
        {label ? <Label>{label}</Label> : null}
        <Row>
          <TriggerButton data-invalid={isInvalid || undefined}>
            <SelectValue data-value="" />
            <Chevron aria-hidden="true" />
          </TriggerButton>
          {isClearable && selected !== null && !isDisabled ? (
            // Outside the select's own button context, so this is not a second trigger.
            <ButtonContext.Provider value={null}>
              <IconButton
                icon="close"
                size="sm"
                aria-label={t('select.clear', 'Clear selection')}
                onPress={() => change(null)}
              />
            </ButtonContext.Provider>
          ) : null}
        </Row>
        {description ? <Description slot="description">{description}</Description> : null}
        <ErrorText>{errorMessage}</ErrorText>
        <PopoverSurface UNSTABLE_portalContainer={portalContainer}>
          <List items={options}>
            {(option) => (
              <Option id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
                <OptionText>
                  <span>{option.label}</span>
                  {option.description ? <small>{option.description}</small> : null}
                </OptionText>
              </Option>
            )}
          </List>
        </PopoverSurface>
      </AriaSelect>
    </FieldRoot>
  );
}
