import { TextArea } from 'react-aria-components';
import { styled } from 'styled-components';
import { Description, ErrorText, inputBase, Label } from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { FieldRootStyled, type TextFieldBaseProps } from '../TextField/TextField';

export interface TextareaProps extends TextFieldBaseProps {
  /** @default 4 */
  rows?: number;
}

const StyledTextArea = styled(TextArea)`
  ${inputBase};
  resize: vertical;
`;

/** A labelled multi-line input, with the same error wiring as TextField. */
export function Textarea({
  label,
  value,
  defaultValue = '',
  onChange,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ...rest
}: TextareaProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  return (
    <FieldRootStyled {...rest} value={text} onChange={setText} validationBehavior="aria">
      {label ? <Label>{label}</Label> : null}
      <StyledTextArea placeholder={placeholder} rows={rows} />
      {description ? <Description slot="description">{description}</Description> : null}
      <ErrorText>{errorMessage}</ErrorText>
    </FieldRootStyled>
  );
}
