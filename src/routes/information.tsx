import { createFileRoute } from '@tanstack/react-router';
import { InformationPage } from './-components/pages/InformationPage';

export const Route = createFileRoute('/information')({ component: InformationPage });
