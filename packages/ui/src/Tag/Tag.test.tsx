import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tag, TagList } from './Tag';

const tags = {
  zone: 'eu-1',
  app: 'web',
  name: 'frontend',
  namespace: 'prod',
  account: 'acme',
  team: 'ops',
  tier: 'gold',
};

describe('Tag', () => {
  it('reads as key: value and keeps the full text in its title', () => {
    render(<Tag tagKey="namespace" value="production" />);
    const chip = screen.getByTitle('namespace: production');
    expect(chip).toHaveTextContent('namespace:production');
  });
});

describe('TagList', () => {
  it('lists tags account, namespace, name first, then by key', () => {
    render(<TagList tags={tags} maxVisible={10} />);
    const items = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'account:acme',
      'namespace:prod',
      'name:frontend',
      'app:web',
      'team:ops',
      'tier:gold',
      'zone:eu-1',
    ]);
  });

  it('collapses behind +N more and expands with the keyboard', async () => {
    const user = userEvent.setup();
    render(<TagList tags={tags} maxVisible={3} />);
    const list = screen.getByRole('list', { name: 'Tags' });
    const more = screen.getByRole('button', { name: '+4 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    more.focus();
    await user.keyboard('{Enter}');
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: '+4 more' })).toBeInTheDocument();
  });

  it('shows no button when everything fits', () => {
    render(<TagList tags={{ a: '1' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders an empty list for missing tags', () => {
    render(<TagList tags={null} aria-label="Labels" />);
    expect(within(screen.getByRole('list', { name: 'Labels' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
