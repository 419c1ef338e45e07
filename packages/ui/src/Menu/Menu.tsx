import type { ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuTrigger, type Key } from 'react-aria-components';
import { styled } from 'styled-components';
import { Button, type ButtonVariant } from '../Button';
import { PopoverSurface } from '../styles/controls';
import { usePortalContainer } from '../theme/ThemeProvider';
import { cssVar } from '../theme/tokens';

export interface MenuItemSpec {
  id: Key;
  label: string;
  /** A glyph or icon element shown before the label; decorative, the label names the item. */
  icon?: ReactNode;
  isDisabled?: boolean;
  /** 'danger' for destructive actions such as Delete. */
  tone?: 'default' | 'danger';
  href?: string;
}

export interface MenuProps {
  /** What the trigger button shows. */
  label: ReactNode;
  /** Required when `label` is only an icon. */
  'aria-label'?: string;
  items: readonly MenuItemSpec[];
  onAction?: (id: Key) => void;
  /** @default 'secondary' */
  triggerVariant?: ButtonVariant;
  isDisabled?: boolean;
  /** @default 'bottom start' */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  className?: string;
}

const List = styled(AriaMenu)`
  display: flex;
  flex-direction: column;
  padding: ${cssVar('space.1')};
  outline: none;
` as typeof AriaMenu;

const Item = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.2')};
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  min-height: 28px;
  border-radius: ${cssVar('radius.sm')};
  color: ${cssVar('color.text')};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${cssVar('color.surfaceSunken')};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${cssVar('color.focusRing')};
  }
  &[data-tone='danger'] {
    color: ${cssVar('color.danger')};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const IconSlot = styled.span`
  display: inline-flex;
  width: 16px;
  justify-content: center;
  flex: none;
`;

/** A button that opens a list of actions (arrows, Enter, type-ahead, Escape). */
export function Menu({
  label,
  'aria-label': ariaLabel,
  items,
  onAction,
  triggerVariant = 'secondary',
  isDisabled,
  placement = 'bottom start',
  className,
}: MenuProps) {
  const portalContainer = usePortalContainer();
  return (
    <MenuTrigger>
      <Button variant={triggerVariant} aria-label={ariaLabel} isDisabled={isDisabled} className={className}>
        {label}
      </Button>
      <PopoverSurface UNSTABLE_portalContainer={portalContainer} placement={placement}>
        <List items={items} onAction={(key) => onAction?.(key)}>
          {(item) => (
            <Item
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              href={item.href}
              data-tone={item.tone ?? 'default'}
            >
              {item.icon !== undefined ? <IconSlot aria-hidden="true">{item.icon}</IconSlot> : null}
              <span>{item.label}</span>
            </Item>
          )}
        </List>
      </PopoverSurface>
    </MenuTrigger>
  );
}
