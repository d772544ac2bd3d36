import { lazy, Suspense } from 'react';

const Panel = lazy(() =>
  import('../features/auth/components/SignInPanel').then((m) => ({ default: m.SignInPanel })),
);

/** The sign-in panel loads when it is first shown: a signed-in deck never needs its code. */
export function SignInPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
