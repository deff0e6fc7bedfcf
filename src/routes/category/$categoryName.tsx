import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/Layout/Layout';
import { decodeParamOrNotFound } from '../-lib/params';
import { validateSearchQuery } from '../-lib/search';
export const Route = createFileRoute('/category/$categoryName')({
  params: {
    parse: (raw) => ({ categoryName: decodeParamOrNotFound(raw.categoryName) }),
    stringify: (params) => ({ categoryName: encodeURIComponent(params.categoryName) }),
  },
  validateSearch: validateSearchQuery,
  component: RoutePage,
});

function RoutePage() {
  const { categoryName } = Route.useParams();
  return <Page title={categoryName || 'Kategori'} />;
}
