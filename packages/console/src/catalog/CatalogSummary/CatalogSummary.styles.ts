import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const TypeCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  min-width: 0;
`;

export const Bar = styled.span`
  display: flex;
  width: 100%;
  min-width: 120px;
  height: 22px;
  border-radius: ${cssVar('radius.sm')};
  overflow: hidden;
  gap: 1px;
`;

const segmentColor: Record<string, string> = {
  healthy: cssVar('color.statusGreen'),
  unhealthy: cssVar('color.statusRed'),
  warning: cssVar('color.statusOrange'),
};

// Text stays in the text colour on the sunken surface (contrast holds in both themes); the status colour
// is a thick bottom edge, and the segment's name says the status in words.
export const Segment = styled.a<{ $health: string; $share: number }>`
  flex: ${({ $share }) => $share} 1 0;
  min-width: 28px;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.bold')};
  color: ${cssVar('color.text')};
  background: ${cssVar('color.surfaceSunken')};
  border-bottom: 4px solid ${({ $health }) => segmentColor[$health] ?? cssVar('color.statusGrey')};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: -2px;
  }
`;

export const Counts = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
