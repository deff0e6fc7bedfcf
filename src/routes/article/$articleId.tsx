import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/Layout/Layout';
import { decodeParamOrNotFound } from '../-lib/params';

export const Route = createFileRoute('/article/$articleId')({
  params: {
    parse: (raw) => ({ articleId: decodeParamOrNotFound(raw.articleId) }),
    stringify: (params) => ({ articleId: encodeURIComponent(params.articleId) }),
  },
  component: RoutePage,
});

function RoutePage() {
  const { articleId } = Route.useParams();
  void articleId;
  return <Page title={'Artikel'} />;
}
