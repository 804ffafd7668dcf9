/**
 * The frame of the auth screens: a centred card with a title, a form and links onwards, and the
 * language choice at its top (the drawer is a click further: issue 16).
 */
import { type ReactNode } from 'react';
import { LanguagePicker } from '../../../components/LanguagePicker.tsx';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card auth" aria-labelledby="auth-title">
      <LanguagePicker />
      <h1 id="auth-title" className="auth__title">
        {title}
      </h1>
      {intro === undefined ? null : <p className="auth__intro">{intro}</p>}
      {children}
    </section>
  );
}
