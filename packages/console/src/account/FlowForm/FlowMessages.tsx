import { styled } from 'styled-components';
import type { UiText } from '@mission-control/api';
import { cssVar } from '@mission-control/ui';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
`;

const Message = styled.p`
  margin: 0;
  padding: ${cssVar('space.2')} ${cssVar('space.3')};
  border-radius: ${cssVar('radius.sm')};
  border: 1px solid ${cssVar('color.border')};
  background: ${cssVar('color.surfaceSunken')};
  color: ${cssVar('color.text')};

  &[data-type='error'] {
    border-color: ${cssVar('color.danger')};
    color: ${cssVar('color.danger')};
  }
`;

export interface FlowMessagesProps {
  messages: readonly Pick<UiText, 'text' | 'type'>[];
}

/** Flow-level messages: errors are alerts, the rest are polite status updates. */
export function FlowMessages({ messages }: FlowMessagesProps) {
  if (!messages.length) return null;
  return (
    <List>
      {messages.map((message, index) => (
        <Message
          key={`${index}:${message.text}`}
          data-type={message.type ?? 'info'}
          role={message.type === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </Message>
      ))}
    </List>
  );
}
