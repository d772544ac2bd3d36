import { useParams } from 'wouter';
import { FilterEditPage } from './FilterEditPage';
import { FiltersPage } from './FiltersPage';

export { ConfirmDeleteFilterModal } from './ConfirmDeleteFilterModal';

/** /filters, /filters/new and /filters/:id: one chunk, one route (the default export keeps its loader small). */
export default function FiltersRoute() {
  const id = useParams<{ id?: string }>().id;
  if (!id) return <FiltersPage />;
  return <FilterEditPage key={id} id={id === 'new' ? undefined : id} />;
}
