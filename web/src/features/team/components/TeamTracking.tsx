/**
 * The team's tracking profiles (`team.settings`, "Tracking"): per kind of source, each parameter
 * with what it does, its default, the team's own value and what applies; "Edit" and "Reset to
 * defaults" for those who may (`team.tracking`). A change makes the server compute the team's
 * records made with that kind of source again.
 */
import { isSourceProfileId, type TrackingValueField } from '@stride/contracts/tracking';
import { useId, useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { formatDate, formatUnit } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { useResetTeamTracking, useTeamTracking, type TrackingProfile } from '../api/tracking.ts';
import { TRACKING_PARAMETERS } from '../tracking-form.ts';
import { TrackingDialog } from './TrackingDialog.tsx';

type Settings = TrackingProfile['effective'];
type Parameter = (typeof TRACKING_PARAMETERS)[number];

export function TeamTracking({ teamId, editable }: { teamId: string; editable: boolean }) {
  const { t } = useI18n();
  const profiles = useTeamTracking(teamId);
  const reset = useResetTeamTracking(teamId);
  const [editing, setEditing] = useState<TrackingProfile | null>(null);
  const [resetting, setResetting] = useState<TrackingProfile | null>(null);
  const nameOf = (profile: TrackingProfile) =>
    isSourceProfileId(profile.profile) ? t(`team.tracking.profiles.${profile.profile}`) : profile.profile;

  return (
    <Card title={t('team.tracking.title')} intro={t('team.tracking.intro')}>
      <Loaded query={profiles}>
        {(list) => (
          <>
            {list.map((profile) => (
              <ProfileSection
                key={profile.profile}
                profile={profile}
                name={nameOf(profile)}
                editable={editable}
                onEdit={() => setEditing(profile)}
                onReset={() => setResetting(profile)}
              />
            ))}
          </>
        )}
      </Loaded>
      {editing === null ? null : (
        <TrackingDialog
          teamId={teamId}
          profile={editing}
          name={nameOf(editing)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={resetting !== null}
        title={t('team.tracking.resetTitle')}
        question={resetting === null ? '' : t('team.tracking.resetQuestion', { profile: nameOf(resetting) })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('team.tracking.reset')}
        onCancel={() => setResetting(null)}
        onConfirm={() => {
          if (resetting === null) return;
          const profile = resetting;
          setResetting(null);
          reset.mutate(profile.profile, {
            // A failure's notification is shown by the app (services.ts).
            onSuccess: () => notifySuccess(t('team.tracking.resetDone', { profile: nameOf(profile) })),
          });
        }}
      />
    </Card>
  );
}

interface ParameterRow {
  readonly id: TrackingValueField;
  readonly parameter: Parameter;
}

function ProfileSection({
  profile,
  name,
  editable,
  onEdit,
  onReset,
}: {
  profile: TrackingProfile;
  name: string;
  editable: boolean;
  onEdit: () => void;
  onReset: () => void;
}) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const own = profile.overrides;
  const value = (settings: Settings, parameter: Parameter) => {
    const v = settings[parameter.field];
    return v === null ? t('team.tracking.off') : formatUnit(locale, v, parameter.unit, 2);
  };
  // A value the team did not set reads "Default", muted: the team's own values stand out.
  const teamValue = (parameter: Parameter) => {
    if (own !== null && parameter.field === 'lowPassCutoffHz' && own.lowPassOff)
      return t('team.tracking.off');
    const v = own?.[parameter.field] ?? null;
    return v === null ? (
      <span className="muted">{t('team.tracking.followsDefault')}</span>
    ) : (
      formatUnit(locale, v, parameter.unit, 2)
    );
  };
  const rows: ParameterRow[] = TRACKING_PARAMETERS.map((parameter) => ({ id: parameter.field, parameter }));
  const sources = isSourceProfileId(profile.profile) ? t(`team.tracking.sources.${profile.profile}`) : '';
  return (
    <section className="ranges" aria-labelledby={headingId} data-testid={`tracking-${profile.profile}`}>
      <div className="ranges__head">
        <h3 id={headingId} className="card__subtitle">
          {name}
        </h3>
        {editable ? (
          <div className="tracking__actions">
            <button
              type="button"
              className="button button--flat button--small"
              aria-label={t('team.tracking.editFor', { profile: name })}
              onClick={onEdit}
            >
              {t('team.tracking.edit')}
            </button>
            {own === null ? null : (
              <button
                type="button"
                className="button button--flat button--small"
                aria-label={t('team.tracking.resetFor', { profile: name })}
                onClick={onReset}
              >
                {t('team.tracking.reset')}
              </button>
            )}
          </div>
        ) : null}
      </div>
      <p className="muted tracking__note">
        {sources}{' '}
        {own === null || profile.updatedAt === null
          ? t('team.tracking.usesDefaults')
          : t('team.tracking.ownSince', { date: formatDate(locale, profile.updatedAt) })}
      </p>
      <DataTable
        label={name}
        rows={rows}
        columns={[
          {
            key: 'parameter',
            kind: 'main',
            header: t('team.tracking.parameter'),
            cell: ({ parameter }) => (
              <>
                {t(`team.tracking.parameters.${parameter.field}`)}
                <span className="tracking__explain">
                  {t(`team.tracking.explanations.${parameter.field}`)}
                </span>
              </>
            ),
          },
          {
            key: 'default',
            kind: 'number',
            header: t('team.tracking.defaults'),
            cell: ({ parameter }) => value(profile.defaults, parameter),
          },
          {
            key: 'team',
            kind: 'number',
            header: t('team.tracking.team'),
            cell: ({ parameter }) => teamValue(parameter),
          },
          {
            key: 'effective',
            kind: 'number',
            header: t('team.tracking.effective'),
            cell: ({ parameter }) => <strong>{value(profile.effective, parameter)}</strong>,
          },
        ]}
      />
    </section>
  );
}
