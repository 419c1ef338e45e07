import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { cssVar } from '../theme/tokens';

export interface SwitchProps {
  /** The visible label; required so the switch has an accessible name. */
  children: ReactNode;
  isSelected?: boolean;
  /** @default false */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  onBlur?: () => void;
  className?: string;
}

const Root = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  color: ${cssVar('color.text')};
  cursor: pointer;

  & [data-track] {
    flex: none;
    box-sizing: border-box;
    width: 34px;
    height: 20px;
    padding: 2px;
    border-radius: ${cssVar('radius.full')};
    background: ${cssVar('color.borderStrong')};
    transition: background 120ms;
  }
  & [data-knob] {
    display: block;
    width: 16px;
    height: 16px;
    border-radius: ${cssVar('radius.full')};
    background: ${cssVar('color.surface')};
    transition: transform 120ms;
  }
  &[data-selected] [data-track] {
    background: ${cssVar('color.primary')};
  }
  &[data-selected] [data-knob] {
    transform: translateX(14px);
  }
  &[data-focus-visible] [data-track] {
    ${focusRing};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) {
    & [data-track],
    & [data-knob] {
      transition: none;
    }
  }
`;

/** An on/off switch (role=switch, Space toggles) with its label beside it. */
export function Switch({ children, isSelected, defaultSelected = false, onChange, ...rest }: SwitchProps) {
  const [selected, setSelected] = useControllableState({ value: isSelected, defaultValue: defaultSelected, onChange });
  return (
    <Root {...rest} isSelected={selected} onChange={setSelected}>
      <span data-track="" aria-hidden="true">
        <span data-knob="" />
      </span>
      <span>{children}</span>
    </Root>
  );
}
