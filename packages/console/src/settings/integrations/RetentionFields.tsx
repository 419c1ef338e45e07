import { Button, TextField, useT } from '@mission-control/ui';
import { Fields, Row } from '../shared/styles';
import type { RetentionChange, RetentionType } from './scraperSpec';

export interface RetentionFieldsProps {
  changes: RetentionChange[];
  types: RetentionType[];
  onChanges: (changes: RetentionChange[]) => void;
  onTypes: (types: RetentionType[]) => void;
  errors: Record<string, string>;
}

/** Retention of a scraper (operations §3.10): change entries (name, age, count) and type entries (name and ages). */
export function RetentionFields({ changes, types, onChanges, onTypes, errors }: RetentionFieldsProps) {
  const t = useT();
  const patch = <T,>(list: T[], index: number, update: Partial<T>) =>
    list.map((entry, at) => (at === index ? { ...entry, ...update } : entry));
  const error = (key: string) => (errors[key] ? { isInvalid: true, errorMessage: errors[key] } : {});
  return (
    <Fields>
      <fieldset>
        <legend>{t('integrations.scraper.retentionChanges', 'Retention: changes')}</legend>
        {changes.map((change, index) => (
          <Row key={index} role="group" aria-label={t('integrations.scraper.changeN', 'Change {n}', { n: index + 1 })}>
            <TextField
              label={t('integrations.scraper.retention.name', 'Name')}
              isRequired
              value={change.name}
              onChange={(name) => onChanges(patch(changes, index, { name }))}
              {...error(`changes.${index}.name`)}
            />
            <TextField
              label={t('integrations.scraper.retention.age', 'Age')}
              placeholder="7d"
              value={change.age}
              onChange={(age) => onChanges(patch(changes, index, { age }))}
            />
            <TextField
              label={t('integrations.scraper.retention.count', 'Count')}
              value={change.count}
              onChange={(count) => onChanges(patch(changes, index, { count }))}
              {...error(`changes.${index}.count`)}
            />
            <Button variant="secondary" onPress={() => onChanges(changes.filter((_, at) => at !== index))}>
              {t('integrations.scraper.removeChange', 'Remove change {n}', { n: index + 1 })}
            </Button>
          </Row>
        ))}
        <Button
          variant="secondary"
          icon="plus"
          onPress={() => onChanges([...changes, { name: '', age: '', count: '' }])}
        >
          {t('integrations.scraper.addChange', 'Add change retention')}
        </Button>
      </fieldset>
      <fieldset>
        <legend>{t('integrations.scraper.retentionTypes', 'Retention: types')}</legend>
        {types.map((entry, index) => (
          <Row key={index} role="group" aria-label={t('integrations.scraper.typeN', 'Type {n}', { n: index + 1 })}>
            <TextField
              label={t('integrations.scraper.retention.name', 'Name')}
              isRequired
              value={entry.name}
              onChange={(name) => onTypes(patch(types, index, { name }))}
              {...error(`types.${index}.name`)}
            />
            {(['createdAge', 'updatedAge', 'deletedAge'] as const).map((key) => (
              <TextField
                key={key}
                label={t(`integrations.scraper.retention.${key}`, key)}
                placeholder="30d"
                value={entry[key]}
                onChange={(value) => onTypes(patch(types, index, { [key]: value }))}
              />
            ))}
            <Button variant="secondary" onPress={() => onTypes(types.filter((_, at) => at !== index))}>
              {t('integrations.scraper.removeType', 'Remove type {n}', { n: index + 1 })}
            </Button>
          </Row>
        ))}
        <Button
          variant="secondary"
          icon="plus"
          onPress={() => onTypes([...types, { name: '', createdAge: '', updatedAge: '', deletedAge: '' }])}
        >
          {t('integrations.scraper.addType', 'Add type retention')}
        </Button>
      </fieldset>
    </Fields>
  );
}
