/**
 * The team's receiver tokens (`team.settings`, "Receivers", issue 18), for the club's managers
 * (`team.receivers`): issue a named token, whose secret is shown once with a copy button, and
 * revoke one (after a confirmation). Live devices send their batches with them.
 */
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/Card.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { TextField } from '../../../components/Field.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { RowAction } from '../../../components/RowAction.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { notifySuccess, useNotifications } from '../../../notifications/notifications.ts';
import { useIssueReceiver, useRevokeReceiver, useTeamReceivers } from '../api/receivers.ts';

interface Issued {
  readonly name: string;
  readonly token: string;
}

export function TeamReceivers({ teamId }: { teamId: string }) {
  const { t, locale } = useI18n();
  const receivers = useTeamReceivers(teamId);
  const issue = useIssueReceiver(teamId);
  const revoke = useRevokeReceiver(teamId);
  const notify = useNotifications((state) => state.notify);
  const [name, setName] = useState('');
  const [issued, setIssued] = useState<Issued | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    // A failure's notification is shown by the app (services.ts).
    issue.mutate(name.trim(), {
      onSuccess: (answer) => {
        setIssued({ name: answer.receiver.name, token: answer.token });
        setName('');
      },
    });
  };
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      notifySuccess(t('team.receivers.copied'));
    } catch {
      notify({ type: 'warning', message: t('team.receivers.copyFailed') });
    }
  };

  return (
    <Card title={t('team.receivers.title')} intro={t('team.receivers.intro')}>
      {issued === null ? null : (
        <div className="receivers__issued" role="status">
          <p className="card__text">
            <strong>{t('team.receivers.issuedFor', { name: issued.name })}</strong>{' '}
            {t('team.receivers.shownOnce')}
          </p>
          <div className="copy-line">
            <code className="copy-line__value" data-testid="receiver-secret">
              {issued.token}
            </code>
            <button type="button" className="button button--flat" onClick={() => void copy(issued.token)}>
              <Icon name="copy" />
              {t('team.receivers.copy')}
            </button>
            <button type="button" className="button button--flat" onClick={() => setIssued(null)}>
              {t('team.receivers.done')}
            </button>
          </div>
        </div>
      )}
      <form className="receivers__form" onSubmit={submit}>
        <TextField
          label={t('team.receivers.name')}
          hint={t('team.receivers.nameHint')}
          value={name}
          onValueChange={setName}
          maxLength={60}
          autoComplete="off"
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={issue.isPending || name.trim() === ''}
        >
          {t('team.receivers.issue')}
        </button>
      </form>
      <Loaded query={receivers}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">{t('team.receivers.none')}</p>
          ) : (
            <DataTable
              label={t('team.receivers.list')}
              rows={list}
              columns={[
                { key: 'name', kind: 'main', header: t('team.receivers.name'), cell: (r) => r.name },
                {
                  key: 'created',
                  header: t('team.receivers.created'),
                  cell: (r) => formatDate(locale, r.createdAt),
                },
                {
                  key: 'state',
                  header: t('team.receivers.state'),
                  cell: (r) =>
                    r.revokedAt === null || r.revokedAt === undefined ? (
                      t('team.receivers.active')
                    ) : (
                      <span className="muted">
                        {t('team.receivers.revokedOn', { date: formatDate(locale, r.revokedAt) })}
                      </span>
                    ),
                },
                {
                  key: 'actions',
                  kind: 'actions',
                  header: <span className="visually-hidden">{t('team.receivers.actions')}</span>,
                  cell: (r) =>
                    r.revokedAt === null || r.revokedAt === undefined ? (
                      <RowAction
                        label={t('team.receivers.revoke')}
                        ariaLabel={t('team.receivers.revokeFor', { name: r.name })}
                        variant="danger-text"
                        onClick={() => setRevoking({ id: r.id, name: r.name })}
                      />
                    ) : null,
                },
              ]}
            />
          )
        }
      </Loaded>
      <ConfirmDialog
        open={revoking !== null}
        title={t('team.receivers.revokeTitle')}
        question={revoking === null ? '' : t('team.receivers.revokeQuestion', { name: revoking.name })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('team.receivers.revoke')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking === null) return;
          const target = revoking;
          setRevoking(null);
          revoke.mutate(target.id, {
            onSuccess: () => notifySuccess(t('team.receivers.revoked', { name: target.name })),
          });
        }}
      />
    </Card>
  );
}
