import { useId } from 'react';
import { Label, Select, SelectValue } from 'react-aria-components';
import { useT } from '../i18n/messages';
import { usePortalContainer } from '../theme/ThemeProvider';
import { checkDetailRangeOptions, type CheckDetailRangeValue } from '@mission-control/core';
import * as S from './TimeRangePicker.styles';

export interface CheckDetailRangeSelectProps {
  value?: CheckDetailRangeValue;
  /** @default '1h' */
  defaultValue?: CheckDetailRangeValue;
  onChange?: (value: CheckDetailRangeValue) => void;
  /** Visible label. @default 'Time range' */
  label?: string;
}

/** The check-detail variant: a short list of lookbacks, 15m to 5y. */
export function CheckDetailRangeSelect({ value, defaultValue = '1h', onChange, label }: CheckDetailRangeSelectProps) {
  const t = useT();
  const container = usePortalContainer();
  const labelId = useId();
  return (
    <Select
      selectedKey={value}
      defaultSelectedKey={value === undefined ? defaultValue : undefined}
      onSelectionChange={(key) => {
        // A cleared selection is ignored: there is always a range.
        if (key !== null) onChange?.(key as CheckDetailRangeValue);
      }}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      <Label id={labelId}>{label ?? t('timeRange.label', 'Time range')}</Label>
      <S.TriggerButton>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </S.TriggerButton>
      <S.PanelPopover placement="bottom start" offset={4} UNSTABLE_portalContainer={container}>
        <S.OptionList
          aria-labelledby={labelId}
          items={checkDetailRangeOptions.map((option) => ({ ...option, id: option.value }))}
        >
          {(option) => (
            <S.Option id={option.value} textValue={t(`timeRange.checkDetail.${option.value}`, option.label)}>
              {t(`timeRange.checkDetail.${option.value}`, option.label)}
            </S.Option>
          )}
        </S.OptionList>
      </S.PanelPopover>
    </Select>
  );
}
