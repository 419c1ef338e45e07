import { styled } from 'styled-components';

export const Glyph = styled.span`
  font-size: 0.9em;
  line-height: 1;
`;
