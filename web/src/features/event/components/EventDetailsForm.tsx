/** The event's details: every one is shown whatever the type (a match can have a theme, a training a score). */
import { competitions, eventPlaces, eventTypes } from '@stride/contracts/events/event';
import { NumberField, optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import { SettingsCard } from '../../../components/SettingsCard.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { useUpdateEvent } from '../api/event-mutations.ts';
import type { EventView } from '../api/fragments.ts';
import {
  checkDetails,
  detailsFormFrom,
  detailsInputFrom,
  detailsRules,
  EVENT_LIMITS,
} from '../event-form.ts';

export function EventDetailsForm({ event, editable }: { event: EventView; editable: boolean }) {
  const { t } = useI18n();
  const update = useUpdateEvent(event.id);
  const form = useForm(() => detailsFormFrom(event), detailsRules, checkDetails);
  return (
    <SettingsCard
      title={t('event.settings.detailsTitle')}
      saveLabel={t('event.settings.saveDetails')}
      editable={editable}
      busy={update.isPending}
      validate={() => form.submit()}
      onSave={() => {
        // The saved details remount this form (it is keyed by them): the promise still answers.
        update.mutateAsync(detailsInputFrom(form.values)).then(
          () => notifySuccess(t('event.settings.saved')),
          () => undefined,
        );
      }}
    >
      <TextField {...form.text('name')} label={t('event.settings.name')} required autoComplete="off" />
      <SelectField
        {...form.text('type')}
        label={t('event.type')}
        options={optionsOf(eventTypes, (value) => t(`event.types.${value}`))}
        required
      />
      <div className="form-grid">
        <SelectField
          {...form.text('place')}
          label={t('event.place')}
          options={optionsOf(eventPlaces, (value) => t(`enums.place.${value}`))}
          emptyLabel={t('common.notSet')}
        />
        <SelectField
          {...form.text('competition')}
          label={t('event.competition')}
          options={optionsOf(competitions, (value) => t(`enums.competition.${value}`))}
          emptyLabel={t('common.notSet')}
        />
        <NumberField {...form.text('scoreTeam')} label={t('event.settings.scoreTeam')} />
        <NumberField {...form.text('scoreAdv')} label={t('event.settings.scoreAdv')} />
        <TextField
          {...form.text('matchSystem')}
          label={t('event.matchSystem')}
          hint={t('event.settings.matchSystemHint')}
          maxLength={EVENT_LIMITS.matchSystemMaxLength}
          autoComplete="off"
        />
        <NumberField
          {...form.text('daysToMatch')}
          label={t('event.daysToMatch')}
          hint={t('event.settings.daysToMatchHint')}
        />
      </div>
      <TextField
        {...form.text('theme')}
        label={t('event.theme')}
        hint={t('event.settings.themeHint')}
        maxLength={EVENT_LIMITS.themeMaxLength}
        autoComplete="off"
      />
    </SettingsCard>
  );
}
