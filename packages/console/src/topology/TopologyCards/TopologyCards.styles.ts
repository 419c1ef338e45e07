import { keyframes, styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
`;

export const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${cssVar('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    max-width: 100%;
  }
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** The thin bar at the top while the tree is read again (reference §2.1: a top loading bar). */
export const LoadingBar = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  height: 3px;
  overflow: hidden;
  border-radius: ${cssVar('radius.full')};

  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${cssVar('color.primary')};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
      opacity: 0.5;
    }
  }
`;

export const Sentinel = styled.div`
  height: 1px;
`;
