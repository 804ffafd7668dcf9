/** A bad configuration value: `variable` names it, the message says what was wrong and what is accepted. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Hides the password of a URL in messages. */
export function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
}
