import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  padding: ${cssVar('space.4')};
  min-width: 0;
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space.2')};
  flex-wrap: wrap;

  & h1 {
    margin: 0;
    font-size: ${cssVar('font.size.xl')};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${cssVar('space.2')};
  align-items: center;
`;

export const Muted = styled.span`
  color: ${cssVar('color.textMuted')};
`;

export const FormGrid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};

  & textarea {
    font-family: ${cssVar('font.mono')};
    font-size: ${cssVar('font.size.sm')};
  }
`;
