import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../styles/controls';
import { cssVar } from '../theme/tokens';

export const Region = styled.section`
  position: fixed;
  right: ${cssVar('space.4')};
  z-index: ${cssVar('zIndex.toast')};
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  width: min(380px, calc(100vw - 32px));

  &[data-placement='bottom-right'] {
    bottom: ${cssVar('space.4')};
    flex-direction: column-reverse;
  }
  &[data-placement='top-right'] {
    top: ${cssVar('space.4')};
  }
`;

export const ToastCard = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: flex-start;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.3')};
  background: ${cssVar('color.surfaceRaised')};
  color: ${cssVar('color.text')};
  border: 1px solid ${cssVar('color.border')};
  border-inline-start: 4px solid ${cssVar('color.statusGrey')};
  border-radius: ${cssVar('radius.md')};
  box-shadow: ${cssVar('shadow.md')};
  overflow-wrap: anywhere;

  &[data-type='success'] {
    border-inline-start-color: ${cssVar('color.statusGreen')};
  }
  &[data-type='error'] {
    border-inline-start-color: ${cssVar('color.statusRed')};
  }
  &[data-type='loading'] {
    border-inline-start-color: ${cssVar('color.primary')};
  }
`;

export const Glyph = styled.span`
  flex: none;
  width: 18px;
  text-align: center;
  font-weight: ${cssVar('font.weight.bold')};

  &[data-type='success'] {
    color: ${cssVar('color.statusGreen')};
  }
  &[data-type='error'] {
    color: ${cssVar('color.statusRed')};
  }
  &[data-type='loading'] {
    color: ${cssVar('color.primary')};
    animation: mc-toast-spin 1s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
  @keyframes mc-toast-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
`;

export const Title = styled.strong`
  font-weight: ${cssVar('font.weight.bold')};
`;

export const ActionLink = styled(Link)`
  align-self: flex-start;
  color: ${cssVar('color.primary')};
  text-decoration: underline;
  cursor: pointer;
  &[data-focus-visible] {
    ${focusRing};
  }
`;
