/**
 * The club's trackers: new device; select rows to hand them to a team or take them back (after a
 * confirmation); per device, give it to one of its team's players or take it back from the player.
 */
import {
  DEFAULT_DEVICE_TYPE,
  normalizeSerial,
  SERIAL_PATTERN,
  UDID_PATTERN,
} from '@stride/contracts/devices';
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SelectField, TextField } from '../../../components/Field.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ScrollTable } from '../../../components/Table.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { matches, maxLength, required } from '../../../forms/validation.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useNotifications } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClubDevices } from '../api/club-devices.ts';
import { useClubPlayers } from '../api/club-players.ts';
import { useClubTeams } from '../api/club-teams.ts';
import {
  useAddDevice,
  useAssignDevicesToTeam,
  useAssignDeviceToPlayer,
  useUnassignDeviceFromPlayer,
  useUnassignDevices,
} from '../api/device-mutations.ts';
import { useDeviceTypes } from '../api/device-types.ts';
import type { Device, Team } from '../api/fragments.ts';
import { useLimit } from '../hooks/use-limit.ts';
import { playerName } from '../player-form.ts';
import { AddButton } from './AddButton.tsx';
import { ClubScreen } from './ClubScreen.tsx';

const DEVICE_NAME_MAX_LENGTH = 120;

type Dialog =
  | { readonly kind: 'new' }
  | { readonly kind: 'team' }
  | { readonly kind: 'unassign' }
  | { readonly kind: 'player'; readonly device: Device };

