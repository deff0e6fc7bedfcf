import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../ui/Layout/Layout';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  return (
    <Page
      title="Din guide till företagande"
      eyebrow="Startklar"
      lead="Allt du behöver för att starta och driva företag i Sverige, på ett ställe."
    />
  );
}
