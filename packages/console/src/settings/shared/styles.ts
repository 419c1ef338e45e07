import { styled } from 'styled-components';
import { cssVar } from '@mission-control/ui';
import { CodeBlock } from '../../shared/pageStyles';

export { Fields, Heading, Muted, Page, Row, Toolbar } from '../../shared/pageStyles';

export const Code = styled(CodeBlock)`
  max-height: 24rem;
`;

/** A link-styled button inside a table cell (e.g. click a job name to filter by it). */
export const CellButton = styled.button`
  all: unset;
  cursor: pointer;
  color: ${cssVar('color.primary')};
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 2px;
  }
`;

/** The schema's messages under a spec editor: danger text, and a list so each one is read on its own. */
export const SpecProblems = styled.ul`
  margin: 0;
  padding-left: ${cssVar('space.4')};
  color: ${cssVar('color.danger')};
  font-size: ${cssVar('font.size.sm')};
`;
