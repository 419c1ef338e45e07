// The report's sections (reference §4.3): each a titled part with a plain table or list, written for print too.
import type { ReactNode } from 'react';
import type { ApplicationChangeEntry, ApplicationReport } from '@mission-control/api';
import { Badge, Card, DescriptionList, useT, type BadgeTone } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { BackupCalendar } from './BackupCalendar';
import { Empty, LocationGrid, Table } from './report.styles';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={2}>
      {children}
    </Card>
  );
}

const when = (value: string | null) => (value ? <DateTime value={value} /> : null);

export function DetailsSection({ report }: { report: ApplicationReport }) {
  const t = useT();
  const items = [
    { term: t('applications.details.name', 'Name'), description: report.name },
    { term: t('applications.details.namespace', 'Namespace'), description: report.namespace },
    ...(report.type ? [{ term: t('applications.details.type', 'Type'), description: report.type }] : []),
    ...(report.description
      ? [{ term: t('applications.details.description', 'Description'), description: report.description }]
      : []),
    { term: t('applications.details.created', 'Created'), description: when(report.createdAt) },
    ...report.properties.map((property, index) => ({
      key: `property-${index}`,
      term: property.label,
      description: [property.text, property.value, property.unit]
        .filter((part) => part != null && part !== '')
        .join(' '),
    })),
  ];
  return (
    <Section title={t('applications.details.title', 'Application details')}>
      <DescriptionList items={items} />
    </Section>
  );
}

