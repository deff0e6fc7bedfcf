import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/Layout/Layout';
import { decodeParamOrNotFound } from '../-lib/params';

export const Route = createFileRoute('/blog/$blogId')({
  params: {
    parse: (raw) => ({ blogId: decodeParamOrNotFound(raw.blogId) }),
    stringify: (params) => ({ blogId: encodeURIComponent(params.blogId) }),
  },
  component: RoutePage,
});

function RoutePage() {
  const { blogId } = Route.useParams();
  void blogId;
  return <Page title={'Blogginlägg'} />;
}
