import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

/** Below this container width the filters fold behind the 'Filters' button. */
const NARROW = '760px';

export const Root = styled.aside`
  flex: 0 0 260px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  @container (max-width: ${NARROW}) {
    flex-basis: auto;
    width: 100%;
  }
`;

export const ToggleSlot = styled.div`
  /* Only narrow containers collapse the filters behind this button. */
  display: none;
  @container (max-width: ${NARROW}) {
    display: flex;
  }
  & [data-tone] {
    margin-inline-start: ${cssVar('space.2')};
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.4')};
  padding: ${cssVar('space.3')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  max-height: 80vh;
  overflow: auto;
  @container (max-width: ${NARROW}) {
    &[data-collapsed] {
      display: none;
    }
  }
`;

export const Heading = styled.h2`
  margin: 0 0 ${cssVar('space.2')};
  font-size: ${cssVar('font.size.md')};
  font-weight: ${cssVar('font.weight.bold')};
`;

export const LabelList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 0;
`;
