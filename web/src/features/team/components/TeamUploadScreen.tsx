/**
 * The team's uploads (`team.upload`): a device's file (as from USB: the device is chosen, its
 * samples go to the team's events it was selected for, by time), a docking station's file (many
 * devices, named in the file), and the team's upload jobs with their progress, what they found
 * and why one failed. Browsers without WebUSB are told so (spec §2); the file upload works in all.
 */
import { useState } from 'react';
import { eventTypes, type EventType } from '@stride/contracts/events/event';
import { Card } from '../../../components/Card.tsx';
import { optionsOf, SelectField, TextField } from '../../../components/Field.tsx';
import { LoadError } from '../../../components/Loaded.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { graphql } from '../../../gql/gql.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { ScreenProps } from '../../../routing/screen-props.ts';
import { FilePicker } from '../../../uploads/FilePicker.tsx';
import { JobsSection } from '../../../uploads/JobsSection.tsx';
import { useSendFile } from '../../../uploads/use-send-file.ts';
import { DEVICE_FILE_TYPES } from '../../../uploads/upload.ts';
import { useTeam } from '../api/team.ts';
import { useTeamDevices } from '../../../api/team-devices.ts';
import { useTeamPermission } from '../hooks/use-team-permission.ts';

const DEVICE_FILE = graphql(/* GraphQL */ `
  mutation UploadDeviceFile($deviceUDID: String!, $file: File!) {
    uploadDeviceFile(deviceUDID: $deviceUDID, file: $file) {
      ...JobFields
    }
  }
`);
const QUICK_IMPORT = graphql(/* GraphQL */ `
  mutation QuickImport($teamId: ID!, $file: File!, $name: String!, $type: EventType!) {
    quickImport(teamId: $teamId, file: $file, name: $name, type: $type) {
      ...JobFields
    }
  }
`);
const DOCK_FILE = graphql(/* GraphQL */ `
  mutation UploadDockFile($teamId: ID, $file: File!) {
    uploadDockFile(teamId: $teamId, file: $file) {
      ...JobFields
    }
  }
`);

export default function TeamUploadScreen({ params }: ScreenProps) {
  const teamId = params['teamId'] ?? '';
  const { t } = useI18n();
  const team = useTeam(teamId);
  const devices = useTeamDevices(teamId);
  const [deviceId, setDeviceId] = useState('');
  const [quickName, setQuickName] = useState('');
  const [quickType, setQuickType] = useState<EventType>('TRAINING');
  const allowed = useTeamPermission(teamId, 'data.upload');
  const usb = typeof navigator !== 'undefined' && 'usb' in navigator;
  const send = useSendFile(teamId);
  const device = devices.data?.find((candidate) => candidate.id === deviceId) ?? null;

  return (
    <div className="stack">
      <PageHeader
        title={t('uploads.teamTitle')}
        text={
          team.data === undefined || team.data === null
            ? t('uploads.teamIntro')
            : t('uploads.teamIntroFor', { team: team.data.name })
        }
      />
      {!usb ? (
        <p className="card card--note" role="note" data-testid="no-usb">
          {t('uploads.noUsb')}
        </p>
      ) : null}
      {!allowed ? (
        <p className="card card--empty">{t('uploads.notAllowed')}</p>
      ) : (
        <div className="columns">
          <Card title={t('uploads.deviceTitle')} intro={t('uploads.deviceText')}>
            {devices.isPending ? (
              <Loading />
            ) : devices.isError ? (
              <LoadError onRetry={() => void devices.refetch()} />
            ) : devices.data.length === 0 ? (
              <p className="muted">{t('uploads.noDevices')}</p>
            ) : (
              <FilePicker
                label={t('uploads.deviceFile')}
                hint={t('uploads.formats')}
                accept={DEVICE_FILE_TYPES}
                disabled={device === null}
                send={async (file, onProgress) => {
                  if (device !== null) await send(DEVICE_FILE, { deviceUDID: device.udid }, file, onProgress);
                }}
              >
                <SelectField
                  label={t('uploads.device')}
                  value={deviceId}
                  onValueChange={setDeviceId}
                  emptyLabel={t('uploads.chooseDevice')}
                  options={devices.data.map((d) => ({
                    value: d.id,
                    label:
                      d.player === null
                        ? `${d.name} (${d.serial})`
                        : `${d.name} (${d.serial}) · ${d.player.firstName} ${d.player.lastName}`,
                  }))}
                />
              </FilePicker>
            )}
          </Card>
          <Card title={t('uploads.quickTitle')} intro={t('uploads.quickText')}>
            <FilePicker
              label={t('uploads.quickFile')}
              hint={t('uploads.formats')}
              accept={DEVICE_FILE_TYPES}
              disabled={quickName.trim() === ''}
              send={async (file, onProgress) => {
                await send(
                  QUICK_IMPORT,
                  { teamId, name: quickName.trim(), type: quickType },
                  file,
                  onProgress,
                );
                setQuickName('');
              }}
            >
              <div className="form-grid">
                <TextField
                  label={t('uploads.quickName')}
                  value={quickName}
                  onValueChange={setQuickName}
                  maxLength={120}
                  required
                />
                <SelectField
                  label={t('uploads.quickType')}
                  value={quickType}
                  onValueChange={(value) => setQuickType(value as EventType)}
                  options={optionsOf(eventTypes, (type) => t(`event.types.${type}`))}
                />
              </div>
            </FilePicker>
          </Card>
          <Card title={t('uploads.dockTitle')} intro={t('uploads.dockText')}>
            <FilePicker
              label={t('uploads.dockFile')}
              hint={t('uploads.dockHint')}
              accept=".csv,.zip,text/csv,application/zip"
              send={(file, onProgress) => send(DOCK_FILE, { teamId }, file, onProgress)}
            />
          </Card>
        </div>
      )}
      <JobsSection teamId={teamId} title={t('uploads.jobsTitle')} />
    </div>
  );
}
