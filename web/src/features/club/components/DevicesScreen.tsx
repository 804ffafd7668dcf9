/**
 * The club's trackers: new device; select rows to hand them to a team or take them back (after a
 * confirmation); per device, give it to one of its team's players or take it back from the player.
 */
import { can } from '@stride/contracts/permissions';
import { useState } from 'react';
import { Loaded } from '../../../components/Loaded.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { EntityHistory } from '../../history/components/EntityHistory.tsx';
import { notifySuccess } from '../../../notifications/notifications.ts';
import { usePrincipal } from '../../../state/use-principal.ts';
import { useClubDevices } from '../api/club-devices.ts';
import { useClubTeams } from '../api/club-teams.ts';
import { useUnassignDeviceFromPlayer, useUnassignDevices } from '../api/device-mutations.ts';
import { useDeviceTypes } from '../api/device-types.ts';
import type { Device } from '../api/fragments.ts';
import { playerName } from '../player-form.ts';
import { AddButton } from './AddButton.tsx';
import { AssignPlayerDialog } from './AssignPlayerDialog.tsx';
import { AssignTeamDialog } from './AssignTeamDialog.tsx';
import { NewDeviceDialog } from './NewDeviceDialog.tsx';
import { clubScreen } from './ClubScreen.tsx';

type Dialog =
  | { readonly kind: 'new' }
  | { readonly kind: 'team' }
  | { readonly kind: 'unassign' }
  | { readonly kind: 'player'; readonly device: Device };

function Devices({ clubId }: { clubId: string }) {
  const { t, locale } = useI18n();
  const principal = usePrincipal();
  const devices = useClubDevices(clubId);
  const teams = useClubTeams(clubId);
  const types = useDeviceTypes();
  const unassign = useUnassignDevices(clubId);
  const unassignPlayer = useUnassignDeviceFromPlayer(clubId);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [historyOf, setHistoryOf] = useState<Device | null>(null);
  const history = can(principal, 'history.club', { clubId });

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
              clubId={clubId}
              limit="devices"
              used={devices.data?.length}
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
      <Loaded query={devices} empty={list.length === 0 ? t('club.devices.empty') : null}>
        {() => (
          <DataTable
            label={t('club.devices.table')}
            rows={list}
            rowProps={(device) => ({
              className: selected.includes(device.id) ? 'table__row--selected' : undefined,
            })}
            columns={[
              manage && {
                key: 'select',
                kind: 'select',
                label: t('club.devices.selectAll'),
                header: (
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
                ),
                cell: (device) => (
                  <input
                    type="checkbox"
                    aria-label={t('club.devices.select', { name: device.name })}
                    checked={selected.includes(device.id)}
                    onChange={(event) => toggle(device.id, event.target.checked)}
                  />
                ),
              },
              {
                key: 'name',
                kind: 'main',
                header: t('club.devices.name'),
                cell: (device) => (
                  <>
                    {device.name}
                    {device.dockingStation ? (
                      <span className="tag">{t('club.devices.dockingStation')}</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'serial',
                kind: 'code',
                header: t('club.devices.serial'),
                cell: (device) => device.serial,
              },
              { key: 'type', header: t('club.devices.type'), cell: (device) => typeName(device.type) },
              {
                key: 'team',
                header: t('club.devices.team'),
                cell: (device) =>
                  teamName(device.teamId) ?? <span className="muted">{t('club.devices.noTeam')}</span>,
              },
              {
                key: 'player',
                header: t('club.devices.player'),
                cell: (device) => (device.player === null ? t('common.none') : playerName(device.player)),
              },
              {
                key: 'actions',
                kind: 'actions',
                header: t('common.actions'),
                cell: (device) => {
                  const wear =
                    device.teamId !== null &&
                    can(principal, 'device.wear', { clubId, teamId: device.teamId });
                  return (
                    <>
                      {history ? (
                        <RowAction
                          label={t('history.action')}
                          ariaLabel={t('history.titleOf', { name: device.name })}
                          onClick={() => setHistoryOf(device)}
                        />
                      ) : null}
                      {wear ? (
                        <RowAction
                          label={t('club.devices.assignToPlayer')}
                          ariaLabel={t('club.devices.assignToPlayerFor', { name: device.name })}
                          onClick={() => setDialog({ kind: 'player', device })}
                        />
                      ) : null}
                      {wear && device.playerId !== null ? (
                        <RowAction
                          variant="danger-text"
                          label={t('club.devices.unassignPlayer')}
                          ariaLabel={t('club.devices.unassignPlayerFor', { name: device.name })}
                          disabled={unassignPlayer.isPending}
                          onClick={() => {
                            const playerId = device.playerId;
                            if (playerId === null) return;
                            unassignPlayer.mutate(playerId, {
                              onSuccess: () =>
                                notifySuccess(t('club.devices.unassignedFromPlayer', { name: device.name })),
                            });
                          }}
                        />
                      ) : null}
                    </>
                  );
                },
              },
            ]}
          />
        )}
      </Loaded>
      {historyOf === null ? null : (
        <EntityHistory
          key={historyOf.id}
          entityType="DEVICE"
          entityId={historyOf.id}
          allowed={history}
          title={t('history.titleOf', { name: historyOf.name })}
          initiallyOpen
        />
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
              notifySuccess(t('club.devices.unassigned', { count: deviceIds.length }));
            },
          });
        }}
      />
    </>
  );
}

export default clubScreen(Devices);
