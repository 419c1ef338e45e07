import type { ReactNode } from 'react';
import { Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, Label } from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { cssVar } from '../theme/tokens';

export interface SliderProps {
  label: ReactNode;
  value?: number;
  /** @default minValue */
  defaultValue?: number;
  /** Fires while dragging or stepping. */
  onChange?: (value: number) => void;
  /** Fires once the user lets go, for saving a preference. */
  onChangeEnd?: (value: number) => void;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /** @default 1 */
  step?: number;
  /** How the shown value reads, for example `{ style: 'unit', unit: 'pixel' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Text after the shown value, for units Intl cannot format (such as 'px'). */
  unitLabel?: string;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/** The topology card width preference: 250 to 768 px in steps of 2. */
export const cardWidthSliderProps = {
  minValue: 250,
  maxValue: 768,
  step: 2,
  unitLabel: 'px',
} as const satisfies Partial<SliderProps>;

const Root = styled(AriaSlider)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${cssVar('space.1')} ${cssVar('space.2')};
  min-width: 160px;
  color: ${cssVar('color.text')};
`;

const Output = styled(SliderOutput)`
  font-variant-numeric: tabular-nums;
  color: ${cssVar('color.text')};
`;

const Track = styled(SliderTrack)`
  grid-column: 1 / -1;
  position: relative;
  height: 24px;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 0;
    right: 0;
    height: 4px;
    transform: translateY(-50%);
    border-radius: ${cssVar('radius.full')};
    background: ${cssVar('color.borderStrong')};
  }
  &[data-disabled] {
    opacity: 0.6;
  }
`;

const Thumb = styled(SliderThumb)`
  top: 50%;
  width: 18px;
  height: 18px;
  border-radius: ${cssVar('radius.full')};
  background: ${cssVar('color.primary')};
  border: 2px solid ${cssVar('color.surface')};
  box-shadow: ${cssVar('shadow.sm')};
  cursor: grab;

  &[data-dragging] {
    cursor: grabbing;
  }
  &[data-focus-visible] {
    ${focusRing};
  }
`;

/** A labelled slider that shows its value; arrows, Page Up/Down, Home and End step it. */
export function Slider({
  label,
  value,
  defaultValue,
  onChange,
  minValue = 0,
  maxValue = 100,
  unitLabel,
  onChangeEnd,
  ...rest
}: SliderProps) {
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue: defaultValue ?? minValue,
    onChange,
  });
  // One thumb, so react-aria's array form never comes back here; narrow it anyway.
  const single = (next: number | number[]) => (typeof next === 'number' ? next : (next[0] ?? minValue));
  return (
    <Root
      {...rest}
      minValue={minValue}
      maxValue={maxValue}
      value={current}
      onChange={(next) => setCurrent(single(next))}
      onChangeEnd={onChangeEnd ? (next) => onChangeEnd(single(next)) : undefined}
    >
      <Label>{label}</Label>
      <Output>
        {({ state }) => (unitLabel ? `${state.getThumbValueLabel(0)} ${unitLabel}` : state.getThumbValueLabel(0))}
      </Output>
      <Track>
        <Thumb />
      </Track>
    </Root>
  );
}
