import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/Layout/Layout';
import { decodeParamOrNotFound } from '../-lib/params';

export const Route = createFileRoute('/blog-post/$postId')({
  params: {
    parse: (raw) => ({ postId: decodeParamOrNotFound(raw.postId) }),
    stringify: (params) => ({ postId: encodeURIComponent(params.postId) }),
  },
  component: RoutePage,
});

function RoutePage() {
  const { postId } = Route.useParams();
  void postId;
  return <Page title={'Blogginlägg'} />;
}
