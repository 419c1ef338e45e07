import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

/** The Custom preset's per-object pickers, two a row when there is room. */
export const LevelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${cssVar('space.2')};
`;

export const Secret = styled.code`
  flex: 1;
  min-width: 0;
  padding: ${cssVar('space.2')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surfaceSunken')};
  font-family: ${cssVar('font.mono')};
  font-size: ${cssVar('font.size.sm')};
  overflow-wrap: anywhere;
`;

export const Steps = styled.ol`
  margin: 0;
  padding-left: ${cssVar('space.5')};
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};

  h3 {
    margin: 0;
    font-size: ${cssVar('font.size.md')};
  }
  p {
    margin: 0;
  }
`;
