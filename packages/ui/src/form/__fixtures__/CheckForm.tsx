import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../Button';
import { Form, FormCheckbox, FormNumberField, FormSelect, FormSwitch, FormTextarea, FormTextField } from '../Form';
import { numberField, requiredString } from '../schemas';

/** A small check form shared by the Form tests and stories. */
export const checkFormSchema = z.object({
  name: requiredString(),
  description: z.string().optional(),
  threshold: numberField({ min: 0 }),
  namespace: z.string({ error: 'This field is required' }).min(1, { error: 'This field is required' }),
  enabled: z.boolean(),
  insecure: z.boolean(),
});

export type CheckFormValues = z.output<typeof checkFormSchema>;
type CheckFormInput = z.input<typeof checkFormSchema>;

export function CheckForm({ onSubmit }: { onSubmit: (values: CheckFormValues) => void }) {
  const form = useForm<CheckFormInput, unknown, CheckFormValues>({
    resolver: zodResolver(checkFormSchema),
    defaultValues: { name: '', description: '', threshold: null, enabled: true, insecure: false },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Check">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 360 }}>
        <FormTextField<CheckFormInput> name="name" label="Name" isRequired />
        <FormTextarea<CheckFormInput> name="description" label="Description" rows={2} />
        <FormNumberField<CheckFormInput> name="threshold" label="Threshold" isRequired />
        <FormSelect<CheckFormInput>
          name="namespace"
          label="Namespace"
          options={[
            { id: 'default', label: 'default' },
            { id: 'monitoring', label: 'monitoring' },
          ]}
        />
        <FormSwitch<CheckFormInput> name="enabled">Enabled</FormSwitch>
        <FormCheckbox<CheckFormInput> name="insecure">Insecure TLS</FormCheckbox>
        <div>
          <Button type="submit" variant="primary">
            Save
          </Button>
        </div>
      </div>
    </Form>
  );
}
