import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Label as AriaLabel,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  Text as AriaText,
} from 'react-aria-components';
import { css, styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

/**
 * Styles shared by every control in this set (fields, pickers, overlays), so a
 * label, an error or a focus ring looks the same wherever it appears.
 */
export const focusRing = css`
  outline: 2px solid ${cssVar('color.focusRing')};
  outline-offset: 2px;
`;

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  min-width: 0;
`;

export const Label = styled(AriaLabel)`
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.medium')};
  color: ${cssVar('color.text')};
`;

export const Description = styled(AriaText)`
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.textMuted')};
`;

export const ErrorText = styled(AriaFieldError)`
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.danger')};
`;

export const inputBase = css`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  min-height: 32px;
  font: inherit;
  color: ${cssVar('color.text')};
  background: ${cssVar('color.surface')};
  border: 1px solid ${cssVar('color.borderStrong')};
  border-radius: ${cssVar('radius.md')};

  &::placeholder {
    color: ${cssVar('color.textMuted')};
  }
  &[data-focused],
  &[data-focus-visible] {
    ${focusRing};
  }
  &[data-invalid] {
    border-color: ${cssVar('color.danger')};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The trigger of a select-like control: looks like an input, behaves like a button. */
export const TriggerButton = styled(AriaButton)`
  ${inputBase};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space.2')};
  text-align: start;
  cursor: pointer;

  & > [data-value] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > [data-placeholder] {
    color: ${cssVar('color.textMuted')};
  }
`;

export const Chevron = styled.span`
  flex: none;
  color: ${cssVar('color.textMuted')};
  &::before {
    content: '▾';
  }
`;

export const PopoverSurface = styled(AriaPopover)`
  box-sizing: border-box;
  min-width: var(--trigger-width);
  max-width: min(480px, 95vw);
  max-height: 320px;
  overflow: auto;
  background: ${cssVar('color.surfaceRaised')};
  color: ${cssVar('color.text')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  box-shadow: ${cssVar('shadow.md')};
  z-index: ${cssVar('zIndex.popover')};
  outline: none;
`;

export const listBoxStyles = css`
  display: flex;
  flex-direction: column;
  padding: ${cssVar('space.1')};
  outline: none;
`;

export const Option = styled(AriaListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  min-height: 28px;
  border-radius: ${cssVar('radius.sm')};
  cursor: pointer;
  outline: none;
  overflow-wrap: anywhere;

  &[data-focused],
  &[data-hovered] {
    background: ${cssVar('color.surfaceSunken')};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${cssVar('color.focusRing')};
  }
  &[data-selected] {
    font-weight: ${cssVar('font.weight.bold')};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** Shown in a list that has nothing to show ('No options found', 'Start typing to search'). */
export const EmptyMessage = styled.div`
  padding: ${cssVar('space.2')};
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
`;

/** A check box drawn for multi-select options; the option itself carries aria-selected. */
export const CheckMark = styled.span<{ $checked: boolean }>`
  flex: none;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: ${cssVar('radius.sm')};
  border: 1px solid ${({ $checked }) => ($checked ? cssVar('color.primary') : cssVar('color.borderStrong'))};
  background: ${({ $checked }) => ($checked ? cssVar('color.primary') : cssVar('color.surface'))};
  color: ${cssVar('color.primaryText')};
  font-size: ${cssVar('font.size.xs')};
  line-height: 1;
  &::before {
    content: ${({ $checked }) => ($checked ? "'✓'" : "''")};
  }
`;
