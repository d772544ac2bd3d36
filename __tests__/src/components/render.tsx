import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';

/** Renders inside the providers the components expect: react-intl (English) and a router. */
export function renderWithProviders(ui: ReactElement) {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <I18nProvider>
      <Router hook={memoryLocation().hook}>{children}</Router>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}
