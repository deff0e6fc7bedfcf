import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { PlainButton } from '../../ui/Button/PlainButton';

/**
 * 'Tillbaka': one step back in the history when the visitor came from within the site,
 * otherwise to `fallback` (a page opened directly still has a way back).
 */
export function BackButton({ fallback }: { fallback: '/articles' | '/blog' }) {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <PlainButton
      variant="ghost"
      size="sm"
      onClick={() => {
        if (canGoBack) router.history.back();
        else void navigate({ to: fallback });
      }}
    >
      <span aria-hidden="true">←</span> Tillbaka
    </PlainButton>
  );
}
