import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';
import { CodeBlock } from '../../shared/pageStyles';

export { Fields, Heading, Muted, Page, Row, Toolbar } from '../../shared/pageStyles';

/** Cancel and the primary action under the fields, the primary action last. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${cssVar('space.2')};
  margin-top: ${cssVar('space.4')};
`;

/** A destructive action on the left of the footer, apart from Cancel and Save. */
export const Spacer = styled.span`
  flex: 1;
`;

export const Code = styled(CodeBlock)`
  max-height: 16rem;
`;
