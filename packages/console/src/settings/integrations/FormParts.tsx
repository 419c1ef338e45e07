import { useState, type ReactNode } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, ConfirmDialog, useT } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { sourceNote } from '../model/resourceKinds';
import { DELETE_CONFIRM } from '../ResourceEditor/ResourceEditor';
import { Muted, Row } from '../shared/styles';

/** A failed save, next to the buttons (the dialog stays open so nothing typed is lost). */
export function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  return <p role="alert">{errorMessageOf(error)}</p>;
}

/**
 * The source banner (operations §2.5, §2.10): an item synced from an agent,
 * a component, the catalog, a local file or a CRD is edited there, not here.
 */
export function SourceBanner({ row }: { row: { source?: unknown; agent_id?: unknown } | undefined }) {
  const t = useT();
  const { router, routes } = useConsole();
  if (!row) return null;
  const note = sourceNote(row, routes);
  switch (note.kind) {
    case 'agent':
      return (
        <Muted role="note">
          {t('resources.fromAgent', 'Synced from agent')}{' '}
          <router.Link to={routes.agents({ id: note.agentId })}>{note.agentId}</router.Link>
        </Muted>
      );
    case 'component':
      return (
        <Muted role="note">
          <router.Link to={note.href}>{t('resources.linkedComponent', 'Linked to component')}</router.Link>
        </Muted>
      );
    case 'catalog':
      return (
        <Muted role="note">
          <router.Link to={note.href}>{t('resources.linkedCatalog', 'Linked to catalog item')}</router.Link>
        </Muted>
      );
    case 'local-file':
      return <Muted role="note">{t('resources.localFile', 'Linked to local file')}</Muted>;
    case 'crd':
      return <Muted role="note">{t('resources.crd', 'Managed by the CRD {source}', { source: note.source })}</Muted>;
    default:
      return null;
  }
}

export interface FormButtonsProps {
  /** Editing an existing item (Update, Delete) rather than adding one (Save). */
  isEdit: boolean;
  isPending: boolean;
  isDisabled?: boolean;
  /** Labels of the primary button: [idle new, idle edit, busy new, busy edit]. */
  labels?: readonly [string, string, string, string];
  onSubmit: () => void;
  onBack?: () => void;
  onCancel: () => void;
  /** Deletes the item (after the confirmation); omit to hide Delete. */
  onDelete?: () => Promise<unknown>;
  children?: ReactNode;
}

/** Delete (with 'Are you sure you want to delete this resource?'), Back, Cancel and Save/Update. */
export function FormButtons({
  isEdit,
  isPending,
  isDisabled = false,
  labels,
  onSubmit,
  onBack,
  onCancel,
  onDelete,
  children,
}: FormButtonsProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [newIdle, editIdle, newBusy, editBusy] = labels ?? [
    t('action.save', 'Save'),
    t('action.update', 'Update'),
    t('action.saving', 'Saving'),
    t('action.updating', 'Updating'),
  ];
  return (
    <Row>
      {isEdit && onDelete ? (
        <Button variant="danger" onPress={() => setConfirming(true)}>
          {t('action.delete', 'Delete')}
        </Button>
      ) : null}
      {children}
      <span style={{ flex: 1 }} />
      {onBack ? (
        <Button variant="secondary" onPress={onBack}>
          {t('action.back', 'Back')}
        </Button>
      ) : null}
      <Button variant="secondary" onPress={onCancel}>
        {t('action.cancel', 'Cancel')}
      </Button>
      <Button variant="primary" isDisabled={isDisabled || isPending} onPress={onSubmit}>
        {isPending ? (isEdit ? editBusy : newBusy) : isEdit ? editIdle : newIdle}
      </Button>
      {onDelete ? (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={t('resource.deleteTitle', 'Delete')}
          message={t('resource.deleteConfirm', DELETE_CONFIRM)}
          confirmLabel={t('action.delete', 'Delete')}
          variant="danger"
          onConfirm={onDelete}
        />
      ) : null}
    </Row>
  );
}
