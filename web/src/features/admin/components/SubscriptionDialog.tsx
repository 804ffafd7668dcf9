/** Edit a club's subscription: choosing a plan fills in its default limits, options and end. */
import { LIMIT_MAX, planIds } from '@stride/contracts/plans';
import { CheckboxField, NumberField, SelectField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSubscriptionPlans } from '../api/subscription-plans.ts';
import type { AdminClub } from '../api/clubs.ts';
import { useUpdateClubSubscription } from '../api/update-club-subscription.ts';
import {
  LIMIT_NAMES,
  planDefaults,
  subscriptionFormFrom,
  subscriptionInputFrom,
  subscriptionRules,
} from '../subscription-form.ts';

export function SubscriptionDialog({ club, onClose }: { club: AdminClub; onClose: () => void }) {
  const { t } = useI18n();
  const plans = useSubscriptionPlans();
  const update = useUpdateClubSubscription();
  const form = useForm(() => subscriptionFormFrom(club.subscription), subscriptionRules);
  const plan = plans.data?.find((candidate) => candidate.id === form.values.plan);
  const planOptions = (plans.data?.map((candidate) => candidate.id) ?? planIds).map((id) => ({
    value: id,
    label: t(`enums.plan.${id}`),
  }));

  return (
    <FormDialog
      wide
      title={t('admin.clubs.editTitle', { name: club.name })}
      submitLabel={t('common.save')}
      pending={update.isPending}
      submitDisabled={plan === undefined}
      onCancel={onClose}
      validate={() => form.submit() && plan !== undefined}
      onSubmit={() => {
        if (plan === undefined) return;
        update.mutate(
          { clubId: club.id, subscription: subscriptionInputFrom(form.values, plan) },
          closeOnSuccess(onClose, t('admin.clubs.saved', { name: club.name })),
        );
      }}
    >
      {plans.isPending ? <Loading /> : null}
      <div className="form-grid">
        <SelectField
          {...form.text('plan')}
          onValueChange={(value) => {
            const chosen = plans.data?.find((candidate) => candidate.id === value);
            // A new plan brings its own defaults; the admin adjusts them afterwards.
            form.update(chosen === undefined ? { plan: value } : planDefaults(chosen, new Date()));
          }}
          label={t('admin.clubs.plan')}
          hint={t('admin.clubs.planHint')}
          options={planOptions}
          required
        />
        <TextField
          {...form.text('expiresOn')}
          label={t('admin.clubs.expiresOn')}
          hint={t('admin.clubs.expiresOnHint')}
          type="date"
        />
      </div>
      <CheckboxField
        label={t('admin.clubs.activeLabel')}
        hint={t('admin.clubs.activeHint')}
        checked={form.values.active}
        onCheckedChange={(checked) => form.set('active', checked)}
      />
      <fieldset className="field field--group">
        <legend className="field__label">{t('admin.clubs.limits')}</legend>
        <div className="form-grid">
          {LIMIT_NAMES.map((name) => (
            <NumberField
              key={name}
              {...form.text(name)}
              label={t(`admin.clubs.limitFields.${name}`)}
              hint={
                plan === undefined ? undefined : t('admin.clubs.planDefault', { value: plan.limits[name] })
              }
              max={LIMIT_MAX}
              required
            />
          ))}
        </div>
      </fieldset>
      <CheckboxField
        label={t('admin.clubs.tagManagement')}
        hint={
          plan === undefined
            ? undefined
            : plan.tagManagement
              ? t('admin.clubs.includedInPlan')
              : t('admin.clubs.notInPlan')
        }
        checked={form.values.tagManagement}
        onCheckedChange={(checked) => form.set('tagManagement', checked)}
      />
    </FormDialog>
  );
}