export function AccessSection({ report }: { report: ApplicationReport }) {
  const t = useT();
  const { users, roles } = report.accessControl;
  return (
    <Section title={t('applications.access.title', 'Access control')}>
      {users.length ? (
        <>
          <p>
            {t('applications.access.summary', '{users} users hold {roles} roles', {
              users: String(new Set(users.map((user) => user.name)).size),
              roles: String(roles.length),
            })}
          </p>
          <Table aria-label={t('applications.access.users', 'Users')}>
            <thead>
              <tr>
                <th scope="col">{t('applications.access.name', 'Name')}</th>
                <th scope="col">{t('applications.access.email', 'Email')}</th>
                <th scope="col">{t('applications.access.role', 'Role')}</th>
                <th scope="col">{t('applications.access.item', 'Resource')}</th>
                <th scope="col">{t('applications.access.lastLogin', 'Last login')}</th>
                <th scope="col">{t('applications.access.review', 'Last access review')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td>{user.email ?? ''}</td>
                  <td>{user.role ?? ''}</td>
                  <td>{user.item ?? ''}</td>
                  <td>{user.lastLogin ? when(user.lastLogin) : t('applications.access.never', 'Never')}</td>
                  <td>
                    {user.lastAccessReview
                      ? when(user.lastAccessReview)
                      : t('applications.access.notReviewed', 'Not reviewed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      ) : (
        <Empty>{t('applications.access.empty', 'No access recorded for the login resources')}</Empty>
      )}
    </Section>
  );
}

const SEVERITY_TONE: Record<string, BadgeTone> = { critical: 'danger', high: 'danger', medium: 'warning', low: 'info' };

export function FindingsSection({ report }: { report: ApplicationReport }) {
  const t = useT();
  return (
    <Section title={t('applications.findings.title', 'Findings')}>
      {report.findings.length ? (
        <Table aria-label={t('applications.findings.title', 'Findings')}>
          <thead>
            <tr>
              <th scope="col">{t('applications.findings.severity', 'Severity')}</th>
              <th scope="col">{t('applications.findings.finding', 'Finding')}</th>
              <th scope="col">{t('applications.findings.item', 'Resource')}</th>
              <th scope="col">{t('applications.findings.type', 'Type')}</th>
              <th scope="col">{t('applications.findings.status', 'Status')}</th>
              <th scope="col">{t('applications.findings.first', 'First observed')}</th>
            </tr>
          </thead>
          <tbody>
            {report.findings.map((finding) => (
              <tr key={finding.id}>
                <td>
                  <Badge tone={SEVERITY_TONE[(finding.severity ?? '').toLowerCase()] ?? 'neutral'}>
                    {finding.severity ?? t('applications.findings.unknown', 'unknown')}
                  </Badge>
                </td>
                <td>
                  {finding.title}
                  {finding.description && finding.description !== finding.title ? (
                    <div>{finding.description}</div>
                  ) : null}
                </td>
                <td>{finding.item}</td>
                <td>{finding.type ?? ''}</td>
                <td>{finding.status}</td>
                <td>{when(finding.date)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Empty>{t('applications.findings.empty', 'No findings on the selected resources')}</Empty>
      )}
    </Section>
  );
}

export function LocationsSection({ report }: { report: ApplicationReport }) {
  const t = useT();
  return (
    <Section title={t('applications.locations.title', 'Locations')}>
      {report.locations.length ? (
        <LocationGrid>
          {report.locations.map((location, index) => (
            <li key={`${location.name}-${index}`}>
              <h3 style={{ margin: 0, fontSize: 'inherit' }}>
                {location.name}
                {location.purpose ? ` · ${location.purpose}` : ''}
              </h3>
              <DescriptionList
                items={[
                  { term: t('applications.locations.provider', 'Provider'), description: location.provider },
                  { term: t('applications.locations.type', 'Type'), description: location.type },
                  ...(location.region
                    ? [{ term: t('applications.locations.region', 'Region'), description: location.region }]
                    : []),
                  ...(location.account
                    ? [{ term: t('applications.locations.account', 'Account'), description: location.account }]
                    : []),
                  {
                    term: t('applications.locations.resources', 'Resources'),
                    description: String(location.resourceCount),
                  },
                ]}
              />
            </li>
          ))}
        </LocationGrid>
      ) : (
        <Empty>{t('applications.locations.empty', 'No environments mapped')}</Empty>
      )}
    </Section>
  );
}

const STATUS_TONE: Record<string, BadgeTone> = { completed: 'success', failed: 'danger', 'in-progress': 'info' };

function ChangeTable({
  label,
  rows,
  source,
}: {
  label: string;
  rows: readonly ApplicationChangeEntry[];
  source: boolean;
}) {
  const t = useT();
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('applications.changes.date', 'Date')}</th>
          <th scope="col">{t('applications.changes.database', 'Database')}</th>
          <th scope="col">{t('applications.changes.status', 'Status')}</th>
          <th scope="col">
            {source ? t('applications.changes.summary', 'Summary') : t('applications.changes.size', 'Size')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{when(row.date)}</td>
            <td>{row.database}</td>
            <td>
              <Badge tone={STATUS_TONE[row.status] ?? 'neutral'}>{row.status}</Badge>
            </td>
            <td>{source ? (row.summary ?? '') : (row.size ?? row.summary ?? '')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function BackupsSection({ report }: { report: ApplicationReport }) {
  const t = useT();
  const failures = report.backups.filter((backup) => backup.status === 'failed');
  return (
    <Section title={t('applications.backups.title', 'Backups')}>
      {report.backups.length ? (
        <>
          <BackupCalendar backups={report.backups} />
          {failures.length ? (
            <ChangeTable label={t('applications.backups.failures', 'Failed backups')} rows={failures} source />
          ) : null}
        </>
      ) : (
        <Empty>{t('applications.backups.empty', 'No backups recorded for the datasources')}</Empty>
      )}
    </Section>
  );
}

export function RestoresSection({ report }: { report: ApplicationReport }) {
  const t = useT();
  return (
    <Section title={t('applications.restores.title', 'Restores')}>
      {report.restores.length ? (
        <ChangeTable label={t('applications.restores.title', 'Restores')} rows={report.restores} source />
      ) : (
        <Empty>{t('applications.restores.empty', 'No restores recorded for the datasources')}</Empty>
      )}
    </Section>
  );
}
