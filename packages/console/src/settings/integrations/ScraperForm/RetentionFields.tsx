import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button, FormTextField, useT } from '@mission-control/ui';
import { Fields, Row } from '../../shared/styles';
import type { ScraperFormValues } from '../model/scraperForm';

/**
 * Retention of a scraper (operations §3.10): change entries (name, age, count) and type
 * entries (name and ages), as lists of the scraper form (inside its ui `Form`).
 */
export function RetentionFields({ isReadOnly = false }: { isReadOnly?: boolean }) {
  const t = useT();
  const { control } = useFormContext<ScraperFormValues>();
  const changes = useFieldArray({ control, name: 'changes' });
  const types = useFieldArray({ control, name: 'types' });
  return (
    <Fields>
      <fieldset>
        <legend>{t('integrations.scraper.retentionChanges', 'Retention: changes')}</legend>
        {changes.fields.map((entry, index) => (
          <Row
            key={entry.id}
            role="group"
            aria-label={t('integrations.scraper.changeN', 'Change {n}', { n: index + 1 })}
          >
            <FormTextField<ScraperFormValues>
              name={`changes.${index}.name`}
              label={t('integrations.scraper.retention.name', 'Name')}
              isRequired
              isReadOnly={isReadOnly}
            />
            <FormTextField<ScraperFormValues>
              name={`changes.${index}.age`}
              label={t('integrations.scraper.retention.age', 'Age')}
              placeholder="7d"
              isReadOnly={isReadOnly}
            />
            <FormTextField<ScraperFormValues>
              name={`changes.${index}.count`}
              label={t('integrations.scraper.retention.count', 'Count')}
              isReadOnly={isReadOnly}
            />
            <Button variant="secondary" onPress={() => changes.remove(index)}>
              {t('integrations.scraper.removeChange', 'Remove change {n}', { n: index + 1 })}
            </Button>
          </Row>
        ))}
        <Button variant="secondary" icon="plus" onPress={() => changes.append({ name: '', age: '', count: '' })}>
          {t('integrations.scraper.addChange', 'Add change retention')}
        </Button>
      </fieldset>
      <fieldset>
        <legend>{t('integrations.scraper.retentionTypes', 'Retention: types')}</legend>
        {types.fields.map((entry, index) => (
          <Row key={entry.id} role="group" aria-label={t('integrations.scraper.typeN', 'Type {n}', { n: index + 1 })}>
            <FormTextField<ScraperFormValues>
              name={`types.${index}.name`}
              label={t('integrations.scraper.retention.name', 'Name')}
              isRequired
              isReadOnly={isReadOnly}
            />
            {(['createdAge', 'updatedAge', 'deletedAge'] as const).map((key) => (
              <FormTextField<ScraperFormValues>
                key={key}
                name={`types.${index}.${key}`}
                label={t(`integrations.scraper.retention.${key}`, key)}
                placeholder="30d"
                isReadOnly={isReadOnly}
              />
            ))}
            <Button variant="secondary" onPress={() => types.remove(index)}>
              {t('integrations.scraper.removeType', 'Remove type {n}', { n: index + 1 })}
            </Button>
          </Row>
        ))}
        <Button
          variant="secondary"
          icon="plus"
          onPress={() => types.append({ name: '', createdAge: '', updatedAge: '', deletedAge: '' })}
        >
          {t('integrations.scraper.addType', 'Add type retention')}
        </Button>
      </fieldset>
    </Fields>
  );
}
