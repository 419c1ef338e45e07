import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { cssVar } from '../theme/tokens';

export interface CheckboxProps {
  /** The visible label; required so the checkbox has an accessible name. */
  children: ReactNode;
  isSelected?: boolean;
  /** @default false */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Shown as a dash, for a 'some selected' parent. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  name?: string;
  onBlur?: () => void;
  'aria-describedby'?: string;
  className?: string;
}

const Root = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${cssVar('space.2')};
  color: ${cssVar('color.text')};
  cursor: pointer;

  & [data-box] {
    flex: none;
    box-sizing: border-box;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 16px;
    height: 16px;
    margin-top: 2px;
    border: 1px solid ${cssVar('color.borderStrong')};
    border-radius: ${cssVar('radius.sm')};
    background: ${cssVar('color.surface')};
    color: ${cssVar('color.primaryText')};
    font-size: ${cssVar('font.size.xs')};
    line-height: 1;
  }
  &[data-selected] [data-box],
  &[data-indeterminate] [data-box] {
    background: ${cssVar('color.primary')};
    border-color: ${cssVar('color.primary')};
  }
  &[data-invalid] [data-box] {
    border-color: ${cssVar('color.danger')};
  }
  &[data-focus-visible] [data-box] {
    ${focusRing};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A checkbox with its label; state is exposed as data-selected / data-indeterminate / data-invalid. */
export function Checkbox({ children, isSelected, defaultSelected = false, onChange, ...rest }: CheckboxProps) {
  const [selected, setSelected] = useControllableState({ value: isSelected, defaultValue: defaultSelected, onChange });
  return (
    <Root {...rest} isSelected={selected} onChange={setSelected}>
      {({ isIndeterminate, isSelected: checked }) => (
        <>
          <span data-box="" aria-hidden="true">
            {isIndeterminate ? '–' : checked ? '✓' : ''}
          </span>
          <span>{children}</span>
        </>
      )}
    </Root>
  );
}
