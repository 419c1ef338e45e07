import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ROLES } from '@mission-control/api';
import { Button, Dialog, Form, FormSelect, FormTextField, useT, useToast } from '@mission-control/ui';
import { useInviteUser } from '../queries';
import { Actions, Fields } from '../shared/styles';

export interface InviteUserDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onInvited?: (email: string) => void;
}

const inviteFormSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().default(''),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  role: z.enum(ROLES, 'Choose a role'),
});
type InviteInput = z.input<typeof inviteFormSchema>;
type InviteValues = z.output<typeof inviteFormSchema>;

/** Invite User: first name, last name, email and role; the server creates the user and emails the invitation. */
export function InviteUserDialog({ isOpen, onOpenChange, onInvited }: InviteUserDialogProps) {
  const t = useT();
  return (
    <Dialog title={t('users.invite', 'Invite User')} size="small" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? (
        <InviteForm
          onDone={(email) => {
            onInvited?.(email);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function InviteForm({ onDone, onCancel }: { onDone: (email: string) => void; onCancel: () => void }) {
  const t = useT();
  const toast = useToast();
  const formId = useId();
  const form = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', role: undefined as unknown as InviteInput['role'] },
  });
  const invite = useInviteUser<InviteValues>({
    onSuccess: (_response, values) => {
      toast.success(t('users.invited', 'Invitation sent to {email}', { email: values.email }));
      onDone(values.email);
    },
  });
  const busy = invite.isPending;
  return (
    <Form form={form} id={formId} aria-label={t('users.invite', 'Invite User')} onSubmit={(v) => invite.mutate(v)}>
      <Fields>
        <FormTextField<InviteInput>
          name="firstName"
          label={t('users.firstName', 'First name')}
          isRequired
          autoFocus
          isDisabled={busy}
        />
        <FormTextField<InviteInput> name="lastName" label={t('users.lastName', 'Last name')} isDisabled={busy} />
        <FormTextField<InviteInput>
          name="email"
          type="email"
          label={t('users.email', 'Email')}
          isRequired
          isDisabled={busy}
        />
        <FormSelect<InviteInput>
          name="role"
          label={t('users.role', 'Role')}
          options={ROLES.map((role) => ({ id: role, label: role }))}
          isRequired
          isDisabled={busy}
        />
      </Fields>
      <Actions>
        <Button onPress={onCancel} isDisabled={busy}>
          {t('users.cancel', 'Cancel')}
        </Button>
        <Button type="submit" variant="primary" isDisabled={busy} isLoading={busy}>
          {t('users.sendInvite', 'Invite')}
        </Button>
      </Actions>
    </Form>
  );
}
