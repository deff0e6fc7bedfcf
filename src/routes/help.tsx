import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from './-components/pages/HelpPage';

export const Route = createFileRoute('/help')({ component: HelpPage });
