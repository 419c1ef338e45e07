import { FileSize, ProgressBar, Truncate } from '@mission-control/ui';
import { propertyText, type ComponentNode } from '../model/components';

type NodeProperty = ComponentNode['properties'][number];

/**
 * One property's value on a card, in the shell's formats (shell and access §9): a value with a `max` is a usage
 * bar coloured by how full it is (the number stays beside it), bytes are a file size from B to YB with the exact
 * count in the title, and long text is cut with an ellipsis (the whole text in the title and to screen readers).
 */
export function PropertyValue({ property }: { property: NodeProperty }) {
  const text = propertyText(property);
  const value = typeof property.value === 'number' ? property.value : null;
  const max = typeof property.max === 'number' && property.max > 0 ? property.max : null;
  if (property.text === undefined && value !== null && max !== null) {
    return (
      <>
        {text}
        <ProgressBar value={(value / max) * 100} aria-label={property.label ?? property.name} />
      </>
    );
  }
  if (property.text === undefined && value !== null && property.unit?.toLowerCase() === 'bytes') {
    return <FileSize bytes={value} />;
  }
  return text ? <Truncate text={text} /> : <>-</>;
}
