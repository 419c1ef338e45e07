import { Button as AriaButton } from 'react-aria-components';
import { css, keyframes, styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const variants = css`
  &[data-variant='primary'] {
    background: ${cssVar('color.primary')};
    border-color: ${cssVar('color.primary')};
    color: ${cssVar('color.primaryText')};
  }
  &[data-variant='primary'][data-hovered] {
    background: ${cssVar('color.primaryHover')};
  }
  &[data-variant='secondary'] {
    background: ${cssVar('color.surface')};
    border-color: ${cssVar('color.borderStrong')};
    color: ${cssVar('color.text')};
  }
  &[data-variant='secondary'][data-hovered] {
    background: ${cssVar('color.surfaceSunken')};
  }
  &[data-variant='ghost'] {
    background: transparent;
    border-color: transparent;
    color: ${cssVar('color.text')};
  }
  &[data-variant='ghost'][data-hovered] {
    background: ${cssVar('color.surfaceSunken')};
  }
  &[data-variant='danger'] {
    background: ${cssVar('color.danger')};
    border-color: ${cssVar('color.danger')};
    color: ${cssVar('color.textInverse')};
  }
  &[data-variant='danger'][data-hovered] {
    background: ${cssVar('color.dangerHover')};
  }
`;

export const StyledButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${cssVar('space.2')};
  border: 1px solid transparent;
  border-radius: ${cssVar('radius.md')};
  font: inherit;
  font-weight: ${cssVar('font.weight.medium')};
  line-height: 1.2;
  cursor: pointer;
  white-space: nowrap;
  text-decoration: none;
  outline: none;

  &[data-size='sm'] {
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    font-size: ${cssVar('font.size.sm')};
    min-height: 28px;
  }
  &[data-size='md'] {
    padding: ${cssVar('space.2')} ${cssVar('space.3')};
    font-size: ${cssVar('font.size.md')};
    min-height: 34px;
  }
  &[data-size='lg'] {
    padding: ${cssVar('space.3')} ${cssVar('space.4')};
    font-size: ${cssVar('font.size.lg')};
    min-height: 42px;
  }
  &[data-icon-only] {
    padding: 0;
    aspect-ratio: 1;
  }
  &[data-icon-only][data-size='sm'] {
    width: 28px;
  }
  &[data-icon-only][data-size='md'] {
    width: 34px;
  }
  &[data-icon-only][data-size='lg'] {
    width: 42px;
  }

  ${variants}

  &[data-focus-visible] {
    box-shadow:
      0 0 0 2px ${cssVar('color.surface')},
      0 0 0 4px ${cssVar('color.focusRing')};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-loading] {
    cursor: progress;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${cssVar('radius.full')};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
