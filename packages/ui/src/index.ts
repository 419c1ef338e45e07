// Named exports only; every public symbol is listed here on purpose.

// --- theme and i18n (foundation) ---
export { ThemeProvider, usePortalContainer, useTheme } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { cssVar, darkTheme, lightTheme, themes, tokensToCssVariables } from './theme/tokens';
export type { ThemeName, ThemeTokens } from './theme/tokens';
export { MessagesProvider, useT } from './i18n/messages';
export type { Messages, MessagesProviderProps, Translate } from './i18n/messages';

// --- display primitives and pure helpers ---
export {
  formatBytes,
  formatDate,
  formatDuration,
  formatLatency,
  formatRelativeTime,
  initials,
  isValidTimeZone,
  parseDateInput,
  sortTags,
  statusColor,
} from './format';
export type {
  DateFormat,
  DateInput,
  DisplayTimeZone,
  FormatDateOptions,
  StatusColor,
  TagEntry,
  TagsInput,
} from './format';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { CODE_EDITOR_HEIGHTS, CodeEditor } from './CodeEditor';
export type { CodeEditorMarker, CodeEditorProps, CodeEditorSize } from './CodeEditor';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { ActionButton, Button, IconButton } from './Button';
export type { ActionButtonProps, ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './Button';
export { DateTime } from './DateTime';
export type { DateTimeProps } from './DateTime';
export { Duration } from './Duration';
export type { DurationProps } from './Duration';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { ErrorBoundary, ErrorView } from './ErrorBoundary';
export type { ErrorBoundaryFallbackProps, ErrorBoundaryProps, ErrorViewProps } from './ErrorBoundary';
export { FileSize } from './FileSize';
export type { FileSizeProps } from './FileSize';
export { Icon, iconGlyphs, resolveIconName } from './Icon';
export type { IconName, IconProps } from './Icon';
export { Latency } from './Latency';
export type { LatencyProps } from './Latency';
export { Link } from './Link';
export type { LinkProps } from './Link';
export { clampProgress, ProgressBar, progressLevel } from './ProgressBar';
export type { ProgressBarProps, ProgressLevel } from './ProgressBar';
export { Age, RelativeTime } from './RelativeTime';
export type { RelativeTimeProps } from './RelativeTime';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { StatusDot } from './StatusDot';
export type { StatusDotProps } from './StatusDot';
export { Tag, TagList } from './Tag';
export type { TagListProps, TagProps } from './Tag';
export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { LatencyChart, StatusHistoryChart } from './charts';
export type { LatencyChartProps, LatencyPoint, StatusHistoryChartProps, StatusPoint } from './charts';
export { Popover } from './Popover';
export type { PopoverProps } from './Popover';
export { Truncate } from './Truncate';
export type { TruncateProps } from './Truncate';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';

// --- layout and text (what every page composes) ---
export { Text } from './Text';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text';
export { Inline, Stack } from './Stack';
export type { InlineProps, StackAlign, StackElement, StackJustify, StackProps } from './Stack';
export type { SpaceStep } from './styles/space';
export { Card, CardList } from './Card';
export type { CardHeadingLevel, CardListProps, CardProps } from './Card';
export { InlineAlert } from './InlineAlert';
export type { InlineAlertProps, InlineAlertTone } from './InlineAlert';
export { DescriptionList } from './DescriptionList';
export type { DescriptionItem, DescriptionListProps } from './DescriptionList';

// --- interactive primitives, overlays, forms, editors, charts ---
export { useControllableState } from './hooks';
export type { SetControllableState, UseControllableStateOptions } from './hooks';
export { Tab, TabCount, TabList, TabPanel, Tabs } from './Tabs';
export type { TabCountProps, TabKey, TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { DEFAULT_TOAST_DURATION, ToastProvider, useToast } from './Toast';
export type {
  ToastAction,
  ToastApi,
  ToastOptions,
  ToastPlacement,
  ToastProviderProps,
  ToastRecord,
  ToastType,
  ToastUpdate,
} from './Toast';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { MultiSelect, multiSelectSummary } from './MultiSelect';
export type { MultiSelectOption, MultiSelectProps } from './MultiSelect';
export { nextTriState, TriStateToggle } from './TriStateToggle';
export type { TriState, TriStateToggleProps } from './TriStateToggle';
export { Menu } from './Menu';
export type { MenuItemSpec, MenuProps } from './Menu';
export { TextField } from './TextField';
export type { TextFieldBaseProps, TextFieldProps } from './TextField';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { Textarea } from './Textarea';
export type { TextareaProps } from './Textarea';
export {
  Form,
  FormCheckbox,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextarea,
  FormTextField,
  formMessages,
  numberField,
  requiredString,
} from './form';
export type {
  FormCheckboxProps,
  FormFieldBinding,
  FormNumberFieldProps,
  FormProps,
  FormSelectProps,
  FormSwitchProps,
  FormTextareaProps,
  FormTextFieldProps,
  NumberFieldInput,
  NumberFieldSchemaOptions,
} from './form';
export { cardWidthSliderProps, Slider } from './Slider';
export type { SliderProps } from './Slider';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Combobox } from './Combobox';
export type { ComboboxOption, ComboboxProps } from './Combobox';

// DataTable and its URL-state codec: `@mission-control/ui/table` (one entry per symbol).

// --- time ---
export {
  CheckDetailRangePicker,
  DEFAULT_TIME_RANGE,
  TimeRangePicker,
  TimeRangePickerPreset,
  draftFromRange,
  timeRangeLabel,
  useTimeRangeState,
} from './TimeRangePicker';
export type {
  CheckDetailRangePickerProps,
  TimeRangeDraft,
  TimeRangePickerPanelProps,
  TimeRangePickerPresetProps,
  TimeRangePickerRelativeRangesProps,
  TimeRangePickerRootProps,
  TimeRangePickerTriggerProps,
  TimeRangeState,
  UseTimeRangeStateOptions,
} from './TimeRangePicker';
// Pure date math, range lists and time preferences: `@mission-control/ui/time` (one entry per symbol).
