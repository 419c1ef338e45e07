import { cssVar } from '@mission-control/ui';
import { styled } from 'styled-components';

/** The type picker's grid of check types. */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${cssVar('space.2')};
  button {
    font: inherit;
    width: 100%;
    min-height: 64px;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${cssVar('space.1')};
    border: 1px solid ${cssVar('color.border')};
    border-radius: ${cssVar('radius.md')};
    background: ${cssVar('color.surface')};
    color: ${cssVar('color.text')};
    cursor: pointer;
  }
  button:hover {
    border-color: ${cssVar('color.primary')};
  }
  button:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

/** The editor's column inside its `<form>`. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  max-width: 880px;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${cssVar('space.3')};
`;

export const Codes = styled.fieldset`
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar('space.2')};
  label {
    display: inline-flex;
    gap: ${cssVar('space.1')};
    align-items: center;
  }
`;
