import type { PlaybookParameter } from '@mission-control/api';
import { Checkbox, CodeEditor, cssVar, Select, Text, Textarea, TextField, useT } from '@mission-control/ui';
import { styled } from 'styled-components';
import {
  codeLanguage,
  codeSize,
  listOptions,
  paramControl,
  paramInputType,
  paramLabel,
  type ParamValue,
} from '../model/paramForm';

export interface PlaybookParamFieldProps {
  param: PlaybookParameter;
  value: ParamValue | undefined;
  onChange: (value: ParamValue) => void;
  onBlur: () => void;
  /** Shown when set; already translated. */
  error?: string;
  isDisabled?: boolean;
}

const CodeField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
`;

const CodeLabel = styled.span`
  font-size: ${cssVar('font.size.sm')};
  font-weight: ${cssVar('font.weight.medium')};
  color: ${cssVar('color.text')};
`;

/** One parameter on the ui form control its type calls for (operations §3.11). */
export function PlaybookParamField({ param, value, onChange, onBlur, error, isDisabled }: PlaybookParamFieldProps) {
  const t = useT();
  const label = paramLabel(param);
  const description = param.description ?? undefined;
  const text = typeof value === 'string' ? value : '';
  const isRequired = !!param.required;
  const common = {
    label,
    description,
    isRequired,
    isDisabled,
    isInvalid: !!error,
    errorMessage: error,
    onBlur,
    name: param.name,
  };

  switch (paramControl(param)) {
    case 'checkbox':
      return (
        <Checkbox
          isSelected={value === true}
          onChange={(selected) => {
            onChange(selected);
            onBlur();
          }}
          isDisabled={isDisabled}
          name={param.name}
        >
          {label}
        </Checkbox>
      );
    case 'list':
      return (
        <Select
          {...common}
          options={listOptions(param)}
          value={text || null}
          placeholder={t('playbooks.param.choose', 'Choose…')}
          onChange={(key) => {
            onChange(key == null ? '' : String(key));
            onBlur();
          }}
        />
      );
    case 'code':
      return (
        <CodeField>
          <CodeLabel aria-hidden="true">
            {label}
            {isRequired ? ' *' : ''}
          </CodeLabel>
          <CodeEditor
            aria-label={label}
            value={text}
            onChange={(next) => {
              onChange(next);
              onBlur();
            }}
            language={codeLanguage(param)}
            size={codeSize(param)}
            readOnly={isDisabled}
          />
          {description ? (
            <Text as="p" tone="muted" size="sm">
              {description}
            </Text>
          ) : null}
          {error ? (
            <Text as="p" tone="danger" size="sm">
              {error}
            </Text>
          ) : null}
        </CodeField>
      );
    case 'textarea':
      return <Textarea {...common} value={text} onChange={onChange} />;
    case 'bytes':
      return (
        <TextField
          {...common}
          value={text}
          onChange={onChange}
          description={
            description ?? t('playbooks.param.bytesHint', 'A size in Mi, Gi or Ti, e.g. 512Mi (Mi when no unit)')
          }
        />
      );
    case 'millicores':
      return (
        <TextField
          {...common}
          value={text}
          onChange={onChange}
          description={description ?? t('playbooks.param.millicoresHint', 'CPU in millicores, e.g. 500m')}
        />
      );
    case 'reference':
      return (
        <TextField
          {...common}
          value={text}
          onChange={onChange}
          description={
            description ??
            t('playbooks.param.referenceHint', 'The id of the {type}', { type: param.type ?? 'resource' })
          }
        />
      );
    default:
      return <TextField {...common} type={paramInputType(param)} value={text} onChange={onChange} />;
  }
}
