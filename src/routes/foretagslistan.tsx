import { createFileRoute } from '@tanstack/react-router';
import { ChecklistPage } from './-components/pages/ChecklistPage';

export const Route = createFileRoute('/foretagslistan')({ component: ChecklistPage });
