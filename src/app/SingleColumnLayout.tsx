import { NavigationPanel } from './NavigationPanel';
import { RoutesWithBack } from './Routes';

/** One column (what the address names, with Back) beside the navigation: wider than a phone, by preference. */
export function SingleColumnLayout() {
  return (
    <div className="single-column">
      <main className="single-column__main">
        <RoutesWithBack />
      </main>
      <NavigationPanel />
    </div>
  );
}
