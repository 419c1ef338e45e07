import { Avatar } from '@mission-control/ui';
import { Row } from './styles';

type PersonRef = string | { id: string; name?: string | null; email?: string | null; avatar?: string | null } | null;

/** An author column: avatar and name of an expanded person, the bare id when only that came back. */
export function PersonCell({ person }: { person: PersonRef | undefined }) {
  if (!person) return null;
  if (typeof person === 'string') return <span>{person}</span>;
  return (
    <Row>
      <Avatar name={person.name} email={person.email} src={person.avatar} size="sm" />
      <span>{person.name ?? person.email ?? person.id}</span>
    </Row>
  );
}
