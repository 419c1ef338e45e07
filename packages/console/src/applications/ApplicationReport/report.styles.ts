import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

/** A report table: plain rows, so the print layout prints every one (the server caps each list at 1000). */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${cssVar('font.size.sm')};

  & th,
  & td {
    text-align: left;
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    border-bottom: 1px solid ${cssVar('color.border')};
    vertical-align: top;
  }
  & th {
    color: ${cssVar('color.textMuted')};
    font-weight: ${cssVar('font.weight.medium')};
  }
  & tr {
    break-inside: avoid;
  }
`;

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.4')};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${cssVar('color.textMuted')};
`;

export const Summary = styled.p`
  margin: 0 0 ${cssVar('space.2')};
  color: ${cssVar('color.textMuted')};
`;

export const LocationGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${cssVar('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    border: 1px solid ${cssVar('color.border')};
    border-radius: ${cssVar('radius.md')};
    padding: ${cssVar('space.3')};
  }
  & h4 {
    margin: 0 0 ${cssVar('space.1')};
  }
`;

export const Legend = styled.ul`
  display: flex;
  gap: ${cssVar('space.3')};
  margin: ${cssVar('space.2')} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${cssVar('font.size.sm')};

  & li {
    display: flex;
    align-items: center;
    gap: ${cssVar('space.1')};
  }
`;
