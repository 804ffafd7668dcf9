/** Name, sport and time zone of a club: the same fields when a club is created and in its settings. */
import { useMemo } from 'react';
import { isSport, SPORTS, timeZones } from '../forms/club.ts';
import type { TextBinding } from '../forms/use-form.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { type Option, optionsOf, SelectField, TextField } from './Field.tsx';

export interface ClubFieldsProps {
  readonly name: TextBinding;
  readonly sport: TextBinding;
  readonly timeZone: TextBinding;
}

export function ClubFields({ name, sport, timeZone }: ClubFieldsProps) {
  const { t } = useI18n();
  const zones = useMemo(() => timeZones(timeZone.value), [timeZone.value]);
  const sports: Option[] = optionsOf(SPORTS, (value) => t(`enums.sport.${value}`));
  // A sport stored by another client that is not in our list stays selectable as it is.
  if (sport.value !== '' && !isSport(sport.value)) sports.push({ value: sport.value, label: sport.value });
  return (
    <>
      <TextField {...name} label={t('clubForm.name')} required autoComplete="organization" />
      <SelectField {...sport} label={t('clubForm.sport')} options={sports} required />
      <SelectField
        {...timeZone}
        label={t('clubForm.timeZone')}
        options={optionsOf(zones, (zone) => zone.replaceAll('_', ' '))}
        required
      />
    </>
  );
}
