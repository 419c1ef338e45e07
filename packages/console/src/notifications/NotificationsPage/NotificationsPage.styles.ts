import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Stats = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  font-size: ${cssVar('font.size.sm')};
`;

export const StatsBar = styled.span`
  display: inline-flex;
  width: 80px;
  height: 8px;
  overflow: hidden;
  border-radius: 4px;
  background: ${cssVar('color.surfaceSunken')};
`;

export const Segment = styled.span`
  height: 100%;
  &[data-kind='sent'] {
    background: ${cssVar('color.success')};
  }
  &[data-kind='error'] {
    background: ${cssVar('color.danger')};
  }
  &[data-kind='suppressed'] {
    background: ${cssVar('color.textMuted')};
  }
`;
