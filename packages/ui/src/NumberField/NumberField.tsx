import type { ReactNode } from 'react';
import { Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Description, ErrorText, inputBase, Label } from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { cssVar } from '../theme/tokens';

export interface NumberFieldProps {
  label?: ReactNode;
  'aria-label'?: string;
  /** `null` is an empty field. */
  value?: number | null;
  /** @default null */
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  onBlur?: () => void;
  minValue?: number;
  maxValue?: number;
  /** @default 1 */
  step?: number;
  /** Number formatting, for example `{ style: 'unit', unit: 'millisecond' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

const Root = styled(AriaNumberField)`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  min-width: 0;
`;

const Row = styled(Group)`
  display: flex;
  gap: ${cssVar('space.1')};
  & > input {
    ${inputBase};
    flex: 1;
  }
  & > button {
    min-width: 32px;
    padding: 0;
  }
`;

/**
 * A labelled number input with step buttons and arrow-key stepping; locale-aware
 * parsing. An empty field is `null`, never `NaN`.
 */
export function NumberField({
  label,
  value,
  defaultValue = null,
  onChange,
  description,
  errorMessage,
  placeholder,
  step = 1,
  ...rest
}: NumberFieldProps) {
  const [number, setNumber] = useControllableState<number | null>({ value, defaultValue, onChange });
  return (
    <Root
      {...rest}
      step={step}
      // react-aria uses NaN for an empty field; callers get null.
      value={number ?? Number.NaN}
      onChange={(next) => setNumber(Number.isNaN(next) ? null : next)}
      validationBehavior="aria"
    >
      {label ? <Label>{label}</Label> : null}
      <Row>
        <Button slot="decrement" size="sm">
          −
        </Button>
        <Input placeholder={placeholder} />
        <Button slot="increment" size="sm">
          +
        </Button>
      </Row>
      {description ? <Description slot="description">{description}</Description> : null}
      <ErrorText>{errorMessage}</ErrorText>
    </Root>
  );
}