function NewDeviceDialog({ clubId, onClose }: { clubId: string; onClose: () => void }) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const types = useDeviceTypes();
  const add = useAddDevice(clubId);
  const form = useForm(
    { serial: '', udid: '', type: DEFAULT_DEVICE_TYPE, name: '' },
    {
      serial: [required, matches(SERIAL_PATTERN)],
      udid: [required, matches(UDID_PATTERN)],
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
      cancelLabel={t('common.cancel')}
      pending={add.isPending}
      onCancel={onClose}
      onSubmit={() => {
        if (!form.submit()) return false;
        const serial = normalizeSerial(form.values.serial);
        const name = form.values.name.trim();
        add.mutate(
          { serial, udid: form.values.udid.trim(), type: form.values.type, name: name === '' ? null : name },
          {
            onSuccess: (device) => {
              notify({ type: 'positive', message: t('club.devices.added', { name: device.name }) });
              onClose();
            },
          },
        );
        return true;
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
      <TextField
        {...form.text('udid')}
        label={t('club.devices.udid')}
        hint={t('club.devices.udidHint')}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <SelectField {...form.text('type')} label={t('club.devices.type')} options={typeOptions} required />
      <TextField
        {...form.text('name')}
        label={t('club.devices.name')}
        hint={t('club.devices.nameHint')}
        autoComplete="off"
      />
    </FormDialog>
  );
}

function AssignTeamDialog({
  clubId,
  deviceIds,
  teams,
  onClose,
  onDone,
}: {
  clubId: string;
  deviceIds: readonly string[];
  teams: readonly Team[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const assign = useAssignDevicesToTeam(clubId);
  const form = useForm({ teamId: teams.length === 1 ? (teams[0]?.id ?? '') : '' }, { teamId: [required] });
  return (
    <FormDialog
      title={t('club.devices.assignTeamTitle', { count: deviceIds.length })}
      submitLabel={t('club.devices.assign')}
      cancelLabel={t('common.cancel')}
      pending={assign.isPending}
      onCancel={onClose}
      onSubmit={() => {
        if (!form.submit()) return false;
        const team = teams.find((candidate) => candidate.id === form.values.teamId);
        assign.mutate(
          { teamId: form.values.teamId, deviceIds },
          {
            onSuccess: () => {
              notify({
                type: 'positive',
                message: t('club.devices.assignedToTeam', {
                  count: deviceIds.length,
                  team: team?.name ?? '',
                }),
              });
              onDone();
            },
          },
        );
        return true;
      }}
    >
      <SelectField
        {...form.text('teamId')}
        label={t('club.devices.team')}
        options={teams.map((team) => ({ value: team.id, label: team.name }))}
        emptyLabel={t('common.choose')}
        required
      />
    </FormDialog>
  );
}

function AssignPlayerDialog({
  clubId,
  device,
  onClose,
}: {
  clubId: string;
  device: Device;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const players = useClubPlayers(clubId);
  const assign = useAssignDeviceToPlayer(clubId);
  const form = useForm({ playerId: device.playerId ?? '' }, { playerId: [required] });
  const candidates = (players.data ?? [])
    .filter((player) => player.teamId === device.teamId && !player.archived)
    .map((player) => ({
      value: player.id,
      label:
        player.device !== null && player.device.id !== device.id
          ? t('club.devices.playerWearing', { name: playerName(player), device: player.device.name })
          : playerName(player),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return (
    <FormDialog
      title={t('club.devices.assignPlayerTitle', { name: device.name })}
      submitLabel={t('club.devices.assign')}
      cancelLabel={t('common.cancel')}
      pending={assign.isPending}
      onCancel={onClose}
      onSubmit={() => {
        if (!form.submit()) return false;
        const player = players.data?.find((candidate) => candidate.id === form.values.playerId);
        assign.mutate(
          { playerId: form.values.playerId, deviceId: device.id },
          {
            onSuccess: () => {
              notify({
                type: 'positive',
                message: t('club.devices.assignedToPlayer', {
                  device: device.name,
                  name: player === undefined ? '' : playerName(player),
                }),
              });
              onClose();
            },
          },
        );
        return true;
      }}
    >
      {players.isPending ? <Loading /> : null}
      <SelectField
        {...form.text('playerId')}
        label={t('club.devices.player')}
        hint={t('club.devices.playerHint')}
        options={candidates}
        emptyLabel={t('common.choose')}
        required
      />
    </FormDialog>
  );
}

function Devices({ clubId }: { clubId: string }) {
  const { t, locale } = useI18n();
  const notify = useNotifications((state) => state.notify);
  const principal = usePrincipal();
  const devices = useClubDevices(clubId);
  const teams = useClubTeams(clubId);
  const types = useDeviceTypes();
  const unassign = useUnassignDevices(clubId);
  const unassignPlayer = useUnassignDeviceFromPlayer(clubId);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const list = [...(devices.data ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name, locale, { numeric: true }),
  );
  const teamList = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale));
  const teamName = (teamId: string | null) =>
    teamId === null ? null : (teamList.find((team) => team.id === teamId)?.name ?? teamId);
  const typeName = (typeId: string) => types.data?.find((type) => type.id === typeId)?.name ?? typeId;
  // Devices taken away meanwhile (another manager) drop out of the selection.
  const selected = picked.filter((id) => list.some((device) => device.id === id));
  const selectedWithTeam = list.filter((device) => selected.includes(device.id) && device.teamId !== null);
  const manage = can(principal, 'device.manage', { clubId });
  const limit = useLimit(clubId, 'devices', devices.data?.length);
  const allSelected = list.length > 0 && selected.length === list.length;
  const close = () => setDialog(null);
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current, id] : current.filter((value) => value !== id)));

  return (
    <>
      <PageHeader
        title={t('club.devices.title')}
        text={t('club.devices.intro')}
        actions={
          manage ? (
            <AddButton
              label={t('club.devices.new')}
              onClick={() => setDialog({ kind: 'new' })}
              usage={limit}
              usageKey="club.usage.devices"
              reachedKey="club.limit.devices"
            />
          ) : undefined
        }
      />
      {manage ? (
        <div className="toolbar" role="toolbar" aria-label={t('club.devices.selectionActions')}>
          <span className="toolbar__count" aria-live="polite">
            {t('club.devices.selected', { count: selected.length })}
          </span>
          <button
            type="button"
            className="button button--flat"
            disabled={selected.length === 0 || teamList.length === 0}
            onClick={() => setDialog({ kind: 'team' })}
          >
            {t('club.devices.assignToTeam')}
          </button>
          <button
            type="button"
            className="button button--flat button--danger-text"
            disabled={selectedWithTeam.length === 0}
            onClick={() => setDialog({ kind: 'unassign' })}
          >
            {t('club.devices.unassign')}
          </button>
        </div>
      ) : null}
      {devices.isPending ? (
        <Loading />
      ) : devices.isError ? (
        <LoadError onRetry={() => void devices.refetch()} />
      ) : list.length === 0 ? (
        <p className="card card--empty">{t('club.devices.empty')}</p>
      ) : (
        <ScrollTable label={t('club.devices.table')}>
          <thead>
            <tr>
              {manage ? (
                <th scope="col" className="table__select">
                  <input
                    type="checkbox"
                    aria-label={t('club.devices.selectAll')}
                    checked={allSelected}
                    ref={(input) => {
                      if (input !== null) input.indeterminate = selected.length > 0 && !allSelected;
                    }}
                    onChange={(event) =>
                      setPicked(event.target.checked ? list.map((device) => device.id) : [])
                    }
                  />
                </th>
              ) : null}
              <th scope="col">{t('club.devices.name')}</th>
              <th scope="col">{t('club.devices.serial')}</th>
              <th scope="col">{t('club.devices.type')}</th>
              <th scope="col">{t('club.devices.team')}</th>
              <th scope="col">{t('club.devices.player')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((device) => {
              const team = teamName(device.teamId);
              const wear =
                device.teamId !== null && can(principal, 'device.wear', { clubId, teamId: device.teamId });
              return (
                <tr
                  key={device.id}
                  className={selected.includes(device.id) ? 'table__row--selected' : undefined}
                >
                  {manage ? (
                    <td className="table__select">
                      <input
                        type="checkbox"
                        aria-label={t('club.devices.select', { name: device.name })}
                        checked={selected.includes(device.id)}
                        onChange={(event) => toggle(device.id, event.target.checked)}
                      />
                    </td>
                  ) : null}
                  <th scope="row" className="table__main">
                    {device.name}
                    {device.dockingStation ? (
                      <span className="tag">{t('club.devices.dockingStation')}</span>
                    ) : null}
                  </th>
                  <td className="table__code">{device.serial}</td>
                  <td>{typeName(device.type)}</td>
                  <td>{team ?? <span className="muted">{t('club.devices.noTeam')}</span>}</td>
                  <td>{device.player === null ? t('common.none') : playerName(device.player)}</td>
                  <td className="table__actions">
                    {wear ? (
                      <button
                        type="button"
                        className="button button--flat button--small"
                        aria-label={t('club.devices.assignToPlayerFor', { name: device.name })}
                        onClick={() => setDialog({ kind: 'player', device })}
                      >
                        {t('club.devices.assignToPlayer')}
                      </button>
                    ) : null}
                    {wear && device.playerId !== null ? (
                      <button
                        type="button"
                        className="button button--flat button--small button--danger-text"
                        aria-label={t('club.devices.unassignPlayerFor', { name: device.name })}
                        disabled={unassignPlayer.isPending}
                        onClick={() => {
                          const playerId = device.playerId;
                          if (playerId === null) return;
                          unassignPlayer.mutate(playerId, {
                            onSuccess: () =>
                              notify({
                                type: 'positive',
                                message: t('club.devices.unassignedFromPlayer', { name: device.name }),
                              }),
                          });
                        }}
                      >
                        {t('club.devices.unassignPlayer')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}

      {dialog?.kind === 'new' ? <NewDeviceDialog clubId={clubId} onClose={close} /> : null}
      {dialog?.kind === 'team' ? (
        <AssignTeamDialog
          clubId={clubId}
          deviceIds={selected}
          teams={teamList}
          onClose={close}
          onDone={() => {
            setPicked([]);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'player' ? (
        <AssignPlayerDialog clubId={clubId} device={dialog.device} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'unassign'}
        title={t('club.devices.unassignTitle')}
        question={t('club.devices.unassignQuestion', { count: selectedWithTeam.length })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('club.devices.unassign')}
        danger
        onCancel={close}
        onConfirm={() => {
          const deviceIds = selectedWithTeam.map((device) => device.id);
          close();
          unassign.mutate(deviceIds, {
            onSuccess: () => {
              setPicked([]);
              notify({
                type: 'positive',
                message: t('club.devices.unassigned', { count: deviceIds.length }),
              });
            },
          });
        }}
      />
    </>
  );
}

export default function DevicesScreen() {
  return <ClubScreen>{(clubId) => <Devices clubId={clubId} />}</ClubScreen>;
}
