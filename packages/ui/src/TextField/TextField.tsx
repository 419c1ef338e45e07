import type { ReactNode } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { Description, ErrorText, inputBase, Label } from '../styles/controls';
import { useControllableState } from '../hooks/useControllableState';
import { cssVar } from '../theme/tokens';

/** Props shared by the text-like fields (TextField, Textarea). */
export interface TextFieldBaseProps {
  /** Visible label. Give `aria-label` instead only where a visible label cannot fit. */
  label?: ReactNode;
  'aria-label'?: string;
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  description?: ReactNode;
  /** Shown, and linked through aria-describedby, when `isInvalid`. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  name?: string;
  autoFocus?: boolean;
  className?: string;
}

export interface TextFieldProps extends TextFieldBaseProps {
  /** @default 'text' */
  type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'tel';
  autoComplete?: string;
}

export const FieldRootStyled = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  min-width: 0;
`;

const StyledInput = styled(Input)`
  ${inputBase};
`;

/** A labelled single-line input; errors are announced and linked with aria-describedby. */
export function TextField({
  label,
  value,
  defaultValue = '',
  onChange,
  description,
  errorMessage,
  placeholder,
  ...rest
}: TextFieldProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  return (
    <FieldRootStyled {...rest} value={text} onChange={setText} validationBehavior="aria">
      {label ? <Label>{label}</Label> : null}
      <StyledInput placeholder={placeholder} />
      {description ? <Description slot="description">{description}</Description> : null}
      <ErrorText>{errorMessage}</ErrorText>
    </FieldRootStyled>
  );
}
