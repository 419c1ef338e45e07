import type { CheckTypeKey } from '@mission-control/api';
import { FormCheckbox, FormSelect, FormSwitch, FormTextarea, FormTextField, useT } from '@mission-control/ui';
import { Codes, Row } from './CheckEditor.styles';
import { valueName, type EditorForm } from './editorForm';
import { FORM_FIELDS, HTTP_RESPONSE_CODES, responseCodeName, type FieldDef, type FormValues } from './fields';

/** One field of the form, bound to `values.<name>` of the editor's react-hook-form. */
export function CheckField({ field }: { field: FieldDef }) {
  const t = useT();
  const label = t(`health.editor.field.${field.name}`, field.label);
  const name = valueName(field.name);
  if (field.kind === 'checkbox') {
    return <FormSwitch<EditorForm> name={name}>{label}</FormSwitch>;
  }
  if (field.kind === 'textarea') {
    return <FormTextarea<EditorForm> name={name} label={label} rows={6} isRequired={field.required} />;
  }
  if (field.kind === 'text' || field.kind === 'number' || field.kind === 'password') {
    return (
      <FormTextField<EditorForm>
        name={name}
        label={label}
        type={field.kind === 'password' ? 'password' : 'text'}
        isRequired={field.required}
      />
    );
  }
  return (
    <FormSelect<EditorForm>
      name={name}
      label={label}
      options={(field.options ?? []).map((option) => ({ id: option, label: option }))}
      ignoreClearedValue
      isRequired={field.required}
    />
  );
}

/** The type's visible fields and, for HTTP, one checkbox per expected response code. */
export function CheckFields({ type, values }: { type: CheckTypeKey; values: FormValues }) {
  const t = useT();
  return (
    <Row>
      {(FORM_FIELDS[type] ?? [])
        .filter((field) => !field.visible || field.visible(values))
        .map((field) => (
          <CheckField key={field.name} field={field} />
        ))}
      {type === 'http' ? (
        <Codes>
          <legend>{t('health.editor.responseCodes', 'Response codes')}</legend>
          {HTTP_RESPONSE_CODES.map((code) => (
            <FormCheckbox<EditorForm> key={code} name={valueName(responseCodeName(code))}>
              {code}
            </FormCheckbox>
          ))}
        </Codes>
      ) : null}
    </Row>
  );
}
