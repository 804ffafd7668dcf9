/**
 * The team's uploads (`team.upload`): a device's files (as from USB: the device is chosen, its
 * samples go to the team's events it was selected for, by time), a quick import (a file makes a
 * finished event; a Kinexon file asks when it started), docking stations' files (many devices,
 * named in the file: those that are not the club's are skipped and can be mapped to players),
 * the team's tag mappings, and the team's upload jobs with their progress, what they found and
 * why one failed. Several files may be chosen at once: they wait their turn in the upload queue
 * and each has its own line. Browsers without WebUSB are told so (spec §2); the file upload works
 * in all.
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
import { useRelativeStart } from '../../../uploads/use-relative-start.tsx';
import { useSendFiles } from '../../../uploads/use-send-file.ts';
import { DEVICE_FILE_TYPES } from '../../../uploads/upload.ts';
import { useTeam } from '../api/team.ts';
import { useTeamDevices } from '../../../api/team-devices.ts';
import { useTeamPermission } from '../hooks/use-team-permission.ts';
import { TagMappingsCard } from './TagMappingsCard.tsx';

const DEVICE_FILE = graphql(/* GraphQL */ `
  mutation UploadDeviceFile($deviceUDID: String!, $file: File!) {
    uploadDeviceFile(deviceUDID: $deviceUDID, file: $file) {
      ...JobFields
    }
  }
`);
const QUICK_IMPORT = graphql(/* GraphQL */ `
  mutation QuickImport(
    $teamId: ID!
    $file: File!
    $name: String!
    $type: EventType!
    $startDate: DateTime
    $deviceId: ID
  ) {
    quickImport(
      teamId: $teamId
      file: $file
      name: $name
      type: $type
      startDate: $startDate
      deviceId: $deviceId
    ) {
      ...JobFields
    }
  }
`);
const DOCK_FILE = graphql(/* GraphQL */ `
  mutation UploadDockFile($teamId: ID, $file: File!, $startDate: DateTime) {
    uploadDockFile(teamId: $teamId, file: $file, startDate: $startDate) {
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
  const [quickDeviceId, setQuickDeviceId] = useState('');
  const quickStart = useRelativeStart();
  const dockStart = useRelativeStart();
  const allowed = useTeamPermission(teamId, 'data.upload');
  const usb = typeof navigator !== 'undefined' && 'usb' in navigator;
  const sendDevice = useSendFiles(teamId, 'device');
  const sendQuick = useSendFiles(teamId, 'quick');
  const sendDock = useSendFiles(teamId, 'dock');
  // A device's file goes by the device's UDID: a device without one is sent as a dock file.
  const usbDevices = (devices.data ?? []).filter((d) => d.udid !== null);
  const device = usbDevices.find((candidate) => candidate.id === deviceId) ?? null;

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
            ) : usbDevices.length === 0 ? (
              <p className="muted">
                {devices.data.length === 0 ? t('uploads.noDevices') : t('uploads.noUsbDevices')}
              </p>
            ) : (
              <FilePicker
                label={t('uploads.deviceFiles')}
                hint={t('uploads.formats')}
                accept={DEVICE_FILE_TYPES}
                multiple
                group="device"
                teamId={teamId}
                disabled={device === null}
                send={(files) => {
                  if (device?.udid != null) sendDevice(DEVICE_FILE, { deviceUDID: device.udid }, files);
                }}
              >
                <SelectField
                  label={t('uploads.device')}
                  hint={usbDevices.length < devices.data.length ? t('uploads.noUdidHint') : undefined}
                  value={deviceId}
                  onValueChange={setDeviceId}
                  emptyLabel={t('uploads.chooseDevice')}
                  options={usbDevices.map((d) => ({
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
          <Card title={t('uploads.quickTitle')} intro={t('uploads.quickTextFinished')}>
            <FilePicker
              label={t('uploads.quickFile')}
              hint={t('uploads.formats')}
              accept={DEVICE_FILE_TYPES}
              group="quick"
              teamId={teamId}
              disabled={quickName.trim() === ''}
              onChoose={(files) => quickStart.choose(files)}
              after={quickStart.fields}
              validate={quickStart.check}
              send={(files) => {
                sendQuick(
                  QUICK_IMPORT,
                  {
                    teamId,
                    name: quickName.trim(),
                    type: quickType,
                    startDate: quickStart.startDate(),
                    deviceId: quickDeviceId === '' ? null : quickDeviceId,
                  },
                  files,
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
              <SelectField
                label={t('uploads.oneDevice')}
                hint={t('uploads.oneDeviceHint')}
                value={quickDeviceId}
                onValueChange={setQuickDeviceId}
                emptyLabel={t('uploads.devicesInFile')}
                options={(devices.data ?? []).map((d) => ({
                  value: d.id,
                  label:
                    d.player === null
                      ? `${d.name} (${d.serial})`
                      : `${d.name} (${d.serial}) · ${d.player.firstName} ${d.player.lastName}`,
                }))}
              />
            </FilePicker>
          </Card>
          <Card title={t('uploads.dockTitle')} intro={t('uploads.dockTextSkips')}>
            <FilePicker
              label={t('uploads.dockFiles')}
              hint={t('uploads.dockHint')}
              accept=".csv,.zip,text/csv,application/zip"
              multiple
              group="dock"
              teamId={teamId}
              onChoose={(files) => dockStart.choose(files)}
              validate={dockStart.check}
              after={dockStart.fields}
              send={(files) => sendDock(DOCK_FILE, { teamId, startDate: dockStart.startDate() }, files)}
            />
          </Card>
          <TagMappingsCard teamId={teamId} />
        </div>
      )}
      <JobsSection teamId={teamId} title={t('uploads.jobsTitle')} />
    </div>
  );
}
