/** The confirmation an event screen is asking for (stop the event, remove a period, …), if any. */
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { Confirmation } from './Periods.tsx';

export function PendingConfirmation({
  confirmation,
  onClose,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={confirmation?.title ?? ''}
      question={confirmation?.question ?? ''}
      cancelLabel={t('event.cancel')}
      confirmLabel={confirmation?.confirmLabel ?? ''}
      danger={confirmation?.danger ?? false}
      onCancel={onClose}
      onConfirm={() => {
        const action = confirmation?.onConfirm;
        onClose();
        action?.();
      }}
    />
  );
}
