import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '@/components/toast';
import { GlobalStyle, theme } from '@/theme';

/** Theme, global style and toasts: shared by the app and the test renderer. */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
