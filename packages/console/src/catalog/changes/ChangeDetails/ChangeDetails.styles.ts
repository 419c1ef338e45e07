import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';
import { CodeBlock } from '../../../shared/pageStyles';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
`;

export const Json = styled(CodeBlock)`
  max-height: 60vh;
`;

export const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar('space.2')};
`;
