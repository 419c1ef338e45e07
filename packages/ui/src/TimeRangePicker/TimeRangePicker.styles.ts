import { styled } from 'styled-components';
import { Button, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { cssVar } from '../theme/tokens';

export const TriggerButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.1')} ${cssVar('space.3')};
  min-height: 32px;
  border: 1px solid ${cssVar('color.borderStrong')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
  font: inherit;
  cursor: pointer;

  &[data-focus-visible] {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 2px;
  }

  &[data-pressed] {
    background: ${cssVar('color.surfaceSunken')};
  }
`;

export const PanelPopover = styled(Popover)`
  background: ${cssVar('color.surfaceRaised')};
  color: ${cssVar('color.text')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.lg')};
  box-shadow: ${cssVar('shadow.lg')};
  z-index: ${cssVar('zIndex.popover')};
  max-width: min(720px, 96vw);
  max-height: 80vh;
  overflow: auto;
`;

export const PanelBody = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 1fr) minmax(180px, auto);
  gap: ${cssVar('space.4')};
  padding: ${cssVar('space.4')};
  outline: none;

  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.bold')};
  color: ${cssVar('color.textMuted')};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};

  & label {
    font-size: ${cssVar('font.size.sm')};
    font-weight: ${cssVar('font.weight.medium')};
  }

  & input {
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    min-height: 30px;
    border: 1px solid ${cssVar('color.borderStrong')};
    border-radius: ${cssVar('radius.sm')};
    background: ${cssVar('color.surface')};
    color: ${cssVar('color.text')};
    font-family: ${cssVar('font.mono')};
    font-size: ${cssVar('font.size.md')};
  }

  & input[data-focus-visible],
  & input:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 1px;
  }

  & input[aria-invalid='true'] {
    border-color: ${cssVar('color.danger')};
  }
`;

export const Preview = styled.output`
  display: block;
  font-size: ${cssVar('font.size.sm')};
  color: ${cssVar('color.textMuted')};

  &[data-invalid] {
    color: ${cssVar('color.danger')};
  }
`;

export const ApplyButton = styled(Button)`
  align-self: flex-start;
  padding: ${cssVar('space.1')} ${cssVar('space.4')};
  min-height: 30px;
  border: 0;
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.primary')};
  color: ${cssVar('color.primaryText')};
  font: inherit;
  cursor: pointer;

  &[data-disabled] {
    background: ${cssVar('color.surfaceSunken')};
    color: ${cssVar('color.textMuted')};
    cursor: not-allowed;
  }

  &[data-focus-visible] {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 2px;
  }
`;

export const OptionList = styled(ListBox)`
  display: flex;
  flex-direction: column;
  max-height: 260px;
  overflow: auto;
  outline: none;
` as typeof ListBox;

export const Option = styled(ListBoxItem)`
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  border-radius: ${cssVar('radius.sm')};
  cursor: pointer;
  outline: none;
  font-size: ${cssVar('font.size.md')};

  &[data-focused] {
    background: ${cssVar('color.surfaceSunken')};
  }

  &[data-focus-visible] {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: -2px;
  }

  &[data-selected] {
    font-weight: ${cssVar('font.weight.bold')};
    color: ${cssVar('color.primary')};
  }
` as typeof ListBoxItem;
