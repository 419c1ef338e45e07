import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const Narrow = styled.div`
  max-width: 720px;
`;

export const PreviewTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${cssVar('font.size.sm')};

  & th,
  & td {
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    border-bottom: 1px solid ${cssVar('color.border')};
    text-align: start;
  }
`;
