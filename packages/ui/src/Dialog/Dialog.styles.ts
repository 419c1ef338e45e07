import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { cssVar } from '../theme/tokens';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${cssVar('zIndex.modal')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${cssVar('space.4')};
  background: ${cssVar('color.overlay')};
`;

// Widths per size; 'full' fills the viewport less the overlay padding.
export const dialogWidths = {
  'very-small': '360px',
  small: '480px',
  medium: '640px',
  large: '960px',
  full: '100%',
} as const;

export const StyledModal = styled(Modal)<{ $width: string; $full: boolean }>`
  box-sizing: border-box;
  display: flex;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $full }) => ($full ? '100%' : 'auto')};
  max-height: 100%;
  background: ${cssVar('color.surfaceRaised')};
  color: ${cssVar('color.text')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.lg')};
  box-shadow: ${cssVar('shadow.lg')};
  outline: none;
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  min-height: 0;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.3')} ${cssVar('space.4')};
  border-bottom: 1px solid ${cssVar('color.border')};
`;

export const Title = styled(Heading)`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${cssVar('font.size.lg')};
  font-weight: ${cssVar('font.weight.bold')};
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${cssVar('space.4')};
  outline: none;
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${cssVar('color.focusRing')};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.3')} ${cssVar('space.4')};
  border-top: 1px solid ${cssVar('color.border')};
`;
