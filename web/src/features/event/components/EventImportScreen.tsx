/**
 * Import into an event (`event.import`): device files or CSVs for this event (several at once:
 * they wait their turn in the upload queue, each with its own line), optionally one period's
 * samples only, their format forced, and for one-device files (FIT, GPX, TCX, Catapult) the
 * device they belong to. A file's devices that are not the club's are skipped and listed with
 * their job ("Map to player…"). Below, the jobs that brought data to this event, live.
 */
import { useState } from 'react';
import { Card } from '../../../components/Card.tsx';
import { SelectField } from '../../../components/Field.tsx';
import { graphql } from '../../../gql/gql.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { FilePicker } from '../../../uploads/FilePicker.tsx';
import { JobsSection } from '../../../uploads/JobsSection.tsx';
import { DEVICE_FILE_TYPES } from '../../../uploads/upload.ts';
import { useSendFiles } from '../../../uploads/use-send-file.ts';
import { useTeamDevices } from '../../../api/team-devices.ts';
import { eventScreen, type EventPage } from './EventFrame.tsx';

const EVENT_FILE = graphql(/* GraphQL */ `
  mutation UploadEventFile($eventId: ID!, $file: File!, $periodId: ID, $deviceType: String, $deviceId: ID) {
    uploadEventFile(
      eventId: $eventId
      file: $file
      periodId: $periodId
      deviceType: $deviceType
      deviceId: $deviceId
    ) {
      ...JobFields
    }
  }
`);

/** The readers' formats, by their product names (the same in every language). */
const FORMATS = [
  ['fit', 'Garmin FIT'],
  ['gpx', 'GPX'],
  ['tcx', 'TCX'],
  ['csv-stride', 'CSV (Stride)'],
  ['csv-catapult', 'CSV (Catapult)'],
  ['csv-kinexon', 'CSV (Kinexon)'],
] as const;

function Import({ event, editable }: EventPage) {
  const { t } = useI18n();
  const devices = useTeamDevices(event.teamId);
  const send = useSendFiles(event.teamId, `event-${event.id}`);
  const [periodId, setPeriodId] = useState('');
  const [format, setFormat] = useState('');
  const [deviceId, setDeviceId] = useState('');

  return (
    <>
      <Card title={t('uploads.importTitle')} intro={t('uploads.importTextSkips')}>
        {!editable ? (
          <p className="muted">{event.locked ? t('errors.EVENT_LOCKED') : t('uploads.notAllowed')}</p>
        ) : (
          <FilePicker
            label={t('uploads.eventFiles')}
            hint={t('uploads.formats')}
            accept={DEVICE_FILE_TYPES}
            multiple
            group={`event-${event.id}`}
            teamId={event.teamId}
            send={(files) =>
              send(
                EVENT_FILE,
                {
                  eventId: event.id,
                  periodId: periodId === '' ? null : periodId,
                  deviceType: format === '' ? null : format,
                  deviceId: deviceId === '' ? null : deviceId,
                },
                files,
              )
            }
          >
            <div className="form-grid">
              <SelectField
                label={t('uploads.period')}
                value={periodId}
                onValueChange={setPeriodId}
                emptyLabel={t('uploads.wholeEvent')}
                options={event.periods.map((p) => ({ value: p.id, label: p.name }))}
              />
              <SelectField
                label={t('uploads.format')}
                value={format}
                onValueChange={setFormat}
                emptyLabel={t('uploads.detect')}
                options={FORMATS.map(([value, label]) => ({ value, label }))}
              />
              <SelectField
                label={t('uploads.oneDevice')}
                hint={t('uploads.oneDeviceHint')}
                value={deviceId}
                onValueChange={setDeviceId}
                emptyLabel={t('uploads.devicesInFile')}
                options={(devices.data ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.serial})` }))}
              />
            </div>
          </FilePicker>
        )}
      </Card>
      <JobsSection
        teamId={event.teamId}
        title={t('uploads.eventJobsTitle')}
        only={(job) => job.eventId === event.id || job.eventIds.includes(event.id)}
      />
    </>
  );
}

export default eventScreen(Import, 'nav.import');
