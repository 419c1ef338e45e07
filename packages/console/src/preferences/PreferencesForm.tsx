import { useMemo } from 'react';
import { styled } from 'styled-components';
import { cardWidthSliderProps, cssVar, Select, Slider, Switch, useT } from '@mission-control/ui';
import { datetimeFormatOptions, timeZoneOptions, type DatetimeFormat } from '@mission-control/ui/time';
import { useSearchParams } from '../provider/ConsoleProvider';
import { BROWSER_ZONE, CARD_WIDTH, SHOW_HIDDEN_COMPONENTS_PARAM, usePreferences } from './preferences';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  min-width: 280px;
`;

/** The preference fields, usable on their own (a settings page) or in the top bar's menu. */
export function PreferencesForm() {
  const t = useT();
  const [preferences, setPreference] = usePreferences();
  const [params, setParams] = useSearchParams();
  const zones = useMemo(
    () =>
      timeZoneOptions({ browserLabel: t('preferences.timezone.browser', 'Browser') }).map((zone) => ({
        id: zone.value,
        label: zone.value === BROWSER_ZONE ? zone.name : `${zone.name} (${zone.offset})`,
      })),
    [t],
  );
  const formats = datetimeFormatOptions.map((option) => ({
    id: option.value,
    label: t(`preferences.datetimeFormat.${option.value}`, option.label),
    description: option.example,
  }));
  return (
    <Fields>
      <Select
        label={t('preferences.datetimeFormat', 'Date format')}
        options={formats}
        value={preferences.datetimeFormat}
        onChange={(value) => value && setPreference('datetimeFormat', value as DatetimeFormat)}
      />
      <Select
        label={t('preferences.timezone', 'Display time zone')}
        options={zones}
        value={preferences.timeZone}
        ignoreClearedValue
        onChange={(value) => value && setPreference('timeZone', String(value))}
      />
      <Slider
        label={t('preferences.cardWidth', 'Topology card width')}
        {...cardWidthSliderProps}
        minValue={CARD_WIDTH.min}
        maxValue={CARD_WIDTH.max}
        step={CARD_WIDTH.step}
        value={preferences.topologyCardWidth}
        onChange={(value) => setPreference('topologyCardWidth', value)}
      />
      <Switch
        isSelected={preferences.showDeletedItems}
        onChange={(selected) => setPreference('showDeletedItems', selected)}
      >
        {t('preferences.showDeletedItems', 'Show deleted items')}
      </Switch>
      <Switch
        isSelected={params.get(SHOW_HIDDEN_COMPONENTS_PARAM) === 'yes'}
        onChange={(selected) =>
          setParams(
            (current) => {
              current.set(SHOW_HIDDEN_COMPONENTS_PARAM, selected ? 'yes' : 'no');
              return current;
            },
            { replace: true },
          )
        }
      >
        {t('preferences.showHiddenComponents', 'Show hidden components')}
      </Switch>
      <Switch
        isSelected={preferences.showDeletedConfigs}
        onChange={(selected) => setPreference('showDeletedConfigs', selected)}
      >
        {t('preferences.showDeletedConfigs', 'Show deleted configs')}
      </Switch>
    </Fields>
  );
}
