/** The web app's entry: theme and language on <html>, providers, the router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Router as Wouter } from 'wouter';
import { useTokenRefresh } from './features/auth/hooks/use-token-refresh.ts';
import { Router } from './routing/Router.tsx';
import { queryClient } from './services.ts';
import { useClientStore } from './state/client-store.ts';
import { applyTheme } from './theme/theme.ts';
import './styles.css';

function App() {
  const theme = useClientStore((state) => state.theme);
  const locale = useClientStore((state) => state.locale);
  useTokenRefresh();
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <Wouter>
        <Router />
      </Wouter>
    </QueryClientProvider>
  );
}

applyTheme(useClientStore.getState().theme);
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
