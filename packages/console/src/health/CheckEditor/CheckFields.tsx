import type { CheckTypeKey } from '@mission-control/api';
import { FormCheckbox, useT } from '@mission-control/ui';
import { SpecField, visibleSpecs } from '../../shared/fields';
import { Codes, Row } from './CheckEditor.styles';
import { valueName, type EditorForm } from './editorForm';
import { FORM_FIELDS, HTTP_RESPONSE_CODES, responseCodeName, type FieldDef, type FormValues } from './fields';

/** One field of the form, bound to `values.<name>` of the editor's react-hook-form. */
export function CheckField({ field }: { field: FieldDef }) {
  const t = useT();
  return (
    <SpecField<EditorForm>
      spec={field}
      name={valueName(field.name)}
      label={t(`health.editor.field.${field.name}`, field.label)}
    />
  );
}

/** The type's visible fields and, for HTTP, one checkbox per expected response code. */
export function CheckFields({ type, values }: { type: CheckTypeKey; values: FormValues }) {
  const t = useT();
  return (
    <Row>
      {visibleSpecs(FORM_FIELDS[type] ?? [], values).map((field) => (
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
