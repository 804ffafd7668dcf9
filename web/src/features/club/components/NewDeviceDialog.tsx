/** A new device: serial, type, and an optional UDID (only devices read over USB have one) and name. */
import {
  DEFAULT_DEVICE_TYPE,
  normalizeSerial,
  SERIAL_PATTERN,
  UDID_PATTERN,
} from '@stride/contracts/devices';
import { SelectField, TextField } from '../../../components/Field.tsx';
import { closeOnSuccess, FormDialog } from '../../../components/FormDialog.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { matches, maxLength, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useAddDevice } from '../api/device-mutations.ts';
import { useDeviceTypes } from '../api/device-types.ts';

const DEVICE_NAME_MAX_LENGTH = 120;

export function NewDeviceDialog({ clubId, onClose }: { clubId: string; onClose: () => void }) {
  const { t } = useI18n();
  const types = useDeviceTypes();
  const add = useAddDevice(clubId);
  const form = useForm(
    { serial: '', udid: '', type: DEFAULT_DEVICE_TYPE, name: '' },
    {
      serial: [required, matches(SERIAL_PATTERN)],
      // Optional: a Kinexon tag, a watch or a vest read by its vendor's software reports none.
      udid: [matches(UDID_PATTERN)],
      type: [required],
      name: [maxLength(DEVICE_NAME_MAX_LENGTH)],
    },
  );
  const typeOptions = (types.data ?? []).map((type) => ({ value: type.id, label: type.name }));
  if (!typeOptions.some((option) => option.value === form.values.type))
    typeOptions.unshift({ value: form.values.type, label: form.values.type });
  return (
    <FormDialog
      title={t('club.devices.newTitle')}
      submitLabel={t('club.devices.add')}
      pending={add.isPending}
      onCancel={onClose}
      validate={() => form.submit()}
      onSubmit={() => {
        const serial = normalizeSerial(form.values.serial);
        const name = form.values.name.trim();
        const udid = form.values.udid.trim();
        add.mutate(
          {
            serial,
            udid: udid === '' ? null : udid,
            type: form.values.type,
            name: name === '' ? null : name,
          },
          closeOnSuccess(onClose, (device) => t('club.devices.added', { name: device.name })),
        );
      }}
    >
      <TextField
        {...form.text('serial')}
        label={t('club.devices.serial')}
        hint={t('club.devices.serialHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <SelectField {...form.text('type')} label={t('club.devices.type')} options={typeOptions} required />
      <TextField
        {...form.text('udid')}
        label={t('club.devices.udidOptional')}
        hint={t('club.devices.udidOptionalHint')}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        {...form.text('name')}
        label={t('club.devices.name')}
        hint={t('club.devices.nameHint')}
        autoComplete="off"
      />
    </FormDialog>
  );
}
