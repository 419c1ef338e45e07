import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';

export const ScopeBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.3')};
  margin-bottom: ${cssVar('space.2')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};

  [role='alert'] {
    margin: 0;
    color: ${cssVar('color.danger')};
  }
`;

export const ScopeHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space.2')};
`;
