import { useId, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { useT } from '../i18n/messages';
import { cssVar } from '../theme/tokens';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

/** Include (1), exclude (-1) or neither (0), as filters in the URL use them. */
export type TriState = 1 | -1 | 0;

export interface TriStateToggleProps {
  /** Names the group, for example the filter value 'healthy'. */
  label: ReactNode;
  /** Keep the label for screen readers only, when the value is already shown beside the toggle. @default false */
  hideLabel?: boolean;
  value?: TriState;
  /** @default 0 */
  defaultValue?: TriState;
  onChange?: (value: TriState) => void;
  isDisabled?: boolean;
  className?: string;
}

/** Pressing the active state resets to none; pressing the other one switches to it. */
export function nextTriState(current: TriState, pressed: 1 | -1): TriState {
  return current === pressed ? 0 : pressed;
}

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  min-width: 0;
`;

const Buttons = styled.div`
  display: inline-flex;
  flex: none;
`;

const StateButton = styled(ToggleButton)`
  box-sizing: border-box;
  width: 28px;
  height: 24px;
  font: inherit;
  font-weight: ${cssVar('font.weight.bold')};
  color: ${cssVar('color.textMuted')};
  background: ${cssVar('color.surface')};
  border: 1px solid ${cssVar('color.borderStrong')};
  cursor: pointer;

  &:first-child {
    border-radius: ${cssVar('radius.sm')} 0 0 ${cssVar('radius.sm')};
  }
  &:last-child {
    border-radius: 0 ${cssVar('radius.sm')} ${cssVar('radius.sm')} 0;
    border-inline-start: none;
  }
  &[data-hovered] {
    background: ${cssVar('color.surfaceSunken')};
  }
  &[data-selected][data-state='include'] {
    color: ${cssVar('color.textInverse')};
    background: ${cssVar('color.statusGreen')};
    border-color: ${cssVar('color.statusGreen')};
  }
  &[data-selected][data-state='exclude'] {
    color: ${cssVar('color.textInverse')};
    background: ${cssVar('color.statusRed')};
    border-color: ${cssVar('color.statusRed')};
  }
  &[data-focus-visible] {
    ${focusRing};
    position: relative;
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Two toggle buttons, Include and Exclude (aria-pressed), for filters that can
 * require or reject a value. The state shows as a glyph and a pressed state, not colour alone.
 */
export function TriStateToggle({
  label,
  hideLabel = false,
  value,
  defaultValue = 0,
  onChange,
  isDisabled,
  className,
}: TriStateToggleProps) {
  const t = useT();
  const labelId = useId();
  const [state, setState] = useControllableState<TriState>({ value, defaultValue, onChange });
  const stateName = state === 1 ? 'include' : state === -1 ? 'exclude' : 'none';

  return (
    <Root role="group" aria-labelledby={labelId} data-state={stateName} className={className}>
      <Buttons>
        <StateButton
          data-state="include"
          isSelected={state === 1}
          onChange={() => setState((current) => nextTriState(current, 1))}
          isDisabled={isDisabled}
          aria-label={t('triState.include', 'Include')}
        >
          <span aria-hidden="true">+</span>
        </StateButton>
        <StateButton
          data-state="exclude"
          isSelected={state === -1}
          onChange={() => setState((current) => nextTriState(current, -1))}
          isDisabled={isDisabled}
          aria-label={t('triState.exclude', 'Exclude')}
        >
          <span aria-hidden="true">−</span>
        </StateButton>
      </Buttons>
      {hideLabel ? <VisuallyHidden id={labelId}>{label}</VisuallyHidden> : <Text id={labelId}>{label}</Text>}
    </Root>
  );
}
