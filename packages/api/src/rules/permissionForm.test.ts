import { describe, expect, it } from 'vitest';
import {
  changeResourceKind,
  changeSubjectKind,
  permissionFormSchema,
  resourceKindOf,
  toPermissionPayload,
  type PermissionFormInput,
} from './permissionForm';

const base: PermissionFormInput = {
  subject_type: 'person',
  person_id: 'p1',
  resource_kind: 'global',
  object: 'canaries',
  action: 'read',
};

describe('permissionFormSchema', () => {
  it('defaults subject kind to person, deny to false', () => {
    const parsed = permissionFormSchema.parse({ ...base, subject_type: undefined });
    expect(parsed).toMatchObject({ subject_type: 'person', deny: false, description: '' });
  });

  it.each([
    ['person without person_id', { ...base, person_id: null }, 'person_id', 'This field is required'],
    ['team without team_id', { ...base, subject_type: 'team' as const }, 'team_id', 'This field is required'],
    [
      'notification without id',
      { ...base, subject_type: 'notification' as const },
      'notification_id',
      'This field is required',
    ],
    ['role without subject', { ...base, subject_type: 'group' as const }, 'subject', 'This field is required'],
    ['catalog without config', { ...base, resource_kind: 'catalog' as const }, 'config_id', 'This field is required'],
    [
      'component without id',
      { ...base, resource_kind: 'component' as const },
      'component_id',
      'This field is required',
    ],
    ['playbook without id', { ...base, resource_kind: 'playbook' as const }, 'playbook_id', 'This field is required'],
    [
      'connection without id',
      { ...base, resource_kind: 'connection' as const },
      'connection_id',
      'This field is required',
    ],
    ['canary without id', { ...base, resource_kind: 'canary' as const }, 'canary_id', 'This field is required'],
    ['global without object', { ...base, object: '' }, 'object', 'This field is required'],
    ['unknown global object', { ...base, object: 'secrets' }, 'object', 'Unknown object: secrets'],
    ['blank action', { ...base, action: ' ' }, 'action', 'This field is required'],
    ['unknown subject kind', { ...base, subject_type: 'robot' as never }, 'subject_type', undefined],
    ['unknown resource kind', { ...base, resource_kind: 'secret' as never }, 'resource_kind', undefined],
  ])('rejects %s', (_name, input, path, message) => {
    const result = permissionFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === path);
    expect(issue, JSON.stringify(result.error?.issues)).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});

describe('clearing rules', () => {
  const filled = {
    ...base,
    team_id: 't1',
    notification_id: 'n1',
    subject: 'editor',
    config_id: 'c',
    check_id: 'k',
    canary_id: 'y',
    component_id: 'm',
    playbook_id: 'b',
    connection_id: 'x',
  };

  it('changing the subject kind clears person, team and notification ids only', () => {
    expect(changeSubjectKind(filled, 'team')).toEqual({
      ...filled,
      subject_type: 'team',
      person_id: null,
      team_id: null,
      notification_id: null,
    });
  });

  it('changing the resource kind clears object, config, check, canary, component and playbook ids', () => {
    expect(changeResourceKind(filled, 'catalog')).toEqual({
      ...filled,
      resource_kind: 'catalog',
      object: null,
      config_id: null,
      check_id: null,
      canary_id: null,
      component_id: null,
      playbook_id: null,
    });
  });
});

describe('resourceKindOf', () => {
  it.each([
    [{ config_id: 'c' }, 'catalog'],
    [{ component_id: 'c' }, 'component'],
    [{ playbook_id: 'p' }, 'playbook'],
    [{ connection_id: 'x' }, 'connection'],
    [{ canary_id: 'y' }, 'canary'],
    [{}, 'global'],
  ])('%j → %s', (permission, kind) => {
    expect(resourceKindOf(permission)).toBe(kind);
  });
});

describe('toPermissionPayload', () => {
  it('stamps created_by and sends only the chosen resource', () => {
    const form = permissionFormSchema.parse({
      ...base,
      connection_id: 'stale',
      resource_kind: 'canary',
      canary_id: 'y',
      object: null,
    });
    expect(toPermissionPayload(form, 'me', 'create')).toEqual({
      subject_type: 'person',
      subject: 'p1',
      person_id: 'p1',
      team_id: null,
      notification_id: null,
      config_id: null,
      component_id: null,
      playbook_id: null,
      connection_id: null,
      canary_id: 'y',
      object: null,
      check_id: null,
      action: 'read',
      deny: false,
      description: '',
      source: 'UI',
      created_by: 'me',
    });
  });

  it('stamps updated_by and uses the role name as subject for groups', () => {
    const form = permissionFormSchema.parse({
      ...base,
      subject_type: 'group',
      subject: 'editor',
      person_id: 'p1',
      deny: true,
    });
    const payload = toPermissionPayload(form, 'me', 'update');
    expect(payload).toMatchObject({
      subject: 'editor',
      person_id: null,
      deny: true,
      updated_by: 'me',
      object: 'canaries',
    });
    expect(payload).not.toHaveProperty('created_by');
  });
});
