export { ActionButton, Button, IconButton } from './Button';
export type { ActionButtonProps, ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './Button';
