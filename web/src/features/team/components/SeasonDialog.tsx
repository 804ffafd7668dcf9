/** New season and edit: its name, league, first and last day (the last after the first). */
import { leagues } from '@stride/contracts/player';
import { optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { maxLength, oneOf, required } from '../../../forms/validation.ts';
import type { League } from '../../../gql/graphql.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useSaveSeason, type Season } from '../api/seasons.ts';

/** As the API (command/src/club/rules.ts). */
const SEASON_NAME_MAX_LENGTH = 60;

export function SeasonDialog({
  teamId,
  season,
  onClose,
}: {
  teamId: string;
  season: Season | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const save = useSaveSeason(teamId);
  const form = useForm(
    {
      name: season?.name ?? '',
      league: season?.league ?? '',
      startDate: season?.startDate ?? '',
      endDate: season?.endDate ?? '',
    },
    { name: [required, maxLength(SEASON_NAME_MAX_LENGTH)], startDate: [required], endDate: [required] },
    (values) =>
      values.startDate !== '' && values.endDate !== '' && values.endDate <= values.startDate
        ? { endDate: [{ key: 'seasons.endAfterStart' }] }
        : {},
  );
  const name = form.values.name.trim();
  return (
    <FormDialog
      title={season === null ? t('seasons.newTitle') : t('seasons.editTitle', { name: season.name })}
      submitLabel={season === null ? t('seasons.create') : t('common.save')}
      pending={save.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() =>
        save.mutate(
          {
            seasonId: season?.id ?? null,
            input: {
              name,
              league: oneOf<League>(leagues, form.values.league),
              startDate: form.values.startDate,
              endDate: form.values.endDate,
            },
          },
          closeOnSuccess(onClose, t(season === null ? 'seasons.created' : 'seasons.saved', { name })),
        )
      }
    >
      <TextField {...form.text('name')} label={t('seasons.name')} required autoComplete="off" />
      <SelectField
        label={t('seasons.league')}
        value={form.values.league}
        onValueChange={(value) => form.set('league', value)}
        options={optionsOf(leagues, (value) => t(`enums.league.${value}`))}
        emptyLabel={t('seasons.notSet')}
      />
      <div className="form-grid">
        <TextField {...form.text('startDate')} type="date" label={t('seasons.startDate')} required />
        <TextField {...form.text('endDate')} type="date" label={t('seasons.endDate')} required />
      </div>
    </FormDialog>
  );
}
