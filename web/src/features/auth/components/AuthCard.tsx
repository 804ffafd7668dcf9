/** The frame of the auth screens: a centred card with a title, a form and links onwards. */
import { type ReactNode } from 'react';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card auth" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth__title">
        {title}
      </h1>
      {intro === undefined ? null : <p className="auth__intro">{intro}</p>}
      {children}
    </section>
  );
}
