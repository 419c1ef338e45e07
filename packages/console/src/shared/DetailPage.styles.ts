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

/** A record's facts as a wrapping grid of term / value pairs. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${cssVar('space.2')} ${cssVar('space.4')};
  margin: 0;
  dt {
    font-size: ${cssVar('font.size.xs')};
    color: ${cssVar('color.textMuted')};
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  dd {
    margin: ${cssVar('space.1')} 0 0;
    overflow-wrap: anywhere;
  }
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

export const Muted = styled.span`
  color: ${cssVar('color.textMuted')};
  font-size: ${cssVar('font.size.sm')};
`;
