/**
 * A button that asks for a file's download link when pressed, then follows it. A refusal is
 * shown under the button in the person's language (the catalogue's message for its code).
 */
import { useMutation } from '@tanstack/react-query';
import { isErrorCode } from '@stride/contracts/errors';
import { GraphQLRequestError } from '../../../api/graphql.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { followDownload, type FileLink } from './api/exports.ts';

export interface DownloadButtonProps {
  readonly label: string;
  readonly link: () => Promise<FileLink>;
  readonly primary?: boolean;
  /** The button's `data-testid`, for browser tests. */
  readonly testId?: string;
}

function errorCode(error: unknown): string {
  const code = error instanceof GraphQLRequestError ? error.errors[0]?.message : undefined;
  return code !== undefined && isErrorCode(code) ? code : 'UNEXPECTED_ERROR';
}

export function DownloadButton({ label, link, primary = false, testId }: DownloadButtonProps) {
  const { t } = useI18n();
  const download = useMutation({ mutationFn: link, onSuccess: followDownload, meta: { silent: true } });
  return (
    <div className="download-button">
      <button
        type="button"
        className={primary ? 'button button--primary' : 'button'}
        data-testid={testId}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('eventExport.preparing') : label}
      </button>
      {download.isError ? (
        <p className="download-button__error" role="alert">
          {t(`errors.${errorCode(download.error)}` as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}
