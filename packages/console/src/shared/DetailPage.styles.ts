import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

/**
 * The frame of a single-record widget (a playbook run, an incident): it paints
 * its own theme, so a dark console reads right on a light host page.
 */
export const DetailRoot = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.4')};
  min-width: 0;
  padding: ${cssVar('space.4')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.background')};
  color: ${cssVar('color.text')};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${cssVar('font.size.md')};
  }
`;
