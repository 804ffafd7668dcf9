/**
 * The e-mails the platform sends, in the six interface languages (the user's language at
 * registration; en-US when unknown).
 */
import type { MailMessage } from './mailer.ts';

export const MAIL_LOCALES = ['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR', 'it-IT'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

export function mailLocale(value: string | null | undefined): MailLocale {
  return (MAIL_LOCALES as readonly string[]).includes(value ?? '') ? (value as MailLocale) : 'en-US';
}

interface Texts {
  readonly verifySubject: string;
  readonly verifyBody: string;
  readonly verifyAction: string;
  readonly resetSubject: string;
  readonly resetBody: string;
  readonly resetAction: string;
  readonly ignore: string;
  readonly validity: (hours: number) => string;
}

const en: Texts = {
  verifySubject: 'Confirm your e-mail address',
  verifyBody: 'Welcome to Stride. Confirm your e-mail address to start using your account.',
  verifyAction: 'Confirm my address',
  resetSubject: 'Reset your password',
  resetBody: 'Someone asked to reset the password of your Stride account. Choose a new password here:',
  resetAction: 'Choose a new password',
  ignore: 'If you did not ask for this, you can ignore this message.',
  validity: (hours) => `This link works once, for ${hours} hours.`,
};

const texts: Record<MailLocale, Texts> = {
  'en-US': en,
  'en-GB': en,
  'de-DE': {
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    verifyBody: 'Willkommen bei Stride. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu nutzen.',
    verifyAction: 'Adresse bestätigen',
    resetSubject: 'Passwort zurücksetzen',
    resetBody:
      'Für Ihr Stride-Konto wurde das Zurücksetzen des Passworts angefordert. Wählen Sie hier ein neues Passwort:',
    resetAction: 'Neues Passwort wählen',
    ignore: 'Wenn Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren.',
    validity: (hours) => `Dieser Link funktioniert einmal, ${hours} Stunden lang.`,
  },
  'es-ES': {
    verifySubject: 'Confirma tu dirección de correo electrónico',
    verifyBody:
      'Bienvenido a Stride. Confirma tu dirección de correo electrónico para empezar a usar tu cuenta.',
    verifyAction: 'Confirmar mi dirección',
    resetSubject: 'Restablece tu contraseña',
    resetBody:
      'Se ha solicitado restablecer la contraseña de tu cuenta de Stride. Elige una nueva contraseña aquí:',
    resetAction: 'Elegir una nueva contraseña',
    ignore: 'Si no lo has solicitado, puedes ignorar este mensaje.',
    validity: (hours) => `Este enlace funciona una sola vez, durante ${hours} horas.`,
  },
  'fr-FR': {
    verifySubject: 'Confirmez votre adresse e-mail',
    verifyBody:
      'Bienvenue sur Stride. Confirmez votre adresse e-mail pour commencer à utiliser votre compte.',
    verifyAction: 'Confirmer mon adresse',
    resetSubject: 'Réinitialisez votre mot de passe',
    resetBody:
      'Une réinitialisation du mot de passe de votre compte Stride a été demandée. Choisissez un nouveau mot de passe ici :',
    resetAction: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    validity: (hours) => `Ce lien fonctionne une seule fois, pendant ${hours} heures.`,
  },
  'it-IT': {
    verifySubject: 'Conferma il tuo indirizzo e-mail',
    verifyBody: 'Benvenuto su Stride. Conferma il tuo indirizzo e-mail per iniziare a usare il tuo account.',
    verifyAction: 'Conferma il mio indirizzo',
    resetSubject: 'Reimposta la password',
    resetBody:
      'È stato richiesto il ripristino della password del tuo account Stride. Scegli una nuova password qui:',
    resetAction: 'Scegli una nuova password',
    ignore: 'Se non hai fatto tu questa richiesta, ignora questo messaggio.',
    validity: (hours) => `Questo link funziona una sola volta, per ${hours} ore.`,
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(
  to: string,
  kind: string,
  subject: string,
  body: string,
  action: string,
  link: string,
  footer: string[],
): MailMessage {
  const text = [body, '', link, '', ...footer].join('\n');
  const html = [
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(link)}</p>`,
    ...footer.map((line) => `<p style="color:#666">${escapeHtml(line)}</p>`),
  ].join('\n');
  return { to, kind, subject, text, html };
}

export function verificationMail(to: string, locale: string, link: string, hours: number): MailMessage {
  const t = texts[mailLocale(locale)];
  return compose(to, 'verify', t.verifySubject, t.verifyBody, t.verifyAction, link, [
    t.validity(hours),
    t.ignore,
  ]);
}

export function resetMail(to: string, locale: string, link: string, hours: number): MailMessage {
  const t = texts[mailLocale(locale)];
  return compose(to, 'reset', t.resetSubject, t.resetBody, t.resetAction, link, [
    t.validity(hours),
    t.ignore,
  ]);
}
